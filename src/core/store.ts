/**
 * The one portal store (zustand vanilla): session, account, notices and timer settings shared
 * by every element on the page; areas keep screen state in their components. Stores never
 * touch the DOM: elements watch the state and navigate. The session's life (how its state
 * changes) is in session.ts; the notices are here.
 */
import { createStore } from 'zustand/vanilla'
import { useStore } from 'zustand'
import { useShallow } from 'zustand/react/shallow'
import { ApiError } from './http'
import { DEFAULT_TIMERS, type TimerSettings } from './timer-settings'
import {
  EMPTY_ACCOUNT,
  SIGNED_OUT,
  type Account,
  type DashboardMessage,
  type Session,
  type SessionView,
} from './session-types'

export type NoticeKind = 'success' | 'error' | 'info'
export interface Notice {
  id: number
  kind: NoticeKind
  text: string
  /** When it was raised: a notice shows for 5 s from then, not again when an element mounts later. */
  at: number
}

export type SessionStatus = 'idle' | 'loading' | 'ready'

export interface PortalState {
  session: Session
  sessionStatus: SessionStatus
  /**
   * The session probe failed for another reason than "nobody signed in" (a 500, the network):
   * whether anyone is signed in is unknown, so nobody is sent to Log in (only a 401 signs out,
   * CORE-06); the shell offers to try again.
   */
  sessionFailed: boolean
  account: Account
  userIp: string | null
  dashboardMessage: DashboardMessage | null
  /** Token data id from the root query (SHELL-03). */
  tokenUUID: string | null
  notices: Notice[]
  toastHosts: Array<{ id: number; priority: number }>
  timers: TimerSettings
}

const TOKEN_KEY = 'pp.tokenUUID'
const ORIGIN_KEY = 'pp.origin'

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

function initialState(): PortalState {
  return {
    session: { ...SIGNED_OUT },
    sessionStatus: 'idle',
    sessionFailed: false,
    account: { ...EMPTY_ACCOUNT },
    userIp: null,
    dashboardMessage: null,
    tokenUUID: storage()?.getItem(TOKEN_KEY) ?? null,
    notices: [],
    toastHosts: [],
    timers: { ...DEFAULT_TIMERS },
  }
}

export const portalStore = createStore<PortalState>()(() => initialState())

/** React hook: one value of the portal store. */
export function usePortal<T>(selector: (state: PortalState) => T): T {
  return useStore(portalStore, selector)
}

/** The session without its activity time (pure: the selector of useSessionView). */
export function sessionView({ session }: PortalState): SessionView {
  const { lastActionDispatchedAt: _activity, ...view } = session
  return view
}

/**
 * React hook: the whole session for a component that shows much of it (the shell's header),
 * compared field by field, so user activity (which only moves the activity time) re-renders
 * nothing. Other components select single values with usePortal.
 */
export function useSessionView(): SessionView {
  return usePortal(useShallow(sessionView))
}

const set = portalStore.setState
const get = portalStore.getState

let noticeId = 0

/** Texts of failures shown inline right now (LoadError), with how many places show each. */
const inlineFailures = new Map<string, number>()

/** How long a notice shows (CORE-20 default). */
export const NOTICE_MS = 5000

/** Raises a toast; the page's active toast area shows it, whichever element raised it. */
export function notify(kind: NoticeKind, text: string, now = Date.now()): number {
  const id = ++noticeId
  // Notices no element showed in time are dropped, so they never surface on a later screen.
  const live = get().notices.filter((n) => now - n.at < NOTICE_MS)
  // One message per failure: a failure the screen shows inline (LoadError) raises no toast,
  // and the same text twice (several calls failing alike) shows once.
  if (kind === 'error' && inlineFailures.has(text)) return id
  const others = live.filter((n) => n.kind !== kind || n.text !== text)
  set({ notices: [...others, { id, kind, text, at: now }] })
  return id
}

