/**
 * The metric reads (issue 10, API-63..77) over the facts of migration 0009, the same SQL on
 * SQLite and PostgreSQL. Every read is one account and a New York day range, then the filters;
 * sums come back per day or per breakdown key and the values are computed from the sums:
 * in-view % = 100 × in-view loads / loads, CPM = revenue / impressions × 1000, never averages of
 * averages. Unique engaged users are a distinct count of visitor hashes over the whole range (or
 * each day, or each key), never a sum of smaller counts.
 */
import { sql, type SelectQueryBuilder } from 'kysely'
import type {
  AdValues,
  MetricFamily,
  ViewType,
} from '../../../src/areas/analytics/lib/metrics-rules'
import type { DB } from '../db'
import type { Database } from '../schema'
import type { Query, Range } from './input'

export type EngagementFamily = Exclude<MetricFamily, 'revenue'>

/** The parts an engagement value is computed from. */
export interface Parts {
  loads: number
  inviewLoads: number
  answers: number
  clicks: number
  visitors: number
}

export interface AdParts {
  impressions: number
  revenueMicros: number
}

const KEY_COLUMN: Record<ViewType, string> = {
  SITE: 'site_uuid',
  DEVICE: 'device',
  GEO: 'country',
  EMBED: 'embed_uuid',
  STORY: 'content_uuid',
  AD_UNIT: 'ad_unit_uuid',
  AD_TYPE: 'ad_type',
}

type By = 'total' | 'day' | ViewType

type FactTable =
  | 'embed_engagement_daily'
  | 'engagement_rollup_daily'
  | 'engagement_visitors_daily'
  | 'ad_facts_daily'

/** The account, range and filters on one fact table. */
function scoped<T extends FactTable>(
  db: DB,
  table: T,
  query: Query,
  range: Range,
): SelectQueryBuilder<Database, T, object> {
  // The tables share these column names; kysely cannot see that through the union.
  let q = db.selectFrom(table as FactTable) as unknown as SelectQueryBuilder<
    Database,
    'ad_facts_daily',
    object
  >
  q = q
    .where('account_uuid', '=', query.accountUUID)
    .where('day', '>=', range.start)
    .where('day', '<=', range.end)
  if (query.sites.length) q = q.where('site_uuid', 'in', query.sites)
  if (query.devices.length) q = q.where('device', 'in', query.devices)
  if (query.countries.length) q = q.where('country', 'in', query.countries)
  if (query.embeds.length) q = q.where('embed_uuid', 'in', query.embeds)
  return q as unknown as SelectQueryBuilder<Database, T, object>
}

const keyOf = (by: Exclude<By, 'total'>) => sql.ref<string>(by === 'day' ? 'day' : KEY_COLUMN[by])

/** Engagement parts of a range, by total, day or key. */
export async function engagementParts(
  db: DB,
  family: EngagementFamily,
  query: Query,
  range: Range,
  by: By,
  /** Also by day (the export): keys are `day|key`. */
  perDay = false,
): Promise<Map<string, Parts>> {
  const out = new Map<string, Parts>()
  const empty = (): Parts => ({ loads: 0, inviewLoads: 0, answers: 0, clicks: 0, visitors: 0 })
  const groupKey =
    by === 'total'
      ? sql<string>`''`
      : perDay
        ? sql<string>`day || '|' || ${keyOf(by)}`
        : sql<string>`${keyOf(by)}`
  if (family === 'uniqueEngagedUsers') {
    let q = scoped(db, 'engagement_visitors_daily', query, range).select([
      groupKey.as('k'),
      sql<number>`count(distinct visitor_hash)`.as('visitors'),
    ])
    if (by !== 'total') q = q.groupBy(perDay ? ['day', keyOf(by)] : keyOf(by))
    for (const r of await q.execute()) out.set(r.k, { ...empty(), visitors: Number(r.visitors) })
    return out
  }
  // Card-level rows only where a story is named (the STORY breakdown, the stories filter);
  // everything else reads the rollup, whose sums are the same.
  const cards = by === 'STORY' || query.stories.length > 0
  let q = scoped(
    db,
    cards ? 'embed_engagement_daily' : 'engagement_rollup_daily',
    query,
    range,
  ).select([
    groupKey.as('k'),
    sql<number>`sum(loads)`.as('loads'),
    sql<number>`sum(inview_loads)`.as('inview_loads'),
    sql<number>`sum(answers)`.as('answers'),
    sql<number>`sum(clicks)`.as('clicks'),
  ])
  // Only the rows that hold the family's measure (the sums are the same; the tables skip keys
  // without any).
  if (family === 'questionAnswered') q = q.where('answers', '>', 0)
  if (family === 'storyClicked') q = q.where('clicks', '>', 0)
  if (family === 'embedLoad') q = q.where('loads', '>', 0)
  if (cards && query.stories.length)
    q = (
      q as unknown as SelectQueryBuilder<Database, 'embed_engagement_daily', { k: string }>
    ).where('content_uuid', 'in', query.stories) as unknown as typeof q
  if (by !== 'total') q = q.groupBy(perDay ? ['day', keyOf(by)] : keyOf(by))
  for (const r of await q.execute())
    if (r.k !== null)
      out.set(r.k, {
        loads: Number(r.loads ?? 0),
        inviewLoads: Number(r.inview_loads ?? 0),
        answers: Number(r.answers ?? 0),
        clicks: Number(r.clicks ?? 0),
        visitors: 0,
      })
  return out
}

