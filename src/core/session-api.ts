/** Account-service calls shared by every element: session, permissions, account, sites (API-11..25). */
import { request } from './http'
import type { DashboardMessage, PaymentSummary, Session, Site } from './session-types'

export type SessionData = Omit<Session, 'permissionsReceived' | 'lastActionDispatchedAt'>

export const sessionApi = {
  /** The current session; `{signedIn: false}` when nobody is signed in. */
  current: (signal?: AbortSignal) =>
    request<SessionData | { signedIn: false }>('accounts', '/auth/session', {
      signal,
      skipStatusRules: true,
    }),
  permissions: (userUUID: string, signal?: AbortSignal) =>
    request<{ permissions: string[] }>(
      'accounts',
      `/users/${encodeURIComponent(userUUID)}/permissions`,
      {
        signal,
        alwaysSignOutOn401: true,
      },
    ),
  account: (accountUUID: string, signal?: AbortSignal) =>
    request<{ accountName: string; showPubPortalV2Button: boolean }>(
      'accounts',
      `/accounts/${encodeURIComponent(accountUUID)}`,
      { signal },
    ),
  sites: (accountUUID: string, signal?: AbortSignal) =>
    request<{ items: Site[] }>('accounts', `/accounts/${encodeURIComponent(accountUUID)}/sites`, {
      query: { filterRonSites: false },
      signal,
    }),
  paymentInfo: (accountUUID: string, signal?: AbortSignal) =>
    request<PaymentSummary>(
      'accounts',
      `/accounts/${encodeURIComponent(accountUUID)}/paymentinfo`,
      {
        signal,
      },
    ),
  userIp: (signal?: AbortSignal) => request<{ ip: string }>('accounts', '/utils/ip', { signal }),
  dashboardMessage: (signal?: AbortSignal) =>
    request<DashboardMessage>('accounts', '/dashboard/message', { signal }),
  extend: () =>
    request<{ expiresAt: string }>('accounts', '/auth/session/extend', { method: 'PUT' }),
  logout: () => request<void>('accounts', '/auth/logout', { skipStatusRules: true }),
  unmock: () =>
    request<{ redirect: string }>('accounts', '/auth/unmock', {
      method: 'POST',
      skipStatusRules: true,
    }),
  adminExtend: () =>
    request<{ redirect: string }>('accounts', '/auth/admin/session/extend', {
      method: 'PUT',
      skipStatusRules: true,
    }),
}
