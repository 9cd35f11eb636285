/**
 * API-80..84: saved reports between the `reports` row and the `SavedReport` entity. The
 * definition (range, dimensions, view type, metrics, filters) is one JSON text; the schedule,
 * end date and e-mails are columns of their own (the scheduler reads them). A saved report
 * carries its last finished run (report_runs, with its file's link while the file is valid) and
 * its next scheduled runs.
 */
import type {
  Report,
  ReportRunInfo,
  SavedReport,
  Schedule,
} from '../../../src/areas/reports/lib/report-rules'
import type { DB } from '../platform/db'
import { accountRow } from '../platform/access'
import type { ReportsTable } from '../platform/schema'
import { filePath } from './files'
import { nextRunAt, upcomingRuns } from './schedule'

/** The part of a report kept as the `definition` JSON. */
type Definition = Pick<
  Report,
  | 'dateRange'
  | 'customDateRange'
  | 'dimensions'
  | 'viewType'
  | 'metrics'
  | 'sites'
  | 'devices'
  | 'countries'
>

/** A report's link to a file of one of its runs (run-routes.ts serves it). */
export const fileLink = (publicUrl: string, token: string) => publicUrl + filePath(token)

/**
 * API-82/83: the row of a checked report (already cleaned by `forSaving`), as of `now`:
 * `next_run_at` is its first scheduled run after `now` (null with ONCE or past the end date).
 */
export function reportRow(
  report: Report,
  ids: { accountUUID: string; reportUUID: string },
  times: { createdAt: number; updatedAt: number },
  createdBy: string | null,
): ReportsTable {
  const definition: Definition = {
    dateRange: report.dateRange,
    customDateRange: report.customDateRange,
    dimensions: report.dimensions,
    viewType: report.viewType,
    metrics: report.metrics,
    sites: report.sites,
    devices: report.devices,
    countries: report.countries,
  }
  const endDate = report.schedule === 'ONCE' ? null : report.endDate
  return {
    report_uuid: ids.reportUUID,
    account_uuid: ids.accountUUID,
    name: report.name,
    definition: JSON.stringify(definition),
    schedule: report.schedule,
    end_date: endDate,
    emails: JSON.stringify(report.emails.map((e) => e.value)),
    next_run_at: nextRunAt(report.schedule, endDate, times.updatedAt),
    created_by: createdBy,
    created_at: times.createdAt,
    updated_at: times.updatedAt,
  }
}

/** The entity of a row (without its runs); e-mails were checked when saved. */
export function reportOf(row: ReportsTable): Report & { accountUUID: string; reportUUID: string } {
  const definition = JSON.parse(row.definition) as Definition
  return {
    accountUUID: row.account_uuid,
    reportUUID: row.report_uuid,
    name: row.name,
    ...definition,
    endDate: row.end_date,
    schedule: row.schedule as Schedule,
    emails: (JSON.parse(row.emails) as string[]).map((value) => ({ value, valid: true })),
  }
}

/** The last finished run of each report (by report id), with its file's link while valid. */
async function lastRuns(
  db: DB,
  reportUUIDs: string[],
  publicUrl: string,
  now: number,
): Promise<Map<string, ReportRunInfo>> {
  const runs = new Map<string, ReportRunInfo>()
  if (!reportUUIDs.length) return runs
  const rows = await db
    .selectFrom('report_runs as r')
    .leftJoin('report_files as f', (join) =>
      join.onRef('f.file_uuid', '=', 'r.file_uuid').on('f.expires_at', '>', now),
    )
    .select([
      'r.report_uuid',
      'r.trigger',
      'r.status',
      'r.row_count',
      'r.format',
      'r.finished_at',
      'f.token',
    ])
    .where('r.id', 'in', (eb) =>
      eb
        .selectFrom('report_runs')
        .select((m) => m.fn.max('id').as('id'))
        .where('report_uuid', 'in', reportUUIDs)
        .where('finished_at', 'is not', null)
        .groupBy('report_uuid'),
    )
    .execute()
  for (const row of rows) {
    runs.set(row.report_uuid, {
      at: new Date(Number(row.finished_at)).toISOString(),
      trigger: row.trigger as ReportRunInfo['trigger'],
      status: row.status as ReportRunInfo['status'],
      rowCount: row.row_count,
      format: row.format as ReportRunInfo['format'],
      link: row.token ? fileLink(publicUrl, row.token) : null,
    })
  }
  return runs
}

/**
 * The upcoming runs from now, or from the stored next run when that is later (a run the
 * scheduler already took ahead of time, e.g. by the demo's fake clock, is not shown again);
 * none once the schedule is over (`next_run_at` null).
 */
function nextRunsOf(row: ReportsTable, now: number): number[] {
  if (row.next_run_at === null) return []
  return upcomingRuns(row.schedule, row.end_date, Math.max(now, Number(row.next_run_at) - 1))
}

/** API-80/81: the saved reports of `rows`, in their order, as of `now`. */
export async function savedReports(
  db: DB,
  rows: ReportsTable[],
  publicUrl: string,
  now: number,
): Promise<SavedReport[]> {
  const runs = await lastRuns(
    db,
    rows.map((r) => r.report_uuid),
    publicUrl,
    now,
  )
  return rows.map((row) => ({
    ...reportOf(row),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    lastRun: runs.get(row.report_uuid) ?? null,
    nextRuns: nextRunsOf(row, now).map((at) => new Date(at).toISOString()),
  }))
}

/** The report `reportUUID` when it is `accountUUID`'s, else undefined (404 for the caller). */
export const accountReport = (db: DB, accountUUID: string, reportUUID: string) =>
  accountRow(db, 'reports', accountUUID, reportUUID)
