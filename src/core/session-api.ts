/**
 * Account-service calls shared by every element (typed by their contracts): the session and its
 * end (src/contracts/accounts/session.ts), the user's permissions, the account, its sites and
 * payment summary, the address and the dashboard message (account.ts, users.ts).
 */
import { accountCalls } from '../contracts/accounts/account'
import type { accountSchemas } from '../contracts/accounts/account.schemas'
import { sessionCalls } from '../contracts/accounts/session'
import type { sessionSchemas } from '../contracts/accounts/session.schemas'
import { usersCalls } from '../contracts/accounts/users'
import type { usersSchemas } from '../contracts/accounts/users.schemas'
import { client } from './contract-client'
import type { Session } from './session-types'

export type SessionData = Omit<Session, 'permissionsReceived' | 'lastActionDispatchedAt'>

const session = client<typeof sessionSchemas>()(sessionCalls)
const account = client<typeof accountSchemas>()(accountCalls)
const users = client<typeof usersSchemas>()(usersCalls)

export const sessionApi = {
  /** The current session; `{signedIn: false}` when nobody is signed in. */
  current: (signal?: AbortSignal) => session.session({}, { signal, skipStatusRules: true }),
  /** API-05: the user's permissions (a 401 signs out, whatever the call). */
  permissions: (userUUID: string, signal?: AbortSignal) =>
    users.get({ params: { userUUID } }, { signal, alwaysSignOutOn401: true }),
  /** API-01 */
  account: (accountUUID: string, signal?: AbortSignal) =>
    account.general({ params: { accountUUID } }, { signal }),
  /** API-35: every site of the account (not only its RON sites). */
  sites: (accountUUID: string, signal?: AbortSignal) =>
    account.sites({ params: { accountUUID }, query: { filterRonSites: 'false' } }, { signal }),
  /** API-28 */
  paymentInfo: (accountUUID: string, signal?: AbortSignal) =>
    account.paymentSummary({ params: { accountUUID } }, { signal }),
  /** API-23 */
  userIp: (signal?: AbortSignal) => account.ip({}, { signal }),
  /** API-21 */
  dashboardMessage: (signal?: AbortSignal) => account.dashboardMessage({}, { signal }),
  /** API-16 */
  extend: () => session.extend({}),
  /** API-17 */
  logout: () => session.logout({}, { skipStatusRules: true }),
  /** API-18 */
  unmock: () => session.unmock({}, { skipStatusRules: true }),
  /** API-19 */
  adminExtend: () => session.adminExtend({}, { skipStatusRules: true }),
}
