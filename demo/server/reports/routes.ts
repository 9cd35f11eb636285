/**
 * The saved reports (service `reporting`; API-80..84) and Send now. Every call passes the
 * reports gate (gate.ts: the account's session with home.adMetrics, never a mockup session); a
 * report of another account answers 404 like an unknown id and changes nothing; bad input
 * answers 400 with the contract's field errors and saves nothing. Deleting a report deletes its
 * runs (cascade); links to its files already sent keep working until they expire (the file
 * keeps its own frozen definition).
 */
import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import {
  MAX_REPORTS_PER_ACCOUNT,
  type SavedReport,
} from '../../../src/areas/reports/lib/report-rules'
import { reportCalls } from '../../../src/contracts/reporting/reports'
import { reportSchemas } from '../../../src/contracts/reporting/reports.schemas'
import { serve } from '../platform/serve-contract'
import { requireAccount, type Ctx, type Env } from '../platform/context'
import { accountOf } from '../platform/access'
import { ApiFailure, fail } from '../platform/http-errors'
import { inTransaction } from '../platform/transaction'
import { deliverRun, type ReportProducer } from './delivery'
import { requireReports } from './gate'
import { checkedReport } from './input'
import { accountReport, reportRow, savedReports } from './store'

/** Send now: at most this many sends of one report per window. */
export const SENDS_PER_WINDOW = 3
export const SEND_WINDOW_MS = 10 * 60_000
/** Send now of one account's reports together per hour: the recipients are any addresses. */
export const ACCOUNT_SENDS_PER_HOUR = 10
export const SEND_REFUSED = 'Only a scheduled report with at least one email can be sent'
/** Send now when the producer finds the data not final yet (REP-22's case), or fails. */
export const SEND_DELAYED = 'The report data is delayed. Please try sending it later in the day.'
export const SEND_FAILED = 'The report could not be produced. Please try again later.'
export const TOO_MANY_REPORTS = `An account can keep at most ${MAX_REPORTS_PER_ACCOUNT} reports. Delete one to save another.`

/** The session's account after the reports gate. */
async function reportsAccount(c: Ctx) {
  const { session, accountUUID } = accountOf(c)
  await requireReports(c, accountUUID)
  return { session, accountUUID }
}

/** The account's report `reportUUID` after the gate, else 404. */
async function ownReport(c: Ctx, accountUUID: string, reportUUID: string) {
  const row = await accountReport(c.get('services').db, accountUUID, reportUUID)
  if (!row) throw fail.notFound('No such report')
  return row
}

async function saved(c: Ctx, row: Parameters<typeof savedReports>[1][number]) {
  const { db, config } = c.get('services')
  const [report] = await savedReports(db, [row], config.publicUrl, Date.now())
  return report!
}

