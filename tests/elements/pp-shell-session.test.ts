// pp-shell with the session loaded from GET /auth/session (no session attributes): the user's
// name in the menu, the account name, and the beta-portal button for internal e-mail domains
// (SHELL-16, SHELL-24).
import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { build, mount, root, text, waitFor } from './page'
import { findButton, findLink } from './queries'
import { stubApi } from './fake-api'
import { elementSuite } from './fixtures'
import { sessionCalls } from '../../src/contracts/accounts/session'
import { usersCalls } from '../../src/contracts/accounts/users'
import { accountCalls } from '../../src/contracts/accounts/account'
import { routeOf, pathOf } from './contract-stubs'

const BETA = 'Try the new beta portal'
const SESSION = {
  signedIn: true,
  accountUUID: 'acc-news',
  userUUID: 'usr-ann',
  email: 'ann@Newsroom.example',
  firstName: 'Ann',
  lastName: 'Ng',
  showSetPassword: false,
  showTermsAndConditions: false,
  mocked: false,
  mockupGenerator: false,
  internalUser: false,
  permissions: ['manageEmbeds', 'home.adMetrics'],
}

describe(`pp-shell with a server session (${build})`, () => {
  const suite = elementSuite('pp-shell', () =>
    stubApi({
      [routeOf(sessionCalls.session)]: { body: SESSION },
      [routeOf(usersCalls.get, { userUUID: 'usr-ann' })]: {
        body: { permissions: SESSION.permissions },
      },
      [routeOf(accountCalls.general, { accountUUID: 'acc-news' })]: {
        body: { accountName: 'The Newsroom', showPubPortalV2Button: false },
      },
      [routeOf(accountCalls.dashboardMessage)]: { body: { showMessage: false, message: '' } },
    }),
  )

  async function shell(attrs: Record<string, string> = {}) {
    const el = mount('pp-shell', {
      route: '/dashboard/home',
      timers: JSON.stringify({ loadingScreenMs: 0 }),
      'new-portal-url': 'https://beta.portal.example/',
      ...attrs,
    })
    await waitFor(() => root(el).querySelector('header'))
    return el
  }

  it('loads the session once and starts it: permissions, sites, account, IP, message (SHELL-24)', async () => {
    const el = await shell()
    await waitFor(() => text(el).includes('Ann Ng'))
    const expected = [
      pathOf(usersCalls.get, { userUUID: 'usr-ann' }),
      '/api/accounts/accounts/acc-news/sites?filterRonSites=false',
      pathOf(accountCalls.general, { accountUUID: 'acc-news' }),
      pathOf(accountCalls.ip),
      pathOf(accountCalls.dashboardMessage),
    ]
    const paths = () => suite.api.calls.map((c) => c.path)
    await waitFor(() => expected.every((p) => paths().includes(p)))
    // Every answer has been read and rendered: any call they lead to has been made.
    await suite.api.answered()
    expect(paths().filter((p) => p === pathOf(sessionCalls.session))).to.have.length(1)
    // No settings.paymentInfo: the payment summary is not fetched.
    expect(paths().some((p) => p.endsWith('/paymentinfo'))).to.equal(false)
    // The loaded trigger (the placeholder fetches Headless UI on focus and is then replaced; a key
    // pressed during the swap is the kit test's business, not this one's).
    const menu = await waitFor(() => {
      const found = findButton(el, /User menu/)
      if (found?.hasAttribute('data-placeholder')) found.focus()
      return found && !found.hasAttribute('data-placeholder') ? found : null
    })
    expect(menu.textContent).to.contain('AN')
    menu.focus()
    await sendKeys({ press: 'Enter' })
    await waitFor(() => text(el).includes('The Newsroom'))
    expect(suite.spy.paths()).to.deep.equal([])
  })

  it('shows the beta button for a user on an internal domain, matched case-insensitively', async () => {
    const el = await shell({ 'internal-domains': JSON.stringify(['newsroom.EXAMPLE']) })
    const link = await waitFor(() => findLink(el, BETA))
    expect(link.getAttribute('href')).to.equal('https://beta.portal.example/')
  })

  it('hides the beta button for other domains', async () => {
    const el = await shell({ 'internal-domains': JSON.stringify(['other.example']) })
    await waitFor(() => text(el).includes('Ann Ng'))
    // Every answer (the session with the e-mail among them) has been read and rendered.
    await suite.api.answered()
    expect(!!findLink(el, BETA)).to.equal(false)
  })
})
