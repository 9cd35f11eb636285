// The fresh page of fixtures.ts: whatever one test leaves in the portal store (a signed-in
// session, an account, a notice) and in the fetch layer (another service base), the next test
// starts as a newly loaded page does. The second test fails without the reset: it would find the
// session ready and ask nobody, or ask the first test's service base.
import { expect } from '@esm-bundle/chai'
import { build, mount, waitFor } from './page'
import { field } from './queries'
import { stubApi } from './fake-api'
import { elementSuite } from './fixtures'
import { session, SESSION_CALL } from './session-fixtures'

const PAT = session({
  accountUUID: 'acc-fresh',
  userUUID: 'usr-fresh',
  email: 'pat@publisher.example',
  firstName: 'Pat',
})

describe(`the page before every element test (${build})`, () => {
  const suite = elementSuite('pp-profile', () =>
    stubApi({
      [SESSION_CALL]: { body: PAT },
      'GET /elsewhere/accounts/auth/session': { body: PAT },
    }),
  )
  const profile = (attrs: Record<string, string> = {}) =>
    mount('pp-profile', { route: '/dashboard/profile', ...attrs })

  it('leaves a session loaded from another service base behind', async () => {
    const el = profile({ services: JSON.stringify({ accounts: '/elsewhere/accounts' }) })
    const first = await field(el, 'First name')
    await waitFor(() => first.value === 'Pat')
    expect(suite.api.calls.map((c) => `${c.method} ${c.path}`)).to.include(
      'GET /elsewhere/accounts/auth/session',
    )
  })

  it('starts with no session and the default service bases', async () => {
    const el = profile()
    await waitFor(() => suite.api.calls.some((c) => `${c.method} ${c.path}` === SESSION_CALL))
    const first = await field(el, 'First name')
    await waitFor(() => first.value === 'Pat')
    expect(suite.api.calls.map((c) => c.path)).to.not.include('/elsewhere/accounts/auth/session')
  })
})
