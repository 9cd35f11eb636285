// pp-ratings manager (RAT-08..12, RAT-22, RAT-23): the heading and Website dropdown, the tabs and
// their paths, the Test Page link of mocked sessions, the Code tab (codes, notes, failure) and the
// Analytics tab (the export's two calls, the saved file, the three failures, the tooltips and the
// exporting state). Downloads are caught at URL.createObjectURL and the link's click.
import { expect } from '@esm-bundle/chai'
import { sendKeys, sendMouse } from '@web/test-runner-commands'
import {
  build,
  cleanBody,
  clearHash,
  loadElement,
  mount,
  ready,
  root,
  text,
  waitFor,
  waitForText,
} from './page'
import {
  accessibilityProblems,
  accessibleName,
  button,
  field,
  findButton,
  findField,
} from './queries'
import { type ApiReply, holdCalls, type StubCall } from './fake-api'
import { captureDownloads, type SavedFile, spyEvents } from './page-fakes'
import {
  ACCOUNT,
  FAIL,
  SITES,
  UNIT_CODE,
  configurationOf,
  mountRatings,
  stubRatings,
} from './ratings-fixtures'
import { accountCalls } from '../../src/contracts/accounts/account'
import { ratingsCalls } from '../../src/contracts/ratings/ratings'
import { routeOf, pathOf } from './contract-stubs'

const MANAGER = '/dashboard/ratings/ratingsmanager'
const EXPORT = pathOf(ratingsCalls.exportFile)
const FILE = pathOf(ratingsCalls.file, { file: 'site-a.csv' })
const NOT_FOUND = { status: 404, body: { error: { code: 'not_found', message: 'x', fields: [] } } }
const CSV_TIP =
  'A CSV file (opens in Excel or Sheets) with each page that has the Ratings Unit: the total ratings recorded and the current average rating.'
const XML_TIP =
  'An XML file with each page that has the Ratings Unit: the total ratings recorded and the current average rating, for importing into other systems.'
const query = (call: StubCall) => new URL(call.path, location.origin).searchParams

