/**
 * Issue 11, API-85 refusals and records: bad input is 400 with the fields (the spec's messages),
 * another account's site or report is refused, the gate (REP-01: session, home.adMetrics, no
 * mockup session), file links (unknown or expired: 404), and nothing is written by a refused
 * call; a run of a saved report is recorded; YESTERDAY downloads wait for 5:30 PM New York.
 */
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { describe, it, mock } from 'node:test'
import {
  CUSTOM_RANGE_CUTOFF_MESSAGE,
  DIMENSIONS_MESSAGE,
  METRICS_MESSAGE,
  NAME_PATTERN_MESSAGE,
  NAME_REQUIRED_MESSAGE,
} from '../../src/areas/reports/lib/report-field-rules'
import { nyDay, nyDayBefore } from '../../demo/server/platform/days'
import {
  Client,
  fieldsOf,
  fileHarness,
  IDS,
  signedIn,
  signedInBefore,
  snapshot,
  supportSession,
  withClock,
  withHarness,
} from './harness'
import { FETCHES_PER_TOKEN_MINUTE, RUNS_PER_MINUTE } from '../../demo/server/reports/run-routes'
import { download, newYorkAt, run, runFields, TABLES } from './reports-harness'

const h = fileHarness()
const owner = signedInBefore(h, 'owner@demo.test')

const START = nyDayBefore(Date.now(), 10)
const END = nyDayBefore(Date.now(), 2)

/** A saved report of `accountUUID`, written straight to the table. */
async function savedReport(accountUUID: string): Promise<string> {
  const reportUUID = randomUUID()
  await h.db
    .insertInto('reports')
    .values({
      report_uuid: reportUUID,
      account_uuid: accountUUID,
      name: 'Saved',
      definition: '{}',
      schedule: 'ONCE',
      end_date: null,
      emails: '[]',
      next_run_at: null,
      created_by: null,
      created_at: Date.now(),
      updated_at: Date.now(),
    })
    .execute()
  return reportUUID
}

const messagesOf = (reply: { body: any }) =>
  ((reply.body?.error?.fields ?? []) as Array<{ field: string; message: string }>).map(
    (f) => `${f.field}: ${f.message}`,
  )

describe('bad input: 400 with the field, nothing written', () => {
  const cases: Array<[string, Record<string, string | string[]>, string, string | null]> = [
    ['an unknown metric', { metrics: ['DISPLAY_CLICKS'] }, 'metrics', null],
    ['no dimensions', { dimensions: [] }, 'dimensions', DIMENSIONS_MESSAGE],
    ['an unknown dimension', { dimensions: ['EMBED'] }, 'dimensions', null],
    ['no metrics', { metrics: [] }, 'metrics', METRICS_MESSAGE],
    ['no name', { name: '' }, 'name', NAME_REQUIRED_MESSAGE],
    ['a bad name', { name: '<script>' }, 'name', NAME_PATTERN_MESSAGE],
    ['an unknown date range', { dateRange: 'LAST_YEAR' }, 'dateRange', null],
    ['an unknown return type', { returnType: 'PDF' }, 'returnType', null],
    ['an unknown view type', { viewType: 'PIVOT' }, 'viewType', null],
    ['a bad country code', { countries: ['USA'] }, 'countries', null],
    ['an unknown device', { devices: ['TABLET'] }, 'devices', null],
    [
      'a custom range after the cutoff',
      { to: nyDay(Date.now()) },
      'customDateRange.to',
      CUSTOM_RANGE_CUTOFF_MESSAGE,
    ],
    ["another account's site", { sites: [IDS.sites[3]!] }, 'sites', null],
    ['an unknown field', { colour: 'red' }, 'colour', null],
  ]
  for (const [what, over, field, message] of cases)
    for (const returnType of ['JSON', 'CSV'])
      it(`${what} (${returnType})`, async () => {
        const before = await snapshot(h.db, TABLES)
        const reply = await run(owner, runFields(START, END, { returnType, ...over }))
        assert.equal(reply.status, 400, JSON.stringify(reply.body))
        assert.ok(fieldsOf(reply).includes(field), JSON.stringify(reply.body))
        if (message) assert.ok(messagesOf(reply).includes(`${field}: ${message}`))
        assert.equal(await snapshot(h.db, TABLES), before)
      })

  it("another account's reportUUID: 404, nothing recorded", async () => {
    const other = await savedReport(IDS.otherAccount)
    const before = await snapshot(h.db, TABLES)
    for (const returnType of ['JSON', 'XLSX']) {
      const reply = await run(owner, runFields(START, END, { reportUUID: other, returnType }))
      assert.equal(reply.status, 404)
    }
    assert.equal(await snapshot(h.db, TABLES), before)
  })
})

