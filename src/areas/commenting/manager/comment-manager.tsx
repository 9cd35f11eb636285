import { SiteManager } from '../../../site-product/site-manager'
import { AddonsTab } from '../addons/addons-tab'
import { commentingApi } from '../commenting-api'
import { ConfigurationTab } from '../configuration/configuration-tab'
import { MANAGER } from '../lib/commenting-routes'
import { TABS, TEXT, type TabId } from '../lib/commenting-texts'
import { AdvancedTab } from './advanced-tab'
import { CodeTab } from './code-tab'
import { ExportTab } from './export-tab'
import { StatisticsTab } from './statistics-tab'

const PANELS = {
  code: CodeTab,
  configuration: ConfigurationTab,
  addons: AddonsTab,
  statistics: StatisticsTab,
  export: ExportTab,
  advanced: AdvancedTab,
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
