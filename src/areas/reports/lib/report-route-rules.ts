/**
 * Which pp-reports screen a route shows (REP-01, REP-02, REP-25): the library (or the moved
 * notice), the editor and the preview, their gates and redirects. Pure: no DOM, no store.
 */

export const REPORTS_PATH = '/dashboard/reports'
export const DETAIL_PATH = '/dashboard/reports/detail'
export const PREVIEW_PATH = '/dashboard/reports/preview'
/** REP-02: where /detail and /preview go without loaded data. */
export const REPORTS_REDIRECT = '/dashboard/reports/'

export type ReportsView =
  | { kind: 'loading' }
  | { kind: 'redirect'; to: string }
  | { kind: 'moved' }
  | { kind: 'library' }
  | { kind: 'detail' }
  | { kind: 'preview' }

export interface ReportsGate {
  permissionsReceived: boolean
  /** The session holds home.adMetrics (REP-01; SHELL-11: permission only, mocked or not). */
  adMetrics: boolean
  /** Mockup-generator sessions never see reports (REP-25, SHELL-14). */
  mockupGenerator: boolean
  /** The new-portal-url attribute is set (REP-01, CORE-19). */
  moved: boolean
  hasDraft: boolean
  hasPreview: boolean
}

/** REP-01/02: the screen of `route` (path with optional query), or where to go instead. */
export function reportsView(route: string, gate: ReportsGate): ReportsView {
  const path = (route.split(/[?#]/)[0] ?? '').replace(/\/+$/, '')
  if (!gate.permissionsReceived) return { kind: 'loading' }
  if (path !== REPORTS_PATH && path !== DETAIL_PATH && path !== PREVIEW_PATH)
    return { kind: 'redirect', to: '/error/404' }
  if (gate.mockupGenerator || !gate.adMetrics) return { kind: 'redirect', to: '/error/403' }
  if (path === REPORTS_PATH) return gate.moved ? { kind: 'moved' } : { kind: 'library' }
  if (gate.moved) return { kind: 'redirect', to: REPORTS_REDIRECT }
  if (path === DETAIL_PATH)
    return gate.hasDraft ? { kind: 'detail' } : { kind: 'redirect', to: REPORTS_REDIRECT }
  return gate.hasPreview && gate.hasDraft
    ? { kind: 'preview' }
    : { kind: 'redirect', to: REPORTS_REDIRECT }
}
