/**
 * The metric calls (issue 10; spec 002 §7, API-63..77; the contract is
 * src/areas/analytics/lib/metrics-rules.ts). Form-encoded POSTs:
 *
 * - /api/metrics/{questionAnswered,embedLoad,uniqueEngagedUsers,storyClicked}/{detailed,total,export},
 *   questionAnswered/top-questions, storyClicked/top-stories;
 * - /api/reporting/revenue/{detail,total,export};
 * - GET /api/accounts/accounts/{id}/stories and …/countries?startDate&endDate (API-76, 77; API-78
 *   embeds and API-37 ad-unit sites are the embeds and accounts services' own).
 *
 * Who may call: a session of the query's account (another account: 403), not a mockup-generator
 * session (analytics are hidden there, as for the embed analytics); the revenue family only with
 * `home.adMetrics` or in a mocked session (ANA-04). Reads only: nothing here writes.
 */
import { Hono } from 'hono'
import { stringify } from 'csv-stringify/sync'
import {
  exportFileName,
  type AdBreakdownRow,
  type BreakdownRow,
  type DetailMetric,
  type MetricDetailed,
  type MetricTotal,
  type MetricTotalReply,
  type RevenueDetail,
  type RevenueTotalReply,
  type ViewType,
} from '../../../src/areas/analytics/lib/metrics-rules'
import { metricCalls } from '../../../src/contracts/metrics/metrics'
import { metricSchemas } from '../../../src/contracts/metrics/metrics.schemas'
import { hasPermission, PERMISSIONS } from '../../../src/core/permissions'
import { serve } from '../platform/serve-contract'
import { neutralise, NO_DATA_MESSAGE } from '../platform/export-cells'
import {
  permissionsOf,
  requireAccount,
  requireSession,
  takeExport,
  type Ctx,
  type Env,
} from '../platform/context'
import { isDay } from '../platform/days'
import { AD_METRICS_REFUSED, MOCKUP_REFUSED } from '../platform/access'
import { ApiFailure, fail } from '../platform/http-errors'
import { adDetail, engagementDetail } from './details'
import {
  adParts,
  adValues,
  type AdParts,
  countsExactly,
  countriesIn,
  engagementParts,
  engagementValue,
  topCards,
  type EngagementFamily,
  type Parts,
} from './facts'
import { countryName, namesOf, titleOf } from './names'
import { checkOwnIds, daysBetween, MAX_RANGE_DAYS, parseQuery, type Query } from './input'

export const metricRoutes = new Hono<Env>()
export const reportingRoutes = new Hono<Env>()
export const metricListRoutes = new Hono<Env>()
const metrics = serve(metricRoutes, metricCalls, metricSchemas)
const revenue = serve(reportingRoutes, metricCalls, metricSchemas)
const lists = serve(metricListRoutes, metricCalls, metricSchemas)

const FAMILIES: readonly EngagementFamily[] = [
  'questionAnswered',
  'embedLoad',
  'uniqueEngagedUsers',
  'storyClicked',
]

/** The detail page each family's export is named after (ANA-14). */
const EXPORT_METRIC: Record<EngagementFamily | 'revenue', DetailMetric> = {
  questionAnswered: 'questionsanswered',
  embedLoad: 'averageinview',
  uniqueEngagedUsers: 'uniqueengagedusers',
  storyClicked: 'storyclicks',
  revenue: 'revenue',
}

const VIEW_LABEL: Record<ViewType, string> = {
  SITE: 'Site',
  DEVICE: 'Device',
  GEO: 'Country',
  EMBED: 'Embed',
  STORY: 'Story',
  AD_UNIT: 'Ad Unit',
  AD_TYPE: 'Ad Type',
}

