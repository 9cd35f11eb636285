// Issue 29: each element calls the bases of its own `services` attribute. Two elements on one
// page (a newer portal's page) given different bases for the same service load from and save to
// their own; an element given none calls the page's own /api. Its own page, so that the bases
// given here reach no other test.
import { expect } from '@esm-bundle/chai'
import { build, cleanBody, loadElement, mount, root, waitFor } from './page'
import { accessibleName } from './queries'
import { stubApi } from './fake-api'

const ACCOUNT = 'acc-services'
const SELF = 'usr-services'
const USERS = [
  {
    userUUID: 'usr-cora',
    firstName: 'Cora',
    lastName: 'Created',
    email: 'cora@pub.example',
    phoneNumber: null,
    userStatus: 'CREATED',
    permissions: [],
  },
]
const BASES = ['/one/accounts', '/two/accounts', '/api/accounts']

describe(`services per element (${build})`, () => {
  let api: ReturnType<typeof stubApi>

  before(() => loadElement('pp-account-settings'))
  beforeEach(() => {
    const routes: Parameters<typeof stubApi>[0] = {}
    for (const base of BASES) {
      routes[`GET ${base}/accounts/${ACCOUNT}/users/permissions`] = { body: { items: USERS } }
      routes[`PUT ${base}/users/usr-cora/invite`] = {
        body: { ...USERS[0], userStatus: 'INVITE_SENT' },
      }
    }
    api = stubApi(routes)
  })
  afterEach(() => {
    api.restore()
    cleanBody()
  })

  function usersTab(services?: Record<string, string>) {
    return mount('pp-account-settings', {
      route: '/dashboard/account/users',
      'account-uuid': ACCOUNT,
      'user-uuid': SELF,
      permissions: '["settings.users"]',
      mocked: 'true',
      ...(services ? { services: JSON.stringify(services) } : {}),
    })
  }
  const basesOf = (method: string, path: string) =>
    api.calls
      .filter((c) => c.method === method && c.path.endsWith(path))
      .map((c) => c.path.slice(0, -path.length))
  const invite = (el: HTMLElement) =>
    Array.from(root(el).querySelectorAll('button'))
      .find((b) => accessibleName(b) === 'Invite User')!
      .click()

  it('loads and saves through the bases of the element that calls, not of the last one mounted', async () => {
    const one = usersTab({ accounts: '/one/accounts/' })
    const two = usersTab({ accounts: '/two/accounts' })
    const plain = usersTab()
    const list = `/accounts/${ACCOUNT}/users/permissions`
    await waitFor(() => basesOf('GET', list).length === 3)
    expect(basesOf('GET', list).sort()).to.deep.equal([...BASES].sort())

    // Saves answer a user action in one element: they go to that element's bases.
    const put = '/users/usr-cora/invite'
    await waitFor(() => [one, two, plain].every((el) => root(el).querySelector('tbody tr')))
    // (One toast area shows the page's notices: wait on the calls, not on each element's text.)
    invite(two)
    await waitFor(() => basesOf('PUT', put).length === 1)
    invite(one)
    await waitFor(() => basesOf('PUT', put).length === 2)
    invite(plain)
    await waitFor(() => basesOf('PUT', put).length === 3)
    expect(basesOf('PUT', put)).to.deep.equal(['/two/accounts', '/one/accounts', '/api/accounts'])
  })
})
