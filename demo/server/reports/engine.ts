/**
 * The report engine (issue 11; spec 002 §3 Report, API-85): one query over the ad facts for any
 * report. Rows group by the report's dimensions in their order and sort by them (days
 * ascending, names ascending); AGGREGATE sums display and video of each chosen measure,
 * BREAKDOWN keeps each chosen DISPLAY_/VIDEO_ metric. Revenue in dollars from the summed
 * micro-dollars, CPM = revenue / impressions × 1000 from the sums (never an average of
 * averages), the total likewise over every row.
 *
 * Reads the smallest ad rollup that keeps the report's dimensions and filters, as the analytics
 * reads do (metrics/facts.ts): with DATE the daily table; without it, the whole months of the
 * range from the monthly table and the days around them from the daily one, merged in memory.
 */
import { sql } from 'kysely'
import type { Device } from '../../../src/areas/analytics/lib/metrics-rules'
import {
  AD_TYPES,
  DEVICE_LABELS,
  MEASURES,
  reportColumns,
  type AdType,
  type DayRange,
  type Dimension,
  type Measure,
  type Report,
  type ReportColumn,
  type ReportDevice,
  type ReportRow,
} from '../../../src/areas/reports/lib/report-rules'
import type { DB } from '../platform/db'
import { AD_SOURCES, scoped, smallestSource } from '../metrics/facts'
import { countryName } from '../metrics/names'
import { neededColumns, type Query, type Range } from '../metrics/input'
import { splitByMonths } from '../metrics/months'

/** REP-09: the fact column each dimension groups by. */
export const DIMENSION_COLUMN: Readonly<Record<Dimension, string>> = {
  DATE: 'day',
  SITE: 'site_uuid',
  DEVICE: 'device',
  GEO: 'country',
  AD_UNIT: 'ad_unit_uuid',
}

/** API-85 / REP-20: a run's answer: columns, rows (up to `limit`), their count, the total. */
export interface ReportResult {
  columns: ReportColumn[]
  rows: ReportRow[]
  /** Rows before `limit`. */
  rowCount: number
  /** Metric column key → its value over every row. */
  total: Record<string, number>
}

/** Summed parts of one group: display impressions and micro-dollars, then video's. */
type Parts = [di: number, dm: number, vi: number, vm: number]

interface Group {
  keys: string[]
  parts: Parts
}

/** Where each ad type's impressions and micro-dollars are in Parts. */
const AT: Record<AdType, { impressions: number; micros: number }> = {
  DISPLAY: { impressions: 0, micros: 1 },
  VIDEO: { impressions: 2, micros: 3 },
}

/** REP-11: a report's filters as an analytics query (for facts.ts `scoped`, `checkOwnIds`). */
export function reportQuery(accountUUID: string, report: Report, range: DayRange): Query {
  return {
    accountUUID,
    range: { start: range.from, end: range.to },
    previous: null,
    viewType: 'SITE',
    topRank: 0,
    sites: report.sites,
    devices: report.devices as Device[],
    countries: report.countries,
    embeds: [],
    stories: [],
    revenueType: null,
  }
}

/**
 * The grouped sums of the range: one SQL read per table part, merged by the group's keys; by ad
 * type (`byType`) or display and video together (in display's place).
 */
async function groups(
  db: DB,
  query: Query,
  dimensions: readonly Dimension[],
  byType: boolean,
): Promise<Group[]> {
  const columns = dimensions.map((d) => DIMENSION_COLUMN[d])
  const needed = [...neededColumns(query, 'total'), ...columns.filter((c) => c !== 'day')]
  const source = smallestSource(AD_SOURCES, needed)
  const typed = (type: AdType, measure: string) =>
    sql<number>`sum(case when ad_type = ${type} then ${sql.ref(measure)} else 0 end)`
  const read = (table: typeof source.daily, part: Range, period: 'day' | 'month') => {
    // AGGREGATE adds display and video up: plain sums (kept as display's parts) are enough.
    const sums = byType
      ? [
          typed('DISPLAY', 'impressions').as('di'),
          typed('DISPLAY', 'revenue_micros').as('dm'),
          typed('VIDEO', 'impressions').as('vi'),
          typed('VIDEO', 'revenue_micros').as('vm'),
        ]
      : [sql<number>`sum(impressions)`.as('di'), sql<number>`sum(revenue_micros)`.as('dm')]
    let q = scoped(db, table, query, part, period).select([
      ...columns.map((c, i) => sql<string>`${sql.ref(c)}`.as(`k${i}`)),
      ...sums,
    ])
    if (columns.length) q = q.groupBy(columns.map((c) => sql.ref(c)))
    return q.execute() as Promise<Array<Record<string, string | number | null>>>
  }
  const { range } = query
  const split = columns.includes('day') ? { months: null, days: [range] } : splitByMonths(range)
  const parts = await Promise.all([
    ...split.days.map((d) => read(source.daily, d, 'day')),
    ...(split.months ? [read(source.monthly, split.months, 'month')] : []),
  ])
  const aliases = columns.map((_, i) => `k${i}`)
  const groupOf = (r: Record<string, string | number | null>): Group => ({
    keys: aliases.map((a) => String(r[a])),
    parts: [Number(r.di), Number(r.dm), Number(r.vi ?? 0), Number(r.vm ?? 0)],
  })
  // A total over no rows comes back as one row of nulls.
  const found = parts.map((rows) => rows.filter((r) => r.di !== null).map(groupOf))
  if (found.length === 1) return found[0]!
  // The monthly table and the days around it hold the same groups: merge them.
  const out = new Map<string, Group>()
  for (const group of found.flat()) {
    const id = group.keys.join('\u0001')
    const into = out.get(id)
    if (!into) out.set(id, group)
    else for (let i = 0; i < 4; i++) into.parts[i] += group.parts[i]!
  }
  return [...out.values()]
}

