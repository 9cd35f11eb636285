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
import { cascade, index, table, uniqueIndex } from '../migrations/kit'

export const reportsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const { int, rowId } = portable(db)
    await table(db, 'reports', {
      report_uuid: ['text', 'primary key'],
      account_uuid: ['text', cascade('accounts.account_uuid')],
      name: ['text', 'not null'],
      definition: ['text', 'not null'],
      schedule: ['text', 'not null', { default: 'ONCE' }],
      end_date: 'text',
      /** JSON array of e-mail addresses. */
      emails: ['text', 'not null', { default: '[]' }],
      next_run_at: int,
      created_by: 'text',
      created_at: [int, 'not null'],
      updated_at: [int, 'not null'],
    })
    await index(db, 'reports_account', 'reports', ['account_uuid', 'updated_at'])
    await index(db, 'reports_due', 'reports', ['next_run_at'])

    await table(db, 'report_runs', {
      id: [int, rowId],
      account_uuid: ['text', cascade('accounts.account_uuid')],
      report_uuid: ['text', cascade('reports.report_uuid')],
      /** RUN, DOWNLOAD, SCHEDULE, SEND_NOW. */
      trigger: ['text', 'not null'],
      /** A scheduled run's due instant; null for the others. */
      due_at: int,
      /** RUNNING, DONE, FAILED, DELAYED. */
      status: ['text', 'not null'],
      format: ['text', 'not null'],
      row_count: int,
      file_uuid: 'text',
      error: 'text',
      started_at: [int, 'not null'],
      finished_at: int,
    })
    await uniqueIndex(db, 'report_runs_due', 'report_runs', ['report_uuid', 'due_at'])
    await index(db, 'report_runs_report', 'report_runs', ['report_uuid', 'started_at'])

    await table(db, 'report_files', {
      file_uuid: ['text', 'primary key'],
      /** 32 random bytes, base64url: the link's secret. */
      token: ['text', 'not null', 'unique'],
      account_uuid: ['text', cascade('accounts.account_uuid')],
      report_uuid: 'text',
      file_name: ['text', 'not null'],
      /** CSV or XLSX. */
      format: ['text', 'not null'],
      /** JSON: the definition with its range resolved to days. */
      definition: ['text', 'not null'],
      row_count: [int, 'not null'],
      created_by: 'text',
      created_at: [int, 'not null'],
      expires_at: [int, 'not null'],
    })
    await index(db, 'report_files_expiry', 'report_files', ['expires_at'])
  },
}
