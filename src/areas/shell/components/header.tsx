import {
  Menu,
  MenuButton,
  MenuItem,
  MenuItems,
  MenuSection,
  MenuHeading,
  MenuSeparator,
} from '@headlessui/react'
import { navigate } from '../../../core/router'
import { canOpenAccountSettings, visibleNav } from '../../../core/permissions'
import type { Session } from '../../../core/session-types'
import { PortalLink } from '../../../ui/link'
import { Button } from '../../../ui/button'

const NAV: Record<'home' | 'embeds' | 'reports' | 'commenting', { label: string; path: string }> = {
  home: { label: 'Home', path: '/dashboard/home' },
  embeds: { label: 'Embeds', path: '/dashboard/embeds' },
  reports: { label: 'Reports', path: '/dashboard/reports' },
  commenting: { label: 'Commenting', path: '/dashboard/commenting' },
}

/** SHELL-13: the sign-out label by session kind. */
export function signOutLabel(session: Pick<Session, 'mocked' | 'mockupGenerator'>): string {
  if (session.mocked) return 'Unmock'
  if (session.mockupGenerator) return 'Back to Mockup Generator'
  return 'Log out'
}

function isActive(route: string, path: string): boolean {
  const p = route.split('?')[0] ?? ''
  return p === path || p.startsWith(path + '/')
}

/** SHELL-11..16: brand, nav, beta-portal button and the user menu. */
export function Header({
  host,
  route,
  session,
  accountName,
  betaUrl,
  onSignOut,
}: Readonly<{
  host: HTMLElement
  route: string
  session: Session
  accountName: string | null
  betaUrl: string | null
  onSignOut: () => void
}>) {
  const nav = visibleNav(session.permissions, session)
  const name =
    [session.firstName, session.lastName].filter(Boolean).join(' ') || session.email || 'Account'
  const initials =
    (session.firstName?.[0] ?? '') + (session.lastName?.[0] ?? '') || name[0]?.toUpperCase()
  const itemClass =
    'block w-full rounded px-3 py-2 text-left text-sm text-slate-700 data-[focus]:bg-slate-100 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50'
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-[1200px] items-center gap-6 px-4 sm:px-6">
        <PortalLink
          from={host}
          to={session.mockupGenerator ? '/dashboard/embeds' : '/dashboard/home'}
          className="flex items-center gap-2 font-semibold text-primary"
        >
          <span aria-hidden="true" className="inline-block size-6 rounded-md bg-primary" />
          <span className="hidden sm:inline">Publisher Portal</span>
        </PortalLink>
        <nav aria-label="Main" className="hidden min-w-0 flex-1 md:block">
          <ul className="flex items-center gap-1">
            {nav.map((key) => (
              <li key={key}>
                <PortalLink
                  from={host}
                  to={NAV[key].path}
                  aria-current={isActive(route, NAV[key].path) ? 'page' : undefined}
                  className={`rounded-control px-3 py-2 text-sm font-medium ${
                    isActive(route, NAV[key].path)
                      ? 'bg-primary/10 text-primary'
                      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
                  }`}
                >
                  {NAV[key].label}
                </PortalLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-3">
          {betaUrl ? (
            <a
              href={betaUrl}
              className="hidden rounded-full border border-accent/40 bg-accent/5 px-3 py-1 text-xs font-medium text-link hover:bg-accent/10 sm:inline-block"
            >
              Try the new beta portal
            </a>
          ) : null}
          {session.mocked ? (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
              Mocked session
            </span>
          ) : null}
          {session.mockupGenerator ? (
            <Button variant="secondary" onClick={onSignOut}>
              Back to Mockup Generator
            </Button>
          ) : (
            <Menu as="div" className="relative">
              <MenuButton className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm text-slate-700 hover:bg-slate-100">
                <span
                  aria-hidden="true"
                  className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-white"
                >
                  {initials}
                </span>
                <span className="hidden max-w-40 truncate lg:inline">{name}</span>
                <span className="sr-only">User menu</span>
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className="size-4 text-slate-500"
                  fill="currentColor"
                >
                  <path d="M5.2 7.2a.75.75 0 0 1 1.06.02L10 11.17l3.74-3.95a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z" />
                </svg>
              </MenuButton>
              <MenuItems className="absolute right-0 z-40 mt-2 w-64 origin-top-right rounded-card border border-slate-200 bg-white p-1 shadow-raised focus:outline-none">
                <div className="border-b border-slate-100 px-3 py-2 text-xs text-slate-500">
                  <p className="truncate font-medium text-slate-900">{name}</p>
                  {accountName ? <p className="truncate">{accountName}</p> : null}
                </div>
                <MenuItem>
                  <button
                    className={itemClass}
                    onClick={() => navigate(host, '/dashboard/profile')}
                  >
                    Profile Information
                  </button>
                </MenuItem>
                <MenuItem disabled={!canOpenAccountSettings(session.permissions, session.mocked)}>
                  <button
                    className={itemClass}
                    onClick={() => navigate(host, '/dashboard/account')}
                  >
                    Account Settings
                  </button>
                </MenuItem>
                <MenuSeparator className="my-1 h-px bg-slate-100" />
                <MenuSection>
                  <MenuHeading className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                    Pages
                  </MenuHeading>
                  {nav.map((key) => (
                    <MenuItem key={key}>
                      <button className={itemClass} onClick={() => navigate(host, NAV[key].path)}>
                        {NAV[key].label}
                      </button>
                    </MenuItem>
                  ))}
                  {/* SHELL-32: Ratings has no header entry; it is reachable from the Pages list. */}
                  <MenuItem>
                    <button
                      className={itemClass}
                      onClick={() => navigate(host, '/dashboard/ratings')}
                    >
                      Ratings
                    </button>
                  </MenuItem>
                </MenuSection>
                <MenuSeparator className="my-1 h-px bg-slate-100" />
                <MenuItem>
                  <button className={itemClass} onClick={onSignOut}>
                    {signOutLabel(session)}
                  </button>
                </MenuItem>
              </MenuItems>
            </Menu>
          )}
        </div>
      </div>
    </header>
  )
}
