/**
 * The saved reports' gate (REP-01: session, tenant, home.adMetrics, no mockup session; another
 * account's report answers 404 and nothing changes) and Send now (202, one e-mail per recipient
 * with the file's link, 400 for a report run by hand, 429 past 3 sends in 10 minutes). Every
 * refusal reads the reports tables back.
 */
import assert from 'node:assert/strict'
import { afterEach, beforeEach, describe, it, mock } from 'node:test'
import { MOCKUP_REFUSED } from '../../demo/server/platform/access'
import { AD_METRICS_REFUSED } from '../../demo/server/platform/access'
import {
  ACCOUNT_SENDS_PER_HOUR,
  SEND_REFUSED,
  SENDS_PER_WINDOW,
} from '../../demo/server/reports/routes'
import {
  Client,
  IDS,
  mailsTo,
  rowOf,
  signedIn,
  snapshot,
  supportSession,
  withHarness,
  type Harness,
} from './harness'
import { withTestProducer } from './report-test-producer'
import { good, newYorkAt, report, reports, TABLES, UNKNOWN } from './reports-harness'
describe('who may call (REP-01)', () => {
  const calls = (c: Client) => [
    () => c.get(reports()),
    () => c.get(report(IDS.reports.daily)),
    () => c.post('/api/reporting/report', good()),
    () => c.put(report(IDS.reports.daily), { ...good(), accountUUID: null }),
    () => c.del(report(IDS.reports.daily)),
    () => c.post(report(IDS.reports.daily, '/send')),
  ]

  async function expectAll(h: Harness, c: Client, status: number, message?: string) {
    const before = await snapshot(h.db, TABLES)
    for (const call of calls(c)) {
      const reply = await call()
      assert.equal(reply.status, status)
      if (message) assert.equal(reply.body.error.message, message)
    }
    assert.equal(await snapshot(h.db, TABLES), before)
  }

  it('no session: 401', () => withHarness(async (h) => expectAll(h, new Client(h), 401)))

  it('a user without home.adMetrics: 403 (noperm, editor)', () =>
    withHarness(async (h) => {
      await expectAll(h, await signedIn(h, 'noperm@demo.test'), 403, AD_METRICS_REFUSED)
      await expectAll(h, await signedIn(h, 'editor@demo.test'), 403, AD_METRICS_REFUSED)
    }))

  it('a mockup-generator session: 403', () =>
    withHarness(async (h) => expectAll(h, await supportSession(h, 'mockup'), 403, MOCKUP_REFUSED)))

  it('home.adMetrics alone is enough (analyst, deleting included), and a mocked session', () =>
    withHarness(async (h) => {
      const analyst = await signedIn(h, 'analyst@demo.test')
      assert.equal((await analyst.get(reports())).status, 200)
      assert.equal((await analyst.post('/api/reporting/report', good())).status, 201)
      // Deleting is the analyst's right too: home.adMetrics is "ad metrics, reports" (CORE-04),
      // and the reports are the account's, kept by whoever holds it (docs/deviations.md).
      assert.equal((await analyst.del(report(IDS.reports.monthly))).status, 204)
      const gone = await h.db
        .selectFrom('reports')
        .select('report_uuid')
        .where('report_uuid', '=', IDS.reports.monthly)
        .executeTakeFirst()
      assert.equal(gone, undefined)
      const mocked = await supportSession(h, 'mocked')
      assert.equal((await mocked.get(report(IDS.reports.daily))).status, 200)
    }))

  it("another account's list: 403; another account's report: 404 on every call", () =>
    withHarness(async (h) => {
      const other = await signedIn(h, 'other@demo.test')
      assert.equal((await other.get(reports(IDS.demoAccount))).status, 403)
      const before = await snapshot(h.db, TABLES)
      const body = { ...good(), accountUUID: null, sites: [] }
      assert.equal((await other.get(report(IDS.reports.daily))).status, 404)
      assert.equal((await other.put(report(IDS.reports.daily), body)).status, 404)
      assert.equal((await other.del(report(IDS.reports.daily))).status, 404)
      assert.equal((await other.post(report(IDS.reports.daily, '/send'))).status, 404)
      assert.equal((await other.get(report(UNKNOWN))).status, 404)
      assert.equal(await snapshot(h.db, TABLES), before)
    }))
})

