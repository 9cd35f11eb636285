/**
 * The reports' date ranges (REP-08, REP-20, REP-22; spec 002 §9: data in New York time): the
 * days a named range covers, the default custom range, when data is final enough to download,
 * and how a range is written. Pure; shared with the demo server.
 */
import { TZDate } from '@date-fns/tz'
import { addDays, format, parseISO } from 'date-fns'
import { lastSelectableDay, lastSevenDays, NEW_YORK } from '../../../core/date-cutoff'
import {
  CUSTOM_DEFAULT_DAYS_BACK,
  type DateRange,
  type DayRange,
  SCHEDULE_HOUR,
  SCHEDULE_MINUTE,
} from './report-rules'

/** A real calendar day (Date.parse alone takes 2026-02-30 and rolls it over to March 2). */
export const isDay = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !isNaN(Date.parse(value)) &&
  new Date(Date.parse(value)).toISOString().slice(0, 10) === value

/** The New York calendar day of `now`, moved by `days`. */
export function newYorkDay(now: Date, days = 0): string {
  return format(addDays(new TZDate(now.getTime(), NEW_YORK), days), 'yyyy-MM-dd')
}

/** REP-08: the default custom range: 5 days back to the last selectable day (CORE-14). */
export function defaultCustomRange(now: Date): DayRange {
  const to = lastSelectableDay(now)
  return { from: format(addDays(parseISO(to), -CUSTOM_DEFAULT_DAYS_BACK + 1), 'yyyy-MM-dd'), to }
}

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
      // #7: the one "last 7 days" of ad data (home's default, CORE-15): up to the cutoff.
      return lastSevenDays(lastSelectableDay(now))
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
