/**
 * The router contract (DESIGN.md): an element shows its `route` attribute, or `location` when
 * it has none; it asks to move with a cancelable `pp-navigate` event, and updates `history`
 * itself when no host takes the event.
 */
import { emit } from './events'

let lastPath = typeof location === 'undefined' ? '/' : location.pathname + location.search

/** The path most recently shown or requested; the fetch layer reads it for its 401 rule. */
export function currentPath(): string {
  return lastPath
}

export function notePath(path: string): void {
  lastPath = path
}

/**
 * A screen with unsaved edits: asked before an in-app move; true holds the move back (the
 * screen asks the user and calls `proceed` to go on after all).
 */
export type LeaveGuard = (proceed: () => void) => boolean

const guards = new Set<LeaveGuard>()

/** Holds in-app moves (not redirects, which replace) while `guard` says so; returns the release. */
export function guardLeaving(guard: LeaveGuard): () => void {
  guards.add(guard)
  return () => {
    guards.delete(guard)
  }
}

/**
 * Asks the host to go to `path`; falls back to the History API when nobody handles it. A move
 * that adds a history entry first asks the leave guards (unsaved edits, PAY-17).
 */
export function navigate(from: EventTarget, path: string, replace = false): void {
  if (!replace && holdMove(() => go(from, path, replace))) return
  go(from, path, replace)
}

/**
 * Asks the leave guards about a move that is not a route change (another site in a manager);
 * true when one holds it back (it calls `proceed` if the user leaves after all).
 */
export function holdMove(proceed: () => void): boolean {
  for (const guard of guards) if (guard(proceed)) return true
  return false
}

/**
 * How an element moves when no host handles its pp-navigate (registered by the element factory):
 * `move` returns true when it took the move (its own route, or the full portal), false to fall
 * back to the History API; `href` is the address a link to `path` should carry.
 */
export interface LocalNavigation {
  move(path: string, replace: boolean): boolean
  href(path: string): string
}

const local = new WeakMap<EventTarget, LocalNavigation>()

export function setLocalNavigation(host: EventTarget, navigation: LocalNavigation): () => void {
  local.set(host, navigation)
  return () => {
    local.delete(host)
  }
}

/** The element a move starts from: `from` itself, or the host of the shadow root it sits in. */
function localFor(from: EventTarget): LocalNavigation | undefined {
  let target: EventTarget | null = from
  while (target) {
    const found = local.get(target)
    if (found) return found
    const root: Node | null = target instanceof Node ? target.getRootNode() : null
    target = root instanceof ShadowRoot ? root.host : null
  }
  return undefined
}

/** The href for a link to `path` from inside `from` (the full portal's address out of its area). */
export function hrefFor(from: EventTarget, path: string): string {
  return localFor(from)?.href(path) ?? path
}

function go(from: EventTarget, path: string, replace: boolean): void {
  lastPath = path
  const event = emit(from, 'pp-navigate', { path, replace })
  if (event.defaultPrevented) return
  if (/^https?:\/\//.test(path)) {
    location.assign(path)
    return
  }
  if (localFor(from)?.move(path, replace)) return
  if (replace) history.replaceState(null, '', path)
  else history.pushState(null, '', path)
  dispatchEvent(new PopStateEvent('popstate'))
}

/** Leaves the portal for another address in the same window (moved notices, newer portal). */
export function leaveTo(url: string): void {
  location.assign(url)
}

/** Splits a route into its path segments: "/auth/signin?x=1" → ["auth", "signin"]. */
export function segments(path: string): string[] {
  return (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean)
}
