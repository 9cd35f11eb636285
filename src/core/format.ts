/**
 * Display formats of spec 000 §9 (CORE-12): en-US, USD and percent with 2 decimals, numbers up to
 * 2 decimals; plus the compact numbers, days and date ranges of chart axes and tables. Intl only,
 * so that core stays free of a date library. Days are `yyyy-MM-dd` strings (as the metric calls
 * send them) or Dates; a Date is shown in the browser's time zone unless `timeZone` is given.
 */

const LOCALE = 'en-US'

const numberFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 })
const integerFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 })
const compactFormats = [0, 1, 2].map(
  (digits) => new Intl.NumberFormat(LOCALE, { notation: 'compact', maximumFractionDigits: digits }),
)
const percentFormat = new Intl.NumberFormat(LOCALE, {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})
const moneyFormats = new Map<string, Intl.NumberFormat>()

/** A number with at most 2 decimals: 1234.567 → "1,234.57". */
export function formatNumber(value: number): string {
  return numberFormat.format(value)
}

/** A whole number (counts: impressions, views): 1234.5 → "1,235". */
export function formatInteger(value: number): string {
  return integerFormat.format(value)
}

/**
 * A short number for tiles and axes: 1234 → "1.2K", 2500000 → "2.5M", 12 → "12"; `digits` (0–2)
 * decimals at most (axes take 2, so that 1250 and 1300 stay apart: "1.25K", "1.3K").
 */
export function formatCompact(value: number, digits: 0 | 1 | 2 = 1): string {
  return compactFormats[digits].format(value)
}

/** Money with 2 decimals, US dollars unless `currency` says otherwise: 1234.5 → "$1,234.50". */
export function formatMoney(value: number, currency = 'USD'): string {
  let format = moneyFormats.get(currency)
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
    moneyFormats.set(currency, format)
  }
  return format.format(value)
}

/** US dollars with 2 decimals: 1234.5 → "$1,234.50". */
export function formatCurrency(value: number): string {
  return formatMoney(value, 'USD')
}

/** A ratio as percent with 2 decimals: 0.1234 → "12.34%". */
export function formatPercent(ratio: number): string {
  return percentFormat.format(ratio)
}

/** A calendar day `yyyy-MM-dd` as a local Date at midnight (no UTC shift). */
export function parseDay(day: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) throw new RangeError(`Not a day (yyyy-MM-dd): ${day}`)
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
}

/** A Date's local calendar day as `yyyy-MM-dd` (what the metric calls take). */
export function toDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

export interface DateFormatOptions {
  /** An IANA time zone for Dates (days given as `yyyy-MM-dd` are never shifted). */
  timeZone?: string
}

const dateFormats = new Map<string, Intl.DateTimeFormat>()

function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options)
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, options)
    dateFormats.set(key, format)
  }
  return format
}

function toDate(value: Date | string): Date {
  return typeof value === 'string' ? parseDay(value) : value
}

/** A day's zone: days given as strings are local dates and stay as they are. */
function zoneOf(value: Date | string, options: DateFormatOptions): string | undefined {
  return typeof value === 'string' ? undefined : options.timeZone
}

/** A day for tables and labels: "Nov 26, 2026". */
export function formatDate(value: Date | string, options: DateFormatOptions = {}): string {
  return dateFormat({
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: zoneOf(value, options),
  }).format(toDate(value))
}

/** A day and time: "Nov 26, 2026, 3:05 PM" (with the zone's short name when `timeZone` is set). */
export function formatDateTime(value: Date, options: DateFormatOptions = {}): string {
  return dateFormat({
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: options.timeZone,
    timeZoneName: options.timeZone ? 'short' : undefined,
  }).format(value)
}

/**
 * A date range, shared parts said once: "Nov 1 – 7, 2026", "Oct 1 – Nov 7, 2026",
 * "Dec 30, 2025 – Jan 2, 2026"; one day alone: "Nov 7, 2026".
 */
export function formatDateRange(
  from: Date | string,
  to: Date | string,
  options: DateFormatOptions = {},
): string {
  const format = dateFormat({
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: zoneOf(from, options),
  })
  // Intl puts thin spaces around the dash; plain spaces read the same and match the spec texts.
  return format.formatRange(toDate(from), toDate(to)).replace(/\u2009/g, ' ')
}

/**
 * A time-axis tick, as detailed as the axis' span needs: "3 PM" within two days, "Nov 26"
 * within a year, "Nov 2026" beyond.
 */
export function formatAxisDate(
  value: Date,
  spanMs: number,
  options: DateFormatOptions = {},
): string {
  const day = 86_400_000
  const timeZone = options.timeZone
  if (spanMs <= 2 * day) return dateFormat({ hour: 'numeric', timeZone }).format(value)
  if (spanMs <= 366 * day)
    return dateFormat({ month: 'short', day: 'numeric', timeZone }).format(value)
  return dateFormat({ month: 'short', year: 'numeric', timeZone }).format(value)
}
