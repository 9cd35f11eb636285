/** Which ratings screen a route shows (RAT-01, RAT-02). Pure. */
import type { RequestStatus } from '../../../contracts/access/access.schemas'
import { productRoute } from '../../../site-product/product-routes'
import type { RequestView } from '../../../ui/use-request'
import { TABS, type TabId } from './ratings-texts'

export const BASE = '/dashboard/ratings'
export const WIDGET = `${BASE}/requestwidget`
export const MANAGER = `${BASE}/ratingsmanager`
const ROUTES = { managerSegment: 'ratingsmanager', tabs: TABS }

export type { RequestStatus }

/** RAT-03: the account's access data. */
export interface Access {
  /** null when the account has not asked. */
  requestStatus: RequestStatus
  /** Mockup mode: whether the session's site has a ratings unit (API-111). */
  hasRatingsUnit: boolean
}

export type AccessData = RequestView<Access>

export type RatingsView =
  | { kind: 'loading' }
  /** The access fetch failed: the screen tells so and offers a retry (RAT-03's message). */
  | { kind: 'failed' }
  | { kind: 'redirect'; to: string }
  | { kind: 'request' }
  | { kind: 'manager'; tab: TabId }

/** RAT-02: the manager is open to an approved account, or to a mockup session with a unit. */
export function managerAllowed(access: AccessData, mockup: boolean): boolean {
  if (access.state !== 'loaded') return false
  return access.requestStatus === 'APPROVED' || (mockup && access.hasRatingsUnit)
}

export function ratingsView(
  route: string,
  session: { permissionsReceived: boolean; mockupGenerator: boolean },
  data: AccessData,
): RatingsView {
  const read = productRoute<TabId, AccessData>(route, ROUTES, session.permissionsReceived, data)
  // RAT-02: loading while permissions are empty or the ratings data is being fetched.
  if (read.kind !== 'screen') return read
  const { sub, tab, access } = read
  if (access.state === 'failed') return { kind: 'failed' }
  const allowed = managerAllowed(access, session.mockupGenerator)
  // RAT-01 (bare path) and RAT-02's gates (OPEN: a refused screen goes back to the bare path,
  // which sends it to the one it may show).
  if (!sub) return { kind: 'redirect', to: allowed ? `${MANAGER}/code` : WIDGET }
  if (sub === 'requestwidget') return allowed ? { kind: 'redirect', to: BASE } : { kind: 'request' }
  if (!allowed) return { kind: 'redirect', to: BASE }
  if (!tab) return { kind: 'redirect', to: `${MANAGER}/code` }
  return { kind: 'manager', tab }
}
