// pp-commenting comment manager's Statistics and Export tabs (COM-37..40): the statistics table by
// interval and page, its export, and the user profiles' exports with their failure texts.
// Downloads are caught at URL.createObjectURL and the link's click, so no file is saved.
import { expect } from '@esm-bundle/chai'
import { statisticsCalls as stats } from '../../src/contracts/commenting/statistics'
import { build, root, text, waitFor, waitForText } from './page'
import { accessibilityProblems, button, findButton } from './queries'
import { managerSuite, query } from './commenting-manager-fixtures'

const COLUMNS = ['Date Range', 'Views', 'Comments', 'Promo Tokens', 'Other Tokens']

describe(`pp-commenting statistics and exports (${build})`, () => {
  const { state, open, callsOf } = managerSuite()

  /** The Interval group's buttons by label. */
  const interval = (el: HTMLElement, label: string) =>
    Array.from(root(el).querySelectorAll('[role="group"][aria-label="Interval"] button')).find(
      (b) => b.textContent === label,
    )!
  const bodyRows = (el: HTMLElement) =>
    Array.from(root(el).querySelectorAll('tbody tr')).map((r) => r.querySelector('td')!.textContent)

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
      const first = callsOf(stats.statistics)
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
      const pages = callsOf(stats.statistics)
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
      const last = callsOf(stats.statistics).at(-1)!
      expect(query(last).get('interval')).to.equal('MONTH')
      expect(query(last).get('skip')).to.equal('0')
    })

    it('a fetch failure shows "There was an issue fetching the statistics" (COM-37)', async () => {
      state.fail.add('stats')
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
      await waitFor(() => state.saved.length > 0)
      expect(state.saved.map((s) => s.name)).to.deep.equal(['CommentStatistics.csv'])
      expect(state.saved[0]!.size).to.be.greaterThan(0)
      const exports = callsOf(stats.exportStatistics)
      expect(exports).to.have.length(1)
      expect(query(exports[0]!).get('interval')).to.equal('MONTH')
    })

    it('Export All: 404 says there is no data, 500 says the export failed (COM-38)', async () => {
      const el = await openStats()
      state.exportStatus = 404
      ;(await button(el, 'Export All')).click()
      await waitForText(el, 'There is no statistics data to export.')
      expect(text(el)).to.not.contain('There was an issue exporting the statistics')
      await waitFor(() => findButton(el, 'Export All')?.disabled === false)
      state.exportStatus = 500
      findButton(el, 'Export All')!.click()
      await waitForText(el, 'There was an issue exporting the statistics')
      expect(state.saved).to.deep.equal([])
      expect(callsOf(stats.exportStatistics)).to.have.length(2)
    })
  })

  describe('Export tab (COM-39, COM-40)', () => {
    async function openExport() {
      const el = open('export')
      await waitForText(el, 'Export user data as a CSV or XML')
      return el
    }

    it('Export as CSV and Export as XML ask for the format and save user-profiles.csv/.xml (COM-39)', async () => {
      const el = await openExport()
      expect(accessibilityProblems(root(el))).to.deep.equal([])
      ;(await button(el, 'Export as CSV')).click()
      await waitFor(() => state.saved.length === 1)
      await waitFor(() => findButton(el, 'Export as XML')?.disabled === false)
      findButton(el, 'Export as XML')!.click()
      await waitFor(() => state.saved.length === 2)
      expect(state.saved.map((s) => s.name)).to.deep.equal([
        'user-profiles.csv',
        'user-profiles.xml',
      ])
      expect(callsOf(stats.exportProfiles).map((c) => query(c).get('format'))).to.deep.equal([
        'CSV',
        'XML',
      ])
    })

    it('a 404 shows "No commenting recorded yet to the selected site." only after about 1.5 s (COM-40)', async () => {
      const el = await openExport()
      state.exportStatus = 404
      ;(await button(el, 'Export as CSV')).click()
      // The failure has been handled once the server answered and the button is no longer busy.
      await waitFor(() => state.failedAt !== null)
      await waitFor(() => !root(el).querySelector('button[aria-busy]'))
      expect(findButton(el, 'Export as CSV')!.disabled).to.equal(false)
      expect(text(el)).to.not.contain('No commenting recorded yet to the selected site.')
      await waitForText(el, 'No commenting recorded yet to the selected site.', 3000)
      expect(performance.now() - state.failedAt!).to.be.greaterThan(1200)
      expect(text(el)).to.not.contain('There was an error on exporting the Commenting analytics.')
      expect(state.saved).to.deep.equal([])
    })

    it('a 500 shows "There was an error on exporting the Commenting analytics." (COM-40)', async () => {
      const el = await openExport()
      state.exportStatus = 500
      ;(await button(el, 'Export as XML')).click()
      await waitForText(el, 'There was an error on exporting the Commenting analytics.', 3000)
      expect(text(el)).to.not.contain('No commenting recorded yet to the selected site.')
      expect(state.saved).to.deep.equal([])
    })
  })
})
