/**
 * Report files (issue 11, API-85 downloads, the links of scheduled e-mails): a report_files row
 * holds the definition frozen with its resolved range and an unguessable token; the file itself
 * is written when its link is fetched (writers.ts), streamed, until the link expires after
 * FILE_LINK_DAYS. A report of more than MAX_REPORT_ROWS rows is refused (400, `_report`).
 */
import { randomBytes, randomUUID } from 'node:crypto'
import type { Readable } from 'node:stream'
import {
  FILE_LINK_DAYS,
  MAX_REPORT_ROWS,
  reportFileName,
  type DayRange,
  type Report,
} from '../../../src/areas/reports/lib/report-rules'
import type { DB } from '../platform/db'
import { fail } from '../platform/http-errors'
import type { ReportFilesTable } from '../platform/schema'
import { runReport } from './engine'
import { CONTENT_TYPES, csvStream, xlsxStream } from './writers'

/** REP-22: the file formats. */
export type FileFormat = 'CSV' | 'XLSX'

/** REP-22: the path of a file's link on the reporting service (the route: run-routes.ts). */
export const filePath = (token: string) => `/api/reporting/report/files/${token}`

/** REP-22 (ours): a download past MAX_REPORT_ROWS. */
export const TOO_MANY_ROWS_MESSAGE =
  `This report has more than ${MAX_REPORT_ROWS.toLocaleString('en-US')} rows: ` +
  'choose fewer dimensions, more filters or a shorter date range'

/** What a file row keeps of its report: the definition and the days it covers. */
interface Frozen {
  report: Report
  range: DayRange
}

/** REP-22: a new file's link and what the download answer says of it. */
export interface CreatedFile {
  fileUUID: string
  token: string
  fileName: string
  rowCount: number
  /** The path on the reporting service, and the same as an absolute link. */
  path: string
  link: string
}

/** API-85 / REP-22 (CSV/XLSX), the scheduler: a file of `report` over `range` behind a new link. */
export async function createReportFile(
  db: DB,
  input: {
    accountUUID: string
    reportUUID: string | null
    report: Report
    range: DayRange
    format: FileFormat
    createdBy: string | null
    now: number
    publicUrl: string
  },
): Promise<CreatedFile> {
  const { rowCount } = await runReport(db, input.accountUUID, input.report, input.range, {
    limit: 0,
  })
  if (rowCount > MAX_REPORT_ROWS)
    throw fail.badRequest([{ field: '_report', message: TOO_MANY_ROWS_MESSAGE }])
  const fileUUID = randomUUID()
  const token = randomBytes(32).toString('base64url')
  const fileName = reportFileName(input.report.name, input.range, input.format)
  const frozen: Frozen = {
    report: { ...input.report, accountUUID: input.accountUUID },
    range: input.range,
  }
  await db
    .insertInto('report_files')
    .values({
      file_uuid: fileUUID,
      token,
      account_uuid: input.accountUUID,
      report_uuid: input.reportUUID,
      file_name: fileName,
      format: input.format,
      definition: JSON.stringify(frozen),
      row_count: rowCount,
      created_by: input.createdBy,
      created_at: input.now,
      expires_at: input.now + FILE_LINK_DAYS * 86_400_000,
    })
    .execute()
  const path = filePath(token)
  return { fileUUID, token, fileName, rowCount, path, link: input.publicUrl + path }
}

/** REP-22: a file to send: its name, type and body. */
export interface FileDownload {
  fileName: string
  contentType: string
  body: Readable
}

/** REP-22: the file row behind `token` as of `now`; null when unknown or expired. */
export async function findReportFile(db: DB, token: string, now: number) {
  const file = await db
    .selectFrom('report_files')
    .selectAll()
    .where('token', '=', token)
    .executeTakeFirst()
  return file && file.expires_at > now ? file : null
}

/** REP-22: a file's download: its report run again over its frozen range, written as it is read. */
export async function reportFileDownload(db: DB, file: ReportFilesTable): Promise<FileDownload> {
  const { report, range } = JSON.parse(file.definition) as Frozen
  const { columns, rows } = await runReport(db, file.account_uuid, report, range)
  const format = file.format as FileFormat
  return {
    fileName: file.file_name,
    contentType: CONTENT_TYPES[format],
    body: format === 'CSV' ? csvStream(columns, rows) : xlsxStream(columns, rows),
  }
}

/** REP-22: Content-Disposition for a download: an ASCII name and the exact one (RFC 5987/6266). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_')
  const exact = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`
}
