// pp-commenting comment manager (COM-07, COM-09, COM-11, COM-41, COM-42): the tabs, the site
// selector and its configuration, and the Code and Advanced tabs. Statistics and Export:
// pp-commenting-stats.
import { expect } from '@esm-bundle/chai'
import { configurationCalls as calls } from '../../src/contracts/commenting/configuration'
import { migrationCalls } from '../../src/contracts/commenting/migration'
import { build, root, text, waitFor, waitForText } from './page'
import { accessibilityProblems, button, field, findButton, findField } from './queries'
import { ACCOUNT, managerSuite, query, UNIT } from './commenting-manager-fixtures'
import { pathOf } from './contract-stubs'
import { MANAGER } from './commenting-fixtures'

const CODE_FIELDS = [
  'Header Code',
  'Commenting Unit Code',
  'Community Add-On Code',
  'Comments Counter Loading Script',
]
const SITE_1 = { siteUUID: 'site-1' }
const SITE_2 = { siteUUID: 'site-2' }
const MIGRATE = pathOf(migrationCalls.status, UNIT)

describe(`pp-commenting comment manager (${build})`, () => {
  const { suite, state, open, callsOf } = managerSuite()

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

  describe('tabs and site selector (COM-07, COM-09)', () => {
    it('lists the tabs in order with aria-current on the route’s tab (COM-07)', async () => {
      const el = open('statistics')
      await waitFor(() => tabLinks(el).length === 7)
      expect(tabLinks(el).map((a) => a.textContent)).to.deep.equal([
        'Code',
        'Configuration',
        'Moderation',
        'Add-ons',
        'Statistics',
        'Export',
        'Advanced',
      ])
      expect(tabLinks(el).map((a) => a.getAttribute('href'))).to.deep.equal(
        ['code', 'configuration', 'moderation', 'addons', 'statistics', 'export', 'advanced'].map(
          (t) => `${MANAGER}/${t}`,
        ),
      )
      const current = tabLinks(el).filter((a) => a.getAttribute('aria-current') === 'page')
      expect(current.map((a) => a.textContent)).to.deep.equal(['Statistics'])
      tabLinks(el)[6]!.click()
      await waitFor(() => suite.spy.paths().length > 0)
      expect(suite.spy.of('pp-navigate')).to.deep.equal([
        { path: `${MANAGER}/advanced`, replace: false },
      ])
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
      expect(callsOf(calls.configuration)).to.have.length(1)
      const first = query(callsOf(calls.configuration, SITE_1)[0]!)
      expect(first.get('accountUUID')).to.equal(ACCOUNT)
      expect(first.get('siteURL')).to.equal('https://news.example/')

      select.value = 'site-2'
      select.dispatchEvent(new Event('change', { bubbles: true }))
      await waitFor(() => findField(el, 'Header Code')?.value.includes('site-2'))
      const second = callsOf(calls.configuration, SITE_2)
      expect(second).to.have.length(1)
      expect(query(second[0]!).get('siteURL')).to.equal('https://second.example/')
      // Exactly once: a tab never gets the new site with the previous site's configuration.
      expect(callsOf(calls.unitCode, SITE_2)).to.have.length(1)
      expect(callsOf(calls.configuration, SITE_1)).to.have.length(1)
      expect((await siteSelect(el)).value).to.equal('site-2')
      expect(accessibilityProblems(root(el))).to.deep.equal([])
    })

    it('a configuration failure shows the spec text and Try again reloads it (COM-09)', async () => {
      state.fail.add('config')
      const el = open('code')
      await waitForText(el, 'There was a problem fetching your commenting settings for this site.')
      const retry = await button(el, 'Try again')
      expect(findField(el, 'Header Code')).to.equal(null)
      expect(callsOf(calls.configuration, SITE_1)).to.have.length(1)
      state.fail.delete('config')
      retry.click()
      const header = await field(el, 'Header Code')
      expect(header.value).to.equal('<script src="https://cdn.example/site-1.js"></script>')
      expect(callsOf(calls.configuration, SITE_1)).to.have.length(2)
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
      expect(callsOf(calls.unitCode, SITE_1)).to.have.length(1)
    })

    it('a failure shows "There was a problem fetching Ratings Unit Code."', async () => {
      state.fail.add('code')
      const el = open('code')
      await waitForText(el, 'There was a problem fetching Ratings Unit Code.')
      expect(await button(el, 'Try again')).to.not.equal(null)
      expect(findField(el, 'Header Code')).to.equal(null)
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
        callsOf(calls.addonsCode, SITE_1).map((c) => query(c).get('showOnlyNewCode')),
      ).to.deep.equal(['true'])
    })

    it('Start migration PUTs STARTED and then fetches the status again (COM-41)', async () => {
      const el = open('advanced')
      await waitForText(el, 'Status: Ready to migrate')
      ;(await button(el, 'Start migration')).click()
      await waitForText(el, 'Status: Migration in progress')
      await waitFor(() => {
        const at = suite.api.calls.findIndex((c) => c.method === 'PUT')
        return suite.api.calls.slice(at + 1).some((c) => c.method === 'GET' && c.path === MIGRATE)
      })
      const puts = suite.api.calls.filter((c) => c.method === 'PUT')
      expect(puts).to.have.length(1)
      expect(puts[0]!.path).to.equal(MIGRATE)
      expect(JSON.parse(puts[0]!.body!)).to.deep.equal({ status: 'STARTED' })
      // The new status the element asked for has been read and rendered.
      await suite.api.answered((c) => c.path === MIGRATE)
      expect(text(el)).to.contain('Status: Migration in progress')
      expect(findButton(el, 'Start migration')!.disabled).to.equal(true)
    })

    for (const [status, words] of [
      ['COMPLETED', 'Migration completed'],
      ['NOT_REQUIRED', 'No migration needed'],
    ] as const) {
      it(`${status}: Start migration is disabled and the code fields are hidden (COM-41, COM-42)`, async () => {
        state.migration = status
        const el = open('advanced')
        // The status in words (#15), never the raw value.
        await waitForText(el, `Status: ${words}`)
        expect(text(el)).to.not.contain(status)
        expect((await button(el, 'Start migration')).disabled).to.equal(true)
        // Every answer the element asked for has been read and rendered.
        await suite.api.answered()
        for (const label of CODE_FIELDS) expect(findField(el, label), label).to.equal(null)
        expect(root(el).querySelector('textarea')).to.equal(null)
      })
    }
  })
})