/** The value a family shows, from its parts. */
export function engagementValue(family: EngagementFamily, parts: Parts | undefined): number {
  if (!parts) return 0
  switch (family) {
    case 'questionAnswered':
      return parts.answers
    case 'storyClicked':
      return parts.clicks
    case 'uniqueEngagedUsers':
      return parts.visitors
    case 'embedLoad':
      return parts.loads ? (100 * parts.inviewLoads) / parts.loads : 0
  }
}

/** Ad parts of a range, by total, day or key. */
export async function adParts(
  db: DB,
  query: Query,
  range: Range,
  by: By,
  /** Also by day (the export): keys are `day|key`. */
  perDay = false,
): Promise<Map<string, AdParts>> {
  const groupKey =
    by === 'total'
      ? sql<string>`''`
      : perDay
        ? sql<string>`day || '|' || ${keyOf(by)}`
        : sql<string>`${keyOf(by)}`
  let q = scoped(db, 'ad_facts_daily', query, range).select([
    groupKey.as('k'),
    sql<number>`sum(impressions)`.as('impressions'),
    sql<number>`sum(revenue_micros)`.as('revenue_micros'),
  ])
  if (query.revenueType) q = q.where('ad_type', '=', query.revenueType)
  if (by !== 'total') q = q.groupBy(perDay ? ['day', keyOf(by)] : keyOf(by))
  const out = new Map<string, AdParts>()
  for (const r of await q.execute())
    if (r.impressions !== null)
      out.set(r.k, {
        impressions: Number(r.impressions),
        revenueMicros: Number(r.revenue_micros),
      })
  return out
}

/** Revenue in dollars, impressions and CPM from summed parts. */
export function adValues(parts: AdParts | undefined): AdValues {
  const impressions = parts?.impressions ?? 0
  const revenue = (parts?.revenueMicros ?? 0) / 1e6
  return { revenue, impressions, cpm: impressions ? (revenue / impressions) * 1000 : 0 }
}

/** The EMBED breakdown's row of ads that ran outside embeds. */
export const NOT_IN_AN_EMBED = 'Not in an embed'

const DEVICE_NAMES: Record<string, string> = { DESKTOP: 'Desktop', MOBILE: 'Mobile' }
const AD_TYPE_NAMES: Record<string, string> = { DISPLAY: 'Display', VIDEO: 'Video' }
const regions = new Intl.DisplayNames(['en-US'], { type: 'region', fallback: 'code' })

/** A country's English name (ZZ: Unknown). */
export function countryName(code: string): string {
  if (code === 'ZZ') return 'Unknown'
  try {
    return regions.of(code) ?? code
  } catch {
    return code
  }
}

/** The title of a card from its stored properties. */
export const titleOf = (properties: string): string => {
  try {
    return String((JSON.parse(properties) as { title?: unknown }).title ?? '')
  } catch {
    return ''
  }
}

