// pp-auth for an invited user whose session says a password must be set and terms accepted
// (AUTH-18..25). The session comes from GET /auth/session once per page; the last test leaves
// the sign-up (clearing both flags), so it runs last.
import { expect } from '@esm-bundle/chai'
import { build, mount, ready, root, text, waitFor, waitForText } from './page'
import { accessibilityProblems, button, field, fillAndSubmit, findButton } from './queries'
import { stubApi } from './fake-api'
import { elementSuite } from './fixtures'
import { sessionCalls } from '../../src/contracts/accounts/session'
import { commentingAccountCalls } from '../../src/contracts/commenting/accounts'
import { authCalls } from '../../src/contracts/accounts/auth'
import { routeOf, pathOf } from './contract-stubs'

const EMAIL = 'nia@publisher.example'
const SESSION = {
  signedIn: true,
  accountUUID: 'acc-signup',
  userUUID: 'usr-signup',
  email: EMAIL,
  firstName: 'Nia',
  lastName: 'Okafor',
  showSetPassword: true,
  showTermsAndConditions: true,
  agreementUUID: null,
  mocked: false,
  mockupGenerator: false,
  autoLogin: false,
  permissions: ['manageEmbeds'],
}
const MISMATCH = "Woops, something wrong: The entered passwords don't match."
const TERMS = 'By clicking Submit you agree to the Publisher Agreement and Privacy Policy'
const SHARED =
  'You already have a commenting account with this email; this password will be used for both.'

type Reply = { status?: number; body?: unknown }

