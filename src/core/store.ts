/**
 * The one portal store (zustand vanilla): session, account, notices and timer settings shared
 * by every element on the page; areas keep screen state in their components. Stores never
 * touch the DOM: elements watch the state and navigate.
 */
import { createStore } from 'zustand/vanilla'
import { useStore } from 'zustand'
import { useShallow } from 'zustand/react/shallow'
import { ApiError, setStatusHandlers } from './http'
import { currentPath } from './router'
import { sessionApi, type SessionData } from './session-api'
import { DEFAULT_TIMERS, type TimerSettings } from './timer-settings'
import { hasPermission, PERMISSIONS } from './permissions'
import { onOtherTabs, tellOtherTabs } from './tab-sync'
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

let sessionRequest: Promise<Session> | null = null
let startedFor: string | null = null
let noticeId = 0

/** Puts server session data in the store (login response, session probe, support switch). */
export function applySession(data: SessionData, now = Date.now()): void {
  const before = get().session
  set({
    session: {
      ...SIGNED_OUT,
      ...data,
      signedIn: true,
      permissions: Array.isArray(data.permissions) ? data.permissions : [],
      permissionsReceived: Array.isArray(data.permissions),
      lastActionDispatchedAt: now,
    },
    sessionStatus: 'ready',
    sessionFailed: false,
  })
  // A new sign-in (not this tab's own session loading again) reaches the other tabs.
  if (data.userUUID && (!before.signedIn || before.userUUID !== data.userUUID))
    tellOtherTabs({ type: 'signed-in', userUUID: data.userUUID })
}

/** Loads the session once per page (elements share the one request). */
export function loadSession(): Promise<Session> {
  if (get().sessionStatus === 'ready') return Promise.resolve(get().session)
  if (sessionRequest) return sessionRequest
  set({ sessionStatus: 'loading' })
  sessionRequest = sessionApi
    .current()
    .then((data) => {
      if (data.signedIn) applySession(data)
      else set({ session: { ...SIGNED_OUT }, sessionStatus: 'ready', sessionFailed: false })
      return get().session
    })
    .catch((error: unknown) => {
      // 401 means "nobody signed in"; any other failure says nothing about the session.
      const failed = !(error instanceof ApiError) || error.status !== 401
      set({ session: { ...SIGNED_OUT }, sessionStatus: 'ready', sessionFailed: failed })
      if (!(error instanceof ApiError)) throw error
      return get().session
    })
    .finally(() => {
      sessionRequest = null
    })
  return sessionRequest
}

/** Session attributes given to an element (a host that already knows the session). */
export function applySessionAttributes(attrs: Partial<Session>): void {
  const session = get().session
  set({
    session: {
      ...session,
      ...attrs,
      signedIn: true,
      permissionsReceived: attrs.permissions ? true : session.permissionsReceived,
      lastActionDispatchedAt: session.lastActionDispatchedAt || Date.now(),
    },
    sessionStatus: 'ready',
  })
}

/** CORE-05: user activity marks the session as active, in this tab and the portal's others. */
export function touch(now = Date.now()): void {
  const session = get().session
  if (session.signedIn && now - session.lastActionDispatchedAt > 1000) {
    set({ session: { ...session, lastActionDispatchedAt: now } })
    tellOtherTabs({ type: 'activity', at: now })
  }
}

/** Loads the session again, whatever this tab knew (another tab signed in). */
export function reloadSession(): Promise<Session> {
  if (sessionRequest) return sessionRequest
  set({ sessionStatus: 'idle' })
  return loadSession()
}

let syncingTabs = false

/**
 * Joins the portal's other tabs (once per page, tab-sync.ts): their activity counts here, a
 * sign-out there signs this tab out, and a sign-in there loads the new session here.
 */
export function syncTabs(): void {
  if (syncingTabs) return
  syncingTabs = true
  onOtherTabs((message) => {
    const { session } = get()
    if (message.type === 'activity') {
      if (session.signedIn && message.at > session.lastActionDispatchedAt)
        set({ session: { ...session, lastActionDispatchedAt: message.at } })
    } else if (message.type === 'signed-out') {
      if (session.signedIn) clearSession()
    } else if (message.type === 'signed-in') {
      if (!session.signedIn || session.userUUID !== message.userUUID) void reloadSession()
    }
  })
}

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
 * (CORE-06), so there is nothing to tell them.
 */
