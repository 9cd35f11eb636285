/**
 * The reports contract (issue 11; spec 002 §2 "Reports area", §3 Report, §4, §5, §7, §9;
 * REP-01..25, API-80..86): the report entity, its field rules and messages, the date ranges and
 * their cutoffs, the columns a run answers with and the calls' bodies and answers. Shared by
 * `pp-reports` and the demo server's reports routes (the server may import this module). Pure:
 * no DOM, no fetch.
 */
import { TZDate } from '@date-fns/tz'
import { addDays, format, parseISO } from 'date-fns'
import { lastSelectableDay, NEW_YORK } from '../../../core/date-cutoff'

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

export interface DayRange {
  /** New York days, yyyy-MM-dd, both ends included. */
  from: string
  to: string
}

export interface ReportEmail {
  value: string
  valid: boolean
}

/** REP-24 / API-81: the report entity as the calls carry it (JSON). */
export interface Report {
  /** Null in an update (REP-18: "accountUUID nulled"); the server takes the session's. */
  accountUUID: string | null
  /** Null before the first save. */
  reportUUID: string | null
  name: string
  dateRange: DateRange
  /** Only with CUSTOM. */
  customDateRange: DayRange | null
  /** yyyy-MM-dd (New York): the last day a schedule runs; null with ONCE. */
  endDate: string | null
  /** Ordered; the report's rows group by these, in this order. */
  dimensions: Dimension[]
  viewType: ReportViewType
  metrics: ReportMetric[]
  /** Site UUIDs; empty = all. */
  sites: string[]
  /** Empty = both. */
  devices: ReportDevice[]
  /** ISO 3166-1 alpha-2 codes; empty = all. */
  countries: string[]
  schedule: Schedule
  /** Recipients of the scheduled runs; empty with ONCE. */
  emails: ReportEmail[]
}

/** Beyond the spec: a run of a saved report, as the library shows it. */
export interface ReportRunInfo {
  /** ISO instant the run finished (or failed). */
  at: string
  trigger: 'RUN' | 'DOWNLOAD' | 'SCHEDULE' | 'SEND_NOW'
  status: 'DONE' | 'FAILED' | 'DELAYED'
  rowCount: number | null
  format: ReturnType
  /** The file's link while it is valid (downloads and scheduled runs), else null. */
  link: string | null
}

/** API-80/81/82/83: a saved report with what the library shows beside it. */
export interface SavedReport extends Report {
  accountUUID: string
  reportUUID: string
  createdAt: string
  updatedAt: string
  lastRun: ReportRunInfo | null
  /** ISO instants of the next scheduled runs (at most 3; empty with ONCE or past the end date). */
  nextRuns: string[]
}

/** API-80. */
export interface ReportList {
  items: SavedReport[]
}

/** A column of a run's answer: the dimensions in order, then the chosen measures. */
export interface ReportColumn {
  /** A Dimension, a Measure (AGGREGATE) or a ReportMetric (BREAKDOWN). */
  key: string
  label: string
  kind: 'text' | 'date' | 'integer' | 'money'
}

/** One row: column key → value (dimension values as shown: names, not ids; money in dollars). */
export type ReportRow = Record<string, string | number>

/** REP-24 "preview": the JSON run's answer (API-85 with returnType JSON). */
export interface ReportPreview {
  range: DayRange
  columns: ReportColumn[]
  /** The first PREVIEW_ROW_LIMIT rows, sorted by the dimensions in order. */
  rows: ReportRow[]
  total: {
    rowCount: number
    dimensions: Dimension[]
    /** Metric column key → the value over every row (CPM from the sums). */
    values: Record<string, number>
  }
}

/** API-85 with returnType CSV or XLSX. */
export interface ReportDownload {
  reportAvailable: boolean
  /** Absolute link (also sent in e-mails). */
  link?: string
  /** The same file's path on the reporting service (what the element fetches). */
  path?: string
  fileName?: string
  rowCount?: number
}

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
// Field rules (spec 002 §5) and their messages

