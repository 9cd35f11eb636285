// pp-commenting comment manager (COM-07, COM-09, COM-11, COM-37..42): the tabs, the site
// selector and its configuration, and the Code, Statistics, Export and Advanced tabs. Downloads
// are caught at URL.createObjectURL and the link's click, so no file is saved.
import { expect } from '@esm-bundle/chai'
import {
  accessibilityProblems,
  build,
  button,
  captureDownloads,
  cleanBody,
  clearHash,
  field,
  findButton,
  findField,
  loadElement,
  mount,
  root,
  spyEvents,
  stubApi,
  text,
  waitFor,
  waitForText,
  type SavedFile,
  type StubCall,
} from './helpers'

const ACCOUNT = 'acc-manager'
const MANAGER = '/dashboard/commenting/commentmanager'
const SITES = [
  { siteUUID: 'site-1', name: 'Demo News', url: 'https://news.example/' },
  { siteUUID: 'site-2', name: 'Second Site', url: 'https://second.example/' },
]
const UNIT_OF: Record<string, string> = { 'site-1': 'unit-1', 'site-2': 'unit-2' }
const FAILURE = { status: 500, body: { error: { code: 'server_error', message: 'x', fields: [] } } }
const NOT_FOUND = { status: 404, body: { error: { code: 'not_found', message: 'x', fields: [] } } }
const CODE_FIELDS = [
  'Header Code',
  'Commenting Unit Code',
  'Community Add-On Code',
  'Comments Counter Loading Script',
]
const COLUMNS = ['Date Range', 'Views', 'Comments', 'Promo Tokens', 'Other Tokens']
const STATS = '/api/commenting/v1/commenting-units/unit-1/metrics/commenting-units'
const MIGRATE = '/api/pub-portal/v1/commenting-units/unit-1/migrate-status'

/** The site named in a path like /api/commenting/v1/sites/site-2/… */
const siteIn = (call: StubCall) => /\/sites\/([^/?]+)/.exec(call.path)![1]!
const query = (call: StubCall) => new URL(call.path, location.origin).searchParams
/** A statistics page: `count` rows from `skip` on, named by interval and position. */
function statsPage(call: StubCall, count: number, hasMoreData: boolean) {
  const q = query(call)
  const skip = Number(q.get('skip'))
  const rows = Array.from({ length: count }, (_, i) => ({
    dateRange: `${q.get('interval')} ${skip + i + 1}`,
    viewCount: 1000 + i,
    commentCount: i,
    promoTokenCount: 2,
    otherTokenCount: 3,
  }))
  return { body: { groups: [{ date: 'g', rows }], hasMoreData } }
}

