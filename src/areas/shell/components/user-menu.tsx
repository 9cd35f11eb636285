import { navigate } from '../../../core/router'
import { canOpenAccountSettings } from '../lib/shell-rules'
import type { SessionView } from '../../../core/session-types'
import { Menu, MenuAction, MenuDivider, MenuGroup } from '../../../ui/menu'
import { currentNav, NAV, under, type NavKey } from './header-nav'

/** SHELL-13: the sign-out label by session kind. */
export function signOutLabel(session: Pick<SessionView, 'mocked' | 'mockupGenerator'>): string {
  if (session.mocked) return 'Unmock'
  if (session.mockupGenerator) return 'Back to Mockup Generator'
  return 'Log out'
}

/** What the shell gives the header and, through it, the user menu. */
export interface UserMenuProps {
  host: HTMLElement
  route: string
  session: SessionView
  accountName: string | null
  onSignOut: () => void
}

/** SHELL-12/13/15: Profile Information, Account Settings, the Pages list and sign-out. */
export function UserMenu({
  host,
  route,
  session,
  nav,
  accountName,
  onSignOut,
}: Readonly<UserMenuProps & { nav: NavKey[] }>) {
  const current = currentNav(route)
  const name =
    [session.firstName, session.lastName].filter(Boolean).join(' ') || session.email || 'Account'
  const initials =
    (session.firstName?.[0] ?? '') + (session.lastName?.[0] ?? '') || name[0]?.toUpperCase()
  return (
    <Menu
      triggerClassName="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm text-slate-700 hover:bg-slate-100"
      trigger={
        <>
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-white"
          >
            {initials}
          </span>
          <span title={name} className="hidden max-w-40 truncate lg:inline">
            {name}
          </span>
          <span className="sr-only">User menu</span>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="size-4 text-slate-500"
            fill="currentColor"
          >
            <path d="M5.2 7.2a.75.75 0 0 1 1.06.02L10 11.17l3.74-3.95a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z" />
          </svg>
        </>
      }
    >
      <div className="border-b border-slate-100 px-3 py-2 text-xs text-slate-500">
        <p title={name} className="truncate font-medium text-slate-900">
          {name}
        </p>
        {accountName ? (
          <p title={accountName} className="truncate">
            {accountName}
          </p>
        ) : null}
      </div>
      <MenuAction
        current={under(route, '/dashboard/profile')}
        onSelect={() => navigate(host, '/dashboard/profile')}
      >
        Profile Information
      </MenuAction>
      <MenuAction
        current={under(route, '/dashboard/account')}
        disabled={!canOpenAccountSettings(session.permissions, session.mocked)}
        onSelect={() => navigate(host, '/dashboard/account')}
      >
        Account Settings
      </MenuAction>
      <MenuDivider />
      <MenuGroup heading="Pages">
        {nav.map((key) => (
          <MenuAction
            key={key}
            current={key === current}
            onSelect={() => navigate(host, NAV[key].path)}
          >
            {NAV[key].label}
          </MenuAction>
        ))}
      </MenuGroup>
      <MenuDivider />
      <MenuAction onSelect={onSignOut}>{signOutLabel(session)}</MenuAction>
    </Menu>
  )
}
