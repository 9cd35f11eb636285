// pp-embed-builder, the image selector (issue 9; BLD-37, 58, 59, 72): opened for an answer image
// of a Round quiz; tabs Images / Giphy / Your Own (no search on Your Own), the search debounced
// 500 ms (empty → `nyc`), Next / Previous by the page count, and the two messages.
import { expect } from '@esm-bundle/chai'
import {
  IMAGES_FETCH_FAILED_MESSAGE,
  NO_IMAGES_MESSAGE,
  SELECTOR_PANEL_DELAY_MS,
} from '../../src/areas/embeds/lib/builder-rules'
import {
  accessibilityProblems,
  accessibleName,
  build,
  button,
  field,
  fill,
  findButton,
  findField,
  root,
  text,
  waitFor,
  waitForText,
} from './helpers'
import { mountBuilder } from './builder-fixtures'
import {
  imagesSuite,
  OWN,
  query,
  selected,
  selector,
  shutterstock,
  tab,
  uploadInput,
} from './images-fixtures'

describe(`pp-embed-builder image selector (${build})`, () => {
  const page = imagesSuite()
  const { suite, searches, openForAnswer } = page

  it('opens for an answer image with the tabs Images, Giphy and Your Own; the search hides on Your Own (BLD-37, 58, 72)', async () => {
    const el = await openForAnswer()
    expect(text(el)).to.include('Choose an image')
    expect(
      Array.from(root(el).querySelectorAll('[role="tab"]')).map((t) => t.textContent),
    ).to.deep.equal(['Images', 'Giphy', 'Your Own'])
    expect(selected(el)).to.deep.equal(['Images'])
    // The first search is the default term, page 1, from the stock provider.
    await waitFor(() => findButton(el, 'Choose Stock nyc 1.1'))
    expect(searches().map((c) => [query(c).get('query'), query(c).get('page')])).to.deep.equal([
      ['nyc', '1'],
    ])
    expect(findField(el, 'Search images')).to.not.equal(null)
    expect(accessibilityProblems(root(el))).to.deep.equal([])

    tab(el, 'Giphy').click()
    await waitFor(() => findButton(el, 'Choose Dancing cat'))
    expect(selected(el)).to.deep.equal(['Giphy'])
    expect(query(searches('GIPHY')[0]!).get('query')).to.equal('nyc')
    expect(findField(el, 'Search images')).to.not.equal(null)

    tab(el, 'Your Own').click()
    await waitFor(() => findButton(el, /^Choose Your image of /))
    expect(selected(el)).to.deep.equal(['Your Own'])
    expect(findField(el, 'Search images')).to.equal(null)
    expect(findButton(el, 'Upload your own photo')).to.not.equal(null)
    expect(text(el)).to.include('Upload & Crop')
    expect(suite.api.calls.some((c) => c.path.startsWith(`${OWN}?`) || c.path === OWN)).to.equal(
      true,
    )
    // The file input is hidden from assistive technology (the Upload button opens it): the
    // helper's label check does not know aria-hidden, so that one input is left out here.
    const input = uploadInput(el)
    expect([input.getAttribute('aria-hidden'), input.tabIndex]).to.deep.equal(['true', -1])
    const unlabelled = Array.from(root(el).querySelectorAll('input')).filter(
      (i) => i.type !== 'hidden' && !accessibleName(i),
    )
    expect(unlabelled).to.deep.equal([input])
    expect(accessibilityProblems(root(el))).to.deep.equal(['<input> has no label'])

    // The arrow keys move between the tabs too.
    tab(el, 'Your Own').dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }),
    )
    await waitFor(() => selected(el)[0] === 'Images')
    ;(await button(el, 'Close')).click()
    await waitFor(() => !selector(el))
  })

  it('loads the selector 100 ms after a selection opens the panel; a quick switch searches once (BLD-37)', async () => {
    const el = mountBuilder('customize')
    const round = await waitFor(() =>
      root(el).querySelector<HTMLInputElement>('input[type="radio"][value="image1"]'),
    )
    round.click()
    const opened = performance.now()
    ;(await button(el, 'Choose image for answer 1')).click()
    ;(await button(el, 'Choose image for answer 2')).click()
    // The panel is there at once, busy, without the selector or a search.
    await waitFor(() => root(el).querySelector('[aria-busy="true"]'))
    expect(selector(el)).to.equal(null)
    expect(searches()).to.have.length(0)
    await waitFor(() => selector(el))
    expect(performance.now() - opened).to.be.at.least(SELECTOR_PANEL_DELAY_MS)
    expect(root(el).querySelector('[aria-busy="true"]')).to.equal(null)
    await waitFor(() => findButton(el, 'Choose Stock nyc 1.1'))
    expect(searches()).to.have.length(1)
  })

  it('the search settles 500 ms after typing stops, empty means `nyc`; Next / Previous follow the page count (BLD-59)', async () => {
    const el = await openForAnswer()
    await waitFor(() => findButton(el, 'Choose Stock nyc 1.1'))
    const search = await field(el, 'Search images')
    const typed = performance.now()
    await fill(search, 'ca')
    await fill(search, 'cats')
    // Nothing is searched while typing…
    expect(searches().length).to.equal(1)
    await waitFor(() => findButton(el, 'Choose Stock cats 1.1'))
    // …and only the settled term, once, not before the 500 ms.
    expect(performance.now() - typed).to.be.at.least(480)
    expect(searches().map((c) => query(c).get('query'))).to.deep.equal(['nyc', 'cats'])

    // 6 results, 2 a page: 3 pages.
    expect(text(el)).to.include('Page 1 of 3')
    expect(findButton(el, 'Previous')).to.equal(null)
    ;(await button(el, 'Next')).click()
    await waitFor(() => findButton(el, 'Choose Stock cats 2.1'))
    expect(text(el)).to.include('Page 2 of 3')
    expect(findButton(el, 'Previous')).to.not.equal(null)
    ;(await button(el, 'Next')).click()
    await waitFor(() => findButton(el, 'Choose Stock cats 3.1'))
    expect(findButton(el, 'Next')).to.equal(null)
    ;(await button(el, 'Previous')).click()
    await waitFor(() => findButton(el, 'Choose Stock cats 2.1'))
    expect(searches().map((c) => query(c).get('page'))).to.deep.equal(['1', '1', '2', '3', '2'])

    // Emptying the search goes back to `nyc`, page 1.
    await fill(search, '   ')
    await waitFor(() => findButton(el, 'Choose Stock nyc 1.1'))
    const last = searches().at(-1)!
    expect([query(last).get('query'), query(last).get('page')]).to.deep.equal(['nyc', '1'])

    // A single page: neither Next nor Previous.
    page.searchReply = (_p, call) => ({ body: shutterstock(query(call).get('query')!, 1, 2) })
    await fill(search, 'one page')
    await waitFor(() => findButton(el, 'Choose Stock one page 1.1'))
    expect(findButton(el, 'Next')).to.equal(null)
    expect(findButton(el, 'Previous')).to.equal(null)
    expect(text(el)).to.not.include('Page 1 of')
  })

  it('shows the error message (with Try again) and the no-results message (BLD-59)', async () => {
    page.searchReply = () => ({
      status: 500,
      body: { error: { code: 'x', message: 'x', fields: [] } },
    })
    const el = await openForAnswer()
    await waitForText(el, IMAGES_FETCH_FAILED_MESSAGE)
    expect(text(el)).to.not.include(NO_IMAGES_MESSAGE)
    page.searchReply = () => ({ body: { page: 1, per_page: 2, total_count: 0, data: [] } })
    ;(await button(el, 'Try again')).click()
    await waitForText(el, NO_IMAGES_MESSAGE)
    expect(text(el)).to.not.include(IMAGES_FETCH_FAILED_MESSAGE)
    expect(findButton(el, 'Next')).to.equal(null)
  })
})
