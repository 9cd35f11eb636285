/**
 * The kit's Menu: keyboard (arrows, Home/End, typeahead, Enter, Escape), focus return, rings;
 * the route tab strip and the button tabs (keys, panel, edge fades).
 */
import { expect } from '@esm-bundle/chai'
import { sendKeys, sendMouse } from '@web/test-runner-commands'
import { cleanBody, mountKit, root, waitFor } from './page'
import { accessibilityProblems, accessibleName, findButton } from './queries'

const items = (el: HTMLElement) =>
  Array.from(root(el).querySelectorAll<HTMLElement>('[role="menuitem"]'))
const active = (el: HTMLElement) => items(el).find((i) => i.hasAttribute('data-focus'))
const activeName = (el: HTMLElement) => {
  const item = active(el)
  return item ? accessibleName(item) : null
}
const last = (el: HTMLElement) => root(el).querySelector('[data-last]')?.textContent
/**
 * The trigger once Headless UI's chunk has arrived: until then menu.tsx draws a placeholder
 * button (`data-placeholder`) that fetches it on intent (focus here) and is then replaced.
 */
const menuTrigger = (el: HTMLElement) =>
  waitFor(() => {
    const found = findButton(el, 'Report actions')
    if (found?.hasAttribute('data-placeholder')) found.focus()
    return found && !found.hasAttribute('data-placeholder') ? found : null
  })
const panel = (el: HTMLElement) => root(el).querySelector<HTMLElement>('[role="menu"]')

async function click(target: HTMLElement) {
  const box = target.getBoundingClientRect()
  await sendMouse({
    type: 'click',
    position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
  })
}

