/**
 * Issue 11, API-85 numbers: a report's total equals the analytics' revenue total for the same
 * range and filters (AGGREGATE, and BREAKDOWN as the display/video split); rows add up to the
 * total, follow the dimensions' order and sort; a range of whole months and edge days (monthly
 * rollup + daily) equals a daily-only SQL computation; the CSV and the XLSX hold the same numbers
 * and text cells are neutralised.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import ExcelJS from 'exceljs'
import { sql } from 'kysely'
import { REPORT_METRICS, type ReportPreview } from '../../src/areas/reports/lib/report-rules'
import { nyDayBefore } from '../../demo/server/platform/days'
import { splitByMonths } from '../../demo/server/metrics/months'
import { beforeAll, fileHarness, IDS, signedInBefore } from './harness'
import { metricFields, postForm } from './metrics-harness'
import { csvRows } from './csv'
import { addOldFacts, download, OLD, run, runFields } from './reports-harness'

const h = fileHarness()
const owner = signedInBefore(h, 'owner@demo.test')
beforeAll(h, () => addOldFacts(h))

const START = nyDayBefore(Date.now(), 20)
const END = nyDayBefore(Date.now(), 2)
const SITES = [IDS.sites[0]!, IDS.sites[1]!]
const ALL_SIX = [...REPORT_METRICS]

const near = (a: number, b: number, what: string) =>
  assert.ok(Math.abs(a - b) < 1e-6 * Math.max(1, Math.abs(b)), `${what}: ${a} ≠ ${b}`)

async function preview(fields: Record<string, string | string[]>): Promise<ReportPreview> {
  const reply = await run(owner, fields)
  assert.equal(reply.status, 200, JSON.stringify(reply.body))
  return reply.body as ReportPreview
}

/** The analytics' revenue total (API-74) for the same range and filters. */
async function revenueTotal(extra: Record<string, string | string[]>) {
  const fields = metricFields(START, END, { compare: 'false', ...extra })()
  const reply = await postForm(owner, '/api/reporting/revenue/total', fields)
  assert.equal(reply.status, 200, JSON.stringify(reply.body))
  return reply.body.total.aggregate as { impressions: number; revenue: number; cpm: number }
}

describe('report totals = analytics totals', () => {
  const filters = { sites: SITES, devices: ['MOBILE'], countries: ['US', 'GB', 'DE'] }

  it('AGGREGATE: impressions, revenue and CPM of the same range and filters', async () => {
    const report = await preview(
      runFields(START, END, { ...filters, dimensions: ['GEO'], metrics: ALL_SIX }),
    )
    const want = await revenueTotal(filters)
    assert.ok(want.impressions > 0, 'the seed has ads in the range')
    assert.equal(report.total.values.IMPRESSION, want.impressions)
    near(report.total.values.REVENUE!, want.revenue, 'revenue')
    near(report.total.values.CPM!, want.cpm, 'CPM')
    assert.deepEqual(
      report.columns.map((c) => c.key),
      ['GEO', 'IMPRESSION', 'REVENUE', 'CPM'],
    )
  })

  it('BREAKDOWN: display and video equal revenueType DISPLAY and VIDEO', async () => {
    const report = await preview(
      runFields(START, END, {
        ...filters,
        dimensions: ['SITE'],
        viewType: 'BREAKDOWN',
        metrics: ALL_SIX,
      }),
    )
    for (const type of ['DISPLAY', 'VIDEO']) {
      const want = await revenueTotal({ ...filters, revenueType: type })
      assert.equal(report.total.values[`${type}_IMPRESSION`], want.impressions)
      near(report.total.values[`${type}_REVENUE`]!, want.revenue, `${type} revenue`)
      near(report.total.values[`${type}_CPM`]!, want.cpm, `${type} CPM`)
    }
  })
})

