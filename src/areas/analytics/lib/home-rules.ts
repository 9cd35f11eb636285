/** pp-home's route rules (HOME-01, CONF-01): the newer portal's home, the dashboard, or 404. */
import { segments } from '../../../core/router'

export type HomeView =
  { kind: 'home' } | { kind: 'leave'; to: string } | { kind: 'not-found'; to: string }

export const HOME_PATH = '/dashboard/home'

/**
 * HOME-01 (CONF-01 default): with `new-portal-url` configured, /dashboard/home leaves for the
 * newer portal's home (made absolute against `base`, so the router leaves the app for it);
 * without it the older home renders. Paths under /dashboard/home are unknown: /error/404.
 */
export function homeView(route: string, newPortalUrl: string | null, base: string): HomeView {
  const parts = segments(route)
  if (parts.length !== 2 || parts[0] !== 'dashboard' || parts[1] !== 'home')
    return { kind: 'not-found', to: '/error/404' }
  if (newPortalUrl) {
    try {
      return { kind: 'leave', to: new URL(newPortalUrl, base || undefined).href }
    } catch {
      return { kind: 'home' }
    }
  }
  return { kind: 'home' }
}