/** The saved-report calls; `produce` writes a report's file for Send now (the run engine). */
export function reportRoutes(produce: ReportProducer): Hono<Env> {
  const routes = new Hono<Env>()
  const reports = serve(routes, reportCalls, reportSchemas)

  /** API-80: the account's saved reports, newest change first. */
  reports.handle('list', async (c, { params: { accountUUID } }) => {
    const { db, config } = c.get('services')
    await requireReports(c, accountUUID)
    const rows = await db
      .selectFrom('reports')
      .selectAll()
      .where('account_uuid', '=', accountUUID)
      .orderBy('updated_at', 'desc')
      .orderBy('report_uuid')
      .limit(MAX_REPORTS_PER_ACCOUNT)
      .execute()
    return { items: await savedReports(db, rows, config.publicUrl, Date.now()) }
  })

  /** API-81. */
  reports.handle('get', async (c, { params: { reportUUID } }) => {
    const { accountUUID } = await reportsAccount(c)
    return saved(c, await ownReport(c, accountUUID, reportUUID))
  })

  /** API-82: a new report (reportUUID null; accountUUID null or the session's). */
  reports.handle('create', async (c, { read }) => {
    const { db } = c.get('services')
    const { session, accountUUID } = await reportsAccount(c)
    const body = await read()
    if (body.accountUUID !== null) requireAccount(c, body.accountUUID)
    if (body.reportUUID !== null)
      throw fail.badRequest([{ field: 'reportUUID', message: 'A new report has no id yet' }])
    const now = Date.now()
    const report = await checkedReport(db, body, accountUUID, new Date(now))
    const row = reportRow(
      report,
      { accountUUID, reportUUID: randomUUID() },
      { createdAt: now, updatedAt: now },
      session.row.user_uuid,
    )
    await inTransaction(db, async (trx) => {
      const { count } = await trx
        .selectFrom('reports')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('account_uuid', '=', accountUUID)
        .executeTakeFirstOrThrow()
      if (Number(count) >= MAX_REPORTS_PER_ACCOUNT) throw fail.conflict([], TOO_MANY_REPORTS)
      await trx.insertInto('reports').values(row).execute()
    })
    return saved(c, row)
  })

  /** API-83: the whole report replaced (accountUUID null or the session's). */
  reports.handle('update', async (c, { params: { reportUUID }, read }) => {
    const { db } = c.get('services')
    const { accountUUID } = await reportsAccount(c)
    await ownReport(c, accountUUID, reportUUID)
    const body = await read()
    if (body.accountUUID !== null) requireAccount(c, body.accountUUID)
    if (body.reportUUID !== null && body.reportUUID !== reportUUID)
      throw fail.badRequest([{ field: 'reportUUID', message: 'Not this report' }])
    const now = Date.now()
    const report = await checkedReport(db, body, accountUUID, new Date(now))
    const row = await inTransaction(db, async (trx) => {
      const current = await accountReport(trx, accountUUID, reportUUID)
      if (!current) throw fail.notFound('No such report')
      const next = reportRow(
        report,
        { accountUUID, reportUUID },
        { createdAt: current.created_at, updatedAt: now },
        current.created_by,
      )
      await trx.updateTable('reports').set(next).where('report_uuid', '=', reportUUID).execute()
      return next
    })
    return saved(c, row)
  })

  /** API-84: its runs go with it; links to its files keep working until they expire. */
  reports.handle('remove', async (c, { params: { reportUUID } }) => {
    const { db } = c.get('services')
    const { accountUUID } = await reportsAccount(c)
    await inTransaction(db, async (trx) => {
      const gone = await trx
        .deleteFrom('reports')
        .where('report_uuid', '=', reportUUID)
        .where('account_uuid', '=', accountUUID)
        .executeTakeFirst()
      if (Number(gone.numDeletedRows) !== 1) throw fail.notFound('No such report')
    })
  })

  /** Send now: runs a scheduled report at once and e-mails its recipients (202). */
  reports.handle('sendNow', async (c, { params: { reportUUID } }) => {
    const { db, limiter } = c.get('services')
    const { accountUUID } = await reportsAccount(c)
    const report: SavedReport = await saved(c, await ownReport(c, accountUUID, reportUUID))
    if (report.schedule === 'ONCE' || !report.emails.length)
      throw fail.badRequest([{ field: 'schedule', message: SEND_REFUSED }], SEND_REFUSED)
    await limiter.take(`report-send:${reportUUID}`, SENDS_PER_WINDOW, SEND_WINDOW_MS)
    await limiter.take(`report-send-account:${accountUUID}`, ACCOUNT_SENDS_PER_HOUR, 3_600_000)
    const run = await db
      .insertInto('report_runs')
      .values({
        account_uuid: accountUUID,
        report_uuid: reportUUID,
        trigger: 'SEND_NOW',
        due_at: null,
        status: 'RUNNING',
        format: 'XLSX',
        started_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const trigger = 'SEND_NOW'
    const outcome = await deliverRun(
      db,
      produce,
      report,
      { id: Number(run.id), trigger },
      new Date(),
    )
    if (outcome.status === 'DELAYED') throw new ApiFailure(409, 'report_delayed', SEND_DELAYED)
    if (outcome.status === 'FAILED') throw new ApiFailure(500, 'report_failed', SEND_FAILED)
    return { recipients: outcome.recipients }
  })

  return routes
}
