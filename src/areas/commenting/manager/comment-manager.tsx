import { lazyPanel } from '../../../site-product/lazy-panel'
import { SiteManager } from '../../../site-product/site-manager'
import { commentingApi } from '../commenting-api'
import { MANAGER } from '../lib/commenting-routes'
import { TABS, TEXT, type TabId } from '../lib/commenting-texts'
import { CodeTab } from './code-tab'

// The code tab opens first; the others come in chunks of their own, fetched when opened.
const PANELS = {
  code: CodeTab,
  configuration: lazyPanel(() =>
    import('../configuration/configuration-tab').then((m) => m.ConfigurationTab),
  ),
  moderation: lazyPanel(() => import('../moderation/moderation-tab').then((m) => m.ModerationTab)),
  addons: lazyPanel(() => import('../addons/addons-tab').then((m) => m.AddonsTab)),
  statistics: lazyPanel(() => import('./statistics-tab').then((m) => m.StatisticsTab)),
  export: lazyPanel(() => import('./export-tab').then((m) => m.ExportTab)),
  advanced: lazyPanel(() => import('./advanced-tab').then((m) => m.AdvancedTab)),
}

/** COM-07, COM-09: the site selector, the manager's tabs and the chosen site's configuration. */
export function CommentManager({
  host,
  tab,
  newPortalUrl,
}: Readonly<{ host: HTMLElement; tab: TabId; newPortalUrl: string | null }>) {
  return (
    <SiteManager
      host={host}
      siteLabel="Site"
      tabsLabel="Commenting sections"
      path={MANAGER}
      tabs={TABS}
      current={tab}
      panels={PANELS}
      extra={{ newPortalUrl }}
      unsavedWhat={TEXT.unsavedWhat}
      load={(site, accountUUID, signal) => commentingApi.configuration(site, accountUUID, signal)}
      sitesFailed={TEXT.fetchFailed}
      configFailed={TEXT.configFetchFailed}
    />
  )
}