/** The checked query of a metric POST, after the session, account and permission checks. */
async function queryOf(c: Ctx, family: EngagementFamily | 'revenue') {
  const session = requireSession(c)
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded')
    throw fail.badRequest([{ field: '_body', message: 'Send a form' }], 'Unsupported body')
  const parsed = parseQuery(family, await c.req.text())
  requireAccount(c, parsed.query.accountUUID)
  if (session.row.kind === 'mockup') throw fail.forbidden(MOCKUP_REFUSED)
  if (
    family === 'revenue' &&
    session.row.kind !== 'mocked' &&
    !hasPermission(await permissionsOf(c, session), PERMISSIONS.adMetrics)
  )
    throw fail.forbidden(AD_METRICS_REFUSED)
  await checkOwnIds(c.get('services').db, parsed.query)
  return parsed.query
}

const byDate = <T>(parts: Map<string, T>, value: (p: T) => number) =>
  Object.fromEntries(
    [...parts].sort(([a], [b]) => a.localeCompare(b)).map(([d, p]) => [d, value(p)]),
  )

async function engagementTotal(c: Ctx, family: EngagementFamily, query: Query) {
  const { db } = c.get('services')
  const { range, previous } = query
  // Uniques over many visitor rows come from the sketches (facts.ts, countsExactly).
  const uniques = family === 'uniqueEngagedUsers'
  const [exact, exactBefore] = await Promise.all([
    uniques ? countsExactly(db, query, range) : true,
    uniques && previous ? countsExactly(db, query, previous) : true,
  ])
  const [now, before] = await Promise.all([
    engagementParts(db, family, query, range, 'total', false, exact),
    previous ? engagementParts(db, family, query, previous, 'total', false, exactBefore) : null,
  ])
  const total: MetricTotal = {
    aggregate: engagementValue(family, now.get('')),
    previous: before ? engagementValue(family, before.get('')) : null,
  }
  if (!exact || !exactBefore) total.estimate = true
  return total
}

for (const family of FAMILIES) {
  /** API-63, 66, 68, 70. */
  metrics.handle(`${family}Detailed`, async (c) => {
    const query = await queryOf(c, family)
    const { db } = c.get('services')
    const detail = await engagementDetail(db, family, query)
    const { keys, days, previousDays } = detail
    const total: MetricTotal = {
      aggregate: engagementValue(family, detail.total),
      previous: detail.previousTotal ? engagementValue(family, detail.previousTotal) : null,
    }
    if (detail.estimate) total.estimate = true
    const names = await namesOf(db, query.accountUUID, query.viewType, [...keys.keys()])
    const table: BreakdownRow[] = [...keys]
      .map(([key, parts]) => ({
        key,
        name: names.get(key)!,
        value: engagementValue(family, parts),
      }))
      .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name))
    const reply: MetricDetailed = {
      total,
      series: {
        by_date: byDate(days, (p) => engagementValue(family, p)),
        previous_by_date: previousDays
          ? byDate(previousDays, (p) => engagementValue(family, p))
          : null,
      },
      table,
    }
    return reply
  })

  /** API-65, 67, 69, 72. */
  metrics.handle(`${family}Total`, async (c) => {
    const query = await queryOf(c, family)
    const reply: MetricTotalReply = { total: await engagementTotal(c, family, query) }
    return reply
  })

  /** API-75. */
  metrics.handle(`${family}Export`, async (c) => {
    const query = await queryOf(c, family)
    await takeExport(c, 'metrics')
    const { db } = c.get('services')
    const rows = await engagementParts(db, family, query, query.range, query.viewType, true)
    const names = await namesOf(db, query.accountUUID, query.viewType, [
      ...new Set([...rows.keys()].map((k) => k.slice(11))),
    ])
    const columns =
      family === 'embedLoad'
        ? ['Loads', 'In-View Loads', 'Average In-View %']
        : family === 'questionAnswered'
          ? ['Answers']
          : family === 'storyClicked'
            ? ['Clicks']
            : ['Unique Engaged Users']
    const values = (p: Parts) =>
      family === 'embedLoad'
        ? [p.loads, p.inviewLoads, engagementValue(family, p).toFixed(2)]
        : [engagementValue(family, p)]
    return csv(
      c,
      EXPORT_METRIC[family],
      ['Date', VIEW_LABEL[query.viewType], ...columns],
      [...rows].map(([k, p]) => [k.slice(0, 10), names.get(k.slice(11))!, ...values(p)]),
    )
  })
}

