// pp-shell before its session is known (issue 7): the frame draws while GET /auth/session is
// under way, and a probe that fails with a 500 is no sign-out (only a 401 signs out, CORE-06):
// the shell offers Try again instead of sending the user to Log in. One page per file: the
// store's session loads once per page.
import { expect } from '@esm-bundle/chai'
import {
  accessibilityProblems,
  build,
  button,
  cleanBody,
  loadElement,
  mount,
  root,
  spyEvents,
  stubApi,
  text,
  waitFor,
} from './helpers'

const FAILED = 'Woops, something wrong: Network error. Please try again later.'
const SESSION = {
  signedIn: true,
  accountUUID: 'acc-fail',
  userUUID: 'usr-fail',
  email: 'fay@news.example',
  firstName: 'Fay',
  lastName: 'Lure',
  showSetPassword: false,
  showTermsAndConditions: false,
  mocked: false,
  mockupGenerator: false,
  internalUser: false,
  permissions: ['manageEmbeds'],
}

describe(`pp-shell when the session probe fails (${build})`, () => {
  before(() => loadElement('pp-shell'))
  afterEach(() => cleanBody())

  it('draws its frame at once, then offers Try again on a 500 and never signs out', async () => {
    let sessionReply: { status: number; body: unknown } = {
      status: 500,
      body: { error: { code: 'internal', message: 'boom', fields: [] } },
    }
    const api = stubApi({
      'GET /api/accounts/auth/session': () => sessionReply,
      'GET /api/accounts/users/usr-fail/permissions': { body: { permissions: ['manageEmbeds'] } },
      'GET /api/accounts/accounts/acc-fail': {
        body: { accountName: 'Failing News', showPubPortalV2Button: false },
      },
      'GET /api/accounts/dashboard/message': { body: { showMessage: false, message: '' } },
    })
    // Hold the first session answer back, as a slow network would.
    const stubbed = window.fetch
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    window.fetch = async (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('/auth/session')) await held
      return stubbed(input, init)
    }
    const spy = spyEvents()
    try {
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
      expect(spy.paths()).to.deep.equal([])
      expect(accessibilityProblems(root(el))).to.deep.equal([])

      // The server is back: Try again loads the session and the dashboard opens.
      sessionReply = { status: 200, body: SESSION }
      ;(await button(el, 'Try again')).click()
      await waitFor(() => text(el).includes('Fay Lure'))
      expect(text(el)).not.to.contain(FAILED)
      expect(spy.paths()).to.deep.equal([])
    } finally {
      window.fetch = stubbed
      api.restore()
      spy.stop()
    }
  })
})
