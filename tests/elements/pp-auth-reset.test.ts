// pp-auth signed out, no reset token stored: reset request (AUTH-08/09), the sent and updated
// screens (AUTH-10/17), complete reset without a token (AUTH-12), and notices across elements.
import { expect } from '@esm-bundle/chai'
import { build, mount, root, text, waitFor, waitForText } from './page'
import {
  accessibilityProblems,
  button,
  field,
  fill,
  findButton,
  findField,
  findLink,
} from './queries'
import { SIGNED_OUT, stubApi } from './fake-api'
import { shiftedClock } from './page-fakes'
import { elementSuite } from './fixtures'
import { sessionCalls } from '../../src/contracts/accounts/session'
import { authCalls } from '../../src/contracts/accounts/auth'
import { routeOf, pathOf } from './contract-stubs'

const SENT = 'Password reset link sent'
const NETWORK = 'Woops, something wrong: Network error. Please try again later.'
const EXPIRED = 'Woops, something wrong: Your token has expired. Please try again later.'

describe(`pp-auth password reset request (${build})`, () => {
  let sendEmail: { status?: number; body?: unknown } = { status: 204 }

  before(() => {
    sessionStorage.removeItem('pp.tokenUUID')
  })
  const suite = elementSuite('pp-auth', () => {
    sendEmail = { status: 204 }
    return stubApi({
      [routeOf(sessionCalls.session)]: { body: SIGNED_OUT },
      [routeOf(authCalls.sendResetEmail)]: () => sendEmail,
    })
  })

  async function resetScreen() {
    const el = mount('pp-auth', { route: '/auth/resetpassword' })
    const send = await button(el, 'Send reset link')
    return { el, email: await field(el, 'Email'), send }
  }

  it('has one required e-mail field; Send reset link waits for a valid address (AUTH-08)', async () => {
    const { el, email, send } = await resetScreen()
    expect(root(el).querySelectorAll('input')).to.have.length(1)
    expect(email.type).to.equal('email')
    expect(email.required).to.equal(true)
    expect(send.disabled).to.equal(true)
    await fill(email, 'pat@')
    expect(send.disabled).to.equal(true)
    await fill(email, 'pat@publisher.example')
    await waitFor(() => !send.disabled)
    await fill(email, '')
    await waitFor(() => send.disabled)
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('posts {email}, says the link was sent and goes to /auth/passwordreset?email=… (AUTH-09)', async () => {
    const { el, email, send } = await resetScreen()
    await fill(email, ' pat+news@publisher.example ')
    await waitFor(() => !send.disabled)
    send.click()
    await waitFor(() => suite.spy.paths().length > 0)
    const call = suite.api.calls.find((c) => c.path === pathOf(authCalls.sendResetEmail))!
    expect(call.method).to.equal('POST')
    expect(JSON.parse(call.body!)).to.deep.equal({ email: 'pat+news@publisher.example' })
    expect(suite.spy.of('pp-navigate')).to.deep.equal([
      { path: '/auth/passwordreset?email=pat%2Bnews%40publisher.example', replace: false },
    ])
    await waitForText(el, 'Password reset link sent')
  })

  it('shows the network text when sending fails and lets the visitor try again', async () => {
    const { el, email, send } = await resetScreen()
    sendEmail = { status: 500 }
    await fill(email, 'pat@publisher.example')
    await waitFor(() => !send.disabled)
    send.click()
    await waitForText(el, NETWORK)
    expect(root(el).querySelector('[role="alert"]')?.textContent).to.equal(NETWORK)
    expect(suite.spy.paths()).to.deep.equal([])
    await waitFor(() => {
      const again = findButton(el, 'Send reset link')
      return again && !again.disabled
    })
  })

  it('links back to Log in', async () => {
    const { el } = await resetScreen()
    findLink(el, 'Back to Log in')!.click()
    expect(suite.spy.of('pp-navigate')).to.deep.equal([{ path: '/auth/signin', replace: false }])
  })

  it('confirms the address on /auth/passwordreset and offers Try Again (AUTH-10)', async () => {
    const el = mount('pp-auth', {
      route: '/auth/passwordreset?email=pat%2Bnews%40publisher.example',
    })
    const again = await button(el, 'Try Again')
    expect(text(el)).to.contain('We sent a password reset link to pat+news@publisher.example')
    again.click()
    expect(suite.spy.of('pp-navigate')).to.deep.equal([
      { path: '/auth/resetpassword', replace: false },
    ])
  })

  it('confirms the update on /auth/passwordupdated and links Log In (AUTH-17)', async () => {
    const el = mount('pp-auth', { route: '/auth/passwordupdated' })
    const logIn = await button(el, 'Log In')
    expect(text(el)).to.contain('Your password has been updated.')
    logIn.click()
    expect(suite.spy.of('pp-navigate')).to.deep.equal([{ path: '/auth/signin', replace: false }])
  })

  it('without a stored token, complete reset says the token expired and stays disabled (AUTH-12)', async () => {
    const el = mount('pp-auth', { route: '/auth/completepasswordreset' })
    await waitForText(el, EXPIRED)
    expect(findField(el, 'New password')!.disabled).to.equal(true)
    expect(findField(el, 'Confirm password')!.disabled).to.equal(true)
    expect(findButton(el, 'Set new password')!.disabled).to.equal(true)
    expect(suite.api.calls.some((c) => c.path.startsWith(pathOf(authCalls.token)))).to.equal(false)
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('shows a notice on the next element within 5 s, never after (CORE-20)', async () => {
    const clock = shiftedClock()
    try {
      const { el, email, send } = await resetScreen()
      await fill(email, 'pat@publisher.example')
      await waitFor(() => !send.disabled)
      send.click()
      await waitFor(() => suite.spy.paths().length > 0)
      // The host swaps the element, as it does on a route change.
      el.remove()
      const next = mount('pp-auth', { route: '/auth/passwordreset?email=pat%40publisher.example' })
      await waitForText(next, SENT)
      next.remove()
      // 5.2 s pass by the page's clock before the next element comes.
      clock.advance(5200)
      const later = await resetScreen()
      await fill(later.email, 'pat@publisher.example')
      await waitFor(() => !later.send.disabled)
      expect(text(later.el)).to.not.contain(SENT)
      // A new notice ends the wait: this toast area shows notices, and only the new one.
      later.send.click()
      await waitForText(later.el, SENT)
      const toasts = Array.from(root(later.el).querySelectorAll('[role="status"]'))
      expect(toasts.filter((t) => t.textContent?.includes(SENT))).to.have.length(1)
    } finally {
      clock.restore()
    }
  })
})
