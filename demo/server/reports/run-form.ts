/**
 * API-85's form (CLIENT_REPORT_FIELDS, url-encoded, lists as repeated keys in their order): read
 * and checked into a Report and a return type. Unknown values of an enumeration are 400 with the
 * field, then every rule of the report (reportErrors, the spec's messages) as of `now`.
 */
import { z } from 'zod'
import { reportErrors } from '../../../src/areas/reports/lib/report-field-rules'
import {
  CLIENT_REPORT_FIELDS,
  DATE_RANGES,
  DIMENSIONS,
  REPORT_DEVICES,
  REPORT_METRICS,
  REPORT_VIEW_TYPES,
  RETURN_TYPES,
  type Report,
  type ReturnType,
} from '../../../src/areas/reports/lib/report-rules'
import type { FieldError } from '../../../src/core/validation/rules'
import { fail } from '../platform/http-errors'
import { COUNTRY, ID, readFields } from '../metrics/input'

const LISTS = ['dimensions', 'metrics', 'sites', 'devices', 'countries'] as const
type Scalar = Exclude<(typeof CLIENT_REPORT_FIELDS)[number], (typeof LISTS)[number]>
const SCALARS = CLIENT_REPORT_FIELDS.filter(
  (f): f is Scalar => !(LISTS as readonly string[]).includes(f),
)

/** API-85: the checked form. */
export interface RunForm {
  report: Report
  accountUUID: string
  reportUUID: string | null
  returnType: ReturnType
}

/** API-85: the account of the form alone (checked before anything else, for the gate). */
export function accountOfForm(text: string): string {
  const accountUUID = new URLSearchParams(text).get('accountUUID') ?? ''
  if (!ID.test(accountUUID))
    throw fail.badRequest([{ field: 'accountUUID', message: 'Send your account id' }])
  return accountUUID.toLowerCase()
}

/** API-85: the checked report of a run call's form (400 with every field error). */
export function parseRunForm(text: string, now: Date): RunForm {
  const { one, many, errors } = readFields(text, SCALARS, LISTS)
  const err = (field: string, message: string) => errors.push({ field, message })
  const pick = <T extends string>(
    field: string,
    values: readonly T[],
    value: string | undefined,
    fallback?: T,
  ): T => {
    const parsed = z.enum(values as [T, ...T[]]).safeParse(value || fallback)
    if (parsed.success) return parsed.data
    err(field, `Send one of ${values.join(', ')}`)
    return values[0]!
  }
  const list = <T extends string>(field: string, values: readonly T[], items: string[]): T[] => {
    if (items.some((i) => !(values as readonly string[]).includes(i)))
      err(field, `Send only ${values.join(', ')}`)
    return items.filter((i): i is T => (values as readonly string[]).includes(i))
  }

  const accountUUID = (one.accountUUID ?? '').toLowerCase()
  if (!ID.test(accountUUID)) err('accountUUID', 'Send your account id')
  const reportUUID = one.reportUUID ? one.reportUUID.toLowerCase() : null
  if (reportUUID !== null && !ID.test(reportUUID)) err('reportUUID', 'Send a report id')
  const dateRange = pick('dateRange', DATE_RANGES, one.dateRange)
  const viewType = pick('viewType', REPORT_VIEW_TYPES, one.viewType, 'AGGREGATE')
  const returnType = pick('returnType', RETURN_TYPES, one.returnType, 'JSON')
  const dimensions = list('dimensions', DIMENSIONS, many.dimensions)
  const metrics = list('metrics', REPORT_METRICS, [...new Set(many.metrics)])
  const devices = list('devices', REPORT_DEVICES, [...new Set(many.devices)])
  const sites = [...new Set(many.sites.map((s) => s.toLowerCase()))]
  if (sites.some((s) => !ID.test(s))) err('sites', 'Send site ids')
  const countries = [...new Set(many.countries.map((s) => s.toUpperCase()))]
  if (countries.some((s) => !COUNTRY.test(s))) err('countries', 'Send two-letter country codes')
  if (dateRange !== 'CUSTOM' && (one.from || one.to))
    err('dateRange', 'Send from and to with CUSTOM only')

  const report: Report = {
    accountUUID,
    reportUUID,
    name: one.name ?? '',
    dateRange,
    customDateRange: dateRange === 'CUSTOM' ? { from: one.from ?? '', to: one.to ?? '' } : null,
    endDate: null,
    dimensions,
    viewType,
    metrics,
    sites,
    devices,
    countries,
    schedule: 'ONCE',
    emails: [],
  }
  const rules: FieldError[] = reportErrors(report, now).map(({ field, message }) => ({
    field,
    message,
  }))
  const all = [...errors, ...rules.filter((r) => !errors.some((e) => e.field === r.field))]
  if (all.length) throw fail.badRequest(all)
  return { report, accountUUID, reportUUID, returnType }
}
