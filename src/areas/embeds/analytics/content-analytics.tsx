/**
 * EMB-25..31: the embed content analytics page: with no embed in the route the embed picker;
 * with one its cards (20 a page) filtered, sorted and counted, the last-updated time in EST,
 * and the edit-embed call to action for edit-permitted users.
 */
import { useState } from 'react'
import { ApiError, errorRouteFor } from '../../../core/http'
import { hasPermission, PERMISSIONS } from '../../../core/permissions'
import { navigate } from '../../../core/router'
import { notifyFailure, usePortal } from '../../../core/store'
import { Button } from '../../../ui/button'
import { LoadError } from '../../../ui/load-error'
import { Pager } from '../../../ui/pager'
import { EmptyState, LoadingState } from '../../../ui/states'
import { useRequest } from '../../../ui/use-request'
import {
  analyticsQuery,
  DEFAULT_SORT,
  defaultRange,
  editEmbedPath,
  lastUpdatedText,
  type AnalyticsFilters,
} from '../lib/analytics-rules'
import { ANALYTICS_PAGE_SIZE } from '../lib/embeds-rules'
import { analyticsApi } from './analytics-api'
import { AnalyticsCardView } from './analytics-card'
import { AnalyticsFilterBar } from './analytics-filters'
import { EmbedPicker } from './embed-picker'
import { EmbedTitle } from './page-title'

export const ANALYTICS_FAILED = 'There was an issue fetching your embed analytics'

export function ContentAnalytics({
  host,
  embedUUID,
}: Readonly<{ host: HTMLElement; embedUUID: string | null }>) {
  return embedUUID ? (
    // Keyed: another embed starts from the default filters and page 1.
    <EmbedAnalytics key={embedUUID} host={host} embedUUID={embedUUID} />
  ) : (
    <EmbedPicker host={host} />
  )
}

function EmbedAnalytics({ host, embedUUID }: Readonly<{ host: HTMLElement; embedUUID: string }>) {
  const accountUUID = usePortal((s) => s.session.accountUUID)
  const permissions = usePortal((s) => s.session.permissions)
  const mocked = usePortal((s) => s.session.mocked)
  const canEdit = mocked || hasPermission(permissions, PERMISSIONS.manageEmbeds)

  const [filters, setFilters] = useState<AnalyticsFilters>(() => ({
    keyword: '',
    contentTypes: [],
    states: [],
    range: defaultRange(new Date()),
    sort: DEFAULT_SORT,
  }))
  const [page, setPage] = useState(1)
  const query = analyticsQuery(filters, page)
  const key = JSON.stringify([embedUUID, query])

  const metrics = useRequest(
    (signal) => analyticsApi.metrics(embedUUID, query, signal),
    key,
    (error) => {
      // Another account's (or a deleted) embed: the 404 page, as for any unknown address.
      if (error instanceof ApiError && error.status === 404)
        navigate(host, errorRouteFor(error), true)
      else notifyFailure(error, ANALYTICS_FAILED)
    },
  )
  const names = useRequest(
    accountUUID ? (signal) => analyticsApi.embeds(accountUUID, signal) : null,
    accountUUID ?? '',
  )
  const name = names.data?.[embedUUID] ?? null
  const data = metrics.data
  const updated = data ? lastUpdatedText(data.lastUpdatedAt) : null

  function change(next: AnalyticsFilters) {
    setFilters(next)
    setPage(1)
  }

  return (
    <>
      <EmbedTitle
        name={name}
        actions={
          canEdit ? (
            <Button onClick={() => navigate(host, editEmbedPath(embedUUID))}>Edit Embed</Button>
          ) : null
        }
      />
      <AnalyticsFilterBar filters={filters} onChange={change} />
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900" aria-live="polite">
          Total Cards ({data && !metrics.error ? data.totalRows : '…'})
        </h2>
        {updated ? <p className="text-sm text-slate-600">{updated}</p> : null}
      </div>
      {metrics.error ? (
        <LoadError text={ANALYTICS_FAILED} onRetry={metrics.reload} />
      ) : !data ? (
        <LoadingState label="Loading the embed’s cards" />
      ) : data.contents.length === 0 ? (
        <EmptyState text="No cards match these filters." />
      ) : (
        <div aria-busy={metrics.loading || undefined}>
          <ul
            aria-label="Cards"
            className={`grid grid-cols-1 gap-4 lg:grid-cols-2 ${metrics.loading ? 'opacity-60' : ''}`}
          >
            {data.contents.map((card) => (
              <AnalyticsCardView
                key={card.contentUUID}
                card={card}
                host={host}
                embedUUID={embedUUID}
                canEdit={canEdit}
              />
            ))}
          </ul>
          {data.totalRows > ANALYTICS_PAGE_SIZE ? (
            <Pager
              page={page}
              size={ANALYTICS_PAGE_SIZE}
              total={data.totalRows}
              onPage={setPage}
              label="Card pages"
            />
          ) : null}
        </div>
      )}
    </>
  )
}