describe(`pp-auth complete sign-up (${build})`, () => {
  let commenting: Reply
  let activate: Reply

  const suite = elementSuite('pp-auth', () => {
    commenting = { body: { exists: false } }
    activate = { body: { ...SESSION, showSetPassword: false } }
    return stubApi({
      [routeOf(sessionCalls.session)]: { body: SESSION },
      [routeOf(commentingAccountCalls.byEmail, { email: EMAIL })]: () => commenting,
      [routeOf(authCalls.activate)]: () => activate,
    })
  })

  async function screen() {
    const el = mount('pp-auth', { route: '/auth/completesignup' })
    await button(el, /^(Submit|Submitting…)$/)
    return {
      el,
      submit: () => findButton(el, /^(Submit|Submitting…)$/)!,
      password: await field(el, 'New Password'),
      confirm: await field(el, 'Confirm New Password'),
    }
  }

  it('welcomes the user with both password fields, the hint and the terms text (AUTH-18/20)', async () => {
    const { el, password, confirm, submit } = await screen()
    expect(root(el).querySelector('h1')?.textContent).to.equal('Welcome to the Publisher Portal')
    expect(text(el)).to.contain(
      `Hi Nia, choose a password to finish setting up your account (${EMAIL}).`,
    )
    expect(password.type).to.equal('password')
    expect(confirm.type).to.equal('password')
    expect(password.required && confirm.required).to.equal(true)
    expect(text(el)).to.contain(
      'Use 8 or more characters with a mix of letters, numbers & symbols.',
    )
    expect(text(el)).to.contain(TERMS)
    expect(submit().disabled).to.equal(true)
    expect(suite.spy.paths()).to.deep.equal([])
    expect(accessibilityProblems(root(el))).to.deep.equal([])
    // The check was asked and the element has started (pp-ready comes after a frame, by when
    // the stub's immediate answer has been rendered).
    await waitFor(() => suite.api.calls.some((c) => c.path.includes('/commenting/email/')))
    await ready(el)
    expect(text(el)).to.not.contain(SHARED)
  })

  it('notes a shared commenting account for the e-mail (AUTH-21)', async () => {
    commenting = { body: { exists: true } }
    const { el } = await screen()
    await waitForText(el, SHARED)
    expect(suite.api.calls.map((c) => c.path)).to.include(
      pathOf(commentingAccountCalls.byEmail, { email: EMAIL }),
    )
  })

  it('has a show/hide toggle on each field that switches only its own input', async () => {
    const { el, password, confirm } = await screen()
    findButton(el, 'Show New Password')!.click()
    await waitFor(() => password.type === 'text')
    expect(confirm.type).to.equal('password')
    expect(findButton(el, 'Hide New Password')!.textContent).to.equal('Hide')
    findButton(el, 'Show Confirm New Password')!.click()
    await waitFor(() => confirm.type === 'text')
    findButton(el, 'Hide New Password')!.click()
    await waitFor(() => password.type === 'password')
    expect(confirm.type).to.equal('text')
  })

  it('shows the rules checklist once New Password is focused (AUTH-19)', async () => {
    const { el, password } = await screen()
    expect(!!root(el).querySelector('[aria-label="Password rules"]')).to.equal(false)
    password.focus()
    await waitFor(() => root(el).querySelector('[aria-label="Password rules"]'))
    expect(text(el)).to.contain('8 or more characters')
  })

  it('says the passwords differ without "Please try again later." (AUTH-22)', async () => {
    const { el, password, confirm, submit } = await screen()
    await fillAndSubmit(submit, [password, 'Welcome-2026'], [confirm, 'Welcome-2025'])
    await waitForText(el, MISMATCH)
    expect(text(el)).to.not.contain('Please try again later.')
    expect(suite.api.calls.some((c) => c.method === 'PUT')).to.equal(false)
  })

  it('shows the network text when activation fails', async () => {
    activate = { status: 500 }
    const { el, password, confirm, submit } = await screen()
    await fillAndSubmit(submit, [password, 'Welcome-2026'], [confirm, 'Welcome-2026'])
    await waitForText(el, 'Woops, something wrong: Network error. Please try again later.')
    expect(suite.spy.paths()).to.deep.equal([])
  })

  it('puts {userUUID, updatedPassword}, says so and goes to /auth/signupcomplete (AUTH-23)', async () => {
    const { el, password, confirm, submit } = await screen()
    await fillAndSubmit(submit, [password, 'Welcome-2026'], [confirm, 'Welcome-2026'])
    await waitFor(() => suite.spy.paths().length > 0)
    const put = suite.api.calls.find((c) => c.path === pathOf(authCalls.activate))!
    expect(put.method).to.equal('PUT')
    expect(JSON.parse(put.body!)).to.deep.equal({
      userUUID: 'usr-signup',
      updatedPassword: 'Welcome-2026',
    })
    expect(suite.spy.of('pp-navigate')).to.deep.equal([
      { path: '/auth/signupcomplete', replace: true },
    ])
    await waitForText(el, 'Signup completed successfully')
  })

  it('keeps Agree to Publisher Agreement disabled without an agreementUUID (AUTH-25)', async () => {
    const el = mount('pp-auth', { route: '/auth/acceptagreement' })
    const agree = await button(el, 'Agree to Publisher Agreement')
    expect(agree.disabled).to.equal(true)
    agree.click()
    // Its mount effects, where a call could start, have run.
    await ready(el)
    expect(suite.api.calls.some((c) => c.path.startsWith('/api/accounts/agreements'))).to.equal(
      false,
    )
    expect(suite.spy.paths()).to.deep.equal([])
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('sends a signed-in session away from /auth/signin', async () => {
    mount('pp-auth', { route: '/auth/signin' })
    await waitFor(() => suite.spy.paths().length > 0)
    expect(suite.spy.of('pp-navigate')).to.deep.equal([{ path: '/', replace: true }])
  })

  it('All set → Go to Publisher Portal clears both flags and opens /dashboard/home (AUTH-24)', async () => {
    const el = mount('pp-auth', { route: '/auth/signupcomplete' })
    await waitForText(el, 'All set')
    findButton(el, 'Go to Publisher Portal')!.click()
    await waitFor(() => suite.spy.paths().length > 0)
    expect(suite.spy.of('pp-navigate')).to.deep.equal([{ path: '/dashboard/home', replace: true }])
    el.remove()
    // The flags are cleared: neither gated screen lets the user in any more.
    for (const route of ['/auth/completesignup', '/auth/acceptagreement']) {
      suite.spy.clear()
      const gated = mount('pp-auth', { route })
      await waitFor(() => suite.spy.paths().length > 0)
      expect(suite.spy.of('pp-navigate'), route).to.deep.equal([{ path: '/', replace: true }])
      gated.remove()
    }
  })
})