describe('Send now', () => {
  // At 6 PM New York: the reports' last seven days and last month are final (REP-22), whatever
  // the day and hour the tests run.
  beforeEach(() => mock.timers.enable({ apis: ['Date'], now: newYorkAt(18, 0) }))
  afterEach(() => mock.timers.reset())

  it('runs a scheduled report, e-mails each recipient the link, and shows it as the last run', () =>
    withHarness(async (base) => {
      const { harness: h, producer } = withTestProducer(base)
      const c = await signedIn(h, 'owner@demo.test')
      const reply = await c.post(report(IDS.reports.daily, '/send'))
      assert.equal(reply.status, 202, JSON.stringify(reply.body))
      assert.deepEqual(reply.body, { recipients: 2 })
      assert.equal(producer.calls.length, 1)
      const run = await rowOf(h.db, 'report_runs', { report_uuid: IDS.reports.daily })
      assert.deepEqual([run.trigger, run.status, run.format], ['SEND_NOW', 'DONE', 'XLSX'])
      const saved = (await c.get(report(IDS.reports.daily))).body
      assert.equal(saved.lastRun.trigger, 'SEND_NOW')
      assert.match(saved.lastRun.link, /^http:\/\/portal\.test\/api\/reporting\/report\/files\//)
      for (const to of ['owner@demo.test', 'analyst@demo.test']) {
        const [mail] = await mailsTo(h.db, to)
        assert.equal(mail!.subject, 'Your report "Daily Revenue by Site" is ready')
        assert.equal(mail!.link, saved.lastRun.link)
        assert.ok(mail!.body.includes(saved.lastRun.link))
      }
    }))

  it('refuses a report run by hand (ONCE) with 400, and a fourth send in 10 minutes with 429', () =>
    withHarness(async (base) => {
      const { harness: h, producer } = withTestProducer(base)
      const c = await signedIn(h, 'owner@demo.test')
      const before = await snapshot(h.db, TABLES)
      const once = await c.post(report(IDS.reports.adUnits, '/send'))
      assert.equal(once.status, 400)
      assert.equal(once.body.error.message, SEND_REFUSED)
      assert.equal(await snapshot(h.db, TABLES), before)
      for (let i = 0; i < 3; i++)
        assert.equal((await c.post(report(IDS.reports.monthly, '/send'))).status, 202)
      assert.equal((await c.post(report(IDS.reports.monthly, '/send'))).status, 429)
      assert.equal(producer.calls.length, 3)
    }))

  it(`at most ${ACCOUNT_SENDS_PER_HOUR} sends of one account's reports per hour (429 after)`, () =>
    withHarness(async (base) => {
      const { harness: h, producer } = withTestProducer(base)
      const c = await signedIn(h, 'owner@demo.test')
      const ids = [IDS.reports.daily, IDS.reports.monthly]
      for (const name of ['Third', 'Fourth']) {
        const created = await c.post('/api/reporting/report', good({ name }))
        assert.equal(created.status, 201, JSON.stringify(created.body))
        ids.push(created.body.reportUUID)
      }
      const sends = ids.flatMap((id) => Array.from({ length: SENDS_PER_WINDOW }, () => id))
      for (const id of sends.slice(0, ACCOUNT_SENDS_PER_HOUR))
        assert.equal((await c.post(report(id, '/send'))).status, 202)
      const last = sends[ACCOUNT_SENDS_PER_HOUR]!
      assert.equal((await c.post(report(last, '/send'))).status, 429)
      assert.equal(producer.calls.length, ACCOUNT_SENDS_PER_HOUR)
    }))

  it('a failed file is recorded FAILED and answered 500, with no e-mail', () =>
    withHarness(async (base) => {
      const { harness: h, producer } = withTestProducer(base)
      producer.mode = 'fail'
      const c = await signedIn(h, 'owner@demo.test')
      assert.equal((await c.post(report(IDS.reports.monthly, '/send'))).status, 500)
      const run = await rowOf(h.db, 'report_runs', { report_uuid: IDS.reports.monthly })
      assert.equal(run.status, 'FAILED')
      assert.match(run.error!, /data source is down/)
      assert.deepEqual(await mailsTo(h.db, 'owner@demo.test'), [])
    }))

  it("deleting a report keeps its files' links until they expire", () =>
    withHarness(async (base) => {
      const { harness: h } = withTestProducer(base)
      const c = await signedIn(h, 'owner@demo.test')
      assert.equal((await c.post(report(IDS.reports.monthly, '/send'))).status, 202)
      assert.equal((await c.del(report(IDS.reports.monthly))).status, 204)
      const files = await h.db
        .selectFrom('report_files')
        .select('file_uuid')
        .where('report_uuid', '=', IDS.reports.monthly)
        .execute()
      assert.equal(files.length, 1)
    }))
})
