/** Root and top-level routing rules of spec 000 §2 (SHELL-01..06). Pure: no DOM, no store. */

export { safeOrigin, topLevelOf, type TopLevel } from '../../src/core/safe-origin'

export const GOOGLE_FAILED_MESSAGE =
  'We could not log you in using the Google account you selected; please try again using a different account.'

export interface RoutingSession {
  signedIn: boolean
  showSetPassword: boolean
  showTermsAndConditions: boolean
  mockupGenerator: boolean
  productCategory: string | null
}

export interface RootDecision {
  /** Where to go (always replaces the root entry). */
  target: string
  /** Token to store as authentication token data (SHELL-03). */
  tokenUUID?: string
  /** An error to show on the target screen (SHELL-02). */
  error?: string
}

/** Where a signed-in session lands (SHELL-04), first match wins. */
export function signedInHome(session: RoutingSession): string {
  if (session.showSetPassword) return '/auth/completesignup'
  if (session.showTermsAndConditions) return '/auth/acceptagreement'
  if (session.mockupGenerator) {
    return session.productCategory === 'COMMENTING' ? '/dashboard/commenting' : '/dashboard/embeds'
  }
  return '/dashboard/home'
}

/** SHELL-01..05: the target of the root path given its query string and the session. */
export function rootTarget(search: string, session: RoutingSession): RootDecision {
  const query = new URLSearchParams(search)
  const authRef = query.get('auth_ref')
  const token = query.get('token_uuid')
  const decision: RootDecision = { target: '' }
  if (authRef !== null && token) decision.tokenUUID = token
  if (authRef === 'RESET_PASSWORD') {
    decision.target = session.signedIn ? '/dashboard/home' : '/auth/completepasswordreset'
    return decision
  }
  if (authRef === 'failed' || authRef === 'FAILED') {
    return { ...decision, target: '/auth/signin', error: GOOGLE_FAILED_MESSAGE }
  }
  // An invitation link whose token the server found expired (AUTH-27, default of the inventory).
  if (authRef === 'EXPIRED_LINK' && !session.signedIn) {
    decision.target = '/auth/expiredlink'
    return decision
  }
  decision.target = session.signedIn ? signedInHome(session) : '/auth/signin'
  return decision
}

/** The dashboard areas the shell mounts (SHELL-08), by the path segment after /dashboard/. */
export const DASHBOARD_AREAS: Readonly<Record<string, string>> = {
  home: 'pp-home',
  analytics: 'pp-analytics',
  embeds: 'pp-embeds',
  reports: 'pp-reports',
  account: 'pp-account-settings',
  commenting: 'pp-commenting',
  profile: 'pp-profile',
  ratings: 'pp-ratings',
}

/** The element tag for a dashboard path, or null for an unknown dashboard path (→ /error/404). */
export function dashboardElementFor(path: string): string | null {
  const parts = (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean)
  if (parts[0] !== 'dashboard' || !parts[1]) return null
  if (parts[1] === 'embeds' && parts[2] === 'management') return 'pp-embed-builder'
  if (parts[1] === 'analytics' && parts[2] !== 'detail') return null
  return DASHBOARD_AREAS[parts[1]] ?? null
}

/** The error pages of SHELL-07. */
export const ERROR_CODES = ['404', '403', '500', 'permission'] as const
export type ErrorCode = (typeof ERROR_CODES)[number]
