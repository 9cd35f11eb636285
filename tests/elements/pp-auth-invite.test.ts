// pp-auth invitation screens, signed out with an invitation token stored under sessionStorage
// 'pp.tokenUUID' before the store loads: expired link (AUTH-27/28) and new invitation sent with
// its Send again lock (AUTH-29). The lock length comes from the store's timers.resendLockMs,
// which a pp-shell `timers` attribute sets for the whole page.
import { expect } from '@esm-bundle/chai'
import { build, mount, root, text, waitFor, waitForText } from './page'
import { accessibilityProblems, button, findButton } from './queries'
import { SIGNED_OUT, stubApi } from './fake-api'
import { spyEvents } from './page-fakes'
import { elementSuite } from './fixtures'
import { sessionCalls } from '../../src/contracts/accounts/session'
import { authCalls } from '../../src/contracts/accounts/auth'
import { routeOf, pathOf } from './contract-stubs'

const TOKEN = 'tok-invite-1'
const USER = 'usr-invite'
const INVITE_KEY = 'pp.inviteUser'
const SENT_TEXT = "We've sent a new invitation to your email. The link is valid for 24 hours."

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> }

function invitedAt(sentAt: number) {
  sessionStorage.setItem(INVITE_KEY, JSON.stringify({ userUUID: USER, sentAt }))
}

