// pp-account-settings frame (ACCT-01..03), General (ACCT-04/05) and Sites (ACCT-16): tab order
// and gates, the read-only form with Edit and Save and its messages, the paged sites list.
import { expect } from '@esm-bundle/chai'
import { build, cleanBody, mount, ready, root, text, waitFor, waitForText } from './page'
import { button, field, fill, findButton, findField, findLink } from './queries'
import { stubApi } from './fake-api'
import { spyEvents } from './page-fakes'
import { elementSuite } from './fixtures'
import { usersCalls } from '../../src/contracts/accounts/users'
import { accountCalls } from '../../src/contracts/accounts/account'
import { routeOf, pathOf } from './contract-stubs'

const ACCOUNT = 'acc-general'
const GENERAL = pathOf(accountCalls.general, { accountUUID: ACCOUNT })
const SITES = pathOf(accountCalls.sites, { accountUUID: ACCOUNT })
const INFO = {
  accountName: 'Demo Publisher',
  streetAddress: '350 Fifth Avenue',
  city: 'New York',
  zipCode: '10118',
  region: 'NY',
  country: 'United States',
}
const ALL = [
  'settings.general',
  'settings.users',
  'settings.sites',
  'settings.adsTxt',
  'settings.paymentInfo',
]

function siteList(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    siteUUID: `site-${i + 1}`,
    name: `Site ${String(i + 1).padStart(2, '0')}`,
    url: `https://site${i + 1}.example/`,
  }))
}

