/**
 * API-82/83: a report in a save's JSON body: its shape (types and sizes), then the contract's
 * field rules (`reportErrors`, the spec's messages) on the cleaned report (`forSaving`: e-mails
 * trimmed, empty rows dropped, REP-13) and the account's own site ids. Any problem: 400 with every
 * field error at once, nothing saved.
 */
import { z } from 'zod'
import { forSaving, reportErrors } from '../../../src/areas/reports/lib/report-field-rules'
import {
  DATE_RANGES,
  DIMENSIONS,
  REPORT_DEVICES,
  REPORT_METRICS,
  REPORT_VIEW_TYPES,
  SCHEDULES,
  type Report,
} from '../../../src/areas/reports/lib/report-rules'
import type { FieldError } from '../../../src/core/validation/rules'
import type { DB } from '../platform/db'
import { fail } from '../platform/http-errors'

const id = z.string('Must be an id').max(100, 'Too long')
const day = z.string('Must be a day (yyyy-MM-dd)').max(20, 'Too long')
/** Generous bounds: the contract's own limits (with their messages) are checked after. */
const list = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item, 'Send a list').max(max, 'Too many values')

/** REP-24: the report entity as a save sends it. */
export const reportShape = z.object({
  accountUUID: id.nullable(),
  reportUUID: id.nullable(),
  name: z.string('Required').max(500, 'Too long'),
  dateRange: z.enum(DATE_RANGES, 'Not a date range'),
  customDateRange: z.object({ from: day, to: day }).nullable(),
  endDate: day.nullable(),
  dimensions: list(z.enum(DIMENSIONS, 'Not a dimension'), 20),
  viewType: z.enum(REPORT_VIEW_TYPES, 'Not a view type'),
  metrics: list(z.enum(REPORT_METRICS, 'Not a metric'), 20),
  sites: list(id, 500),
  devices: list(z.enum(REPORT_DEVICES, 'Not a device'), 10),
  countries: list(z.string().regex(/^[A-Z]{2}$/, 'Use a 2-letter country code'), 500),
  schedule: z.enum(SCHEDULES, 'Not a schedule'),
  emails: list(
    z.object({ value: z.string('Required').max(500, 'Too long'), valid: z.boolean().optional() }),
    200,
  ),
})

const unique = <T>(values: T[]) => [...new Set(values)]

/** Site ids that are not the account's: the field error, or none. */
async function foreignSites(db: DB, accountUUID: string, sites: string[]): Promise<FieldError[]> {
  if (!sites.length) return []
  const own = await db
    .selectFrom('sites')
    .select('site_uuid')
    .where('account_uuid', '=', accountUUID)
    .where('site_uuid', 'in', sites)
    .execute()
  return own.length === sites.length ? [] : [{ field: 'sites', message: 'Not one of your sites' }]
}

/**
 * The report to save for `accountUUID` as of `now`, or 400 with every field error: the
 * contract's rules on the cleaned report, then the site ids.
 */
export async function checkedReport(
  db: DB,
  body: z.infer<typeof reportShape>,
  accountUUID: string,
  now: Date,
): Promise<Report> {
  const report = forSaving({
    ...body,
    accountUUID,
    emails: body.emails.map((e) => ({ value: e.value, valid: e.valid ?? false })),
    sites: unique(body.sites),
    devices: unique(body.devices),
    countries: unique(body.countries),
  })
  const errors: FieldError[] = reportErrors(report, now)
  errors.push(...(await foreignSites(db, accountUUID, report.sites)))
  if (errors.length) throw fail.badRequest(errors)
  return report
}
