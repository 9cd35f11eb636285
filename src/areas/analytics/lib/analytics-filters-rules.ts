/**
 * The pure parts of the analytics filter bar and metric cards (HOME-02, HOME-08, ANA-02, CORE-12,
 * CORE-14/15): the filter state, its form fields, the days of a range, the previous period of
 * the same length, and how a metric's values read.
 */
import { defaultAdMetricRange } from '../../../core/date-cutoff'
import { formatCurrency, formatNumber, formatPercent } from '../../../core/format'
import type {
  AdValues,
  ByDate,
  Device,
  MetricDetailed,
  MetricQuery,
  MetricTotal,
  RevenueDetail,
} from './metrics-rules'

/** A range of New York days, both ends included (`yyyy-MM-dd`). */
export interface DayRange {
  from: string
  to: string
}

/** What the filter bar reports: the range and the chosen lists (empty means all). */
export interface FilterState {
  range: DayRange
  sites: string[]
  devices: Device[]
  countries: string[]
  embeds: string[]
  stories: string[]
}

export type FilterName = 'sites' | 'devices' | 'countries' | 'embeds' | 'stories'

/** API-79: the devices are a constant. */
export const DEVICE_OPTIONS: ReadonlyArray<{ value: Device; label: string }> = [
  { value: 'DESKTOP', label: 'Desktop' },
  { value: 'MOBILE', label: 'Mobile' },
]

/** CORE-15: the default range and no list chosen. */
export function defaultFilterState(now: Date): FilterState {
  const { start, end } = defaultAdMetricRange(now)
  return {
    range: { from: start, to: end },
    sites: [],
    devices: [],
    countries: [],
    embeds: [],
    stories: [],
  }
}

/** HOME-08: the filter's form fields of a metric call (empty lists are left out). */
export function toQuery(
  state: FilterState,
): Pick<
  MetricQuery,
  'startDate' | 'endDate' | 'sites' | 'devices' | 'countries' | 'embeds' | 'stories'
> {
  const list = <T>(values: T[]) => (values.length ? values : undefined)
  return {
    startDate: state.range.from,
    endDate: state.range.to,
    sites: list(state.sites),
    devices: list(state.devices),
    countries: list(state.countries),
    embeds: list(state.embeds),
    stories: list(state.stories),
  }
}

/** A stable key of the state (a load's key: a new key aborts the older load). */
export function filterKey(state: FilterState): string {
  return JSON.stringify([
    state.range.from,
    state.range.to,
    state.sites,
    state.devices,
    state.countries,
    state.embeds,
    state.stories,
  ])
}

const DAY_MS = 86_400_000
const dayNumber = (day: string) => {
  const [y, m, d] = day.split('-').map(Number)
  return Date.UTC(y, m - 1, d) / DAY_MS
}
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10)

/** `day` moved by `days` (negative: back). */
export function addDays(day: string, days: number): string {
  return dayOf(dayNumber(day) + days)
}

/** Every day of the range, in order (at most 5 years, so a wrong range cannot hang the page). */
export function daysOf(range: DayRange): string[] {
  const first = dayNumber(range.from)
  const last = Math.min(dayNumber(range.to), first + 5 * 366)
  const days: string[] = []
  for (let n = first; n <= last; n++) days.push(dayOf(n))
  return days
}

/** The previous period of the same length, ending the day before the range starts. */
export function previousRange(range: DayRange): DayRange {
  const length = dayNumber(range.to) - dayNumber(range.from) + 1
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) }
}

/**
 * The chart's two series: the range's values by day (absent days are 0), and the previous
 * period's aligned by day offset (its day `i` beside the range's day `i`), or null.
 */
export function alignSeries(
  days: readonly string[],
  current: ByDate,
  previous: ByDate | null,
): { current: number[]; previous: number[] | null } {
  const length = days.length
  return {
    current: days.map((day) => current[day] ?? 0),
    previous: previous ? days.map((day) => previous[addDays(day, -length)] ?? 0) : null,
  }
}

/**
 * Beyond the spec: the change against the previous period in percent (null: nothing to
 * compare). With the series, none either when the previous period has data on fewer than half
 * as many days as this one (it reaches back before the data began: +1,365 % would mislead).
 */
export function changePercent(
  total: MetricTotal,
  series?: { by_date: ByDate; previous_by_date: ByDate | null },
): number | null {
  if (total.previous === null || total.previous === 0) return null
  if (series) {
    const daysWithData = (byDate: ByDate) => Object.values(byDate).filter((v) => v !== 0).length
    const previous = series.previous_by_date ? daysWithData(series.previous_by_date) : 0
    if (previous * 2 < daysWithData(series.by_date)) return null
  }
  return ((total.aggregate - total.previous) / Math.abs(total.previous)) * 100
}

/** "+12.34%", "−5.00%", "0.00%". */
export function formatChange(change: number): string {
  const text = formatPercent(Math.abs(change) / 100)
  if (change > 0 && text !== '0.00%') return `+${text}`
  if (change < 0 && text !== '0.00%') return `\u2212${text}`
  return text
}

/** CORE-12: money in USD, percent (values 0–100) with 2 decimals, other numbers up to 2. */
export type MetricFormat = 'currency' | 'percent' | 'number'

export function formatMetric(value: number, kind: MetricFormat): string {
  if (kind === 'currency') return formatCurrency(value)
  if (kind === 'percent') return formatPercent(value / 100)
  return formatNumber(value)
}

/** One metric's total and series, as the chart card takes them. */
export type MetricData = Pick<MetricDetailed, 'total' | 'series'>

/** One of the three values of a revenue/detail answer (HOME-03: one call feeds three charts). */
export function adMetric(detail: RevenueDetail, value: keyof AdValues): MetricData {
  const pick = (rows: Record<string, AdValues>): ByDate =>
    Object.fromEntries(Object.entries(rows).map(([day, values]) => [day, values[value]]))
  return {
    total: {
      aggregate: detail.total.aggregate[value],
      previous: detail.total.previous ? detail.total.previous[value] : null,
    },
    series: {
      by_date: pick(detail.series.by_date),
      previous_by_date: detail.series.previous_by_date
        ? pick(detail.series.previous_by_date)
        : null,
    },
  }
}

/** The embed analytics of one embed (HOME-07, ANA-10/11). */
export const embedAnalyticsPath = (embedUUID: string) =>
  `/dashboard/embeds/analytics/embedcontent?embed=${encodeURIComponent(embedUUID)}`

/** HOME-10: a detail page, with the chosen revenue type (ANA-05). */
export function detailPath(metric: string, revenueType?: string | null): string {
  const path = `/dashboard/analytics/detail/${metric}`
  return revenueType ? `${path}?revenueType=${encodeURIComponent(revenueType)}` : path
}