export const NAME_REQUIRED_MESSAGE = 'A report name is required'
/** Ours: the spec gives one message; this one says what a filled-in but refused name lacks. */
export const NAME_PATTERN_MESSAGE =
  'Use 2–150 letters, digits, apostrophes, hyphens and spaces, not starting with a space'
export const DIMENSIONS_MESSAGE = 'A minimum of one dimension is required.'
export const METRICS_MESSAGE = 'A minimum of one metric is required.'
export const END_DATE_REQUIRED_MESSAGE = 'An end date is required'
export const END_DATE_PAST_MESSAGE = 'The end date cannot be before today'
export const END_DATE_FAR_MESSAGE = 'The end date can be at most three years ahead'
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email'
export const EMAILS_MAX_MESSAGE = `A report can be sent to at most ${MAX_EMAILS} emails`
export const CUSTOM_SCHEDULE_MESSAGE = 'A custom date range cannot be scheduled'
export const CUSTOM_RANGE_MESSAGE = 'Choose a start and an end day'
export const CUSTOM_RANGE_CUTOFF_MESSAGE = 'That day has no final data yet'

/** REP-07: letters, digits, apostrophe, hyphen, space; 2–150; no leading whitespace. */
export const REPORT_NAME = /^(?!\s)[\p{L}\p{M}\p{N}' -]{2,150}$/u

/** REP-07: null when the name is acceptable. */
export function reportNameError(name: string): string | null {
  if (!name.trim()) return NAME_REQUIRED_MESSAGE
  return REPORT_NAME.test(name) ? null : NAME_PATTERN_MESSAGE
}

/** REP-12 (OPEN: pattern): a standard local@domain.tld address. */
export const REPORT_EMAIL = /^[^\s@"(),:;<>[\\\]]+@[^\s@"(),:;<>[\\\]]+\.[A-Za-z]{2,}$/

export const isReportEmail = (value: string) =>
  value.length <= EMAIL_MAX_LENGTH && REPORT_EMAIL.test(value)

/** REP-13: the rows to save: empty values dropped, each flagged. */
export function cleanEmails(emails: readonly ReportEmail[]): ReportEmail[] {
  return emails
    .map((e) => e.value.trim())
    .filter(Boolean)
    .map((value) => ({ value, valid: isReportEmail(value) }))
}

/** The sections of the detail screen (REP-06), each with its validity (REP-24). */
export const SECTIONS = ['settings', 'dimensions', 'metrics', 'filters', 'schedule'] as const
export type Section = (typeof SECTIONS)[number]
export const SECTION_LABELS: Readonly<Record<Section, string>> = {
  settings: 'Report Settings',
  dimensions: 'Dimensions',
  metrics: 'Metrics',
  filters: 'Filters',
  schedule: 'Schedule',
}

export interface ReportFieldError {
  /** A field of Report (`name`, `customDateRange.from`, `emails[2]`, …). */
  field: string
  message: string
  section: Section
}

/** A real calendar day (Date.parse alone takes 2026-02-30 and rolls it over to March 2). */
const isDay = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !isNaN(Date.parse(value)) &&
  new Date(Date.parse(value)).toISOString().slice(0, 10) === value

/** The New York calendar day of `now`, moved by `days`. */
export function newYorkDay(now: Date, days = 0): string {
  return format(addDays(new TZDate(now.getTime(), NEW_YORK), days), 'yyyy-MM-dd')
}

/**
 * Every rule of spec 002 §5 on a whole report, as of `now` (New York days): REP-07 name,
 * REP-09 dimensions, REP-10 metrics, REP-08 custom range (within the cutoff), REP-12..14
 * schedule, end date and emails, and the filters' sizes. Empty list = valid. Used by the editor
 * (per section) and by the server's save and run calls (the same messages).
 */
export function reportErrors(report: Report, now: Date): ReportFieldError[] {
  const errors: ReportFieldError[] = []
  const add = (section: Section, field: string, message: string) =>
    errors.push({ field, message, section })

  const name = reportNameError(report.name)
  if (name) add('settings', 'name', name)
  if (report.dateRange === 'CUSTOM') {
    const range = report.customDateRange
    if (!range || !isDay(range.from) || !isDay(range.to) || range.from > range.to) {
      add('settings', 'customDateRange', CUSTOM_RANGE_MESSAGE)
    } else if (range.to > lastSelectableDay(now)) {
      add('settings', 'customDateRange.to', CUSTOM_RANGE_CUTOFF_MESSAGE)
    } else if (daysBetween(range.from, range.to) + 1 > MAX_CUSTOM_DAYS) {
      add('settings', 'customDateRange', `A custom range can span at most ${MAX_CUSTOM_DAYS} days`)
    }
  }
  if (!report.dimensions.length) add('dimensions', 'dimensions', DIMENSIONS_MESSAGE)
  if (new Set(report.dimensions).size !== report.dimensions.length)
    add('dimensions', 'dimensions', 'Each dimension can be chosen once')
  if (!report.metrics.length) add('metrics', 'metrics', METRICS_MESSAGE)
  if (report.sites.length > MAX_FILTER_SITES)
    add('filters', 'sites', `Choose at most ${MAX_FILTER_SITES} sites`)
  if (report.countries.length > MAX_FILTER_COUNTRIES)
    add('filters', 'countries', `Choose at most ${MAX_FILTER_COUNTRIES} countries`)
  for (const e of scheduleErrors(report, now)) errors.push(e)
  return errors
}

/** REP-12..14: the schedule section's rules. */
export function scheduleErrors(report: Report, now: Date): ReportFieldError[] {
  const errors: ReportFieldError[] = []
  const add = (field: string, message: string) =>
    errors.push({ field, message, section: 'schedule' })
  if (report.schedule === 'ONCE') return errors
  if (report.dateRange === 'CUSTOM') add('schedule', CUSTOM_SCHEDULE_MESSAGE)
  const today = newYorkDay(now)
  if (!report.endDate) add('endDate', END_DATE_REQUIRED_MESSAGE)
  else if (!isDay(report.endDate)) add('endDate', END_DATE_REQUIRED_MESSAGE)
  else if (report.endDate < today) add('endDate', END_DATE_PAST_MESSAGE)
  else if (report.endDate > newYorkDay(now, MAX_END_DATE_DAYS)) add('endDate', END_DATE_FAR_MESSAGE)
  // REP-13: empty rows are dropped before saving, so they are no error (an editor's fresh row);
  // a value counts as it will be saved, trimmed.
  if (cleanEmails(report.emails).length > MAX_EMAILS) add('emails', EMAILS_MAX_MESSAGE)
  report.emails.forEach((e, i) => {
    const value = e.value.trim()
    if (value && !isReportEmail(value)) add(`emails[${i}]`, EMAIL_INVALID_MESSAGE)
  })
  return errors
}

/** REP-17: the first section with an error (the one to scroll to), or null. */
export const firstInvalidSection = (errors: readonly ReportFieldError[]): Section | null =>
  SECTIONS.find((s) => errors.some((e) => e.section === s)) ?? null

// ---------------------------------------------------------------------------------------------
// Defaults and changes (REP-10, REP-13, REP-14)

/** REP-08: the default custom range: 5 days back to the last selectable day (CORE-14). */
export function defaultCustomRange(now: Date): DayRange {
  const to = lastSelectableDay(now)
  return { from: format(addDays(parseISO(to), -CUSTOM_DEFAULT_DAYS_BACK + 1), 'yyyy-MM-dd'), to }
}

/** A new report (REP-09, REP-10, REP-12 defaults). */
export function newReport(accountUUID: string): Report {
  return {
    accountUUID,
    reportUUID: null,
    name: '',
    dateRange: 'LAST_SEVEN_DAYS',
    customDateRange: null,
    endDate: null,
    dimensions: [...DEFAULT_DIMENSIONS],
    viewType: 'AGGREGATE',
    metrics: [...REPORT_METRICS],
    sites: [],
    devices: [],
    countries: [],
    schedule: 'ONCE',
    emails: [],
  }
}

/** REP-10: changing the view type resets the metrics to all six. */
export const withViewType = (report: Report, viewType: ReportViewType): Report =>
  report.viewType === viewType ? report : { ...report, viewType, metrics: [...REPORT_METRICS] }

/** REP-14: CUSTOM on an unsaved report resets the schedule to ONCE (and its emails, REP-13). */
export function withDateRange(report: Report, dateRange: DateRange, now: Date): Report {
  const next: Report = {
    ...report,
    dateRange,
    customDateRange:
      dateRange === 'CUSTOM' ? (report.customDateRange ?? defaultCustomRange(now)) : null,
  }
  return dateRange === 'CUSTOM' && !report.reportUUID ? withSchedule(next, 'ONCE') : next
}

/** REP-13: picking ONCE clears the emails (and the end date); another schedule keeps a row. */
export function withSchedule(report: Report, schedule: Schedule): Report {
  if (schedule === 'ONCE') return { ...report, schedule, emails: [], endDate: null }
  return {
    ...report,
    schedule,
    emails: report.emails.length ? report.emails : [{ value: '', valid: false }],
  }
}

/** REP-14: the schedules a date range allows. */
export const schedulesFor = (dateRange: DateRange): readonly Schedule[] =>
  dateRange === 'CUSTOM' ? ['ONCE'] : SCHEDULES

/** The report as saved: emails cleaned (REP-13), ONCE without emails or end date. */
export function forSaving(report: Report): Report {
  const once = report.schedule === 'ONCE'
  return {
    ...report,
    customDateRange: report.dateRange === 'CUSTOM' ? report.customDateRange : null,
    emails: once ? [] : cleanEmails(report.emails),
    endDate: once ? null : report.endDate,
  }
}

// ---------------------------------------------------------------------------------------------
// Date ranges (REP-08, §9: data in New York time)

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/** REP-08: YESTERDAY's data arrives at 5:30 PM New York time ("EDT"). */
export function yesterdayAvailable(now: Date): boolean {
  const ny = new TZDate(now.getTime(), NEW_YORK)
  return ny.getHours() * 60 + ny.getMinutes() >= SCHEDULE_HOUR * 60 + SCHEDULE_MINUTE
}

/** REP-08: the New York days a report's range covers as of `now`. */
export function resolveReportRange(
  dateRange: DateRange,
  custom: DayRange | null,
  now: Date,
): DayRange {
  const today = newYorkDay(now)
  const yesterday = newYorkDay(now, -1)
  switch (dateRange) {
    case 'YESTERDAY':
      return { from: yesterday, to: yesterday }
    case 'LAST_SEVEN_DAYS':
      return { from: newYorkDay(now, -7), to: yesterday }
    case 'LAST_THIRTY_DAYS':
      // §9: "31 days back".
      return { from: newYorkDay(now, -31), to: yesterday }
    case 'LAST_WEEK': {
      // Monday to Sunday of the week before this one.
      const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7
      const monday = newYorkDay(now, -weekday - 7)
      return { from: monday, to: format(addDays(parseISO(monday), 6), 'yyyy-MM-dd') }
    }
    case 'LAST_MONTH': {
      const end = format(addDays(parseISO(`${today.slice(0, 7)}-01`), -1), 'yyyy-MM-dd')
      return { from: `${end.slice(0, 7)}-01`, to: end }
    }
    case 'CUSTOM':
      if (!custom) throw new Error('CUSTOM needs customDateRange')
      return custom
  }
}

/**
 * REP-22: whether a range's data is final enough to download as of `now`: YESTERDAY after
 * 5:30 PM New York time, any other range when it ends on or before the last selectable day
 * (CORE-14's 4 PM rule). Otherwise the download answers `reportAvailable: false`.
 */
export function rangeAvailable(dateRange: DateRange, range: DayRange, now: Date): boolean {
  if (dateRange === 'YESTERDAY') return yesterdayAvailable(now)
  return range.to <= lastSelectableDay(now)
}

/** REP-20: "Jan 5, 2026 – Jan 11, 2026" (one day: just that day). */
export function rangeText(range: DayRange): string {
  const f = (day: string) => format(parseISO(day), 'MMM d, yyyy')
  return range.from === range.to ? f(range.from) : `${f(range.from)} – ${f(range.to)}`
}

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
