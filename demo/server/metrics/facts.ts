/**
 * The metric reads (issue 10, API-63..77) over the facts of migration 0009, the same SQL on
 * SQLite and PostgreSQL. Every read is one account and a New York day range, then the filters;
 * sums come back per day or per breakdown key and the values are computed from the sums:
 * in-view % = 100 × in-view loads / loads, CPM = revenue / impressions × 1000, never averages of
 * averages. Unique engaged users are a distinct count of visitor hashes over the whole range (or
 * each day, or each key), never a sum of smaller counts; past EXACT_VISITOR_ROWS visitor rows, an
 * estimate from merged HyperLogLog sketches (sketch-reads.ts).
 */
import { sql, type SelectQueryBuilder } from 'kysely'
import type {
  AdValues,
  MetricFamily,
  ViewType,
} from '../../../src/areas/analytics/lib/metrics-rules'
import type { DB } from '../platform/db'
import type { Database } from '../platform/schema'
import { KEY_COLUMN, neededColumns, type Query, type Range } from './input'
import { splitByMonths } from './months'
import { EXACT_VISITOR_ROWS, sketchable, sketchedVisitors, visitorRowsIn } from './sketch-reads'

export { splitByMonths }

export type EngagementFamily = Exclude<MetricFamily, 'revenue'>

export const EMPTY_PARTS: Parts = { loads: 0, inviewLoads: 0, answers: 0, clicks: 0, visitors: 0 }

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

type By = 'total' | 'day' | ViewType

/** A rollup pair: a daily and a monthly table with the same keys (rollup.ts). */
export interface Source {
  daily: keyof Database
  monthly: keyof Database
  /** The filterable and breakdown columns it keeps. */
  columns: readonly string[]
}

/** Smallest first: a read takes the first whose columns cover its filters and breakdown. */
const ENGAGEMENT_SOURCES: readonly Source[] = [
  { daily: 'engagement_totals_daily', monthly: 'engagement_totals_monthly', columns: [] },
  {
    daily: 'engagement_sites_daily',
    monthly: 'engagement_sites_monthly',
    columns: ['site_uuid', 'device', 'country'],
  },
  {
    daily: 'engagement_rollup_daily',
    monthly: 'engagement_rollup_monthly',
    columns: ['site_uuid', 'device', 'country', 'embed_uuid'],
  },
  // Answers and clicks only (the stories filter and breakdown, the top lists).
  {
    daily: 'engagement_card_totals_daily',
    monthly: 'engagement_card_totals_monthly',
    columns: ['site_uuid', 'embed_uuid', 'content_uuid'],
  },
  {
    daily: 'engagement_cards_daily',
    monthly: 'engagement_cards_monthly',
    columns: ['site_uuid', 'device', 'country', 'embed_uuid', 'content_uuid'],
  },
]

/** The ad rollups, smallest first (also read by the reports engine, demo/server/reports). */
export const AD_SOURCES: readonly Source[] = [
  { daily: 'ad_totals_daily', monthly: 'ad_totals_monthly', columns: ['ad_type'] },
  {
    daily: 'ad_sites_daily',
    monthly: 'ad_sites_monthly',
    columns: ['site_uuid', 'device', 'country', 'ad_type'],
  },
  {
    daily: 'ad_facts_daily',
    monthly: 'ad_facts_monthly',
    columns: ['site_uuid', 'device', 'country', 'ad_type', 'ad_unit_uuid', 'embed_uuid'],
  },
]

function sourceFor(sources: readonly Source[], query: Query, by: By): Source {
  return smallestSource(sources, neededColumns(query, by))
}

/** The first (smallest) rollup pair of `sources` that keeps every `needed` column. */
export function smallestSource(sources: readonly Source[], needed: readonly string[]): Source {
  const source = sources.find((s) => needed.every((c) => s.columns.includes(c)))
  if (!source) throw new Error(`no rollup keeps ${needed.join(', ')}`)
  return source
}

/** The account, a range of one period column and the filters, on a fact or rollup table. */
export function scoped(
  db: DB,
  table: keyof Database,
  query: Query,
  range: Range,
  period: 'day' | 'month' = 'day',
): SelectQueryBuilder<Database, 'ad_facts_daily', object> {
  // The tables share these column names; kysely cannot see that through the union.
  let q = db.selectFrom(table as 'ad_facts_daily')
  q = q
    .where('account_uuid', '=', query.accountUUID)
    .where(period as 'day', '>=', range.start)
    .where(period as 'day', '<=', range.end)
  if (query.sites.length) q = q.where('site_uuid', 'in', query.sites)
  if (query.devices.length) q = q.where('device', 'in', query.devices)
  if (query.countries.length) q = q.where('country', 'in', query.countries)
  if (query.embeds.length) q = q.where('embed_uuid', 'in', query.embeds)
  if (query.stories.length) q = q.where(sql.ref('content_uuid'), 'in', query.stories)
  if (query.revenueType) q = q.where('ad_type', '=', query.revenueType)
  return q
}

