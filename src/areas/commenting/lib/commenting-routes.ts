/** Which commenting screen a route shows (COM-01, 02, 07, 08). Pure. */
import type { RequestStatus } from '../../../contracts/access/access.schemas'
import { productRoute } from '../../../site-product/product-routes'
import type { RequestView } from '../../../ui/use-request'
import { TABS, type TabId } from './commenting-texts'

export const BASE = '/dashboard/commenting'
export const WIDGET = `${BASE}/requestwidget`
export const MANAGER = `${BASE}/commentmanager`
const ROUTES = { managerSegment: 'commentmanager', tabs: TABS }

/** COM-06: the account's access data. */
export interface Access {
  /** null when no data arrived. */
  requestStatus: RequestStatus | undefined
  /** Mockup mode: whether the session's site has a commenting unit. */
  siteHasUnit: boolean
}

export type AccessData = RequestView<Access>

export type CommentingView =
  | { kind: 'loading' }
  | { kind: 'redirect'; to: string }
  | { kind: 'widget' }
  | { kind: 'manager'; tab: TabId }

/**
 * COM-07: the comment manager is open to an approved account; in mockup mode it follows the
 * session's site (COM-01 "mockup first"), so that the widget's "Create the commenting unit" is
 * reachable for a site without one even when the account is approved.
 */
export function managerAllowed(access: AccessData, mockup: boolean): boolean {
  if (access.state !== 'loaded') return false
  return mockup ? access.siteHasUnit : access.requestStatus === 'APPROVED'
}

export function commentingView(
  route: string,
  session: { permissionsReceived: boolean; mockupGenerator: boolean },
  data: AccessData,
): CommentingView {
  const read = productRoute<TabId, AccessData>(route, ROUTES, session.permissionsReceived, data)
  if (read.kind !== 'screen') return read
  const { sub, tab, access } = read
  // COM-08: loading while permissions are empty or data is loading (productRoute).
  const mockup = session.mockupGenerator
  if (!sub) {
    // COM-01, first match wins.
    if (mockup && access.state === 'loaded')
      return { kind: 'redirect', to: access.siteHasUnit ? `${MANAGER}/code` : WIDGET }
    if (access.state === 'failed' || access.requestStatus === undefined)
      return { kind: 'redirect', to: '/error/403' }
    return { kind: 'redirect', to: managerAllowed(access, mockup) ? `${MANAGER}/code` : WIDGET }
  }
  if (sub === 'requestwidget') {
    // COM-02: only while the fetch has not failed and the request is not approved.
    if (access.state === 'failed') return { kind: 'redirect', to: '/error/403' }
    return managerAllowed(access, mockup) ? { kind: 'redirect', to: BASE } : { kind: 'widget' }
  }
  if (!managerAllowed(access, mockup)) {
    return { kind: 'redirect', to: access.state === 'failed' ? '/error/403' : BASE }
  }
  if (!tab) return { kind: 'redirect', to: `${MANAGER}/code` }
  return { kind: 'manager', tab }
}
