// pp-reports, the editor's frame and actions (REP-03, REP-06, REP-16..19): title, back link, the
// data note and the section nav; Run / Save / Save and Run with the field check first (scroll to
// the first invalid section), what they send and where they go; Discard; the leave warning.
import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import {
  accessibilityProblems,
  build,
  button,
  dismissToasts,
  field,
  fill,
  findButton,
  findLink,
  root,
  text,
  waitFor,
  waitForText,
} from './helpers'
import {
  ACCOUNT,
  card,
  editorReady,
  editorSuite,
  fresh,
  openEditor,
  PREVIEW,
  saved,
  storedReport,
  stubReports,
} from './reports-editor-fixtures'

const posts = (s: ReturnType<typeof editorSuite>, path: string) =>
  s.api.calls.filter((c) => c.method !== 'GET' && c.path.split('?')[0] === path)

describe(`pp-reports editor (${build})`, () => {
  const s = editorSuite()

  it('REP-03/06: title, back link, data note, the five sections in the nav; no a11y problems', async () => {
    const el = await editorReady(openEditor(fresh()))
    expect(root(el).querySelector('h1')?.textContent).to.equal('Reports / New Report')
    expect(findLink(el, 'Back to all reports')?.getAttribute('href')).to.equal('/dashboard/reports')
    const note = root(el).querySelector('[data-last-updated]')?.textContent ?? ''
    expect(note).to.match(/^Data through [A-Z][a-z]{2} \d{1,2}, \d{4}\./)
    expect(note).to.contain('about 4 PM EST; everything is in EST')
    const nav = Array.from(root(el).querySelectorAll('nav [data-nav]')).map((b) => b.textContent)
    expect(nav).to.deep.equal(['Report Settings', 'Dimensions', 'Metrics', 'Filters', 'Schedule'])
    // A fresh report has no changes: nothing to run or save yet (REP-17), no Discard.
    for (const name of ['Run', 'Save', 'Save and Run'])
      expect((await button(el, name)).getAttribute('aria-disabled'), name).to.equal('true')
    expect(findButton(el, 'Discard')).to.equal(null)
    await fill(await field(el, 'Report name'), 'Q3')
    await waitFor(() => root(el).querySelector('h1')?.textContent === 'Reports / Q3')
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('REP-03: a saved report with its name emptied is titled "Report Name"', async () => {
    const el = await editorReady(openEditor(saved({ name: '' }), saved()))
    expect(root(el).querySelector('h1')?.textContent).to.equal('Reports / Report Name')
  })

  it('REP-07/17: Run with an empty name marks it, scrolls to Settings, focuses it and sends nothing', async () => {
    const el = await editorReady(openEditor(fresh({ dimensions: ['DATE'] })))
    // Scrolled away first, so the move back is visible.
    card(el, 'schedule').scrollIntoView()
    ;(await button(el, 'Run')).click()
    await waitForText(el, 'A report name is required')
    const name = await field(el, 'Report name')
    await waitFor(() => root(el).activeElement === name)
    expect(name.getAttribute('aria-invalid')).to.equal('true')
    expect(root(el).querySelector('[data-nav="settings"] [data-error-mark]')).to.not.equal(null)
    await waitFor(() => card(el, 'settings').getBoundingClientRect().top < 200)
    ;(await button(el, 'Save')).click()
    ;(await button(el, 'Save and Run')).click()
    await new Promise((r) => requestAnimationFrame(r))
    expect(s.api.calls.filter((c) => c.method !== 'GET')).to.have.length(0)
  })

  it('REP-18: Save of a new report POSTs the report, says so and turns the unsaved state off', async () => {
    const el = await editorReady(
      openEditor(
        fresh({
          name: 'Weekly revenue',
          dimensions: ['SITE', 'DATE'],
          schedule: 'WEEKLY',
          endDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
          emails: [
            { value: ' ann@example.com ', valid: true },
            { value: '', valid: false },
          ],
        }),
      ),
    )
    expect(root(el).querySelector('[data-unsaved]')?.textContent).to.contain('Unsaved changes')
    ;(await button(el, 'Save')).click()
    await waitForText(el, 'We have successfully saved your report')
    const [call] = posts(s, '/api/reporting/report')
    expect(call?.method).to.equal('POST')
    const body = JSON.parse(call!.body!)
    expect(body).to.include({ accountUUID: ACCOUNT, reportUUID: null, name: 'Weekly revenue' })
    expect(body.dimensions).to.deep.equal(['SITE', 'DATE'])
    expect(body.emails).to.deep.equal([{ value: 'ann@example.com', valid: true }])
    await waitFor(() => !root(el).querySelector('[data-unsaved]'))
    expect(storedReport().reportUUID).to.equal('rep-new')
    expect((await button(el, 'Save')).getAttribute('aria-disabled')).to.equal('true')
    const unload = new Event('beforeunload', { cancelable: true })
    dispatchEvent(unload)
    expect(unload.defaultPrevented).to.equal(false)
  })

  it('REP-18: Save of a saved report PUTs it with accountUUID null; a failure says so and keeps the edits', async () => {
    s.api.restore()
    let fail = true
    s.api = stubReports({
      'PUT /api/reporting/report/*': (call) =>
        fail
          ? { status: 500, body: { error: { code: 'x', message: 'x', fields: [] } } }
          : { body: { ...saved(), ...JSON.parse(call.body ?? '{}'), accountUUID: ACCOUNT } },
    })
    const el = await editorReady(openEditor(saved({ name: 'Renamed' }), saved()))
    ;(await button(el, 'Save')).click()
    await waitForText(el, 'Something went wrong while saving your report')
    expect(root(el).querySelector('[data-unsaved]')).to.not.equal(null)
    dismissToasts(el)
    fail = false
    ;(await button(el, 'Save')).click()
    await waitForText(el, 'We have successfully saved your report')
    const puts = posts(s, '/api/reporting/report/rep-1')
    expect(puts.map((c) => c.method)).to.deep.equal(['PUT', 'PUT'])
    expect(JSON.parse(puts[1]!.body!)).to.include({
      accountUUID: null,
      reportUUID: 'rep-1',
      name: 'Renamed',
    })
  })

  it('REP-19: Run posts the form (JSON, dimensions in order) and goes to the preview, no leave question', async () => {
    const el = await editorReady(
      openEditor(fresh({ name: 'Geo', dimensions: ['GEO', 'DATE', 'SITE'], devices: ['MOBILE'] })),
    )
    ;(await button(el, 'Run')).click()
    await waitFor(() => s.spy.paths().includes(PREVIEW))
    const [call] = posts(s, '/api/reporting/report/client')
    expect(call?.contentType).to.contain('application/x-www-form-urlencoded')
    const form = new URLSearchParams(call!.body!)
    expect(form.getAll('dimensions')).to.deep.equal(['GEO', 'DATE', 'SITE'])
    expect(form.get('returnType')).to.equal('JSON')
    expect(form.get('accountUUID')).to.equal(ACCOUNT)
    expect(form.getAll('devices')).to.deep.equal(['MOBILE'])
    expect(posts(s, '/api/reporting/report')).to.have.length(0)
    expect(text(el)).to.not.contain('Leave anyway?')
  })

  it('REP-19: a failed run says so and stays', async () => {
    s.api.restore()
    s.api = stubReports({
      'POST /api/reporting/report/client': {
        status: 500,
        body: { error: { code: 'x', message: 'x', fields: [] } },
      },
    })
    const el = await editorReady(openEditor(fresh({ name: 'Geo' })))
    ;(await button(el, 'Run')).click()
    await waitForText(el, 'Something went wrong while running your report')
    expect(s.spy.paths()).to.deep.equal([])
  })

  it('REP-19: Save and Run saves, then runs the saved report and goes to the preview', async () => {
    const el = await editorReady(openEditor(fresh({ name: 'Both' })))
    ;(await button(el, 'Save and Run')).click()
    await waitFor(() => s.spy.paths().includes(PREVIEW))
    const writes = s.api.calls.filter((c) => c.method === 'POST').map((c) => c.path)
    expect(writes).to.deep.equal(['/api/reporting/report', '/api/reporting/report/client'])
    const form = new URLSearchParams(posts(s, '/api/reporting/report/client')[0]!.body!)
    expect(form.get('reportUUID')).to.equal('rep-new')
    expect(text(el)).to.not.contain('Leave anyway?')
  })

  it('REP-16: Discard asks, then goes back to the saved version', async () => {
    const el = await editorReady(openEditor(saved({ name: 'Changed', metrics: [] }), saved()))
    ;(await button(el, 'Discard')).click()
    await waitForText(el, 'Discard your changes?')
    ;(await button(el, 'Keep editing')).click()
    await waitFor(() => !root(el).querySelector('dialog[open]'))
    expect(storedReport().name).to.equal('Changed')
    ;(await button(el, 'Discard')).click()
    const dialog = await waitFor(() => root(el).querySelector('dialog[open]'))
    findButton(dialog, 'Discard')!.click()
    await waitFor(() => storedReport().name === 'Weekly revenue')
    expect(storedReport().metrics).to.have.length(6)
    expect((await field(el, 'Report name')).value).to.equal('Weekly revenue')
    await waitFor(() => !findButton(el, 'Discard'))
    expect(root(el).querySelector('[data-unsaved]')).to.equal(null)
  })

  it('REP-16: Discard of a never-saved report goes back to a fresh one', async () => {
    const el = await editorReady(openEditor(fresh({ name: 'Draft', dimensions: ['DATE', 'GEO'] })))
    ;(await button(el, 'Discard')).click()
    const dialog = await waitFor(() => root(el).querySelector('dialog[open]'))
    expect(dialog.textContent).to.contain('a new, empty one')
    findButton(dialog, 'Discard')!.click()
    await waitFor(() => storedReport().name === '')
    expect(storedReport().dimensions).to.deep.equal(['AD_UNIT'])
    expect(root(el).querySelector('h1')?.textContent).to.equal('Reports / New Report')
  })

  it('REP-16: unsaved changes hold the page unload and ask before Back to all reports', async () => {
    const el = await editorReady(openEditor(fresh({ name: 'Unsaved' })))
    const unload = new Event('beforeunload', { cancelable: true })
    dispatchEvent(unload)
    expect(unload.defaultPrevented).to.equal(true)
    findLink(el, 'Back to all reports')!.click()
    await waitForText(el, 'You have unsaved changes. Leave anyway?')
    expect(text(el)).to.contain('The changes you made to this report will be lost.')
    ;(await button(el, 'Stay')).click()
    await waitFor(() => !root(el).querySelector('dialog[open]'))
    expect(s.spy.paths()).to.deep.equal([])
    findLink(el, 'Back to all reports')!.click()
    ;(await button(el, 'Leave')).click()
    await waitFor(() => s.spy.paths().length > 0)
    expect(s.spy.paths()).to.deep.equal(['/dashboard/reports'])
  })

  it('REP-17 (CONF-10): a saved report without changes cannot be run, saved or discarded here', async () => {
    const el = await editorReady(openEditor(saved(), saved()))
    for (const name of ['Run', 'Save', 'Save and Run'])
      expect((await button(el, name)).getAttribute('aria-disabled'), name).to.equal('true')
    expect(findButton(el, 'Discard')).to.equal(null)
    expect(root(el).querySelector('[data-unsaved]')).to.equal(null)
    // The reason is shown and tied to the disabled buttons.
    const why = root(el).querySelector('[data-why]')!
    expect(why.textContent).to.equal('Saved; change something to run or save it here')
    expect((await button(el, 'Run')).getAttribute('aria-describedby')).to.equal(why.id)
  })

  it("#14 REP-17: a new report's Run, Save and Save and Run stay in the tab order, say why and refuse a press", async () => {
    const el = await editorReady(openEditor(fresh()))
    const why = root(el).querySelector('[data-why]')!
    expect(why.textContent).to.equal('Nothing to run or save yet')
    for (const name of ['Run', 'Save', 'Save and Run']) {
      const b = await button(el, name)
      // Not `disabled` (that drops it from the tab order): aria-disabled, described by the reason.
      expect(b.disabled, name).to.equal(false)
      expect(b.getAttribute('aria-disabled'), name).to.equal('true')
      expect(b.getAttribute('aria-describedby'), name).to.equal(why.id)
      b.focus()
      expect(root(el).activeElement, name).to.equal(b)
      await sendKeys({ press: 'Enter' })
      b.click()
    }
    await new Promise((r) => requestAnimationFrame(r))
    expect(s.api.calls.filter((c) => c.method !== 'GET')).to.have.length(0)
    expect(root(el).querySelector('[data-section-error]')).to.equal(null)
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('REP-06: ?section=schedule opens on the Schedule section; the nav scrolls and highlights', async () => {
    const el = await editorReady(openEditor(saved(), saved(), { query: '?section=schedule' }))
    const current = () => root(el).querySelector('nav [aria-current="true"]')?.textContent
    await waitFor(() => current() === 'Schedule')
    await waitFor(
      () => Math.abs(card(el, 'schedule').getBoundingClientRect().top) < 120 || window.scrollY > 0,
    )
    expect(root(el).activeElement?.textContent).to.equal('Schedule')
    root(el).querySelector<HTMLButtonElement>('[data-nav="metrics"]')!.click()
    await waitFor(() => current() === 'Metrics')
    await waitFor(() => root(el).activeElement?.textContent === 'Metrics')
    // The user's own scrolling moves the highlight to the section in view.
    dispatchEvent(new WheelEvent('wheel'))
    window.scrollTo({ top: 0, behavior: 'instant' })
    await waitFor(() => current() === 'Report Settings')
    dispatchEvent(new WheelEvent('wheel'))
    card(el, 'dimensions').scrollIntoView({ block: 'start', behavior: 'instant' })
    await waitFor(() => current() === 'Dimensions')
  })
})
