/** New York calendar days for the embeds data: facts and filters are kept by NY day. */
import { TZDate } from '@date-fns/tz'
import { NEW_YORK } from '../../../src/core/date-cutoff'

const pad = (n: number) => String(n).padStart(2, '0')

/** The New York day (YYYY-MM-DD) of a moment in ms. */
export function nyDay(ms: number): string {
  const t = new TZDate(ms, NEW_YORK)
  return `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}`
}

/** The New York day `days` days before (or after, when negative) the day of `ms`. */
export function nyDayBefore(ms: number, days: number): string {
  const t = new TZDate(ms, NEW_YORK)
  return nyDay(
    new TZDate(t.getFullYear(), t.getMonth(), t.getDate() - days, 12, NEW_YORK).getTime(),
  )
}

/** The first millisecond of a New York day (YYYY-MM-DD, already validated). */
export function nyDayStart(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new TZDate(y, m - 1, d, NEW_YORK).getTime()
}

/** The first millisecond after a New York day. */
export function nyDayEnd(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new TZDate(y, m - 1, d + 1, NEW_YORK).getTime()
}

/** YYYY-MM-DD that names a real calendar day. */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const [y, m, d] = value.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}