/** The shown name of each key of a dimension (days as they are). */
async function namesOf(
  db: DB,
  accountUUID: string,
  dimension: Dimension,
  keys: readonly string[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>()
  const table = dimension === 'SITE' ? 'sites' : dimension === 'AD_UNIT' ? 'ad_units' : null
  if (table && keys.length) {
    const id = table === 'sites' ? 'site_uuid' : 'ad_unit_uuid'
    const rows = await db
      .selectFrom(table as 'sites')
      .select([sql.ref<string>(id).as('id'), 'name'])
      .where('account_uuid', '=', accountUUID)
      .where(sql.ref(id), 'in', keys)
      .execute()
    for (const r of rows) names.set(r.id, r.name)
  }
  for (const k of keys)
    if (!names.has(k))
      names.set(
        k,
        dimension === 'DEVICE'
          ? (DEVICE_LABELS[k as ReportDevice] ?? k)
          : dimension === 'GEO'
            ? countryName(k)
            : k,
      )
  return names
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

/** Each key's place when sorted by its shown name (ties by key; days by themselves). */
function ranksOf(dimension: Dimension, names: Map<string, string>): Map<string, number> {
  const keys = [...names.keys()]
  keys.sort((a, b) =>
    dimension === 'DATE'
      ? a.localeCompare(b)
      : collator.compare(names.get(a)!, names.get(b)!) || (a < b ? -1 : a > b ? 1 : 0),
  )
  return new Map(keys.map((k, i) => [k, i]))
}

/**
 * The metric values of summed parts, by column key (AGGREGATE: a measure of display and video
 * together; BREAKDOWN: a metric of one ad type), as one function made once per run.
 */
export function valuesOf(
  valueColumns: readonly ReportColumn[],
): (parts: Parts, into?: ReportRow) => ReportRow {
  const readers = valueColumns.map(({ key }) => {
    const [types, measure] = (MEASURES as readonly string[]).includes(key)
      ? [AD_TYPES, key as Measure]
      : ([[key.split('_')[0] as AdType], key.split('_')[1] as Measure] as const)
    const at = types.map((t) => AT[t])
    return (p: Parts) => {
      let impressions = 0
      let micros = 0
      for (const a of at) {
        impressions += p[a.impressions]
        micros += p[a.micros]
      }
      if (measure === 'IMPRESSION') return impressions
      if (measure === 'REVENUE') return micros / 1e6
      return impressions ? (micros / 1e6 / impressions) * 1000 : 0
    }
  })
  return (parts, out = {}) => {
    for (let i = 0; i < readers.length; i++) out[valueColumns[i]!.key] = readers[i]!(parts)
    return out
  }
}

/** Each group's place in the sort (by each dimension's ranks in order), smallest first. */
function sortGroups(found: Group[], ranks: Array<Map<string, number>>): Group[] {
  const ranked = found.map((g) => ({ g, r: g.keys.map((k, i) => ranks[i]!.get(k)!) }))
  // One number per group when the ranks fit in one (they do unless the keys are very many).
  const sizes = ranks.map((r) => r.size)
  if (sizes.reduce((a, b) => a * b, 1) < Number.MAX_SAFE_INTEGER) {
    const keyed = ranked.map(({ g, r }) => ({ g, k: r.reduce((n, x, i) => n * sizes[i]! + x, 0) }))
    return keyed.sort((a, b) => a.k - b.k).map((x) => x.g)
  }
  ranked.sort((a, b) => {
    for (let i = 0; i < a.r.length; i++) if (a.r[i] !== b.r[i]) return a.r[i]! - b.r[i]!
    return 0
  })
  return ranked.map((x) => x.g)
}

/**
 * API-85, REP-19..22 (and the scheduler): a report over `range` for the account. `options.limit`
 * keeps the first rows only (`rowCount` still counts them all).
 */
export async function runReport(
  db: DB,
  accountUUID: string,
  report: Report,
  range: DayRange,
  options: { limit?: number } = {},
): Promise<ReportResult> {
  const columns = reportColumns(report)
  const valueColumns = columns.slice(report.dimensions.length)
  const query = reportQuery(accountUUID, report, range)
  const found = await groups(db, query, report.dimensions, report.viewType === 'BREAKDOWN')

  const sum: Parts = [0, 0, 0, 0]
  for (const { parts } of found) for (let i = 0; i < 4; i++) sum[i] += parts[i]!
  const values = valuesOf(valueColumns)
  const total = values(sum) as Record<string, number>
  // Only the count and the total (a file's row check): no names, no sort.
  if (options.limit === 0) return { columns, rows: [], rowCount: found.length, total }

  const dims = report.dimensions
  const names = await Promise.all(
    dims.map((d, i) => namesOf(db, accountUUID, d, [...new Set(found.map((g) => g.keys[i]!))])),
  )
  const sorted = sortGroups(
    found,
    dims.map((d, i) => ranksOf(d, names[i]!)),
  )
  const rows = sorted.slice(0, options.limit ?? sorted.length).map(({ keys, parts }) => {
    const row: ReportRow = {}
    for (let i = 0; i < dims.length; i++) row[dims[i]!] = names[i]!.get(keys[i]!)!
    return values(parts, row)
  })
  return { columns, rows, rowCount: found.length, total }
}
