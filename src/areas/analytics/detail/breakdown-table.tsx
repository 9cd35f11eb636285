/**
 * ANA-02: a chart page's breakdown table: the view's names in a first column 300 px wide, the
 * page's value (revenue pages: impressions, revenue and CPM), largest first, 7 rows a page.
 */
import { useMemo } from 'react'
import { formatCurrency, formatInteger } from '../../../core/format'
import { DataTable, type TableColumn } from '../../../ui/data-table'
import { formatMetric, type MetricFormat } from '../lib/analytics-filters-rules'
import { pageOf, VIEW_HEADINGS, type TableRow } from '../lib/detail-page-rules'
import { DETAIL_ROWS_PER_PAGE, type ViewType } from '../lib/metrics-rules'

const FIRST_COLUMN = '@2xl:w-[300px] @2xl:min-w-[300px] @2xl:max-w-[300px]'

export function BreakdownTable({
  label,
  viewType,
  rows,
  revenue,
  valueHeading,
  format,
  loading,
  page,
  onPage,
}: Readonly<{
  label: string
  viewType: ViewType
  rows: readonly TableRow[] | null
  /** The revenue pages show impressions, revenue and CPM. */
  revenue: boolean
  valueHeading: string
  format: MetricFormat
  loading: boolean
  page: number
  onPage: (page: number) => void
}>) {
  const columns = useMemo<TableColumn<TableRow>[]>(() => {
    const name: TableColumn<TableRow> = {
      id: 'name',
      header: VIEW_HEADINGS[viewType],
      cell: (row) => row.name,
      text: (row) => row.name,
      rowHeader: true,
      className: FIRST_COLUMN,
    }
    if (!revenue)
      return [
        name,
        {
          id: 'value',
          header: valueHeading,
          cell: (row) => formatMetric(row.value, format),
          numeric: true,
        },
      ]
    return [
      name,
      {
        id: 'impressions',
        header: 'Impressions',
        cell: (row) => formatInteger(row.ad?.impressions ?? 0),
        numeric: true,
      },
      {
        id: 'revenue',
        header: 'Revenue',
        cell: (row) => formatCurrency(row.ad?.revenue ?? 0),
        numeric: true,
      },
      { id: 'cpm', header: 'CPM', cell: (row) => formatCurrency(row.ad?.cpm ?? 0), numeric: true },
    ]
  }, [viewType, revenue, valueHeading, format])

  const all = rows ?? []
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={pageOf(all, page, DETAIL_ROWS_PER_PAGE)}
      rowKey={(row) => row.key}
      rowAttributes={(row) => ({ 'data-row': row.key })}
      loading={loading && !rows}
      loadingRows={DETAIL_ROWS_PER_PAGE}
      empty="No data for this period."
      paging={
        all.length > DETAIL_ROWS_PER_PAGE
          ? {
              page,
              size: DETAIL_ROWS_PER_PAGE,
              total: all.length,
              onPage,
              label: `${label} pages`,
            }
          : undefined
      }
    />
  )
}
