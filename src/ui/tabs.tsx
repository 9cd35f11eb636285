import { PortalLink } from './link'

export interface RouteTab {
  id: string
  label: string
  path: string
}

/**
 * Tabs that are routes (account settings, report steps): links with aria-current, so each
 * tab has an address, works with the back button and opens in a new tab.
 */
export function RouteTabs({
  from,
  tabs,
  current,
  label,
}: Readonly<{ from: HTMLElement; tabs: RouteTab[]; current: string; label: string }>) {
  return (
    <nav aria-label={label} className="mb-6 border-b border-slate-200">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {tabs.map((tab) => {
          const active = tab.id === current
          return (
            <li key={tab.id}>
              <PortalLink
                from={from}
                to={tab.path}
                aria-current={active ? 'page' : undefined}
                className={`inline-block border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap ${
                  active
                    ? 'border-primary text-primary'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
                }`}
              >
                {tab.label}
              </PortalLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
