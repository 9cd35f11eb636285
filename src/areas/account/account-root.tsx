/** pp-account-settings: the Account Settings page and its tabs (ACCT-01..22, PAY-01..18). */
import type { AreaProps } from '../../element-kit/define-element'
import type { AccountTab } from '../../core/permissions'
import { usePortal } from '../../core/store'
import { LoadingState, PageHeader } from '../../ui/states'
import { RouteTabs } from '../../ui/tabs'
import { Toasts } from '../../ui/toasts'
import { useRedirect } from '../../ui/link'
import { AdsTxtTab } from './adstxt/adstxt-tab'
import { GeneralTab } from './general/general-tab'
import { accountView, TAB_LABELS } from './lib/account-routes'
import { PaymentTab } from './payment/payment-tab'
import { SitesTab } from './sites/sites-tab'
import { UsersTab } from './users/users-tab'

export interface TabProps {
  host: HTMLElement
  /** Path segments after the tab name (payment sub-pages). */
  rest: string[]
  route: string
  newPortalUrl: string | null
}

function TabContent({ tab, ...props }: Readonly<TabProps & { tab: AccountTab }>) {
  switch (tab) {
    case 'general':
      return <GeneralTab {...props} />
    case 'users':
      return <UsersTab {...props} />
    case 'sites':
      return <SitesTab {...props} />
    case 'adstxt':
      return <AdsTxtTab {...props} />
    case 'paymentinfo':
      return <PaymentTab {...props} />
  }
}

export default function AccountRoot({ host, route, newPortalUrl }: Readonly<AreaProps>) {
  // Single values: the session object changes on every user action (its activity time).
  const permissions = usePortal((s) => s.session.permissions)
  const permissionsReceived = usePortal((s) => s.session.permissionsReceived)
  const mocked = usePortal((s) => s.session.mocked)
  const view = accountView(route, { permissions, permissionsReceived, mocked })

  useRedirect(host, view.kind === 'redirect' ? view.to : null)

  if (view.kind === 'empty') return null
  return (
    <div>
      <Toasts />
      <PageHeader title="Account Settings" />
      {view.kind === 'tab' ? (
        <>
          <RouteTabs
            from={host}
            label="Account settings sections"
            current={view.tab}
            tabs={view.tabs.map((tab) => ({
              id: tab,
              label: TAB_LABELS[tab],
              path: `/dashboard/account/${tab}`,
            }))}
          />
          <TabContent
            tab={view.tab}
            host={host}
            rest={view.rest}
            route={route}
            newPortalUrl={newPortalUrl}
          />
        </>
      ) : (
        <LoadingState />
      )}
    </div>
  )
}
