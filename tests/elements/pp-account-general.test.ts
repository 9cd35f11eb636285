// pp-account-settings frame (ACCT-01..03), General (ACCT-04/05) and Sites (ACCT-16): tab order
// and gates, the read-only form with Edit and Save and its messages, the paged sites list.
import { expect } from '@esm-bundle/chai'
import {
  build,
  button,
  cleanBody,
  clearHash,
  field,
  fill,
  findButton,
  loadElement,
  mount,
  ready,
  root,
  spyEvents,
  stubApi,
  text,
  waitFor,
  waitForText,
} from './helpers'

const ACCOUNT = 'acc-general'
const GENERAL = `/api/accounts/accounts/${ACCOUNT}`
const SITES = `/api/accounts/accounts/${ACCOUNT}/sites`
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
  let spy: ReturnType<typeof spyEvents>
  let api: ReturnType<typeof stubApi>
  let saveReply: { status?: number; body?: unknown } | null
  const sites = siteList(12)

  before(() => loadElement('pp-account-settings'))
  beforeEach(() => {
    spy = spyEvents()
    saveReply = null
    api = stubApi({
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
  afterEach(() => {
    api.restore()
    spy.stop()
    clearHash()
    cleanBody()
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
    open('/dashboard/account', ['settings.adsTxt', 'home.adMetrics'])
    await waitFor(() => spy.paths().length > 0)
    expect(spy.paths()[0]).to.equal('/dashboard/account/adstxt')
    cleanBody()
    spy.stop()
    spy = spyEvents()
    open('/dashboard/account', ['home.adMetrics'])
    await waitFor(() => spy.paths().length > 0)
    expect(spy.paths()[0]).to.equal('/error/403')
  })

  it('unknown tabs go to /error/404 and unpermitted ones to /error/403', async () => {
    open('/dashboard/account/nope')
    await waitFor(() => spy.paths().length > 0)
    expect(spy.paths()[0]).to.equal('/error/404')
    cleanBody()
    spy.stop()
    spy = spyEvents()
    open('/dashboard/account/general', ['setttings.sites'])
    await waitFor(() => spy.paths().length > 0)
    expect(spy.paths()[0]).to.equal('/error/403')
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
    expect(spy.paths()).to.deep.equal([])
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
    const put = api.calls.find((c) => c.method === 'PUT')!
    expect(JSON.parse(put.body!)).to.deep.equal({ ...INFO, city: 'Brooklyn' })
    expect((await field(el, 'City')).readOnly).to.equal(true)
  })

  it('every field is required: an emptied field shows its error and nothing is sent', async () => {
    const el = open('/dashboard/account/general')
    await waitFor(() => findButton(el, 'Edit') && !findButton(el, 'Edit')!.disabled)
    ;(await button(el, 'Edit')).click()
    await fill(await field(el, 'Zip'), '   ')
    ;(await button(el, 'Save')).click()
    await waitForText(el, 'This field is required')
    expect(api.calls.some((c) => c.method === 'PUT')).to.equal(false)
  })

  it('a failed save shows the spec failure text and keeps the edits', async () => {
    saveReply = { status: 500, body: { error: { code: 'server_error', message: 'x', fields: [] } } }
    const el = open('/dashboard/account/general')
    await waitFor(() => findButton(el, 'Edit') && !findButton(el, 'Edit')!.disabled)
    ;(await button(el, 'Edit')).click()
    await fill(await field(el, 'Country'), 'Canada')
    ;(await button(el, 'Save')).click()
    await waitForText(el, 'There was a problem saving your General Information')
    expect((await field(el, 'Country')).value).to.equal('Canada')
    expect((await field(el, 'Country')).readOnly).to.equal(false)
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
})
