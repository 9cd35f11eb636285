// pp-shell's header on a phone (review finding, issue 7): the product name, no empty logo
// square, a Menu button holding the pages and the beta link. The header's breakpoints are
// viewport media queries, so the test sets the browser's viewport to 375 × 740 with
// setViewport (@web/test-runner-commands) and puts the desktop size back afterwards.
import { expect } from '@esm-bundle/chai'
import { sendKeys, setViewport } from '@web/test-runner-commands'
import { build, mount, ready, root, waitFor } from './page'
import { accessibilityProblems, accessibleName, button, findButton, findLink } from './queries'
import { stubApi } from './fake-api'
import { elementSuite } from './fixtures'
import { sessionCalls } from '../../src/contracts/accounts/session'
import { accountCalls } from '../../src/contracts/accounts/account'
import { routeOf } from './contract-stubs'

/** The menu's chunk (Headless UI) loads on intent: on a busy CI machine that took over 4 s once. */
const MENU_CHUNK_MS = 8000

const BETA = 'Try the new beta portal'
let users = 0

describe(`pp-shell header on a phone (${build})`, () => {
  let flag = false

  beforeEach(() => setViewport({ width: 375, height: 740 }))
  const suite = elementSuite('pp-shell', () => {
    flag = false
    return stubApi({
      [routeOf(sessionCalls.session)]: { body: { signedIn: false } },
      [routeOf(accountCalls.dashboardMessage)]: { body: { showMessage: false, message: '' } },
      [routeOf(accountCalls.general)]: () => ({
        body: { accountName: 'Daily Planet', showPubPortalV2Button: flag },
      }),
      [routeOf(accountCalls.paymentSummary)]: {
        body: { payoutThreshold: 100, paymentInfo: [], paymentTypes: ['PAYPAL'] },
      },
    })
  })
  afterEach(() => setViewport({ width: 1280, height: 800 }))

  async function shell(permissions: string[], attrs: Record<string, string> = {}) {
    users += 1
    const el = mount('pp-shell', {
      route: '/dashboard/embeds',
      'account-uuid': `acc-phone-${users}`,
      'user-uuid': `usr-phone-${users}`,
      permissions: JSON.stringify(permissions),
      timers: JSON.stringify({ loadingScreenMs: 0 }),
      ...attrs,
    })
    await waitFor(() => root(el).querySelector('header'))
    await ready(el)
    return el
  }
  const visible = (node: Element | null | undefined) =>
    !!node && node.getBoundingClientRect().width > 0 && getComputedStyle(node).display !== 'none'
  const items = (el: HTMLElement) =>
    Array.from(root(el).querySelectorAll<HTMLElement>('[role="menuitem"]'))

  it('shows the product name, no empty logo square, and fits the phone', async () => {
    const el = await shell(['manageEmbeds', 'home.adMetrics'])
    const header = root(el).querySelector('header')!
    const brand = findLink(el, 'Publisher Portal')!
    const name = Array.from(brand.querySelectorAll('span')).find(
      (s) => s.textContent === 'Publisher Portal',
    )
    expect(visible(name)).to.equal(true)
    for (const square of brand.querySelectorAll('[aria-hidden="true"]'))
      expect(visible(square)).to.equal(false)
    expect(visible(root(el).querySelector('nav[aria-label="Main"]'))).to.equal(false)
    expect(header.scrollWidth).to.be.at.most(375)
    expect(visible(await button(el, 'Main menu'))).to.equal(true)
    expect(visible(await button(el, /User menu/))).to.equal(true)
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('the Main menu button lists the pages with the current one marked, and a choice navigates', async () => {
    const el = await shell(['manageEmbeds', 'home.adMetrics'])
    const menu = await button(el, 'Main menu')
    menu.focus()
    await sendKeys({ press: 'Enter' })
    await waitFor(() => items(el).length > 0, MENU_CHUNK_MS)
    expect(items(el).map(accessibleName)).to.deep.equal([
      'Home',
      'Embeds',
      'Reports',
      'Commenting',
      'Ratings',
    ])
    expect(items(el).find((i) => i.getAttribute('aria-current') === 'page')?.textContent).to.equal(
      'Embeds',
    )
    expect(accessibilityProblems(root(el))).to.deep.equal([])
    await sendKeys({ press: 'End' })
    await waitFor(
      () => items(el).find((i) => i.hasAttribute('data-focus'))?.textContent === 'Ratings',
    )
    await sendKeys({ press: 'Enter' })
    await waitFor(() => suite.spy.paths().includes('/dashboard/ratings'))
    await waitFor(() => items(el).length === 0)
    // The trigger now (the loaded menu replaced the placeholder the test first found).
    await waitFor(() => root(el).activeElement === findButton(el, 'Main menu'))
  })

  it('holds the beta link when the portal offers it', async () => {
    flag = true
    const el = await shell(['manageEmbeds'], { 'new-portal-url': 'https://beta.portal.example/' })
    await waitFor(() => findLink(el, BETA))
    // The header's own beta pill is hidden on a phone; the menu carries the link.
    expect(visible(findLink(el, BETA))).to.equal(false)
    ;(await button(el, 'Main menu')).click()
    const beta = await waitFor(() => items(el).find((i) => i.textContent === BETA), MENU_CHUNK_MS)
    expect(beta.getAttribute('href')).to.equal('https://beta.portal.example/')
    expect(visible(beta)).to.equal(true)
  })

  it('in mockup mode the menu holds Embeds, Commenting and Ratings and the header still fits', async () => {
    const el = await shell(['manageEmbeds', 'home.adMetrics'], { 'mockup-generator': '' })
    ;(await button(el, 'Main menu')).click()
    await waitFor(() => items(el).length > 0, MENU_CHUNK_MS)
    expect(items(el).map(accessibleName)).to.deep.equal(['Embeds', 'Commenting', 'Ratings'])
    expect(root(el).querySelector('header')!.scrollWidth).to.be.at.most(375)
  })

  it('between phone and desktop widths the header never overlaps: the nav fits or folds into Main menu (issue 8)', async () => {
    for (const beta of [false, true]) {
      flag = beta
      const el = await shell(['manageEmbeds', 'home.adMetrics'], {
        'new-portal-url': 'https://beta.portal.example/',
      })
      if (beta) await waitFor(() => findLink(el, BETA))
      for (const width of [768, 900, 1024, 1200, 1280, 1440]) {
        await setViewport({ width, height: 800 })
        const bar = root(el).querySelector('header > div')!
        const list = root(el).querySelector('nav[aria-label="Main"] ul')!
        const where = `${width} px${beta ? ' with the beta link' : ''}`
        expect(bar.scrollWidth, where).to.be.at.most(bar.clientWidth)
        if (visible(list)) expect(list.scrollWidth, where).to.be.at.most(list.clientWidth)
        else expect(visible(await button(el, 'Main menu')), where).to.equal(true)
        // Five pages at 1280 px with the beta link: the desktop nav shows.
        if (width >= 1280) expect(visible(list), where).to.equal(true)
      }
      el.remove()
      await setViewport({ width: 375, height: 740 })
    }
  })

  it('at desktop width the Main menu button is hidden and the nav shows', async () => {
    await setViewport({ width: 1280, height: 800 })
    const el = await shell(['manageEmbeds'])
    expect(visible(await button(el, 'Main menu'))).to.equal(false)
    expect(visible(root(el).querySelector('nav[aria-label="Main"]'))).to.equal(true)
  })
})
