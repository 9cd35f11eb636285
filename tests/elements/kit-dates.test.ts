/**
 * The kit's date-range picker (react-day-picker, both builds): presets, disabled days, Apply and
 * Cancel, Escape with focus return, the calendar grid by keyboard, week start.
 */
import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { cleanBody, mountKit, root, waitFor } from './page'
import { accessibilityProblems, button } from './queries'

const dialog = (el: HTMLElement) => root(el).querySelector<HTMLDialogElement>('dialog[open]')
const applied = (el: HTMLElement) =>
  root(el).querySelector('[data-testid="applied-range"]')?.textContent ?? ''
const day = (el: HTMLElement, iso: string) =>
  dialog(el)?.querySelector<HTMLButtonElement>(`[data-day="${iso}"] button`) ?? null
const footer = (el: HTMLElement) =>
  dialog(el)?.querySelector('p[aria-live="polite"]')?.textContent ?? ''
const captions = (el: HTMLElement) =>
  Array.from(dialog(el)?.querySelectorAll('[role="grid"]') ?? []).map((g) =>
    g.getAttribute('aria-label'),
  )

async function openPicker(el: HTMLElement, name: RegExp = /^Date range /) {
  const trigger = await button(el, name)
  trigger.focus()
  trigger.click()
  // The calendar's chunk may still be on its way ("Loading the calendar…").
  await waitFor(() => dialog(el)?.querySelector('[role="grid"]'))
  return trigger
}

/** Tabs forward until `target` has focus (at most `max` presses). */
async function tabTo(el: HTMLElement, target: Element, max = 20) {
  for (let i = 0; i < max && root(el).activeElement !== target; i++)
    await sendKeys({ press: 'Tab' })
  expect(root(el).activeElement).to.equal(target)
}

