// pp-shell before its session is known (issue 7): the frame draws while GET /auth/session is
// under way, and a probe that fails with a 500 is no sign-out (only a 401 signs out, CORE-06):
// the shell offers Try again instead of sending the user to Log in. One page per file: the
// store's session loads once per page.
import { expect } from '@esm-bundle/chai'
import { build, mount, root, text, waitFor } from './page'
import { accessibilityProblems, button } from './queries'
import { type ApiReply, failed } from './fake-api'
import { session, SESSION_CALL, sessionPage, shellLoads } from './session-fixtures'

const FAILED = 'Woops, something wrong: Network error. Please try again later.'
const SESSION = session({
  accountUUID: 'acc-fail',
  userUUID: 'usr-fail',
  email: 'fay@news.example',
  firstName: 'Fay',
  lastName: 'Lure',
})

describe(`pp-shell when the session probe fails (${build})`, () => {
  /** The answer to the session probe: a 500 until the server is back. */
  let sessionReply: ApiReply
  const page = sessionPage('pp-shell', () => {
    sessionReply = failed(500, 'internal')
    return { [SESSION_CALL]: () => sessionReply, ...shellLoads(SESSION, 'Failing News') }
  })

  it('draws its frame at once, then offers Try again on a 500 and never signs out', async () => {
    // Hold the first session answer back, as a slow network would.
    const release = page.hold('/auth/session')
    const el = mount('pp-shell', {
      route: '/dashboard/home',
      timers: JSON.stringify({ loadingScreenMs: 0 }),
    })
    // The frame (header bar, main) shows while the session is still on its way.
    await waitFor(() => root(el).querySelector('header') && root(el).querySelector('main'))
    expect(text(el)).to.contain('Loading your dashboard')

    release()
    await waitFor(() => text(el).includes(FAILED))
    expect(root(el).querySelector('h1')?.textContent).to.equal('Something went wrong')
    expect(page.spy.paths()).to.deep.equal([])
    expect(accessibilityProblems(root(el))).to.deep.equal([])

    // The server is back: Try again loads the session and the dashboard opens.
    sessionReply = { status: 200, body: SESSION }
    ;(await button(el, 'Try again')).click()
    await waitFor(() => text(el).includes('Fay Lure'))
    expect(text(el)).not.to.contain(FAILED)
    expect(page.spy.paths()).to.deep.equal([])
  })
})
