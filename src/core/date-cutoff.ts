/** Ad-metric date rules in New York time (CORE-13..15). */
import { TZDate } from '@date-fns/tz'
import { format, subDays } from 'date-fns'

export const NEW_YORK = 'America/New_York'
/** Data refresh hour in New York; exactly 16:00 counts as "after 4 PM" (CORE-13 default). */
export const REFRESH_HOUR = 16

/** True when `now` is at or after 4 PM on its New York calendar day. */
export function isAfterRefresh(now: Date): boolean {
  return new TZDate(now.getTime(), NEW_YORK).getHours() >= REFRESH_HOUR
}

/** The New York calendar day of `now` moved back `days` days, as yyyy-MM-dd. */
function newYorkDay(now: Date, days: number): string {
  return format(subDays(new TZDate(now.getTime(), NEW_YORK), days), 'yyyy-MM-dd')
}

/** CORE-14: the last selectable day: yesterday after 4 PM New York time, else two days back. */
export function lastSelectableDay(now: Date): string {
  return newYorkDay(now, isAfterRefresh(now) ? 1 : 2)
}

/** CORE-15: the default ad-metric range, 7 (or 8) days back to 1 (or 2) days back. */
export function defaultAdMetricRange(now: Date): { start: string; end: string } {
  const after = isAfterRefresh(now)
  return { start: newYorkDay(now, after ? 7 : 8), end: newYorkDay(now, after ? 1 : 2) }
}