describe(`pp-commenting comment manager (${build})`, () => {
  let spy: ReturnType<typeof spyEvents>
  let api: ReturnType<typeof stubApi>
  let fail: Set<string>
  let exportStatus: number
  let migration: string
  let failedAt: number | null
  let saved: SavedFile[]
  let restoreDownloads: () => void

  before(() => loadElement('pp-commenting'))
  beforeEach(() => {
    spy = spyEvents()
    fail = new Set()
    exportStatus = 200
    migration = 'READY'
    failedAt = null
    const unless = (key: string, reply: () => object) => () => (fail.has(key) ? FAILURE : reply())
    const file = () => {
      if (exportStatus === 200) return { body: 'a,b\n1,2' }
      failedAt = performance.now()
      return exportStatus === 404 ? NOT_FOUND : FAILURE
    }
    api = stubApi({
      'GET /api/access/v1/accounts/*/product-access-requests': {
        body: { requestStatus: 'APPROVED', userEmail: 'o@demo.test', productType: 'COMMENTING' },
      },
      [`GET /api/accounts/accounts/${ACCOUNT}/sites`]: { body: { items: SITES } },
      'GET /api/commenting/v1/sites/*/configurations': (call) =>
        fail.has('config')
          ? FAILURE
          : {
              body: {
                commentingUnitUUID: UNIT_OF[siteIn(call)],
                commentingUnitConfigurationUUID: `conf-${siteIn(call)}`,
                isActive: true,
              },
            },
      'GET /api/commenting/v1/sites/*/commenting-units/code': (call) =>
        fail.has('code')
          ? FAILURE
          : {
              body: {
                commentingUnitCode: {
                  headerCode: `<script src="https://cdn.example/${siteIn(call)}.js"></script>`,
                  bodyCode: `<div data-unit="${siteIn(call)}"></div>`,
                },
              },
            },
      'GET /api/commenting/v1/sites/*/commenting-units/add-ons/code': unless('addons', () => ({
        body: {
          communityCode: { code: '<div class="community"></div>' },
          commentsCounterCode: { headerCode: '<script src="counter.js"></script>', bodyCode: '' },
        },
      })),
      [`GET ${STATS}`]: (call) =>
        fail.has('stats')
          ? FAILURE
          : query(call).get('skip') === '0'
            ? statsPage(call, 10, true)
            : statsPage(call, 3, false),
      [`GET ${STATS}/export`]: file,
      'GET /api/commenting/v1/commenting-units/unit-1/metrics/user-profiles/export': file,
      [`GET ${MIGRATE}`]: () => ({
        body: { migrationStatus: migration, commentingUnitUUID: 'unit-1' },
      }),
      [`PUT ${MIGRATE}`]: () => {
        migration = 'STARTED'
        return { body: { commentingUnitUUID: 'unit-1' } }
      },
    })
    // Downloads: keep the file name and size, save nothing.
    const downloads = captureDownloads()
    saved = downloads.saved
    restoreDownloads = downloads.restore
  })
  afterEach(() => {
    restoreDownloads()
    api.restore()
    spy.stop()
    clearHash()
    cleanBody()
  })

  function open(tab: string) {
    return mount('pp-commenting', {
      route: `${MANAGER}/${tab}`,
      'account-uuid': ACCOUNT,
      'user-uuid': 'usr-1',
      permissions: '[]',
    })
  }
  const gets = (prefix: string) =>
    api.calls.filter((c) => c.method === 'GET' && c.path.startsWith(prefix))
  const siteSelect = (el: HTMLElement) =>
    waitFor(() =>
      Array.from(root(el).querySelectorAll('select')).find((s) =>
        Array.from(s.labels).some((l) => l.textContent === 'Site'),
      ),
    )
  const tabLinks = (el: HTMLElement) =>
    Array.from(
      root(el).querySelectorAll<HTMLAnchorElement>('nav[aria-label="Commenting sections"] a'),
    )
  /** The Interval group's buttons by label. */
  const interval = (el: HTMLElement, label: string) =>
    Array.from(root(el).querySelectorAll('[role="group"][aria-label="Interval"] button')).find(
      (b) => b.textContent === label,
    )!
  const bodyRows = (el: HTMLElement) =>
    Array.from(root(el).querySelectorAll('tbody tr')).map((r) => r.querySelector('td')!.textContent)

  describe('tabs and site selector (COM-07, COM-09)', () => {
    it('lists the tabs in order with aria-current on the route’s tab (COM-07)', async () => {
      const el = open('statistics')
      await waitFor(() => tabLinks(el).length === 6)
      expect(tabLinks(el).map((a) => a.textContent)).to.deep.equal([
        'Code',
        'Configuration',
        'Add-ons',
        'Statistics',
        'Export',
        'Advanced',
      ])
      expect(tabLinks(el).map((a) => a.getAttribute('href'))).to.deep.equal(
        ['code', 'configuration', 'addons', 'statistics', 'export', 'advanced'].map(
          (t) => `${MANAGER}/${t}`,
        ),
      )
      const current = tabLinks(el).filter((a) => a.getAttribute('aria-current') === 'page')
      expect(current.map((a) => a.textContent)).to.deep.equal(['Statistics'])
      tabLinks(el)[5]!.click()
      await waitFor(() => spy.paths().length > 0)
      expect(spy.of('pp-navigate')).to.deep.equal([{ path: `${MANAGER}/advanced`, replace: false }])
    })

    it('the site selector lists the sites, first selected; another site loads its configuration (COM-09)', async () => {
      const el = open('code')
      const select = await siteSelect(el)
      expect(Array.from(select.options).map((o) => [o.value, o.textContent])).to.deep.equal([
        ['site-1', 'Demo News'],
        ['site-2', 'Second Site'],
      ])
      await waitFor(() => select.value === 'site-1')
      expect(select.disabled).to.equal(false)
      await waitFor(() => findField(el, 'Header Code')?.value.includes('site-1'))
      const configs = '/api/commenting/v1/sites/'
      expect(gets(configs).filter((c) => c.path.includes('/configurations'))).to.have.length(1)
      const first = query(gets('/api/commenting/v1/sites/site-1/configurations')[0]!)
      expect(first.get('accountUUID')).to.equal(ACCOUNT)
      expect(first.get('siteURL')).to.equal('https://news.example/')

      select.value = 'site-2'
      select.dispatchEvent(new Event('change', { bubbles: true }))
      await waitFor(() => findField(el, 'Header Code')?.value.includes('site-2'))
      const second = gets('/api/commenting/v1/sites/site-2/configurations')
      expect(second).to.have.length(1)
      expect(query(second[0]!).get('siteURL')).to.equal('https://second.example/')
      // Exactly once: a tab never gets the new site with the previous site's configuration.
      expect(gets('/api/commenting/v1/sites/site-2/commenting-units/code')).to.have.length(1)
      expect(gets('/api/commenting/v1/sites/site-1/configurations')).to.have.length(1)
      expect((await siteSelect(el)).value).to.equal('site-2')
      expect(accessibilityProblems(root(el))).to.deep.equal([])
    })

    it('a configuration failure shows the spec text and Try again reloads it (COM-09)', async () => {
      fail.add('config')
      const el = open('code')
      await waitForText(el, 'There was a problem fetching your commenting settings for this site.')
      const retry = await button(el, 'Try again')
      expect(findField(el, 'Header Code')).to.equal(null)
      expect(gets('/api/commenting/v1/sites/site-1/configurations')).to.have.length(1)
      fail.delete('config')
      retry.click()
      const header = await field(el, 'Header Code')
      expect(header.value).to.equal('<script src="https://cdn.example/site-1.js"></script>')
      expect(gets('/api/commenting/v1/sites/site-1/configurations')).to.have.length(2)
      expect(findButton(el, 'Try again')).to.equal(null)
    })
  })

  describe('Code tab (COM-11)', () => {
    it('shows the Header Code and Commenting Unit Code from the server', async () => {
      const el = open('code')
      const header = await field(el, 'Header Code')
      expect(header.value).to.equal('<script src="https://cdn.example/site-1.js"></script>')
      expect(findField(el, 'Commenting Unit Code')!.value).to.equal(
        '<div data-unit="site-1"></div>',
      )
      expect(findButton(el, 'Copy Header Code')).to.not.equal(null)
      expect(findButton(el, 'Copy Commenting Unit Code')).to.not.equal(null)
      expect(gets('/api/commenting/v1/sites/site-1/commenting-units/code')).to.have.length(1)
    })

    it('a failure shows "There was a problem fetching Ratings Unit Code."', async () => {
      fail.add('code')
      const el = open('code')
      await waitForText(el, 'There was a problem fetching Ratings Unit Code.')
      expect(await button(el, 'Try again')).to.not.equal(null)
      expect(findField(el, 'Header Code')).to.equal(null)
    })
  })

  describe('Statistics tab (COM-37, COM-38)', () => {
    async function openStats() {
      const el = open('statistics')
      await waitFor(() => bodyRows(el).length === 10)
      return el
    }

    it('Day is pressed by default; the table has the spec columns and the first 10 rows (COM-37)', async () => {
      const el = await openStats()
      expect(interval(el, 'Day').getAttribute('aria-pressed')).to.equal('true')
      expect(interval(el, 'Month').getAttribute('aria-pressed')).to.equal('false')
      expect(interval(el, 'Year').getAttribute('aria-pressed')).to.equal('false')
      expect(
        Array.from(root(el).querySelectorAll('thead th')).map((t) => t.textContent),
      ).to.deep.equal(COLUMNS)
      const first = gets(STATS).filter((c) => !c.path.includes('/export'))
      expect(first).to.have.length(1)
      expect(query(first[0]!).get('interval')).to.equal('DAY')
      expect(query(first[0]!).get('skip')).to.equal('0')
      const cells = Array.from(root(el).querySelectorAll('tbody tr')[0]!.querySelectorAll('td'))
      expect(cells.map((c) => c.textContent)).to.deep.equal(['DAY 1', '1,000', '0', '2', '3'])
    })

    it('SHOW MORE asks for skip=10, appends the rows and goes away without more data (COM-37)', async () => {
      const el = await openStats()
      ;(await button(el, 'SHOW MORE')).click()
      await waitFor(() => bodyRows(el).length === 13)
      const pages = gets(STATS).filter((c) => !c.path.includes('/export'))
      expect(pages).to.have.length(2)
      expect(query(pages[1]!).get('skip')).to.equal('10')
      expect(query(pages[1]!).get('interval')).to.equal('DAY')
      expect(bodyRows(el).slice(9)).to.deep.equal(['DAY 10', 'DAY 11', 'DAY 12', 'DAY 13'])
      await waitFor(() => !findButton(el, 'SHOW MORE') && !findButton(el, 'Loading…'))
    })

    it('Month asks for interval=MONTH and is pressed (COM-37)', async () => {
      const el = await openStats()
      ;(interval(el, 'Month') as HTMLButtonElement).click()
      await waitFor(() => bodyRows(el)[0] === 'MONTH 1')
      expect(interval(el, 'Month').getAttribute('aria-pressed')).to.equal('true')
      expect(interval(el, 'Day').getAttribute('aria-pressed')).to.equal('false')
      const last = gets(STATS)
        .filter((c) => !c.path.includes('/export'))
        .at(-1)!
      expect(query(last).get('interval')).to.equal('MONTH')
      expect(query(last).get('skip')).to.equal('0')
    })

    it('a fetch failure shows "There was an issue fetching the statistics" (COM-37)', async () => {
      fail.add('stats')
      const el = open('statistics')
      await waitForText(el, 'There was an issue fetching the statistics')
      expect(await button(el, 'Try again')).to.not.equal(null)
      expect(root(el).querySelector('table')).to.equal(null)
    })

    it('Export All saves CommentStatistics.csv for the chosen interval (COM-38)', async () => {
      const el = await openStats()
      ;(interval(el, 'Month') as HTMLButtonElement).click()
      await waitFor(() => bodyRows(el)[0] === 'MONTH 1')
      ;(await button(el, 'Export All')).click()
      await waitFor(() => saved.length > 0)
      expect(saved.map((s) => s.name)).to.deep.equal(['CommentStatistics.csv'])
      expect(saved[0]!.size).to.be.greaterThan(0)
      const exports = gets(`${STATS}/export`)
      expect(exports).to.have.length(1)
      expect(query(exports[0]!).get('interval')).to.equal('MONTH')
    })

    it('Export All: 404 says there is no data, 500 says the export failed (COM-38)', async () => {
      const el = await openStats()
      exportStatus = 404
      ;(await button(el, 'Export All')).click()
      await waitForText(el, 'There is no statistics data to export.')
      expect(text(el)).to.not.contain('There was an issue exporting the statistics')
      await waitFor(() => findButton(el, 'Export All')?.disabled === false)
      exportStatus = 500
      findButton(el, 'Export All')!.click()
      await waitForText(el, 'There was an issue exporting the statistics')
      expect(saved).to.deep.equal([])
      expect(gets(`${STATS}/export`)).to.have.length(2)
    })
  })

  describe('Export tab (COM-39, COM-40)', () => {
    async function openExport() {
      const el = open('export')
      await waitForText(el, 'Export user data as a CSV or XML')
      return el
    }
    const PROFILES = '/api/commenting/v1/commenting-units/unit-1/metrics/user-profiles/export'

    it('Export as CSV and Export as XML ask for the format and save user-profiles.csv/.xml (COM-39)', async () => {
      const el = await openExport()
      expect(accessibilityProblems(root(el))).to.deep.equal([])
      ;(await button(el, 'Export as CSV')).click()
      await waitFor(() => saved.length === 1)
      await waitFor(() => findButton(el, 'Export as XML')?.disabled === false)
      findButton(el, 'Export as XML')!.click()
      await waitFor(() => saved.length === 2)
      expect(saved.map((s) => s.name)).to.deep.equal(['user-profiles.csv', 'user-profiles.xml'])
      expect(gets(PROFILES).map((c) => query(c).get('format'))).to.deep.equal(['CSV', 'XML'])
    })

    it('a 404 shows "No commenting recorded yet to the selected site." only after about 1.5 s (COM-40)', async () => {
      const el = await openExport()
      exportStatus = 404
      ;(await button(el, 'Export as CSV')).click()
      // The failure has been handled once the server answered and the button is no longer busy.
      await waitFor(() => failedAt !== null)
      await waitFor(() => !root(el).querySelector('button[aria-busy]'))
      expect(findButton(el, 'Export as CSV')!.disabled).to.equal(false)
      expect(text(el)).to.not.contain('No commenting recorded yet to the selected site.')
      await waitForText(el, 'No commenting recorded yet to the selected site.', 3000)
      expect(performance.now() - failedAt!).to.be.greaterThan(1200)
      expect(text(el)).to.not.contain('There was an error on exporting the Commenting analytics.')
      expect(saved).to.deep.equal([])
    })

    it('a 500 shows "There was an error on exporting the Commenting analytics." (COM-40)', async () => {
      const el = await openExport()
      exportStatus = 500
      ;(await button(el, 'Export as XML')).click()
      await waitForText(el, 'There was an error on exporting the Commenting analytics.', 3000)
      expect(text(el)).to.not.contain('No commenting recorded yet to the selected site.')
      expect(saved).to.deep.equal([])
    })
  })

  describe('Advanced tab (COM-41, COM-42)', () => {
    it('READY: Start migration is enabled and the four code fields show (COM-41, COM-42)', async () => {
      const el = open('advanced')
      await waitForText(el, 'Status: Ready to migrate')
      const start = await button(el, 'Start migration')
      expect(start.disabled).to.equal(false)
      for (const label of CODE_FIELDS) await field(el, label)
      expect(findField(el, 'Header Code')!.value).to.equal(
        '<script src="https://cdn.example/site-1.js"></script>',
      )
      expect(findField(el, 'Commenting Unit Code')!.value).to.equal(
        '<div data-unit="site-1"></div>',
      )
      expect(findField(el, 'Community Add-On Code')!.value).to.equal(
        '<div class="community"></div>',
      )
      expect(findField(el, 'Comments Counter Loading Script')!.value).to.equal(
        '<script src="counter.js"></script>',
      )
      expect(
        gets('/api/commenting/v1/sites/site-1/commenting-units/add-ons/code').map((c) =>
          query(c).get('showOnlyNewCode'),
        ),
      ).to.deep.equal(['true'])
    })

    it('Start migration PUTs STARTED and then fetches the status again (COM-41)', async () => {
      const el = open('advanced')
      await waitForText(el, 'Status: Ready to migrate')
      ;(await button(el, 'Start migration')).click()
      await waitForText(el, 'Status: Migration in progress')
      await waitFor(() => {
        const at = api.calls.findIndex((c) => c.method === 'PUT')
        return api.calls.slice(at + 1).some((c) => c.method === 'GET' && c.path === MIGRATE)
      })
      const puts = api.calls.filter((c) => c.method === 'PUT')
      expect(puts).to.have.length(1)
      expect(puts[0]!.path).to.equal(MIGRATE)
      expect(JSON.parse(puts[0]!.body!)).to.deep.equal({ status: 'STARTED' })
      // The new status the element asked for has been read and rendered.
      await api.answered((c) => c.path === MIGRATE)
      expect(text(el)).to.contain('Status: Migration in progress')
      expect(findButton(el, 'Start migration')!.disabled).to.equal(true)
    })

    for (const [status, words] of [
      ['COMPLETED', 'Migration completed'],
      ['NOT_REQUIRED', 'No migration needed'],
    ] as const) {
      it(`${status}: Start migration is disabled and the code fields are hidden (COM-41, COM-42)`, async () => {
        migration = status
        const el = open('advanced')
        // The status in words (#15), never the raw value.
        await waitForText(el, `Status: ${words}`)
        expect(text(el)).to.not.contain(status)
        expect((await button(el, 'Start migration')).disabled).to.equal(true)
        // Every answer the element asked for has been read and rendered.
        await api.answered()
        for (const label of CODE_FIELDS) expect(findField(el, label), label).to.equal(null)
        expect(root(el).querySelector('textarea')).to.equal(null)
      })
    }
  })
})
