/** Ad-metric date rules in New York time (CORE-13..15). */
import { TZDate } from '@date-fns/tz'
import { format, subDays } from 'date-fns'
import { formatDate, parseDay, toDay } from './format'

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

/** The New York calendar day of `now` (embed data, updated hourly, includes today: EMB-27). */
export const newYorkToday = (now: Date): string => newYorkDay(now, 0)

/**
 * The one "last 7 days" rule of every screen: the seven days that end on the last day with
 * data, both ends included. Ad metrics end on the last selectable day (CORE-14, so CORE-15 is
 * 7 or 8 days back to 1 or 2 days back); embed analytics and e-mails end today (EMB-27).
 */
export function lastSevenDays(lastDay: string): { from: string; to: string } {
  return { from: toDay(subDays(parseDay(lastDay), 6)), to: lastDay }
}

/** CORE-15: the default ad-metric range: the last 7 days up to the last selectable day. */
export function defaultAdMetricRange(now: Date): { start: string; end: string } {
  const { from, to } = lastSevenDays(lastSelectableDay(now))
  return { start: from, end: to }
}

/** EMB-27: the default embed analytics and e-mails range: the last 7 days up to today. */
export const defaultEmbedRange = (now: Date): { from: string; to: string } =>
  lastSevenDays(newYorkToday(now))

/** Ours (#7): why an ad-metric range stops before today (CORE-13/14), under its date picker. */
export const adDataThroughText = (lastDay: string): string => `Data through ${formatDate(lastDay)}.`

/** Ours (#7): why an embed range ends today (EMB-25/27), under its date picker. */
export const EMBED_DATA_TEXT = 'Includes today.'
