/** The kit's multi-select with apply: the selection changes only on Apply; keyboard and Escape. */
import { expect } from '@esm-bundle/chai'
import { sendKeys, sendMouse } from '@web/test-runner-commands'
import { cleanBody, mountKit, root, text, waitFor } from './page'
import { accessibilityProblems, button, fill, findButton } from './queries'

const applied = (el: HTMLElement) =>
  root(el).querySelector('[data-testid="applied-filters"]')?.textContent ?? ''
const panel = (el: HTMLElement) => root(el).querySelector<HTMLElement>('[role="dialog"]')
const boxes = (el: HTMLElement) =>
  Array.from(panel(el)?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? [])
const box = (el: HTMLElement, label: string) => {
  const found = boxes(el).find((b) => b.closest('label')?.textContent === label)
  if (!found) throw new Error(`no checkbox ${label}`)
  return found
}

async function openSites(el: HTMLElement): Promise<HTMLButtonElement> {
  const trigger = await button(el, /^Sites /)
  trigger.click()
  await waitFor(() => panel(el))
  return trigger
}

describe('kit: multi-select with apply', () => {
  afterEach(cleanBody)

  it('shows "All sites", then "3 sites" after choosing three and Apply', async () => {
    const el = await mountKit('multi-select')
    const trigger = await openSites(el)
    expect(findButton(el, 'Sites All sites')).to.equal(trigger)
    expect(trigger.getAttribute('aria-expanded')).to.equal('true')
    for (const name of ['Daily Planet', 'Gotham Gazette', 'Metro Weekly']) box(el, name).click()
    await waitFor(() => text(el).includes('3 of 6 chosen'))
    // Nothing applies before Apply.
    expect(trigger.textContent).to.contain('All sites')
    ;(await button(panel(el)!, 'Apply')).click()
    await waitFor(() => !panel(el))
    expect(trigger.textContent).to.contain('3 sites')
    expect(applied(el)).to.contain('daily-planet, gotham-gazette, metro-weekly')
    await waitFor(() => root(el).activeElement === trigger)
  })

  it('Cancel and Escape leave the selection as it was and return focus to the button', async () => {
    const el = await mountKit('multi-select')
    const trigger = await openSites(el)
    box(el, 'Daily Planet').click()
    ;(await button(panel(el)!, 'Cancel')).click()
    await waitFor(() => !panel(el))
    expect(trigger.textContent).to.contain('All sites')
    await waitFor(() => root(el).activeElement === trigger)

    await openSites(el)
    // The panel opens on the applied selection, not on the cancelled draft.
    expect(box(el, 'Daily Planet').checked).to.equal(false)
    box(el, 'Gotham Gazette').click()
    await sendKeys({ press: 'Escape' })
    await waitFor(() => !panel(el))
    expect(trigger.textContent).to.contain('All sites')
    expect(applied(el)).to.contain('Applied sites: all')
    await waitFor(() => root(el).activeElement === trigger)
  })

  it('works by keyboard: search focused on open, arrows to the boxes, Space checks', async () => {
    const el = await mountKit('multi-select')
    const trigger = await button(el, /^Sites /)
    trigger.focus()
    await sendKeys({ press: 'Enter' })
    const search = await waitFor(() =>
      panel(el)?.querySelector<HTMLInputElement>('input[type="search"]'),
    )
    await waitFor(() => root(el).activeElement === search)
    await sendKeys({ press: 'ArrowDown' })
    expect(root(el).activeElement).to.equal(boxes(el)[0])
    await sendKeys({ press: 'ArrowDown' })
    expect(root(el).activeElement).to.equal(boxes(el)[1])
    await sendKeys({ press: 'Space' })
    await waitFor(() => boxes(el)[1].checked)
    await sendKeys({ press: 'ArrowUp' })
    await sendKeys({ press: 'Space' })
    await waitFor(() => boxes(el)[0].checked)
    // Tab on to Apply: past the rest of the boxes and Cancel.
    const apply = await button(panel(el)!, 'Apply')
    for (let i = 0; i < 12 && root(el).activeElement !== apply; i++)
      await sendKeys({ press: 'Tab' })
    expect(root(el).activeElement).to.equal(apply)
    await sendKeys({ press: 'Enter' })
    await waitFor(() => trigger.textContent?.includes('2 sites'))
    expect(applied(el)).to.contain('daily-planet, gotham-gazette')
  })

  it('search narrows the list; Select all takes the shown ones; Clear empties', async () => {
    const el = await mountKit('multi-select')
    const trigger = await openSites(el)
    const search = panel(el)!.querySelector<HTMLInputElement>('input[type="search"]')!
    await fill(search, 'city')
    await waitFor(() => boxes(el).length === 3)
    expect(boxes(el).map((b) => b.closest('label')?.textContent)).to.deep.equal([
      'Central City Citizen',
      'Coast City Chronicle',
      'Star City Star',
    ])
    ;(await button(panel(el)!, 'Select all')).click()
    await waitFor(() => text(el).includes('3 of 6 chosen'))
    await fill(search, 'zzz')
    await waitFor(() => text(el).includes('No sites match “zzz”.'))
    await fill(search, '')
    await waitFor(() => boxes(el).length === 6)
    ;(await button(panel(el)!, 'Apply')).click()
    await waitFor(() => trigger.textContent?.includes('3 sites'))
    expect(applied(el)).to.contain('central-city-citizen, coast-city-chronicle, star-city-star')

    await openSites(el)
    ;(await button(panel(el)!, 'Clear')).click()
    await waitFor(() => text(el).includes('0 of 6 chosen'))
    ;(await button(panel(el)!, 'Apply')).click()
    await waitFor(() => trigger.textContent?.includes('All sites'))
  })

  it('one chosen option shows its name; a press outside closes without applying', async () => {
    const el = await mountKit('multi-select')
    const devices = await button(el, /^Devices /)
    expect(devices.textContent).to.contain('Mobile')
    devices.click()
    await waitFor(() => panel(el))
    box(el, 'Desktop').click()
    await sendMouse({ type: 'click', position: [5, 5] })
    await waitFor(() => !panel(el))
    expect(devices.textContent).to.contain('Mobile')
    expect(applied(el)).to.contain('devices: MOBILE')
  })

  it('has no accessibility problems, closed or open', async () => {
    const el = await mountKit('multi-select')
    expect(accessibilityProblems(root(el))).to.deep.equal([])
    await openSites(el)
    expect(accessibilityProblems(root(el))).to.deep.equal([])
    expect(panel(el)!.getAttribute('aria-label')).to.equal('Sites')
  })
})
