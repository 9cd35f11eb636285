// pp-auth /auth/completepasswordreset with a token stored under sessionStorage 'pp.tokenUUID'
// before the store loads (SHELL-03 → AUTH-11..16). The successful reset clears the token, so it
// is the last test of the file.
import { expect } from '@esm-bundle/chai'
import { build, mount, ready, root, text, waitFor, waitForText } from './page'
import {
  accessibilityProblems,
  button,
  field,
  fill,
  fillAndSubmit,
  findButton,
  findLink,
} from './queries'
import { SIGNED_OUT, stubApi } from './fake-api'
import { elementSuite } from './fixtures'
import { sessionCalls } from '../../src/contracts/accounts/session'
import { authCalls } from '../../src/contracts/accounts/auth'
import { routeOf, pathOf } from './contract-stubs'

const TOKEN = 'tok-reset-1'
const EXPIRED = 'Woops, something wrong: Your token has expired. Please try again later.'
const MISMATCH =
  "Woops, something wrong: The entered passwords don't match. Please try again later."
const HINT = 'Use 8 or more characters with a mix of letters, numbers & symbols.'
const VALID_TOKEN = {
  tokenUUID: TOKEN,
  tokenType: 'RESET_PASSWORD',
  userUUID: 'usr-reset',
  email: 'pat@publisher.example',
  error: null,
  validToken: true,
}

type Reply = { status?: number; body?: unknown }