describe('kit: date-range picker', () => {
  afterEach(() => {
    for (const el of Array.from(document.querySelectorAll('pp-kit-gallery')))
      dialog(el as HTMLElement)?.close()
    cleanBody()
  })

  it('shows the range, opens on two months with the chosen days and focus in the grid', async () => {
    const el = await mountKit('date-range')
    const trigger = await openPicker(el)
    expect(trigger.textContent).to.contain('Nov 18 – 24, 2026')
    expect(trigger.getAttribute('aria-expanded')).to.equal('true')
    expect(dialog(el)!.querySelector('h2')?.textContent).to.equal('Date range')
    expect(captions(el)).to.deep.equal(['October 2026', 'November 2026'])
    expect(footer(el)).to.equal('Nov 18 – 24, 2026')
    // The first chosen day takes focus (react-day-picker's grid).
    await waitFor(() => root(el).activeElement === day(el, '2026-11-18'))
    expect(day(el, '2026-11-18')!.closest('td')!.getAttribute('aria-selected')).to.equal('true')
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('disables days after the last selectable day and before the first', async () => {
    const el = await mountKit('date-range')
    await openPicker(el)
    expect(day(el, '2026-11-24')!.disabled).to.equal(false)
    expect(day(el, '2026-11-25')!.disabled).to.equal(true)
    expect(day(el, '2026-11-30')!.disabled).to.equal(true)
    const next = await button(dialog(el)!, /next month/i)
    expect(next.disabled || next.getAttribute('aria-disabled') === 'true').to.equal(true)
    const previous = await button(dialog(el)!, /previous month/i)
    for (let i = 0; i < 12 && !captions(el).includes('November 2025'); i++) {
      previous.click()
      await waitFor(() => !captions(el).includes(`November 2026`) || i > 0)
    }
    await waitFor(() => captions(el)[0] === 'November 2025')
    expect(day(el, '2025-11-24')!.disabled).to.equal(true)
    expect(day(el, '2025-11-25')!.disabled).to.equal(false)
    expect(previous.disabled || previous.getAttribute('aria-disabled') === 'true').to.equal(true)
  })

  it('picks a range by keyboard in the grid and applies it; focus returns to the button', async () => {
    const el = await mountKit('date-range')
    const trigger = await openPicker(el)
    await waitFor(() => root(el).activeElement === day(el, '2026-11-18'))
    await sendKeys({ press: 'ArrowRight' })
    await waitFor(() => root(el).activeElement === day(el, '2026-11-19'))
    await sendKeys({ press: 'Enter' })
    await waitFor(() => footer(el) === 'Nov 19, 2026')
    // Down a week is past the last selectable day: focus stays; Right three times is allowed.
    await sendKeys({ press: 'ArrowDown' })
    await sendKeys({ press: 'ArrowRight' })
    await sendKeys({ press: 'ArrowRight' })
    await sendKeys({ press: 'ArrowRight' })
    await waitFor(() => root(el).activeElement === day(el, '2026-11-22'))
    await sendKeys({ press: 'Space' })
    await waitFor(() => footer(el) === 'Nov 19 – 22, 2026')
    // Not applied yet.
    expect(trigger.textContent).to.contain('Nov 18 – 24, 2026')
    await tabTo(el, await button(dialog(el)!, 'Apply'))
    await sendKeys({ press: 'Enter' })
    await waitFor(() => !dialog(el))
    expect(trigger.textContent).to.contain('Nov 19 – 22, 2026')
    expect(applied(el)).to.contain('Applied: Nov 19 – 22, 2026')
    await waitFor(() => root(el).activeElement === trigger)
    expect(trigger.getAttribute('aria-expanded')).to.equal('false')
  })

  it('presets choose their range, marked pressed, counted back from the last selectable day', async () => {
    const el = await mountKit('date-range')
    await openPicker(el)
    const last7 = await button(dialog(el)!, 'Last 7 days')
    expect(last7.getAttribute('aria-pressed')).to.equal('true')
    ;(await button(dialog(el)!, 'Last 30 days')).click()
    await waitFor(() => footer(el) === 'Oct 26 – Nov 24, 2026')
    expect(last7.getAttribute('aria-pressed')).to.equal('false')
    expect((await button(dialog(el)!, 'Last 30 days')).getAttribute('aria-pressed')).to.equal(
      'true',
    )
    ;(await button(dialog(el)!, 'This month')).click()
    await waitFor(() => footer(el) === 'Nov 1 – 24, 2026')
    ;(await button(dialog(el)!, 'Last month')).click()
    await waitFor(() => footer(el) === 'Oct 1 – 31, 2026')
    expect(captions(el)).to.deep.equal(['September 2026', 'October 2026'])
    ;(await button(dialog(el)!, 'Apply')).click()
    await waitFor(() => applied(el).includes('Applied: Oct 1 – 31, 2026'))
  })

  it('Escape and Cancel close without changing the range, focus back on the button', async () => {
    const el = await mountKit('date-range')
    const trigger = await openPicker(el)
    ;(await button(dialog(el)!, 'Last 30 days')).click()
    await waitFor(() => footer(el) === 'Oct 26 – Nov 24, 2026')
    await sendKeys({ press: 'Escape' })
    await waitFor(() => !dialog(el))
    await waitFor(() => root(el).activeElement === trigger)
    expect(trigger.textContent).to.contain('Nov 18 – 24, 2026')

    await openPicker(el)
    // Reopened on the applied range, not the dropped draft.
    expect(footer(el)).to.equal('Nov 18 – 24, 2026')
    ;(await button(dialog(el)!, 'This month')).click()
    ;(await button(dialog(el)!, 'Cancel')).click()
    await waitFor(() => !dialog(el))
    await waitFor(() => root(el).activeElement === trigger)
    expect(applied(el)).to.contain('Applied: Nov 18 – 24, 2026')
  })

  it('starts weeks on the day asked for; without presets and a range, Apply waits for a day', async () => {
    const el = await mountKit('date-range')
    const sundayFirst = await openPicker(el)
    const firstWeekday = () =>
      dialog(el)?.querySelector('thead th, [role="columnheader"]')?.textContent ?? ''
    expect(firstWeekday()).to.equal('Su')
    await sendKeys({ press: 'Escape' })
    await waitFor(() => !dialog(el))
    await waitFor(() => root(el).activeElement === sundayFirst)

    const trigger = await openPicker(el, /^Custom report range /)
    expect(trigger.textContent).to.contain("Choose the report's days")
    expect(firstWeekday()).to.equal('Mo')
    expect(dialog(el)!.querySelector('[aria-label="Presets"]')).to.equal(null)
    expect((await button(dialog(el)!, 'Apply')).disabled).to.equal(true)
    expect(footer(el)).to.equal('Choose the first and the last day.')
    day(el, '2026-11-02')!.click()
    await waitFor(() => footer(el) === 'Nov 2, 2026')
    ;(await button(dialog(el)!, 'Apply')).click()
    await waitFor(() => !dialog(el))
    // One day chosen applies a one-day range.
    expect(applied(el)).to.contain('report Nov 2, 2026')
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })
})
