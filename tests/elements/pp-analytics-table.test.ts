// pp-analytics breakdown table, filters and export (ANA-02, ANA-04, ANA-12..15): 7 rows a page
// largest first, the revenue columns, the filters and range as form fields, the CSV export with
// the page's fields and its 404, and leaving a page clearing its state.
import { expect } from '@esm-bundle/chai'
import { build, dismissToasts, root, waitFor, waitForText } from './page'
import { accessibilityProblems, button } from './queries'
import { type StubCall } from './fake-api'
import { captureDownloads } from './page-fakes'
import {
  analyticsSuite,
  daysBetween,
  detailedPath,
  DETAIL,
  form,
  markedRows,
  openAnalytics,
  pathOf,
  REVENUE,
  stubAnalytics,
  viewDetailed,
} from './analytics-fixtures'
import { ESTIMATE_TITLE } from '../../src/areas/analytics/lib/metrics-rules'
import { metricCalls } from '../../src/contracts/metrics/metrics'
import { routeOf } from './contract-stubs'

const CSV = 'date,site,value\n2026-11-01,Daily Planet,12.5\n'

describe(`pp-analytics table and export (${build})`, () => {
  const s = analyticsSuite()

  const calls = s.posted
  const bodyRows = (el: HTMLElement) => markedRows(el, 'data-row')
  /** The breakdown table's headings (not the chart's own hidden data table). */
  const headers = (el: HTMLElement) =>
    Array.from(
      root(el)
        .querySelector('tbody tr[data-row]')
        ?.closest('table')
        ?.querySelectorAll('thead th') ?? [],
    ).map((th) => th.textContent?.trim())
  const pager = (el: HTMLElement) => root(el).querySelector('nav[aria-label$="pages"] p')

  /** Opens a multi-select by its label, ticks the options at `indexes`, applies. */
  async function choose(el: HTMLElement, label: string, indexes: number[]) {
    ;(await button(el, new RegExp(`^${label} `))).click()
    const panel = await waitFor(() => root(el).querySelector<HTMLElement>('[role="dialog"]'))
    const boxes = await waitFor(() => {
      const found = panel.querySelectorAll<HTMLInputElement>('label input')
      return found.length > Math.max(...indexes) ? found : null
    })
    for (const i of indexes) boxes[i]!.click()
    ;(await button(panel, 'Apply')).click()
  }

  it('ANA-02: 7 rows a page, largest first, formatted, the first column 300 px wide', async () => {
    s.api = stubAnalytics()
    const el = openAnalytics(`${DETAIL}/averageinview`, [])
    await waitFor(() => bodyRows(el).length === 7)
    expect(headers(el)).to.deep.equal(['Site', 'Average In-View %'])
    const first = bodyRows(el)[0]!
    expect(first.textContent).to.contain('SITE 8').and.contain('9.00%')
    expect(bodyRows(el)[6]!.textContent).to.contain('3.00%')
    expect(pager(el)?.textContent).to.equal('1–7 of 9')
    const cell = first.querySelector<HTMLElement>('th')!
    if (getComputedStyle(cell).display === 'table-cell')
      expect(Math.round(cell.getBoundingClientRect().width)).to.equal(300)
    ;(await button(el, 'Next')).click()
    await waitFor(() => bodyRows(el).length === 2)
    expect(pager(el)?.textContent).to.equal('8–9 of 9')
    expect(bodyRows(el)[1]!.textContent).to.contain('1.00%')
    // The chart card: the total and the change against the previous period.
    expect(root(el).querySelector('[data-total]')?.textContent).to.equal('1,234.50%')
    expect(root(el).querySelector('[data-change]')?.textContent).to.contain('+23.45%')
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('issue 10: an estimated total (unique engaged users over many rows) is marked ≈', async () => {
    s.api = stubAnalytics({
      [routeOf(metricCalls.uniqueEngagedUsersDetailed)]: (call) => {
        const body = viewDetailed(call)
        return { body: { ...body, total: { ...body.total, estimate: true } } }
      },
    })
    const el = openAnalytics(`${DETAIL}/uniqueengagedusers`, [])
    const mark = await waitFor(() => root(el).querySelector<HTMLElement>('abbr'))
    expect(mark.textContent?.trim()).to.equal('≈')
    expect(mark.title).to.equal(ESTIMATE_TITLE)
    expect(root(el).querySelector('[data-total]')?.textContent).to.equal('1,234.5')
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('ANA-04: the revenue pages show impressions, revenue and CPM, ordered by the page’s value', async () => {
    s.api = stubAnalytics()
    const el = openAnalytics(`${DETAIL}/cpm`)
    await waitFor(() => bodyRows(el).length === 3)
    expect(headers(el)).to.deep.equal(['Site', 'Impressions', 'Revenue', 'CPM'])
    const cells = Array.from(bodyRows(el)[0]!.querySelectorAll('th, td')).map((c) =>
      c.textContent?.replace(/^(Site|Impressions|Revenue|CPM)/, ''),
    )
    expect(cells).to.deep.equal(['SITE 3', '10,000', '$300.00', '$30.00'])
    expect(root(el).querySelector('[data-total]')?.textContent).to.equal('$2.50')
    expect(pager(el)).to.equal(null)
  })

  it('ANA-13: the filters and the range reach the form fields; countries follow the range', async () => {
    s.api = stubAnalytics()
    const el = openAnalytics(`${DETAIL}/questionsanswered`, [])
    const path = detailedPath('questionAnswered')
    await waitFor(() => calls(path).length === 1)
    await choose(el, 'Devices', [1])
    await waitFor(() => calls(path).at(-1)?.devices === 'MOBILE')
    await choose(el, 'Countries', [0, 1])
    await waitFor(() => Array.isArray(calls(path).at(-1)?.countries))
    expect(calls(path).at(-1)?.countries).to.have.members(['DE', 'US'])
    await choose(el, 'Embeds', [0])
    await waitFor(() => calls(path).at(-1)?.embeds === 'emb-1')
    expect(calls(path).at(-1)).to.include({ devices: 'MOBILE', viewType: 'SITE', topRank: '15' })

    ;(await button(el, /^Date range /)).click()
    const dialog = await waitFor(() => root(el).querySelector<HTMLDialogElement>('dialog[open]'))
    ;(await button(dialog, 'Last 30 days')).click()
    ;(await button(dialog, 'Apply')).click()
    await waitFor(() => {
      const last = calls(path).at(-1)!
      return daysBetween(String(last.startDate), String(last.endDate)).length === 30
    })
    const last = calls(path).at(-1)!
    expect(last).to.include({ devices: 'MOBILE', embeds: 'emb-1' })
    // Geo's names: the countries with data in the chosen range (API-77).
    await waitFor(() =>
      s.api.calls.some(
        (c) =>
          c.path.startsWith(pathOf('countries')) &&
          c.path.includes(`startDate=${String(last.startDate)}`) &&
          c.path.includes(`endDate=${String(last.endDate)}`),
      ),
    )
  })

  it('ANA-14: Export CSV posts the page’s fields and saves {metric}-export.csv; a 404 says so', async () => {
    let exportReply: { status?: number; body?: unknown; headers?: Record<string, string> } = {
      body: CSV,
      headers: { 'content-type': 'text/csv' },
    }
    const exports: StubCall[] = []
    s.api = stubAnalytics({
      [routeOf(metricCalls.embedLoadExport)]: (call) => (exports.push(call), exportReply),
      [routeOf(metricCalls.revenueExport)]: (call) => (exports.push(call), exportReply),
    })
    const downloads = captureDownloads()
    s.undo.push(downloads.restore)
    const names = () => downloads.saved.map((file) => file.name)
    const el = openAnalytics(`${DETAIL}/averageinview`, [])
    const path = detailedPath('embedLoad')
    await waitFor(() => calls(path).length === 1)
    root(el).querySelectorAll<HTMLButtonElement>('[role="tab"]')[1]!.click()
    await waitFor(() => calls(path).at(-1)?.viewType === 'DEVICE')
    ;(await button(el, 'Export CSV')).click()
    await waitFor(() => names().length === 1)
    expect(names()).to.deep.equal(['averageinview-export.csv'])
    expect(await downloads.saved[0]!.blob!.text()).to.contain('Daily Planet')
    expect(exports[0]!.contentType).to.match(/^application\/x-www-form-urlencoded/)
    expect(form(exports[0]!)).to.deep.equal(calls(path).at(-1))

    exportReply = { status: 404, body: { error: { code: 'NO_DATA', message: 'x', fields: [] } } }
    ;(await button(el, 'Export CSV')).click()
    await waitForText(el, 'Sorry there is no data to download')
    expect(names()).to.have.length(1)
    dismissToasts(el)
    el.remove()

    // The revenue export is shared by three pages: the page names the file.
    exportReply = {
      body: CSV,
      headers: {
        'content-type': 'text/csv',
        'content-disposition': 'attachment; filename="revenue-export.csv"',
      },
    }
    const cpm = openAnalytics(`${DETAIL}/cpm?revenueType=DISPLAY`)
    await waitFor(() => calls(REVENUE).length === 1)
    ;(await button(cpm, 'Export CSV')).click()
    await waitFor(() => names().length === 2)
    expect(names()[1]).to.equal('cpm-export.csv')
    expect(form(exports.at(-1)!)).to.include({ revenueType: 'DISPLAY', viewType: 'SITE' })
  })

  it('ANA-15: leaving a page clears its filters, tab and page', async () => {
    s.api = stubAnalytics()
    const el = openAnalytics(`${DETAIL}/averageinview`, [])
    const path = detailedPath('embedLoad')
    await waitFor(() => bodyRows(el).length === 7)
    await choose(el, 'Devices', [0])
    await waitFor(() => calls(path).at(-1)?.devices === 'DESKTOP')
    root(el).querySelectorAll<HTMLButtonElement>('[role="tab"]')[2]!.click()
    await waitFor(() => calls(path).at(-1)?.viewType === 'GEO')

    el.setAttribute('route', `${DETAIL}/uniqueengagedusers`)
    await waitFor(() => root(el).querySelector('h1')?.textContent === 'Unique Engaged Users')
    const other = detailedPath('uniqueEngagedUsers')
    await waitFor(() => calls(other).length === 1)
    expect(calls(other)[0]).to.include({ viewType: 'SITE' }).and.not.have.property('devices')

    const before = calls(path).length
    el.setAttribute('route', `${DETAIL}/averageinview`)
    await waitFor(() => calls(path).length === before + 1)
    expect(calls(path).at(-1)).to.include({ viewType: 'SITE' }).and.not.have.property('devices')
    await waitFor(
      () => (root(el).querySelector('[aria-selected="true"]')?.textContent ?? '') === 'Sites',
    )
  })
})
