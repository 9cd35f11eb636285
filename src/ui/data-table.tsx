import type { MouseEvent, ReactNode } from 'react'
import { Pager } from './pager'
import { Skeleton } from './states'

export type SortDirection = 'ascending' | 'descending'

/** The table's sort: which column, which way (controlled by the screen). */
export interface TableSort {
  column: string
  direction: SortDirection
}

export interface TableColumn<Row> {
  id: string
  /** The heading; also the label of the value when rows stack as cards. */
  header: string
  /** Hide the heading visually (an actions column); it stays for screen readers. */
  headerHidden?: boolean
  cell: (row: Row) => ReactNode
  /**
   * The cell's full text: with `overflow: 'truncate'` it is the tooltip (title) of a cut value,
   * and `sortRows` compares it when the column has no `sortValue`.
   */
  text?: (row: Row) => string
  /** What `sortRows` compares for this column. */
  sortValue?: (row: Row) => string | number
  sortable?: boolean
  /** Right-aligned tabular figures, never wrapped. */
  numeric?: boolean
  /** 'wrap' (default) breaks long words; 'truncate' cuts with an ellipsis and a tooltip. */
  overflow?: 'wrap' | 'truncate'
  /** The row actions: never wrapped or cut, so the other columns give way. */
  actions?: boolean
  /** The cell names its row (th scope="row"). */
  rowHeader?: boolean
  /** Extra classes for the column's cells (widths such as 'min-w-40'). */
  className?: string
}

export interface TablePaging {
  page: number
  size: number
  total: number
  onPage: (page: number) => void
  /** The pager's name ("Sites pages"). */
  label: string
}

export interface DataTableProps<Row> {
  /** The table's accessible name. */
  label: string
  columns: readonly TableColumn<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string
  /** Attributes for a row's <tr> (data-* hooks). */
  rowAttributes?: (row: Row) => Record<string, string>
  /**
   * A click anywhere on a row follows the link in it (a row that stands for one thing to open:
   * the top lists' embeds). Keyboard and screen-reader users reach the link itself; clicks on a
   * control in the row, and the end of a text selection, do what they did.
   */
  rowOpensLink?: boolean
  sort?: TableSort | null
  onSort?: (sort: TableSort) => void
  /** Skeleton rows in the table's shape while the first page (or a new one) loads. */
  loading?: boolean
  loadingRows?: number
  /** The one sentence of the empty table (UI.md Empty states). */
  empty: string
  /** Pages through the existing Pager under the table. */
  paging?: TablePaging
  className?: string
}

// Below a 672 px wide container (a phone, a narrow card) every row is a card of "heading: value"
// lines; from there on a table. The query is on the table's container, not the viewport, so the
// same table works in a full page and in a side panel. Explicit roles keep the table's
// semantics when its display changes (Chrome drops them for display: block).
const TABLE = 'block w-full text-left text-sm @2xl:table'
// In cards the heading row keeps only the sort buttons (a visible, focusable sort bar).
const HEAD = 'block @2xl:sticky @2xl:top-0 @2xl:z-10 @2xl:table-header-group @2xl:bg-white'
const HEAD_ROW = 'flex flex-wrap gap-x-4 @2xl:table-row'
const BODY = 'flex flex-col gap-3 @2xl:table-row-group'
const ROW =
  'block rounded-card border border-slate-200 p-4 @2xl:table-row @2xl:rounded-none @2xl:border-0 @2xl:border-b @2xl:border-slate-100 @2xl:p-0 @2xl:last:border-0 @2xl:hover:bg-slate-50'
const CELL =
  'flex min-w-0 items-baseline gap-3 py-1 @2xl:table-cell @2xl:py-3 @2xl:pr-4 @2xl:align-middle'
const CELL_LABEL = 'w-24 shrink-0 text-xs font-semibold text-slate-500 uppercase @2xl:hidden'
const TH =
  'text-xs font-semibold text-slate-500 uppercase @2xl:border-b @2xl:border-slate-200 @2xl:py-2 @2xl:pr-4'
const TH_HIDDEN_IN_CARDS = `sr-only @2xl:not-sr-only ${TH}`

function cellClass<Row>(column: TableColumn<Row>): string {
  const kind = column.actions
    ? 'flex-wrap pt-3 @2xl:w-px @2xl:pr-0 @2xl:text-right @2xl:whitespace-nowrap'
    : column.numeric
      ? 'tabular-nums @2xl:text-right @2xl:whitespace-nowrap'
      : column.overflow === 'truncate'
        ? '[overflow-wrap:anywhere] @2xl:max-w-0 @2xl:truncate'
        : '[overflow-wrap:anywhere]'
  const tone = column.rowHeader ? 'text-left font-medium text-slate-900' : 'text-slate-700'
  return `${CELL} ${kind} ${tone} ${column.className ?? ''}`
}

/** The up/down triangles of a sortable heading: the active way dark, both grey when unsorted. */
export function SortIndicator({ direction }: Readonly<{ direction: SortDirection | null }>) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="currentColor"
      data-sort-indicator={direction ?? 'none'}
      className={`size-4 shrink-0 ${direction ? 'text-slate-900' : 'text-slate-300'}`}
    >
      {direction !== 'descending' ? <path d="M10 4 14.5 9h-9L10 4Z" /> : null}
      {direction !== 'ascending' ? <path d="M10 16 5.5 11h9L10 16Z" /> : null}
    </svg>
  )
}

