/** The `pp-*` events every element sends to its host (DESIGN.md element contract). */

export interface NavigateDetail {
  path: string
  replace: boolean
}
export interface SignedInDetail {
  accountUUID: string
  userUUID: string
}
export interface SignedOutDetail {
  reason: 'logout' | 'unmock' | 'mockup' | 'expired' | 'inactive'
  /** Where the browser should go next when it is outside the portal (admin login, generator). */
  redirect?: string
}
export interface NoticeDetail {
  kind: 'success' | 'error' | 'info'
  text: string
}
export interface ReadyDetail {
  tag: string
}

export interface PortalEventMap {
  'pp-navigate': CustomEvent<NavigateDetail>
  'pp-signed-in': CustomEvent<SignedInDetail>
  'pp-signed-out': CustomEvent<SignedOutDetail>
  'pp-notice': CustomEvent<NoticeDetail>
  'pp-ready': CustomEvent<ReadyDetail>
}

declare global {
  interface GlobalEventHandlersEventMap extends PortalEventMap {}
}

/**
 * Dispatches a `pp-*` event from an element: bubbles and composed so the host page sees it
 * outside the shadow root; cancelable so a host can take over (pp-navigate).
 */
export function emit<K extends keyof PortalEventMap>(
  from: EventTarget,
  type: K,
  detail: PortalEventMap[K]['detail'],
): CustomEvent {
  const event = new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: true })
  from.dispatchEvent(event)
  return event
}
