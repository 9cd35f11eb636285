/** SHELL-11: the header's pages, shared by the desktop nav and the phone menu. */
export type NavKey = 'home' | 'embeds' | 'reports' | 'commenting'

export const NAV: Record<NavKey, { label: string; path: string }> = {
  home: { label: 'Home', path: '/dashboard/home' },
  embeds: { label: 'Embeds', path: '/dashboard/embeds' },
  reports: { label: 'Reports', path: '/dashboard/reports' },
  commenting: { label: 'Commenting', path: '/dashboard/commenting' },
}

/** True when `route` shows the page at `path` or one below it. */
export function isActive(route: string, path: string): boolean {
  const p = route.split('?')[0] ?? ''
  return p === path || p.startsWith(path + '/')
}
