// pp-account-settings, Ads.txt tab (ACCT-17..22): the site dropdown, the indicator and guidance
// texts per state, the required values with the missing ones highlighted and labelled, Verify
// Installation (spinner, one call per click burst, failure toast) and Download ads.txt.
import { expect } from '@esm-bundle/chai'
import { build, cleanBody, loadElement, mount, root, text, waitFor, waitForText } from './page'
import { accessibilityProblems, accessibleName, button, findButton } from './queries'
import { stubApi } from './fake-api'
import { captureDownloads } from './page-fakes'
import { sessionCalls } from '../../src/contracts/accounts/session'
import { accountCalls } from '../../src/contracts/accounts/account'
import { adsTxtCalls } from '../../src/contracts/accounts/adstxt'
import { routeOf, pathOf } from './contract-stubs'

const ACCOUNT = 'acc-ads'
const SITES = [
  { siteUUID: 'site-daily', name: 'Daily Planet', url: 'http://x.test/daily' },
  { siteUUID: 'site-gotham', name: 'Gotham Gazette', url: 'http://x.test/gotham' },
  { siteUUID: 'site-metro', name: 'Metro Weekly', url: 'http://x.test/metro' },
]
const VALUES = [
  'demo-ads.test, pub-1001, DIRECT, f08c47fec0942fa0',
  'partner-exchange.test, 88231, RESELLER, 6a698e2ec38604c6',
  'video-network.test, vn-1001, DIRECT',
  'native-partner.test, dp-4410, RESELLER',
]
const COMPLETE = 'ads.txt installed correctly'
const PARTIAL = 'not installed properly'
const ABSENT = 'Ads.txt is not installed on your site'
const PARTIAL_GUIDE =
  'Ads.txt has values but is missing some provider values: review highlighted values, upload to global ads.txt, verify again.'
const ABSENT_GUIDE = 'No ads.txt on domain root: download it, upload to the root, verify again.'
const FETCH_FAILED = 'There was an issue fetching your Ads.txt information'
const VERIFY_FAILED = 'There was an issue verifying your Ads.txt file'

type State = 'complete' | 'partial' | 'absent'
function info(siteUUID: string, state: State) {
  const missing = state === 'complete' ? [] : state === 'partial' ? VALUES.slice(2) : VALUES
  return {
    siteUUID,
    values: VALUES,
    missing,
    containsAdsTxt: state !== 'absent',
    adsTxtComplete: state === 'complete',
    checkedAt: '2026-03-02T15:04:00.000Z',
    adsTxtUrl: `http://x.test/${siteUUID}/ads.txt`,
  }
}

const SESSION = {
  signedIn: true,
  accountUUID: ACCOUNT,
  userUUID: 'usr-ads',
  email: 'owner@publisher.example',
  firstName: 'Olive',
  lastName: 'Owner',
  mocked: false,
  mockupGenerator: false,
  permissions: ['settings.adsTxt'],
}

