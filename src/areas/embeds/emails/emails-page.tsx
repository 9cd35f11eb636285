/**
 * EMB-32/33: the e-mails one embed collected: date, e-mail, city and country, 10 per page, in a
 * date range (default last 7 days), with the CSV export of the range.
 */
import { useState } from 'react'
import { formatDate } from '../../../core/format'
import { ApiError } from '../../../core/http'
import { notify, notifyFailure, usePortal } from '../../../core/store'
import { Button } from '../../../ui/button'
import { DataTable, type TableColumn } from '../../../ui/data-table'
import { LoadError } from '../../../ui/load-error'
import { Card } from '../../../ui/states'
import { useRequest } from '../../../ui/use-request'
import { DateFilter } from '../analytics/date-filter'
import { EmbedTitle } from '../analytics/page-title'
import { defaultRange, EMAILS_TEXT, type DayRange } from '../lib/analytics-rules'
import { EMAILS_PAGE_SIZE, type EmailRow } from '../lib/embeds-rules'
import { emailsApi } from './emails-api'

const COLUMNS: TableColumn<EmailRow>[] = [
  {
    id: 'date',
    header: 'Date',
    className: '@2xl:w-40',
    text: (row) => formatDate(row.date),
    cell: (row) => formatDate(row.date),
  },
  {
    id: 'email',
    header: 'Email',
    rowHeader: true,
    overflow: 'truncate',
    text: (row) => row.email,
    cell: (row) => row.email,
  },
  {
    id: 'city',
    header: 'City',
    overflow: 'truncate',
    text: (row) => row.city ?? '',
    cell: (row) => row.city ?? '—',
  },
  {
    id: 'country',
    header: 'Country',
    overflow: 'truncate',
    text: (row) => row.country ?? '',
    cell: (row) => row.country ?? '—',
  },
]

export function EmailsPage({ embedUUID }: Readonly<{ host: HTMLElement; embedUUID: string }>) {
  const accountUUID = usePortal((s) => s.session.accountUUID)
  const [range, setRange] = useState<DayRange>(() => defaultRange(new Date()))
  const [page, setPage] = useState(1)
  const [exporting, setExporting] = useState(false)

  const emails = useRequest(
    (signal) => emailsApi.page(embedUUID, range, page, signal),
    `${embedUUID}:${range.from}:${range.to}:${page}`,
    (error) => notifyFailure(error, EMAILS_TEXT.fetchFailed),
  )
  // The header's name; without it the header still reads the title.
  const names = useRequest(
    accountUUID ? (signal) => emailsApi.embeds(accountUUID, signal) : null,
    accountUUID ?? '',
  )
  const name = names.data?.[embedUUID] ?? null
  const data = emails.data

  async function exportRows() {
    if (exporting) return
    setExporting(true)
    try {
      await emailsApi.export(embedUUID, range)
      notify('success', EMAILS_TEXT.downloaded)
    } catch (error) {
      // API-62 answers 404 (NO_DATA) when the range has no rows; a file reply has no JSON code.
      if (error instanceof ApiError && error.status === 404) notify('info', EMAILS_TEXT.noData)
      else notifyFailure(error, EMAILS_TEXT.downloadFailed)
    } finally {
      setExporting(false)
    }
  }

  return (
    <>
      <EmbedTitle name={name} />
      <Card>
        <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 className="text-base font-semibold text-slate-900">Collected Emails</h2>
            {data && !emails.error ? (
              <p className="text-sm text-slate-600">
                {data.totalRows === 1 ? '1 email' : `${data.totalRows} emails`} in this range
              </p>
            ) : null}
          </div>
          {/* Top-aligned: the date filter's note hangs below; Export sits beside its button. */}
          <div className="flex flex-wrap items-start gap-3">
            <DateFilter
              label="Date range"
              value={range}
              onChange={(next) => {
                if (!next) return
                setRange(next)
                setPage(1)
              }}
            />
            <Button
              variant="secondary"
              className="mt-6.5"
              onClick={() => void exportRows()}
              busy={exporting}
              busyLabel="Exporting…"
            >
              Export
            </Button>
          </div>
        </div>
        {emails.error ? (
          <LoadError text={EMAILS_TEXT.fetchFailed} onRetry={emails.reload} />
        ) : (
          <DataTable
            label="Collected emails"
            columns={COLUMNS}
            rows={data?.userData ?? []}
            rowKey={(row) => `${row.date}\u0000${row.email}`}
            loading={emails.loading || !data}
            loadingRows={EMAILS_PAGE_SIZE}
            empty="No emails were collected in this date range."
            paging={
              data
                ? {
                    page,
                    size: EMAILS_PAGE_SIZE,
                    total: data.totalRows,
                    onPage: setPage,
                    label: 'Collected emails pages',
                  }
                : undefined
            }
          />
        )}
      </Card>
    </>
  )
}
