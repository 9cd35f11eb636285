import { useState } from 'react'
import { notifyFailure, usePortal } from '../../../core/store'
import { safeHref } from '../../../core/safe-url'
import { Alert } from '../../../ui/alert'
import { Pager } from '../../../ui/pager'
import { Card, EmptyState, Skeleton } from '../../../ui/states'
import { useRequest } from '../../../ui/use-request'
import type { TabProps } from '../account-root'
import { accountApi } from '../account-api'

const TAG = 'pp-account-settings'
export const SITES_PAGE_SIZE = 10
const FETCH_FAILED = 'There was an issue fetching your Sites'

/** ACCT-16: the read-only, paginated list of the account's sites. */
export function SitesTab(_props: Readonly<TabProps>) {
  const accountUUID = usePortal((s) => s.session.accountUUID)
  const [page, setPage] = useState(1)
  const sites = useRequest(
    accountUUID
      ? (signal) => accountApi.sitesPage(accountUUID, page, SITES_PAGE_SIZE, signal)
      : null,
    `${accountUUID}:${page}`,
    (error) => notifyFailure(TAG, error, FETCH_FAILED),
  )
  const data = sites.data

  return (
    <Card>
      <h2 className="mb-1 text-base font-semibold">Sites</h2>
      <p className="mb-4 text-sm text-slate-600">
        To add a site, please email your account manager or support.
      </p>
      {sites.error ? (
        <Alert tone="error">{FETCH_FAILED}</Alert>
      ) : !data ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : data.totalRows === 0 ? (
        <EmptyState text="This account has no sites yet." />
      ) : (
        <>
          <table className="w-full text-left text-sm">
            <thead className="sticky top-0 border-b border-slate-200 bg-white text-xs text-slate-500 uppercase">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Site
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Address
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((site) => (
                <tr
                  key={site.siteUUID}
                  className="border-b border-slate-100 last:border-0 hover:bg-slate-50"
                >
                  <td className="py-3 pr-4 font-medium text-slate-900">
                    {safeHref(site.url) ? (
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
                    )}
                  </td>
                  <td className="py-3 text-slate-600">{site.url}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            label="Sites pages"
            page={page}
            size={SITES_PAGE_SIZE}
            total={data.totalRows}
            onPage={setPage}
          />
        </>
      )}
    </Card>
  )
}
