import { useEffect, useRef, useState } from 'react'
import { serviceBase } from '../../../core/http'
import { sessionApi } from '../../../core/session-api'
import type { Site } from '../../../core/session-types'
import { notifyFailure, usePortal } from '../../../core/store'
import { LoadError } from '../../../ui/load-error'
import { SelectField } from '../../../ui/select-field'
import { Card, EmptyState, PageHeader, Skeleton } from '../../../ui/states'
import { RouteTabs } from '../../../ui/tabs'
import { useRequest } from '../../../ui/use-request'
import { AddonsTab } from '../addons/addons-tab'
import { AnalyticsTab } from '../analytics/analytics-tab'
import { ConfigurationTab } from '../configuration/configuration-tab'
import { MANAGER } from '../lib/ratings-routes'
import type { RatingsConfiguration } from '../lib/ratings-rules'
import { TABS, TEXT, type TabId } from '../lib/ratings-texts'
import { ratingsApi } from '../ratings-api'
import { CodeTab } from './code-tab'
import type { TabProps } from './tab-props'

function TabContent({ tab, ...props }: Readonly<TabProps & { tab: TabId }>) {
  switch (tab) {
    case 'code':
      return <CodeTab {...props} />
    case 'configuration':
      return <ConfigurationTab {...props} />
    case 'addons':
      return <AddonsTab {...props} />
    case 'analytics':
      return <AnalyticsTab {...props} />
  }
}

/**
 * RAT-10 (OPEN: the URL): the demo article page of the ratings service's server, showing the
 * chosen site's ratings unit.
 */
export function testPageUrl(siteUUID: string): string {
  const base = new URL(serviceBase('ratings'), location.href)
  return new URL(`/demo/article?siteUUID=${encodeURIComponent(siteUUID)}`, base.origin).href
}

/**
 * RAT-08..11: heading, Website dropdown, the manager's tabs and the chosen site's configuration.
 * The first site is chosen (the session's site in mockup mode), and again whenever the number of
 * the account's sites changes.
 */
export function RatingsManager({ host, tab }: Readonly<{ host: HTMLElement; tab: TabId }>) {
  const accountUUID = usePortal((s) => s.session.accountUUID)
  const mocked = usePortal((s) => s.session.mocked)
  const mockup = usePortal((s) => s.session.mockupGenerator)
  const sessionSite = usePortal((s) => s.session.siteUUID)
  // The store's list changes when a site is added elsewhere in the portal; it refetches ours.
  const storeCount = usePortal((s) => s.account.siteList.length)
  const sites = useRequest<Site[]>(
    accountUUID ? (signal) => sessionApi.sites(accountUUID, signal).then((r) => r.items) : null,
    `${accountUUID}:${storeCount}`,
  )
  const [siteUUID, setSiteUUID] = useState<string | null>(null)
  const count = useRef<number | null>(null)
  useEffect(() => {
    const list = sites.data
    if (!list?.length) return
    const changed = count.current !== null && count.current !== list.length
    count.current = list.length
    if (!changed && siteUUID && list.some((s) => s.siteUUID === siteUUID)) return
    const preferred = mockup ? list.find((s) => s.siteUUID === sessionSite) : undefined
    setSiteUUID((preferred ?? list[0]!).siteUUID)
  }, [sites.data, mockup, sessionSite, siteUUID])
  const site = sites.data?.find((s) => s.siteUUID === siteUUID) ?? null

  // Each configuration is kept with the site it belongs to, so a tab never gets the new site
  // with the previous site's configuration while the next one loads.
  const config = useRequest<{ siteUUID: string; data: RatingsConfiguration }>(
    site && accountUUID
      ? (signal) =>
          ratingsApi
            .configuration(site, accountUUID, signal)
            .then((data) => ({ siteUUID: site.siteUUID, data }))
      : null,
    `${site?.siteUUID}:${accountUUID}`,
    (error) => notifyFailure(error, TEXT.fetchFailed),
  )
  const loaded = config.data && config.data.siteUUID === site?.siteUUID ? config.data : null
  const setConfig = (next: RatingsConfiguration) =>
    config.setData((current) => (current ? { ...current, data: next } : current))

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={site ? `Ratings (${site.name})` : 'Ratings'}
        actions={
          mocked && site ? (
            <a
              className="inline-flex h-9 items-center gap-1 rounded-control border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 hover:bg-slate-50"
              href={testPageUrl(site.siteUUID)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {TEXT.testPage}
              <span aria-hidden="true">↗</span>
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null
        }
      />
      <div className="max-w-sm">
        {sites.data ? (
          <SelectField
            label={TEXT.website}
            value={siteUUID ?? ''}
            options={sites.data.map((s) => ({ value: s.siteUUID, label: s.name }))}
            onChange={setSiteUUID}
            disabled={sites.data.length < 2}
          />
        ) : (
          <Skeleton className="h-16 w-full" />
        )}
      </div>
      <div>
        <RouteTabs
          from={host}
          label="Ratings sections"
          current={tab}
          tabs={TABS.map((t) => ({ id: t.id, label: t.label, path: `${MANAGER}/${t.id}` }))}
        />
        {sites.error ? (
          <LoadError text={TEXT.fetchFailed} onRetry={sites.reload} />
        ) : sites.data && sites.data.length === 0 ? (
          <EmptyState text="This account has no sites yet." />
        ) : config.error ? (
          <LoadError text={TEXT.fetchFailed} onRetry={config.reload} />
        ) : !site || !loaded ? (
          <Card>
            <div aria-busy="true" className="flex flex-col gap-3">
              <Skeleton className="h-6 w-48" />
              <Skeleton className="h-24 w-full" />
              <Skeleton className="h-24 w-full" />
            </div>
          </Card>
        ) : (
          <TabContent
            tab={tab}
            host={host}
            site={site}
            config={loaded.data}
            setConfig={setConfig}
            mocked={mocked}
          />
        )}
      </div>
    </div>
  )
}
