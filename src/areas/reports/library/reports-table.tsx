/**
 * REP-04: the saved reports as a table — name, date range, dimensions, schedule with its next
 * runs, last run, last modified and the row actions — sorted by name or last change, 20 a page.
 */
import { useEffect, useState } from 'react'
import { Button } from '../../../ui/button'
import { DataTable, sortRows, type TableColumn, type TableSort } from '../../../ui/data-table'
import type { SavedReport } from '../lib/report-rules'
import { TEXT } from '../lib/report-texts'
import {
  dateRangeText,
  dimensionsText,
  LastRunCell,
  ScheduleCell,
  UpdatedCell,
} from './report-cells'
import type { RowAction, RowBusy } from './use-library-actions'

export const LIBRARY_PAGE_SIZE = 20

/** Beyond the spec: only a report that runs by itself and has recipients can be sent now. */
export const canSendNow = (report: SavedReport) =>
  report.schedule !== 'ONCE' && report.emails.length > 0

const BUSY_LABELS: Record<RowAction, string> = {
  run: 'Running…',
  edit: 'Opening…',
  schedule: 'Opening…',
  send: 'Sending…',
  delete: 'Deleting…',
}

function RowActions({
  report,
  busy,
  onAction,
}: Readonly<{
  report: SavedReport
  busy: RowBusy | null
  onAction: (report: SavedReport, action: RowAction) => void
}>) {
  const actions: Array<[RowAction, string]> = [
    ['run', TEXT.run],
    ['edit', TEXT.edit],
    ['schedule', TEXT.schedule],
    ...(canSendNow(report) ? [['send', 'Send now'] as [RowAction, string]] : []),
    ['delete', TEXT.delete],
  ]
  return (
    <span className="flex flex-wrap items-center gap-x-4 gap-y-2 @2xl:flex-nowrap @2xl:justify-end @2xl:gap-x-3">
      {actions.map(([action, label]) => {
        const mine = busy?.reportUUID === report.reportUUID && busy.action === action
        return (
          <Button
            key={action}
            variant="link"
            data-action={action}
            busy={mine}
            busyLabel={BUSY_LABELS[action]}
            disabled={busy !== null && !mine}
            className={action === 'delete' ? 'text-red-700' : ''}
            onClick={() => onAction(report, action)}
          >
            {label}
            <span className="sr-only"> {report.name}</span>
          </Button>
        )
      })}
    </span>
  )
}

export function ReportsTable({
  reports,
  loading,
  busy,
  onAction,
}: Readonly<{
  reports: readonly SavedReport[] | null
  loading: boolean
  busy: RowBusy | null
  onAction: (report: SavedReport, action: RowAction) => void
}>) {
  // The list comes newest change first; that is the first sort shown.
  const [sort, setSort] = useState<TableSort>({ column: 'updated', direction: 'descending' })
  const [page, setPage] = useState(1)
  const columns: TableColumn<SavedReport>[] = [
    {
      id: 'name',
      header: 'Name',
      rowHeader: true,
      sortable: true,
      className: '@2xl:min-w-40',
      sortValue: (r) => r.name.toLowerCase(),
      cell: (r) => r.name,
    },
    { id: 'range', header: 'Date range', cell: dateRangeText },
    { id: 'dimensions', header: 'Dimensions', cell: dimensionsText },
    { id: 'schedule', header: 'Schedule', cell: (r) => <ScheduleCell report={r} /> },
    { id: 'lastRun', header: 'Last run', cell: (r) => <LastRunCell report={r} /> },
    {
      id: 'updated',
      header: 'Last modified',
      sortable: true,
      className: '@2xl:whitespace-nowrap',
      sortValue: (r) => r.updatedAt,
      cell: (r) => <UpdatedCell report={r} />,
    },
    {
      id: 'actions',
      header: 'Actions',
      headerHidden: true,
      actions: true,
      cell: (r) => <RowActions report={r} busy={busy} onAction={onAction} />,
    },
  ]
  const all = reports ?? []
  const pages = Math.max(1, Math.ceil(all.length / LIBRARY_PAGE_SIZE))
  // A delete that empties the last page steps back to the one before.
  useEffect(() => {
    if (page > pages) setPage(pages)
  }, [page, pages])
  const sorted = sortRows(all, columns, sort)
  const shown = sorted.slice((page - 1) * LIBRARY_PAGE_SIZE, page * LIBRARY_PAGE_SIZE)

  return (
    <DataTable
      label="Saved reports"
      columns={columns}
      rows={shown}
      rowKey={(r) => r.reportUUID}
      rowAttributes={(r) => ({ 'data-report': r.reportUUID })}
      sort={sort}
      onSort={(next) => {
        setSort(next)
        setPage(1)
      }}
      loading={loading}
      loadingRows={5}
      empty="No saved reports."
      paging={
        all.length > LIBRARY_PAGE_SIZE
          ? {
              page,
              size: LIBRARY_PAGE_SIZE,
              total: all.length,
              onPage: setPage,
              label: 'Saved reports pages',
            }
          : undefined
      }
    />
  )
}
