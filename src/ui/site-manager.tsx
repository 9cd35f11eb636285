/**
 * The manager of a per-site product (commenting COM-09, ratings RAT-08): the account's sites in a
 * dropdown with one chosen (the first, or the session's site in mockup mode), the chosen site's
 * configuration, the manager's route tabs, and the states before a tab can draw (the sites' or the
 * configuration's load error with a retry, no sites, a skeleton while loading). The tab itself is
 * the area's: `children` gets the site, its configuration and a setter for after a save.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { holdMove } from '../core/router'
import { sessionApi } from '../core/session-api'
import type { Site } from '../core/session-types'
import { notifyFailure, usePortal } from '../core/store'
import { LoadError } from './load-error'
import { SelectField } from './select-field'
import { Card, EmptyState, Skeleton } from './states'
import { RouteTabs, type RouteTab } from './tabs'
import { useRequest } from './use-request'

export interface ChosenSite<C> {
  site: Site
  config: C
  /** Replaces the stored configuration after a section saved (the server's answer). */
  setConfig: (next: C) => void
}

export interface SiteManagerProps<C> {
  host: HTMLElement
  /** The dropdown's label ("Site", "Website"). */
  siteLabel: string
  /** The tab bar's accessible name. */
  tabsLabel: string
  tabs: RouteTab[]
  current: string
  /** Loads a site's configuration (runs again when the chosen site changes). */
  load: (site: Site, accountUUID: string, signal: AbortSignal) => Promise<C>
  /** The text when the sites fail to load. */
  sitesFailed: string
  /** The text (and toast) when the chosen site's configuration fails to load. */
  configFailed: string
  /**
   * RAT-08: choose the first site (the session's in mockup mode) again whenever the number of the
   * account's sites changes; a change of the store's site list refetches the sites.
   */
  reselectOnCount?: boolean
  /** Above the dropdown, given the chosen site once known (a heading naming it). */
  header?: (site: Site | null) => ReactNode
  children: (chosen: ChosenSite<C>) => ReactNode
}

/** The account's sites and the chosen one, with COM-09 / RAT-08's rules. */
function useChosenSite(reselectOnCount: boolean) {
  const accountUUID = usePortal((s) => s.session.accountUUID)
  const mockup = usePortal((s) => s.session.mockupGenerator)
  const sessionSite = usePortal((s) => s.session.siteUUID)
  // The store's list fills as a session starts (and changes with it): it refetches ours.
  const storeCount = usePortal((s) => (reselectOnCount ? s.account.siteList.length : 0))
  const sites = useRequest<Site[]>(
    accountUUID ? (signal) => sessionApi.sites(accountUUID, signal).then((r) => r.items) : null,
    `${accountUUID}:${storeCount}`,
  )
  const [siteUUID, setSiteUUID] = useState<string | null>(null)
  const count = useRef<number | null>(null)
  useEffect(() => {
    const list = sites.data
    if (!list?.length) return
    const changed = reselectOnCount && count.current !== null && count.current !== list.length
    count.current = list.length
    if (!changed && siteUUID && list.some((s) => s.siteUUID === siteUUID)) return
    const preferred = mockup ? list.find((s) => s.siteUUID === sessionSite) : undefined
    setSiteUUID((preferred ?? list[0]!).siteUUID)
  }, [sites.data, mockup, sessionSite, siteUUID, reselectOnCount])
  const site = sites.data?.find((s) => s.siteUUID === siteUUID) ?? null
  // Another site with unsaved edits on screen asks first (the leave guards); while it asks the
  // dropdown draws the current site again.
  const [, redraw] = useState(0)
  const choose = (next: string) => {
    if (holdMove(() => setSiteUUID(next))) redraw((n) => n + 1)
    else setSiteUUID(next)
  }
  return { accountUUID, sites, siteUUID, choose, site }
}

export function SiteManager<C>(props: Readonly<SiteManagerProps<C>>) {
  const { host, tabs, current, load, sitesFailed, configFailed, children } = props
  const { accountUUID, sites, siteUUID, choose, site } = useChosenSite(!!props.reselectOnCount)

  // Each configuration is kept with the site it belongs to, so a tab never gets the new site
  // with the previous site's configuration while the next one loads.
  const config = useRequest<{ siteUUID: string; data: C }>(
    site && accountUUID
      ? (signal) =>
          load(site, accountUUID, signal).then((data) => ({ siteUUID: site.siteUUID, data }))
      : null,
    `${site?.siteUUID}:${accountUUID}`,
    (error) => notifyFailure(error, configFailed),
  )
  const loaded = config.data && config.data.siteUUID === site?.siteUUID ? config.data : null
  const setConfig = (next: C) =>
    config.setData((currentData) => (currentData ? { ...currentData, data: next } : currentData))

  // The header (a PageHeader keeps its own margin) sits above the gap, as an area's own heading
  // does above a manager without one.
  return (
    <div>
      {props.header?.(site)}
      <div className="flex flex-col gap-6">
        <div className="max-w-sm">
          {sites.data ? (
            <SelectField
              label={props.siteLabel}
              value={siteUUID ?? ''}
              options={sites.data.map((s) => ({ value: s.siteUUID, label: s.name }))}
              onChange={choose}
              disabled={sites.data.length < 2}
            />
          ) : (
            <Skeleton className="h-16 w-full" />
          )}
        </div>
        <div>
          <RouteTabs from={host} label={props.tabsLabel} current={current} tabs={tabs} />
          {sites.error ? (
            <LoadError text={sitesFailed} onRetry={sites.reload} />
          ) : sites.data && sites.data.length === 0 ? (
            <EmptyState text="This account has no sites yet." />
          ) : config.error ? (
            <LoadError text={configFailed} onRetry={config.reload} />
          ) : !site || !loaded ? (
            <Card>
              <div aria-busy="true" className="flex flex-col gap-3">
                <Skeleton className="h-6 w-48" />
                <Skeleton className="h-24 w-full" />
                <Skeleton className="h-24 w-full" />
              </div>
            </Card>
          ) : (
            children({ site, config: loaded.data, setConfig })
          )}
        </div>
      </div>
    </div>
  )
}
