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
  REPORT_METRICS,
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
import type { DB } from '../db'
import { AD_SOURCES, countryName, scoped, smallestSource } from '../metrics/facts'
import { neededColumns, type Query, type Range } from '../metrics/input'
import { splitByMonths } from '../metrics/months'

/** The fact column each dimension groups by. */
export const DIMENSION_COLUMN: Readonly<Record<Dimension, string>> = {
  DATE: 'day',
  SITE: 'site_uuid',
  DEVICE: 'device',
  GEO: 'country',
  AD_UNIT: 'ad_unit_uuid',
}

/** A run's answer: the columns, the rows (up to `limit`), their count and the total. */
export interface ReportResult {
  columns: ReportColumn[]
  rows: ReportRow[]
  /** Rows before `limit`. */
  rowCount: number
  /** Metric column key → its value over every row. */
  total: Record<string, number>
}

/** Summed parts of one group: impressions and micro-dollars per ad type. */
type Parts = Record<AdType, { impressions: number; micros: number }>

interface Group {
  keys: string[]
  parts: Parts
}

const emptyParts = (): Parts => ({
  DISPLAY: { impressions: 0, micros: 0 },
  VIDEO: { impressions: 0, micros: 0 },
})

/** The analytics query of a report's filters (for metrics/facts.ts `scoped` and `checkOwnIds`). */
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

/** The grouped sums of the range: one SQL read per table part, merged by the group's keys. */
async function groups(db: DB, query: Query, dimensions: readonly Dimension[]): Promise<Group[]> {
  const columns = dimensions.map((d) => DIMENSION_COLUMN[d])
  const needed = [...neededColumns(query, 'total'), ...columns.filter((c) => c !== 'day')]
  const source = smallestSource(AD_SOURCES, needed)
  const typed = (type: AdType, measure: string) =>
    sql<number>`sum(case when ad_type = ${type} then ${sql.ref(measure)} else 0 end)`
  const read = (table: typeof source.daily, part: Range, period: 'day' | 'month') => {
    let q = scoped(db, table, query, part, period).select([
      ...columns.map((c, i) => sql<string>`${sql.ref(c)}`.as(`k${i}`)),
      typed('DISPLAY', 'impressions').as('di'),
      typed('DISPLAY', 'revenue_micros').as('dm'),
      typed('VIDEO', 'impressions').as('vi'),
      typed('VIDEO', 'revenue_micros').as('vm'),
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
  const out = new Map<string, Group>()
  for (const rows of parts)
    for (const r of rows) {
      // A total over no rows comes back as one row of nulls.
      if (r.di === null) continue
      const keys = columns.map((_, i) => String(r[`k${i}`]))
      const id = keys.join('\u0001')
      let group = out.get(id)
      if (!group) out.set(id, (group = { keys, parts: emptyParts() }))
      group.parts.DISPLAY.impressions += Number(r.di)
      group.parts.DISPLAY.micros += Number(r.dm)
      group.parts.VIDEO.impressions += Number(r.vi)
      group.parts.VIDEO.micros += Number(r.vm)
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

/** The metric values of summed parts, by column key (AGGREGATE: measures; BREAKDOWN: metrics). */
export function valuesOf(parts: Parts, valueColumns: readonly ReportColumn[]) {
  const measure = (m: Measure, types: readonly AdType[]) => {
    const impressions = types.reduce((s, t) => s + parts[t].impressions, 0)
    const revenue = types.reduce((s, t) => s + parts[t].micros, 0) / 1e6
    if (m === 'IMPRESSION') return impressions
    if (m === 'REVENUE') return revenue
    return impressions ? (revenue / impressions) * 1000 : 0
  }
  const out: Record<string, number> = {}
  for (const { key } of valueColumns)
    if ((MEASURES as readonly string[]).includes(key)) out[key] = measure(key as Measure, AD_TYPES)
    else if ((REPORT_METRICS as readonly string[]).includes(key)) {
      const [type, m] = key.split('_') as [AdType, Measure]
      out[key] = measure(m, [type])
    }
  return out
}

/**
 * API-85 / the files / the scheduler: a report over `range` for the account. `options.limit`
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
  const found = await groups(db, query, report.dimensions)

  const dims = report.dimensions
  const names = await Promise.all(
    dims.map((d, i) => namesOf(db, accountUUID, d, [...new Set(found.map((g) => g.keys[i]!))])),
  )
  const ranks = dims.map((d, i) => ranksOf(d, names[i]!))
  const ranked = found.map((g) => ({ g, r: g.keys.map((k, i) => ranks[i]!.get(k)!) }))
  ranked.sort((a, b) => {
    for (let i = 0; i < a.r.length; i++) if (a.r[i] !== b.r[i]) return a.r[i]! - b.r[i]!
    return 0
  })

  const sum = emptyParts()
  for (const { parts } of found)
    for (const t of AD_TYPES) {
      sum[t].impressions += parts[t].impressions
      sum[t].micros += parts[t].micros
    }
  const limit = Math.min(options.limit ?? Infinity, ranked.length)
  const rows = ranked.slice(0, limit).map(({ g }) => {
    const row: ReportRow = {}
    dims.forEach((d, i) => (row[d] = names[i]!.get(g.keys[i]!)!))
    return Object.assign(row, valuesOf(g.parts, valueColumns))
  })
  return { columns, rows, rowCount: found.length, total: valuesOf(sum, valueColumns) }
}
