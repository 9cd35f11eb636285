/**
 * Shared by the reports API tests (issue 11): the calls' paths, a valid report to save, the tables
 * a refused call must leave as they were, New York times for the clock, the run call's form, the
 * file download as bytes, and old ad facts spanning whole months (the seed keeps 35 days in tests)
 * so the monthly rollups are read.
 */
import { TZDate } from '@date-fns/tz'
import { newReport } from '../../src/areas/reports/lib/report-field-rules'
import { newYorkDay } from '../../src/areas/reports/lib/report-range-rules'
import { type Report } from '../../src/areas/reports/lib/report-rules'
import { ORIGIN, IDS, type Client, type Harness } from './harness'
import { postForm, type MetricFields } from './metrics-harness'
import { addDays } from '../../demo/server/metrics/input'
import { rebuildRollups } from '../../demo/server/metrics/rollup'
import { nyDayBefore } from '../../demo/server/platform/days'

/** Today in New York at hh:mm, as an instant (for `mock.timers`: the 4 PM and 5:30 PM rules). */
export function newYorkAt(hours: number, minutes: number): number {
  const [y, m, d] = newYorkDay(new Date()).split('-').map(Number) as [number, number, number]
  return new TZDate(y, m - 1, d, hours, minutes, 'America/New_York').getTime()
}

export const TABLES = ['reports', 'report_runs', 'report_files', 'outbox']
export const reports = (account = IDS.demoAccount) => `/api/reporting/accounts/${account}/reports`
export const report = (id: string, rest = '') => `/api/reporting/report/${id}${rest}`
export const UNKNOWN = '9f9f9f9f-0000-4000-8000-000000000000'

export function good(overrides: Partial<Report> = {}): Report {
  return {
    ...newReport(IDS.demoAccount),
    name: "Editor's Pick - Q3",
    dimensions: ['DATE', 'SITE'],
    sites: [IDS.sites[0]!, IDS.sites[1]!],
    devices: ['MOBILE'],
    countries: ['US', 'CA'],
    schedule: 'DAILY',
    endDate: newYorkDay(new Date(), 30),
    emails: [
      { value: ' first@demo.test ', valid: true },
      { value: '', valid: false },
      { value: 'second@demo.test', valid: true },
    ],
    ...overrides,
  }
}

export const rowOf = (h: Harness, id: string) =>
  h.db.selectFrom('reports').selectAll().where('report_uuid', '=', id).executeTakeFirst()

export const RUN = '/api/reporting/report/client'

/** A run call's fields: a CUSTOM range of the demo account with `over` added or replaced. */
export const runFields = (from: string, to: string, over: MetricFields = {}): MetricFields => ({
  accountUUID: IDS.demoAccount,
  name: 'Test report',
  dateRange: 'CUSTOM',
  from,
  to,
  dimensions: ['SITE'],
  viewType: 'AGGREGATE',
  metrics: ['DISPLAY_IMPRESSION', 'VIDEO_IMPRESSION', 'DISPLAY_REVENUE', 'VIDEO_REVENUE'],
  returnType: 'JSON',
  ...over,
})

export const run = (client: Client, fields: MetricFields) => postForm(client, RUN, fields)

/** GETs a file link with no session; the body as bytes. */
export async function download(h: Harness, path: string) {
  const response = await h.app.request(ORIGIN + path)
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  }
}

/** The old facts' days: 140 to 70 days back, which always hold a whole month. */
export const OLD = { from: nyDayBefore(Date.now(), 140), to: nyDayBefore(Date.now(), 70) }

/**
 * Adds deterministic ad facts for the demo account over OLD (each site's ad units, both devices,
 * three countries, display and video, in and out of an embed) and rebuilds its rollups.
 */
export async function addOldFacts(h: Harness): Promise<void> {
  const units = await h.db
    .selectFrom('ad_units')
    .select(['ad_unit_uuid', 'site_uuid'])
    .where('account_uuid', '=', IDS.demoAccount)
    .execute()
  const rows = []
  let n = 0
  for (let day = OLD.from; day <= OLD.to; day = addDays(day, 1))
    for (const unit of units)
      for (const device of ['MOBILE', 'DESKTOP'])
        for (const country of ['US', 'DE', 'FR'])
          for (const adType of ['DISPLAY', 'VIDEO']) {
            n++
            const impressions = (n * 37) % 500
            rows.push({
              account_uuid: IDS.demoAccount,
              day,
              site_uuid: unit.site_uuid,
              device,
              country,
              ad_unit_uuid: unit.ad_unit_uuid,
              ad_type: adType,
              embed_uuid: n % 3 ? '' : IDS.embeds.demo[0]!,
              impressions,
              viewable_impressions: impressions >> 1,
              revenue_micros: impressions * ((n * 7919) % 3000),
            })
          }
  for (let i = 0; i < rows.length; i += 500)
    await h.db
      .insertInto('ad_facts_daily')
      .values(rows.slice(i, i + 500))
      .execute()
  await rebuildRollups(h.db, IDS.demoAccount)
}