describe('rows', () => {
  it('DATE + SITE rows add up to the total; the preview keeps the first 100 of rowCount', async () => {
    const report = await preview(
      runFields(START, END, { dimensions: ['DATE', 'SITE', 'DEVICE'], metrics: ALL_SIX }),
    )
    // 19 days × 3 sites × 2 devices.
    assert.equal(report.total.rowCount, 19 * 3 * 2)
    assert.equal(report.rows.length, 100)
    const small = await preview(
      runFields(START, END, { dimensions: ['DATE', 'SITE'], metrics: ALL_SIX }),
    )
    assert.equal(small.total.rowCount, small.rows.length)
    const sum = (key: string) => small.rows.reduce((s, r) => s + Number(r[key]), 0)
    assert.equal(sum('IMPRESSION'), small.total.values.IMPRESSION)
    near(sum('REVENUE'), small.total.values.REVENUE!, 'revenue')
    near(
      small.total.values.CPM!,
      (small.total.values.REVENUE! / small.total.values.IMPRESSION!) * 1000,
      'CPM from the sums',
    )
    // Days as yyyy-MM-dd, site names as the sites table has them.
    const names = new Set(
      (
        await h.db.selectFrom('sites').select('name').where('site_uuid', 'in', IDS.sites).execute()
      ).map((r) => r.name),
    )
    for (const r of small.rows) {
      assert.match(String(r.DATE), /^\d{4}-\d{2}-\d{2}$/)
      assert.ok(names.has(String(r.SITE)), String(r.SITE))
    }
  })

  it("the dimensions' order gives the columns' order and the sort", async () => {
    const a = await preview(runFields(START, END, { dimensions: ['DATE', 'SITE'] }))
    const b = await preview(runFields(START, END, { dimensions: ['SITE', 'DATE'] }))
    assert.deepEqual(
      b.columns.map((c) => c.key),
      ['SITE', 'DATE', 'IMPRESSION', 'REVENUE'],
    )
    const sortedBy = (rows: ReportPreview['rows'], keys: string[]) =>
      rows.every(
        (r, i) =>
          i === 0 ||
          keys
            .map((k) => String(rows[i - 1]![k]).localeCompare(String(r[k]), 'en'))
            .find((c) => c !== 0)! < 0,
      )
    assert.ok(sortedBy(a.rows, ['DATE', 'SITE']))
    assert.ok(sortedBy(b.rows, ['SITE', 'DATE']))
    assert.notDeepEqual(a.rows, b.rows)
    const key = (r: ReportPreview['rows'][number]) => `${r.DATE}|${r.SITE}|${r.IMPRESSION}`
    assert.deepEqual(a.rows.map(key).sort(), b.rows.map(key).sort())
  })

  it('whole months (monthly rollup) plus edge days equal a daily-only SQL computation', async () => {
    const from = OLD.from.endsWith('-01') ? nyDayBefore(Date.now(), 139) : OLD.from
    const to = OLD.to
    const split = splitByMonths({ start: from, end: to })
    assert.ok(split.months && split.days.length, 'the range has whole months and edge days')
    const report = await preview(
      runFields(from, to, { dimensions: ['AD_UNIT', 'GEO', 'DEVICE'], metrics: ALL_SIX }),
    )
    const want = (
      await sql<{ unit: string; country: string; device: string; i: string; m: string }>`
        select u.name as unit, f.country, f.device, sum(f.impressions) as i,
          sum(f.revenue_micros) as m
        from ad_facts_daily f join ad_units u on u.ad_unit_uuid = f.ad_unit_uuid
        where f.account_uuid = ${IDS.demoAccount} and f.day >= ${from} and f.day <= ${to}
        group by f.ad_unit_uuid, u.name, f.country, f.device`.execute(h.db)
    ).rows
    assert.equal(report.total.rowCount, want.length)
    // Ad units of different sites share names: compare the sums by shown name.
    const country = { US: 'United States', DE: 'Germany', FR: 'France' } as Record<string, string>
    const device = { MOBILE: 'Mobile', DESKTOP: 'Desktop' } as Record<string, string>
    const add = (into: Map<string, number[]>, key: string, i: number, m: number) => {
      const was = into.get(key) ?? [0, 0]
      into.set(key, [was[0]! + i, was[1]! + m])
    }
    const got = new Map<string, number[]>()
    for (const r of report.rows)
      add(got, `${r.AD_UNIT}|${r.GEO}|${r.DEVICE}`, Number(r.IMPRESSION), Number(r.REVENUE))
    const expected = new Map<string, number[]>()
    for (const w of want)
      add(
        expected,
        `${w.unit}|${country[w.country]}|${device[w.device]}`,
        Number(w.i),
        Number(w.m) / 1e6,
      )
    assert.deepEqual([...got.keys()].sort(), [...expected.keys()].sort())
    for (const [k, [i, m]] of expected) {
      assert.equal(got.get(k)![0], i, k)
      near(got.get(k)![1]!, m!, `${k} revenue`)
    }
  })
})

describe('no data', () => {
  it('a range without facts: no rows, zero totals, CPM 0 (no division by zero)', async () => {
    const day = nyDayBefore(Date.now(), 200)
    const report = await preview(runFields(day, day, { dimensions: ['DATE'], metrics: ALL_SIX }))
    assert.equal(report.total.rowCount, 0)
    assert.deepEqual(report.rows, [])
    assert.deepEqual(report.total.values, { IMPRESSION: 0, REVENUE: 0, CPM: 0 })
  })
})