describe(`pp-ratings manager (${build})`, () => {
  let spy: ReturnType<typeof spyEvents>
  let api: ReturnType<typeof stubRatings>
  let saved: SavedFile[]
  let restoreDownloads: () => void
  let fail: Set<string>
  let pageIds: boolean
  /** API-118's answer: the file's address (on this origin unless a test changes it). */
  let fileUrl: string
  let disposition: string | null
  /** The account's sites as the server lists them now. */
  let sites: typeof SITES
  const undo: Array<() => void> = []

  before(() => loadElement('pp-ratings'))
  beforeEach(() => {
    spy = spyEvents()
    fail = new Set()
    pageIds = false
    fileUrl = `${location.origin}${FILE}`
    disposition = 'attachment; filename="ratings-daily.csv"'
    const file = (): ApiReply =>
      fail.has('download')
        ? FAIL
        : {
            body: 'Page,Total Ratings,Average Rating\n/a,2,4.5\n',
            headers: disposition ? { 'content-disposition': disposition } : {},
          }
    sites = SITES
    api = stubRatings({
      [routeOf(accountCalls.sites, { accountUUID: ACCOUNT })]: () => ({ body: { items: sites } }),
      [routeOf(ratingsCalls.configuration)]: (call) => {
        if (fail.has('config')) return FAIL
        const config = configurationOf(query(call).get('siteUUID')!)
        config.configuration.enablePageId = pageIds
        return { body: config }
      },
      [routeOf(ratingsCalls.code)]: () =>
        fail.has('code') ? FAIL : { body: { ...UNIT_CODE, enablePageId: pageIds } },
      [`GET ${EXPORT}`]: () =>
        fail.has('export404')
          ? NOT_FOUND
          : fail.has('export')
            ? FAIL
            : { body: { exportedFileUrl: fileUrl } },
      [`GET ${FILE}`]: file,
      [routeOf(ratingsCalls.file, { file: 'site-a.xml' })]: file,
    })
    const downloads = captureDownloads()
    saved = downloads.saved
    restoreDownloads = downloads.restore
  })
  afterEach(async () => {
    for (const u of undo.splice(0).reverse()) u()
    restoreDownloads()
    api.restore()
    spy.stop()
    await sendMouse({ type: 'move', position: [0, 0] })
    clearHash()
    cleanBody()
  })

  const open = (tab: string, attrs: Record<string, string> = {}) =>
    mountRatings(`${MANAGER}/${tab}`, attrs)
  const gets = (prefix: string) =>
    api.calls.filter((c) => c.method === 'GET' && c.path.startsWith(prefix))
  const tabLinks = (el: HTMLElement) =>
    Array.from(root(el).querySelectorAll<HTMLAnchorElement>('nav[aria-label="Ratings sections"] a'))
  const siteSelect = (el: HTMLElement) =>
    waitFor(() => root(el).querySelector<HTMLSelectElement>('select'))
  const testPage = (el: HTMLElement) =>
    Array.from(root(el).querySelectorAll('a')).find((a) => a.textContent?.includes('Test Page')) ??
    null
  const heading = (el: HTMLElement) => root(el).querySelector('h1')?.textContent

  describe('heading, Website dropdown, tabs, Test Page (RAT-08..10)', () => {
    it('shows "Ratings (Site A)" and switching the Website loads the other site (RAT-08)', async () => {
      const el = open('code')
      await waitFor(() => heading(el) === 'Ratings (Site A)')
      const select = await siteSelect(el)
      expect(select.labels?.[0]?.textContent).to.equal('Website')
      expect(Array.from(select.options).map((o) => [o.value, o.textContent])).to.deep.equal([
        ['site-a', 'Site A'],
        ['site-b', 'Site B'],
      ])
      await waitFor(() => gets(pathOf(ratingsCalls.code)).length === 1)
      select.value = 'site-b'
      select.dispatchEvent(new Event('change', { bubbles: true }))
      await waitFor(() => heading(el) === 'Ratings (Site B)')
      const configs = gets(pathOf(ratingsCalls.configuration))
      expect(configs.map((c) => query(c).get('siteUUID'))).to.deep.equal(['site-a', 'site-b'])
      await waitFor(() =>
        gets(pathOf(ratingsCalls.code)).some((c) => query(c).get('siteUUID') === 'site-b'),
      )
      expect(accessibilityProblems(root(el))).to.deep.equal([])
    })

    it('chooses the first site again when the number of sites changes (RAT-08)', async () => {
      // The store's site list fills when a session starts (pp-shell's SHELL-23 fetches); a
      // different count refetches the manager's sites and chooses the first one again.
      await loadElement('pp-shell')
      const user = `usr-reselect-${build}`
      const el = open('code', { 'user-uuid': user })
      await waitFor(() => heading(el) === 'Ratings (Site A)')
      const select = await siteSelect(el)
      select.value = 'site-b'
      select.dispatchEvent(new Event('change', { bubbles: true }))
      await waitFor(() => heading(el) === 'Ratings (Site B)')
      const before = gets(pathOf(accountCalls.sites, { accountUUID: ACCOUNT })).length
      sites = [...SITES, { siteUUID: 'site-c', name: 'Site C', url: 'https://c.example/' }]
      mount('pp-shell', {
        route: '/dashboard/other',
        'account-uuid': ACCOUNT,
        'user-uuid': user,
        permissions: JSON.stringify(['home.view']),
      })
      // The shell's fetch and then the manager's own.
      await waitFor(
        () => gets(pathOf(accountCalls.sites, { accountUUID: ACCOUNT })).length >= before + 2,
      )
      await waitFor(() => (root(el).querySelector('select')?.options.length ?? 0) === 3)
      await waitFor(() => heading(el) === 'Ratings (Site A)')
      expect(root(el).querySelector('select')?.value).to.equal('site-a')
    })

    it('lists the tabs with their paths; a tab asks for its path (RAT-09)', async () => {
      const el = open('analytics')
      await waitFor(() => tabLinks(el).length === 4)
      expect(tabLinks(el).map((a) => a.textContent)).to.deep.equal([
        'Code',
        'Configuration',
        'Add-ons',
        'Analytics',
      ])
      expect(tabLinks(el).map((a) => a.getAttribute('href'))).to.deep.equal(
        ['code', 'configuration', 'addons', 'analytics'].map((t) => `${MANAGER}/${t}`),
      )
      const current = tabLinks(el).filter((a) => a.getAttribute('aria-current') === 'page')
      expect(current.map((a) => a.textContent)).to.deep.equal(['Analytics'])
      tabLinks(el)[0]!.click()
      await waitFor(() => spy.paths().length > 0)
      expect(spy.of('pp-navigate')).to.deep.equal([{ path: `${MANAGER}/code`, replace: false }])
    })

    it('Test Page shows only in a mocked session, for the chosen site (RAT-10)', async () => {
      const plain = open('code')
      await waitFor(() => heading(plain) === 'Ratings (Site A)')
      await ready(plain)
      expect(testPage(plain) === null).to.equal(true)
      expect(text(plain)).to.not.contain('Test Page')
      plain.remove()
      const mocked = open('code', {
        mocked: '',
        'test-page-url': '/demo/article?siteUUID={siteUUID}',
      })
      const link = await waitFor(() => testPage(mocked))
      expect(accessibleName(link)).to.equal('Test Page↗ (opens in a new tab)')
      expect(link.href).to.equal(`${location.origin}/demo/article?siteUUID=site-a`)
      expect(link.target).to.equal('_blank')
    })

    it("Test Page without a host's test page opens the chosen site itself (RAT-10, production)", async () => {
      const el = open('code', { mocked: '' })
      const link = await waitFor(() => testPage(el))
      expect(link.href).to.equal('https://a.example/')
      expect(link.href).to.not.contain('/demo/')
    })
  })

  describe('Code tab (RAT-11, RAT-12)', () => {
    it('shows the Header Code and Ratings Unit Code with the notes; no {extPageId} without page IDs', async () => {
      const el = open('code')
      const header = await field(el, 'Header Code')
      expect(header.value).to.equal(UNIT_CODE.headerCode)
      expect(findField(el, 'Ratings Unit Code')!.value).to.equal(UNIT_CODE.ratingUnitCode)
      expect(text(el)).to.contain(
        'The header code is the same for all hard-coded units; add it once per page.',
      )
      expect(text(el)).to.contain('Replace {articleURL} with your values.')
      expect(text(el)).to.not.contain('{extPageId}')
      expect(accessibilityProblems(root(el))).to.deep.equal([])
    })

    it('names {extPageId} when page IDs are enabled', async () => {
      pageIds = true
      const el = open('code')
      await field(el, 'Ratings Unit Code')
      expect(text(el)).to.contain('Replace {articleURL} (and {extPageId}) with your values.')
    })

    it('shows the loading skeleton while the code loads (RAT-11)', async () => {
      const release = holdCalls('/rating-units/code', undo)
      const el = open('code')
      await waitForText(el, 'Install the Ratings Unit')
      expect(root(el).querySelector('[aria-busy="true"]') !== null).to.equal(true)
      expect(findField(el, 'Header Code') === null).to.equal(true)
      release()
      await field(el, 'Header Code')
    })

    it('a failure says so and its retry loads the code (RAT-12)', async () => {
      fail.add('code')
      const el = open('code')
      await waitForText(el, 'There was a problem fetching Ratings Unit Code.')
      fail.delete('code')
      ;(await button(el, 'Try again')).click()
      await field(el, 'Header Code')
      expect(text(el)).to.not.contain('There was a problem fetching Ratings Unit Code.')
      expect(gets(pathOf(ratingsCalls.code))).to.have.length(2)
    })
  })

  describe('Analytics tab (RAT-22, RAT-23)', () => {
    async function openAnalytics() {
      const el = open('analytics')
      await waitForText(el, 'Export Events Analytics for Ratings in Your Site')
      return el
    }
    /** The tab with the stub's `failure` on and `Export as ${format}` pressed. */
    async function failedExport(failure: string, format: 'CSV' | 'XML') {
      fail.add(failure)
      const el = await openAnalytics()
      ;(await button(el, `Export as ${format}`)).click()
      return el
    }

    it('shows the title, the line about the file and both buttons; accessible (RAT-22)', async () => {
      const el = await openAnalytics()
      expect(text(el)).to.contain(
        'The file has the total ratings recorded and the current average rating for all pages with the Ratings Unit.',
      )
      expect((await button(el, 'Export as CSV')).disabled).to.equal(false)
      expect(findButton(el, 'Export as XML')!.disabled).to.equal(false)
      expect(accessibilityProblems(root(el))).to.deep.equal([])
    })

    it('Export as CSV asks for the address, fetches the file and saves it under the server name (RAT-23)', async () => {
      const el = await openAnalytics()
      ;(await button(el, 'Export as CSV')).click()
      await waitFor(() => saved.length === 1)
      expect(saved[0]!.name).to.equal('ratings-daily.csv')
      expect(await saved[0]!.blob!.text()).to.contain('Page,Total Ratings,Average Rating')
      const asked = gets(EXPORT)
      expect(asked).to.have.length(1)
      expect(query(asked[0]!).get('format')).to.equal('csv')
      expect(query(asked[0]!).get('siteUUID')).to.equal('site-a')
      expect(gets(FILE)).to.have.length(1)
    })

    it('Export as XML saves ratings-<site name>.xml when the server gives no name (RAT-23)', async () => {
      disposition = null
      fileUrl = `${location.origin}/api/ratings/v1/ratings/analytics/files/site-a.xml`
      const el = await openAnalytics()
      ;(await button(el, 'Export as XML')).click()
      await waitFor(() => saved.length === 1)
      expect(saved[0]!.name).to.equal('ratings-Site A.xml')
      expect(query(gets(EXPORT)[0]!).get('format')).to.equal('xml')
    })

    it('a 404 says no ratings are recorded yet (RAT-23)', async () => {
      const el = await failedExport('export404', 'CSV')
      await waitForText(el, 'No ratings recorded yet to the selected site.')
      expect(text(el)).to.not.contain('There was an error on exporting the ratings analytics.')
      await waitFor(() => findButton(el, 'Export as CSV')?.disabled === false)
      expect(gets('/api/ratings/v1/ratings/analytics/files')).to.have.length(0)
      expect(saved).to.deep.equal([])
    })

    it('another export failure says the export failed (RAT-23)', async () => {
      const el = await failedExport('export', 'XML')
      await waitForText(el, 'There was an error on exporting the ratings analytics.')
      expect(text(el)).to.not.contain('No ratings recorded yet to the selected site.')
      expect(saved).to.deep.equal([])
    })

    it('a failed file fetch says the download failed (RAT-23)', async () => {
      const el = await failedExport('download', 'CSV')
      await waitForText(el, 'There was an error downloading the exported file.')
      expect(text(el)).to.not.contain('There was an error on exporting the ratings analytics.')
      expect(gets(FILE)).to.have.length(1)
      expect(saved).to.deep.equal([])
    })

    it('a file address on another origin is refused without a request (RAT-23)', async () => {
      fileUrl = 'https://elsewhere.example/api/ratings/v1/ratings/analytics/files/site-a.csv'
      const asked: string[] = []
      const answer = window.fetch
      window.fetch = (input, init) => {
        asked.push(String(input instanceof Request ? input.url : input))
        return answer(input, init)
      }
      undo.push(() => (window.fetch = answer))
      const el = await openAnalytics()
      ;(await button(el, 'Export as CSV')).click()
      await waitForText(el, 'There was an error downloading the exported file.')
      expect(asked.filter((u) => u.includes('elsewhere.example'))).to.deep.equal([])
      expect(saved).to.deep.equal([])
    })

    it('shows which format is exporting; the other waits (RAT-22)', async () => {
      const release = holdCalls(EXPORT, undo)
      const el = await openAnalytics()
      ;(await button(el, 'Export as XML')).click()
      const busy = await button(el, 'Exporting XML…')
      expect(busy.getAttribute('aria-busy')).to.equal('true')
      expect(busy.disabled).to.equal(true)
      expect(findButton(el, 'Export as CSV')!.disabled).to.equal(true)
      release()
      await waitFor(() => findButton(el, 'Export as XML')?.disabled === false)
      expect(findButton(el, 'Export as CSV')!.disabled).to.equal(false)
    })

    it('each button has its tooltip: on focus and hover, described by it, Escape closes (RAT-22)', async () => {
      const el = await openAnalytics()
      const csv = await button(el, 'Export as CSV')
      const xml = findButton(el, 'Export as XML')!
      const tipOf = (b: HTMLElement) =>
        root(el).getElementById(b.getAttribute('aria-describedby') ?? '')
      expect(tipOf(csv)?.getAttribute('role')).to.equal('tooltip')
      expect(tipOf(csv)?.textContent).to.equal(CSV_TIP)
      expect(tipOf(xml)?.textContent).to.equal(XML_TIP)
      expect(tipOf(csv)!.hidden).to.equal(true)
      csv.focus()
      await waitFor(() => tipOf(csv)!.hidden === false)
      expect(tipOf(xml)!.hidden).to.equal(true)
      await sendKeys({ press: 'Escape' })
      await waitFor(() => tipOf(csv)!.hidden === true)
      // Tab moves on to the XML button, whose tooltip opens.
      await sendKeys({ press: 'Tab' })
      await waitFor(() => tipOf(xml)!.hidden === false)
      expect(tipOf(csv)!.hidden).to.equal(true)
      xml.blur()
      await waitFor(() => tipOf(xml)!.hidden === true)
      const box = csv.getBoundingClientRect()
      await sendMouse({
        type: 'move',
        position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
      })
      await waitFor(() => tipOf(csv)!.hidden === false)
      await sendMouse({ type: 'move', position: [0, 0] })
      await waitFor(() => tipOf(csv)!.hidden === true)
    })
  })
})
