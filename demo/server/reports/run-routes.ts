/**
 * Running reports (issue 11; spec 002 §7, API-85) and fetching their files:
 *
 * - POST /report/client (form): JSON → ReportPreview (the first PREVIEW_ROW_LIMIT rows and the
 *   total); CSV/XLSX → ReportDownload (a file behind a link, or `reportAvailable: false` while
 *   the range's data is not final: nothing created). With `reportUUID` (the account's saved
 *   report, else 404) the run is recorded in report_runs (RUN / DOWNLOAD).
 * - GET /report/files/{token}: the file, written as it is sent; no session (links are e-mailed),
 *   unknown or expired token 404.
 *
 * Runs are limited per user, file fetches per link and per address.
 */
import { Readable } from 'node:stream'
import {
  rangeAvailable,
  resolveReportRange,
} from '../../../src/areas/reports/lib/report-range-rules'
import {
  PREVIEW_ROW_LIMIT,
  type ReportDownload,
  type ReportPreview,
} from '../../../src/areas/reports/lib/report-rules'
import { reportCalls } from '../../../src/contracts/reporting/reports'
import { reportSchemas } from '../../../src/contracts/reporting/reports.schemas'
import { contractRoutes } from '../platform/serve-contract'
import { clientIp, requireSession, type Ctx } from '../platform/context'
import { fail } from '../platform/http-errors'
import { checkOwnIds } from '../metrics/input'
import { MemoryRateLimiter } from '../platform/rate-limit'
import { reportQuery, runReport } from './engine'
import { attachmentHeader, createReportFile, findReportFile, reportFileDownload } from './files'
import { requireReports } from './gate'
import { accountOfForm, parseRunForm } from './run-form'
import { finishRun, startRun } from './runs'

/** API-85 and the file links, mounted at /api/reporting. */
export const [reportRunRoutes, runs] = contractRoutes(reportCalls, reportSchemas)

/** API-85 (ours): runs (previews and downloads) one user may start a minute. */
export const RUNS_PER_MINUTE = 30
/** REP-22 (ours): fetches of one file link a minute, and of one address (any link). */
export const FETCHES_PER_TOKEN_MINUTE = 20
export const FETCHES_PER_IP_MINUTE = 120
const fetchesByIp = new MemoryRateLimiter(FETCHES_PER_IP_MINUTE, 60_000)

/** A file link's token: 32 random bytes, base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/

async function readBody(c: Ctx): Promise<string> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded')
    throw fail.badRequest([{ field: '_body', message: 'Send a form' }], 'Unsupported body')
  return c.req.text()
}

/** 404 unless `reportUUID` is one of the account's saved reports. */
async function requireOwnReport(c: Ctx, accountUUID: string, reportUUID: string) {
  const found = await c
    .get('services')
    .db.selectFrom('reports')
    .select('report_uuid')
    .where('report_uuid', '=', reportUUID)
    .where('account_uuid', '=', accountUUID)
    .executeTakeFirst()
  if (!found) throw fail.notFound('No such report')
}

/** API-85. */
runs.handle('run', async (c) => {
  requireSession(c)
  const text = await readBody(c)
  const session = await requireReports(c, accountOfForm(text))
  const now = Date.now()
  const form = parseRunForm(text, new Date(now))
  const { report, accountUUID, reportUUID, returnType } = form
  const { db, limiter, config } = c.get('services')
  const range = resolveReportRange(report.dateRange, report.customDateRange, new Date(now))
  await checkOwnIds(db, reportQuery(accountUUID, report, range))
  if (reportUUID) await requireOwnReport(c, accountUUID, reportUUID)
  const user = session.row.executor_uuid ?? session.row.user_uuid
  await limiter.take(`report-runs:${user}`, RUNS_PER_MINUTE, 60_000)

  const runId = reportUUID
    ? await startRun(db, {
        accountUUID,
        reportUUID,
        trigger: returnType === 'JSON' ? 'RUN' : 'DOWNLOAD',
        format: returnType,
        now,
      })
    : null
  const finish = (outcome: Omit<Parameters<typeof finishRun>[2], 'now'>) =>
    runId === null ? null : finishRun(db, runId, { ...outcome, now: Date.now() })
  try {
    if (returnType === 'JSON') {
      const result = await runReport(db, accountUUID, report, range, { limit: PREVIEW_ROW_LIMIT })
      await finish({ status: 'DONE', rowCount: result.rowCount })
      const preview: ReportPreview = {
        range,
        columns: result.columns,
        rows: result.rows,
        total: { rowCount: result.rowCount, dimensions: report.dimensions, values: result.total },
      }
      return preview
    }
    if (!rangeAvailable(report.dateRange, range, new Date(now))) {
      await finish({ status: 'DELAYED' })
      const reply: ReportDownload = { reportAvailable: false }
      return reply
    }
    const file = await createReportFile(db, {
      accountUUID,
      reportUUID,
      report,
      range,
      format: returnType,
      createdBy: session.row.user_uuid,
      now,
      publicUrl: config.publicUrl,
    })
    await finish({ status: 'DONE', rowCount: file.rowCount, fileUUID: file.fileUUID })
    const reply: ReportDownload = {
      reportAvailable: true,
      link: file.link,
      path: file.path,
      fileName: file.fileName,
      rowCount: file.rowCount,
    }
    return reply
  } catch (error) {
    await finish({ status: 'FAILED', error: (error as Error).message.slice(0, 500) })
    throw error
  }
})

/** A report file's link (from the run call or an e-mail): no session needed. */
runs.handle('file', async (c, { params: { token } }) => {
  fetchesByIp.take(`report-files:${clientIp(c)}`)
  if (!TOKEN.test(token)) throw fail.notFound('This link is unknown or has expired')
  const { db, limiter } = c.get('services')
  const found = await findReportFile(db, token, Date.now())
  if (!found) throw fail.notFound('This link is unknown or has expired')
  await limiter.take(`report-file:${token}`, FETCHES_PER_TOKEN_MINUTE, 60_000)
  const file = await reportFileDownload(db, found)
  return c.body(Readable.toWeb(file.body) as ReadableStream, 200, {
    'Content-Type': file.contentType,
    'Content-Disposition': attachmentHeader(file.fileName),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  })
})
