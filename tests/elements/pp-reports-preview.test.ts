// pp-reports preview (REP-03, REP-17, REP-18, REP-20..22): the totals row on top, the 100-row
// cap without sorting, sort and clear, both downloads, the delayed message, failures, Save,
// Edit and Exit; and the area's gates and redirects (REP-01, REP-02, REP-25).
import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { newReport } from '../../src/areas/reports/lib/report-field-rules'
import { type Report, type SavedReport } from '../../src/areas/reports/lib/report-rules'
import { TEXT } from '../../src/areas/reports/lib/report-texts'
import {
  accessibilityProblems,
  build,
  button,
  captureDownloads,
  clearHash,
  failed,
  findButton,
  ready,
  root,
  stubApi,
  text,
  waitFor,
  waitForText,
  type StubCall,
} from './helpers'
import {
  ACCOUNT,
  CLIENT,
  DETAIL,
  LIBRARY,
  openReports,
  PREVIEW,
  previewOf,
  reportsSuite,
  savedReport,
  SERVICE,
  seedWork,
  storedWork,
} from './reports-fixtures'

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> }

describe(`pp-reports preview (${build})`, () => {
  const s = reportsSuite()
  const saved = savedReport()

  /** Opens the preview of `rows` rows of `report` (saved as `savedAs`). */
  function openPreview(rows: number, report: Report = saved, savedAs: SavedReport | null = saved) {
    seedWork({ report, saved: savedAs }, previewOf(rows))
    return openReports(PREVIEW)
  }
  const bodyRows = (el: HTMLElement) =>
    Array.from(root(el).querySelectorAll<HTMLTableRowElement>('tbody tr'))
  const cells = (tr: HTMLTableRowElement) =>
    Array.from(tr.cells, (c) => c.textContent?.trim() ?? '')
  const column = (el: HTMLElement, i: number) =>
    bodyRows(el)
      .slice(1)
      .map((tr) => cells(tr)[i])
  const header = (el: HTMLElement, label: string) =>
    Array.from(root(el).querySelectorAll('thead th')).find((th) => th.textContent === label)!

  it('REP-20, REP-03: the title, range, row count and the totals row on top in USD and en-US numbers', async () => {
    s.api = stubApi({})
    const el = openPreview(20)
    await waitFor(() => root(el).querySelector('[data-total-row]'))
    expect(root(el).querySelector('h1')?.textContent).to.equal('Reports / Weekly revenue')
    expect(root(el).querySelector('[data-range]')?.textContent).to.equal(
      'Nov 16, 2026 – Nov 22, 2026',
    )
    expect(root(el).querySelector('[data-row-count]')?.textContent).to.equal('20 rows')
    expect(Array.from(root(el).querySelectorAll('thead th'), (th) => th.textContent)).to.deep.equal(
      ['Site', 'Impressions', 'Revenue'],
    )
    const [total, firstRow] = bodyRows(el)
    expect(total!.hasAttribute('data-total-row')).to.equal(true)
    expect(cells(total!)).to.deep.equal(['Total', '1,234,567', '$4,321.50'])
    expect(total!.cells[0]!.localName).to.equal('th')
    expect(cells(firstRow!)).to.deep.equal(['Site 001', '1,000', '$2.50'])
    expect(bodyRows(el)).to.have.length(21)
    expect(Boolean(root(el).querySelector('[data-row-cap]'))).to.equal(false)
    for (const name of ['Edit', 'Download Excel', 'Download CSV', 'Exit', 'Save'])
      expect(Boolean(findButton(el, name)), name).to.equal(true)
    // A saved report without changes: Save is off (REP-17).
    expect(findButton(el, 'Save')!.disabled).to.equal(true)
    // The rows scroll in their own box, reachable by keyboard.
    const region = root(el).querySelector<HTMLElement>('[role="region"]')!
    expect(region.tabIndex).to.equal(0)
    expect(getComputedStyle(region).overflowX).to.equal('auto')
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('REP-21: with 150 rows 100 show, the cap message reads exactly, and sorting is off', async () => {
    s.api = stubApi({})
    const el = openPreview(150)
    await waitFor(() => root(el).querySelector('[data-total-row]'))
    expect(bodyRows(el)).to.have.length(101)
    expect(root(el).querySelector('[data-row-cap]')?.textContent).to.equal(
      '100 of 150 rows are displayed (and sorting is disabled). Download your report for full access.',
    )
    expect(root(el).querySelector('[data-row-count]')?.textContent).to.equal('150 rows')
    expect(root(el).querySelectorAll('thead button')).to.have.length(0)
    expect(root(el).querySelectorAll('thead [aria-sort]')).to.have.length(0)
  })

  it('REP-21: with 20 rows a header sorts (text ascending, numbers descending); the sorted header again clears it', async () => {
    s.api = stubApi({})
    const el = openPreview(20)
    await waitFor(() => root(el).querySelector('[data-total-row]'))
    const original = column(el, 0)
    expect(original.slice(0, 3)).to.deep.equal(['Site 001', 'Site 008', 'Site 015'])
    const sortBy = (label: string) => header(el, label).querySelector('button')!

    sortBy('Site').click()
    await waitFor(() => header(el, 'Site').getAttribute('aria-sort') === 'ascending')
    expect(column(el, 0)).to.deep.equal([...original].sort())
    // The totals stay on top.
    expect(cells(bodyRows(el)[0]!)[0]).to.equal('Total')

    sortBy('Site').click()
    await waitFor(() => header(el, 'Site').getAttribute('aria-sort') === 'none')
    expect(column(el, 0)).to.deep.equal(original)

    // Keyboard: Enter on a number header sorts it, largest first.
    sortBy('Revenue').focus()
    await sendKeys({ press: 'Enter' })
    await waitFor(() => header(el, 'Revenue').getAttribute('aria-sort') === 'descending')
    expect(column(el, 2).slice(0, 2)).to.deep.equal(['$21.50', '$20.50'])
    // Another header replaces the sort.
    sortBy('Impressions').click()
    await waitFor(() => header(el, 'Impressions').getAttribute('aria-sort') === 'descending')
    expect(header(el, 'Revenue').getAttribute('aria-sort')).to.equal('none')
    const impressions = column(el, 1).map((v) => Number(v!.replace(/,/g, '')))
    expect(impressions).to.deep.equal([...impressions].sort((a, b) => b - a))
    sortBy('Impressions').click()
    await waitFor(() => header(el, 'Impressions').getAttribute('aria-sort') === 'none')
    expect(column(el, 0)).to.deep.equal(original)
    // Focus stayed on Revenue: Enter sorts it again, and again clears it.
    await sendKeys({ press: 'Enter' })
    await waitFor(() => header(el, 'Revenue').getAttribute('aria-sort') === 'descending')
    await sendKeys({ press: 'Enter' })
    await waitFor(() => header(el, 'Revenue').getAttribute('aria-sort') === 'none')
    expect(column(el, 0)).to.deep.equal(original)
  })

  describe('REP-22 downloads', () => {
    let files: ReturnType<typeof captureDownloads>
    let client: (call: StubCall) => Reply
    let file: Reply
    beforeEach(() => {
      files = captureDownloads()
      client = (call) => {
        const type = new URLSearchParams(call.body!).get('returnType')!
        const ext = type === 'XLSX' ? 'xlsx' : 'csv'
        return {
          body: {
            reportAvailable: true,
            link: `https://reports.example/report/files/tok-${ext}`,
            path: `/report/files/tok-${ext}`,
            fileName: `Weekly-revenue_2026-11-16_2026-11-22.${ext}`,
            rowCount: 20,
          },
        }
      }
      file = { body: 'Site,Impressions\nSite 001,1000', headers: { 'content-type': 'text/csv' } }
      s.api = stubApi({
        [`POST ${CLIENT}`]: (call) => client(call),
        [`GET ${SERVICE}/report/files/*`]: () => file,
      })
    })
    afterEach(() => files.restore())
    const clientCalls = () => s.api.calls.filter((c) => c.path === CLIENT)

    it('REP-22: Download Excel and Download CSV save the server’s files and say so', async () => {
      const el = openPreview(20)
      const excel = await button(el, 'Download Excel')
      const release = s.hold('/report/files/')
      excel.click()
      await waitFor(() => excel.getAttribute('aria-busy') === 'true')
      expect(excel.textContent).to.contain('Downloading…')
      release()
      await waitFor(() => files.saved.length === 1)
      expect(files.saved[0]!.name).to.equal('Weekly-revenue_2026-11-16_2026-11-22.xlsx')
      expect(await files.saved[0]!.blob?.text()).to.contain('Site 001')
      await waitForText(el, 'We have successfully downloaded your Excel report')
      const form = new URLSearchParams(clientCalls()[0]!.body!)
      expect(clientCalls()[0]!.contentType).to.match(/^application\/x-www-form-urlencoded/)
      expect(form.get('returnType')).to.equal('XLSX')
      expect(form.get('accountUUID')).to.equal(ACCOUNT)
      expect(form.get('reportUUID')).to.equal('rep-1')
      expect(form.getAll('dimensions')).to.deep.equal(['DATE', 'SITE'])
      expect(s.api.calls.some((c) => c.method === 'GET' && c.path.endsWith('/tok-xlsx'))).to.equal(
        true,
      )

      ;(await button(el, 'Download CSV')).click()
      await waitFor(() => files.saved.length === 2)
      expect(files.saved[1]!.name).to.equal('Weekly-revenue_2026-11-16_2026-11-22.csv')
      await waitForText(el, 'We have successfully downloaded your CSV report')
      expect(new URLSearchParams(clientCalls()[1]!.body!).get('returnType')).to.equal('CSV')
    })

    it('REP-22: data not final yet shows the delayed message and saves nothing', async () => {
      client = () => ({ body: { reportAvailable: false } })
      const el = openPreview(20)
      ;(await button(el, 'Download CSV')).click()
      await waitForText(el, TEXT.delayed)
      expect(TEXT.delayed).to.contain('later in the day')
      expect(files.saved).to.have.length(0)
      expect(s.api.calls.filter((c) => c.path.includes('/report/files/'))).to.have.length(0)
      expect(text(el)).to.not.contain('successfully downloaded')
    })

    it('REP-22: a failed run or file says "We were unable to download your … report"', async () => {
      client = () => failed(500)
      const el = openPreview(20)
      ;(await button(el, 'Download CSV')).click()
      await waitForText(el, 'We were unable to download your CSV report')
      file = failed(500)
      client = () => ({
        body: { reportAvailable: true, path: '/report/files/tok', fileName: 'x.xlsx' },
      })
      ;(await button(el, 'Download Excel')).click()
      await waitForText(el, 'We were unable to download your Excel report')
      expect(files.saved).to.have.length(0)
      expect(findButton(el, 'Download Excel')!.disabled).to.equal(false)
    })
  })

  it('REP-17, REP-18: an unsaved run can be saved (API-82); then Save is off', async () => {
    const fresh = { ...newReport(ACCOUNT), name: 'Fresh one', dimensions: ['SITE' as const] }
    const created = savedReport({ reportUUID: 'rep-9', name: 'Fresh one' })
    s.api = stubApi({ [`POST ${SERVICE}/report`]: { status: 201, body: created } })
    const el = openPreview(20, fresh, null)
    const save = await button(el, 'Save')
    expect(save.disabled).to.equal(false)
    save.click()
    await waitForText(el, 'We have successfully saved your report')
    const [call] = s.api.calls.filter((c) => c.method === 'POST' && c.path === `${SERVICE}/report`)
    const body = JSON.parse(call!.body!)
    expect(body).to.include({ accountUUID: ACCOUNT, reportUUID: null, name: 'Fresh one' })
    expect(body.dimensions).to.deep.equal(['SITE'])
    await waitFor(() => findButton(el, 'Save')!.disabled)
    expect(storedWork()?.draft?.saved?.reportUUID).to.equal('rep-9')
    // Still the same preview.
    expect(Boolean(root(el).querySelector('[data-total-row]'))).to.equal(true)
  })

  it('REP-17: Save of a report the rules refuse (never named) goes back to the editor', async () => {
    s.api = stubApi({})
    // Changed (so Save is on) but never named.
    const unnamed = { ...newReport(ACCOUNT), dimensions: ['SITE' as const] }
    const el = openPreview(20, unnamed, null)
    await waitFor(() => root(el).querySelector('h1')?.textContent === 'Reports / Report Name')
    ;(await button(el, 'Save')).click()
    await waitFor(() => s.spy.paths().length === 1)
    expect(s.spy.paths()).to.deep.equal([`${DETAIL}?section=settings`])
    expect(s.api.calls).to.have.length(0)
  })

  it('REP-20: Edit goes back to the editor with the same draft; Exit clears it and goes to the library', async () => {
    s.api = stubApi({})
    const edited = { ...saved, name: 'Weekly revenue v2' }
    const el = openPreview(20, edited)
    ;(await button(el, 'Edit')).click()
    await waitFor(() => s.spy.paths().length === 1)
    expect(s.spy.paths()).to.deep.equal([DETAIL])
    expect(storedWork()?.draft?.report.name).to.equal('Weekly revenue v2')
    // Changed: Save is on.
    expect(findButton(el, 'Save')!.disabled).to.equal(false)

    ;(await button(el, 'Exit')).click()
    await waitFor(() => s.spy.paths().length >= 2)
    expect(s.spy.paths()[1]).to.equal(LIBRARY)
    await waitFor(() => storedWork() === null)
  })
})

describe(`pp-reports routes (${build})`, () => {
  const s = reportsSuite()
  const navigations = () => s.spy.of('pp-navigate')
  /** Opens `route` (as `openReports` takes it), gives the first move it asks for, removes it. */
  async function firstMove(...open: Parameters<typeof openReports>) {
    s.spy.clear()
    const el = openReports(...open)
    await waitFor(() => navigations().length)
    el.remove()
    return navigations()[0]
  }

  it('REP-02: the editor and the preview without loaded data go to /dashboard/reports/', async () => {
    s.api = stubApi({})
    for (const route of [DETAIL, PREVIEW]) {
      expect(await firstMove(route)).to.include({ path: '/dashboard/reports/', replace: true })
    }
    // A draft without a preview opens the editor, not the preview.
    seedWork({ report: savedReport(), saved: savedReport() }, null)
    expect(await firstMove(PREVIEW)).to.include({ path: '/dashboard/reports/', replace: true })
    expect(s.api.calls).to.have.length(0)
  })

  it('REP-02: an unknown path goes to /error/404', async () => {
    s.api = stubApi({})
    for (const route of ['/dashboard/reports/other', '/dashboard/reports/detail/x']) {
      expect(await firstMove(route)).to.include({ path: '/error/404', replace: true })
    }
  })

  it('REP-01, REP-25: without home.adMetrics, and in a mockup-generator session, /error/403', async () => {
    s.api = stubApi({})
    expect(await firstMove(LIBRARY, ['manageEmbeds'])).to.include({
      path: '/error/403',
      replace: true,
    })
    expect(await firstMove(LIBRARY, ['home.adMetrics'], { 'mockup-generator': '' })).to.include({
      path: '/error/403',
      replace: true,
    })
    expect(s.api.calls).to.have.length(0)
  })

  it('REP-01: with new-portal-url the library is the moved notice; its button opens the new portal', async () => {
    s.api = stubApi({})
    const el = openReports(LIBRARY, ['home.adMetrics'], { 'new-portal-url': '#reports-moved' })
    await ready(el)
    await waitForText(el, 'Reports Configuration has been moved to the new portal')
    expect(root(el).querySelector('h1')?.textContent).to.equal('Reports')
    expect(Boolean(root(el).querySelector('table'))).to.equal(false)
    expect(accessibilityProblems(root(el))).to.deep.equal([])
    findButton(el, 'Go to Reports Configuration')!.click()
    await waitFor(() => location.hash === '#reports-moved')
    clearHash()
    expect(s.api.calls).to.have.length(0)
    expect(navigations()).to.deep.equal([])
  })
})
