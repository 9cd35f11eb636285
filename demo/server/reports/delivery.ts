/**
 * REP-12 / Send now: one run of a saved report that e-mails its file: the injected producer
 * writes the file (XLSX), then the run is marked DONE and each recipient gets one e-mail with
 * the link, in one transaction; FAILED (with the error) or DELAYED (data not final) send nothing.
 * Every run is logged (one console line).
 */
import {
  rangeAvailable,
  rangeText,
  resolveReportRange,
} from '../../../src/areas/reports/lib/report-range-rules'
import {
  FILE_LINK_DAYS,
  SCHEDULE_LABELS,
  type SavedReport,
} from '../../../src/areas/reports/lib/report-rules'
import type { DB } from '../platform/db'
import { sendMail, type OutgoingMail } from '../platform/mailer'
import { inTransaction } from '../platform/transaction'
import { createReportFile } from './files'
import { log } from '../platform/log'

/** A produced file (its absolute link), or the data is not final yet. */
export type Produced = { link: string; rowCount: number; fileUUID: string } | { delayed: true }

/** Writes a saved report's file as of `asOf` (reportFileProducer below; tests may wrap it). */
export type ReportProducer = (report: SavedReport, asOf: Date) => Promise<Produced>

/**
 * The producer of the scheduled runs and Send now: the run engine's XLSX file of a saved report
 * over its range as of `asOf`, or "delayed" while that range's data is not final (REP-22).
 */
export function reportFileProducer(db: DB, publicUrl: string): ReportProducer {
  return async (report, asOf) => {
    const range = resolveReportRange(report.dateRange, report.customDateRange, asOf)
    if (!rangeAvailable(report.dateRange, range, asOf)) return { delayed: true }
    const file = await createReportFile(db, {
      accountUUID: report.accountUUID,
      reportUUID: report.reportUUID,
      report,
      range,
      format: 'XLSX',
      createdBy: null,
      now: Date.now(),
      publicUrl,
    })
    return { link: file.link, rowCount: file.rowCount, fileUUID: file.fileUUID }
  }
}

export type RunTrigger = 'SCHEDULE' | 'SEND_NOW'
export type RunStatus = 'DONE' | 'FAILED' | 'DELAYED'

/** The e-mail of one recipient of a run (subject and body as the other e-mails: plain text). */
export function reportMail(
  report: SavedReport,
  to: string,
  link: string,
  rowCount: number,
  now: Date,
) {
  const range = rangeText(resolveReportRange(report.dateRange, report.customDateRange, now))
  const rows = rowCount === 1 ? '1 row' : `${rowCount} rows`
  const mail: OutgoingMail = {
    to,
    subject: `Your report "${report.name}" is ready`,
    body: `Hello,\n\nYour report "${report.name}" for ${range} is ready (${rows}, Excel). Download it with the link below; it is valid for ${FILE_LINK_DAYS} days.\n\n${link}\n\nYou receive this e-mail as a recipient of this report (${SCHEDULE_LABELS[report.schedule].toLowerCase()}, until ${report.endDate}).\n`,
    link,
    kind: 'report',
  }
  return mail
}

/**
 * Runs the claimed run `runId` of `report` through `produce` and records its outcome; answers
 * the status and how many e-mails went out.
 */
export async function deliverRun(
  db: DB,
  produce: ReportProducer,
  report: SavedReport,
  run: { id: number; trigger: RunTrigger },
  /** The instant the run is as of (a scheduled run's due time): its range and availability. */
  asOf: Date,
): Promise<{ status: RunStatus; recipients: number }> {
  const finish = (
    status: RunStatus,
    extra: { row_count?: number; file_uuid?: string; error?: string },
  ) =>
    db
      .updateTable('report_runs')
      .set({ status, finished_at: Date.now(), ...extra })
      .where('id', '=', run.id)
      .execute()
  const note = (outcome: string) =>
    log.info(
      { run: run.id, trigger: run.trigger, report: report.reportUUID, outcome },
      'report run',
    )
  let produced: Produced
  try {
    produced = await produce(report, asOf)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    await finish('FAILED', { error: message.slice(0, 1000) })
    note(`FAILED: ${message}`)
    return { status: 'FAILED', recipients: 0 }
  }
  if ('delayed' in produced) {
    await finish('DELAYED', {})
    note('DELAYED (data not final yet), nothing sent')
    return { status: 'DELAYED', recipients: 0 }
  }
  const { link, rowCount, fileUUID } = produced
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('report_runs')
      .set({ status: 'DONE', finished_at: Date.now(), row_count: rowCount, file_uuid: fileUUID })
      .where('id', '=', run.id)
      .execute()
    for (const { value } of report.emails)
      await sendMail(trx, reportMail(report, value, link, rowCount, asOf))
  })
  note(`DONE, ${rowCount} rows, e-mailed to ${report.emails.length}`)
  return { status: 'DONE', recipients: report.emails.length }
}
