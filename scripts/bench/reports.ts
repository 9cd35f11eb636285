/**
 * `BENCH_ONLY=reports npm run bench` (issue 11): the report engine on the analytics bench data
 * (loadBenchMetrics: about 5.2 M fact rows, 400 days, in-memory SQLite or BENCH_DATABASE_URL).
 * Server time of the run call (API-85, JSON) and the engine's bare time for (a) 365 days by
 * AD_UNIT, (b) 90 days by DATE, SITE, DEVICE, GEO, AD_UNIT, (c) 30 days DATE + GEO BREAKDOWN with
 * filters; then the largest one (and the same over 180 days, past 100,000 rows) as a CSV and an
 * XLSX: the run call that creates the file, and the link's fetch read to its end. Goals: a run
 * ≤ 1 s, a 100,000-row CSV streamed ≤ 3 s.
 */
import { cpus, loadavg } from 'node:os'
import { lastSelectableDay } from '../../src/core/date-cutoff'
import { newReport } from '../../src/areas/reports/lib/report-field-rules'
import { type Report } from '../../src/areas/reports/lib/report-rules'
import { addDays } from '../../demo/server/metrics/input'
import { runReport } from '../../demo/server/reports/engine'
import { IDS } from '../../demo/server/seed'
import { ANALYTICS_DAYS as DAYS, medianOf, ms, withAnalyticsData, verdict } from './shared'

const RUN_BUDGET_MS = 1000
const CSV_BUDGET_MS = 3000

/** Time of one call of `run`, and its value. */
async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t0 = performance.now()
  const value = await run()
  return { ms: performance.now() - t0, value }
}

/** The reports part (medians of shared.ts's `medianOf`). */
export function benchReports(): Promise<string[]> {
  return withAnalyticsData(async ({ app, origin, now, cookie, db, engine, account, load }) => {
    const last = lastSelectableDay(new Date(now))
    const reportOf = (days: number, over: Partial<Report>) => {
      const report: Report = {
        ...newReport(account),
        name: 'Bench report',
        dateRange: 'CUSTOM',
        customDateRange: { from: addDays(last, -(days - 1)), to: last },
        ...over,
      }
      return report
    }
    const formOf = (report: Report, returnType: string) => {
      const form = new URLSearchParams({
        accountUUID: account,
        name: report.name,
        dateRange: 'CUSTOM',
        from: report.customDateRange!.from,
        to: report.customDateRange!.to,
        viewType: report.viewType,
        returnType,
      })
      for (const key of ['dimensions', 'metrics', 'sites', 'devices', 'countries'] as const)
        for (const value of report[key]) form.append(key, value)
      return form
    }
    const post = async (report: Report, returnType: string) => {
      const response = await app.request(`${origin}/api/reporting/report/client`, {
        method: 'POST',
        headers: { cookie, origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: formOf(report, returnType),
      })
      const body = (await response.json()) as Record<string, unknown>
      if (response.status !== 200)
        throw new Error(`run: HTTP ${response.status} ${JSON.stringify(body).slice(0, 200)}`)
      return body
    }
    const cases: Array<[string, Report]> = [
      ['(a) 365 days by AD_UNIT', reportOf(365, { dimensions: ['AD_UNIT'] })],
      [
        '(b) 90 days by DATE, SITE, DEVICE, GEO, AD_UNIT',
        reportOf(90, { dimensions: ['DATE', 'SITE', 'DEVICE', 'GEO', 'AD_UNIT'] }),
      ],
      [
        '(c) 30 days DATE + GEO, BREAKDOWN, 2 sites, mobile, 5 countries',
        reportOf(30, {
          dimensions: ['DATE', 'GEO'],
          viewType: 'BREAKDOWN',
          sites: [IDS.sites[0]!, IDS.sites[1]!],
          devices: ['MOBILE'],
          countries: ['US', 'CA', 'GB', 'DE', 'FR'],
        }),
      ],
    ]
    const lines = [
      `Loaded ${load.rows.total.toLocaleString('en-US')} fact rows (ads ${load.rows.ads.toLocaleString('en-US')}; ${DAYS} days to ${last}) for Demo Publisher in ${(load.ms / 1000).toFixed(1)} s on ${engine}. 1-min load average ${loadavg()[0]!.toFixed(1)} (${cpus().length} CPUs).`,
      '',
      'Run call (API-85, returnType JSON: the first 100 rows and the total), `app.request` in-process, and the bare engine (`runReport`, every row) on the same db; medians after one warm-up.',
      '',
      `| report | rows | server median | engine median | ≤ ${RUN_BUDGET_MS} ms |`,
      '|---|---:|---:|---:|:---:|',
    ]
    let largest: { report: Report; rows: number } = { report: cases[0]![1], rows: -1 }
    for (const [label, report] of cases) {
      const { rowCount } = await runReport(db, account, report, report.customDateRange!)
      if (rowCount > largest.rows) largest = { report, rows: rowCount }
      const server = await medianOf(() => post(report, 'JSON'))
      const bare = await medianOf(() => runReport(db, account, report, report.customDateRange!))
      lines.push(
        `| ${label} | ${rowCount.toLocaleString('en-US')} | ${ms(server)} | ${ms(bare)} | ${verdict(server, RUN_BUDGET_MS)} |`,
      )
    }
    // The goal speaks of 100,000 rows: (b) over twice the days is past it.
    const wide = reportOf(180, { dimensions: largest.report.dimensions })
    const wideRows = (await runReport(db, account, wide, wide.customDateRange!)).rowCount
    lines.push(
      '',
      `Files of the largest (${largest.rows.toLocaleString('en-US')} rows), and of the same dimensions over 180 days (${wideRows.toLocaleString('en-US')} rows): the run call that creates the file (row count check), and the link's GET read to its last byte (the report run again and streamed). One run each.`,
      '',
      `| report | format | create | stream | bytes | ≤ ${CSV_BUDGET_MS} ms (CSV) |`,
      '|---|---|---:|---:|---:|:---:|',
    )
    for (const [label, report, rows] of [
      ['largest', largest.report, largest.rows],
      ['180 days', wide, wideRows],
    ] as const)
      for (const format of ['CSV', 'XLSX']) {
        const created = await timed(() => post(report, format))
        const fetched = await timed(async () => {
          const response = await app.request(origin + String(created.value.path))
          if (response.status !== 200) throw new Error(`file: HTTP ${response.status}`)
          return (await response.arrayBuffer()).byteLength
        })
        if (created.value.rowCount !== rows) throw new Error('row counts differ')
        lines.push(
          `| ${label} | ${format} | ${ms(created.ms)} | ${ms(fetched.ms)} | ${fetched.value.toLocaleString('en-US')} | ${format === 'CSV' ? verdict(fetched.ms, CSV_BUDGET_MS) : '–'} |`,
        )
      }
    return lines
  })
}