/** Names of the breakdown keys (site, embed, story, ad unit names; device, country, ad type). */
export async function namesOf(
  db: DB,
  accountUUID: string,
  viewType: ViewType,
  keys: string[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>()
  if (!keys.length) return names
  switch (viewType) {
    case 'DEVICE':
      for (const k of keys) names.set(k, DEVICE_NAMES[k] ?? k)
      break
    case 'AD_TYPE':
      for (const k of keys) names.set(k, AD_TYPE_NAMES[k] ?? k)
      break
    case 'GEO':
      for (const k of keys) names.set(k, countryName(k))
      break
    case 'SITE':
      for (const r of await db
        .selectFrom('sites')
        .select(['site_uuid', 'name'])
        .where('account_uuid', '=', accountUUID)
        .where('site_uuid', 'in', keys)
        .execute())
        names.set(r.site_uuid, r.name)
      break
    case 'EMBED':
      for (const r of await db
        .selectFrom('embeds')
        .select(['embed_uuid', 'name'])
        .where('account_uuid', '=', accountUUID)
        .where('embed_uuid', 'in', keys)
        .execute())
        names.set(r.embed_uuid, r.name)
      break
    case 'AD_UNIT':
      for (const r of await db
        .selectFrom('ad_units')
        .select(['ad_unit_uuid', 'name'])
        .where('account_uuid', '=', accountUUID)
        .where('ad_unit_uuid', 'in', keys)
        .execute())
        names.set(r.ad_unit_uuid, r.name)
      break
    case 'STORY':
      for (const r of await db
        .selectFrom('embed_contents')
        .select(['content_uuid', 'properties'])
        .where('content_uuid', 'in', keys)
        .execute())
        names.set(r.content_uuid, titleOf(r.properties))
      break
  }
  if (viewType === 'EMBED' && keys.includes('')) names.set('', NOT_IN_AN_EMBED)
  for (const k of keys) if (!names.has(k)) names.set(k, k)
  return names
}

/** Top cards (questions by answers, stories by clicks) in the range, largest first. */
export async function topCards(
  db: DB,
  kind: 'questions' | 'stories',
  query: Query,
): Promise<Array<{ content_uuid: string; embed_uuid: string; value: number }>> {
  const measure = kind === 'questions' ? 'answers' : 'clicks'
  let q = scoped(db, 'embed_engagement_daily', query, query.range)
    .select(['content_uuid', 'embed_uuid', sql<number>`sum(${sql.ref(measure)})`.as('value')])
    .where(measure, '>', 0)
    .groupBy(['content_uuid', 'embed_uuid'])
    .orderBy('value', 'desc')
    .orderBy('content_uuid')
    .limit(query.topRank)
  if (kind === 'questions') q = q.where('option_uuid', '<>', '')
  if (kind === 'stories' && query.stories.length) q = q.where('content_uuid', 'in', query.stories)
  return (await q.execute()).map((r) => ({ ...r, value: Number(r.value) }))
}

const addParts = (a: Parts | undefined, b: Parts): Parts => ({
  loads: (a?.loads ?? 0) + b.loads,
  inviewLoads: (a?.inviewLoads ?? 0) + b.inviewLoads,
  answers: (a?.answers ?? 0) + b.answers,
  clicks: (a?.clicks ?? 0) + b.clicks,
  visitors: (a?.visitors ?? 0) + b.visitors,
})

const sumOf = (parts: Map<string, Parts>): Parts =>
  [...parts.values()].reduce<Parts>((s, p) => addParts(s, p), addParts(undefined, EMPTY_PARTS))

const EMPTY_PARTS: Parts = { loads: 0, inviewLoads: 0, answers: 0, clicks: 0, visitors: 0 }

export interface EngagementDetail {
  total: Parts
  days: Map<string, Parts>
  keys: Map<string, Parts>
  previousTotal: Parts | null
  previousDays: Map<string, Parts> | null
}

/**
 * What a detailed call needs. Sums: two scans (the range by day and key, folded here into the
 * series, the table and the total; the previous period by day). Uniques are distinct counts that
 * do not fold: one count each for the range, its days, its keys and the previous period.
 */
export async function engagementDetail(
  db: DB,
  family: EngagementFamily,
  query: Query,
): Promise<EngagementDetail> {
  const { range, previous, viewType } = query
  if (family === 'uniqueEngagedUsers') {
    const [total, days, keys, previousTotal, previousDays] = await Promise.all([
      engagementParts(db, family, query, range, 'total'),
      engagementParts(db, family, query, range, 'day'),
      engagementParts(db, family, query, range, viewType),
      previous ? engagementParts(db, family, query, previous, 'total') : null,
      previous ? engagementParts(db, family, query, previous, 'day') : null,
    ])
    return {
      total: total.get('') ?? EMPTY_PARTS,
      days,
      keys,
      previousTotal: previousTotal ? (previousTotal.get('') ?? EMPTY_PARTS) : null,
      previousDays,
    }
  }
  const [cells, previousDays] = await Promise.all([
    engagementParts(db, family, query, range, viewType, true),
    previous ? engagementParts(db, family, query, previous, 'day') : null,
  ])
  const days = new Map<string, Parts>()
  const keys = new Map<string, Parts>()
  for (const [cell, parts] of cells) {
    const day = cell.slice(0, 10)
    const key = cell.slice(11)
    days.set(day, addParts(days.get(day), parts))
    keys.set(key, addParts(keys.get(key), parts))
  }
  return {
    total: sumOf(days),
    days,
    keys,
    previousTotal: previousDays ? sumOf(previousDays) : null,
    previousDays,
  }
}

export interface AdDetail {
  total: AdParts
  days: Map<string, AdParts>
  keys: Map<string, AdParts>
  previousTotal: AdParts | null
  previousDays: Map<string, AdParts> | null
}

const addAd = (a: AdParts | undefined, b: AdParts): AdParts => ({
  impressions: (a?.impressions ?? 0) + b.impressions,
  revenueMicros: (a?.revenueMicros ?? 0) + b.revenueMicros,
})
const sumAd = (parts: Map<string, AdParts>): AdParts =>
  [...parts.values()].reduce<AdParts>((s, p) => addAd(s, p), { impressions: 0, revenueMicros: 0 })

/** What revenue/detail needs, in two scans (as engagementDetail). */
export async function adDetail(db: DB, query: Query): Promise<AdDetail> {
  const [cells, previousDays] = await Promise.all([
    adParts(db, query, query.range, query.viewType, true),
    query.previous ? adParts(db, query, query.previous, 'day') : null,
  ])
  const days = new Map<string, AdParts>()
  const keys = new Map<string, AdParts>()
  for (const [cell, parts] of cells) {
    const day = cell.slice(0, 10)
    const key = cell.slice(11)
    days.set(day, addAd(days.get(day), parts))
    keys.set(key, addAd(keys.get(key), parts))
  }
  return {
    total: sumAd(days),
    days,
    keys,
    previousTotal: previousDays ? sumAd(previousDays) : null,
    previousDays,
  }
}
