import { useState } from 'react'
import { notifyFailure, usePortal } from '../../../core/store'
import { safeHref } from '../../../core/safe-url'
import { DataTable, type TableColumn } from '../../../ui/data-table'
import { LoadError } from '../../../ui/load-error'
import { Card } from '../../../ui/states'
import { useRequest } from '../../../ui/use-request'
import type { TabProps } from '../account-root'
import { accountApi, type SitesPage } from '../account-api'

export const SITES_PAGE_SIZE = 10
const FETCH_FAILED = 'There was an issue fetching your Sites'

type Site = SitesPage['items'][number]

/** Name (a link out when the address is safe) and address; both cut with a tooltip. */
const COLUMNS: TableColumn<Site>[] = [
  {
    id: 'site',
    header: 'Site',
    rowHeader: true,
    overflow: 'truncate',
    className: '@2xl:w-2/5',
    text: (site) => site.name,
    cell: (site) =>
      safeHref(site.url) ? (
        <a
          href={safeHref(site.url)!}
          target="_blank"
          rel="noopener noreferrer"
          className="text-link hover:underline"
        >
          {site.name}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        <span data-unsafe-url="">{site.name}</span>
      ),
  },
  {
    id: 'address',
    header: 'Address',
    overflow: 'truncate',
    text: (site) => site.url,
    cell: (site) => site.url,
  },
]

/** ACCT-16: the read-only, paginated list of the account's sites. */
export function SitesTab(_props: Readonly<TabProps>) {
  const accountUUID = usePortal((s) => s.session.accountUUID)
  const [page, setPage] = useState(1)
  const sites = useRequest(
    accountUUID
      ? (signal) => accountApi.sitesPage(accountUUID, page, SITES_PAGE_SIZE, signal)
      : null,
    `${accountUUID}:${page}`,
    (error) => notifyFailure(error, FETCH_FAILED),
  )
  const data = sites.data

  return (
    <Card>
      <h2 className="mb-1 text-base font-semibold">Sites</h2>
      <p className="mb-4 text-sm text-slate-600">
        To add a site, please email your account manager or support.
      </p>
      {sites.error ? (
        <LoadError text={FETCH_FAILED} onRetry={sites.reload} />
      ) : (
        <DataTable
          label="Sites"
          columns={COLUMNS}
          rows={data?.items ?? []}
          rowKey={(site) => site.siteUUID}
          loading={sites.loading || !data}
          empty="This account has no sites yet."
          paging={
            data
              ? {
                  label: 'Sites pages',
                  page,
                  size: SITES_PAGE_SIZE,
                  total: data.totalRows,
                  onPage: setPage,
                }
              : undefined
          }
        />
      )}
    </Card>
  )
}
