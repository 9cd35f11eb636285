/**
 * EMB-32/33: the e-mails one embed collected: date, e-mail, city and country, 10 per page, in a
 * date range (default last 7 days), with the CSV export of the range. When the embed's e-mail
 * card add-on is off the page says so and where to turn it on (issue 27 #15); the table shows
 * only when the range still holds e-mails collected while it was on.
 */
import { useState } from 'react'
import { formatDate } from '../../../core/format'
import { hasPermission, PERMISSIONS } from '../../../core/permissions'
import { notify, notifyFailure, usePortal } from '../../../core/store'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { DataTable, type TableColumn } from '../../../ui/data-table'
import { PortalLink } from '../../../ui/link'
import { LoadError } from '../../../ui/load-error'
import { Card } from '../../../ui/states'
import { useRequest } from '../../../ui/use-request'
import { DateFilter } from '../analytics/date-filter'
import { EMAILS_PAGE, EmbedTitle } from '../analytics/page-title'
import { defaultRange, EMAILS_TEXT, type DayRange } from '../lib/analytics-rules'
import { addOnsPath } from '../lib/embeds-routes'
import { EMAILS_PAGE_SIZE, type EmailRow } from '../lib/embeds-rules'
import { emailsApi } from './emails-api'

export const COLLECTION_OFF = 'E-mail collection is off for this embed.'
export const COLLECTION_HOW =
  'To collect e-mails, turn on the Collect User Emails card in the embed’s Add-ons step.'
export const COLLECTION_ASK =
  'Someone who can edit embeds can turn on the Collect User Emails card in its Add-ons step.'
export const COLLECTION_LINK = 'Go to Add-ons'

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

export function EmailsPage({
  host,
  embedUUID,
}: Readonly<{ host: HTMLElement; embedUUID: string }>) {
  const permissions = usePortal((s) => s.session.permissions)
  const mocked = usePortal((s) => s.session.mocked)
  const canEdit = mocked || hasPermission(permissions, PERMISSIONS.manageEmbeds)
  const [range, setRange] = useState<DayRange>(() => defaultRange(new Date()))
  const [page, setPage] = useState(1)
  const [exporting, setExporting] = useState(false)

  const emails = useRequest(
    (signal) => emailsApi.page(embedUUID, range, page, signal),
    `${embedUUID}:${range.from}:${range.to}:${page}`,
    (error) => notifyFailure(error, EMAILS_TEXT.fetchFailed),
  )
  // The header's name and the add-on's state; unknown (a failure) says nothing of either.
  const embed = useRequest((signal) => emailsApi.embed(embedUUID, signal), embedUUID)
  const name = embed.data?.name ?? null
  const off = embed.data?.collecting === false
  const data = emails.data
  // Off and nothing collected in the range: the notice says why, instead of an empty table.
  const tableShown = !off || !data || data.totalRows > 0

  async function exportRows() {
    if (exporting) return
    setExporting(true)
    try {
      await emailsApi.export(embedUUID, range)
      notify('success', EMAILS_TEXT.downloaded)
    } catch (error) {
      // API-62 answers 404 (NO_DATA) when the range has no rows; a file reply has no JSON code.
      notifyFailure(error, EMAILS_TEXT.downloadFailed, { text: EMAILS_TEXT.noData, kind: 'info' })
    } finally {
      setExporting(false)
    }
  }

  return (
    <>
      <EmbedTitle name={name} page={EMAILS_PAGE} />
      {off ? (
        <div className="mb-4">
          <Alert
            tone="info"
            action={
              canEdit ? (
                <PortalLink
                  to={addOnsPath(embedUUID)}
                  from={host}
                  className="font-medium text-link hover:underline"
                >
                  {COLLECTION_LINK}
                </PortalLink>
              ) : undefined
            }
          >
            <p className="font-medium">{COLLECTION_OFF}</p>
            <p>{canEdit ? COLLECTION_HOW : COLLECTION_ASK}</p>
          </Alert>
        </div>
      ) : null}
      <Card>
        <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
          <div>
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
        ) : !tableShown ? (
          <p className="text-sm text-slate-600">No emails were collected in this date range.</p>
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
