import { useEffect, useState } from 'react'
import { sessionApi } from '../../../core/session-api'
import { notifyFailure, usePortal } from '../../../core/store'
import type { Site } from '../../../core/session-types'
import { LoadError } from '../../../ui/load-error'
import { SelectField } from '../../../ui/select-field'
import { Card, EmptyState, Skeleton } from '../../../ui/states'
import { RouteTabs } from '../../../ui/tabs'
import { useRequest } from '../../../ui/use-request'
import { AddonsTab } from '../addons/addons-tab'
import { commentingApi } from '../commenting-api'
import { ConfigurationTab } from '../configuration/configuration-tab'
import { MANAGER } from '../lib/commenting-routes'
import type { CommentingConfiguration } from '../lib/commenting-rules'
import { TABS, TEXT, type TabId } from '../lib/commenting-texts'
import { AdvancedTab } from './advanced-tab'
import { CodeTab } from './code-tab'
import { ExportTab } from './export-tab'
import { StatisticsTab } from './statistics-tab'
import { type TabProps } from './tab-props'

function TabContent({ tab, ...props }: Readonly<TabProps & { tab: TabId }>) {
  switch (tab) {
    case 'code':
      return <CodeTab {...props} />
    case 'configuration':
      return <ConfigurationTab {...props} />
    case 'addons':
      return <AddonsTab {...props} />
    case 'statistics':
      return <StatisticsTab {...props} />
    case 'export':
      return <ExportTab {...props} />
    case 'advanced':
      return <AdvancedTab {...props} />
  }
}

/** COM-07, COM-09: the site selector, the manager's tabs and the chosen site's configuration. */
export function CommentManager({
  host,
  tab,
  newPortalUrl,
}: Readonly<{ host: HTMLElement; tab: TabId; newPortalUrl: string | null }>) {
  const accountUUID = usePortal((s) => s.session.accountUUID)
  const mocked = usePortal((s) => s.session.mocked)
  const mockup = usePortal((s) => s.session.mockupGenerator)
  const sessionSite = usePortal((s) => s.session.siteUUID)
  const sites = useRequest<Site[]>(
    accountUUID ? (signal) => sessionApi.sites(accountUUID, signal).then((r) => r.items) : null,
    accountUUID ?? '',
  )
  const [siteUUID, setSiteUUID] = useState<string | null>(null)
  // COM-09: the first site, or the session's site in mockup mode.
  useEffect(() => {
    const list = sites.data
    if (!list?.length || (siteUUID && list.some((s) => s.siteUUID === siteUUID))) return
    const preferred = mockup ? list.find((s) => s.siteUUID === sessionSite) : undefined
    setSiteUUID((preferred ?? list[0]!).siteUUID)
  }, [sites.data, mockup, sessionSite, siteUUID])
  const site = sites.data?.find((s) => s.siteUUID === siteUUID) ?? null

  // Each configuration is kept with the site it belongs to, so a tab never gets the new site
  // with the previous site's configuration while the next one loads.
  const config = useRequest<{ siteUUID: string; data: CommentingConfiguration }>(
    site && accountUUID
      ? (signal) =>
          commentingApi
            .configuration(site, accountUUID, signal)
            .then((data) => ({ siteUUID: site.siteUUID, data }))
      : null,
    `${site?.siteUUID}:${accountUUID}`,
    (error) => notifyFailure(error, TEXT.configFetchFailed),
  )
  const loaded = config.data && config.data.siteUUID === site?.siteUUID ? config.data : null
  const setConfig = (next: CommentingConfiguration) =>
    config.setData((current) => (current ? { ...current, data: next } : current))

  return (
    <div className="flex flex-col gap-6">
      <div className="max-w-sm">
        {sites.data ? (
          <SelectField
            label="Site"
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
          label="Commenting sections"
          current={tab}
          tabs={TABS.map((t) => ({ id: t.id, label: t.label, path: `${MANAGER}/${t.id}` }))}
        />
        {sites.error ? (
          <LoadError text={TEXT.fetchFailed} onRetry={sites.reload} />
        ) : sites.data && sites.data.length === 0 ? (
          <EmptyState text="This account has no sites yet." />
        ) : config.error ? (
          <LoadError text={TEXT.configFetchFailed} onRetry={config.reload} />
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
            newPortalUrl={newPortalUrl}
          />
        )}
      </div>
    </div>
  )
}
