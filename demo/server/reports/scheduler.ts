/**
 * REP-12: the scheduled runs (5:30 PM New York time) by a scheduler inside the server. A tick
 * (`runDueReports`) finds the reports whose `next_run_at` has come and claims each one in a
 * transaction: it inserts the SCHEDULE run with the due instant (the unique index on
 * (report_uuid, due_at) refuses a second claimer) and moves `next_run_at` past `now` with a
 * compare-and-set on the old value, so two server processes never run one due run twice. Runs
 * missed while the server was down collapse into one, run by the first tick after start. The
 * claimed run then goes through the injected producer and is e-mailed (delivery.ts).
 */
import type { DB } from '../platform/db'
import { runWithMailer, type Mailer } from '../platform/mailer'
import { inTransaction } from '../platform/transaction'
import { deliverRun, type ReportProducer, type RunStatus } from './delivery'
import { nextRunAt } from './schedule'
import { accountReport, savedReports } from './store'
import { reportRuns, schedulerFailures } from '../platform/ops-metrics'
import { log } from '../platform/log'
import { ticker } from '../platform/ticker'

export interface SchedulerDeps {
  /** Writes a report's XLSX file (the run engine's createReportFile). */
  produce: ReportProducer
  /** How the e-mails leave (the app's mailer: outbox in demo mode, SMTP in production). */
  mailer: Mailer
  /** The origin of the links a saved report shows (config.publicUrl). */
  publicUrl: string
}

/** How often the scheduler looks for due reports. */
export const TICK_MS = 30_000
/** Due reports one tick takes on at most (the next tick takes the rest). */
const TICK_BATCH = 50

export interface TickResult {
  reportUUID: string
  dueAt: string
  status: RunStatus
  recipients: number
}

/** A unique-key violation: another process claimed the same due run first. */
const isUniqueViolation = (error: unknown) => {
  const { code } = (error ?? {}) as { code?: unknown }
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}

/** Claims the due run of `reportUUID` (due at `dueAt`): the run's id, or null when taken. */
async function claim(db: DB, reportUUID: string, dueAt: number, now: number) {
  try {
    return await inTransaction(db, async (trx) => {
      const report = await trx
        .selectFrom('reports')
        .select(['account_uuid', 'schedule', 'end_date', 'next_run_at'])
        .where('report_uuid', '=', reportUUID)
        .executeTakeFirst()
      if (!report || report.next_run_at !== dueAt) return null
      const moved = await trx
        .updateTable('reports')
        .set({ next_run_at: nextRunAt(report.schedule, report.end_date, now) })
        .where('report_uuid', '=', reportUUID)
        .where('next_run_at', '=', dueAt)
        .executeTakeFirst()
      if (Number(moved.numUpdatedRows) !== 1) return null
      // This due instant already ran (a report saved again gets it back): move on only.
      const ran = await trx
        .selectFrom('report_runs')
        .select('id')
        .where('report_uuid', '=', reportUUID)
        .where('due_at', '=', dueAt)
        .executeTakeFirst()
      if (ran) return null
      const run = await trx
        .insertInto('report_runs')
        .values({
          account_uuid: report.account_uuid,
          report_uuid: reportUUID,
          trigger: 'SCHEDULE',
          due_at: dueAt,
          status: 'RUNNING',
          format: 'XLSX',
          started_at: Date.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return Number(run.id)
    })
  } catch (error) {
    if (isUniqueViolation(error)) return null
    throw error
  }
}

/**
 * One tick as of `now`: claims and runs every due report (oldest due first); answers what ran.
 * Callable directly (tests, the demo's fake clock).
 */
export async function runDueReports(db: DB, now: Date, deps: SchedulerDeps): Promise<TickResult[]> {
  const due = await db
    .selectFrom('reports')
    .select(['report_uuid', 'account_uuid', 'next_run_at'])
    .where('next_run_at', '<=', now.getTime())
    .orderBy('next_run_at')
    .limit(TICK_BATCH)
    .execute()
  const results: TickResult[] = []
  for (const { report_uuid: reportUUID, account_uuid: accountUUID, next_run_at } of due) {
    const dueAt = Number(next_run_at)
    const runId = await claim(db, reportUUID, dueAt, now.getTime())
    if (runId === null) continue
    const row = await accountReport(db, accountUUID, reportUUID)
    // Deleted between the claim and now: its run went with it (cascade).
    if (!row) continue
    const [report] = await savedReports(db, [row], deps.publicUrl, now.getTime())
    let outcome!: { status: RunStatus; recipients: number }
    // E-mails queued by the run leave through the app's mailer once it is recorded.
    await runWithMailer(
      deps.mailer,
      async () => {
        outcome = await deliverRun(
          db,
          deps.produce,
          report!,
          { id: runId, trigger: 'SCHEDULE' },
          // As of its due time: a run missed while the server was down (run late, on start)
          // sends the file the on-time run would have sent, with that day's range.
          new Date(dueAt),
        )
      },
      () => true,
    )
    results.push({ reportUUID, dueAt: new Date(dueAt).toISOString(), ...outcome })
    reportRuns.inc({ outcome: outcome.status })
  }
  return results
}

let scheduler: ReturnType<typeof ticker> | null = null

/**
 * Starts the ticks (the first one at once, then every TICK_MS; a tick still running is not
 * overlapped) without keeping the process alive.
 */
export function startScheduler(db: DB, deps: SchedulerDeps): void {
  void scheduler?.stop()
  scheduler = ticker(
    () =>
      runDueReports(db, new Date(), deps).catch((error: unknown) => {
        schedulerFailures.inc()
        log.error({ err: error }, 'report scheduler tick failed')
      }),
    TICK_MS,
  )
  scheduler.start()
}

/** Stops the ticks; resolves once a tick still running has finished. */
export async function stopScheduler(): Promise<void> {
  await scheduler?.stop()
}
