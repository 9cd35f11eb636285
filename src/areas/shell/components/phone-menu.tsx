import { navigate } from '../../../core/router'
import { Menu, MenuDivider, MenuLink } from '../../../ui/menu'
import { SolidIcon } from '../../../ui/solid-icon'
import { currentNav, NAV, type NavKey } from './header-nav'

/** The Main menu button's three bars. */
const MENU_ICON =
  'M2 4.75A.75.75 0 0 1 2.75 4h14.5a.75.75 0 0 1 0 1.5H2.75A.75.75 0 0 1 2 4.75Zm0 5A.75.75 0 0 1 2.75 9h14.5a.75.75 0 0 1 0 1.5H2.75A.75.75 0 0 1 2 9.75Zm0 5a.75.75 0 0 1 .75-.75h14.5a.75.75 0 0 1 0 1.5H2.75a.75.75 0 0 1-.75-.75Z'

const BETA = 'Try the new beta portal'

/**
 * Below the desktop nav's breakpoint (`className` hides it from there on): a Menu button holding
 * the header's pages (SHELL-11) and the beta-portal link (SHELL-16), which a narrow header has
 * no room for.
 */
export function PhoneMenu({
  host,
  route,
  nav,
  betaUrl,
  className,
}: Readonly<{
  host: HTMLElement
  route: string
  nav: NavKey[]
  betaUrl: string | null
  className: string
}>) {
  return (
    <Menu
      className={className}
      align="left"
      panelClassName="w-60"
      triggerClassName="flex size-10 items-center justify-center rounded-control text-slate-700 hover:bg-slate-100"
      trigger={
        <>
          <SolidIcon path={MENU_ICON} className="size-5" />
          <span className="sr-only">Main menu</span>
        </>
      }
    >
      {nav.map((key) => (
        <MenuLink
          key={key}
          href={NAV[key].path}
          current={key === currentNav(route)}
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
            event.preventDefault()
            navigate(host, NAV[key].path)
          }}
        >
          {NAV[key].label}
        </MenuLink>
      ))}
      {betaUrl ? (
        <>
          <MenuDivider />
          <MenuLink href={betaUrl} className="font-medium text-primary!">
            {BETA}
          </MenuLink>
        </>
      ) : null}
    </Menu>
  )
}
