// pp-reports library (REP-04, REP-05, REP-19, REP-23, Send now beyond the spec): loading,
// empty, error and retry, the rows and their actions (each call's method, path and body),
// delete confirm and cancel, paging and sorting of many reports, keyboard and accessibility.
import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { TEXT } from '../../src/areas/reports/lib/report-texts'
import type { SavedReport } from '../../src/areas/reports/lib/report-rules'
import {
  accessibilityProblems,
  build,
  button,
  failed,
  findButton,
  nextFrame,
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
  LIST,
  openReports,
  PREVIEW,
  previewOf,
  reportPath,
  reportsSuite,
  savedReport,
  scheduledReport,
  storedWork,
} from './reports-fixtures'

type Reply = { status?: number; body?: unknown }

describe(`pp-reports library (${build})`, () => {
  const s = reportsSuite()
  const LAST_RUN = {
    at: '2026-11-24T22:31:00.000Z',
    trigger: 'SCHEDULE' as const,
    status: 'DONE' as const,
    rowCount: 1234,
    format: 'XLSX' as const,
    link: 'https://reports.example/files/abc',
  }
  const first = savedReport({ lastRun: LAST_RUN })
  const weekly = scheduledReport()

  /** The library's routes: the list answers `items()` (read at each call). */
  function stubLibrary(items: () => SavedReport[] | Reply, extra: Record<string, unknown> = {}) {
    s.api = stubApi({
      [`GET ${LIST}`]: () => {
        const reply = items()
        return Array.isArray(reply) ? { body: { items: reply } } : reply
      },
      ...(extra as Parameters<typeof stubApi>[0]),
    })
  }
  const listCalls = () => s.api.calls.filter((c) => c.method === 'GET' && c.path === LIST)
  const callsTo = (method: string, path: string) =>
    s.api.calls.filter((c) => c.method === method && c.path === path)
  const row = (el: HTMLElement, id: string) =>
    waitFor(() => root(el).querySelector<HTMLElement>(`[data-report="${id}"]`))
  const rowNames = (el: HTMLElement) =>
    Array.from(root(el).querySelectorAll('[data-report] th')).map((th) =>
      th.textContent?.replace(/^Name/, ''),
    )
  const dialog = (el: HTMLElement) =>
    waitFor(() => root(el).querySelector<HTMLDialogElement>('dialog[open]'))

  it('REP-04: a skeleton of reserved height while loading, then each report as a row', async () => {
    stubLibrary(() => [weekly, first])
    const release = s.hold('/reports')
    const el = openReports(LIBRARY)
    await waitFor(() => root(el).querySelectorAll('[data-loading-row]').length === 5)
    expect(root(el).querySelector('h1')?.textContent).to.equal('Reports')
    expect(Boolean(findButton(el, TEXT.createReport))).to.equal(true)
    expect(root(el).querySelector('table')?.getAttribute('aria-busy')).to.equal('true')
    release()

    const plain = await row(el, 'rep-1')
    expect(listCalls()).to.have.length(1)
    expect(plain.textContent).to.contain('Weekly revenue')
    expect(plain.textContent).to.contain('Last 7 Days')
    expect(plain.textContent).to.contain('Date, Site')
    expect(plain.textContent).to.contain('Once')
    // The last run: when (New York time), its rows and its file.
    expect(plain.textContent).to.contain('Nov 24, 2026, 5:31 PM EST')
    expect(plain.textContent).to.contain('1,234 rows')
    const file = plain.querySelector<HTMLAnchorElement>('a[download]')!
    expect(file.href).to.equal(LAST_RUN.link)
    expect(file.textContent).to.equal('Excel file of Weekly revenue')
    expect(plain.textContent).to.contain('Nov 20, 2026')

    const scheduled = await row(el, 'rep-2')
    expect(scheduled.textContent).to.contain('Weekly')
    expect(scheduled.textContent).to.contain('until Jun 30, 2027')
    expect(scheduled.textContent).to.contain('Never')
    const next = scheduled.querySelector<HTMLElement>('[data-next-runs]')!
    expect(next.textContent).to.contain('Next: Mon, Nov 30, 5:30 PM EST')
    expect(next.title).to.equal('Mon, Nov 30, 5:30 PM EST\nMon, Dec 7, 5:30 PM EST')
    // The list's own order (newest change first) is the first sort shown.
    expect(rowNames(el)).to.deep.equal(['Monday digest', 'Weekly revenue'])
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('REP-04: a custom range shows its days; failed and delayed runs say so', async () => {
    stubLibrary(() => [
      savedReport({
        dateRange: 'CUSTOM',
        customDateRange: { from: '2026-10-01', to: '2026-10-31' },
        lastRun: { ...LAST_RUN, status: 'FAILED', rowCount: null, link: null },
      }),
      savedReport({
        reportUUID: 'rep-3',
        name: 'Late data',
        lastRun: { ...LAST_RUN, status: 'DELAYED', rowCount: null, link: null },
      }),
    ])
    const el = openReports(LIBRARY)
    const custom = await row(el, 'rep-1')
    expect(custom.textContent).to.contain('Oct 1, 2026 – Oct 31, 2026')
    expect(custom.querySelector('[data-last-run="FAILED"]')?.textContent).to.contain('Failed')
    expect(Boolean(custom.querySelector('a[download]'))).to.equal(false)
    const late = await row(el, 'rep-3')
    expect(late.querySelector('[data-last-run="DELAYED"]')?.textContent).to.contain('Delayed')
  })

  it('REP-04: an account without reports explains the library; Create Report opens a new report', async () => {
    stubLibrary(() => [])
    const el = openReports(LIBRARY)
    await waitForText(el, 'You have no saved reports yet.')
    // One Create Report: the empty state's.
    const creates = Array.from(root(el).querySelectorAll('button')).filter(
      (b) => b.textContent === TEXT.createReport,
    )
    expect(creates).to.have.length(1)
    expect(Boolean(root(el).querySelector('table'))).to.equal(false)
    creates[0]!.click()
    await waitFor(() => s.spy.paths().length === 1)
    expect(s.spy.paths()).to.deep.equal([DETAIL])
    const work = storedWork()!
    expect(work.draft?.saved).to.equal(null)
    expect(work.draft?.report).to.include({ accountUUID: ACCOUNT, reportUUID: null, name: '' })
    expect(work.draft?.report.dimensions).to.deep.equal(['AD_UNIT'])
  })

  it('REP-04: a failed list shows "There was an issue fetching your reports"; Try again loads it', async () => {
    let reply: SavedReport[] | Reply = failed(500)
    stubLibrary(() => reply)
    const el = openReports(LIBRARY)
    await waitForText(el, 'There was an issue fetching your reports')
    expect(root(el).querySelector('[role="alert"]')?.textContent).to.contain(
      'There was an issue fetching your reports',
    )
    reply = [first]
    ;(await button(el, 'Try again')).click()
    await row(el, 'rep-1')
    expect(listCalls()).to.have.length(2)
    expect(text(el)).to.not.contain('There was an issue fetching your reports')
  })

  it('REP-19: Run runs the saved report (API-85, JSON), marks its row busy and opens the preview', async () => {
    stubLibrary(() => [weekly, first], { [`POST ${CLIENT}`]: { body: previewOf(3) } })
    const el = openReports(LIBRARY)
    const target = await row(el, 'rep-1')
    const release = s.hold('/report/client')
    ;(await button(target, /^Run/)).click()
    const busy = await waitFor(() => target.querySelector('button[aria-busy="true"]'))
    expect(busy.textContent).to.contain('Running…')
    // The other rows wait meanwhile.
    expect(findButton(await row(el, 'rep-2'), /^Run/)?.disabled).to.equal(true)
    release()
    await waitFor(() => s.spy.paths().includes(PREVIEW))
    const [call] = callsTo('POST', CLIENT)
    expect(call!.contentType).to.match(/^application\/x-www-form-urlencoded/)
    const form = new URLSearchParams(call!.body!)
    expect(form.get('accountUUID')).to.equal(ACCOUNT)
    expect(form.get('reportUUID')).to.equal('rep-1')
    expect(form.get('name')).to.equal('Weekly revenue')
    expect(form.get('dateRange')).to.equal('LAST_SEVEN_DAYS')
    expect(form.getAll('dimensions')).to.deep.equal(['DATE', 'SITE'])
    expect(form.get('returnType')).to.equal('JSON')
    const work = storedWork()!
    expect(work.draft?.saved?.reportUUID).to.equal('rep-1')
    expect(work.draft?.report.reportUUID).to.equal('rep-1')
    expect(work.preview?.total.rowCount).to.equal(3)
  })

  it('REP-05: Edit fetches the report and opens the editor; Schedule opens its Schedule section', async () => {
    const fresh = { ...first, name: 'Weekly revenue (server)' }
    let get: Reply = { body: fresh }
    stubLibrary(() => [first], { [`GET ${reportPath('rep-1')}`]: () => get })
    const el = openReports(LIBRARY)
    const target = await row(el, 'rep-1')
    ;(await button(target, /^Edit/)).click()
    await waitFor(() => s.spy.paths().length === 1)
    expect(s.spy.paths()).to.deep.equal([DETAIL])
    expect(callsTo('GET', reportPath('rep-1'))).to.have.length(1)
    expect(storedWork()?.draft?.report.name).to.equal('Weekly revenue (server)')
    expect(storedWork()?.draft?.saved?.name).to.equal('Weekly revenue (server)')

    ;(await button(target, /^Schedule/)).click()
    await waitFor(() => s.spy.paths().length === 2)
    expect(s.spy.paths()[1]).to.equal(`${DETAIL}?section=schedule`)

    get = failed(500)
    s.spy.clear()
    ;(await button(target, /^Edit/)).click()
    await waitForText(el, 'There was an issue fetching your report data')
    expect(s.spy.paths()).to.deep.equal([])
  })

  it('REP-23: Delete asks first; Cancel keeps the report, Delete deletes it and reloads the list', async () => {
    let items = [weekly, first]
    let remove: Reply = { status: 204 }
    stubLibrary(() => items, {
      [`DELETE ${reportPath('rep-1')}`]: () => {
        if (!remove.status || remove.status < 300) items = [weekly]
        return remove
      },
    })
    const el = openReports(LIBRARY)
    ;(await button(await row(el, 'rep-1'), /^Delete/)).click()
    let open = await dialog(el)
    expect(open.textContent).to.contain('Are you sure you want to delete Weekly revenue?')
    ;(await button(open, 'Cancel')).click()
    await waitFor(() => !root(el).querySelector('dialog[open]'))
    expect(callsTo('DELETE', reportPath('rep-1'))).to.have.length(0)

    // A failure says so and keeps the row.
    remove = failed(500)
    ;(await button(await row(el, 'rep-1'), /^Delete/)).click()
    open = await dialog(el)
    ;(await button(open, 'Delete')).click()
    await waitForText(el, TEXT.deleteFailed)
    await waitFor(() => listCalls().length === 2)
    await row(el, 'rep-1')

    remove = { status: 204 }
    ;(await button(await row(el, 'rep-1'), /^Delete/)).click()
    open = await dialog(el)
    ;(await button(open, 'Delete')).click()
    await waitForText(el, 'We have successfully deleted your report')
    await waitFor(() => !root(el).querySelector('[data-report="rep-1"]'))
    expect(callsTo('DELETE', reportPath('rep-1'))).to.have.length(2)
    expect(callsTo('DELETE', reportPath('rep-1'))[1]!.body).to.equal('')
    expect(listCalls()).to.have.length(3)
    expect(Boolean(root(el).querySelector('dialog[open]'))).to.equal(false)
  })

  it('Send now (beyond the spec): only on a scheduled report with recipients; it posts, toasts and reloads', async () => {
    let send: Reply = { status: 202, body: { recipients: 2 } }
    const sends: StubCall[] = []
    const noRecipients = scheduledReport({ reportUUID: 'rep-4', name: 'Nobody', emails: [] })
    stubLibrary(() => [weekly, first, noRecipients], {
      [`POST ${reportPath('rep-2')}/send`]: (call: StubCall) => (sends.push(call), send),
    })
    const el = openReports(LIBRARY)
    expect(Boolean(findButton(await row(el, 'rep-1'), /^Send now/))).to.equal(false)
    expect(Boolean(findButton(await row(el, 'rep-4'), /^Send now/))).to.equal(false)
    ;(await button(await row(el, 'rep-2'), /^Send now/)).click()
    await waitForText(el, TEXT.sent)
    expect(sends).to.have.length(1)
    expect(sends[0]!.body).to.equal('')
    await waitFor(() => listCalls().length === 2)

    send = failed(500)
    ;(await button(await row(el, 'rep-2'), /^Send now/)).click()
    await waitForText(el, TEXT.sendFailed)
    await waitFor(() => listCalls().length === 3)
  })

  it('REP-04: many reports stay usable: 20 a page, sorted by name or by last change', async () => {
    const many = Array.from({ length: 45 }, (_, i) =>
      savedReport({
        reportUUID: `rep-m${i}`,
        name: `Report ${String(45 - i).padStart(2, '0')}`,
        updatedAt: new Date(Date.UTC(2026, 10, 25) - i * 3_600_000).toISOString(),
      }),
    )
    stubLibrary(() => many)
    const el = openReports(LIBRARY)
    await row(el, 'rep-m0')
    expect(root(el).querySelectorAll('[data-report]')).to.have.length(20)
    expect(text(el)).to.contain('1–20 of 45')
    ;(await button(el, 'Next')).click()
    await waitFor(() => text(el).includes('21–40 of 45'))
    expect(rowNames(el)[0]).to.equal('Report 25')

    const header = (name: string) =>
      Array.from(root(el).querySelectorAll('th[aria-sort]')).find((th) =>
        th.textContent?.includes(name),
      )!
    header('Name').querySelector('button')!.click()
    await waitFor(() => header('Name').getAttribute('aria-sort') === 'ascending')
    expect(text(el)).to.contain('1–20 of 45')
    expect(rowNames(el).slice(0, 3)).to.deep.equal(['Report 01', 'Report 02', 'Report 03'])
    header('Name').querySelector('button')!.click()
    await waitFor(() => rowNames(el)[0] === 'Report 45')
    header('Last modified').querySelector('button')!.click()
    await waitFor(() => header('Last modified').getAttribute('aria-sort') === 'ascending')
    expect(rowNames(el)[0]).to.equal('Report 01')
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('REP-23: keyboard: Enter on Delete opens the question on Cancel; Escape closes it and nothing is deleted', async () => {
    stubLibrary(() => [first])
    const el = openReports(LIBRARY)
    const remove = await button(await row(el, 'rep-1'), /^Delete/)
    remove.focus()
    await sendKeys({ press: 'Enter' })
    const open = await dialog(el)
    await waitFor(() => root(el).activeElement?.textContent === 'Cancel')
    expect(accessibilityProblems(root(el))).to.deep.equal([])
    await sendKeys({ press: 'Escape' })
    await waitFor(() => !open.open)
    await nextFrame()
    expect(root(el).activeElement === remove).to.equal(true)
    // Shift+Tab goes back to the row's previous action.
    await sendKeys({ press: 'Shift+Tab' })
    expect(root(el).activeElement?.textContent).to.match(/^Schedule/)
    expect(s.api.calls.filter((c) => c.method === 'DELETE')).to.have.length(0)
  })
})
