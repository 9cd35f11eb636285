// pp-auth for a signed-in user who must accept the publisher agreement (AUTH-25/26). The session
// comes from GET /auth/session; accepting clears the terms flag, so that test runs last.
import { expect } from '@esm-bundle/chai'
import { build, mount, root, text, waitFor, waitForText } from './page'
import { accessibilityProblems, button } from './queries'
import { type ApiReply } from './fake-api'
import { session, SESSION_CALL, sessionPage } from './session-fixtures'
import { authCalls } from '../../src/contracts/accounts/auth'
import { routeOf, pathOf } from './contract-stubs'

const SESSION = session({
  accountUUID: 'acc-agree',
  userUUID: 'usr-agree',
  email: 'sam@publisher.example',
  showTermsAndConditions: true,
  agreementUUID: 'agr-7',
})

describe(`pp-auth accept agreement (${build})`, () => {
  /** The answer to the agreement's PUT: accepted (the terms flag cleared) unless a test says. */
  let agree: ApiReply
  const page = sessionPage('pp-auth', () => {
    agree = { body: { ...SESSION, showTermsAndConditions: false } }
    return {
      [SESSION_CALL]: { body: SESSION },
      [routeOf(authCalls.agree, { agreementUUID: 'agr-7' })]: () => agree,
    }
  })

  it('does not open completesignup when no password must be set (AUTH-18 gate)', async () => {
    const el = mount('pp-auth', { route: '/auth/completesignup' })
    await waitFor(() => page.spy.paths().length > 0)
    expect(page.spy.of('pp-navigate')).to.deep.equal([{ path: '/', replace: true }])
    expect(text(el)).to.not.contain('Welcome to the Publisher Portal')
  })

  it('enables Agree to Publisher Agreement when the session has an agreementUUID', async () => {
    const el = mount('pp-auth', { route: '/auth/acceptagreement' })
    const agreeButton = await button(el, 'Agree to Publisher Agreement')
    expect(agreeButton.disabled).to.equal(false)
    expect(root(el).querySelector('h1')?.textContent).to.equal('Publisher Agreement')
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('shows the failure text and stays when the agreement cannot be saved', async () => {
    agree = { status: 500 }
    const el = mount('pp-auth', { route: '/auth/acceptagreement' })
    ;(await button(el, 'Agree to Publisher Agreement')).click()
    await waitForText(el, 'There was an issue updating your Agreement Information')
    expect(page.spy.paths()).to.deep.equal([])
    const again = await button(el, 'Agree to Publisher Agreement')
    expect(again.disabled).to.equal(false)
  })

  it('puts {userUUID} to the agreement, thanks the user and moves to / (AUTH-26)', async () => {
    const el = mount('pp-auth', { route: '/auth/acceptagreement' })
    ;(await button(el, 'Agree to Publisher Agreement')).click()
    await waitFor(() => page.spy.paths().length > 0)
    const put = page.api.calls.find(
      (c) => c.path === pathOf(authCalls.agree, { agreementUUID: 'agr-7' }),
    )!
    expect(put.method).to.equal('PUT')
    expect(JSON.parse(put.body!)).to.deep.equal({ userUUID: 'usr-agree' })
    // The screen's own gate, now closed, asks for / as well until the host swaps the element.
    expect(page.spy.of('pp-navigate')[0]).to.deep.equal({ path: '/', replace: true })
    await waitForText(el, 'You have agreed to our terms!')
    el.remove()
    // The terms flag is cleared: the agreement screen no longer opens.
    page.spy.clear()
    mount('pp-auth', { route: '/auth/acceptagreement' })
    await waitFor(() => page.spy.paths().length > 0)
    expect(page.spy.of('pp-navigate')).to.deep.equal([{ path: '/', replace: true }])
  })
})
