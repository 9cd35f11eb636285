/** Which account-settings tab a route shows (ACCT-01..03). Pure. */
import { ACCOUNT_TABS, canOpenAccountTab, type AccountTab } from '../../../core/permissions'
import { segments } from '../../../core/router'

export const TAB_LABELS: Record<AccountTab, string> = {
  general: 'General',
  users: 'Users',
  sites: 'Sites',
  adstxt: 'Ads.txt',
  paymentinfo: 'Payment Information',
}

export type AccountView =
  | { kind: 'loading' }
  | { kind: 'empty' }
  | { kind: 'redirect'; to: string }
  | { kind: 'tab'; tab: AccountTab; rest: string[]; tabs: AccountTab[] }

/** The tabs a session may open, in the spec's order. */
export function permittedTabs(permissions: readonly string[], mocked: boolean): AccountTab[] {
  return ACCOUNT_TABS.map((t) => t.tab).filter((tab) => canOpenAccountTab(tab, permissions, mocked))
}

export function accountView(
  route: string,
  session: { permissions: readonly string[]; permissionsReceived: boolean; mocked: boolean },
): AccountView {
  if (!session.permissionsReceived) return { kind: 'loading' }
  // ACCT-02: an empty permission list renders nothing (a mocked session still has its tabs).
  if (session.permissions.length === 0 && !session.mocked) return { kind: 'empty' }
  const [, , tabName, ...rest] = segments(route)
  const tabs = permittedTabs(session.permissions, session.mocked)
  if (!tabName)
    return { kind: 'redirect', to: tabs[0] ? `/dashboard/account/${tabs[0]}` : '/error/403' }
  const known = ACCOUNT_TABS.find((t) => t.tab === tabName)
  if (!known) return { kind: 'redirect', to: '/error/404' }
  if (!tabs.includes(known.tab)) return { kind: 'redirect', to: '/error/403' }
  return { kind: 'tab', tab: known.tab, rest, tabs }
}
