import { usePortal } from '../../../core/store'
import { SiteManager } from '../../../ui/site-manager'
import { UnsavedEdits } from '../../../ui/unsaved-edits'
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
  const mocked = usePortal((s) => s.session.mocked)
  return (
    <UnsavedEdits what={TEXT.unsavedWhat}>
      <SiteManager<CommentingConfiguration>
        host={host}
        siteLabel="Site"
        tabsLabel="Commenting sections"
        current={tab}
        tabs={TABS.map((t) => ({ id: t.id, label: t.label, path: `${MANAGER}/${t.id}` }))}
        load={(site, accountUUID, signal) => commentingApi.configuration(site, accountUUID, signal)}
        sitesFailed={TEXT.fetchFailed}
        configFailed={TEXT.configFetchFailed}
      >
        {(chosen) => (
          <TabContent
            tab={tab}
            host={host}
            mocked={mocked}
            newPortalUrl={newPortalUrl}
            {...chosen}
          />
        )}
      </SiteManager>
    </UnsavedEdits>
  )
}