const keyOf = (by: Exclude<By, 'total'>) => sql.ref<string>(by === 'day' ? 'day' : KEY_COLUMN[by])

type Sums = Record<string, number>

/** What a read groups by: nothing (one '' key), the day, the key, or `day|key`. */
const groupKeyOf = (by: By, perDay: boolean) =>
  by === 'total'
    ? sql<string>`''`
    : perDay
      ? sql<string>`day || '|' || ${keyOf(by)}`
      : sql<string>`${keyOf(by)}`

/**
 * Sums of `measures` over a range by total, day or key, from the smallest rollup that covers the
 * query (whole months from its monthly table). `perDay` (the exports): by day and key, keys
 * `day|key`. `where`: only rows where that measure is above zero (which keys show).
 */
async function sums(
  db: DB,
  sources: readonly Source[],
  measures: readonly string[],
  query: Query,
  range: Range,
  by: By,
  { perDay = false, where = null }: { perDay?: boolean; where?: string | null } = {},
): Promise<Map<string, Sums>> {
  const source = sourceFor(sources, query, by)
  const read = async (table: keyof Database, part: Range, period: 'day' | 'month') => {
    let q = scoped(db, table, query, part, period).select([
      groupKeyOf(by, perDay).as('k'),
      ...measures.map((m) => sql<number>`sum(${sql.ref(m)})`.as(m)),
    ])
    if (where) q = q.where(sql.ref(where), '>', 0)
    if (by !== 'total') q = q.groupBy(perDay ? ['day', keyOf(by)] : keyOf(by))
    return q.execute() as Promise<Array<Record<string, unknown> & { k: string }>>
  }
  const parts =
    by === 'day' || perDay
      ? [read(source.daily, range, 'day')]
      : (() => {
          const { months, days } = splitByMonths(range)
          return [
            ...days.map((d) => read(source.daily, d, 'day')),
            ...(months ? [read(source.monthly, months, 'month')] : []),
          ]
        })()
  const out = new Map<string, Sums>()
  for (const rows of await Promise.all(parts))
    for (const r of rows) {
      if (r.k === null || r[measures[0]!] === null) continue
      const into = out.get(r.k) ?? Object.fromEntries(measures.map((m) => [m, 0]))
      for (const m of measures) into[m] = into[m]! + Number(r[m] ?? 0)
      out.set(r.k, into)
    }
  return out
}

const ENGAGEMENT_MEASURES = ['loads', 'inview_loads', 'answers', 'clicks'] as const
const CARD_MEASURES = ['answers', 'clicks'] as const
const MEASURE_OF: Record<Exclude<EngagementFamily, 'uniqueEngagedUsers'>, string> = {
  questionAnswered: 'answers',
  storyClicked: 'clicks',
  embedLoad: 'loads',
}

/** Engagement parts of a range, by total, day or key. */
export async function engagementParts(
  db: DB,
  family: EngagementFamily,
  query: Query,
  range: Range,
  by: By,
  /** Also by day (the export): keys are `day|key`. */
  perDay = false,
  /** Uniques: a distinct count over the rows (false: merged sketches, see countsExactly). */
  exact = true,
): Promise<Map<string, Parts>> {
  const out = new Map<string, Parts>()
  if (family === 'uniqueEngagedUsers') {
    const counts =
      exact || perDay
        ? await distinctVisitors(db, query, range, by, perDay)
        : await sketchedVisitors(db, query, range, by)
    for (const [k, visitors] of counts) out.set(k, { ...EMPTY_PARTS, visitors })
    return out
  }
  const source = sourceFor(ENGAGEMENT_SOURCES, query, by)
  const measures = source.daily.includes('_card') ? CARD_MEASURES : ENGAGEMENT_MEASURES
  // Only the rows that hold the family's measure (the sums are the same; the keys without any
  // do not show).
  for (const [k, s] of await sums(db, ENGAGEMENT_SOURCES, measures, query, range, by, {
    perDay,
    where: MEASURE_OF[family],
  }))
    out.set(k, {
      loads: s.loads ?? 0,
      inviewLoads: s.inview_loads ?? 0,
      answers: s.answers ?? 0,
      clicks: s.clicks ?? 0,
      visitors: 0,
    })
  return out
}