describe(`pp-account-settings frame, General and Sites (${build})`, () => {
  let saveReply: { status?: number; body?: unknown } | null
  const sites = siteList(12)

  const suite = elementSuite('pp-account-settings', () => {
    saveReply = null
    return stubApi({
      [`GET ${GENERAL}`]: { body: INFO },
      [`PUT ${GENERAL}`]: (call) => saveReply ?? { body: JSON.parse(call.body!) },
      [`GET ${SITES}`]: (call) => {
        const query = new URLSearchParams(call.path.split('?')[1])
        const page = Number(query.get('page'))
        const size = Number(query.get('size'))
        return {
          body: {
            items: sites.slice((page - 1) * size, page * size),
            currentPage: page,
            totalRows: sites.length,
            totalPages: Math.ceil(sites.length / size),
          },
        }
      },
    })
  })

  function open(route: string, permissions: string[] = ALL, extra: Record<string, string> = {}) {
    return mount('pp-account-settings', {
      route,
      'account-uuid': ACCOUNT,
      'user-uuid': 'usr-1',
      permissions: JSON.stringify(permissions),
      ...extra,
    })
  }
  /** The General tab with Edit pressed once it is enabled. */
  async function editGeneral() {
    const el = open('/dashboard/account/general')
    await waitFor(() => findButton(el, 'Edit') && !findButton(el, 'Edit')!.disabled)
    ;(await button(el, 'Edit')).click()
    return el
  }
  /** Opens `route` with `permissions` on an emptied page and gives the first path it asks for. */
  async function firstPath(route: string, permissions?: string[]) {
    cleanBody()
    suite.spy.stop()
    suite.spy = spyEvents()
    open(route, permissions)
    await waitFor(() => suite.spy.paths().length > 0)
    return suite.spy.paths()[0]
  }
  const tabNames = (el: HTMLElement) =>
    Array.from(
      root(el).querySelectorAll('nav[aria-label="Account settings sections"] a'),
      (a) => a.textContent,
    )

  it('shows the title and the five tabs in the spec order (ACCT-01)', async () => {
    const el = open('/dashboard/account/general')
    await waitForText(el, 'Account Settings')
    expect(tabNames(el)).to.deep.equal([
      'General',
      'Users',
      'Sites',
      'Ads.txt',
      'Payment Information',
    ])
  })

  it('the bare path goes to the first permitted tab; none permitted goes to /error/403 (ACCT-02)', async () => {
    expect(await firstPath('/dashboard/account', ['settings.adsTxt', 'home.adMetrics'])).to.equal(
      '/dashboard/account/adstxt',
    )
    expect(await firstPath('/dashboard/account', ['home.adMetrics'])).to.equal('/error/403')
  })

  it('unknown tabs go to /error/404 and unpermitted ones to /error/403', async () => {
    expect(await firstPath('/dashboard/account/nope')).to.equal('/error/404')
    expect(await firstPath('/dashboard/account/general', ['setttings.sites'])).to.equal(
      '/error/403',
    )
  })

  it('the misspelled setttings.sites opens Sites; only permitted tabs show (ACCT-03)', async () => {
    const el = open('/dashboard/account/sites', ['setttings.sites'])
    await waitForText(el, 'Site 01')
    expect(tabNames(el)).to.deep.equal(['Sites'])
  })

  it('a mocked session sees every tab but Payment Information (ACCT-03)', async () => {
    const el = open('/dashboard/account/general', [], { mocked: '' })
    await waitForText(el, 'Account Settings')
    expect(tabNames(el)).to.deep.equal(['General', 'Users', 'Sites', 'Ads.txt'])
  })

  it('an empty permission list renders nothing (ACCT-02)', async () => {
    const el = open('/dashboard/account/general', [])
    // Its first render is committed and its mount effects have run.
    await ready(el)
    expect(text(el).trim()).to.equal('')
    expect(suite.spy.paths()).to.deep.equal([])
  })

  it('General is read-only until Edit; Save sends the trimmed fields and says so (ACCT-04/05)', async () => {
    const el = open('/dashboard/account/general')
    const name = await field(el, 'Name')
    await waitFor(() => name.value === 'Demo Publisher')
    expect(name.readOnly).to.equal(true)
    expect(findButton(el, 'Save')).to.equal(null)
    ;(await button(el, 'Edit')).click()
    await waitFor(() => !name.readOnly)
    await fill(await field(el, 'City'), '  Brooklyn  ')
    ;(await button(el, 'Save')).click()
    await waitForText(el, 'Your General information has been saved Successfully')
    const put = suite.api.calls.find((c) => c.method === 'PUT')!
    expect(JSON.parse(put.body!)).to.deep.equal({ ...INFO, city: 'Brooklyn' })
    expect((await field(el, 'City')).readOnly).to.equal(true)
  })

  it('every field is required: an emptied field shows its error and nothing is sent', async () => {
    const el = await editGeneral()
    await fill(await field(el, 'Zip'), '   ')
    ;(await button(el, 'Save')).click()
    await waitForText(el, 'This field is required')
    expect(suite.api.calls.some((c) => c.method === 'PUT')).to.equal(false)
  })

  it('a failed save shows the spec failure text and keeps the edits', async () => {
    saveReply = { status: 500, body: { error: { code: 'server_error', message: 'x', fields: [] } } }
    const el = await editGeneral()
    await fill(await field(el, 'Country'), 'Canada')
    ;(await button(el, 'Save')).click()
    await waitForText(el, 'There was a problem saving your General Information')
    expect((await field(el, 'Country')).value).to.equal('Canada')
    expect((await field(el, 'Country')).readOnly).to.equal(false)
  })

  it('a failed check focuses the first invalid field; a second Save while one runs sends once', async () => {
    // Holds every PUT until release(), counting them as they are asked for.
    let release: () => void = () => {}
    const held = new Promise<void>((r) => (release = r))
    let puts = 0
    const stubbed = window.fetch
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        puts += 1
        await held
      }
      return stubbed(input, init)
    }
    const el = await editGeneral()
    await fill(await field(el, 'City'), '')
    await fill(await field(el, 'Country'), '')
    ;(await button(el, 'Save')).click()
    const city = await field(el, 'City')
    await waitFor(() => root(el).activeElement === city)
    expect(city.getAttribute('aria-invalid')).to.equal('true')
    await fill(city, 'Queens')
    await fill(await field(el, 'Country'), 'United States')
    const save = await button(el, 'Save')
    save.click()
    save.click()
    root(el).querySelector('form')!.requestSubmit()
    await waitFor(() => puts > 0 && findButton(el, 'Saving…'))
    save.click()
    root(el).querySelector('form')!.requestSubmit()
    release()
    await waitForText(el, 'Your General information has been saved Successfully')
    expect(puts).to.equal(1)
    expect(suite.api.calls.filter((c) => c.method === 'PUT').length).to.equal(1)
  })

  it('leaving General with unsaved edits asks first: Stay keeps them, Leave goes (PAY-17)', async () => {
    const el = await editGeneral()
    await fill(await field(el, 'City'), 'Boston')
    const usersTab = () => findLink(el, 'Users')!
    usersTab().click()
    await waitForText(el, 'You have unsaved changes. Leave anyway?')
    expect(text(el)).to.contain('The changes you made to your general information will be lost.')
    expect(suite.spy.paths()).to.deep.equal([])
    ;(await button(el, 'Stay')).click()
    await waitFor(() => !root(el).querySelector('dialog[open]'))
    expect((await field(el, 'City')).value).to.equal('Boston')
    expect(suite.spy.paths()).to.deep.equal([])

    // Closing or reloading the page asks the browser's question while the edits are unsaved.
    const unload = new Event('beforeunload', { cancelable: true })
    dispatchEvent(unload)
    expect(unload.defaultPrevented).to.equal(true)

    usersTab().click()
    ;(await button(el, 'Leave')).click()
    await waitFor(() => suite.spy.paths().length > 0)
    expect(suite.spy.paths()).to.deep.equal(['/dashboard/account/users'])
  })

  it('without edits (or after Save or Cancel) a tab change goes at once and unload is not held', async () => {
    const el = await editGeneral()
    await fill(await field(el, 'City'), 'Boston')
    ;(await button(el, 'Cancel')).click()
    await waitFor(() => findField(el, 'City')!.value === 'New York')
    const unload = new Event('beforeunload', { cancelable: true })
    dispatchEvent(unload)
    expect(unload.defaultPrevented).to.equal(false)
    ;(await button(el, 'Edit')).click()
    await fill(await field(el, 'City'), 'Boston')
    ;(await button(el, 'Save')).click()
    await waitForText(el, 'Your General information has been saved Successfully')
    findLink(el, 'Sites')!.click()
    await waitFor(() => suite.spy.paths().length > 0)
    expect(suite.spy.paths()).to.deep.equal(['/dashboard/account/sites'])
    expect(root(el).querySelector('dialog[open]')).to.equal(null)
  })

  it('Sites lists ten a page with external links, the note and paging (ACCT-16)', async () => {
    const el = open('/dashboard/account/sites')
    await waitForText(el, 'Site 01')
    expect(text(el)).to.contain('To add a site, please email your account manager or support.')
    const links = Array.from(root(el).querySelectorAll<HTMLAnchorElement>('tbody a'))
    expect(links.length).to.equal(10)
    expect(links[0]!.target).to.equal('_blank')
    expect(links[0]!.href).to.equal('https://site1.example/')
    expect(text(el)).to.contain('1–10 of 12')
    ;(await button(el, 'Next')).click()
    await waitForText(el, 'Site 12')
    expect(text(el)).to.contain('11–12 of 12')
    expect((await button(el, 'Next')).disabled).to.equal(true)
  })

  it('a 403 reloads the permissions through the store and the screen follows them (CORE-07)', async () => {
    suite.api.restore()
    const forbidden = { status: 403, body: { error: { code: 'forbidden', message: 'no' } } }
    suite.api = stubApi({
      [`GET ${SITES}`]: forbidden,
      [routeOf(usersCalls.get, { userUUID: 'usr-1' })]: {
        body: { permissions: ['settings.general', 'settings.sites'] },
      },
    })
    const el = open('/dashboard/account/sites')
    await waitFor(() =>
      suite.api.calls.some((c) => c.path === pathOf(usersCalls.get, { userUUID: 'usr-1' })),
    )
    await waitFor(() => tabNames(el).length === 2)
    expect(tabNames(el)).to.deep.equal(['General', 'Sites'])
  })

  it('Sites says the spec text when the list fails, and nothing is listed (ACCT-16)', async () => {
    suite.api.restore()
    suite.api = stubApi({
      [`GET ${SITES}`]: { status: 500, body: { error: { code: 'server_error', message: 'x' } } },
    })
    const el = open('/dashboard/account/sites')
    await waitForText(el, 'There was an issue fetching your Sites')
    expect(root(el).querySelectorAll('tbody a').length).to.equal(0)
    expect(text(el)).not.to.contain('Site 01')
  })
})