function HeaderCell<Row>({
  column,
  sort,
  onSort,
}: Readonly<{
  column: TableColumn<Row>
  sort: TableSort | null
  onSort?: (sort: TableSort) => void
}>) {
  const direction = sort?.column === column.id ? sort.direction : null
  const align = column.numeric || column.actions ? 'text-right' : 'text-left'
  if (column.headerHidden)
    return (
      <th scope="col" role="columnheader" className={`${TH_HIDDEN_IN_CARDS} ${align}`}>
        <span className="sr-only">{column.header}</span>
      </th>
    )
  if (!column.sortable || !onSort)
    return (
      <th scope="col" role="columnheader" className={`${TH_HIDDEN_IN_CARDS} ${align}`}>
        {column.header}
      </th>
    )
  return (
    <th
      scope="col"
      role="columnheader"
      aria-sort={direction ?? 'none'}
      className={`${TH} pb-3 @2xl:pb-2 ${align}`}
    >
      <button
        type="button"
        onClick={() =>
          onSort({
            column: column.id,
            direction: direction === 'ascending' ? 'descending' : 'ascending',
          })
        }
        className={`-mx-1 inline-flex items-center gap-1 rounded-sm px-1 uppercase hover:text-slate-900 ${column.numeric ? 'flex-row-reverse' : ''}`}
      >
        {column.header}
        <SortIndicator direction={direction} />
      </button>
    </th>
  )
}

/**
 * The kit's data table (UI.md Tables): sortable headings with aria-sort and a visible
 * indicator, right-aligned tabular numbers, skeleton rows while loading, one sentence when
 * empty, a sticky heading row, the Pager below. Width-safe: long text wraps or is cut with its
 * full text as a tooltip, the actions column never gives way, and in a narrow container rows
 * stack as cards.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowAttributes,
  rowOpensLink = false,
  sort = null,
  onSort,
  loading = false,
  loadingRows = 3,
  empty,
  paging,
  className = '',
}: Readonly<DataTableProps<Row>>) {
  return (
    <div className={`@container min-w-0 ${className}`}>
      <table role="table" aria-label={label} aria-busy={loading || undefined} className={TABLE}>
        <thead role="rowgroup" className={HEAD}>
          <tr role="row" className={HEAD_ROW}>
            {columns.map((column) => (
              <HeaderCell key={column.id} column={column} sort={sort} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className={BODY}>
          {loading ? (
            Array.from({ length: loadingRows }, (_, i) => (
              <tr key={i} role="row" data-loading-row="" className={ROW}>
                {columns.map((column) => (
                  <td key={column.id} role="cell" className={cellClass(column)}>
                    <Skeleton
                      className={`h-4 ${column.actions ? 'w-24 @2xl:ml-auto' : column.numeric ? 'w-16 @2xl:ml-auto' : 'w-full max-w-48'}`}
                    />
                  </td>
                ))}
              </tr>
            ))
          ) : rows.length === 0 ? (
            <tr role="row" className="block @2xl:table-row">
              <td
                role="cell"
                colSpan={columns.length}
                className="block py-10 text-center text-sm text-slate-600 @2xl:table-cell"
              >
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={rowKey(row)}
                role="row"
                className={rowOpensLink ? `${ROW} cursor-pointer` : ROW}
                onClick={rowOpensLink ? followRowLink : undefined}
                {...rowAttributes?.(row)}
              >
                {columns.map((column) => {
                  const Cell = column.rowHeader ? 'th' : 'td'
                  const title = column.overflow === 'truncate' ? column.text?.(row) : undefined
                  return (
                    <Cell
                      key={column.id}
                      role={column.rowHeader ? 'rowheader' : 'cell'}
                      scope={column.rowHeader ? 'row' : undefined}
                      title={title || undefined}
                      className={cellClass(column)}
                    >
                      {column.headerHidden ? null : (
                        <span aria-hidden="true" className={CELL_LABEL}>
                          {column.header}
                        </span>
                      )}
                      {column.cell(row)}
                    </Cell>
                  )
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
      {paging && paging.total > 0 ? <Pager {...paging} /> : null}
    </div>
  )
}

/** A row's click, as its link's (rowOpensLink). */
function followRowLink(event: MouseEvent<HTMLTableRowElement>) {
  const target = event.target as Element
  if (target.closest('a, button, input, select, textarea, label')) return
  if (document.getSelection()?.toString()) return
  event.currentTarget.querySelector<HTMLAnchorElement>('a[href]')?.click()
}

/** Sorts rows by a column's `sortValue` (or `text`), for tables sorted in the browser. */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly TableColumn<Row>[],
  sort: TableSort | null,
): Row[] {
  const column = sort ? columns.find((c) => c.id === sort.column) : undefined
  const value = column?.sortValue ?? column?.text
  if (!sort || !value) return [...rows]
  const sign = sort.direction === 'ascending' ? 1 : -1
  return [...rows].sort((a, b) => {
    const x = value(a)
    const y = value(b)
    const order =
      typeof x === 'number' && typeof y === 'number'
        ? x - y
        : String(x).localeCompare(String(y), 'en-US', { numeric: true })
    return order * sign
  })
}
