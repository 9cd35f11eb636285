/**
 * REP-12: the schedules (5:30 PM New York time; DAILY, WEEKLY Mondays, MONTHLY the 1st) around
 * DST changes and month ends, the end date, and the scheduler's tick: a due report runs once,
 * `next_run_at` moves on, concurrent ticks (on PostgreSQL each on its own pool connection) run it
 * exactly once, runs missed while the server was down run once on start, and each recipient's
 * e-mail lands in the outbox with the file's link. The file producer is the real one with a spy
 * and fault injection (report-test-producer.ts).
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { newYorkDay } from '../../src/areas/reports/lib/report-range-rules'
import { createApp } from '../../demo/server/app'
import { outboxMailer } from '../../demo/server/platform/mailer'
import { scheduleEnd, upcomingRuns } from '../../demo/server/reports/schedule'
import {
  runDueReports,
  startScheduler,
  stopScheduler,
  type SchedulerDeps,
} from '../../demo/server/reports/scheduler'
import {
  Client,
  IDS,
  mailsTo,
  rowOf,
  signedIn,
  supportSession,
  until,
  withHarness,
  type Harness,
} from './harness'
import { testFileProducer, type TestProducer } from './report-test-producer'

const iso = (list: number[]) => list.map((at) => new Date(at).toISOString())
const at = (instant: string) => Date.parse(instant)
const DAY = 86_400_000

describe('next runs (REP-12: 5:30 PM New York time)', () => {
  /** [what, schedule, from, the next three runs in UTC to the minute]. */
  const cases: Array<[string, string, string, string[]]> = [
    [
      'DAILY over the spring DST change',
      'DAILY',
      '2026-03-07T12:00:00Z',
      ['2026-03-07T22:30', '2026-03-08T21:30', '2026-03-09T21:30'],
    ],
    [
      'DAILY over the autumn DST change',
      'DAILY',
      '2026-10-31T12:00:00Z',
      ['2026-10-31T21:30', '2026-11-01T22:30', '2026-11-02T22:30'],
    ],
    [
      'DAILY from exactly 5:30 PM (that run is past)',
      'DAILY',
      '2026-03-09T21:30:00Z',
      ['2026-03-10T21:30', '2026-03-11T21:30', '2026-03-12T21:30'],
    ],
    [
      'WEEKLY on Mondays over the spring change',
      'WEEKLY',
      '2026-03-04T12:00:00Z',
      ['2026-03-09T21:30', '2026-03-16T21:30', '2026-03-23T21:30'],
    ],
    [
      'WEEKLY on Mondays over the autumn change',
      'WEEKLY',
      '2026-10-27T12:00:00Z',
      ['2026-11-02T22:30', '2026-11-09T22:30', '2026-11-16T22:30'],
    ],
    [
      'MONTHLY from a month end, over February',
      'MONTHLY',
      '2026-01-31T23:00:00Z',
      ['2026-02-01T22:30', '2026-03-01T22:30', '2026-04-01T21:30'],
    ],
    [
      'MONTHLY over the year end',
      'MONTHLY',
      '2026-11-15T12:00:00Z',
      ['2026-12-01T22:30', '2027-01-01T22:30', '2027-02-01T22:30'],
    ],
  ]
  for (const [what, schedule, from, expected] of cases) {
    it(`${what}: at 5:30 PM New York time`, () => {
      const runs = iso(upcomingRuns(schedule, '2027-12-31', at(from)))
      assert.deepEqual(
        runs,
        expected.map((prefix) => `${prefix}:00.000Z`),
      )
    })
  }

  it('stops at the end date (its 5:30 PM included) and never runs ONCE', () => {
    assert.equal(scheduleEnd('2026-03-09'), at('2026-03-09T21:30:00Z'))
    assert.deepEqual(iso(upcomingRuns('DAILY', '2026-03-08', at('2026-03-07T12:00:00Z'))), [
      '2026-03-07T22:30:00.000Z',
      '2026-03-08T21:30:00.000Z',
    ])
    assert.deepEqual(upcomingRuns('DAILY', '2026-03-08', at('2026-03-08T21:30:00Z')), [])
    assert.deepEqual(upcomingRuns('MONTHLY', '2026-03-31', at('2026-03-02T12:00:00Z')), [])
    assert.deepEqual(upcomingRuns('ONCE', '2026-12-31', at('2026-03-07T12:00:00Z')), [])
  })
})

function scheduler(h: Harness): { deps: SchedulerDeps; producer: TestProducer } {
  const producer = testFileProducer(h.db, h.config.publicUrl)
  return {
    producer,
    deps: { produce: producer.produce, mailer: outboxMailer, publicUrl: h.config.publicUrl },
  }
}

