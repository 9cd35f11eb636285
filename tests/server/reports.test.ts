/**
 * The saved reports (API-80..84): the round trip and the contract's field rules on save (400
 * with the fields, nothing saved; the reports tables read back). Who may call and Send now are
 * in reports-access.test.ts.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  CUSTOM_SCHEDULE_MESSAGE,
  END_DATE_PAST_MESSAGE,
} from '../../src/areas/reports/lib/report-field-rules'
import { MAX_EMAILS, MAX_REPORTS_PER_ACCOUNT } from '../../src/areas/reports/lib/report-rules'
import { TOO_MANY_REPORTS } from '../../demo/server/reports/routes'
import { fieldsOf, IDS, signedIn, snapshot, withHarness } from './harness'
import { good, report, reports, rowOf, TABLES, UNKNOWN } from './reports-harness'
describe('saved reports round trip (API-80..84)', () => {
  it('creates, reads, lists, updates and deletes a report of the account', () =>
    withHarness(async (h) => {
      const c = await signedIn(h, 'owner@demo.test')
      const created = await c.post('/api/reporting/report', good())
      assert.equal(created.status, 201, JSON.stringify(created.body))
      const saved = created.body
      assert.equal(saved.accountUUID, IDS.demoAccount)
      assert.equal(saved.name, "Editor's Pick - Q3")
      assert.deepEqual(saved.dimensions, ['DATE', 'SITE'])
      assert.deepEqual(saved.emails, [
        { value: 'first@demo.test', valid: true },
        { value: 'second@demo.test', valid: true },
      ])
      assert.equal(saved.lastRun, null)
      assert.equal(saved.nextRuns.length, 3)
      const row = (await rowOf(h, saved.reportUUID))!
      assert.equal(row.schedule, 'DAILY')
      assert.equal(row.created_by, IDS.owner)
      assert.deepEqual(JSON.parse(row.emails), ['first@demo.test', 'second@demo.test'])
      assert.equal(row.next_run_at, Date.parse(saved.nextRuns[0]))

      const read = await c.get(report(saved.reportUUID))
      assert.equal(read.status, 200)
      assert.deepEqual(read.body, saved)

      const list = await c.get(reports())
      assert.equal(list.status, 200)
      assert.equal(list.body.items[0].reportUUID, saved.reportUUID, 'newest change first')
      assert.equal(list.body.items.length, 4, 'the three seeded reports and the new one')

      const put = await c.put(report(saved.reportUUID), {
        ...good({ name: 'Renamed', schedule: 'ONCE' }),
        accountUUID: null,
        reportUUID: saved.reportUUID,
      })
      assert.equal(put.status, 200, JSON.stringify(put.body))
      assert.equal(put.body.name, 'Renamed')
      assert.deepEqual(put.body.emails, [], 'ONCE keeps no e-mails (REP-13)')
      assert.equal(put.body.endDate, null)
      assert.deepEqual(put.body.nextRuns, [])
      assert.equal(put.body.createdAt, saved.createdAt)
      const updated = (await rowOf(h, saved.reportUUID))!
      assert.equal(updated.next_run_at, null)
      assert.equal(updated.name, 'Renamed')

      await h.db
        .insertInto('report_runs')
        .values({
          account_uuid: IDS.demoAccount,
          report_uuid: saved.reportUUID,
          trigger: 'RUN',
          due_at: null,
          status: 'DONE',
          format: 'JSON',
          row_count: 3,
          file_uuid: null,
          error: null,
          started_at: Date.now(),
          finished_at: Date.now(),
        })
        .execute()
      assert.equal((await c.get(report(saved.reportUUID))).body.lastRun.rowCount, 3)
      assert.equal((await c.del(report(saved.reportUUID))).status, 204)
      assert.equal(await rowOf(h, saved.reportUUID), undefined)
      const runs = await h.db
        .selectFrom('report_runs')
        .select('id')
        .where('report_uuid', '=', saved.reportUUID)
        .execute()
      assert.deepEqual(runs, [], 'its runs went with it')
      assert.equal((await c.get(report(saved.reportUUID))).status, 404)
      assert.equal((await c.del(report(saved.reportUUID))).status, 404)
    }))

  it('lists the seeded reports of Demo Publisher and none for Other Media', () =>
    withHarness(async (h) => {
      const owner = await signedIn(h, 'owner@demo.test')
      const items = (await owner.get(reports())).body.items as Array<Record<string, any>>
      assert.deepEqual(items.map((r) => r.reportUUID).sort(), Object.values(IDS.reports).sort())
      const daily = items.find((r) => r.reportUUID === IDS.reports.daily)!
      assert.equal(daily.schedule, 'DAILY')
      assert.equal(daily.nextRuns.length, 3)
      assert.equal(daily.emails.length, 2)
      const once = items.find((r) => r.reportUUID === IDS.reports.adUnits)!
      assert.deepEqual(once.dimensions, ['AD_UNIT'])
      assert.equal(once.lastRun.status, 'DONE')
      assert.equal(once.lastRun.link, null)
      const monthly = items.find((r) => r.reportUUID === IDS.reports.monthly)!
      assert.deepEqual([monthly.viewType, monthly.dimensions], ['BREAKDOWN', ['DATE', 'GEO']])
      const other = await signedIn(h, 'other@demo.test')
      const theirs = await other.get(reports(IDS.otherAccount))
      assert.equal(theirs.status, 200)
      assert.deepEqual(theirs.body.items, [])
    }))
})

describe('invalid reports are refused with their fields, nothing saved', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['no name', { name: '  ' }, 'name'],
    ['bad characters in the name', { name: 'Revenue <b>Q3</b>' }, 'name'],
    ['no dimensions', { dimensions: [] }, 'dimensions'],
    ['no metrics', { metrics: [] }, 'metrics'],
    [
      'a custom range with a schedule',
      { dateRange: 'CUSTOM', customDateRange: { from: '2026-01-01', to: '2026-01-05' } },
      'schedule',
    ],
    ['an end date in the past', { endDate: '2020-01-01' }, 'endDate'],
    ['a bad e-mail', { emails: [{ value: 'not-an-address', valid: true }] }, 'emails[0]'],
    [
      `more than ${MAX_EMAILS} e-mails`,
      {
        emails: Array.from({ length: MAX_EMAILS + 1 }, (_, i) => ({
          value: `r${i}@demo.test`,
          valid: true,
        })),
      },
      'emails',
    ],
    ["another account's site", { sites: [IDS.sites[3]] }, 'sites'],
    ['a country that is not 2 letters', { countries: ['USA'] }, 'countries.0'],
    ['an unknown dimension', { dimensions: ['WEATHER'] }, 'dimensions.0'],
  ]
  for (const [what, change, field] of cases) {
    it(`create: ${what}`, () =>
      withHarness(async (h) => {
        const c = await signedIn(h, 'owner@demo.test')
        const before = await snapshot(h.db, TABLES)
        const reply = await c.post('/api/reporting/report', { ...good(), ...change })
        assert.equal(reply.status, 400, JSON.stringify(reply.body))
        assert.ok(fieldsOf(reply).includes(field), JSON.stringify(reply.body))
        assert.equal(await snapshot(h.db, TABLES), before)
      }))
  }

  it('update: the same rules, the saved report unchanged', () =>
    withHarness(async (h) => {
      const c = await signedIn(h, 'owner@demo.test')
      const before = await snapshot(h.db, TABLES)
      const reply = await c.put(report(IDS.reports.daily), {
        ...good({ dateRange: 'CUSTOM', customDateRange: { from: '2026-01-01', to: '2026-01-05' } }),
        accountUUID: null,
        endDate: '2020-01-01',
      })
      assert.equal(reply.status, 400)
      const messages = reply.body.error.fields.map((f: { message: string }) => f.message)
      assert.ok(messages.includes(CUSTOM_SCHEDULE_MESSAGE))
      assert.ok(messages.includes(END_DATE_PAST_MESSAGE))
      assert.equal(await snapshot(h.db, TABLES), before)
    }))

  it("refuses another account's id in the body, and a new report with an id", () =>
    withHarness(async (h) => {
      const c = await signedIn(h, 'owner@demo.test')
      const before = await snapshot(h.db, TABLES)
      const foreign = { ...good(), accountUUID: IDS.otherAccount }
      assert.equal((await c.post('/api/reporting/report', foreign)).status, 403)
      assert.equal((await c.put(report(IDS.reports.daily), foreign)).status, 403)
      const withId = await c.post('/api/reporting/report', { ...good(), reportUUID: UNKNOWN })
      assert.deepEqual([withId.status, fieldsOf(withId)], [400, ['reportUUID']])
      assert.equal(await snapshot(h.db, TABLES), before)
    }))

  it(`refuses a report beyond ${MAX_REPORTS_PER_ACCOUNT} per account with 409`, () =>
    withHarness(async (h) => {
      const seeded = (await h.db.selectFrom('reports').select('report_uuid').execute()).length
      const template = (await rowOf(h, IDS.reports.adUnits))!
      const fill = Array.from({ length: MAX_REPORTS_PER_ACCOUNT - seeded }, (_, i) => ({
        ...template,
        report_uuid: `${UNKNOWN.slice(0, -4)}${i.toString(16).padStart(4, '0')}`,
      }))
      await h.db.insertInto('reports').values(fill).execute()
      const c = await signedIn(h, 'owner@demo.test')
      const before = await snapshot(h.db, TABLES)
      const reply = await c.post('/api/reporting/report', good())
      assert.equal(reply.status, 409)
      assert.equal(reply.body.error.message, TOO_MANY_REPORTS)
      assert.equal(await snapshot(h.db, TABLES), before)
      assert.equal((await c.get(reports())).body.items.length, MAX_REPORTS_PER_ACCOUNT)
    }))
})
