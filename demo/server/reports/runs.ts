/**
 * The runs of a saved report (report_runs, migration 0011): a run is started (RUNNING) and then
 * finished (DONE, FAILED or DELAYED) with its row count and file. Used by the run call (API-85:
 * RUN and DOWNLOAD) and the scheduler (SCHEDULE, SEND_NOW).
 */
import type { ReportRunInfo, ReturnType } from '../../../src/areas/reports/lib/report-rules'
import type { DB } from '../platform/db'

/** API-80 lastRun: what started a run, and how it ended. */
export type RunTrigger = ReportRunInfo['trigger']
export type RunStatus = ReportRunInfo['status']

/**
 * API-85 / REP-12: records a run as RUNNING and answers its id. With `dueAt` (a scheduled run)
 * only one run per report and due instant may exist: null when another process has started it.
 */
export async function startRun(
  db: DB,
  run: {
    accountUUID: string
    reportUUID: string
    trigger: RunTrigger
    format: ReturnType
    dueAt?: number | null
    now: number
  },
): Promise<number | null> {
  const row = await db
    .insertInto('report_runs')
    .values({
      account_uuid: run.accountUUID,
      report_uuid: run.reportUUID,
      trigger: run.trigger,
      due_at: run.dueAt ?? null,
      status: 'RUNNING',
      format: run.format,
      started_at: run.now,
    })
    .onConflict((oc) => oc.columns(['report_uuid', 'due_at']).doNothing())
    .returning('id')
    .executeTakeFirst()
  return row ? Number(row.id) : null
}

/** API-85 / REP-12: records a run's outcome. */
export async function finishRun(
  db: DB,
  id: number,
  outcome: {
    status: RunStatus
    rowCount?: number | null
    fileUUID?: string | null
    error?: string | null
    now: number
  },
): Promise<void> {
  await db
    .updateTable('report_runs')
    .set({
      status: outcome.status,
      row_count: outcome.rowCount ?? null,
      file_uuid: outcome.fileUUID ?? null,
      error: outcome.error ?? null,
      finished_at: outcome.now,
    })
    .where('id', '=', id)
    .execute()
}
