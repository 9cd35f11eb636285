// pp-auth /auth/acceptagreement for a user not ready to accept: Log out is the way out instead of
// a dead end (issue 7). Signing out ends this page's session, so the test has a file of its own.
import { expect } from '@esm-bundle/chai'
import { build, mount, root, waitFor } from './page'
import { accessibilityProblems, button } from './queries'
import { session, SESSION_CALL, sessionPage } from './session-fixtures'
import { sessionCalls } from '../../src/contracts/accounts/session'
import { authCalls } from '../../src/contracts/accounts/auth'
import { routeOf } from './contract-stubs'

const SESSION = session({
  accountUUID: 'acc-undecided',
  userUUID: 'usr-undecided',
  email: 'una@publisher.example',
  showTermsAndConditions: true,
  agreementUUID: 'agr-9',
})

describe(`pp-auth agreement, Log out (${build})`, () => {
  const page = sessionPage('pp-auth', () => ({
    [SESSION_CALL]: { body: SESSION },
    [routeOf(sessionCalls.logout)]: { status: 204 },
    [routeOf(authCalls.agree, { agreementUUID: 'agr-9' })]: { body: SESSION },
  }))

  it('logs out from the agreement screen and goes to Log in, accepting nothing', async () => {
    const el = mount('pp-auth', { route: '/auth/acceptagreement' })
    await button(el, 'Agree to Publisher Agreement')
    expect(accessibilityProblems(root(el))).to.deep.equal([])
    ;(await button(el, 'Log out')).click()
    await waitFor(() => page.spy.paths().includes('/auth/signin'))
    expect(page.spy.of('pp-navigate')).to.deep.include({ path: '/auth/signin', replace: true })
    const paths = page.api.calls.map((c) => `${c.method} ${c.path}`)
    expect(paths).to.include(routeOf(sessionCalls.logout))
    expect(paths.some((p) => p.startsWith('PUT'))).to.equal(false)
  })
})
