/**
 * The kit's chart (uPlot, both builds): loaded only when a chart first draws, summary label,
 * values under the cursor, legend toggles, resize, table view, loading and empty states.
 */
import { expect } from '@esm-bundle/chai'
import { sendKeys, sendMouse } from '@web/test-runner-commands'
import { cleanBody, mountKit, root, text, waitFor } from './page'
import { accessibilityProblems, button } from './queries'

const uplotRequests = () =>
  performance.getEntriesByType('resource').filter((e) => /\/chunks\/uplot-[\w-]+\.js$/.test(e.name))
    .length

const canvas = (el: HTMLElement) => root(el).querySelector<HTMLCanvasElement>('#chart canvas')
const plot = (el: HTMLElement) => root(el).querySelector<HTMLElement>('#chart [role="img"]')!
const legend = (el: HTMLElement) =>
  Array.from(root(el).querySelectorAll<HTMLButtonElement>('#chart button[aria-pressed]')).filter(
    (b) => b.closest('ul'),
  )
const shownDate = (el: HTMLElement) =>
  (root(el).querySelector('#chart p')?.textContent ?? '').replace('Values on ', '')

async function drawnChart(): Promise<HTMLElement> {
  const el = await mountKit('chart')
  await waitFor(() => canvas(el) && canvas(el)!.width > 0)
  return el
}

describe('kit: chart', () => {
  before(() => performance.setResourceTimingBufferSize(2000))
  afterEach(cleanBody)

  // First in this file: no chart has drawn in this page yet.
  it('costs nothing until a chart draws: uPlot is fetched with the first drawn chart only', async () => {
    const states = await mountKit('chart-states')
    await waitFor(() => text(states).includes('No impressions in this period.'))
    expect(text(states)).to.contain('Loading Impressions…')
    expect(root(states).querySelector('[aria-busy="true"]')).to.not.equal(null)
    expect(root(states).querySelector('canvas')).to.equal(null)
    const sheetsBefore = root(states).adoptedStyleSheets.length
    expect(uplotRequests()).to.equal(0)
    cleanBody()

    const el = await drawnChart()
    expect(uplotRequests()).to.equal(1)
    // uPlot's own sheet came with it, adopted into the chart's shadow root.
    const sheets = root(el).adoptedStyleSheets
    expect(sheets.length).to.equal(sheetsBefore + 1)
    const rules = Array.from(sheets[sheets.length - 1].cssRules).map((r) => r.cssText)
    expect(rules.some((r) => r.startsWith('.u-wrap'))).to.equal(true)
    expect(getComputedStyle(root(el).querySelector('.u-wrap')!).position).to.equal('relative')
  })

  it('is an image named by a summary of its data', async () => {
    const el = await drawnChart()
    expect(plot(el).getAttribute('aria-label')).to.equal(
      'Revenue by day, Oct 26 – Nov 24, 2026: Display revenue from $734.01 to $1,351.09; ' +
        'Video revenue from $346.91 to $668.00.',
    )
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('shows the values under the cursor in the legend (the latest without a cursor)', async () => {
    const el = await drawnChart()
    expect(shownDate(el)).to.equal('Nov 24, 2026')
    expect(legend(el)[0].textContent).to.contain('$1,351.09')
    ;(await button(el, 'Show table')).click()
    plot(el).scrollIntoView({ block: 'center' })
    const box = plot(el).getBoundingClientRect()
    await sendMouse({
      type: 'move',
      position: [Math.round(box.left + box.width * 0.35), Math.round(box.top + box.height / 3)],
    })
    await waitFor(() => shownDate(el) !== 'Nov 24, 2026')
    // The legend now shows that day's values, as the table does.
    const row = Array.from(root(el).querySelectorAll('#chart tbody tr')).find(
      (r) => r.querySelector('th')?.textContent === shownDate(el),
    )!
    const cells = Array.from(row.querySelectorAll('td')).map((c) => c.textContent)
    expect(legend(el).map((b) => b.lastElementChild?.textContent)).to.deep.equal(cells)
    await sendMouse({ type: 'move', position: [0, 0] })
    await sendMouse({ type: 'move', position: [1, 1] })
  })

  it('the legend hides and shows a series, by mouse or keyboard', async () => {
    const el = await drawnChart()
    const [display] = legend(el)
    const before = canvas(el)!.toDataURL()
    display.click()
    await waitFor(() => display.getAttribute('aria-pressed') === 'false')
    await waitFor(() => canvas(el)!.toDataURL() !== before)
    display.focus()
    await sendKeys({ press: 'Space' })
    await waitFor(() => display.getAttribute('aria-pressed') === 'true')
    await waitFor(() => canvas(el)!.toDataURL() === before)
    await sendKeys({ press: 'Tab' })
    expect(root(el).activeElement).to.equal(legend(el)[1])
  })

  it('resizes with its container', async () => {
    const el = await drawnChart()
    const wide = canvas(el)!.getBoundingClientRect().width
    ;(await button(el, 'Narrow container')).click()
    await waitFor(() => canvas(el)!.getBoundingClientRect().width < Math.min(wide, 400))
    expect(plot(el).scrollWidth).to.be.at.most(plot(el).clientWidth + 1)
    ;(await button(el, 'Narrow container')).click()
    await waitFor(() => Math.abs(canvas(el)!.getBoundingClientRect().width - wide) < 2)
  })

  it('offers its data as a table, gaps shown as a dash', async () => {
    const el = await drawnChart()
    const toggle = await button(el, 'Show table')
    const table = root(el).querySelector('#chart table')!
    expect(table.closest('[hidden]')).to.not.equal(null)
    toggle.click()
    await waitFor(() => toggle.getAttribute('aria-expanded') === 'true')
    expect(table.closest('[hidden]')).to.equal(null)
    expect(toggle.textContent).to.equal('Hide table')
    const rows = Array.from(table.querySelectorAll('tbody tr')).map((r) =>
      Array.from(r.children).map((c) => c.textContent),
    )
    expect(rows).to.have.length(30)
    expect(rows[0][0]).to.equal('Oct 26, 2026')
    expect(rows[0][1]).to.match(/^\$\d{3}\.\d{2}$/)
    expect(rows[12]).to.deep.equal(['Nov 7, 2026', rows[12][1], '–'])
    expect(rows[29][0]).to.equal('Nov 24, 2026')
    expect(table.querySelector('caption')?.textContent).to.equal('Revenue by day')
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('#12: its table scrolls by keyboard: a focusable region named after the chart', async () => {
    const el = await drawnChart()
    const toggle = await button(el, 'Show table')
    toggle.click()
    const region = root(el).querySelector<HTMLElement>('#chart table')!.parentElement!
    await waitFor(() => !region.hidden)
    expect(region.scrollHeight).to.be.greaterThan(region.clientHeight)
    expect(region.getAttribute('role')).to.equal('region')
    expect(region.getAttribute('aria-label')).to.equal('Revenue by day table')
    expect(region.tabIndex).to.equal(0)
    toggle.focus()
    await sendKeys({ press: 'Tab' })
    expect(root(el).activeElement).to.equal(region)
    await sendKeys({ press: 'PageDown' })
    await waitFor(() => region.scrollTop > 0)
  })
})