export function notifyFailure(error: unknown, text: string): void {
  if (error instanceof ApiError && error.status === 401) return
  notify('error', text)
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

/** Reloads the user's permissions (after sign-in, and on any 403: CORE-07). */
export async function reloadPermissions(): Promise<void> {
  const { userUUID } = get().session
  if (!userUUID) return
  try {
    const { permissions } = await sessionApi.permissions(userUUID)
    set({ session: { ...get().session, permissions, permissionsReceived: true } })
  } catch {
    // The 401 rule has already signed the user out; other failures keep the current list.
  }
}

/** SHELL-23/24: the fetches made once when a session starts. */
export async function startSession(): Promise<void> {
  const { session } = get()
  if (!session.signedIn || !session.accountUUID || !session.userUUID) return
  const key = `${session.accountUUID}:${session.userUUID}:${session.mocked}:${session.mockupGenerator}`
  if (startedFor === key) return
  startedFor = key
  const accountUUID = session.accountUUID
  const jobs: Array<Promise<unknown>> = [
    reloadPermissions(),
    sessionApi.sites(accountUUID).then(
      ({ items }) =>
        set({
          account: {
            ...get().account,
            siteList: items,
            sites: Object.fromEntries(items.map((s) => [s.siteUUID, s.name])),
          },
        }),
      () => undefined,
    ),
    sessionApi.account(accountUUID).then(
      (info) =>
        set({
          account: {
            ...get().account,
            accountName: info.accountName,
            showPubPortalV2Button: info.showPubPortalV2Button,
          },
        }),
      (error: unknown) => {
        // A 401 has already signed the user out (CORE-06), and an ended session says nothing more.
        if (startedFor === key) {
          notifyFailure(error, 'There was an issue fetching your account information')
        }
      },
    ),
    sessionApi.userIp().then(
      ({ ip }) => set({ userIp: ip }),
      () => undefined,
    ),
    sessionApi.dashboardMessage().then(
      (message) => set({ dashboardMessage: message }),
      () => undefined,
    ),
  ]
  if (hasPermission(session.permissions, PERMISSIONS.paymentInfo)) jobs.push(loadPaymentSummary())
  await Promise.all(jobs)
}

/** PAY-02: payment summary → paymentInfoReceived and preferredPaymentType (SHELL-22). */
export async function loadPaymentSummary(): Promise<void> {
  const { accountUUID } = get().session
  if (!accountUUID) return
  try {
    const summary = await sessionApi.paymentInfo(accountUUID)
    const preferred = summary.paymentInfo.find((p) => p.preferredPayment)
    set({
      account: {
        ...get().account,
        paymentInfoReceived: true,
        preferredPaymentType: preferred?.paymentType ?? null,
      },
    })
  } catch (error) {
    notifyFailure(error, 'There was an issue fetching your Payment Information')
  }
}

/** Clears every bit of session state (sign-out, expiry). */
export function clearSession(): void {
  startedFor = null
  setTokenUUID(null)
  set({
    session: { ...SIGNED_OUT },
    sessionStatus: 'ready',
    account: { ...EMPTY_ACCOUNT },
    userIp: null,
    dashboardMessage: null,
    notices: [],
  })
}

/**
 * Ends the session the way its kind requires (SHELL-29..31): log out, unmock, or back to the
 * mockup generator. Returns the address outside the portal to go to, if any.
 */
export async function endSession(): Promise<string | null> {
  const { session } = get()
  let redirect: string | null = null
  try {
    if (session.mocked) redirect = (await sessionApi.unmock()).redirect
    else if (session.mockupGenerator) redirect = (await sessionApi.adminExtend()).redirect
    else await sessionApi.logout()
  } catch {
    // Signing out locally still happens; the server session expires on its own.
  }
  clearSession()
  tellOtherTabs({ type: 'signed-out' })
  return redirect
}

/** Test helper and sign-out: back to the state of a fresh page. */
export function resetStore(): void {
  sessionRequest = null
  startedFor = null
  // Mounted toast areas stay registered: they belong to elements, not to the session.
  portalStore.setState({ ...initialState(), toastHosts: get().toastHosts }, true)
}

setStatusHandlers({
  unauthorized: () => {
    if (get().session.signedIn) clearSession()
  },
  forbidden: () => void reloadPermissions(),
  address: () => currentPath(),
})
