/**
 * The analytics contract (issue 10; spec 002 §2 "Analytics detail pages" and "Home", §3, §7, §9;
 * HOME-01..12, ANA-01..16, API-63..79): the metric pages, their tabs and filters, the metric
 * calls' form fields and their answers. Shared by `pp-home`, `pp-analytics` and the demo
 * server's metrics and reporting services (the server may import this module).
 *
 * Both elements live in this one area (src/areas/analytics/home and …/detail): they share the
 * calls, the filters and the metric cards, and an area never imports another area.
 */
import type { z } from 'zod'
import type * as schemas from '../../../contracts/metrics/metrics.schemas'

/** ANA-01: the detail pages, in the spec's order. Any other path is /error/404. */
export const DETAIL_METRICS = [
  'cpm',
  'impression',
  'revenue',
  'averageinview',
  'questionsanswered',
  'uniqueengagedusers',
  'topquestionsanswered',
  'topstoryclicks',
  'storyclicks',
] as const
export type DetailMetric = (typeof DETAIL_METRICS)[number]

export const isDetailMetric = (value: string): value is DetailMetric =>
  (DETAIL_METRICS as readonly string[]).includes(value)

/** The breakdowns (ANA-12), sent as `viewType`. */
export const VIEW_TYPES = ['SITE', 'DEVICE', 'GEO', 'EMBED', 'AD_UNIT', 'AD_TYPE', 'STORY'] as const
export type ViewType = (typeof VIEW_TYPES)[number]

export const REVENUE_TYPES = ['VIDEO', 'DISPLAY'] as const
export type RevenueType = (typeof REVENUE_TYPES)[number]

/** API-79 is a constant: the device names. */
export const DEVICES = ['DESKTOP', 'MOBILE'] as const
export type Device = (typeof DEVICES)[number]

/** §9 limits. */
export const DETAIL_ROWS_PER_PAGE = 7
export const RANK_ROWS_PER_PAGE = 15
export const HOME_ROWS_PER_PAGE = 5
export const DETAIL_TOP_RANK = 15
export const HOME_TOP_RANK = 5
export const FIXED_COLUMN_WIDTH = 300
/** The longest range a metric query may ask for (the pickers offer no earlier day). */
export const MAX_RANGE_DAYS = 731

/** The metric families: the path segment of the call (API-63..74). */
export type MetricFamily =
  'questionAnswered' | 'embedLoad' | 'uniqueEngagedUsers' | 'storyClicked' | 'revenue'

/** Which family, tabs and filters each chart page has (spec 002 §2 table). */
export interface ChartPage {
  family: MetricFamily
  /** Tab labels → viewType, in order; the first is the default. */
  tabs: ReadonlyArray<{ label: string; viewType: ViewType }>
  filters: ReadonlyArray<'sites' | 'devices' | 'countries' | 'embeds' | 'stories'>
  /** For the revenue family: which of the three values this page charts. */
  value?: 'cpm' | 'revenue' | 'impressions'
}

const BASE_TABS = [
  { label: 'Sites', viewType: 'SITE' },
  { label: 'Devices', viewType: 'DEVICE' },
  { label: 'Geo', viewType: 'GEO' },
] as const
const ENGAGEMENT_TABS = [...BASE_TABS, { label: 'Embeds', viewType: 'EMBED' }] as const
/** `Ad Type` is offered only when no revenue type is chosen (ANA-04): see `tabsFor`. */
const AD_TABS = [
  ...BASE_TABS,
  { label: 'Ad Units', viewType: 'AD_UNIT' },
  { label: 'Ad Type', viewType: 'AD_TYPE' },
] as const
const FILTERS = ['sites', 'devices', 'countries', 'embeds'] as const

export const CHART_PAGES: Readonly<Record<Exclude<DetailMetric, `top${string}`>, ChartPage>> = {
  cpm: { family: 'revenue', tabs: AD_TABS, filters: FILTERS, value: 'cpm' },
  impression: { family: 'revenue', tabs: AD_TABS, filters: FILTERS, value: 'impressions' },
  revenue: { family: 'revenue', tabs: AD_TABS, filters: FILTERS, value: 'revenue' },
  averageinview: { family: 'embedLoad', tabs: ENGAGEMENT_TABS, filters: FILTERS },
  questionsanswered: { family: 'questionAnswered', tabs: ENGAGEMENT_TABS, filters: FILTERS },
  uniqueengagedusers: { family: 'uniqueEngagedUsers', tabs: ENGAGEMENT_TABS, filters: FILTERS },
  storyclicks: {
    family: 'storyClicked',
    tabs: [{ label: 'Stories', viewType: 'STORY' }, ...ENGAGEMENT_TABS],
    filters: ['sites', 'stories', 'devices', 'countries', 'embeds'],
  },
}

