// pp-embeds, the library (EMB-03..10): loading, both empty states and the no-match state, the
// load error, filters → request bodies (incl. the 400 ms search debounce) and paging. The
// session comes from attributes.
import { expect } from '@esm-bundle/chai'
import { setViewport } from '@web/test-runner-commands'
import { build, cleanBody, root, text, waitFor, waitForText } from './page'
import { accessibilityProblems, button, fill, findButton, retryAfter } from './queries'
import { FAILURE, gateFetch, item, ITEMS, labelFilterBox, page } from './embeds-fixtures'
import { EMPTY_EDITOR, EMPTY_READER, librarySuite, LOADING } from './library-fixtures'

describe(`pp-embeds library (${build})`, () => {
  const { suite, library, cards, grid, bodies, lastBody, shown, dialog } = librarySuite()

  it('shows the load text while fetching, then the heading and the grid; the default request (EMB-04, 06, 08)', async () => {
    const gate = gateFetch()
    const el = library()
    await waitForText(el, LOADING)
    gate.open()
    await waitFor(() => cards(el).length === 3)
    gate.restore()
    expect(text(el)).to.include('Total Live Embeds (3)')
    expect(text(el)).not.to.include(LOADING)
    expect(lastBody()).to.deep.equal({
      active: true,
      embedState: null,
      contentTypes: ['QUIZ', 'POLL', 'STORY'],
      lastModifiedStartDate: null,
      lastModifiedEndDate: null,
      labelUUIDs: [],
      keyword: null,
      page: 1,
    })
    expect(text(el)).to.include('Trivia & Polls > Configuration')
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('account without embeds: the invitation and Let’s Start with edit permission (EMB-05)', async () => {
    suite.replies.list = () => page([], { totalEmbeds: 0 })
    const el = library()
    await waitForText(el, EMPTY_EDITOR)
    expect(shown(findButton(el, 'Create a new Embed!'))).to.equal(false)
    ;(await button(el, "Let's Start")).click()
    const open = await dialog(el)
    expect(open.textContent).to.include('New Embed')
    expect(suite.api.calls.some((c) => c.path.endsWith('/embeds/names'))).to.equal(true)
  })

  it('account without embeds, read-only user: the other sentence and no button (EMB-05, EMB-03)', async () => {
    suite.replies.list = () => page([], { totalEmbeds: 0 })
    const el = library({ permissions: JSON.stringify(['home.adMetrics']) })
    await waitForText(el, EMPTY_READER)
    expect(text(el)).not.to.include(EMPTY_EDITOR)
    expect(shown(findButton(el, "Let's Start"))).to.equal(false)
  })

  it('filters that hide every embed: "No embeds match your filters." with the filters kept (EMB-05 OPEN)', async () => {
    suite.replies.list = () => page([], { totalEmbeds: 4 })
    const el = library()
    await waitForText(el, 'No embeds match your filters.')
    expect(text(el)).to.include('Total Live Embeds (0)')
    expect(shown(root(el).querySelector('[role="search"]'))).to.equal(true)
  })

  it('a failed load shows one error with Try again, which loads again', async () => {
    let fail = true
    suite.replies.list = () => (fail ? FAILURE : page(ITEMS))
    const el = library()
    await retryAfter(el, 'There was an issue fetching your Embeds', () => (fail = false))
    await waitFor(() => cards(el).length === 3)
  })

  it('search waits 400 ms after the last keystroke and sends one trimmed keyword from page 1 (EMB-07)', async () => {
    const el = await grid()
    const before = bodies().length
    const search = root(el).querySelector<HTMLInputElement>('input[type="search"]')!
    expect(search.placeholder).to.equal('Search by Name or URL')
    await fill(search, 'w')
    await fill(search, 'wo')
    await fill(search, ' world ')
    expect(bodies().length).to.equal(before)
    await waitFor(() => bodies().length === before + 1)
    expect(lastBody().keyword).to.equal('world')
    expect(lastBody().page).to.equal(1)
    await suite.api.answered()
    expect(bodies().length).to.equal(before + 1)
  })

  it('archived toggle, status, content types and labels each reload from page 1 (EMB-06, 07, 08)', async () => {
    suite.replies.list = (call) => {
      const body = JSON.parse(call.body!)
      return page(body.active ? ITEMS : [item(9, { active: false })], {
        totalRows: body.active ? 45 : 1,
        totalPages: body.active ? 3 : 1,
        currentPage: body.page,
      })
    }
    const el = await grid()
    ;(await button(el, 'Next')).click()
    await waitFor(() => lastBody().page === 2)
    ;(await button(el, 'Archived')).click()
    await waitForText(el, 'Total Archived Embeds (1)')
    expect(lastBody()).to.include({ active: false, page: 1 })
    ;(await button(el, 'Live')).click()
    await waitFor(() => lastBody().active === true)

    const status = root(el).querySelector<HTMLSelectElement>('select')!
    status.value = 'offline'
    status.dispatchEvent(new Event('change', { bubbles: true }))
    await waitFor(() => lastBody().embedState === 'offline')

    ;(await button(el, /^Content types/)).click()
    const poll = await waitFor(() =>
      Array.from(root(el).querySelectorAll<HTMLInputElement>('input[type="checkbox"]')).find((b) =>
        b.parentElement?.textContent?.includes('Poll'),
      ),
    )
    poll.click()
    ;(await button(el, 'Apply')).click()
    await waitFor(() => lastBody().contentTypes.length === 1)
    expect(lastBody().contentTypes).to.deep.equal(['POLL'])

    const sports = await labelFilterBox(el, 'sports')
    sports.click()
    await waitFor(() => lastBody().labelUUIDs.length === 1)
    expect(lastBody()).to.deep.include({
      labelUUIDs: ['lab-sports'],
      page: 1,
      embedState: 'offline',
    })
  })

  it('on a phone the filters fold under Filters, which counts the ones in use', async () => {
    await setViewport({ width: 375, height: 800 })
    try {
      const el = await grid()
      const filters = await button(el, 'Filters')
      const panel = root(el).getElementById(filters.getAttribute('aria-controls')!)!
      expect(filters.getAttribute('aria-expanded')).to.equal('false')
      expect(getComputedStyle(panel).display).to.equal('none')
      filters.click()
      await waitFor(() => getComputedStyle(panel).display === 'grid')
      expect(filters.getAttribute('aria-expanded')).to.equal('true')
      const status = panel.querySelector<HTMLSelectElement>('select')!
      status.value = 'offline'
      status.dispatchEvent(new Event('change', { bubbles: true }))
      await waitFor(() => lastBody().embedState === 'offline')
      await button(el, 'Filters (1)')
      expect(accessibilityProblems(root(el))).to.deep.equal([])
    } finally {
      await setViewport({ width: 800, height: 600 })
    }
  })

  it('Previous and Next move one page and show only past 20 rows (EMB-10)', async () => {
    suite.replies.list = (call) =>
      page(ITEMS, { totalRows: 45, totalPages: 3, currentPage: JSON.parse(call.body!).page })
    const el = await grid()
    const previous = await button(el, 'Previous')
    expect(previous.disabled).to.equal(true)
    ;(await button(el, 'Next')).click()
    await waitFor(() => lastBody().page === 2)
    await waitFor(() => !findButton(el, 'Previous')!.disabled)
    findButton(el, 'Previous')!.click()
    await waitFor(() => lastBody().page === 1 && bodies().length === 3)
    cleanBody()
    suite.replies.list = () => page(ITEMS, { totalRows: 20 })
    const small = await grid()
    await suite.api.answered()
    expect(shown(findButton(small, 'Next'))).to.equal(false)
    expect(shown(findButton(small, 'Previous'))).to.equal(false)
  })
})
