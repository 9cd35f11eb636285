/**
 * Migration 0011: the reports (issue 11; spec 002 §3 Report, API-80..85). Portable: text and
 * integer columns only, JSON kept as text, instants as milliseconds.
 *
 * - `reports`: an account's saved reports. The definition (range, dimensions, view type,
 *   metrics, filters) is one JSON text; the schedule's columns are apart because the scheduler
 *   reads them: `next_run_at` is the instant the next scheduled run is due (null with ONCE or
 *   past the end date), indexed for the scheduler's scan.
 * - `report_runs`: every run of a saved report (a run from the editor, a download, a scheduled
 *   run, Send now), with its outcome. A scheduled run carries its `due_at`; the unique index on
 *   (report, due_at) is what lets only one server process run one due run.
 * - `report_files`: a downloadable file of a run: its frozen definition (the resolved range) and
 *   an unguessable token; the file is written when its link is fetched (streamed), until it
 *   expires. Links in e-mails point here, so a recipient needs no session.
 */
import type { Kysely, Migration } from 'kysely'
import { portable } from '../migrations/portable'
import { cascade, index, uniqueIndex } from '../migrations/kit'

export const reportsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const { int, rowId } = portable(db)
    await db.schema
      .createTable('reports')
      .addColumn('report_uuid', 'text', (c) => c.primaryKey())
      .addColumn('account_uuid', 'text', cascade('accounts.account_uuid'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('definition', 'text', (c) => c.notNull())
      .addColumn('schedule', 'text', (c) => c.notNull().defaultTo('ONCE'))
      .addColumn('end_date', 'text')
      /** JSON array of e-mail addresses. */
      .addColumn('emails', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('next_run_at', int)
      .addColumn('created_by', 'text')
      .addColumn('created_at', int, (c) => c.notNull())
      .addColumn('updated_at', int, (c) => c.notNull())
      .execute()
    await index(db, 'reports_account', 'reports', ['account_uuid', 'updated_at'])
    await index(db, 'reports_due', 'reports', ['next_run_at'])

    await db.schema
      .createTable('report_runs')
      .addColumn('id', int, rowId)
      .addColumn('account_uuid', 'text', cascade('accounts.account_uuid'))
      .addColumn('report_uuid', 'text', cascade('reports.report_uuid'))
      /** RUN, DOWNLOAD, SCHEDULE, SEND_NOW. */
      .addColumn('trigger', 'text', (c) => c.notNull())
      /** A scheduled run's due instant; null for the others. */
      .addColumn('due_at', int)
      /** RUNNING, DONE, FAILED, DELAYED. */
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('format', 'text', (c) => c.notNull())
      .addColumn('row_count', int)
      .addColumn('file_uuid', 'text')
      .addColumn('error', 'text')
      .addColumn('started_at', int, (c) => c.notNull())
      .addColumn('finished_at', int)
      .execute()
    await uniqueIndex(db, 'report_runs_due', 'report_runs', ['report_uuid', 'due_at'])
    await index(db, 'report_runs_report', 'report_runs', ['report_uuid', 'started_at'])

    await db.schema
      .createTable('report_files')
      .addColumn('file_uuid', 'text', (c) => c.primaryKey())
      /** 32 random bytes, base64url: the link's secret. */
      .addColumn('token', 'text', (c) => c.notNull().unique())
      .addColumn('account_uuid', 'text', cascade('accounts.account_uuid'))
      .addColumn('report_uuid', 'text')
      .addColumn('file_name', 'text', (c) => c.notNull())
      /** CSV or XLSX. */
      .addColumn('format', 'text', (c) => c.notNull())
      /** JSON: the definition with its range resolved to days. */
      .addColumn('definition', 'text', (c) => c.notNull())
      .addColumn('row_count', int, (c) => c.notNull())
      .addColumn('created_by', 'text')
      .addColumn('created_at', int, (c) => c.notNull())
      .addColumn('expires_at', int, (c) => c.notNull())
      .execute()
    await index(db, 'report_files_expiry', 'report_files', ['expires_at'])
  },
}