/** A CSV download (formula cells neutralised), or 404 NO_DATA when there are no rows. */
function csv(c: Ctx, metric: DetailMetric, header: string[], rows: unknown[][]) {
  if (!rows.length) throw new ApiFailure(404, 'NO_DATA', NO_DATA_MESSAGE)
  rows.sort(
    (a, b) => String(a[0]).localeCompare(String(b[0])) || String(a[1]).localeCompare(String(b[1])),
  )
  const body = stringify(
    rows.map((r) => r.map(neutralise)),
    { header: true, columns: header },
  )
  return c.body(body, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${exportFileName(metric)}"`,
  })
}

async function revenueTotal(c: Ctx, query: Query) {
  const { db } = c.get('services')
  const [now, before] = await Promise.all([
    adParts(db, query, query.range, 'total'),
    query.previous ? adParts(db, query, query.previous, 'total') : null,
  ])
  return { aggregate: adValues(now.get('')), previous: before ? adValues(before.get('')) : null }
}

/** API-73. */
revenue.handle('revenueDetail', async (c) => {
  const query = await queryOf(c, 'revenue')
  const { db } = c.get('services')
  const detail = await adDetail(db, query)
  const { keys, days, previousDays } = detail
  const total = {
    aggregate: adValues(detail.total),
    previous: detail.previousTotal ? adValues(detail.previousTotal) : null,
  }
  const names = await namesOf(db, query.accountUUID, query.viewType, [...keys.keys()])
  const sorted = (parts: Map<string, AdParts>) =>
    Object.fromEntries(
      [...parts].sort(([a], [b]) => a.localeCompare(b)).map(([d, p]) => [d, adValues(p)]),
    )
  const table: AdBreakdownRow[] = [...keys]
    .map(([key, parts]) => ({ key, name: names.get(key)!, ...adValues(parts) }))
    .sort((a, b) => b.revenue - a.revenue || a.name.localeCompare(b.name))
  const reply: RevenueDetail = {
    total,
    series: { by_date: sorted(days), previous_by_date: previousDays ? sorted(previousDays) : null },
    table,
  }
  return reply
})

/** API-74. */
revenue.handle('revenueTotal', async (c) => {
  const query = await queryOf(c, 'revenue')
  const reply: RevenueTotalReply = { total: await revenueTotal(c, query) }
  return reply
})

/** API-75 for the three ad pages: impressions, revenue and CPM per day and key. */
revenue.handle('revenueExport', async (c) => {
  const query = await queryOf(c, 'revenue')
  await takeExport(c, 'metrics')
  const { db } = c.get('services')
  const rows = await adParts(db, query, query.range, query.viewType, true)
  const names = await namesOf(db, query.accountUUID, query.viewType, [
    ...new Set([...rows.keys()].map((k) => k.slice(11))),
  ])
  return csv(
    c,
    'revenue',
    ['Date', VIEW_LABEL[query.viewType], 'Impressions', 'Revenue (USD)', 'CPM (USD)'],
    [...rows].map(([k, p]) => {
      const v = adValues(p)
      return [
        k.slice(0, 10),
        names.get(k.slice(11))!,
        v.impressions,
        v.revenue.toFixed(2),
        v.cpm.toFixed(2),
      ]
    }),
  )
})

/** The range's top questions or stories, ranked, each as `named(title, value)` with its embed. */
async function topCardRows<T>(
  c: Ctx,
  kind: 'questions' | 'stories',
  named: (title: string, value: number) => T,
) {
  const family = kind === 'questions' ? 'questionAnswered' : 'storyClicked'
  const top = await topCards(c.get('services').db, kind, await queryOf(c, family))
  const { titles, embedNames } = await cardNames(c, top)
  return top.map((r, i) => ({
    rank: i + 1,
    ...named(titles.get(r.content_uuid) ?? '', r.value),
    embed_uuid: r.embed_uuid,
    embed_name: embedNames.get(r.embed_uuid) ?? '',
  }))
}

