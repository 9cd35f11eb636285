import { visibleNav } from '../lib/shell-rules'
import { PortalLink } from '../../../ui/link'
import { Button } from '../../../ui/button'
import { currentNav, NAV } from './header-nav'
import { PhoneMenu } from './phone-menu'
import { UserMenu, type UserMenuProps } from './user-menu'

/** SHELL-11..16: brand, nav, beta-portal button and the user menu. */
export function Header({ betaUrl, ...user }: Readonly<UserMenuProps & { betaUrl: string | null }>) {
  const { host, route, session, onSignOut } = user
  const nav = visibleNav(session.permissions, session)
  const current = currentNav(route)
  // The nav, the beta pill and the user's name need 1024 px, 1280 px with the pill (five pages,
  // issue 8); narrower, the Main menu holds the pages and the beta link.
  const wide = betaUrl
    ? { nav: 'xl:block', menu: 'xl:hidden', beta: 'xl:inline-block' }
    : { nav: 'lg:block', menu: 'lg:hidden', beta: '' }
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-[1200px] items-center gap-2 px-4 sm:px-6 md:gap-6">
        <PhoneMenu host={host} route={route} nav={nav} betaUrl={betaUrl} className={wide.menu} />
        <PortalLink
          from={host}
          to={session.mockupGenerator ? '/dashboard/embeds' : '/dashboard/home'}
          className="flex min-w-0 items-center gap-2 font-semibold whitespace-nowrap text-primary"
        >
          <span
            aria-hidden="true"
            className="hidden size-6 rounded-md bg-primary md:inline-block"
          />
          <span className="truncate">Publisher Portal</span>
        </PortalLink>
        <nav aria-label="Main" className={`hidden min-w-0 flex-1 ${wide.nav}`}>
          <ul className="flex items-center gap-1">
            {nav.map((key) => (
              <li key={key}>
                <PortalLink
                  from={host}
                  to={NAV[key].path}
                  aria-current={key === current ? 'page' : undefined}
                  className={`rounded-control px-3 py-2 text-sm font-medium ${
                    key === current
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
        <div className="ml-auto flex shrink-0 items-center gap-3">
          {betaUrl ? (
            <a
              href={betaUrl}
              className={`hidden rounded-full border border-accent/40 bg-accent/5 px-3 py-1 text-xs font-medium whitespace-nowrap text-link hover:bg-accent/10 ${wide.beta}`}
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
            <UserMenu {...user} nav={nav} />
          )}
        </div>
      </div>
    </header>
  )
}