describe('kit: menu', () => {
  afterEach(cleanBody)

  // First in the file: later tests find the chunk loaded and no placeholder at all.
  it('keeps the focus when the loaded trigger replaces a focused placeholder', async () => {
    const el = await mountKit('menus')
    const placeholder = await waitFor(() => findButton(el, 'Report actions'))
    expect(placeholder.hasAttribute('data-placeholder')).to.equal(true)
    placeholder.focus()
    const trigger = await waitFor(() => {
      const found = findButton(el, 'Report actions')
      return found && !found.hasAttribute('data-placeholder') ? found : null
    })
    // The placeholder's removal blurs it (Chrome does so synchronously): that blur must not count
    // as the user leaving, or a keyboard user's focus falls to the page when the chunk lands.
    await waitFor(() => root(el).activeElement === trigger)
    await sendKeys({ press: 'Enter' })
    await waitFor(() => activeName(el) === 'Run')
  })

  it('opens from the keyboard and moves with arrows, Home, End and typeahead', async () => {
    const el = await mountKit('menus')
    const trigger = await menuTrigger(el)
    expect(trigger.getAttribute('aria-haspopup')).to.equal('menu')
    trigger.focus()
    await sendKeys({ press: 'Enter' })
    await waitFor(() => activeName(el) === 'Run')
    expect(trigger.getAttribute('aria-expanded')).to.equal('true')
    expect(items(el).map(accessibleName)).to.deep.equal([
      'Run',
      'Edit',
      'Schedule',
      'Share',
      'CSV',
      'Open the menus section',
      'Delete',
    ])
    await sendKeys({ press: 'ArrowDown' })
    await waitFor(() => activeName(el) === 'Edit')
    await sendKeys({ press: 'End' })
    await waitFor(() => activeName(el) === 'Delete')
    await sendKeys({ press: 'Home' })
    await waitFor(() => activeName(el) === 'Run')
    await sendKeys({ press: 'c' })
    await waitFor(() => activeName(el) === 'CSV')
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('skips a disabled item, runs the chosen one with Enter and gives focus back', async () => {
    const el = await mountKit('menus')
    const trigger = await menuTrigger(el)
    trigger.focus()
    await sendKeys({ press: 'ArrowDown' })
    await waitFor(() => activeName(el) === 'Run')
    for (const press of ['ArrowDown', 'ArrowDown', 'ArrowDown']) await sendKeys({ press })
    // Run → Edit → Schedule → (Share is disabled) → CSV
    await waitFor(() => activeName(el) === 'CSV')
    await sendKeys({ press: 'Enter' })
    await waitFor(() => last(el) === 'CSV')
    await waitFor(() => items(el).length === 0)
    await waitFor(() => root(el).activeElement === trigger)
  })

  it('closes on Escape with focus on the trigger, and nothing runs', async () => {
    const el = await mountKit('menus')
    const trigger = await menuTrigger(el)
    trigger.focus()
    await sendKeys({ press: 'Enter' })
    await waitFor(() => items(el).length > 0)
    await sendKeys({ press: 'Escape' })
    await waitFor(() => items(el).length === 0)
    await waitFor(() => root(el).activeElement === trigger)
    expect(last(el)).to.equal('nothing yet')
    expect(trigger.getAttribute('aria-expanded')).to.equal('false')
  })

  it('draws no ring when opened with the mouse, and a ring on the active item with keys', async () => {
    const el = await mountKit('menus')
    const trigger = await menuTrigger(el)
    await click(trigger)
    const menu = await waitFor(() => panel(el))
    await waitFor(() => root(el).activeElement === menu)
    expect(getComputedStyle(menu).outlineStyle).to.equal('none')
    for (const item of items(el)) expect(getComputedStyle(item).outlineStyle).to.equal('none')
    await sendKeys({ press: 'ArrowDown' })
    const first = await waitFor(() => active(el))
    await waitFor(() => getComputedStyle(first).outlineStyle === 'solid')
    expect(getComputedStyle(menu).outlineStyle).to.equal('none')
    await click(items(el).find((i) => accessibleName(i) === 'Edit')!)
    await waitFor(() => last(el) === 'Edit')
    await waitFor(() => items(el).length === 0)
  })

  it('a click on a disabled item does nothing and the menu stays open', async () => {
    const el = await mountKit('menus')
    await click(await menuTrigger(el))
    await waitFor(() => items(el).length > 0)
    const share = items(el).find((i) => accessibleName(i) === 'Share')!
    expect(share.getAttribute('aria-disabled')).to.equal('true')
    await click(share)
    expect(last(el)).to.equal('nothing yet')
    expect(items(el).length).to.equal(7)
  })
})

describe('kit: route tab strip', () => {
  afterEach(cleanBody)

  const strip = (el: HTMLElement, width: number) =>
    root(el).querySelector<HTMLElement>(`nav[aria-label="Settings ${width}"]`)!
  const link = (nav: HTMLElement, name: string) =>
    Array.from(nav.querySelectorAll('a')).find((a) => a.textContent === name)!
  const inView = (nav: HTMLElement, a: HTMLElement) => {
    const box = nav.querySelector('ul')!.getBoundingClientRect()
    const tab = a.getBoundingClientRect()
    return tab.left >= box.left - 0.5 && tab.right <= box.right + 0.5
  }

  it('scrolls the current tab into view and fades the edge that hides tabs', async () => {
    const el = await mountKit('tab-strip')
    const nav = await waitFor(() => strip(el, 320))
    const list = nav.querySelector('ul')!
    expect(list.scrollWidth).to.be.greaterThan(list.clientWidth)
    const current = link(nav, 'Payment Information')
    expect(current.getAttribute('aria-current')).to.equal('page')
    await waitFor(() => inView(nav, current))
    await waitFor(() => nav.hasAttribute('data-more-left'))
    expect(list.style.maskImage).to.contain('transparent')
    expect(inView(nav, link(nav, 'General'))).to.equal(false)
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('follows a new current tab and the fades follow the scroll', async () => {
    const el = await mountKit('tab-strip')
    const nav = await waitFor(() => strip(el, 320))
    await waitFor(() => nav.hasAttribute('data-more-left'))
    link(nav, 'General').click()
    await waitFor(() => link(nav, 'General').getAttribute('aria-current') === 'page')
    await waitFor(() => !nav.hasAttribute('data-more-left') && nav.hasAttribute('data-more-right'))
    expect(inView(nav, link(nav, 'General'))).to.equal(true)
    // Keyboard: Tab to the last tab scrolls the strip to its end.
    link(nav, 'General').focus()
    for (let i = 0; i < 5; i++) await sendKeys({ press: 'Tab' })
    expect(root(el).activeElement).to.equal(link(nav, 'Notifications'))
    await waitFor(() => inView(nav, link(nav, 'Notifications')))
    await waitFor(() => nav.hasAttribute('data-more-left') && !nav.hasAttribute('data-more-right'))
  })

  it('draws no fade when every tab fits', async () => {
    const el = await mountKit('tab-strip')
    const nav = await waitFor(() => strip(el, 720))
    const list = nav.querySelector('ul')!
    expect(list.scrollWidth).to.be.at.most(list.clientWidth)
    expect(nav.hasAttribute('data-more-left')).to.equal(false)
    expect(nav.hasAttribute('data-more-right')).to.equal(false)
    expect(list.style.maskImage).to.equal('')
  })
})

describe('kit: button tabs', () => {
  afterEach(cleanBody)

  const list = (el: HTMLElement, width: number) =>
    root(el).querySelector<HTMLElement>(`[role="tablist"][aria-label="Breakdown ${width}"]`)!
  const tabs = (strip: HTMLElement) =>
    Array.from(strip.querySelectorAll<HTMLElement>('[role="tab"]'))
  const named = (strip: HTMLElement, name: string) =>
    tabs(strip).find((t) => t.textContent === name)!

  it('keeps one tab in the Tab order; arrows, Home and End choose; the panel follows', async () => {
    const el = await mountKit('button-tabs')
    const strip = await waitFor(() => list(el, 720))
    const panel = root(el).getElementById(named(strip, 'Users').getAttribute('aria-controls')!)!
    expect(tabs(strip).map((t) => t.tabIndex)).to.deep.equal([-1, -1, -1, -1, 0, -1])
    expect(panel.getAttribute('role')).to.equal('tabpanel')
    expect(panel.getAttribute('aria-labelledby')).to.equal(named(strip, 'Payment Information').id)
    named(strip, 'Payment Information').focus()
    await sendKeys({ press: 'ArrowRight' })
    await waitFor(() => named(strip, 'Notifications').getAttribute('aria-selected') === 'true')
    expect(root(el).activeElement).to.equal(named(strip, 'Notifications'))
    await sendKeys({ press: 'ArrowRight' })
    await waitFor(() => named(strip, 'General').getAttribute('aria-selected') === 'true')
    await sendKeys({ press: 'End' })
    await waitFor(() => named(strip, 'Notifications').getAttribute('aria-selected') === 'true')
    await sendKeys({ press: 'Home' })
    await waitFor(() => root(el).activeElement === named(strip, 'General'))
    await sendKeys({ press: 'ArrowLeft' })
    await waitFor(() => root(el).activeElement === named(strip, 'Notifications'))
    expect(panel.textContent).to.equal('The Notifications panel.')
    expect(panel.getAttribute('aria-labelledby')).to.equal(named(strip, 'Notifications').id)
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('scrolls the chosen tab into view and fades the edge that hides tabs', async () => {
    const el = await mountKit('button-tabs')
    const strip = await waitFor(() => list(el, 320))
    const edges = strip.parentElement!
    expect(strip.scrollWidth).to.be.greaterThan(strip.clientWidth)
    await waitFor(() => edges.hasAttribute('data-more-left'))
    expect(strip.style.maskImage).to.contain('transparent')
    named(strip, 'General').click()
    await waitFor(
      () => !edges.hasAttribute('data-more-left') && edges.hasAttribute('data-more-right'),
    )
    const wide = list(el, 720)
    expect(wide.parentElement!.hasAttribute('data-more-right')).to.equal(false)
    expect(wide.style.maskImage).to.equal('')
  })
})
