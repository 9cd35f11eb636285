/**
 * The reports' field rules and messages (spec 002 §5; REP-07..14, REP-17, REP-24) on a whole
 * report, its sections, and the defaults and changes the editor applies (REP-10, REP-13,
 * REP-14). Pure; the server's save and run calls use the same rules and messages.
 */
import { lastSelectableDay } from '../../../core/date-cutoff'
import { daysBetween, defaultCustomRange, isDay, newYorkDay } from './report-range-rules'
import {
  DEFAULT_DIMENSIONS,
  type DateRange,
  EMAIL_MAX_LENGTH,
  MAX_CUSTOM_DAYS,
  MAX_EMAILS,
  MAX_END_DATE_DAYS,
  MAX_FILTER_COUNTRIES,
  MAX_FILTER_SITES,
  REPORT_METRICS,
  type Report,
  type ReportEmail,
  type ReportViewType,
  SCHEDULES,
  type Schedule,
} from './report-rules'

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