/**
 * A failure shown inline with its retry (LoadError): while it shows, a toast with the same text
 * would only repeat it, so the live one goes and new ones are not raised. Returns the release.
 */
export function showInlineFailure(text: string): () => void {
  inlineFailures.set(text, (inlineFailures.get(text) ?? 0) + 1)
  const notices = get().notices
  const rest = notices.filter((n) => n.kind !== 'error' || n.text !== text)
  if (rest.length !== notices.length) set({ notices: rest })
  return () => {
    const left = (inlineFailures.get(text) ?? 1) - 1
    if (left > 0) inlineFailures.set(text, left)
    else inlineFailures.delete(text)
  }
}

/**
 * A failure toast for a failed call, except after a 401: the fetch layer is signing the user out
 * (CORE-06), so there is nothing to tell them. With `noData`, a 404 (an export whose range has no
 * rows) tells that instead, as an error unless `noData.kind` says otherwise.
 */
export function notifyFailure(
  error: unknown,
  text: string,
  noData?: Readonly<{ text: string; kind?: NoticeKind }>,
): void {
  if (error instanceof ApiError && error.status === 401) return
  if (noData && error instanceof ApiError && error.status === 404)
    notify(noData.kind ?? 'error', noData.text)
  else notify('error', text)
}

export function dismissNotice(id: number): void {
  set({ notices: get().notices.filter((n) => n.id !== id) })
}

/**
 * One toast area shows the page's notices, whichever element raised them: the shell's when a
 * shell is on the page, else the first element's. A notice raised just before the host swaps
 * elements (sign-in → dashboard) therefore still shows on the next screen.
 */
export function registerToastHost(priority: number): number {
  const id = ++noticeId
  set({ toastHosts: [...get().toastHosts, { id, priority }] })
  return id
}

export function unregisterToastHost(id: number): void {
  set({ toastHosts: get().toastHosts.filter((h) => h.id !== id) })
}

/** The toast area that shows notices now: highest priority, then first registered. */
export function activeToastHost(state: PortalState): number | null {
  let best: { id: number; priority: number } | null = null
  for (const host of state.toastHosts) if (!best || host.priority > best.priority) best = host
  return best?.id ?? null
}

export function setTokenUUID(tokenUUID: string | null): void {
  const store = storage()
  if (tokenUUID) store?.setItem(TOKEN_KEY, tokenUUID)
  else store?.removeItem(TOKEN_KEY)
  set({ tokenUUID })
}

/** SHELL-06: remembers where a signed-out visitor was going. */
export function rememberOrigin(path: string): void {
  storage()?.setItem(ORIGIN_KEY, path)
}

/** Returns and forgets the remembered origin. */
export function takeOrigin(): string | null {
  const store = storage()
  const origin = store?.getItem(ORIGIN_KEY) ?? null
  store?.removeItem(ORIGIN_KEY)
  return origin
}

export function setTimers(timers: Partial<TimerSettings>): void {
  set({ timers: { ...get().timers, ...timers } })
}

const resetters: Array<() => void> = []

/** Module state kept beside the store (the session's pending probe) that resetStore forgets. */
export function onResetStore(reset: () => void): void {
  resetters.push(reset)
}

/** Test helper: back to the state of a fresh page. */
export function resetStore(): void {
  for (const reset of resetters) reset()
  // Mounted toast areas stay registered: they belong to elements, not to the session.
  portalStore.setState({ ...initialState(), toastHosts: get().toastHosts }, true)
}

// The element tests reach resetStore through the built bundle (tests/elements/fixtures.ts puts the
// page back to a fresh one before every test): only a test page, which names the build under test
// in `__PP_BUILD__` before it loads it, gets the hooks (the store itself for tests that change the
// session as another element of the page would).
if ('__PP_BUILD__' in globalThis)
  Object.assign(globalThis, { __ppResetStore: resetStore, __ppPortalStore: portalStore })
