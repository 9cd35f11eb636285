/**
 * Shared by the saved-report API tests (reports*.test.ts): the calls' paths, a valid report to
 * save and the tables a refused call must leave as they were.
 */
import { TZDate } from '@date-fns/tz'
import { newReport, newYorkDay, type Report } from '../../src/areas/reports/lib/report-rules'
import { IDS, type Harness } from './harness'

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