describe(`pp-auth complete password reset (${build})`, () => {
  let token: Reply
  let reset: Reply

  before(() => {
    sessionStorage.setItem('pp.tokenUUID', TOKEN)
  })
  const suite = elementSuite('pp-auth', () => {
    token = { body: VALID_TOKEN }
    reset = { status: 204 }
    return stubApi({
      [routeOf(sessionCalls.session)]: { body: SIGNED_OUT },
      [routeOf(authCalls.token)]: () => token,
      [routeOf(authCalls.resetPassword)]: () => reset,
    })
  })

  async function screen() {
    const el = mount('pp-auth', { route: '/auth/completepasswordreset' })
    const submit = await button(el, /^(Set new password|Saving…)$/)
    return {
      el,
      submit: () => findButton(el, /^(Set new password|Saving…)$/)!,
      first: submit,
      password: await field(el, 'New password'),
      confirm: await field(el, 'Confirm password'),
    }
  }

  it('loads the token by its stored id and sets the password for the token e-mail (AUTH-11)', async () => {
    const { el, password, confirm, submit } = await screen()
    const calls = suite.api.calls.filter((c) => c.path.startsWith(pathOf(authCalls.token)))
    expect(calls.map((c) => c.path)).to.deep.equal([`/api/accounts/token?tokenUUID=${TOKEN}`])
    await waitForText(el, 'Setting the password for pat@publisher.example')
    expect(password.disabled).to.equal(false)
    expect(confirm.disabled).to.equal(false)
    expect(password.type).to.equal('password')
    expect(text(el)).to.contain(HINT)
    expect(text(el)).to.not.contain(EXPIRED)
    expect(submit().disabled).to.equal(true)
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  const invalid: Array<[string, Reply]> = [
    ['validToken false', { body: { ...VALID_TOKEN, validToken: false } }],
    ['an error set', { body: { ...VALID_TOKEN, error: 'TOKEN_EXPIRED' } }],
    ['a sign-up token', { body: { ...VALID_TOKEN, tokenType: 'COMPLETE_SIGN_UP' } }],
    ['a failed fetch', { status: 500 }],
  ]
  for (const [name, reply] of invalid) {
    it(`says the token expired and keeps the form disabled for ${name} (AUTH-12)`, async () => {
      token = reply
      const { el, password, confirm, submit } = await screen()
      await waitForText(el, EXPIRED)
      expect(root(el).querySelector('[role="alert"]')?.textContent).to.equal(EXPIRED)
      expect(password.disabled).to.equal(true)
      expect(confirm.disabled).to.equal(true)
      expect(submit().disabled).to.equal(true)
      expect(text(el)).to.not.contain('Setting the password for')
    })
  }

  it('offers a new reset link and the way back to Log in beside an expired link', async () => {
    token = { body: { ...VALID_TOKEN, validToken: false } }
    const { el } = await screen()
    await waitForText(el, EXPIRED)
    const again = await waitFor(() => findLink(el, 'Request a new reset link'))
    expect(again.getAttribute('href')).to.equal('/auth/resetpassword')
    const back = findLink(el, 'Back to Log in')!
    expect(back.getAttribute('href')).to.equal('/auth/signin')
    expect(accessibilityProblems(root(el))).to.deep.equal([])
    again.click()
    expect(suite.spy.of('pp-navigate')).to.deep.equal([
      { path: '/auth/resetpassword', replace: false },
    ])
  })

  it('shows neither link while the token is valid', async () => {
    const { el } = await screen()
    await waitForText(el, 'Setting the password for pat@publisher.example')
    expect(findLink(el, 'Request a new reset link')).to.equal(null)
    expect(findLink(el, 'Back to Log in')).to.equal(null)
  })

  it('shows the rules checklist once New password is focused, ticking rules as they pass (AUTH-19)', async () => {
    const { el, password } = await screen()
    await waitForText(el, 'Setting the password for')
    expect(!!root(el).querySelector('[aria-label="Password rules"]')).to.equal(false)
    password.focus()
    const list = await waitFor(() => root(el).querySelector('[aria-label="Password rules"]'))
    const items = () => Array.from(list.querySelectorAll('li'), (li) => li.textContent)
    expect(items()).to.deep.equal([
      '○8 or more characters (not met)',
      '○A letter (not met)',
      '○A number (not met)',
      '○A symbol (not met)',
    ])
    await fill(password, 'abc1')
    await waitFor(() => items()[1] === '✓A letter (met)')
    expect(items()).to.deep.equal([
      '○8 or more characters (not met)',
      '✓A letter (met)',
      '✓A number (met)',
      '○A symbol (not met)',
    ])
    await fill(password, 'abcdefg1!')
    await waitFor(() => items().every((i) => i?.endsWith('(met)')))
  })

  it('enables Set new password only for a strong password with a confirmation (AUTH-13)', async () => {
    const { el, password, confirm, submit } = await screen()
    await waitForText(el, 'Setting the password for')
    await fill(password, 'short1!')
    await fill(confirm, 'short1!')
    expect(submit().disabled, 'seven characters').to.equal(true)
    await fill(password, 'longenough1')
    expect(submit().disabled, 'no symbol').to.equal(true)
    await fill(password, 'longenough1!')
    await fill(confirm, '')
    expect(submit().disabled, 'no confirmation').to.equal(true)
    await fill(confirm, 'x')
    await waitFor(() => !submit().disabled)
  })

  it('says the passwords differ (reset wording) and sends nothing (AUTH-14)', async () => {
    const { el, password, confirm, submit } = await screen()
    await waitForText(el, 'Setting the password for')
    await fillAndSubmit(submit, [password, 'N3w-password!'], [confirm, 'N3w-password?'])
    await waitForText(el, MISMATCH)
    expect(confirm.getAttribute('aria-invalid')).to.equal('true')
    expect(suite.api.calls.some((c) => c.method === 'PUT')).to.equal(false)
    await fill(confirm, 'N3w-password!')
    await waitFor(() => !text(el).includes(MISMATCH))
  })

  it('refuses a token without a user (AUTH-15)', async () => {
    token = { body: { ...VALID_TOKEN, userUUID: null } }
    const { el, password, confirm, submit } = await screen()
    await waitForText(el, 'Setting the password for')
    await fillAndSubmit(submit, [password, 'N3w-password!'], [confirm, 'N3w-password!'])
    await waitForText(
      el,
      'Woops, something wrong: We were unable to process your request. Please try again later.',
    )
    expect(suite.api.calls.some((c) => c.method === 'PUT')).to.equal(false)
  })

  it('shows the network text when the reset fails', async () => {
    reset = { status: 500 }
    const { el, password, confirm, submit } = await screen()
    await waitForText(el, 'Setting the password for')
    await fillAndSubmit(submit, [password, 'N3w-password!'], [confirm, 'N3w-password!'])
    await waitForText(el, 'Woops, something wrong: Network error. Please try again later.')
    expect(suite.spy.paths()).to.deep.equal([])
  })

  it('puts {tokenUUID, userUUID, updatedPassword}, then /auth/passwordupdated; the token is used up (AUTH-16)', async () => {
    const { el, password, confirm, submit } = await screen()
    await waitForText(el, 'Setting the password for')
    await fillAndSubmit(submit, [password, 'N3w-password!'], [confirm, 'N3w-password!'])
    await waitFor(() => suite.spy.paths().length > 0)
    const put = suite.api.calls.find((c) => c.path === pathOf(authCalls.resetPassword))!
    expect(put.method).to.equal('PUT')
    expect(JSON.parse(put.body!)).to.deep.equal({
      tokenUUID: TOKEN,
      userUUID: 'usr-reset',
      updatedPassword: 'N3w-password!',
    })
    expect(suite.spy.of('pp-navigate')).to.deep.equal([
      { path: '/auth/passwordupdated', replace: true },
    ])
    await waitForText(el, 'Password successfully reset')
    expect(sessionStorage.getItem('pp.tokenUUID')).to.equal(null)

    el.remove()
    const before = suite.api.calls.length
    const again = mount('pp-auth', { route: '/auth/completepasswordreset' })
    await waitForText(again, 'Your token has expired')
    // Its mount effects, where a token check would start, have run.
    await ready(again)
    expect(
      suite.api.calls.slice(before).some((c) => c.path.startsWith(pathOf(authCalls.token))),
    ).to.equal(false)
  })
})
