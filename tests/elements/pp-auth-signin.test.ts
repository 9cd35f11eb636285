// pp-auth signed out: the sign-in screen (AUTH-01..06), its keyboard use and the signed-out gates.
// Every test in this file stays signed out (the successful sign-in is in its own file).
import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { build, mount, root, text, waitFor, waitForText } from './page'
import {
  accessibilityProblems,
  accessibleName,
  fill,
  fillAndSubmit,
  findButton,
  findField,
  findLink,
} from './queries'
import { SIGNED_OUT, stubApi } from './fake-api'
import { NETWORK, signInScreen, signInSuite, WRONG } from './signin-fixtures'
import { sessionCalls } from '../../src/contracts/accounts/session'
import { authCalls } from '../../src/contracts/accounts/auth'
import { routeOf, pathOf } from './contract-stubs'

describe(`pp-auth sign-in (${build})`, () => {
  const { suite, loginReply } = signInSuite()

  it('shows the fields, buttons and links of AUTH-01, all labelled', async () => {
    const { el, email, password } = await signInScreen({ 'google-auth-url': '/demo/google' })
    expect(root(el).querySelector('h1')?.textContent).to.equal('Log in')
    expect(email.type).to.equal('email')
    expect(email.required).to.equal(true)
    expect(password.type).to.equal('password')
    expect(password.required).to.equal(true)
    expect(findField(el, 'Remember me')?.type).to.equal('checkbox')
    expect(!!findButton(el, 'Sign in with Google')).to.equal(true)
    expect(!!findButton(el, 'Request Demo')).to.equal(true)
    expect(findLink(el, 'Forgot your password')?.getAttribute('href')).to.equal(
      '/auth/resetpassword',
    )
    expect(accessibilityProblems(root(el))).to.deep.equal([])
    // The sign-in form carries no message before the first attempt (AUTH-04).
    expect(!!root(el).querySelector('[role="alert"]')).to.equal(false)
  })

  it('keeps Log in disabled until the e-mail is valid and a password is typed (AUTH-02)', async () => {
    const { email, password, submit } = await signInScreen()
    expect(submit().disabled).to.equal(true)
    // fill() yields a task after the input event: both builds have rendered by then.
    await fill(email, 'pat@publisher')
    await fill(password, 'secret')
    expect(submit().disabled, 'e-mail without a domain dot').to.equal(true)
    await fill(email, 'pat@publisher.example')
    await fill(password, '')
    expect(submit().disabled, 'no password').to.equal(true)
    await fill(password, 'secret')
    await waitFor(() => !submit().disabled)
    await fill(email, 'not an email')
    await waitFor(() => submit().disabled)
  })

  it('posts username and password form-encoded; a 401 says so and clears the password (AUTH-03/04)', async () => {
    const { el, email, password, submit } = await signInScreen()
    await fillAndSubmit(submit, [email, '  pat@publisher.example '], [password, 'Secret#123'])
    await waitForText(el, WRONG)
    const login = suite.api.calls.filter((c) => c.path === pathOf(authCalls.login))
    expect(login).to.have.length(1)
    expect(login[0]!.method).to.equal('POST')
    expect(login[0]!.contentType).to.match(/^application\/x-www-form-urlencoded/)
    const form = new URLSearchParams(login[0]!.body!)
    expect(form.get('username')).to.equal('pat@publisher.example')
    expect(form.get('password')).to.equal('Secret#123')
    expect(form.get('rememberme')).to.equal('false')
    expect(password.value).to.equal('')
    expect(root(el).querySelector('[role="alert"]')?.textContent).to.equal(WRONG)
    expect(text(el)).to.not.contain(NETWORK)
    expect(submit().disabled).to.equal(true)
    expect(suite.spy.of('pp-signed-in')).to.deep.equal([])
    expect(suite.spy.paths()).to.deep.equal([])
  })

  it('shows the network text on a 500 and on a failed connection, clearing the password', async () => {
    const { el, email, password, submit } = await signInScreen()
    loginReply.current = { status: 500, body: { error: { code: 'boom', message: 'x' } } }
    await fillAndSubmit(submit, [email, 'pat@publisher.example'], [password, 'Secret#123'])
    await waitForText(el, NETWORK)
    expect(text(el)).to.not.contain(WRONG)
    expect(password.value).to.equal('')

    suite.api.restore()
    suite.api = stubApi({
      [routeOf(sessionCalls.session)]: { body: SIGNED_OUT },
      [routeOf(authCalls.login)]: () => {
        throw new TypeError('Failed to fetch')
      },
    })
    await fill(password, 'Secret#123')
    await waitFor(() => !submit().disabled)
    submit().click()
    await waitFor(() => password.value === '')
    expect(root(el).querySelector('[role="alert"]')?.textContent).to.equal(NETWORK)
  })

  it('sends rememberme=true when Remember me is checked', async () => {
    const { el, email, password, submit } = await signInScreen()
    findField(el, 'Remember me')!.click()
    await fillAndSubmit(submit, [email, 'pat@publisher.example'], [password, 'Secret#123'])
    await waitForText(el, WRONG)
    const body = new URLSearchParams(
      suite.api.calls.find((c) => c.path === pathOf(authCalls.login))!.body!,
    )
    expect(body.get('rememberme')).to.equal('true')
  })

  it('locks Log in with a countdown after a 429 with Retry-After', async () => {
    const { el, email, password, submit } = await signInScreen()
    loginReply.current = {
      status: 429,
      body: { error: { code: 'rate_limited', message: 'Too many' } },
      headers: { 'retry-after': '2' },
    }
    await fillAndSubmit(submit, [email, 'pat@publisher.example'], [password, 'Secret#123'])
    await waitForText(el, 'Try again in 2 s')
    expect(text(el)).to.contain(NETWORK)
    await fill(password, 'Secret#123')
    expect(submit().disabled, 'locked while counting down').to.equal(true)
    await waitForText(el, 'Try again in 1 s', 2000)
    await waitFor(() => accessibleName(submit()) === 'Log in' && !submit().disabled, 3000)
  })

  it('asks the host to open /auth/resetpassword from Forgot your password', async () => {
    const { el } = await signInScreen()
    findLink(el, 'Forgot your password')!.click()
    expect(suite.spy.of('pp-navigate')).to.deep.equal([
      { path: '/auth/resetpassword', replace: false },
    ])
  })

  it('has no Google button (nor its "or") when the host gives no google-auth-url', async () => {
    const { el } = await signInScreen()
    expect(findButton(el, 'Sign in with Google')).to.equal(null)
    const divider = Array.from(root(el).querySelectorAll('div')).filter(
      (d) => d.textContent?.trim() === 'or',
    )
    expect(divider).to.deep.equal([])
    expect(root(el).innerHTML).to.not.contain('/demo/google')
  })

  it('sends the browser to google-auth-url from Sign in with Google (AUTH-06)', async () => {
    const { el } = await signInScreen({ 'google-auth-url': '#google-sign-in' })
    findButton(el, 'Sign in with Google')!.click()
    await waitFor(() => location.hash === '#google-sign-in')
    expect(suite.api.calls.some((c) => c.path.includes('login'))).to.equal(false)
  })

  describe('keyboard', () => {
    it('reaches every control with Tab in order, and Enter on Log in submits', async () => {
      const before = document.createElement('button')
      before.textContent = 'before'
      document.body.append(before)
      const { el, email, password, submit } = await signInScreen()
      before.focus()
      const visited: string[] = []
      for (let i = 0; i < 8 && root(el).activeElement !== submit(); i++) {
        await sendKeys({ press: 'Tab' })
        const active = root(el).activeElement
        if (active)
          visited.push(
            active instanceof HTMLInputElement ? `input:${active.name}` : accessibleName(active),
          )
        if (active === email) await sendKeys({ type: 'pat@publisher.example' })
        if (active === password) await sendKeys({ type: 'Secret#123' })
      }
      expect(visited).to.deep.equal([
        'input:username',
        'input:password',
        'Show Password',
        'input:rememberme',
        'Forgot your password',
        'Log in',
      ])
      expect(root(el).activeElement === submit()).to.equal(true)
      await sendKeys({ press: 'Enter' })
      await waitForText(el, WRONG)
      expect(suite.api.calls.filter((c) => c.path === pathOf(authCalls.login))).to.have.length(1)
    })

    it('submits with Enter from the password field', async () => {
      const { el, email, password } = await signInScreen()
      email.focus()
      await sendKeys({ type: 'pat@publisher.example' })
      password.focus()
      await sendKeys({ type: 'Secret#123' })
      await sendKeys({ press: 'Enter' })
      await waitForText(el, WRONG)
      const body = new URLSearchParams(
        suite.api.calls.find((c) => c.path === pathOf(authCalls.login))!.body!,
      )
      expect(body.get('username')).to.equal('pat@publisher.example')
      expect(body.get('password')).to.equal('Secret#123')
    })

    it('toggles the password between hidden and shown', async () => {
      const { el, password } = await signInScreen()
      const toggle = findButton(el, 'Show Password')!
      expect(toggle.getAttribute('aria-pressed')).to.equal('false')
      toggle.click()
      await waitFor(() => password.type === 'text')
      expect(findButton(el, 'Hide Password')!.getAttribute('aria-pressed')).to.equal('true')
      findButton(el, 'Hide Password')!.click()
      await waitFor(() => password.type === 'password')
    })
  })

  describe('signed-out gates (AUTH-30)', () => {
    const cases: Array<[string, string]> = [
      ['/auth/completesignup', '/'],
      ['/auth/signupcomplete', '/'],
      ['/auth/acceptagreement', '/'],
      ['/auth/expiredlink', '/'],
      ['/auth/newinvitationsent', '/'],
      ['/auth/no-such-screen', '/error/404'],
      ['/auth', '/auth/signin'],
    ]
    for (const [route, target] of cases) {
      it(`${route} → ${target}`, async () => {
        const el = mount('pp-auth', { route })
        await waitFor(() => suite.spy.paths().length > 0)
        expect(suite.spy.of('pp-navigate')).to.deep.equal([{ path: target, replace: true }])
        expect(!!findButton(el, 'Log in')).to.equal(false)
      })
    }

    it('lets a signed-out visitor see the open screens', async () => {
      for (const [route, heading] of [
        ['/auth/signin', 'Log in'],
        ['/auth/resetpassword', 'Reset your password'],
        ['/auth/passwordreset?email=a%40b.example', 'Check your e-mail'],
        ['/auth/passwordupdated', 'Password updated'],
      ] as const) {
        const el = mount('pp-auth', { route })
        const h1 = await waitFor(() => root(el).querySelector('h1'))
        expect(h1.textContent, route).to.equal(heading)
        expect(accessibilityProblems(root(el)), route).to.deep.equal([])
        el.remove()
      }
      expect(suite.spy.paths()).to.deep.equal([])
    })
  })
})
