/** Which pp-embeds screen a route shows (EMB-01, 02, 03, 20, 32). Pure. */
import { segments } from '../../../core/router'

/** EMB-34: the header of every embeds page. */
export const TITLE = 'Trivia & Polls > Configuration'

export const LIBRARY = '/dashboard/embeds'
export const ANALYTICS = `${LIBRARY}/analytics/embedcontent`
export const EMAILS = `${LIBRARY}/emails`

/** EMB-01 (OPEN texts: the inventory's defaults). */
export const MOVED_TEXT = 'Trivia & Polls Configuration has been moved to the new portal'
export const MOVED_BUTTON = 'Go to Trivia & Polls Configuration'

export type EmbedsView =
  | { kind: 'loading' }
  | { kind: 'redirect'; to: string }
  | { kind: 'moved' }
  | { kind: 'library' }
  | { kind: 'analytics'; embedUUID: string | null }
  | { kind: 'emails'; embedUUID: string }

/** The selected embed travels in the route's query (`?embed=`), so a reload keeps it. */
export function selectedEmbed(route: string): string | null {
  const query = route.split('?')[1]?.split('#')[0] ?? ''
  const value = new URLSearchParams(query).get('embed')
  return value && /^[A-Za-z0-9-]{1,64}$/.test(value) ? value : null
}

export const analyticsPath = (embedUUID: string) =>
  `${ANALYTICS}?embed=${encodeURIComponent(embedUUID)}`
/** The builder's steps (pp-embed-builder, a later issue): edit lands on customize (EMB-16). */
export const MANAGEMENT = `${LIBRARY}/management`
export const editPath = (embedUUID: string) =>
  `${MANAGEMENT}/customize?embed=${encodeURIComponent(embedUUID)}`
/** After the name dialog created the embed: the builder's first step (BLD-07). */
export const placementPath = (embedUUID: string) =>
  `${MANAGEMENT}/placement?embed=${encodeURIComponent(embedUUID)}`
/** The builder's Add-ons step of an embed (BLD-50: where the e-mail card is turned on). */
export const addOnsPath = (embedUUID: string) =>
  `${MANAGEMENT}/add_ons?embed=${encodeURIComponent(embedUUID)}`
export const emailsPath = (embedUUID: string) => `${EMAILS}?embed=${encodeURIComponent(embedUUID)}`

export function embedsView(
  route: string,
  session: { permissionsReceived: boolean; mockupGenerator: boolean },
  arrangement: { newPortalUrl: string | null; framed: boolean },
): EmbedsView {
  const [, , sub, page, ...extra] = segments(route)
  const known =
    !sub ||
    (sub === 'analytics' && (!page || page === 'embedcontent') && !extra.length) ||
    (sub === 'emails' && !page)
  if (!known) return { kind: 'redirect', to: '/error/404' }
  // EMB-01: in the newer-portal arrangement the full area shows only when framed.
  if (arrangement.newPortalUrl && !arrangement.framed) return { kind: 'moved' }
  // EMB-03: nothing renders until permissions are received.
  if (!session.permissionsReceived) return { kind: 'loading' }
  const embedUUID = selectedEmbed(route)
  if (sub === 'analytics' || sub === 'emails') {
    // EMB-14: analytics and e-mails are hidden in mockup-generator mode.
    if (session.mockupGenerator) return { kind: 'redirect', to: LIBRARY }
    if (sub === 'emails') {
      // EMB-32: no embed selected → back to the library.
      return embedUUID ? { kind: 'emails', embedUUID } : { kind: 'redirect', to: LIBRARY }
    }
    return { kind: 'analytics', embedUUID }
  }
  return { kind: 'library' }
}
