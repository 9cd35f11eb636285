/**
 * The reports part of the demo seed (spec 002 §3): Demo Publisher has three saved reports, one
 * run by hand (ONCE, by ad unit, with one earlier run), one DAILY to two recipients and one
 * MONTHLY breakdown by date and country; Other Media has none. Deterministic: fixed ids, times
 * relative to the seed moment, no random numbers. Runs inside the main seed's transaction.
 */
import type { Kysely } from 'kysely'
import { newReport } from '../../../src/areas/reports/lib/report-field-rules'
import { newYorkDay } from '../../../src/areas/reports/lib/report-range-rules'
import { type Report } from '../../../src/areas/reports/lib/report-rules'
import type { Database } from '../platform/schema'
import { nextRunAt } from './schedule'
import { reportRow } from './store'
import { DAY } from '../platform/seed-kit'

/** Fixed ids of the seeded reports. */
export const REPORT_IDS = {
  adUnits: '5e7a1b2c-0000-4000-8000-000000000001',
  daily: '5e7a1b2c-0000-4000-8000-000000000002',
  monthly: '5e7a1b2c-0000-4000-8000-000000000003',
}

interface Seeded {
  id: string
  report: Report
  /** Days before the seed moment it was created and last changed. */
  created: number
  updated: number
}

function reportsOf(accountUUID: string, now: number): Seeded[] {
  const base = newReport(accountUUID)
  const endDate = (days: number) => newYorkDay(new Date(now), days)
  return [
    {
      id: REPORT_IDS.adUnits,
      report: { ...base, name: 'Ad Unit Revenue', dateRange: 'LAST_THIRTY_DAYS' },
      created: 40,
      updated: 12,
    },
    {
      id: REPORT_IDS.daily,
      report: {
        ...base,
        name: 'Daily Revenue by Site',
        dateRange: 'LAST_SEVEN_DAYS',
        dimensions: ['DATE', 'SITE'],
        schedule: 'DAILY',
        endDate: endDate(180),
        emails: [
          { value: 'owner@demo.test', valid: true },
          { value: 'analyst@demo.test', valid: true },
        ],
      },
      created: 30,
      updated: 3,
    },
    {
      id: REPORT_IDS.monthly,
      report: {
        ...base,
        name: 'Monthly Breakdown by Country',
        dateRange: 'LAST_MONTH',
        dimensions: ['DATE', 'GEO'],
        viewType: 'BREAKDOWN',
        metrics: ['DISPLAY_REVENUE', 'VIDEO_REVENUE', 'DISPLAY_IMPRESSION', 'VIDEO_IMPRESSION'],
        schedule: 'MONTHLY',
        endDate: endDate(365),
        emails: [{ value: 'owner@demo.test', valid: true }],
      },
      created: 20,
      updated: 20,
    },
  ]
}

/**
 * Seeds the saved reports of `accountUUID` (created by `ownerUUID`); their next runs are the
 * first ones after the seed moment, so a fresh server has nothing overdue.
 */
export async function seedReports(
  trx: Kysely<Database>,
  seedFor: { accountUUID: string; ownerUUID: string },
  now: number,
): Promise<void> {
  const { accountUUID, ownerUUID } = seedFor
  const rows = reportsOf(accountUUID, now).map(({ id, report, created, updated }) => ({
    ...reportRow(
      report,
      { accountUUID, reportUUID: id },
      { createdAt: now - created * DAY, updatedAt: now - updated * DAY },
      ownerUUID,
    ),
    next_run_at: nextRunAt(report.schedule, report.endDate, now),
  }))
  await trx.insertInto('reports').values(rows).execute()
  // The hand-run report was last run (previewed) a few days ago.
  await trx
    .insertInto('report_runs')
    .values({
      account_uuid: accountUUID,
      report_uuid: REPORT_IDS.adUnits,
      trigger: 'RUN',
      due_at: null,
      status: 'DONE',
      format: 'JSON',
      row_count: 12,
      file_uuid: null,
      error: null,
      started_at: now - 5 * DAY,
      finished_at: now - 5 * DAY + 1200,
    })
    .execute()
}
