/**
 * Shared fixtures of the element tests that start from the session the server gives
 * (GET /auth/session, no session attributes): `session()`, a signed-in session with a test's own
 * user and flags; `shellLoads()`, the replies to the shell's first loads for it; and
 * `sessionPage()`, which loads the element once and, around every test, installs the fake API
 * and the event spy and undoes them after.
 */
import { type ApiRoutes, cleanBody, holdCalls, loadElement, spyEvents, stubApi } from './helpers'

/** The route of the session probe. */
export const SESSION_CALL = 'GET /api/accounts/auth/session'

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
  [`GET /api/accounts/users/${user.userUUID}/permissions`]: {
    body: { permissions: user.permissions },
  },
  [`GET /api/accounts/accounts/${user.accountUUID}`]: {
    body: { accountName, showPubPortalV2Button: false },
  },
  'GET /api/accounts/dashboard/message': { body: { showMessage: false, message: '' } },
})

/**
 * Registers the hooks of a suite of `tag` (call it inside `describe`): the element loaded once;
 * before every test the event spy and a fake API answering `routes()` (called then, so a test's
 * replies start afresh); after it, all undone and the page emptied.
 */
export function sessionPage(tag: string, routes: () => ApiRoutes) {
  const page = {
    api: null as unknown as ReturnType<typeof stubApi>,
    spy: null as unknown as ReturnType<typeof spyEvents>,
    /**
     * Holds back every call whose address contains `fragment`, as a slow network would, until
     * the returned `release()`; undone after the test.
     */
    hold: (fragment: string) => holdCalls(fragment, undo),
  }
  const undo: Array<() => void> = []
  before(() => loadElement(tag))
  beforeEach(() => {
    page.spy = spyEvents()
    page.api = stubApi(routes())
  })
  afterEach(() => {
    for (const step of undo.splice(0).reverse()) step()
    page.api.restore()
    page.spy.stop()
    cleanBody()
  })
  return page
}
