/** SHELL-11 (+ Ratings, issue 8): the header's pages, shared by the desktop nav and the menus. */
export type NavKey = 'home' | 'embeds' | 'reports' | 'commenting' | 'ratings'

export const NAV: Record<NavKey, { label: string; path: string }> = {
  home: { label: 'Home', path: '/dashboard/home' },
  embeds: { label: 'Embeds', path: '/dashboard/embeds' },
  reports: { label: 'Reports', path: '/dashboard/reports' },
  commenting: { label: 'Commenting', path: '/dashboard/commenting' },
  ratings: { label: 'Ratings', path: '/dashboard/ratings' },
}

/** Pages without a nav entry of their own, shown under the entry they are opened from. */
const OPENED_FROM: ReadonlyArray<readonly [path: string, key: NavKey]> = [
  // The home page's metric cards open the analytics detail pages (ANA-02 `Back to all metrics`).
  ['/dashboard/analytics', 'home'],
]

/** True when `route` shows the page at `path` or one below it. */
export function under(route: string, path: string): boolean {
  const p = route.split('?')[0] ?? ''
  return p === path || p.startsWith(path + '/')
}

/** The nav entry that `route` belongs to (aria-current="page"), or null. */
export function currentNav(route: string): NavKey | null {
  const own = (Object.keys(NAV) as NavKey[]).find((key) => under(route, NAV[key].path))
  return own ?? OPENED_FROM.find(([path]) => under(route, path))?.[1] ?? null
}
