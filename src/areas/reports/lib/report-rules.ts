/**
 * The reports contract (issue 11; spec 002 §2 "Reports area", §3 Report, §4, §5, §7, §9;
 * REP-01..25, API-80..86): the enumerations, limits, the report entity, the columns a run
 * answers with and the calls' bodies and answers. The field rules and messages are in
 * report-field-rules.ts, the date ranges and their cutoffs in report-range-rules.ts. Shared by
 * `pp-reports` and the demo server's reports routes (the server may import these modules). Pure:
 * no DOM, no fetch.
 */
import type { z } from 'zod'
import type * as schemas from '../../../contracts/reporting/reports.schemas'

// ---------------------------------------------------------------------------------------------
// Enumerations (spec 002 §3, §9)

/** REP-08: the named ranges, in the picker's order; CUSTOM takes `customDateRange`. */
export const DATE_RANGES = [
  'YESTERDAY',
  'LAST_SEVEN_DAYS',
  'LAST_THIRTY_DAYS',
  'LAST_WEEK',
  'LAST_MONTH',
  'CUSTOM',
] as const
export type DateRange = (typeof DATE_RANGES)[number]

/** REP-08 (OPEN: labels). */
export const DATE_RANGE_LABELS: Readonly<Record<DateRange, string>> = {
  YESTERDAY: 'Yesterday',
  LAST_SEVEN_DAYS: 'Last 7 Days',
  LAST_THIRTY_DAYS: 'Last 30 Days',
  LAST_WEEK: 'Last Week',
  LAST_MONTH: 'Last Month',
  CUSTOM: 'Custom',
}

/** REP-09: the dimensions a report may group by, in the picker's order. */
export const DIMENSIONS = ['DATE', 'SITE', 'DEVICE', 'GEO', 'AD_UNIT'] as const
export type Dimension = (typeof DIMENSIONS)[number]
export const DIMENSION_LABELS: Readonly<Record<Dimension, string>> = {
  DATE: 'Date',
  SITE: 'Site',
  DEVICE: 'Device',
  GEO: 'Country',
  AD_UNIT: 'Ad Unit',
}
export const DEFAULT_DIMENSIONS: readonly Dimension[] = ['AD_UNIT']

/** REP-10. */
export const REPORT_VIEW_TYPES = ['AGGREGATE', 'BREAKDOWN'] as const
export type ReportViewType = (typeof REPORT_VIEW_TYPES)[number]
export const VIEW_TYPE_LABELS: Readonly<Record<ReportViewType, string>> = {
  AGGREGATE: 'Aggregate',
  BREAKDOWN: 'Breakdown',
}

/** REP-10: the six metrics, DISPLAY_ and VIDEO_ of each measure. */
export const REPORT_METRICS = [
  'DISPLAY_IMPRESSION',
  'DISPLAY_REVENUE',
  'DISPLAY_CPM',
  'VIDEO_IMPRESSION',
  'VIDEO_REVENUE',
  'VIDEO_CPM',
] as const
export type ReportMetric = (typeof REPORT_METRICS)[number]

/** The three measures; AGGREGATE sums display and video of each. */
export const MEASURES = ['IMPRESSION', 'REVENUE', 'CPM'] as const
export type Measure = (typeof MEASURES)[number]
export const MEASURE_LABELS: Readonly<Record<Measure, string>> = {
  IMPRESSION: 'Impressions',
  REVENUE: 'Revenue',
  CPM: 'CPM',
}
export const AD_TYPES = ['DISPLAY', 'VIDEO'] as const
export type AdType = (typeof AD_TYPES)[number]

/** The metric of one ad type and measure (`DISPLAY_REVENUE`). */
export const metricOf = (adType: AdType, measure: Measure) => `${adType}_${measure}` as ReportMetric

/** REP-10 (OPEN: aggregate checkboxes): the pair one AGGREGATE checkbox toggles. */
export const pairOf = (measure: Measure): ReportMetric[] =>
  AD_TYPES.map((adType) => metricOf(adType, measure))

/** REP-11: the device filter's values. */
export const REPORT_DEVICES = ['MOBILE', 'DESKTOP'] as const
export type ReportDevice = (typeof REPORT_DEVICES)[number]
export const DEVICE_LABELS: Readonly<Record<ReportDevice, string>> = {
  MOBILE: 'Mobile',
  DESKTOP: 'Desktop',
}

/** REP-12: when a report runs by itself (5:30 PM New York time, §9). */
export const SCHEDULES = ['ONCE', 'DAILY', 'WEEKLY', 'MONTHLY'] as const
export type Schedule = (typeof SCHEDULES)[number]
export const SCHEDULE_LABELS: Readonly<Record<Schedule, string>> = {
  ONCE: 'Once',
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
  MONTHLY: 'Monthly',
}
export const SCHEDULE_HINTS: Readonly<Record<Schedule, string>> = {
  ONCE: 'Run it yourself, when you need it',
  DAILY: 'Every day at 5:30 PM EST',
  WEEKLY: 'Mondays at 5:30 PM EST',
  MONTHLY: 'The first day of each month at 5:30 PM EST',
}
/** REP-12: the schedules' time of day in New York ("5:30 PM EST"), and their cron patterns. */
export const SCHEDULE_HOUR = 17
export const SCHEDULE_MINUTE = 30
export const SCHEDULE_CRON: Readonly<Record<Exclude<Schedule, 'ONCE'>, string>> = {
  DAILY: '30 17 * * *',
  WEEKLY: '30 17 * * 1',
  MONTHLY: '30 17 1 * *',
}

