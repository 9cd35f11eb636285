/**
 * Shared fixtures of the element tests that start from the session the server gives
 * (GET /auth/session, no session attributes): `session()`, a signed-in session with a test's own
 * user and flags; `shellLoads()`, the replies to the shell's first loads for it; and
 * `sessionPage()`, which loads the element once and, around every test, installs the fake API
 * and the event spy and undoes them after.
 */
import { type ApiRoutes, stubApi } from './fake-api'
import { elementSuite } from './fixtures'
import { sessionCalls } from '../../src/contracts/accounts/session'
import { usersCalls } from '../../src/contracts/accounts/users'
import { accountCalls } from '../../src/contracts/accounts/account'
import { routeOf } from './contract-stubs'

/** The route of the session probe. */
export const SESSION_CALL = routeOf(sessionCalls.session)

export interface Session {
  signedIn: true
  accountUUID: string
  userUUID: string
  email: string
  firstName?: string
  lastName?: string
  showSetPassword: boolean
  showTermsAndConditions: boolean
  agreementUUID?: string
  mocked: boolean
  mockupGenerator: boolean
  internalUser: boolean
  permissions: string[]
}

/** A signed-in session of `user`: no password to set, no terms to accept, not mocked. */
export const session = (
  user: Pick<Session, 'accountUUID' | 'userUUID' | 'email'> & Partial<Session>,
): Session => ({
  signedIn: true,
  showSetPassword: false,
  showTermsAndConditions: false,
  mocked: false,
  mockupGenerator: false,
  internalUser: false,
  permissions: ['manageEmbeds'],
  ...user,
})

/** The replies to what the shell loads for `user` once signed in: permissions, account, message. */
export const shellLoads = (user: Session, accountName: string): ApiRoutes => ({
  [routeOf(usersCalls.get, { userUUID: user.userUUID })]: {
    body: { permissions: user.permissions },
  },
  [routeOf(accountCalls.general, { accountUUID: user.accountUUID })]: {
    body: { accountName, showPubPortalV2Button: false },
  },
  [routeOf(accountCalls.dashboardMessage)]: { body: { showMessage: false, message: '' } },
})

/**
 * Registers the hooks of a suite of `tag` (call it inside `describe`): `elementSuite` with a fake
 * API answering `routes()`.
 */
export const sessionPage = (tag: string, routes: () => ApiRoutes) =>
  elementSuite(tag, () => stubApi(routes()))
