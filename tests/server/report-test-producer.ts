/**
 * A TEST DOUBLE of the reports' file producer (the run engine's createReportFile, which is
 * wired into the app when the branches merge): it writes no file, only the report_files row a
 * real run leaves (an unguessable token, expiring after FILE_LINK_DAYS) and answers its link.
 * `mode` makes it answer "data delayed" or fail; `calls` counts how often it ran.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import {
  FILE_LINK_DAYS,
  reportFileName,
  resolveReportRange,
  type SavedReport,
} from '../../src/areas/reports/lib/report-rules'
import { createApp } from '../../demo/server/app'
import type { DB } from '../../demo/server/db'
import type { Produced, ReportProducer } from '../../demo/server/reports/delivery'
import { fileLink } from '../../demo/server/reports/store'
import type { Harness } from './harness'

export const TEST_ROW_COUNT = 7

export interface TestProducer {
  produce: ReportProducer
  calls: SavedReport[]
  mode: 'file' | 'delayed' | 'fail'
}

export function testFileProducer(db: DB, publicUrl: string): TestProducer {
  const double: TestProducer = {
    calls: [],
    mode: 'file',
    async produce(report, now): Promise<Produced> {
      double.calls.push(report)
      if (double.mode === 'fail') throw new Error('test producer: the data source is down')
      if (double.mode === 'delayed') return { delayed: true }
      const range = resolveReportRange(report.dateRange, report.customDateRange, now)
      const fileUUID = randomUUID()
      const token = randomBytes(32).toString('base64url')
      await db
        .insertInto('report_files')
        .values({
          file_uuid: fileUUID,
          token,
          account_uuid: report.accountUUID,
          report_uuid: report.reportUUID,
          file_name: reportFileName(report.name, range, 'XLSX'),
          format: 'XLSX',
          definition: JSON.stringify({ ...report, range }),
          row_count: TEST_ROW_COUNT,
          created_by: null,
          created_at: now.getTime(),
          expires_at: now.getTime() + FILE_LINK_DAYS * 86_400_000,
        })
        .execute()
      return { link: fileLink(publicUrl, token), rowCount: TEST_ROW_COUNT, fileUUID }
    },
  }
  return double
}

/** The harness's database behind an app whose Send now and demo tick use the test producer. */
export function withTestProducer(h: Harness): { harness: Harness; producer: TestProducer } {
  const producer = testFileProducer(h.db, h.config.publicUrl)
  const app = createApp({ db: h.db, config: h.config, produceReport: producer.produce })
  return { harness: { ...h, app }, producer }
}
