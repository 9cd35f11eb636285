/**
 * The kit's data table: sorting (aria-sort, indicator, keyboard), numbers, paging, loading and
 * empty rows, width safety with long text, and cards in a narrow container. The table's
 * layout follows its container's width (a container query), so the phone case sets the
 * gallery element's width to 375 px; the wide cases set a 1280 px viewport.
 */
import { expect } from '@esm-bundle/chai'
import { sendKeys, setViewport } from '@web/test-runner-commands'
import { cleanBody, mountKit, root, text, waitFor } from './page'
import { accessibilityProblems, button } from './queries'

const headers = (el: HTMLElement) =>
  Array.from(root(el).querySelectorAll<HTMLTableCellElement>('thead th'))
const header = (el: HTMLElement, name: string) =>
  headers(el).find((th) => th.textContent!.trim() === name)!
const column = (el: HTMLElement, index: number) =>
  Array.from(
    root(el).querySelectorAll<HTMLTableCellElement>(`tbody tr > :nth-child(${index + 1})`),
    (cell) => cell.lastChild!.textContent!.trim(),
  )

describe('kit: data table', () => {
  beforeEach(() => setViewport({ width: 1280, height: 800 }))
  afterEach(cleanBody)

  it('marks the sorted column with aria-sort and a visible indicator; numbers align right', async () => {
    const el = await mountKit('table-sorted')
    expect(header(el, 'Clicks').getAttribute('aria-sort')).to.equal('descending')
    expect(header(el, 'Story').getAttribute('aria-sort')).to.equal('none')
    expect(
      header(el, 'Clicks')
        .querySelector('[data-sort-indicator]')!
        .getAttribute('data-sort-indicator'),
    ).to.equal('descending')
    expect(header(el, 'Actions').hasAttribute('aria-sort')).to.equal(false)
    const clicks = column(el, 2).map((v) => Number(v.replace(/,/g, '')))
    expect(clicks).to.deep.equal([...clicks].sort((a, b) => b - a))
    const cell = root(el).querySelector<HTMLElement>('tbody tr > :nth-child(3)')!
    expect(getComputedStyle(cell).textAlign).to.equal('right')
    expect(getComputedStyle(cell).fontVariantNumeric).to.equal('tabular-nums')
    expect(getComputedStyle(header(el, 'Clicks')).textAlign).to.equal('right')
    expect(getComputedStyle(root(el).querySelector('thead')!).position).to.equal('sticky')
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('sorts by click and by keyboard, toggling the direction', async () => {
    const el = await mountKit('table-sorted')
    ;(await button(el, /^Clicks/)).click()
    await waitFor(() => header(el, 'Clicks').getAttribute('aria-sort') === 'ascending')
    const clicks = column(el, 2).map((v) => Number(v.replace(/,/g, '')))
    expect(clicks).to.deep.equal([...clicks].sort((a, b) => a - b))
    const story = await button(el, /^Story/)
    story.focus()
    await sendKeys({ press: 'Enter' })
    await waitFor(() => header(el, 'Story').getAttribute('aria-sort') === 'ascending')
    expect(header(el, 'Clicks').getAttribute('aria-sort')).to.equal('none')
    expect(column(el, 0)[0]).to.match(/^Story 01/)
    await sendKeys({ press: 'Space' })
    await waitFor(() => header(el, 'Story').getAttribute('aria-sort') === 'descending')
    expect(column(el, 0)[0]).to.match(/^Story 23/)
  })

  it('pages through the Pager and goes back to page one on a new sort', async () => {
    const el = await mountKit('table-sorted')
    expect(text(el)).to.contain('1–5 of 23')
    ;(await button(el, 'Next')).click()
    await waitFor(() => text(el).includes('6–10 of 23'))
    expect(root(el).querySelectorAll('tbody tr')).to.have.length(5)
    ;(await button(el, /^CTR/)).click()
    await waitFor(() => text(el).includes('1–5 of 23'))
  })

  it('shows skeleton rows in the table shape while loading', async () => {
    const el = await mountKit('table-loading')
    const table = root(el).querySelector('table')!
    expect(table.getAttribute('aria-busy')).to.equal('true')
    const rows = root(el).querySelectorAll('tbody tr[data-loading-row]')
    expect(rows).to.have.length(4)
    for (const row of rows) expect(row.querySelectorAll('td .animate-pulse')).to.have.length(5)
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('says one sentence when empty, across every column', async () => {
    const el = await mountKit('table-empty')
    const cells = root(el).querySelectorAll<HTMLTableCellElement>('tbody td')
    expect(cells).to.have.length(1)
    expect(cells[0]!.textContent).to.equal('No stories in this range.')
    expect(cells[0]!.colSpan).to.equal(5)
    expect(text(el)).to.not.contain('of 0')
  })

  it('cuts long text with a tooltip, wraps the rest, and keeps the actions in view', async () => {
    const el = await mountKit('table-long')
    const table = root(el).querySelector('table')!
    const box = table.parentElement!.getBoundingClientRect()
    expect(table.getBoundingClientRect().width).to.be.at.most(box.width + 0.5)
    const title = root(el).querySelector<HTMLElement>('tbody tr:first-child th')!
    expect(title.title).to.match(/^Avery(very)+ long headline/)
    expect(title.scrollWidth).to.be.greaterThan(title.clientWidth)
    const open = root(el).querySelector('tbody tr:first-child button')!.getBoundingClientRect()
    expect(open.right).to.be.at.most(box.right + 0.5)
    expect(open.width).to.be.greaterThan(20)
  })

  it('stacks rows as cards of "heading: value" in a phone-wide container', async () => {
    const el = await mountKit('table-sorted')
    el.style.display = 'block'
    el.style.width = '375px'
    const row = await waitFor(() => {
      const first = root(el).querySelector<HTMLElement>('tbody tr')!
      return getComputedStyle(first).display === 'block' ? first : null
    })
    const label = row.querySelector<HTMLElement>('td [aria-hidden="true"]')!
    expect(label.textContent).to.equal('Site')
    expect(getComputedStyle(label).display).to.not.equal('none')
    const table = root(el).querySelector('table')!
    expect(table.scrollWidth).to.be.at.most(375)
    expect(root(el).querySelector('main')!.scrollWidth).to.be.at.most(375)
    // The sort buttons stay visible and usable above the cards.
    const sortStory = await button(el, /^Story/)
    expect(sortStory.getBoundingClientRect().width).to.be.greaterThan(20)
    sortStory.click()
    await waitFor(() => header(el, 'Story').getAttribute('aria-sort') === 'ascending')
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })
})
