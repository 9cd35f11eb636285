// pp-home by keyboard (HOME-02, HOME-03): the ad type toggle with arrow keys and its visible focus
// ring, a range of about 400 days picked in the calendar by keyboard (every chart draws every day;
// the time from Apply to the last chart drawn is logged as a figure).
import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { ACCOUNT, analyticsApi, callsTo, daysBetween, field1 } from './analytics-fixtures'
import { build, cleanBody, loadElement, mount, root, waitFor } from './page'
import { button } from './queries'

const dialog = (el: HTMLElement) => root(el).querySelector<HTMLDialogElement>('dialog[open]')
const section = (el: HTMLElement, name: string) =>
  root(el).querySelector<HTMLElement>(`[data-section="${name}"]`)

describe(`pp-home by keyboard (${build})`, () => {
  let api: ReturnType<typeof analyticsApi>

  before(() => loadElement('pp-home'))
  afterEach(() => {
    for (const el of Array.from(document.querySelectorAll('pp-home')))
      dialog(el as HTMLElement)?.close()
    api.restore()
    cleanBody()
  })

  function open() {
    api = analyticsApi()
    return mount('pp-home', {
      route: '/dashboard/home',
      'account-uuid': ACCOUNT,
      'user-uuid': 'usr-keys',
      permissions: JSON.stringify(['home.adMetrics']),
    })
  }

  it('the ad type toggle moves with arrow keys, shows a focus ring and sends revenueType', async () => {
    const el = open()
    await waitFor(() => callsTo(api.calls, 'revenueDetail').length === 1)
    const radios = await waitFor(() => {
      const found = section(el, 'Ad Metrics')?.querySelectorAll<HTMLInputElement>('input')
      return found?.length === 3 ? Array.from(found) : null
    })
    // Tab from the date range button reaches the checked radio (one tab stop for the group).
    ;(await button(el, /^Date range /)).focus()
    await sendKeys({ press: 'Tab' })
    await waitFor(() => root(el).activeElement === radios[0])
    const label = radios[0]!.closest('label')!
    expect(getComputedStyle(label).outlineStyle).to.equal('solid')
    await sendKeys({ press: 'ArrowRight' })
    await waitFor(() => radios[1]!.checked)
    await waitFor(() => callsTo(api.calls, 'revenueDetail').length === 2)
    expect(field1(callsTo(api.calls, 'revenueDetail')[1]!, 'revenueType')).to.equal('DISPLAY')
    await sendKeys({ press: 'ArrowRight' })
    await waitFor(() => callsTo(api.calls, 'revenueDetail').length === 3)
    expect(field1(callsTo(api.calls, 'revenueDetail')[2]!, 'revenueType')).to.equal('VIDEO')
    expect(getComputedStyle(radios[2]!.closest('label')!).outlineStyle).to.equal('solid')
  })

  it('picks about 400 days by keyboard; every chart draws them', async () => {
    const el = open()
    await waitFor(() => root(el).querySelectorAll('canvas').length === 7)
    const trigger = await button(el, /^Date range /)
    trigger.focus()
    trigger.click()
    await waitFor(() => dialog(el)?.querySelector('[role="grid"]'))
    // Focus starts on the range's first day; 13 months back, choose it, then to the last day.
    await waitFor(() => dialog(el)!.contains(root(el).activeElement))
    for (let i = 0; i < 13; i++) await sendKeys({ press: 'PageUp' })
    await sendKeys({ press: 'Enter' })
    for (let i = 0; i < 13; i++) await sendKeys({ press: 'PageDown' })
    for (let i = 0; i < 6; i++) await sendKeys({ press: 'ArrowRight' })
    await sendKeys({ press: 'Enter' })
    const apply = await button(dialog(el)!, 'Apply')
    const before = callsTo(api.calls, 'questionsDetailed').length
    const canvases = Array.from(root(el).querySelectorAll('canvas'))
    const started = performance.now()
    apply.click()
    // Every chart is drawn again (new canvases) once the new answers are in.
    await waitFor(
      () =>
        callsTo(api.calls, 'questionsDetailed').length > before &&
        root(el).querySelectorAll('canvas').length === 7 &&
        Array.from(root(el).querySelectorAll('canvas')).every((c) => !canvases.includes(c)),
    )
    const took = performance.now() - started
    const call = callsTo(api.calls, 'questionsDetailed').at(-1)!
    const days = daysBetween(field1(call, 'startDate')!, field1(call, 'endDate')!).length
    expect(days).to.be.within(395, 410)
    // The chart's table view holds one row per day of the range.
    const questions = root(el).querySelector<HTMLElement>(
      '[data-metric-card="Question Responses"]',
    )!
    ;(await button(questions, 'Show table')).click()
    const table = questions.querySelector('table')!
    await waitFor(() => table.querySelectorAll('tbody tr').length > 0)
    expect(table.querySelectorAll('tbody tr').length).to.equal(days)
    console.log(`pp-home ${build}: ${days} days, Apply to 7 charts drawn: ${took.toFixed(1)} ms`)
  })
})
