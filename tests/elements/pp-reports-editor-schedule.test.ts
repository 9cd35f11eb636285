// pp-reports, the editor's Schedule section (REP-12, REP-13, REP-15): the end date and the
// e-mail rows of a recurring schedule (flagged on blur, add and remove, ONCE clears them) and the
// suggestions from the account's users (only with settings.users or mocked; a failure only logs).
import { expect } from '@esm-bundle/chai'
import {
  accessibilityProblems,
  build,
  button,
  field,
  fill,
  findButton,
  findField,
  root,
  waitFor,
  waitForText,
  fixClock,
} from './helpers'
import {
  blur,
  card,
  choice,
  choose,
  editorReady,
  editorSuite,
  fresh,
  openEditor,
  ROUTES,
  storedReport,
  stubReports,
} from './reports-editor-fixtures'

describe(`pp-reports editor schedule (${build})`, () => {
  const s = editorSuite()

  it('REP-12/13: a recurring schedule asks for an end date and e-mails; invalid ones flagged on blur; ONCE clears', async () => {
    s.undo.push(fixClock('2026-07-15T16:00:00Z'))
    const el = await editorReady(openEditor(fresh({ name: 'Sched' })))
    const schedule = card(el, 'schedule')
    expect(findField(el, 'End date')).to.equal(null)
    choose(choice(schedule, 'Weekly'))
    const end = await field(el, 'End date')
    expect(end.getAttribute('min')).to.equal('2026-07-15')
    await fill(end, '2026-07-14')
    await waitForText(el, 'The end date cannot be before today')
    await fill(end, '2026-08-01')
    await waitFor(() => !end.hasAttribute('aria-invalid'))
    const first = await field(el, 'Email 1')
    expect(findButton(el, 'Remove email 1')).to.equal(null)
    await fill(first, 'not-an-email')
    expect(first.hasAttribute('aria-invalid')).to.equal(false)
    blur(first)
    await waitForText(el, 'Please enter a valid email')
    await fill(first, 'ann@example.com')
    await waitFor(() => !first.hasAttribute('aria-invalid'))
    ;(await button(el, 'Add email')).click()
    await field(el, 'Email 2')
    expect(findButton(el, 'Remove email 1')).to.not.equal(null)
    ;(await button(el, 'Remove email 2')).click()
    await waitFor(() => !findField(el, 'Email 2'))
    expect(storedReport()).to.include({ schedule: 'WEEKLY', endDate: '2026-08-01' })
    expect(storedReport().emails).to.deep.equal([{ value: 'ann@example.com', valid: true }])
    expect(accessibilityProblems(root(el))).to.deep.equal([])
    choose(choice(schedule, 'Once'))
    await waitFor(() => storedReport().schedule === 'ONCE')
    expect(storedReport().emails).to.deep.equal([])
    expect(storedReport().endDate).to.equal(null)
    expect(findField(el, 'Email 1')).to.equal(null)
  })

  it("REP-15: suggestions from the account's users only with settings.users (or mocked)", async () => {
    const users = () => s.api.calls.filter((c) => c.path.startsWith(ROUTES.users.slice(4)))
    const recurring = fresh({
      name: 'Sugg',
      schedule: 'DAILY',
      endDate: '2099-01-01',
      emails: [{ value: '', valid: false }],
    })
    let el = await editorReady(openEditor(recurring))
    await field(el, 'Email 1')
    expect(root(el).querySelector('datalist')).to.equal(null)
    el.remove()
    el = await editorReady(
      openEditor(recurring, null, { permissions: ['home.adMetrics', 'settings.users'] }),
    )
    const options = await waitFor(
      () =>
        root(el).querySelectorAll('datalist option').length === 2 &&
        root(el).querySelectorAll('datalist option'),
    )
    expect(Array.from(options).map((o) => o.getAttribute('value'))).to.deep.equal([
      'ann@example.com',
      'bob@example.com',
    ])
    const input = await field(el, 'Email 1')
    expect(input.getAttribute('list')).to.equal(root(el).querySelector('datalist')!.id)
    expect(users()).to.have.length(1)
    el.remove()
    el = await editorReady(openEditor(recurring, null, { mocked: true }))
    await waitFor(() => root(el).querySelectorAll('datalist option').length === 2)
    expect(users()).to.have.length(2)
  })

  it('REP-15: a failed users call only logs "No emails found", no toast', async () => {
    s.api.restore()
    s.api = stubReports({
      [ROUTES.users]: { status: 500, body: { error: { code: 'x', message: 'x', fields: [] } } },
    })
    const logged: unknown[] = []
    const info = console.info
    console.info = (...args: unknown[]) => void logged.push(args[0])
    s.undo.push(() => (console.info = info))
    const el = await editorReady(
      openEditor(fresh({ name: 'Sugg', schedule: 'DAILY', endDate: '2099-01-01' }), null, {
        permissions: ['home.adMetrics', 'settings.users'],
      }),
    )
    await waitFor(() => logged.includes('No emails found'))
    expect(root(el).querySelector('[role="alert"]')).to.equal(null)
    expect(root(el).querySelector('datalist')).to.equal(null)
  })
})