/** ANA-04: the tabs of a page given the chosen revenue type (no Ad Type with one chosen). */
export function tabsFor(page: ChartPage, revenueType: RevenueType | null): ChartPage['tabs'] {
  return revenueType ? page.tabs.filter((t) => t.viewType !== 'AD_TYPE') : page.tabs
}

/** ANA-05: `CPM`, `Video Ad CPM`, `Display Ad CPM`, and likewise for revenue and impressions. */
export function revenuePageTitle(
  metric: 'cpm' | 'revenue' | 'impression',
  revenueType: RevenueType | null,
): string {
  const base = metric === 'cpm' ? 'CPM' : metric === 'revenue' ? 'Revenue' : 'Impressions'
  if (!revenueType) return base
  return `${revenueType === 'VIDEO' ? 'Video' : 'Display'} Ad ${base}`
}

// The wire shapes are declared once, as the contract's schemas (src/contracts/metrics).
/**
 * HOME-08 / ANA-13: the form fields of every metric POST (application/x-www-form-urlencoded).
 * Lists are repeated keys (`sites=a&sites=b`); absent or empty lists mean "all". Dates are New
 * York days `yyyy-MM-dd`, both ends included; a request names startDate + endDate or dateRange.
 */
export type MetricQuery = z.input<typeof schemas.metricQuery>
/** `yyyy-MM-dd` → value; days without data are absent (the client draws them as 0). */
export type ByDate = z.output<typeof schemas.byDate>

/** The mark's title beside an estimated total (MetricTotal.estimate). */
export const ESTIMATE_TITLE = 'Estimated: within about 2 %'

/** One value with the same-length previous period's value (null when `compare` is false). */
export type MetricTotal = z.output<typeof schemas.metricTotal>
/** A row of the breakdown table: `key` is the site/embed/story UUID, device, country code… */
export type BreakdownRow = z.output<typeof schemas.breakdownRow>
/**
 * API-63, 66, 68, 70 (`{family}/detailed`): the total, the series by day for the range and for the
 * previous period (its own days), and the table by the chosen viewType, largest value first.
 * embedLoad answers the in-view percent (0–100, in-view loads over loads, from sums);
 * questionAnswered answers; uniqueEngagedUsers distinct engaged visitors (the range's distinct
 * count, not a sum of days); storyClicked clicks.
 */
export type MetricDetailed = z.output<typeof schemas.metricDetailed>
/** API-65, 67, 69, 72 (`{family}/total`). */
export type MetricTotalReply = z.output<typeof schemas.metricTotalReply>
/** The three values of the revenue family, computed from sums (CPM = revenue / impressions × 1000). */
export type AdValues = z.output<typeof schemas.adValues>
/** A breakdown row of the revenue family (AD_TYPE keys: `DISPLAY`, `VIDEO`). */
export type AdBreakdownRow = z.output<typeof schemas.adBreakdownRow>
/** API-73 (`revenue/detail`, reporting service). */
export type RevenueDetail = z.output<typeof schemas.revenueDetail>
/** API-74 (`revenue/total`). */
export type RevenueTotalReply = z.output<typeof schemas.revenueTotalReply>
/** API-64 rows (`questionAnswered/top-questions`), plus the embed's name for the link. */
export type TopQuestionRow = z.output<typeof schemas.topQuestionRow>
/** API-71 rows (`storyClicked/top-stories`), plus the embed's name for the link. */
export type TopStoryRow = z.output<typeof schemas.topStoryRow>

export interface TopRowsReply<Row> {
  rows: Row[]
}

/**
 * API-75: `{family}/export` (revenue on the reporting service) takes the same form fields and
 * answers a CSV file (`{metric}-export.csv`, ANA-14): one row per day and breakdown key of the
 * range, without an embed_uuid column, spreadsheet formula cells neutralised; 404 with
 * NO_DATA_MESSAGE when there is nothing to export.
 */
export const exportFileName = (metric: DetailMetric) => `${metric}-export.csv`

/** API-76, 77, 78 answers: id → name maps. */
export type NameMap = z.output<typeof schemas.nameMap>

/** HOME-11 / ANA-16: the fetch-error template. */
export const fetchErrorMessage = (what: string) => `There was an issue fetching your ${what}`

/** HOME-09 (OPEN default wording). */
export const DATA_NOTE =
  'Data updates daily at approximately 4 PM EST. All data is in EST. Data is final for billing after the 7th day of the following month.'

/** ANA-02, ANA-09 back links. */
export const BACK_TO_ALL_METRICS = 'Back to all metrics'
export const BACK_TO_EMBED_METRICS = 'Back to embed metrics'
