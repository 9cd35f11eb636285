/**
 * Shared fixtures of the Users tab tests (pp-account-users*.test.ts): the fake server of one
 * account with its users, and `usersTab()`, the suite hooks with the helpers that read the tab.
 * Assertions compare booleans and strings, never DOM nodes: a failing assertion on an element
 * makes the runner serialise React's internal fiber graph and hang.
 */
import { mount, root, waitFor } from './page'
import { accessibleName } from './queries'
import { stubApi } from './fake-api'
import { elementSuite } from './fixtures'
import { usersCalls } from '../../src/contracts/accounts/users'
import { routeOf, pathOf } from './contract-stubs'

export type Reply = { status?: number; body?: unknown }

export const ACCOUNT = 'acc-users'
export const SELF = 'usr-self'
export const MOVED = 'Users has been moved to the new portal'
export const LIST = pathOf(usersCalls.list, { accountUUID: ACCOUNT })
export const NETWORK = 'Woops, something wrong: Network error. Please try again later.'
export const SWITCHES = [
  'Edit payment information',
  'Manage users and permissions',
  'Manage sites',
  'Edit account information',
  'Manage ads.txt',
  'Create, edit and view embeds',
  'Ad metrics and reports',
]

/** The permission switches as `switchStates` reads them, with only the switches `on` checked. */
export const onlySwitches = (...on: string[]): Record<string, boolean> =>
  Object.fromEntries(SWITCHES.map((label) => [label, on.includes(label)]))

export const ALL = [
  'settings.paymentInfo',
  'settings.users',
  'settings.sites',
  'settings.general',
  'settings.adsTxt',
  'manageEmbeds',
  'home.adMetrics',
]
export const NOT_HELD = 'You do not hold this permission'
export const HOLDS_MORE = 'This user holds permissions you do not hold'

export const USERS = [
  {
    userUUID: SELF,
    firstName: 'Sally',
    lastName: 'Self',
    email: 'sally@pub.example',
    phoneNumber: '+1 555 0100',
    userStatus: 'ACTIVE',
    permissions: ['settings.users', 'settings.general'],
  },
  {
    userUUID: 'usr-andre',
    firstName: 'Andre',
    lastName: 'Analyst',
    email: 'andre@pub.example',
    phoneNumber: '+1 555 0101',
    userStatus: 'INVITE_SENT',
    permissions: ['home.adMetrics', 'setttings.sites'],
  },
  {
    userUUID: 'usr-cora',
    firstName: 'Cora',
    lastName: 'Created',
    email: 'cora@pub.example',
    phoneNumber: '+1 555 0102',
    userStatus: 'CREATED',
    permissions: [],
  },
]

/**
 * Registers the hooks of a Users tab suite (call it inside `describe`) and returns its screen
 * helpers; `replies` override the fake server's answers for one test.
 */
export function usersTab() {
  let replies: Record<'list' | 'add' | 'get' | 'update' | 'remove' | 'invite', Reply | null>

  const suite = elementSuite('pp-account-settings', () => {
    replies = { list: null, add: null, get: null, update: null, remove: null, invite: null }
    return stubApi({
      [`GET ${LIST}`]: () => replies.list ?? { body: { items: USERS } },
      [`POST ${LIST}`]: (call) =>
        replies.add ?? {
          status: 201,
          body: { ...JSON.parse(call.body!), userUUID: 'usr-new', userStatus: 'CREATED' },
        },
      [routeOf(usersCalls.get)]: (call) =>
        replies.get ?? { body: USERS.find((u) => call.path.includes(u.userUUID)) },
      [routeOf(usersCalls.update)]: (call) => {
        if (replies.update) return replies.update
        const user = USERS.find((u) => call.path.includes(u.userUUID))!
        return { body: { ...user, ...JSON.parse(call.body!) } }
      },
      [routeOf(usersCalls.remove)]: () => replies.remove ?? { status: 204 },
      [routeOf(usersCalls.invite)]: (call) => {
        if (replies.invite) return replies.invite
        const user = USERS.find((u) => call.path.includes(u.userUUID))!
        return { body: { ...user, userStatus: 'INVITE_SENT' } }
      },
    })
  })

  function tab(attrs: Record<string, string> = {}) {
    return mount('pp-account-settings', {
      route: '/dashboard/account/users',
      'account-uuid': ACCOUNT,
      'user-uuid': SELF,
      permissions: JSON.stringify(ALL),
      ...attrs,
    })
  }
  async function table(attrs: Record<string, string> = {}) {
    const el = tab(attrs)
    await waitFor(() => root(el).querySelector('tbody tr'))
    return el
  }
  const row = (el: HTMLElement, email: string) =>
    root(el).querySelector<HTMLTableRowElement>(`tr[data-user="${email}"]`)!
  const dialog = (el: HTMLElement) =>
    waitFor(() => root(el).querySelector<HTMLDialogElement>('dialog[open]'))
  const switches = (scope: Element) =>
    Array.from(scope.querySelectorAll<HTMLButtonElement>('button[role="switch"]'))
  const switchStates = (scope: Element) =>
    Object.fromEntries(
      switches(scope).map((s) => [accessibleName(s), s.getAttribute('aria-checked') === 'true']),
    )
  const alerts = (scope: Element) =>
    Array.from(scope.querySelectorAll('form [role="alert"]'), (a) => a.textContent)
  /** Whether a node exists (assert on this, not on the node: see the note above). */
  const shown = (node: Element | null | undefined) => node !== null && node !== undefined
  const calls = (method: string, fragment: string) =>
    suite.api.calls.filter((c) => c.method === method && c.path.includes(fragment))
  return {
    get replies() {
      return replies
    },
    suite,
    tab,
    table,
    row,
    dialog,
    switches,
    switchStates,
    alerts,
    shown,
    calls,
  }
}