describe(`pp-auth invitation (${build})`, () => {
  let token: Reply
  let resend: Reply

  before(() => {
    sessionStorage.setItem('pp.tokenUUID', TOKEN)
    sessionStorage.removeItem(INVITE_KEY)
  })
  const suite = elementSuite(['pp-auth', 'pp-shell'], () => {
    token = {
      body: {
        tokenUUID: TOKEN,
        tokenType: 'COMPLETE_SIGN_UP',
        userUUID: USER,
        email: 'inv@publisher.example',
        error: 'TOKEN_EXPIRED',
        validToken: false,
      },
    }
    resend = { status: 204 }
    return stubApi({
      [routeOf(sessionCalls.session)]: { body: SIGNED_OUT },
      [routeOf(authCalls.token)]: () => token,
      [routeOf(authCalls.resendInvite)]: () => resend,
    })
  })

  const sendAgain = (el: HTMLElement) => findButton(el, /^Send again$/)!
  const countdown = (el: HTMLElement) => /You can send again in (\d+) s/.exec(text(el))?.[1] ?? null

  it('sends /auth/newinvitationsent to / before any invitation was re-sent (AUTH-29 gate)', async () => {
    mount('pp-auth', { route: '/auth/newinvitationsent' })
    await waitFor(() => suite.spy.paths().length > 0)
    expect(suite.spy.of('pp-navigate')).to.deep.equal([{ path: '/', replace: true }])
  })

  it('loads the token and says the invitation expired (AUTH-27)', async () => {
    const el = mount('pp-auth', { route: '/auth/expiredlink' })
    await button(el, 'Send a new link to your email')
    expect(text(el)).to.contain('Your invitation link has expired.')
    expect(suite.api.calls.map((c) => c.path)).to.include(`/api/accounts/token?tokenUUID=${TOKEN}`)
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('sends a token without a user to /', async () => {
    token = { body: { tokenUUID: TOKEN, tokenType: 'COMPLETE_SIGN_UP', userUUID: null } }
    mount('pp-auth', { route: '/auth/expiredlink' })
    await waitFor(() => suite.spy.paths().length > 0)
    expect(suite.spy.of('pp-navigate')).to.deep.equal([{ path: '/', replace: true }])
  })

  it('shows the failure text when the new link cannot be sent (AUTH-28)', async () => {
    resend = { status: 500 }
    const el = mount('pp-auth', { route: '/auth/expiredlink' })
    ;(await button(el, 'Send a new link to your email')).click()
    await waitForText(el, 'There was an issue sending invite')
    expect(suite.spy.paths()).to.deep.equal([])
    expect(sessionStorage.getItem(INVITE_KEY)).to.equal(null)
  })

  it('posts {userUUID, isResend: true}, says so and goes to /auth/newinvitationsent (AUTH-28)', async () => {
    const el = mount('pp-auth', { route: '/auth/expiredlink' })
    ;(await button(el, 'Send a new link to your email')).click()
    await waitFor(() => suite.spy.paths().length > 0)
    const post = suite.api.calls.find((c) => c.path === pathOf(authCalls.resendInvite))!
    expect(post.method).to.equal('POST')
    expect(JSON.parse(post.body!)).to.deep.equal({ userUUID: USER, isResend: true })
    expect(suite.spy.of('pp-navigate')).to.deep.equal([
      { path: '/auth/newinvitationsent', replace: true },
    ])
    await waitForText(el, 'New invitation link sent')
    expect(JSON.parse(sessionStorage.getItem(INVITE_KEY)!).userUUID).to.equal(USER)
  })

  it('locks Send again for 30 s after a send, with a visible countdown (AUTH-29)', async () => {
    invitedAt(Date.now())
    const el = mount('pp-auth', { route: '/auth/newinvitationsent' })
    await waitForText(el, SENT_TEXT)
    expect(sendAgain(el).disabled).to.equal(true)
    expect(countdown(el)).to.equal('30')
    sendAgain(el).click()
    // The countdown's next second ends the wait; the click had a whole second to send.
    await waitFor(() => countdown(el) === '29', 2000)
    expect(sendAgain(el).disabled).to.equal(true)
    expect(suite.api.calls.some((c) => c.path.includes('user-invite'))).to.equal(false)
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  describe('with a short lock from pp-shell timers', () => {
    // Every test starts from a fresh store (fixtures.ts): the shell sets the timers again.
    beforeEach(async () => {
      const shellSpy = spyEvents()
      const shellApi = stubApi({ [routeOf(sessionCalls.session)]: { body: SIGNED_OUT } })
      // Signed out, the shell asks for /auth/signin; its timers stay in the page's store.
      const shell = mount('pp-shell', {
        route: '/dashboard/home',
        timers: JSON.stringify({ resendLockMs: 1500 }),
      })
      await waitFor(() => shellSpy.paths().includes('/auth/signin'))
      shell.remove()
      shellApi.restore()
      shellSpy.stop()
    })

    it('counts down, unlocks, and locks again after Send again', async () => {
      invitedAt(Date.now())
      const el = mount('pp-auth', { route: '/auth/newinvitationsent' })
      await waitForText(el, SENT_TEXT)
      expect(countdown(el)).to.equal('2')
      expect(sendAgain(el).disabled).to.equal(true)
      await waitFor(() => countdown(el) === '1', 1500)
      await waitFor(() => !sendAgain(el).disabled && countdown(el) === null, 2000)
      sendAgain(el).click()
      await waitForText(el, 'New invitation link sent')
      const posts = suite.api.calls.filter((c) => c.path === pathOf(authCalls.resendInvite))
      expect(posts).to.have.length(1)
      expect(JSON.parse(posts[0]!.body!)).to.deep.equal({ userUUID: USER, isResend: true })
      await waitFor(() => sendAgain(el).disabled && countdown(el) === '2')
    })

    it('honours Retry-After on a 429, showing the failure text', async () => {
      invitedAt(Date.now() - 60_000)
      resend = {
        status: 429,
        body: { error: { code: 'rate_limited', message: 'slow down' } },
        headers: { 'retry-after': '4' },
      }
      const el = mount('pp-auth', { route: '/auth/newinvitationsent' })
      await waitForText(el, SENT_TEXT)
      expect(sendAgain(el).disabled).to.equal(false)
      sendAgain(el).click()
      await waitForText(el, 'There was an issue sending invite')
      await waitFor(() => countdown(el) === '4')
      expect(sendAgain(el).disabled).to.equal(true)
    })

    it('stays unlocked after another failure', async () => {
      invitedAt(Date.now() - 60_000)
      resend = { status: 500 }
      const el = mount('pp-auth', { route: '/auth/newinvitationsent' })
      await waitForText(el, SENT_TEXT)
      sendAgain(el).click()
      await waitForText(el, 'There was an issue sending invite')
      expect(root(el).querySelector('[role="alert"]')?.textContent).to.equal(
        'There was an issue sending invite',
      )
      await waitFor(() => !sendAgain(el).disabled)
      expect(countdown(el)).to.equal(null)
    })
  })
})
