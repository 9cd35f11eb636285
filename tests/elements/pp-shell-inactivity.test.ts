// pp-shell session timers (SHELL-26..28) driven in milliseconds through the `timers` attribute:
// the extension check, the inactivity modal, Stay signed in, and the automatic logout.
import { expect } from '@esm-bundle/chai'
import { build, mount, root, text, waitFor, waitForText } from './page'
import { accessibilityProblems, findButton } from './queries'
import { stubApi } from './fake-api'
import { elementSuite } from './fixtures'
import { sessionCalls } from '../../src/contracts/accounts/session'
import { routeOf, pathOf } from './contract-stubs'

type Reply = { status?: number; body?: unknown }

const FAST = { extendEveryMs: 200, inactivityMs: 0, autoLogoutMs: 600, loadingScreenMs: 0 }
const STILL_THERE = 'Are you still there?'
const EXTEND_FAILED = 'Sorry! We were unable to extend your session.'

let users = 0

describe(`pp-shell inactivity (${build})`, () => {
  let extend: Reply

  const suite = elementSuite('pp-shell', () => {
    extend = { body: { expiresAt: '2026-12-01T00:00:00Z' } }
    return stubApi({
      [routeOf(sessionCalls.extend)]: () => extend,
      [routeOf(sessionCalls.logout)]: { status: 204 },
      [routeOf(sessionCalls.unmock)]: { body: { redirect: '#admin-login' } },
    })
  })

  function shell(timers: Record<string, number>, attrs: Record<string, string> = {}) {
    users += 1
    return mount('pp-shell', {
      route: '/dashboard/embeds',
      'account-uuid': `acc-idle-${users}`,
      'user-uuid': `usr-idle-${users}`,
      permissions: JSON.stringify(['manageEmbeds']),
      timers: JSON.stringify(timers),
      ...attrs,
    })
  }
  const dialog = (el: HTMLElement) =>
    root(el).querySelector<HTMLDialogElement>('dialog[open]') ?? null
  const calls = (method: string, path: string) =>
    suite.api.calls.filter((c) => c.method === method && c.path === path).length

  it('opens Are you still there? when the check finds the user idle (SHELL-26)', async () => {
    const el = shell(FAST)
    const open = await waitFor(() => dialog(el))
    expect(text(el)).to.contain(STILL_THERE)
    expect(!!findButton(open, 'Stay signed in')).to.equal(true)
    expect(!!findButton(open, 'Log out')).to.equal(true)
    expect(open.textContent).to.match(/logged out automatically in \d+:\d\d/)
    // The modal cannot be dismissed without a choice.
    expect(!!findButton(open, 'Close')).to.equal(false)
    // It opens on Stay signed in, so Enter keeps the session (it opened on Log out before).
    await waitFor(() => root(el).activeElement === findButton(open, 'Stay signed in'))
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('Stay signed in extends the session, closes the modal and restarts the timers (SHELL-27)', async () => {
    // The check comes round 1500 ms after Stay, later than the old logout deadline (1000 ms).
    const timers = { extendEveryMs: 1500, inactivityMs: 0, autoLogoutMs: 1000, loadingScreenMs: 0 }
    const el = shell(timers)
    const open = await waitFor(() => dialog(el), 3000)
    findButton(open, 'Stay signed in')!.click()
    await waitFor(() => calls('PUT', pathOf(sessionCalls.extend)) === 1)
    await waitFor(() => !dialog(el))
    // The extension timer restarted, so the check came round again and found the user idle;
    // that ends the wait, after the old logout deadline passed without a logout.
    await waitFor(() => dialog(el), 3000)
    expect(calls('GET', pathOf(sessionCalls.logout))).to.equal(0)
    expect(suite.spy.of('pp-signed-out')).to.deep.equal([])
  })

  it('says so and closes the modal when the extension fails (SHELL-27)', async () => {
    extend = { status: 500 }
    const el = shell({ ...FAST, autoLogoutMs: 5000 })
    const open = await waitFor(() => dialog(el))
    findButton(open, 'Stay signed in')!.click()
    await waitForText(el, EXTEND_FAILED)
    await waitFor(() => !dialog(el))
    expect(calls('PUT', pathOf(sessionCalls.extend))).to.equal(1)
  })

  it('logs out automatically when nobody answers: GET logout, pp-signed-out (inactive) (SHELL-28)', async () => {
    const el = shell(FAST)
    const openedAt = await waitFor(() => dialog(el) && performance.now())
    await waitFor(() => suite.spy.of('pp-signed-out').length > 0, 3000)
    expect(performance.now() - openedAt).to.be.at.least(500)
    expect(calls('GET', pathOf(sessionCalls.logout))).to.equal(1)
    expect(calls('PUT', pathOf(sessionCalls.extend))).to.equal(0)
    expect(suite.spy.of('pp-signed-out')).to.deep.equal([{ reason: 'inactive' }])
    expect(suite.spy.paths()).to.include('/auth/signin')
    expect(!!dialog(el)).to.equal(false)
  })

  it('Log out in the modal signs out at once', async () => {
    const el = shell({ ...FAST, autoLogoutMs: 5000 })
    const open = await waitFor(() => dialog(el))
    findButton(open, 'Log out')!.click()
    await waitFor(() => suite.spy.of('pp-signed-out').length > 0)
    expect(suite.spy.of('pp-signed-out')).to.deep.equal([{ reason: 'logout' }])
    expect(calls('GET', pathOf(sessionCalls.logout))).to.equal(1)
  })

  it('ends a mocked session by unmocking when it times out (SHELL-28/30)', async () => {
    shell(FAST, { mocked: '' })
    await waitFor(() => suite.spy.of('pp-signed-out').length > 0, 3000)
    expect(calls('POST', pathOf(sessionCalls.unmock))).to.equal(1)
    expect(calls('GET', pathOf(sessionCalls.logout))).to.equal(0)
    expect(suite.spy.of('pp-signed-out')).to.deep.equal([
      { reason: 'unmock', redirect: '#admin-login' },
    ])
  })

  it('extends silently while the user is active (SHELL-26)', async () => {
    const el = shell({
      extendEveryMs: 150,
      inactivityMs: 60_000,
      autoLogoutMs: 600,
      loadingScreenMs: 0,
    })
    await waitFor(() => calls('PUT', pathOf(sessionCalls.extend)) >= 3, 3000)
    expect(!!dialog(el)).to.equal(false)
    expect(text(el)).to.not.contain(STILL_THERE)
    expect(suite.spy.of('pp-signed-out')).to.deep.equal([])
  })
})
