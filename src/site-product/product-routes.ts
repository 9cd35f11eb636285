/** The route rules every per-site product shares (COM-01/08, RAT-01/02). Pure. */
import { segments } from '../core/router'

/** A product's routes: `${base}/requestwidget` and `${base}/${managerSegment}/<tab>`. */
export interface ProductRoutes {
  managerSegment: string
  tabs: ReadonlyArray<{ id: string }>
}

export type ProductRoute<T extends string, A> =
  | { kind: 'redirect'; to: string }
  | { kind: 'loading' }
  /** The route is one of the product's: its screen (none: the bare path), tab and access data. */
  | {
      kind: 'screen'
      sub: 'requestwidget' | 'manager' | undefined
      tab: T | undefined
      access: Exclude<A, { state: 'loading' }>
    }

/**
 * The product's route read: an unknown screen or tab (or anything past them) is a 404; while the
 * permissions or the access data load, the loading state; else which screen and tab it names.
 */
export function productRoute<T extends string, A extends { state: string }>(
  route: string,
  routes: ProductRoutes,
  permissionsReceived: boolean,
  access: A,
): ProductRoute<T, A> {
  const [, , sub, tab, ...extra] = segments(route)
  if (sub && sub !== 'requestwidget' && sub !== routes.managerSegment) {
    return { kind: 'redirect', to: '/error/404' }
  }
  if (
    sub === routes.managerSegment &&
    tab &&
    (!routes.tabs.some((t) => t.id === tab) || extra.length)
  ) {
    return { kind: 'redirect', to: '/error/404' }
  }
  if (sub === 'requestwidget' && tab) return { kind: 'redirect', to: '/error/404' }
  if (!permissionsReceived || access.state === 'loading') return { kind: 'loading' }
  return {
    kind: 'screen',
    sub: sub === 'requestwidget' ? sub : sub ? 'manager' : undefined,
    tab: tab as T | undefined,
    access: access as Exclude<A, { state: 'loading' }>,
  }
}