describe('the gate (REP-01)', () => {
  it('no session 401; without home.adMetrics 403; a mockup session 403; another account 403', async () => {
    const before = await snapshot(h.db, TABLES)
    assert.equal((await run(new Client(h), runFields(START, END))).status, 401)
    const editor = await signedIn(h, 'editor@demo.test')
    assert.equal((await run(editor, runFields(START, END))).status, 403)
    const mockup = await supportSession(h, 'mockup')
    assert.equal((await run(mockup, runFields(START, END))).status, 403)
    const other = runFields(START, END, { accountUUID: IDS.otherAccount })
    assert.equal((await run(owner, other)).status, 403)
    assert.equal(await snapshot(h.db, TABLES), before)
    const analyst = await signedIn(h, 'analyst@demo.test')
    assert.equal((await run(analyst, runFields(START, END))).status, 200)
    // A mocked session acts with its user's list (the account's owner holds home.adMetrics).
    const mocked = await supportSession(h, 'mocked')
    assert.equal((await run(mocked, runFields(START, END))).status, 200)
  })
})

describe('file links', () => {
  it('unknown or expired: 404; a valid one needs no session', async () => {
    const reply = await run(owner, runFields(START, END, { returnType: 'CSV' }))
    assert.equal(reply.status, 200)
    const token = String(reply.body.path).split('/').pop()!
    assert.equal((await download(h, reply.body.path)).status, 200)
    assert.equal((await download(h, `/api/reporting/report/files/${'A'.repeat(43)}`)).status, 404)
    assert.equal((await download(h, '/api/reporting/report/files/short')).status, 404)
    await h.db
      .updateTable('report_files')
      .set({ expires_at: Date.now() - 1 })
      .where('token', '=', token)
      .execute()
    assert.equal((await download(h, reply.body.path)).status, 404)
  })
})

describe('run records', () => {
  it('a saved report: RUN for JSON, DOWNLOAD for files with the file', async () => {
    const reportUUID = await savedReport(IDS.demoAccount)
    const json = await run(owner, runFields(START, END, { reportUUID }))
    assert.equal(json.status, 200)
    const csv = await run(owner, runFields(START, END, { reportUUID, returnType: 'CSV' }))
    assert.equal(csv.status, 200)
    const runs = await h.db
      .selectFrom('report_runs')
      .selectAll()
      .where('report_uuid', '=', reportUUID)
      .orderBy('id')
      .execute()
    assert.deepEqual(
      runs.map((r) => [r.trigger, r.status, r.format, Number(r.row_count)]),
      [
        ['RUN', 'DONE', 'JSON', json.body.total.rowCount],
        ['DOWNLOAD', 'DONE', 'CSV', csv.body.rowCount],
      ],
    )
    assert.ok(runs.every((r) => r.finished_at !== null))
    const file = await h.db
      .selectFrom('report_files')
      .select(['file_uuid', 'report_uuid'])
      .where('file_uuid', '=', runs[1]!.file_uuid!)
      .executeTakeFirstOrThrow()
    assert.equal(file.report_uuid, reportUUID)
  })
})

describe('limits', () => {
  it('runs per user a minute, fetches per link a minute: 429 past them', async () => {
    // A still clock: the minute's window cannot turn over between the runs.
    await withClock(() =>
      withHarness(async (fresh) => {
        const user = await signedIn(fresh, 'owner@demo.test')
        const fields = runFields(START, END, { returnType: 'CSV' })
        let path = ''
        for (let i = 0; i < RUNS_PER_MINUTE; i++) {
          const reply = await run(user, fields)
          assert.equal(reply.status, 200, `run ${i + 1}`)
          path = reply.body.path
        }
        assert.equal((await run(user, fields)).status, 429)
        for (let i = 0; i < FETCHES_PER_TOKEN_MINUTE; i++)
          assert.equal((await download(fresh, path)).status, 200, `fetch ${i + 1}`)
        assert.equal((await download(fresh, path)).status, 429)
      }),
    )
  })
})

describe('YESTERDAY downloads (REP-22)', () => {
  it('before 5:30 PM New York: reportAvailable false and no file; after: a file', async () => {
    const fields = runFields(START, END, { dateRange: 'YESTERDAY', returnType: 'XLSX' })
    delete fields.from
    delete fields.to
    mock.timers.enable({ apis: ['Date'], now: newYorkAt(17, 29) })
    try {
      const early = await signedIn(h, 'owner@demo.test')
      const before = await snapshot(h.db, TABLES)
      const reply = await run(early, fields)
      assert.equal(reply.status, 200)
      assert.deepEqual(reply.body, { reportAvailable: false })
      assert.equal(await snapshot(h.db, TABLES), before)
      mock.timers.tick(60_000)
      const later = await run(early, fields)
      assert.equal(later.body.reportAvailable, true)
      assert.match(later.body.fileName, /\.xlsx$/)
    } finally {
      mock.timers.reset()
    }
  })
})