/** API-64: the most answered questions (cards) of the range. */
metrics.handle('topQuestions', async (c) => ({
  rows: await topCardRows(c, 'questions', (question, answers) => ({ question, answers })),
}))

/** API-71: the most clicked stories of the range. */
metrics.handle('topStories', async (c) => ({
  rows: await topCardRows(c, 'stories', (title, clicks) => ({ title, clicks })),
}))

async function cardNames(c: Ctx, top: Array<{ content_uuid: string; embed_uuid: string }>) {
  const { db } = c.get('services')
  if (!top.length)
    return { titles: new Map<string, string>(), embedNames: new Map<string, string>() }
  const [cards, embeds] = await Promise.all([
    db
      .selectFrom('embed_contents')
      .select(['content_uuid', 'properties'])
      .where(
        'content_uuid',
        'in',
        top.map((r) => r.content_uuid),
      )
      .execute(),
    db
      .selectFrom('embeds')
      .select(['embed_uuid', 'name'])
      .where('embed_uuid', 'in', [...new Set(top.map((r) => r.embed_uuid))])
      .execute(),
  ])
  return {
    titles: new Map(cards.map((r) => [r.content_uuid, titleOf(r.properties)])),
    embedNames: new Map(embeds.map((r) => [r.embed_uuid, r.name])),
  }
}

/** The account of a list call's path, for a session of that account (else 403). */
function listAccount(c: Ctx): string {
  const accountUUID = c.req.param('accountUUID') ?? ''
  requireAccount(c, accountUUID)
  return accountUUID
}

/** API-76: the account's stories (story cards of its embeds), content UUID → title. */
lists.handle('stories', async (c) => {
  const accountUUID = listAccount(c)
  const rows = await c
    .get('services')
    .db.selectFrom('embed_contents')
    .innerJoin('embeds', 'embeds.embed_uuid', 'embed_contents.embed_uuid')
    .select(['embed_contents.content_uuid', 'embed_contents.properties'])
    .where('embeds.account_uuid', '=', accountUUID)
    .where('embed_contents.content_type', '=', 'STORY')
    .execute()
  const stories = rows
    .map((r) => [r.content_uuid, titleOf(r.properties)] as const)
    .sort((a, b) => a[1].localeCompare(b[1]) || a[0].localeCompare(b[0]))
  return { stories: Object.fromEntries(stories) }
})

/** API-77: the countries with engagement or ad data in the range, code → name. */
lists.handle('countries', async (c, input) => {
  const accountUUID = listAccount(c)
  const { query } = input
  const startDate = query.startDate ?? ''
  const endDate = query.endDate ?? ''
  const errors = []
  if (!isDay(startDate))
    errors.push({ field: 'startDate', message: 'Send a real date as YYYY-MM-DD' })
  if (!isDay(endDate)) errors.push({ field: 'endDate', message: 'Send a real date as YYYY-MM-DD' })
  else if (isDay(startDate) && startDate > endDate)
    errors.push({ field: 'endDate', message: 'The end date must not be before the start date' })
  else if (isDay(startDate) && daysBetween(startDate, endDate) + 1 > MAX_RANGE_DAYS)
    errors.push({ field: 'endDate', message: `Choose at most ${MAX_RANGE_DAYS} days` })
  if (errors.length) throw fail.badRequest(errors)
  const { db } = c.get('services')
  const countries = (await countriesIn(db, accountUUID, { start: startDate, end: endDate }))
    .map((code) => [code, countryName(code)] as const)
    .sort((x, y) => x[1].localeCompare(y[1]))
  return { countries: Object.fromEntries(countries) }
})