describe(`pp-account-settings Ads.txt tab (${build})`, () => {
  let api: ReturnType<typeof stubApi>
  let states: Record<string, State>
  let statusReply: { status: number; body: unknown } | null
  let verifyReply: { status: number; body: unknown } | null
  let sites: typeof SITES

  before(() => loadElement('pp-account-settings'))
  beforeEach(() => {
    states = { 'site-daily': 'complete', 'site-gotham': 'partial', 'site-metro': 'absent' }
    statusReply = null
    verifyReply = null
    sites = SITES
    api = stubApi({
      [routeOf(sessionCalls.session)]: { body: SESSION },
      [routeOf(accountCalls.sites, { accountUUID: ACCOUNT })]: () => ({ body: { items: sites } }),
      [routeOf(adsTxtCalls.status)]: (call) => {
        const site = call.path.split('/')[4]!
        return statusReply ?? { body: info(site, states[site]!) }
      },
      [routeOf(adsTxtCalls.verify)]: (call) => {
        const site = call.path.split('/')[4]!
        return verifyReply ?? { body: info(site, states[site]!) }
      },
    })
  })
  afterEach(() => {
    api.restore()
    cleanBody()
  })

  async function tab() {
    const el = mount('pp-account-settings', { route: '/dashboard/account/adstxt' })
    await waitFor(() => root(el).querySelector('select'))
    return el
  }
  const select = (el: HTMLElement) => root(el).querySelector('select')!
  async function choose(el: HTMLElement, siteUUID: string) {
    const asked = () => statusCalls().filter((c) => c.path.includes(`/${siteUUID}/`)).length
    const before = asked()
    const s = select(el)
    s.value = siteUUID
    s.dispatchEvent(new Event('change', { bubbles: true }))
    // The choice took effect once the tab asks for that site's status.
    await waitFor(() => asked() > before)
  }
  const statusCalls = () =>
    api.calls.filter((c) => c.method === 'GET' && /\/sites\/[^/]+\/adstxt/.test(c.path))
  const verifyCalls = () => api.calls.filter((c) => c.method === 'PUT')
  /** The items of the list named "Required values". */
  function valueItems(el: HTMLElement): HTMLLIElement[] {
    const list = Array.from(root(el).querySelectorAll('ul[aria-labelledby]')).find(
      (ul) => accessibleName(ul) === 'Required values',
    )
    return Array.from(list?.querySelectorAll('li') ?? [])
  }
  const missingItems = (el: HTMLElement) =>
    valueItems(el)
      .filter((li) => li.hasAttribute('data-missing'))
      .map((li) => li.querySelector('code')!.textContent)

  it('lists the account sites in a labelled dropdown and loads the first one', async () => {
    const el = await tab()
    const s = select(el)
    expect(Array.from(s.options).map((o) => o.textContent)).to.deep.equal([
      'Daily Planet',
      'Gotham Gazette',
      'Metro Weekly',
    ])
    expect(Array.from(s.labels ?? []).map((l) => l.textContent)).to.deep.equal(['Site'])
    await waitForText(el, COMPLETE)
    expect(statusCalls()[0]!.path).to.equal(
      `/api/accounts/sites/site-daily/adstxt?accountUUID=${ACCOUNT}`,
    )
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('complete: the indicator, every value marked found, no guidance', async () => {
    const el = await tab()
    await waitForText(el, COMPLETE)
    const status = root(el).querySelector('[role="status"]')!
    expect(status.textContent).to.include(COMPLETE)
    expect(text(el)).not.to.include(PARTIAL_GUIDE)
    expect(text(el)).not.to.include(ABSENT_GUIDE)
    expect(missingItems(el)).to.deep.equal([])
    const codes = valueItems(el).map((li) => li.querySelector('code')!.textContent)
    expect(codes).to.deep.equal(VALUES)
    for (const li of valueItems(el)) expect(li.textContent).to.include('Found')
  })

  it('missing values: "not installed properly", the guidance, the missing ones highlighted and labelled', async () => {
    const el = await tab()
    await waitForText(el, COMPLETE)
    await choose(el, 'site-gotham')
    await waitForText(el, PARTIAL)
    expect(statusCalls().at(-1)!.path).to.equal(
      `/api/accounts/sites/site-gotham/adstxt?accountUUID=${ACCOUNT}`,
    )
    expect(text(el)).to.include(PARTIAL_GUIDE)
    expect(text(el)).not.to.include(COMPLETE)
    expect(missingItems(el)).to.deep.equal(VALUES.slice(2))
    const items = valueItems(el)
    expect(items).to.have.length(4)
    for (const li of items) {
      // Announced by text, not only by colour.
      expect(li.textContent).to.include(li.hasAttribute('data-missing') ? 'Missing' : 'Found')
    }
    // …and highlighted: a missing value looks different from a found one.
    const look = (li: Element) => getComputedStyle(li).backgroundColor
    expect(look(items[2]!)).to.not.equal(look(items[0]!))
    expect(text(el)).to.include('2 of 4 missing')
  })

  it('no file: "Ads.txt is not installed on your site" and the download guidance', async () => {
    const el = await tab()
    await choose(el, 'site-metro')
    await waitForText(el, ABSENT)
    expect(text(el)).to.include(ABSENT_GUIDE)
    expect(text(el)).not.to.include(PARTIAL_GUIDE)
    expect(text(el)).not.to.include(PARTIAL)
    // Every value is still listed, to be put in the new file.
    expect(valueItems(el).map((li) => li.querySelector('code')!.textContent)).to.deep.equal(VALUES)
    expect(missingItems(el)).to.deep.equal([])
  })

  it('a failed load shows the spec text and a retry that loads again', async () => {
    statusReply = { status: 500, body: { error: { code: 'x', message: 'x', fields: [] } } }
    const el = await tab()
    await waitForText(el, FETCH_FAILED)
    const alerts = Array.from(root(el).querySelectorAll('[role="alert"]'))
    expect(alerts.some((a) => a.textContent?.includes(FETCH_FAILED))).to.equal(true)
    statusReply = null
    ;(await button(el, 'Try again')).click()
    await waitForText(el, COMPLETE)
  })

  it('Verify Installation: spinner while running, one call for a double click, new state shown', async () => {
    const el = await tab()
    await choose(el, 'site-gotham')
    await waitForText(el, PARTIAL)
    let release!: () => void
    const gate = new Promise<void>((done) => (release = done))
    const inner = window.fetch
    window.fetch = async (input, init) => {
      if (init?.method === 'PUT') await gate
      return inner(input, init)
    }
    try {
      states['site-gotham'] = 'complete'
      const verify = await button(el, 'Verify Installation')
      verify.click()
      verify.click()
      const busy = await waitFor(() => findButton(el, 'Verifying…'))
      expect(busy.disabled).to.equal(true)
      expect(busy.getAttribute('aria-busy')).to.equal('true')
      busy.click()
      release()
      await waitForText(el, COMPLETE)
      expect(text(el)).not.to.include(PARTIAL_GUIDE)
      expect(missingItems(el)).to.deep.equal([])
      expect(verifyCalls().map((c) => c.path)).to.deep.equal([
        pathOf(adsTxtCalls.verify, { siteUUID: 'site-gotham' }),
      ])
      expect(findButton(el, 'Verify Installation')!.disabled).to.equal(false)
    } finally {
      window.fetch = inner
    }
  })

  it('a failed verification toasts the spec text and keeps the last result', async () => {
    const el = await tab()
    await choose(el, 'site-gotham')
    await waitForText(el, PARTIAL)
    verifyReply = {
      status: 502,
      body: { error: { code: 'adstxt_timeout', message: 'x', fields: [] } },
    }
    ;(await button(el, 'Verify Installation')).click()
    await waitForText(el, VERIFY_FAILED)
    expect(text(el)).to.include(PARTIAL)
    expect(missingItems(el)).to.deep.equal(VALUES.slice(2))
  })

  it('Download ads.txt saves a file named ads.txt with one required value per line', async () => {
    const el = await tab()
    await choose(el, 'site-gotham')
    await waitForText(el, PARTIAL)
    const { saved, restore } = captureDownloads()
    try {
      ;(await button(el, 'Download ads.txt')).click()
      await waitFor(() => saved.length)
    } finally {
      restore()
    }
    expect(saved.map((file) => file.name)).to.deep.equal(['ads.txt'])
    expect(saved[0]!.blob!.type).to.match(/^text\/plain/)
    expect(await saved[0]!.blob!.text()).to.equal(`${VALUES.join('\n')}\n`)
  })

  it('an account without sites shows the empty state and no buttons', async () => {
    sites = []
    const el = mount('pp-account-settings', { route: '/dashboard/account/adstxt' })
    await waitForText(el, 'This account has no sites yet.')
    expect(findButton(el, 'Verify Installation')).to.equal(null)
    expect(statusCalls()).to.have.length(0)
  })
})
