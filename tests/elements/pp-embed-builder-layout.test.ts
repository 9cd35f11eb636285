// pp-embed-builder's layout (issue 27 #10 and the newer portal): on a phone (375 px) the step
// indicator stays one row with nothing cut off and the question field wraps its text instead of
// clipping it; at 1280 px the steps show their titles; the builder paints its own background,
// so a foreign page's colour does not show through (demo/newer-portal).
import { expect } from '@esm-bundle/chai'
import { build, fill, field, root, waitFor } from './helpers'
import { cardHeading, builderSuite, mountBuilder } from './builder-fixtures'

const heading = cardHeading
const stepItems = (el: HTMLElement) =>
  Array.from(root(el).querySelectorAll<HTMLElement>('nav[aria-label="Embed steps"] li'))
/** The text of an element as the eye sees it: what is not visually hidden. */
const shown = (item: HTMLElement) =>
  Array.from(item.querySelectorAll<HTMLElement>('span'))
    .filter((s) => s.getBoundingClientRect().width > 1 && !s.querySelector('span'))
    .map((s) => s.textContent)
    .join(' ')

async function open(width: number) {
  const el = mountBuilder('customize')
  el.style.width = `${width}px`
  await waitFor(() => heading(el) === 'Card 1 / 2')
  return el
}

describe(`pp-embed-builder layout (${build})`, () => {
  builderSuite()

  it('at 375 px the five steps are one row, each number whole; the question wraps instead of clipping (issue 27 #10)', async () => {
    const el = await open(343)
    const items = stepItems(el)
    expect(items).to.have.length(5)
    const tops = new Set(items.map((li) => Math.round(li.getBoundingClientRect().top)))
    expect(tops.size, 'one row').to.equal(1)
    for (const li of items) {
      const box = li.firstElementChild as HTMLElement
      expect(box.scrollWidth, shown(li)).to.be.at.most(box.clientWidth)
      expect(shown(li)).to.not.include('…')
    }
    // The step's title is the heading under the indicator; each step keeps its name for AT.
    expect(items.map((li) => li.textContent)).to.include.members([
      '1Select Placement',
      '2Customize',
    ])

    const title = await field(el, 'Question')
    await fill(title, 'Which of these planets has the most moons orbiting it today, and why?')
    await waitFor(() => title.scrollHeight <= title.clientHeight + 1)
    expect(title.scrollWidth).to.be.at.most(title.clientWidth)
  })

  it('at 1280 px the steps show their titles in one row (issue 27 #10)', async () => {
    const el = await open(1236)
    const items = stepItems(el)
    const tops = new Set(items.map((li) => Math.round(li.getBoundingClientRect().top)))
    expect(tops.size).to.equal(1)
    expect(items.map(shown)).to.deep.equal([
      '1 Select Placement',
      '2 Customize',
      '3 Select Ads',
      '4 Add-ons',
      '5 Get Code',
    ])
  })

  it('paints its own background over the whole element: a foreign page colour does not show through', async () => {
    document.body.style.background = 'rgb(253, 244, 255)'
    try {
      const el = await open(800)
      const host = el.getBoundingClientRect()
      let node: HTMLElement | null = root(el).querySelector<HTMLElement>('#card-editor-title')
      let painted: HTMLElement | null = null
      while (node) {
        const bg = getComputedStyle(node).backgroundColor
        const rect = node.getBoundingClientRect()
        const opaque = bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent' && !bg.includes('/')
        if (opaque && rect.width >= host.width - 1 && rect.height >= host.height - 1) painted = node
        node = node.parentElement
      }
      expect(painted, 'an opaque box the size of the element').to.not.equal(null)
    } finally {
      document.body.style.background = ''
    }
  })
})
