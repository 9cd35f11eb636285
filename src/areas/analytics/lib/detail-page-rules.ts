/**
 * The pure parts of the metric detail pages (ANA-02..16): titles, how each page's values read,
 * the names in fetch errors, the form fields of the page's calls, the breakdown table's rows
 * (largest first) and its column headings.
 */
import { lastSelectableDay } from '../../../core/date-cutoff'
import type { FilterName, FilterState, MetricFormat } from './analytics-filters-rules'
import { defaultFilterState, toQuery } from './analytics-filters-rules'
import type { ChartMetric, DayRange, TopMetric } from './detail-route-rules'
import {
  CHART_PAGES,
  DETAIL_TOP_RANK,
  revenuePageTitle,
  type AdBreakdownRow,
  type AdValues,
  type BreakdownRow,
  type DetailMetric,
  type MetricQuery,
  type RevenueType,
  type ViewType,
} from './metrics-rules'

/** ANA-03 (OPEN default `Average In-View %`), ANA-05..11 titles. */
export function pageTitle(metric: DetailMetric, revenueType: RevenueType | null): string {
  switch (metric) {
    case 'cpm':
    case 'revenue':
    case 'impression':
      return revenuePageTitle(metric, revenueType)
    case 'averageinview':
      return 'Average In-View %'
    case 'questionsanswered':
      return 'Question Responses'
    case 'uniqueengagedusers':
      return 'Unique Engaged Users'
    case 'storyclicks':
      return 'Story Clicks'
    case 'topquestionsanswered':
      return 'Top Questions Answered'
    case 'topstoryclicks':
      return 'Most Clicked Stories'
  }
}

/** ANA-16 / HOME-11: the name in `There was an issue fetching your {name}`. */
export function fetchName(metric: DetailMetric): string {
  switch (metric) {
    case 'cpm':
    case 'revenue':
    case 'impression':
      return 'Revenue Metrics'
    case 'averageinview':
      return 'Average In View'
    case 'questionsanswered':
      return 'Questions Answered'
    case 'uniqueengagedusers':
      return 'Unique Engaged Users'
    case 'topquestionsanswered':
      return 'Top Questions Answered'
    case 'storyclicks':
    case 'topstoryclicks':
      return 'stories'
  }
}

/** CORE-12: money in USD, the in-view rate a percent, counts as numbers. */
export function metricFormat(metric: ChartMetric): MetricFormat {
  if (metric === 'cpm' || metric === 'revenue') return 'currency'
  if (metric === 'averageinview') return 'percent'
  return 'number'
}

/** The filter bar's lists of a page (spec 002 §2 table). */
export const filtersOf = (metric: ChartMetric): readonly FilterName[] => CHART_PAGES[metric].filters

/**
 * ANA-13: the form fields of a chart page's calls (detail and export): the filters, the view,
 * topRank 15, dataType for story clicks and the revenue type on the revenue pages.
 */
export function detailQuery(
  accountUUID: string,
  metric: ChartMetric,
  filters: FilterState,
  viewType: ViewType,
  revenueType: RevenueType | null,
): MetricQuery {
  const page = CHART_PAGES[metric]
  const chosen = toQuery(filters)
  // Only the lists the page offers reach the server (a list kept from elsewhere never does).
  const query: MetricQuery = {
    accountUUID,
    startDate: chosen.startDate,
    endDate: chosen.endDate,
    viewType,
    topRank: DETAIL_TOP_RANK,
  }
  for (const name of page.filters) if (chosen[name]) Object.assign(query, { [name]: chosen[name] })
  if (metric === 'storyclicks') query.dataType = 'storyclicks'
  if (page.family === 'revenue' && revenueType) query.revenueType = revenueType
  return query
}

/** ANA-10/11: the table-only pages' query (accountUUID, the range, topRank 15). */
export function topQuery(accountUUID: string, filters: FilterState): MetricQuery {
  return {
    accountUUID,
    startDate: filters.range.from,
    endDate: filters.range.to,
    topRank: DETAIL_TOP_RANK,
  }
}

/** The first column's heading for each breakdown. */
export const VIEW_HEADINGS: Readonly<Record<ViewType, string>> = {
  SITE: 'Site',
  DEVICE: 'Device',
  GEO: 'Country',
  EMBED: 'Embed',
  AD_UNIT: 'Ad Unit',
  AD_TYPE: 'Ad Type',
  STORY: 'Story',
}

/** The value column's heading of the engagement pages. */
export const VALUE_HEADINGS: Readonly<
  Record<Exclude<ChartMetric, 'cpm' | 'revenue' | 'impression'>, string>
> = {
  averageinview: 'Average In-View %',
  questionsanswered: 'Answers',
  uniqueengagedusers: 'Unique Engaged Users',
  storyclicks: 'Clicks',
}

/** One row of the breakdown table: the name and the values it shows. */
export interface TableRow {
  key: string
  name: string
  value: number
  ad?: AdValues
}

/** The engagement table, largest value first (ties by name, so the order is stable). */
export function engagementRows(rows: readonly BreakdownRow[]): TableRow[] {
  return rows
    .map((row) => ({ key: row.key, name: row.name || row.key, value: row.value }))
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name, 'en-US'))
}

/** The revenue table, largest value of the page's own value first. */
export function adRows(rows: readonly AdBreakdownRow[], value: keyof AdValues): TableRow[] {
  return rows
    .map((row) => ({
      key: row.key,
      name: row.name || row.key,
      value: row[value],
      ad: { revenue: row.revenue, impressions: row.impressions, cpm: row.cpm },
    }))
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name, 'en-US'))
}

/** The rows of page `page` (1-based) of `size`. */
export function pageOf<T>(rows: readonly T[], page: number, size: number): T[] {
  return rows.slice((page - 1) * size, page * size)
}

/**
 * ANA-02: a page starts with the CORE-15 default range and nothing chosen; a range handed over in
 * the route (home's range) is kept, its end moved back to the last selectable day (CORE-14).
 */
export function initialFilters(now: Date, handed: DayRange | null): FilterState {
  const state = defaultFilterState(now)
  if (!handed) return state
  const last = lastSelectableDay(now)
  const to = handed.to > last ? last : handed.to
  return handed.from > to ? state : { ...state, range: { from: handed.from, to } }
}

/** Which top page shows which rows. */
export const TOP_KIND: Readonly<Record<TopMetric, 'questions' | 'stories'>> = {
  topquestionsanswered: 'questions',
  topstoryclicks: 'stories',
}

/** ANA-14: the export's 404 (the server's words for the embed exports too). */
export const EXPORT_NO_DATA = 'Sorry there is no data to download'
/** ANA-14 (OPEN wording): any other export failure. */
export const exportFailedMessage = (name: string) => `There was an issue exporting your ${name}`
