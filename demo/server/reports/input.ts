/**
 * API-82/83: a report in a save's JSON body: its shape (types and sizes), then the contract's
 * field rules (`reportErrors`, the spec's messages) on the cleaned report (`forSaving`: e-mails
 * trimmed, empty rows dropped, REP-13) and the account's own site ids. Any problem: 400 with every
 * field error at once, nothing saved.
 */
import type { z } from 'zod'
import { forSaving, reportErrors } from '../../../src/areas/reports/lib/report-field-rules'
import type { Report } from '../../../src/areas/reports/lib/report-rules'
import type { reportBody } from '../../../src/contracts/reporting/reports.schemas'
import type { FieldError } from '../../../src/core/validation/rules'
import type { DB } from '../platform/db'
import { fail } from '../platform/http-errors'
import { foreignSites } from '../metrics/input'

const unique = <T>(values: T[]) => [...new Set(values)]

/**
 * The report to save for `accountUUID` as of `now`, or 400 with every field error: the
 * contract's rules on the cleaned report, then the site ids.
 */
export async function checkedReport(
  db: DB,
  body: z.infer<typeof reportBody>,
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