/**
 * Whether a range's unique engaged users are counted exactly: its visitor rows under the query's
 * filters are at most `exactUpTo` (or the sketches do not keep the query's filters); beyond, they
 * are estimated from the visitor sketches (sketch-reads.ts).
 */
export async function countsExactly(
  db: DB,
  query: Query,
  range: Range,
  exactUpTo = EXACT_VISITOR_ROWS,
): Promise<boolean> {
  if (!sketchable(query, query.viewType)) return true
  return (await visitorRowsIn(db, query, range)) <= exactUpTo
}

/** Distinct engaged visitors of a range, in all, by day or by key (by day and key). */
async function distinctVisitors(
  db: DB,
  query: Query,
  range: Range,
  by: By,
  perDay: boolean,
): Promise<Map<string, number>> {
  let q = scoped(db, 'engagement_visitors_daily', query, range).select([
    groupKeyOf(by, perDay).as('k'),
    sql<number>`count(distinct visitor_id)`.as('visitors'),
  ])
  if (by !== 'total') q = q.groupBy(perDay ? ['day', keyOf(by)] : keyOf(by))
  return new Map((await q.execute()).map((r) => [r.k, Number(r.visitors)]))
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
  const out = new Map<string, AdParts>()
  for (const [k, s] of await sums(
    db,
    AD_SOURCES,
    ['impressions', 'revenue_micros'],
    query,
    range,
    by,
    { perDay },
  ))
    out.set(k, { impressions: s.impressions!, revenueMicros: s.revenue_micros! })
  return out
}

/** Revenue in dollars, impressions and CPM from summed parts. */
export function adValues(parts: AdParts | undefined): AdValues {
  const impressions = parts?.impressions ?? 0
  const revenue = (parts?.revenueMicros ?? 0) / 1e6
  return { revenue, impressions, cpm: impressions ? (revenue / impressions) * 1000 : 0 }
}

/** The countries with engagement or ads in an account's range (the site rollups, by month). */
export async function countriesIn(db: DB, accountUUID: string, range: Range): Promise<string[]> {
  const { months, days } = splitByMonths(range)
  const withCountry = (sources: readonly Source[]) =>
    sources.find((s) => s.columns.includes('country'))!
  const reads = [withCountry(ENGAGEMENT_SOURCES), withCountry(AD_SOURCES)].flatMap((source) => [
    ...days.map((d) => [source.daily, d, 'day'] as const),
    ...(months ? [[source.monthly, months, 'month'] as const] : []),
  ])
  const found = await Promise.all(
    reads.map(([table, part, period]) =>
      db
        .selectFrom(table as 'ad_sites_daily')
        .select('country')
        .distinct()
        .where('account_uuid', '=', accountUUID)
        .where(period as 'day', '>=', part.start)
        .where(period as 'day', '<=', part.end)
        .execute(),
    ),
  )
  return [...new Set(found.flat().map((r) => r.country))]
}

/** Top cards (questions by answers, stories by clicks) in the range, largest first. */
export async function topCards(
  db: DB,
  kind: 'questions' | 'stories',
  query: Query,
): Promise<Array<{ content_uuid: string; embed_uuid: string; value: number }>> {
  const measure = kind === 'questions' ? 'answers' : 'clicks'
  // Per card (the card rollup's answers are its options' answers); a card's embed follows.
  const values = await sums(db, ENGAGEMENT_SOURCES, [measure], query, query.range, 'STORY', {
    where: measure,
  })
  const embeds = await embedsOfCards(db, [...values.keys()])
  return [...values]
    .map(([content_uuid, s]) => ({
      content_uuid,
      embed_uuid: embeds.get(content_uuid) ?? '',
      value: s[measure]!,
    }))
    .sort((a, b) => b.value - a.value || a.content_uuid.localeCompare(b.content_uuid))
    .slice(0, query.topRank)
}

async function embedsOfCards(db: DB, contentUUIDs: string[]): Promise<Map<string, string>> {
  if (!contentUUIDs.length) return new Map()
  const rows = await db
    .selectFrom('embed_contents')
    .select(['content_uuid', 'embed_uuid'])
    .where('content_uuid', 'in', contentUUIDs)
    .execute()
  return new Map(rows.map((r) => [r.content_uuid, r.embed_uuid]))
}
