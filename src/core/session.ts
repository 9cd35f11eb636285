/**
 * The session's life, top to bottom (spec 000 §3, §9; CORE-05..07, SHELL-06, SHELL-23..31). The
 * session is one per page, in the portal store (store.ts), shared by every element; this module
 * is the only one that changes it.
 *
 * 1. Restore: each element, as it starts, brings the session: its attributes when the host knows
 *    it, else the server's answer to one probe the page's elements share.
 * 2. Sign in: a sign-in screen puts the server's session here; the portal's other tabs hear of it.
 * 3. Start: once signed in, the shell fetches what the dashboard shows (permissions, sites, the
 *    account, the user's IP, the dashboard message, the payment summary).
 * 4. Stay: the user's activity in any element or tab keeps the session active; every 23.5 hours
 *    the shell's timers (areas/shell/session-timers.ts) extend it, or, when the user has been
 *    idle for 15 minutes by then, ask "Are you still there?" and sign out 30 minutes later.
 *    A 403 reloads the permissions.
 * 5. Sign out: by the user or the timers (endSession), or by any 401 (CORE-06): the state goes.
 * 6. Across tabs: activity, sign-in and sign-out reach the portal's other tabs (tab-sync.ts
 *    carries the messages; the shell sends the inactivity warning and its answer), so they stay
 *    in step.
 */
import { ApiError, setStatusHandlers } from './http'
import { hasPermission, PERMISSIONS } from './permissions'
import { currentPath } from './router'
import { sessionApi, type SessionData } from './session-api'
import { SIGNED_OUT, EMPTY_ACCOUNT, type Session } from './session-types'
import { notifyFailure, onResetStore, portalStore, setTimers, setTokenUUID } from './store'
import { onOtherTabs, tellOtherTabs } from './tab-sync'
import type { TimerSettings } from './timer-settings'

const set = portalStore.setState
const get = portalStore.getState

/** The probe under way, shared by the elements that start meanwhile. */
let sessionRequest: Promise<Session> | null = null
/** The session the start fetches ran for (step 3 runs once per session). */
let startedFor: string | null = null

onResetStore(() => {
  sessionRequest = null
  startedFor = null
})

// 1. Restore ----------------------------------------------------------------------------------

/** Session values a host gave an element as attributes (a page that already knows the session). */
export interface GivenSession {
  accountUUID?: string
  userUUID?: string
  permissions?: string[]
  mocked: boolean
  mockupGenerator: boolean
}

/**
 * An element starts: the session its host gave (account and user both) goes into the store, or
 * the page's session is loaded; `timers` overrides the timer settings (the `timers` attribute).
 */
export function restoreSession(given: GivenSession, timers?: Partial<TimerSettings>): void {
  if (timers) setTimers(timers)
  const { accountUUID, userUUID, permissions, mocked, mockupGenerator } = given
  if (accountUUID !== undefined && userUUID !== undefined) {
    applySessionAttributes({
      accountUUID,
      userUUID,
      mocked,
      mockupGenerator,
      ...(permissions ? { permissions } : {}),
    })
  } else {
    void loadSession()
  }
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

/** Loads the session again, whatever this tab knew (another tab signed in). */
export function reloadSession(): Promise<Session> {
  if (sessionRequest) return sessionRequest
  set({ sessionStatus: 'idle' })
  return loadSession()
}

// 2. Sign in ----------------------------------------------------------------------------------

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

// 3. Start ------------------------------------------------------------------------------------

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

// 4. Stay --------------------------------------------------------------------------------------

/** CORE-05: user activity marks the session as active, in this tab and the portal's others. */
export function touch(now = Date.now()): void {
  const session = get().session
  if (session.signedIn && now - session.lastActionDispatchedAt > 1000) {
    set({ session: { ...session, lastActionDispatchedAt: now } })
    tellOtherTabs({ type: 'activity', at: now })
  }
}

/** When the user last acted, in any element or tab (the timers' idle check). */
export function lastActivity(): number {
  return get().session.lastActionDispatchedAt
}

/** SHELL-23: extends the server session (the timers call it every 23.5 hours). */
export async function extendSession(): Promise<void> {
  await sessionApi.extend()
}

/**
 * An element's host joins the session: the user's activity in it counts (CORE-05), and the page
 * follows the portal's other tabs (step 6). Returns the leave.
 */
export function followActivity(host: HTMLElement): () => void {
  syncTabs()
  const active = () => touch()
  host.addEventListener('pointerdown', active)
  host.addEventListener('keydown', active)
  return () => {
    host.removeEventListener('pointerdown', active)
    host.removeEventListener('keydown', active)
  }
}

// 5. Sign out ----------------------------------------------------------------------------------

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

// CORE-06/07: any 401 outside the auth screens signs out, any 403 reloads the permissions.
setStatusHandlers({
  unauthorized: () => {
    if (get().session.signedIn) clearSession()
  },
  forbidden: () => void reloadPermissions(),
  address: () => currentPath(),
})

// 6. Across tabs -------------------------------------------------------------------------------

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
