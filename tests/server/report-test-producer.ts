/**
 * The reports' real file producer (reportFileProducer: the run engine's XLSX file) with a spy
 * and fault injection: `mode` makes it answer "data delayed" or fail instead; `calls` counts how
 * often it ran.
 */
import type { SavedReport } from '../../src/areas/reports/lib/report-rules'
import { createApp } from '../../demo/server/app'
import type { DB } from '../../demo/server/platform/db'
import {
  reportFileProducer,
  type Produced,
  type ReportProducer,
} from '../../demo/server/reports/delivery'
import type { Harness } from './harness'

export interface TestProducer {
  produce: ReportProducer
  calls: SavedReport[]
  mode: 'file' | 'delayed' | 'fail'
}

export function testFileProducer(db: DB, publicUrl: string): TestProducer {
  const real = reportFileProducer(db, publicUrl)
  const spy: TestProducer = {
    calls: [],
    mode: 'file',
    async produce(report, now): Promise<Produced> {
      spy.calls.push(report)
      if (spy.mode === 'fail') throw new Error('test producer: the data source is down')
      if (spy.mode === 'delayed') return { delayed: true }
      return real(report, now)
    },
  }
  return spy
}

/** The harness's database behind an app whose Send now and demo tick use the test producer. */
export function withTestProducer(h: Harness): { harness: Harness; producer: TestProducer } {
  const producer = testFileProducer(h.db, h.config.publicUrl)
  const app = createApp({ db: h.db, config: h.config, produceReport: producer.produce })
  return { harness: { ...h, app }, producer }
}
