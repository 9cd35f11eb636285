/**
 * REP-20, REP-21: a run's rows under their columns with the totals row on top (money in USD,
 * counts en-US grouped). Sorting: a header click sorts (text and dates ascending, numbers
 * descending), a second click on the sorted header clears it; off when the rows are capped.
 * Wide reports scroll inside the table's own box, under a header row that stays in view.
 */
import { useState } from 'react'
import { formatCurrency, formatDate, formatInteger } from '../../../core/format'
import { SortIndicator, type SortDirection } from '../../../ui/data-table'
import {
  PREVIEW_ROW_LIMIT,
  type ReportColumn,
  type ReportPreview,
  type ReportRow,
} from '../lib/report-rules'

interface PreviewSort {
  key: string
  direction: SortDirection
}

const numeric = (column: ReportColumn) => column.kind === 'integer' || column.kind === 'money'

/** A value as the preview shows it (days as "Nov 26, 2026"). */
export function cellText(column: ReportColumn, value: string | number | undefined): string {
  if (value === undefined || value === '') return ''
  if (column.kind === 'money') return formatCurrency(Number(value))
  if (column.kind === 'integer') return formatInteger(Number(value))
  if (column.kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(String(value)))
    return formatDate(String(value))
  return String(value)
}

/** REP-21: the rows in `sort`'s order (a copy; none = the run's own order). */
export function sortPreviewRows(
  rows: readonly ReportRow[],
  columns: readonly ReportColumn[],
  sort: PreviewSort | null,
): ReportRow[] {
  const column = sort && columns.find((c) => c.key === sort.key)
  if (!sort || !column) return [...rows]
  const sign = sort.direction === 'ascending' ? 1 : -1
  return [...rows].sort((a, b) => {
    const x = a[column.key] ?? ''
    const y = b[column.key] ?? ''
    const order = numeric(column)
      ? Number(x) - Number(y)
      : String(x).localeCompare(String(y), 'en-US', { numeric: true })
    return order * sign
  })
}

const CELL = 'px-4 py-2.5 align-top'
const NUMBER = 'text-right tabular-nums whitespace-nowrap'
const TEXT_CELL = 'max-w-80 truncate'
// The first column (the first dimension) stays in view while a wide report scrolls sideways.
const PINNED = 'sticky left-0 shadow-[1px_0_0_var(--color-slate-200)]'

function Header({
  column,
  first,
  sortable,
  sort,
  onSort,
}: Readonly<{
  column: ReportColumn
  first: boolean
  sortable: boolean
  sort: PreviewSort | null
  onSort: (column: ReportColumn) => void
}>) {
  const direction = sort?.key === column.key ? sort.direction : null
  const align = numeric(column) ? 'text-right' : 'text-left'
  const pinned = first ? `${PINNED} z-20` : 'z-10'
  const base = `sticky top-0 ${pinned} border-b border-slate-200 bg-white ${CELL} text-xs font-semibold whitespace-nowrap text-slate-600 uppercase ${align}`
  if (!sortable)
    return (
      <th scope="col" className={base}>
        {column.label}
      </th>
    )
  return (
    <th scope="col" aria-sort={direction ?? 'none'} className={base}>
      <button
        type="button"
        onClick={() => onSort(column)}
        className={`-mx-1 inline-flex items-center gap-1 rounded-sm px-1 uppercase hover:text-slate-900 ${numeric(column) ? 'flex-row-reverse' : ''}`}
      >
        {column.label}
        <SortIndicator direction={direction} />
      </button>
    </th>
  )
}

export function PreviewTable({ preview }: Readonly<{ preview: ReportPreview }>) {
  const { columns, total } = preview
  const sortable = total.rowCount <= PREVIEW_ROW_LIMIT
  const [sort, setSort] = useState<PreviewSort | null>(null)
  const rows = sortPreviewRows(
    preview.rows.slice(0, PREVIEW_ROW_LIMIT),
    columns,
    sortable ? sort : null,
  )

  function sortBy(column: ReportColumn) {
    // REP-21: the sorted header clicked again clears the sort.
    setSort((current) =>
      current?.key === column.key
        ? null
        : { key: column.key, direction: numeric(column) ? 'descending' : 'ascending' },
    )
  }

  return (
    <div
      role="region"
      aria-label="Report rows"
      tabIndex={0}
      className="max-h-[70vh] overflow-auto rounded-control border border-slate-200"
    >
      <table aria-label="Report preview" className="w-full text-left text-sm">
        <thead>
          <tr>
            {columns.map((column, i) => (
              <Header
                key={column.key}
                column={column}
                first={i === 0}
                sortable={sortable}
                sort={sort}
                onSort={sortBy}
              />
            ))}
          </tr>
        </thead>
        <tbody className="text-slate-700">
          <tr data-total-row="" className="border-b-2 border-slate-300 bg-slate-100 font-semibold">
            {columns.map((column, i) =>
              i === 0 ? (
                <th
                  key={column.key}
                  scope="row"
                  className={`${CELL} ${PINNED} z-[1] bg-slate-100 text-slate-900`}
                >
                  Total
                </th>
              ) : (
                <td key={column.key} className={`${CELL} ${numeric(column) ? NUMBER : ''}`}>
                  {numeric(column) ? cellText(column, total.values[column.key]) : ''}
                </td>
              ),
            )}
          </tr>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={`${CELL} py-8 text-center text-slate-600`}>
                No data for this date range.
              </td>
            </tr>
          ) : (
            rows.map((row, r) => (
              <tr key={r} className="group border-b border-slate-100 last:border-0">
                {columns.map((column, i) => {
                  const value = cellText(column, row[column.key])
                  const kind = numeric(column) ? NUMBER : TEXT_CELL
                  const pinned = i === 0 ? `${PINNED} z-[1]` : ''
                  return (
                    <td
                      key={column.key}
                      title={numeric(column) ? undefined : value}
                      className={`${CELL} ${kind} ${pinned} bg-white group-hover:bg-slate-50`}
                    >
                      {value}
                    </td>
                  )
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}
