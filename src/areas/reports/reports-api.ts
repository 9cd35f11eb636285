/**
 * The report calls of pp-reports (API-80..86; the contract is lib/report-rules.ts), on the
 * reporting service. The run (API-85) is a form-encoded POST; the others are JSON.
 */
import { usersCalls } from '../../contracts/accounts/users'
import type { usersSchemas } from '../../contracts/accounts/users.schemas'
import { metricCalls } from '../../contracts/metrics/metrics'
import type { metricSchemas } from '../../contracts/metrics/metrics.schemas'
import { reportCalls } from '../../contracts/reporting/reports'
import type { reportSchemas } from '../../contracts/reporting/reports.schemas'
import { client } from '../../core/contract-client'
import { downloads } from '../../core/contract-download'
import type {
  DayRange,
  Report,
  ReportDownload,
  ReportPreview,
  ReturnType,
} from './lib/report-rules'

/** One e-mail suggestion (API-86 reuses the users list, API-03). */
export interface UserEmail {
  email: string
  name: string
}

const reports = client<typeof reportSchemas>()(reportCalls)
const users = client<typeof usersSchemas>()(usersCalls)
const files = downloads<typeof reportSchemas>()(reportCalls)
const metrics = client<typeof metricSchemas>()(metricCalls)

/** API-85's form: the definition's fields, lists as repeated keys, `from`/`to` for CUSTOM. */
export function clientReportForm(
  report: Report,
  accountUUID: string,
  returnType: ReturnType,
): URLSearchParams {
  const form = new URLSearchParams()
  form.set('accountUUID', accountUUID)
  if (report.reportUUID) form.set('reportUUID', report.reportUUID)
  form.set('name', report.name)
  form.set('dateRange', report.dateRange)
  const custom: DayRange | null = report.dateRange === 'CUSTOM' ? report.customDateRange : null
  if (custom) {
    form.set('from', custom.from)
    form.set('to', custom.to)
  }
  for (const d of report.dimensions) form.append('dimensions', d)
  form.set('viewType', report.viewType)
  for (const m of report.metrics) form.append('metrics', m)
  for (const s of report.sites) form.append('sites', s)
  for (const d of report.devices) form.append('devices', d)
  for (const c of report.countries) form.append('countries', c)
  form.set('returnType', returnType)
  return form
}

export const reportsApi = {
  /** API-80 */
  list: (accountUUID: string, signal?: AbortSignal) =>
    reports.list({ params: { accountUUID } }, { signal }).then((reply) => reply.items),
  /** API-81 */
  get: (reportUUID: string, signal?: AbortSignal) =>
    reports.get({ params: { reportUUID } }, { signal }),
  /** API-82 */
  create: (report: Report) => reports.create({ body: report }),
  /** API-83: the account is nulled in an update (REP-18). */
  update: (reportUUID: string, report: Report) =>
    reports.update({ params: { reportUUID }, body: { ...report, accountUUID: null } }),
  /** API-84 */
  remove: (reportUUID: string) => reports.remove({ params: { reportUUID } }),
  /** API-85 with returnType JSON: the preview. */
  run: (report: Report, accountUUID: string, signal?: AbortSignal) =>
    reports
      .run({ body: clientReportForm(report, accountUUID, 'JSON') }, { signal })
      .then((reply) => reply as ReportPreview),
  /** API-85 with returnType CSV or XLSX: a link to the file, or reportAvailable false. */
  download: (report: Report, accountUUID: string, type: 'CSV' | 'XLSX') =>
    reports
      .run({ body: clientReportForm(report, accountUUID, type) })
      .then((reply) => reply as ReportDownload),
  /** The file behind a download's `path` (GET /report/files/{token}). */
  file: (path: string) => files.file({ params: { token: path.slice(path.lastIndexOf('/') + 1) } }),
  /** Beyond the spec: run a scheduled report now and send it to its recipients. */
  sendNow: (reportUUID: string) => reports.sendNow({ params: { reportUUID } }),
  /** API-77 (REP-11): the countries with data in a report's range, code → name. */
  countries: (accountUUID: string, range: DayRange, signal?: AbortSignal) =>
    metrics
      .countries(
        { params: { accountUUID }, query: { startDate: range.from, endDate: range.to } },
        { signal },
      )
      .then((reply) => reply.countries),
  /** API-86: the account's users' e-mails (API-03), for the schedule's suggestions. */
  userEmails: (accountUUID: string, signal?: AbortSignal) =>
    users.list({ params: { accountUUID } }, { signal }).then((reply) =>
      reply.items.map((u): UserEmail => ({
        email: u.email,
        name: [u.firstName, u.lastName].filter(Boolean).join(' '),
      })),
    ),
}