export const RETURN_TYPES = ['JSON', 'CSV', 'XLSX'] as const
export type ReturnType = (typeof RETURN_TYPES)[number]
/** The `{type}` of REP-22's messages. */
export const DOWNLOAD_TYPE_LABELS: Readonly<Record<Exclude<ReturnType, 'JSON'>, string>> = {
  CSV: 'CSV',
  XLSX: 'Excel',
}

// ---------------------------------------------------------------------------------------------
// Limits (§9 and ours)

/** REP-21: rows a preview shows. */
export const PREVIEW_ROW_LIMIT = 100
/** REP-07. */
export const NAME_MIN = 2
export const NAME_MAX = 150
/** Ours: recipients of one scheduled report, saved reports of one account. */
export const MAX_EMAILS = 20
export const EMAIL_MAX_LENGTH = 254
export const MAX_REPORTS_PER_ACCOUNT = 200
/** Ours: the filter lists' lengths (as the metric calls). */
export const MAX_FILTER_SITES = 100
export const MAX_FILTER_COUNTRIES = 250
/** Ours: the longest custom range, in days (both ends included), and how far back it may start. */
export const MAX_CUSTOM_DAYS = 731
/** Ours: how far ahead a schedule's end date may be, in days. */
export const MAX_END_DATE_DAYS = 366 * 3
/** Ours: the most rows one run (a download) may hold; a bigger one is refused with 400. */
export const MAX_REPORT_ROWS = 1_000_000
/** Ours: how long a file link stays valid, in days (links in e-mails too). */
export const FILE_LINK_DAYS = 30
/** REP-08: the default custom range starts this many days back. */
export const CUSTOM_DEFAULT_DAYS_BACK = 5

// ---------------------------------------------------------------------------------------------
// The entity (API-81) and the calls' answers

// The shapes are declared once, as the contract's schemas (src/contracts/reporting).
export type DayRange = z.output<typeof schemas.dayRange>
export type ReportEmail = z.output<typeof schemas.reportEmail>
/** REP-24 / API-81: the report entity as the calls carry it (JSON). */
export type Report = z.output<typeof schemas.report>
/** Beyond the spec: a run of a saved report, as the library shows it. */
export type ReportRunInfo = z.output<typeof schemas.reportRunInfo>
/** API-80/81/82/83: a saved report with what the library shows beside it. */
export type SavedReport = z.output<typeof schemas.savedReport>
/** API-80. */
export interface ReportList {
  items: SavedReport[]
}
/** A column of a run's answer: the dimensions in order, then the chosen measures. */
export type ReportColumn = z.output<typeof schemas.reportColumn>
/** One row: column key → value (dimension values as shown: names, not ids; money in dollars). */
export type ReportRow = z.output<typeof schemas.reportRow>
/** REP-24 "preview": the JSON run's answer (API-85 with returnType JSON). */
export type ReportPreview = z.output<typeof schemas.reportPreview>
/** API-85 with returnType CSV or XLSX: a link to the file, or reportAvailable false. */
export type ReportDownload = z.output<typeof schemas.reportDownload>

/**
 * API-85's form (application/x-www-form-urlencoded; lists as repeated keys): the definition's
 * fields, `from`/`to` for CUSTOM, and `returnType`. `reportUUID` (optional) names the saved
 * report the run belongs to (its last run is recorded).
 */
export const CLIENT_REPORT_FIELDS = [
  'accountUUID',
  'reportUUID',
  'name',
  'dateRange',
  'from',
  'to',
  'dimensions',
  'viewType',
  'metrics',
  'sites',
  'devices',
  'countries',
  'returnType',
] as const

// ---------------------------------------------------------------------------------------------
// Columns (what a run answers with)

/** The measures a metric list chooses, in MEASURES order (AGGREGATE: either of a pair). */
export const measuresOf = (metrics: readonly ReportMetric[]): Measure[] =>
  MEASURES.filter((m) => pairOf(m).some((metric) => metrics.includes(metric)))

/** The columns of a run: the dimensions in order, then the metrics of the view type. */
export function reportColumns(report: Pick<Report, 'dimensions' | 'viewType' | 'metrics'>) {
  const kindOf = (m: Measure): ReportColumn['kind'] => (m === 'IMPRESSION' ? 'integer' : 'money')
  const dims: ReportColumn[] = report.dimensions.map((d) => ({
    key: d,
    label: DIMENSION_LABELS[d],
    kind: d === 'DATE' ? 'date' : 'text',
  }))
  const values: ReportColumn[] =
    report.viewType === 'AGGREGATE'
      ? measuresOf(report.metrics).map((m) => ({
          key: m,
          label: MEASURE_LABELS[m],
          kind: kindOf(m),
        }))
      : REPORT_METRICS.filter((metric) => report.metrics.includes(metric)).map((metric) => {
          const [adType, measure] = metric.split('_') as [AdType, Measure]
          return {
            key: metric,
            label: `${adType === 'DISPLAY' ? 'Display' : 'Video'} ${MEASURE_LABELS[measure]}`,
            kind: kindOf(measure),
          }
        })
  return [...dims, ...values]
}

/** The file name of a download: the report's name (or "Report"), its range and the extension. */
export function reportFileName(name: string, range: DayRange, type: 'CSV' | 'XLSX'): string {
  const base =
    name
      .trim()
      .replace(/[^\p{L}\p{N}' -]+/gu, '')
      .replace(/\s+/g, '-') || 'Report'
  return `${base}_${range.from}_${range.to}.${type === 'CSV' ? 'csv' : 'xlsx'}`
}
