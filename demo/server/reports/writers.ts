/**
 * The report files' writers (issue 11, API-85 downloads): a run's rows streamed as CSV
 * (csv-stringify, a chunk of rows at a time) or XLSX (exceljs's streaming WorkbookWriter).
 *
 * - CSV: a header row of the column labels, then the data rows (no totals row); integers plain,
 *   money with 2 decimals, days as yyyy-MM-dd; text cells neutralised against spreadsheet
 *   formulas (a leading = + - @ gets a ').
 * - XLSX: one sheet, bold header, column widths from the content; integers and money as
 *   numbers (money rounded to cents, so the same numbers as the CSV, shown as $#,##0.00), days
 *   as text yyyy-MM-dd (the report's New York days, never shifted by a time zone), text as
 *   strings (never formulas).
 */
import { PassThrough, Readable } from 'node:stream'
import { stringify } from 'csv-stringify/sync'
import ExcelJS from 'exceljs'
import type { ReportColumn, ReportRow } from '../../../src/areas/reports/lib/report-rules'
import { neutralise, xmlText } from '../platform/export-cells'

/** REP-22: the files' content types. */
export const CONTENT_TYPES = {
  CSV: 'text/csv; charset=utf-8',
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const

const cents = (value: number) => Math.round(value * 100) / 100

/** A cell as the CSV writes it. */
function csvCell(column: ReportColumn, value: string | number | undefined) {
  if (column.kind === 'money') return Number(value ?? 0).toFixed(2)
  if (column.kind === 'integer') return Number(value ?? 0)
  return neutralise(String(value ?? ''))
}

/** Rows per CSV chunk (each stringified at once: far faster than a record at a time). */
const CSV_CHUNK = 2000

/** REP-22: the CSV of a run, as a stream (a chunk of rows at a time, as the reader takes them). */
export function csvStream(columns: readonly ReportColumn[], rows: readonly ReportRow[]): Readable {
  function* chunks() {
    yield Buffer.from(stringify([columns.map((c) => c.label)]))
    for (let i = 0; i < rows.length; i += CSV_CHUNK) {
      const chunk = rows.slice(i, i + CSV_CHUNK)
      yield Buffer.from(stringify(chunk.map((row) => columns.map((c) => csvCell(c, row[c.key])))))
    }
  }
  return Readable.from(chunks())
}

const MONEY_FORMAT = '$#,##0.00'
const MAX_WIDTH = 60

/** Column widths: the longest label or value (text sampled from the first rows), within bounds. */
function widthOf(column: ReportColumn, rows: readonly ReportRow[]): number {
  if (column.kind === 'date') return Math.max(12, column.label.length + 2)
  let longest = column.label.length
  for (let i = 0; i < Math.min(rows.length, 1000); i++) {
    const value = rows[i]![column.key]
    const text = column.kind === 'money' ? `$${Number(value ?? 0).toFixed(2)}` : String(value ?? '')
    longest = Math.max(longest, text.length)
  }
  return Math.min(MAX_WIDTH, longest + 2)
}

/** Resolves once `out` has room again (or was closed by an aborted reader). */
function drained(out: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    if (!out.writableNeedDrain || out.destroyed) return setImmediate(resolve)
    const done = () => {
      out.off('drain', done)
      out.off('close', done)
      resolve()
    }
    out.on('drain', done)
    out.on('close', done)
  })
}

/** REP-22: the XLSX of a run, as a stream (the workbook is written while the reader takes it). */
export function xlsxStream(columns: readonly ReportColumn[], rows: readonly ReportRow[]): Readable {
  const out = new PassThrough()
  const write = async () => {
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    })
    const sheet = book.addWorksheet('Report')
    let written = 0
    sheet.columns = columns.map((c) => ({
      header: c.label,
      key: c.key,
      width: widthOf(c, rows),
      style: c.kind === 'money' ? { numFmt: MONEY_FORMAT } : {},
    }))
    sheet.getRow(1).font = { bold: true }
    for (const row of rows) {
      const cells = columns.map((c) => {
        const value = row[c.key]
        if (c.kind === 'money') return cents(Number(value ?? 0))
        if (c.kind === 'integer') return Number(value ?? 0)
        return xmlText(String(value ?? ''))
      })
      sheet.addRow(cells).commit()
      // Now and then let the zip and the reader take what is written so far.
      if (++written % 1000 === 0) await drained(out)
      if (out.destroyed) return
    }
    sheet.commit()
    await book.commit()
  }
  write().catch((error: unknown) => out.destroy(error as Error))
  return out
}
