/**
 * The manager of a per-site product (commenting COM-09, ratings RAT-08): the account's sites in a
 * dropdown with one chosen (the first, or the session's site in mockup mode), the chosen site's
 * configuration, the manager's route tabs, the states before a tab can draw (the sites' or the
 * configuration's load error with a retry, no sites, a skeleton while loading) and the leave
 * question while a section holds unsaved edits. The tabs' panels are the product's own: each gets
 * the site, its configuration and a setter for after a save.
 */
import { useEffect, type ComponentType, type ReactNode } from 'react'
import type { Site } from '../core/session-types'
import { notifyFailure, usePortal } from '../core/store'
import { LoadError } from '../ui/load-error'
import { SelectField } from '../ui/select-field'
import { Card, EmptyState, Skeleton } from '../ui/states'
import { RouteTabs } from '../ui/tabs'
import { UnsavedEdits } from '../ui/unsaved-edits'
import { useRequest } from '../ui/use-request'
import { useChosenSite } from './use-chosen-site'

export interface ChosenSite<C> {
  site: Site
  config: C
  /** Replaces the stored configuration after a section saved (the server's answer). */
  setConfig: (next: C) => void
}

/** What every tab's panel receives: the chosen site, its loaded configuration and the session. */
export interface ProductTabProps<C> extends ChosenSite<C> {
  host: HTMLElement
  mocked: boolean
}

export interface SiteManagerProps<C, T extends string, X> {
  host: HTMLElement
  /** The dropdown's label ("Site", "Website"). */
  siteLabel: string
  /** The tab bar's accessible name. */
  tabsLabel: string
  /** The manager's route: a tab's path is `${path}/${id}`. */
  path: string
  tabs: ReadonlyArray<{ id: T; label: string }>
  current: T
  /** Each tab's panel. */
  panels: Readonly<Record<T, ComponentType<ProductTabProps<C> & X>>>
  /** What the panels get besides the chosen site (commenting: the new portal's address). */
  extra: X
  /** The leave dialog's "The changes you made to … will be lost." */
  unsavedWhat: string
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
}

/** A tab's place while its data (or its code) loads. */
export function PanelSkeleton() {
  return (
    <Card>
      <div aria-busy="true" className="flex flex-col gap-3">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    </Card>
  )
}

function panelProps<C, X>(extra: X, props: ProductTabProps<C>): ProductTabProps<C> & X {
  return { ...extra, ...props }
}

export function SiteManager<C, T extends string, X>(props: Readonly<SiteManagerProps<C, T, X>>) {
  const { host, current, load, sitesFailed, configFailed } = props
  const mocked = usePortal((s) => s.session.mocked)
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

  // A tab kept in a chunk of its own (lazyPanel) is fetched as soon as it is the current one,
  // alongside the configuration.
  const Panel: ComponentType<ProductTabProps<C> & X> = props.panels[current]
  useEffect(() => (Panel as { preload?: () => void }).preload?.(), [Panel])

  // The header (a PageHeader keeps its own margin) sits above the gap, as an area's own heading
  // does above a manager without one.
  return (
    <UnsavedEdits what={props.unsavedWhat}>
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
            <RouteTabs
              from={host}
              label={props.tabsLabel}
              current={current}
              tabs={props.tabs.map((t) => ({
                id: t.id,
                label: t.label,
                path: `${props.path}/${t.id}`,
              }))}
            />
            {sites.error ? (
              <LoadError text={sitesFailed} onRetry={sites.reload} />
            ) : sites.data && sites.data.length === 0 ? (
              <EmptyState text="This account has no sites yet." />
            ) : config.error ? (
              <LoadError text={configFailed} onRetry={config.reload} />
            ) : !site || !loaded ? (
              <PanelSkeleton />
            ) : (
              <Panel
                {...panelProps(props.extra, { host, mocked, site, config: loaded.data, setConfig })}
              />
            )}
          </div>
        </div>
      </div>
    </UnsavedEdits>
  )
}
