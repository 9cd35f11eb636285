/**
 * Unique engaged users from the visitor sketches (sketches.ts; issue 10). A range whose visitor
 * rows under the query's filters are at most EXACT_VISITOR_ROWS is counted exactly (facts.ts,
 * count distinct over the rows); beyond, the sketches of the cells it covers are merged and
 * estimated (about 1.6 % standard error): whole months from the monthly sketches and the days
 * around them from the daily ones, the series from the daily ones.
 */
import { sql, type SelectQueryBuilder } from 'kysely'
import type { ViewType } from '../../../src/areas/analytics/lib/metrics-rules'
import type { DB } from '../platform/db'
import type { Database } from '../platform/schema'
import { scoped } from './facts'
import { KEY_COLUMN, neededColumns, type Query, type Range } from './input'
import { splitByMonths } from './months'
import { Sketch } from './sketch'

/**
 * Visitor rows in a range up to which its uniques are an exact distinct count: the exact counts
 * cost about 2.8 ms per 1,000 rows on SQLite (five counts a call), so this keeps them under 100 ms
 * at the server; the demo data's ranges up to about two months stay exact.
 */
export const EXACT_VISITOR_ROWS = 20_000

/** The sketch tables, smallest first, with the columns they keep. */
const FAMILIES = [
  { name: 'totals', columns: [] as string[] },
  { name: 'sites', columns: ['site_uuid', 'device', 'country'] },
  { name: 'embeds', columns: ['site_uuid', 'device', 'country', 'embed_uuid'] },
] as const

type By = 'total' | 'day' | ViewType
type VisitorCells = SelectQueryBuilder<Database, 'visitor_embeds_daily', object>

/** The smallest sketch family that keeps the query's filters and breakdown, if any. */
function familyFor(query: Query, by: By): string | undefined {
  const needed = neededColumns(query, by)
  return FAMILIES.find((f) => needed.every((c) => (f.columns as readonly string[]).includes(c)))
    ?.name
}

/** Whether the sketches can answer a query at all (they keep no card or ad columns). */
export const sketchable = (query: Query, by: By): boolean => familyFor(query, by) !== undefined

/** The reads of a range: whole months monthly, the days around them daily (or all daily). */
function partsOf(range: Range, daily: boolean) {
  if (daily) return [{ period: 'day' as const, range }]
  const { months, days } = splitByMonths(range)
  return [
    ...days.map((d) => ({ period: 'day' as const, range: d })),
    ...(months ? [{ period: 'month' as const, range: months }] : []),
  ]
}

/**
 * A family's visitor cells of one period under the query's filters. The families keep no card or
 * ad columns, so a query they answer filters on none (familyFor), as facts.ts `scoped` reads it.
 */
function cells(db: DB, family: string, period: 'day' | 'month', query: Query, range: Range) {
  const table = `visitor_${family}_${period === 'day' ? 'daily' : 'monthly'}`
  return scoped(db, table as keyof Database, query, range, period) as unknown as VisitorCells
}

/** The visitor rows of a range under the query's filters (sums of the cells' `rows`). */
export async function visitorRowsIn(db: DB, query: Query, range: Range): Promise<number> {
  const family = familyFor(query, 'total')!
  const found = await Promise.all(
    partsOf(range, false).map((p) =>
      cells(db, family, p.period, query, p.range)
        .select(sql<number | null>`sum(${sql.ref('rows')})`.as('n'))
        .executeTakeFirst(),
    ),
  )
  return found.reduce((s, r) => s + Number(r?.n ?? 0), 0)
}

/** Estimated distinct visitors of a range, in all ('' key), by day or by key. */
export async function sketchedVisitors(
  db: DB,
  query: Query,
  range: Range,
  by: By,
): Promise<Map<string, number>> {
  const family = familyFor(query, by)!
  const key = (period: 'day' | 'month') =>
    by === 'total' ? sql<string>`''` : sql.ref<string>(by === 'day' ? period : KEY_COLUMN[by])
  const found = await Promise.all(
    partsOf(range, by === 'day').map((p) =>
      cells(db, family, p.period, query, p.range)
        .select([key(p.period).as('k'), 'sketch'])
        .execute(),
    ),
  )
  const merged = new Map<string, Sketch>()
  for (const rows of found)
    for (const r of rows) {
      let sketch = merged.get(r.k)
      if (!sketch) merged.set(r.k, (sketch = new Sketch()))
      sketch.mergeBytes(r.sketch)
    }
  return new Map([...merged].map(([k, s]) => [k, Math.round(s.estimate())]))
}