const reportRow = (h: Harness, id: string) =>
  h.db.selectFrom('reports').selectAll().where('report_uuid', '=', id).executeTakeFirstOrThrow()
const runsOf = (h: Harness, id: string) =>
  h.db.selectFrom('report_runs').selectAll().where('report_uuid', '=', id).orderBy('id').execute()
const setNextRun = (h: Harness, id: string, next: number | null, endDate?: string) =>
  h.db
    .updateTable('reports')
    .set(endDate ? { next_run_at: next, end_date: endDate } : { next_run_at: next })
    .where('report_uuid', '=', id)
    .execute()

describe('the scheduler tick', () => {
  it('runs a due report once, moves next_run_at and e-mails each recipient the link', () =>
    withHarness(async (h) => {
      const { deps, producer } = scheduler(h)
      const dueAt = (await reportRow(h, IDS.reports.daily)).next_run_at!
      assert.deepEqual(await runDueReports(h.db, new Date(dueAt - 1000), deps), [], 'not yet')
      const now = new Date(dueAt + 60_000)
      const ran = await runDueReports(h.db, now, deps)
      assert.deepEqual(ran, [
        {
          reportUUID: IDS.reports.daily,
          dueAt: new Date(dueAt).toISOString(),
          status: 'DONE',
          recipients: 2,
        },
      ])
      assert.deepEqual(await runDueReports(h.db, now, deps), [], 'a second tick finds nothing')
      assert.equal(producer.calls.length, 1)
      const [run, ...more] = await runsOf(h, IDS.reports.daily)
      assert.equal(more.length, 0)
      assert.deepEqual(
        [run!.trigger, run!.status, run!.due_at, run!.row_count, run!.format],
        ['SCHEDULE', 'DONE', dueAt, run!.row_count, 'XLSX'],
      )
      assert.ok(run!.row_count! > 0, 'the engine counted the rows')
      const file = await rowOf(h.db, 'report_files', { file_uuid: run!.file_uuid! })
      assert.equal(file.row_count, run!.row_count)
      const next = (await reportRow(h, IDS.reports.daily)).next_run_at!
      assert.equal(next, upcomingRuns('DAILY', '2099-01-01', now.getTime(), 1)[0])
      assert.ok(next > now.getTime() && next - dueAt >= 23 * 3600_000)
      for (const to of ['owner@demo.test', 'analyst@demo.test']) {
        const mails = await mailsTo(h.db, to)
        assert.equal(mails.length, 1)
        assert.equal(mails[0]!.subject, 'Your report "Daily Revenue by Site" is ready')
        assert.equal(mails[0]!.link, `http://portal.test/api/reporting/report/files/${file.token}`)
        assert.ok(mails[0]!.body.includes(mails[0]!.link!))
        assert.equal(mails[0]!.kind, 'report')
      }
    }))

  it('concurrent ticks run one due run exactly once', () =>
    withHarness(async (h) => {
      const { deps, producer } = scheduler(h)
      const dueAt = (await reportRow(h, IDS.reports.daily)).next_run_at!
      const now = new Date(dueAt + 1000)
      const ticks = await Promise.all(
        Array.from({ length: 4 }, () => runDueReports(h.db, now, deps)),
      )
      assert.equal(ticks.flat().length, 1)
      assert.equal(producer.calls.length, 1)
      assert.equal((await runsOf(h, IDS.reports.daily)).length, 1)
      assert.equal((await mailsTo(h.db, 'analyst@demo.test')).length, 1)
    }))

  it('a due instant that already ran is not run again when the report gets it back', () =>
    withHarness(async (h) => {
      const { deps, producer } = scheduler(h)
      const dueAt = (await reportRow(h, IDS.reports.daily)).next_run_at!
      await runDueReports(h.db, new Date(dueAt + 1000), deps)
      // Saved again before the due instant (a clock running behind): the same next run.
      await setNextRun(h, IDS.reports.daily, dueAt)
      assert.deepEqual(await runDueReports(h.db, new Date(dueAt + 2000), deps), [])
      assert.equal(producer.calls.length, 1)
      assert.ok((await reportRow(h, IDS.reports.daily)).next_run_at! > dueAt, 'moved on')
    }))

  it('runs missed while the server was down run once, on start', () =>
    withHarness(async (h) => {
      const { deps, producer } = scheduler(h)
      const missed = (await reportRow(h, IDS.reports.daily)).next_run_at! - 3 * DAY
      await setNextRun(h, IDS.reports.daily, missed)
      startScheduler(h.db, deps)
      try {
        await until(
          () => runsOf(h, IDS.reports.daily),
          (runs) => runs.length === 1 && runs[0]!.status === 'DONE',
        )
      } finally {
        await stopScheduler()
      }
      const runs = await runsOf(h, IDS.reports.daily)
      assert.deepEqual(
        runs.map((r) => r.due_at),
        [missed],
      )
      assert.equal(producer.calls.length, 1)
      assert.ok((await reportRow(h, IDS.reports.daily)).next_run_at! > Date.now())
    }))

  it('the end date stops the schedule: the last run leaves no next run', () =>
    withHarness(async (h) => {
      const { deps } = scheduler(h)
      const dueAt = (await reportRow(h, IDS.reports.daily)).next_run_at!
      const lastDay = newYorkDay(new Date(dueAt))
      await setNextRun(h, IDS.reports.daily, dueAt, lastDay)
      assert.equal((await runDueReports(h.db, new Date(dueAt + 1000), deps)).length, 1)
      assert.equal((await reportRow(h, IDS.reports.daily)).next_run_at, null)
      const owner = new Client(h)
      await owner.login('owner@demo.test')
      const saved = await owner.get(`/api/reporting/report/${IDS.reports.daily}`)
      assert.deepEqual(saved.body.nextRuns, [])
      assert.equal(saved.body.lastRun.trigger, 'SCHEDULE')
    }))

  it('a delayed or failed file is recorded, sends nothing, and the schedule moves on', () =>
    withHarness(async (h) => {
      const { deps, producer } = scheduler(h)
      const daily = (await reportRow(h, IDS.reports.daily)).next_run_at!
      const monthly = (await reportRow(h, IDS.reports.monthly)).next_run_at!
      await setNextRun(h, IDS.reports.monthly, daily)
      producer.mode = 'delayed'
      const first = await runDueReports(h.db, new Date(daily + 1000), deps)
      assert.deepEqual(first.map((r) => r.status).sort(), ['DELAYED', 'DELAYED'])
      producer.mode = 'fail'
      const nextDaily = (await reportRow(h, IDS.reports.daily)).next_run_at!
      const second = await runDueReports(h.db, new Date(nextDaily + 1000), deps)
      const daily2 = second.filter((r) => r.reportUUID === IDS.reports.daily)
      assert.deepEqual(
        daily2.map((r) => r.status),
        ['FAILED'],
      )
      const runs = await runsOf(h, IDS.reports.daily)
      assert.deepEqual(
        runs.map((r) => [r.status, r.error]),
        [
          ['DELAYED', null],
          ['FAILED', 'test producer: the data source is down'],
        ],
      )
      assert.deepEqual(await mailsTo(h.db, 'owner@demo.test'), [])
      assert.ok((await reportRow(h, IDS.reports.monthly)).next_run_at! >= monthly)
    }))
})

