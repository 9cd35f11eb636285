// pp-auth: successful sign-in (AUTH-05), the signed-in gates (AUTH-01, AUTH-30), and the end of a
// session by a 401 (CORE-06) as pp-shell reports it. Each test starts signed out: afterEach ends
// the session the way the portal does when the server says it expired.
import { expect } from '@esm-bundle/chai'
import { build, cleanBody, loadElement, mount, root, waitFor, waitForText } from './page'
import { button, field, fill, findButton } from './queries'
import { SIGNED_OUT, stubApi } from './fake-api'
import { spyEvents } from './page-fakes'
import { sessionCalls } from '../../src/contracts/accounts/session'
import { authCalls } from '../../src/contracts/accounts/auth'
import { usersCalls } from '../../src/contracts/accounts/users'
import { routeOf } from './contract-stubs'

const ACCOUNT = 'acc-success'
const USER = 'usr-success'
const session = (extra: Record<string, unknown> = {}) => ({
  signedIn: true,
  accountUUID: ACCOUNT,
  userUUID: USER,
  email: 'pat@publisher.example',
  firstName: 'Pat',
  lastName: 'Lee',
  showSetPassword: false,
  showTermsAndConditions: false,
  mocked: false,
  mockupGenerator: false,
  autoLogin: false,
  permissions: ['home.adMetrics'],
  ...extra,
})

async function signIn(reply: unknown) {
  const api = stubApi({
    [routeOf(sessionCalls.session)]: { body: SIGNED_OUT },
    [routeOf(authCalls.login)]: { body: reply },
  })
  const el = mount('pp-auth', { route: '/auth/signin' })
  await fill(await field(el, 'Email'), 'pat@publisher.example')
  await fill(await field(el, 'Password'), 'Secret#123')
  const submit = await button(el, 'Log in')
  await waitFor(() => !submit.disabled)
  submit.click()
  return { el, api }
}

/** Ends the session with a 401 on the permission fetch that pp-shell makes at session start. */
async function expireSession() {
  const spy = spyEvents()
  const api = stubApi({
    [routeOf(usersCalls.get, { userUUID: USER })]: {
      status: 401,
      body: { error: { code: 'unauthorized', message: 'expired' } },
    },
  })
  const shell = mount('pp-shell', { route: '/dashboard/home' })
  await waitFor(() => spy.paths().includes('/auth/signin'))
  shell.remove()
  api.restore()
  spy.stop()
  return spy
}

describe(`pp-auth successful sign-in (${build})`, () => {
  let spy: ReturnType<typeof spyEvents>
  let api: { restore: () => void } | null = null

  before(async () => {
    await loadElement('pp-auth')
    await loadElement('pp-shell')
  })
  beforeEach(() => {
    spy = spyEvents()
    sessionStorage.removeItem('pp.origin')
  })
  afterEach(async () => {
    api?.restore()
    api = null
    spy.stop()
    cleanBody()
    await expireSession()
    sessionStorage.removeItem('pp.origin')
  })

  it('emits pp-signed-in, then asks for /dashboard/home; signed in, the open screens send to /', async () => {
    const started = await signIn(session())
    api = started.api
    await waitFor(() => spy.paths().length > 0)
    expect(spy.events.filter((e) => e.type !== 'pp-ready').slice(0, 2)).to.deep.equal([
      { type: 'pp-signed-in', detail: { accountUUID: ACCOUNT, userUUID: USER } },
      { type: 'pp-navigate', detail: { path: '/dashboard/home', replace: true } },
    ])
    started.el.remove()

    for (const route of ['/auth/signin', '/auth/resetpassword', '/auth/completepasswordreset']) {
      spy.clear()
      const el = mount('pp-auth', { route })
      await waitFor(() => spy.paths().length > 0)
      expect(spy.of('pp-navigate'), route).to.deep.equal([{ path: '/', replace: true }])
      expect(!!findButton(el, 'Log in')).to.equal(false)
      el.remove()
    }
    // signupcomplete needs a signed-in session (AUTH-24).
    const done = mount('pp-auth', { route: '/auth/signupcomplete' })
    await waitForText(done, 'All set')
    expect(!!findButton(done, 'Go to Publisher Portal')).to.equal(true)
  })

  it('goes to /auth/completesignup when the session must set a password', async () => {
    const started = await signIn(session({ showSetPassword: true, showTermsAndConditions: true }))
    api = started.api
    await waitFor(() => spy.paths().length > 0)
    expect(spy.of('pp-navigate')[0]).to.deep.equal({ path: '/auth/completesignup', replace: true })
  })

  it('goes to /auth/acceptagreement when only the terms are required', async () => {
    const started = await signIn(session({ showTermsAndConditions: true }))
    api = started.api
    await waitFor(() => spy.paths().length > 0)
    expect(spy.of('pp-navigate')[0]).to.deep.equal({ path: '/auth/acceptagreement', replace: true })
  })

  it('returns to the remembered dashboard origin (SHELL-06), never to another site', async () => {
    sessionStorage.setItem('pp.origin', '/dashboard/reports?range=7')
    const started = await signIn(session())
    api = started.api
    await waitFor(() => spy.paths().length > 0)
    expect(spy.of('pp-navigate')[0]).to.deep.equal({
      path: '/dashboard/reports?range=7',
      replace: true,
    })
    expect(sessionStorage.getItem('pp.origin')).to.equal(null)
  })

  it('ignores a remembered origin that leaves the portal', async () => {
    sessionStorage.setItem('pp.origin', '//evil.example/dashboard')
    const started = await signIn(session())
    api = started.api
    await waitFor(() => spy.paths().length > 0)
    expect(spy.of('pp-navigate')[0]).to.deep.equal({ path: '/dashboard/home', replace: true })
  })

  it('a 401 at session start signs out: pp-shell emits pp-signed-out (expired), sign-in opens again', async () => {
    const started = await signIn(session())
    await waitFor(() => spy.paths().length > 0)
    started.api.restore()
    started.el.remove()
    spy.clear()
    const ended = await expireSession()
    expect(ended.of('pp-signed-out')).to.deep.equal([{ reason: 'expired' }])
    expect(ended.paths()).to.deep.equal(['/auth/signin'])

    api = stubApi({ [routeOf(sessionCalls.session)]: { body: SIGNED_OUT } })
    spy.clear()
    const el = mount('pp-auth', { route: '/auth/signin' })
    // Signed out again, the sign-in screen is open and carries no message (AUTH-04).
    await button(el, 'Log in')
    expect(spy.paths()).to.deep.equal([])
    expect(!!root(el).querySelector('[role="alert"]')).to.equal(false)
  })
})
