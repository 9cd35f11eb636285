import { safeHref } from '../../../core/safe-url'
import { usePortal } from '../../../core/store'
import { lazyPanel } from '../../../site-product/lazy-panel'
import { SiteManager } from '../../../site-product/site-manager'
import { PageHeader } from '../../../ui/states'
import { MANAGER } from '../lib/ratings-routes'
import { TABS, TEXT, type TabId } from '../lib/ratings-texts'
import { ratingsApi } from '../ratings-api'
import { CodeTab } from './code-tab'

// The code tab opens first; the others come in chunks of their own, fetched when opened.
const PANELS = {
  code: CodeTab,
  configuration: lazyPanel(() =>
    import('../configuration/configuration-tab').then((m) => m.ConfigurationTab),
  ),
  addons: lazyPanel(() => import('../addons/addons-tab').then((m) => m.AddonsTab)),
  analytics: lazyPanel(() => import('../analytics/analytics-tab').then((m) => m.AnalyticsTab)),
}

/**
 * RAT-10 (OPEN: the URL): the host's test page for the chosen site (`test-page-url`, `{siteUUID}`
 * replaced; the demo host names its article page), else the site's own address; null when
 * neither is a safe web address.
 */
export function testPageUrl(
  site: { siteUUID: string; url: string },
  template: string | null,
): string | null {
  return safeHref(
    template ? template.replaceAll('{siteUUID}', encodeURIComponent(site.siteUUID)) : site.url,
  )
}

/**
 * RAT-08..11: heading, Website dropdown, the manager's tabs and the chosen site's configuration.
 * The first site is chosen (the session's site in mockup mode), and again whenever the number of
 * the account's sites changes.
 */
export function RatingsManager({
  host,
  tab,
  testPage,
}: Readonly<{ host: HTMLElement; tab: TabId; testPage: string | null }>) {
  const mocked = usePortal((s) => s.session.mocked)
  return (
    <SiteManager
      host={host}
      siteLabel={TEXT.website}
      tabsLabel="Ratings sections"
      path={MANAGER}
      tabs={TABS}
      current={tab}
      panels={PANELS}
      extra={{}}
      unsavedWhat={TEXT.unsavedWhat}
      load={(site, accountUUID, signal) => ratingsApi.configuration(site, accountUUID, signal)}
      sitesFailed={TEXT.fetchFailed}
      configFailed={TEXT.fetchFailed}
      reselectOnCount
      header={(site) => (
        <PageHeader
          title={site ? `Ratings (${site.name})` : 'Ratings'}
          actions={
            mocked && site && testPageUrl(site, testPage) ? (
              <a
                className="inline-flex h-9 items-center gap-1 rounded-control border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 hover:bg-slate-50"
                href={testPageUrl(site, testPage)!}
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
      )}
    />
  )
}