describe('the demo fake clock (POST /demo/reports/tick)', () => {
  it('runs one tick as of the given instant in demo mode, for support staff only', () =>
    withHarness(async (h) => {
      const producer = testFileProducer(h.db, h.config.publicUrl)
      const app = createApp({ db: h.db, config: h.config, produceReport: producer.produce })
      const dueAt = (await reportRow(h, IDS.reports.daily)).next_run_at!
      const tick = { now: new Date(dueAt + 5000).toISOString() }
      // Anyone else: any page of the origin could run and mail every account's due reports.
      assert.equal((await new Client({ ...h, app }).post('/demo/reports/tick', tick)).status, 401)
      const owner = await signedIn({ ...h, app }, 'owner@demo.test')
      assert.equal((await owner.post('/demo/reports/tick', tick)).status, 403)
      const mocked = await supportSession({ ...h, app }, 'mocked')
      assert.equal((await mocked.post('/demo/reports/tick', tick)).status, 403)
      assert.deepEqual(await runsOf(h, IDS.reports.daily), [])
      const c = await signedIn({ ...h, app }, 'support@demo.test')
      const reply = await c.post('/demo/reports/tick', {
        now: new Date(dueAt + 5000).toISOString(),
      })
      assert.equal(reply.status, 200, JSON.stringify(reply.body))
      assert.deepEqual(
        reply.body.runs.map((r: { reportUUID: string }) => r.reportUUID),
        [IDS.reports.daily],
      )
      assert.equal((await c.post('/demo/reports/tick', { now: 'tomorrow' })).status, 400)
    }))

  it('does not exist in production mode', () =>
    withHarness(async (h) => {
      const config = { ...h.config, mode: 'production' as const }
      const app = createApp({ db: h.db, config, mailer: outboxMailer })
      const c = new Client({ ...h, app, config })
      const dueAt = (await reportRow(h, IDS.reports.daily)).next_run_at!
      const reply = await c.post('/demo/reports/tick', {
        now: new Date(dueAt + 5000).toISOString(),
      })
      assert.equal(reply.status, 404)
      assert.deepEqual(await runsOf(h, IDS.reports.daily), [])
    }))
})