describe('files', () => {
  it('the CSV and the XLSX hold the same numbers', async () => {
    const fields = runFields(START, END, {
      dimensions: ['DATE', 'GEO'],
      viewType: 'BREAKDOWN',
      metrics: ALL_SIX,
      countries: ['US', 'DE'],
    })
    const csvReply = await run(owner, { ...fields, returnType: 'CSV' })
    assert.equal(csvReply.status, 200, JSON.stringify(csvReply.body))
    assert.equal(csvReply.body.reportAvailable, true)
    assert.match(csvReply.body.fileName, /^Test-report_.*\.csv$/)
    assert.equal(csvReply.body.link, `http://portal.test${csvReply.body.path}`)
    const csvFile = await download(h, csvReply.body.path)
    assert.equal(csvFile.status, 200)
    assert.match(csvFile.headers.get('content-type')!, /^text\/csv/)
    assert.match(
      csvFile.headers.get('content-disposition')!,
      /^attachment; filename=".*\.csv"; filename\*=UTF-8''/,
    )
    assert.equal(csvFile.headers.get('cache-control'), 'no-store')
    const csv = csvRows(csvFile.bytes.toString('utf8'))
    assert.deepEqual(csv[0], [
      'Date',
      'Country',
      'Display Impressions',
      'Display Revenue',
      'Display CPM',
      'Video Impressions',
      'Video Revenue',
      'Video CPM',
    ])
    assert.equal(csv.length - 1, csvReply.body.rowCount)
    assert.ok(
      csv.slice(1).every((r) => /^\d+\.\d\d$/.test(r[3]!)),
      'money with 2 decimals',
    )

    const xlsxReply = await run(owner, { ...fields, returnType: 'XLSX' })
    assert.equal(xlsxReply.status, 200)
    const xlsxFile = await download(h, xlsxReply.body.path)
    assert.equal(xlsxFile.status, 200)
    assert.match(xlsxFile.headers.get('content-type')!, /spreadsheetml/)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(xlsxFile.bytes as unknown as Parameters<typeof book.xlsx.load>[0])
    const sheet = book.worksheets[0]!
    assert.equal(sheet.rowCount, csv.length)
    assert.equal(sheet.getRow(1).getCell(1).font?.bold, true)
    assert.equal(sheet.getRow(2).getCell(4).numFmt, '$#,##0.00')
    for (let i = 1; i < csv.length; i++) {
      const cells = (sheet.getRow(i + 1).values as unknown[]).slice(1)
      assert.equal(cells[0], csv[i]![0])
      assert.equal(cells[1], csv[i]![1])
      for (let j = 2; j < 8; j++) {
        assert.equal(typeof cells[j], 'number', `row ${i} column ${j}`)
        assert.equal(cells[j], Number(csv[i]![j]), `row ${i} column ${j}`)
      }
    }
  })

  it('a site named as a formula: neutralised in the CSV, a text cell in the XLSX', async () => {
    const evil = '=HYPERLINK("http://evil.example","click")'
    const old = await h.db
      .selectFrom('sites')
      .select('name')
      .where('site_uuid', '=', IDS.sites[0]!)
      .executeTakeFirstOrThrow()
    await h.db
      .updateTable('sites')
      .set({ name: evil })
      .where('site_uuid', '=', IDS.sites[0]!)
      .execute()
    try {
      const reply = await run(owner, runFields(START, END, { returnType: 'CSV' }))
      const csv = csvRows((await download(h, reply.body.path)).bytes.toString('utf8'))
      assert.ok(csv.some((r) => r[0] === `'${evil}`))
      assert.ok(!csv.some((r) => r[0] === evil))
      const xlsx = await run(owner, runFields(START, END, { returnType: 'XLSX' }))
      const book = new ExcelJS.Workbook()
      const bytes = (await download(h, xlsx.body.path)).bytes
      await book.xlsx.load(bytes as unknown as Parameters<typeof book.xlsx.load>[0])
      const cells = book.worksheets[0]!.getColumn(1).values.slice(2)
      assert.ok(cells.includes(evil), 'the name as it is, as text')
      const cell = [...Array(cells.length).keys()]
        .map((i) => book.worksheets[0]!.getCell(i + 2, 1))
        .find((c) => c.value === evil)!
      assert.equal(cell.type, ExcelJS.ValueType.String)
    } finally {
      await h.db
        .updateTable('sites')
        .set({ name: old.name })
        .where('site_uuid', '=', IDS.sites[0]!)
        .execute()
    }
  })
})
