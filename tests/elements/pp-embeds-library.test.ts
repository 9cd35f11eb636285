// pp-embeds, the library (EMB-03..19): loading, both empty states and the no-match state, the
// load error, filters → request bodies (incl. the 400 ms search debounce), paging, the cards
// (badges, the 43-character labels toggle, live cards, status), actions per role, the
// confirmations and the image click. The session comes from attributes.
import { expect } from '@esm-bundle/chai'
import { setViewport } from '@web/test-runner-commands'
import {
  accessibilityProblems,
  accessibleName,
  build,
  button,
  cleanBody,
  fill,
  findButton,
  root,
  text,
  waitFor,
  waitForText,
} from './helpers'
import {
  FAILURE,
  gateFetch,
  item,
  ITEMS,
  LIST,
  page,
  embedsSuite,
  mountEmbeds,
} from './embeds-fixtures'

const LOADING = "We're fetching your Embeds."
const EMPTY_EDITOR =
  'Create your first embed and start driving increased engagement with your visitors!'
const EMPTY_READER = 'No Embeds have been created for your account yet.'

describe(`pp-embeds library (${build})`, () => {
  const suite = embedsSuite()

  function library(attrs: Record<string, string> = {}) {
    return mountEmbeds(attrs)
  }
  const cards = (el: HTMLElement) =>
    Array.from(root(el).querySelectorAll<HTMLElement>('article[data-embed]'))
  const card = (el: HTMLElement, uuid: string) =>
    root(el).querySelector<HTMLElement>(`article[data-embed="${uuid}"]`)!
  async function grid(attrs: Record<string, string> = {}) {
    const el = library(attrs)
    await waitFor(() => cards(el).length > 0)
    return el
  }
  const bodies = () =>
    suite.api.calls
      .filter((c) => c.method === 'POST' && c.path === LIST)
      .map((c) => JSON.parse(c.body!))
  const lastBody = () => bodies().at(-1)
  const shown = (node: Element | null | undefined) => node !== null && node !== undefined
  const menuItems = (el: HTMLElement) =>
    Array.from(root(el).querySelectorAll<HTMLElement>('[role="menuitem"]')).map((m) => ({
      name: accessibleName(m).replace(/\s+/g, ' '),
      disabled: m.getAttribute('aria-disabled') === 'true' || m.hasAttribute('disabled'),
    }))
  async function openMenu(el: HTMLElement, name: string) {
    ;(await button(el, `Actions for ${name}`)).click()
    await waitFor(() => root(el).querySelector('[role="menuitem"]'))
    return menuItems(el)
  }
  const dialog = (el: HTMLElement) =>
    waitFor(() => root(el).querySelector<HTMLDialogElement>('dialog[open]'))

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
    await waitForText(el, 'There was an issue fetching your Embeds')
    fail = false
    ;(await button(el, 'Try again')).click()
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

    ;(await button(el, /^Labels/)).click()
    const sports = await waitFor(() =>
      Array.from(
        root(el).querySelectorAll<HTMLInputElement>('[role="dialog"] input[type="checkbox"]'),
      ).find((b) => b.parentElement?.textContent === 'sports'),
    )
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

  it('renders a card: logo, badges with tooltips, live cards by type, status, titles (EMB-11, 12)', async () => {
    const el = await grid()
    const first = card(el, 'emb-1')
    expect(first.textContent).to.include('Images Processing')
    expect(
      first.querySelector('[title="We are optimising your images for fast loading."]'),
    ).to.not.equal(null)
    expect(first.textContent).to.include('3 Live Cards:')
    expect(first.textContent).to.include('Quiz 2')
    expect(first.textContent).to.include('Poll 1')
    expect(first.textContent).to.include('online')
    expect(first.querySelector('h3')!.getAttribute('title')).to.equal('World Cup Trivia')
    expect(first.querySelector('p[title]')!.getAttribute('title')).to.equal(
      'https://dailyplanet.example',
    )
    expect(shown(first.querySelector('svg'))).to.equal(true)
    const second = card(el, 'emb-2')
    expect(second.textContent).to.include('Image Processing Failed')
    expect(
      second.querySelector('[title="Please go back and retry or use another image."]'),
    ).to.not.equal(null)
    expect(second.textContent).to.include('No Content')
    expect(second.textContent).to.include('offline')
  })

  it('labels collapse behind Show all only past 43 characters (EMB-11)', async () => {
    const el = await grid()
    // "sports" (6 chars): no toggle; the second card's names join to 69 chars.
    expect(shown(findButton(card(el, 'emb-1'), 'Show all'))).to.equal(false)
    const toggle = findButton(card(el, 'emb-2'), 'Show all')!
    expect(toggle.getAttribute('aria-expanded')).to.equal('false')
    toggle.click()
    await waitFor(() => findButton(card(el, 'emb-2'), 'Show less'))
    expect(findButton(card(el, 'emb-2'), 'Show less')!.getAttribute('aria-expanded')).to.equal(
      'true',
    )
  })

  it('a long 80-character name stays inside its card (truncated, full text in the tooltip)', async () => {
    const long = 'A'.repeat(40) + ' ' + 'B'.repeat(39)
    suite.replies.list = () => page([item(7, { embedName: long })])
    const el = await grid()
    const heading = card(el, 'emb-7').querySelector('h3')!
    expect(heading.getAttribute('title')).to.equal(long)
    expect(heading.scrollWidth > heading.clientWidth).to.equal(true)
    expect(
      card(el, 'emb-7').getBoundingClientRect().width <=
        root(el).querySelector('ul')!.getBoundingClientRect().width,
    ).to.equal(true)
  })

  it('edit-permitted live card actions: Archive disabled while online, no Delete outside mocked sessions (EMB-14)', async () => {
    const el = await grid()
    expect(shown(findButton(el, 'Create a new Embed!'))).to.equal(true)
    expect(await openMenu(el, 'World Cup Trivia')).to.deep.equal([
      { name: 'Edit', disabled: false },
      { name: 'View Analytics', disabled: false },
      { name: 'Email Collection', disabled: false },
      { name: 'Edit Labels', disabled: false },
      { name: 'Archive Still live on pages', disabled: true },
    ])
  })

  it('the actions menu opens past its card: every item is on top where it is drawn (EMB-14)', async () => {
    const el = await grid({ mocked: 'true', permissions: '[]' })
    await openMenu(el, 'Election Poll')
    const items = [...root(el).querySelectorAll<HTMLElement>('[role="menuitem"]')]
    const article = card(el, 'emb-2')
    // The page scrolls to the card; nothing inside the card may scroll (a clipping card would).
    article.scrollIntoView({ block: 'start' })
    expect(items.at(-1)!.getBoundingClientRect().bottom).to.be.greaterThan(
      article.getBoundingClientRect().bottom,
    )
    for (const item of items) {
      const box = item.getBoundingClientRect()
      expect(box.bottom <= window.innerHeight, `${item.textContent} in view`).to.equal(true)
      const hit = root(el).elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      expect(item.contains(hit), item.textContent!).to.equal(true)
    }
  })

  it('mocked session: Delete too; offline Archive enabled (EMB-14, EMB-19)', async () => {
    const el = await grid({ mocked: 'true', permissions: '[]' })
    const items = await openMenu(el, 'Election Poll')
    expect(items.map((i) => i.name)).to.deep.equal([
      'Edit',
      'View Analytics',
      'Email Collection',
      'Edit Labels',
      'Archive',
      'Delete',
    ])
    expect(items.every((i) => !i.disabled)).to.equal(true)
  })

  it('read-only user: no create card, analytics and e-mails only; the image opens analytics (EMB-03, 14, 15)', async () => {
    const el = await grid({ permissions: JSON.stringify(['home.adMetrics']) })
    expect(shown(findButton(el, 'Create a new Embed!'))).to.equal(false)
    expect((await openMenu(el, 'Election Poll')).map((i) => i.name)).to.deep.equal([
      'View Analytics',
      'Email Collection',
    ])
    ;(await button(el, 'View Analytics of Election Poll')).click()
    await waitFor(() => suite.spy.paths().length)
    expect(suite.spy.paths()).to.deep.equal([
      '/dashboard/embeds/analytics/embedcontent?embed=emb-2',
    ])
  })

  it('the image edits when editing is permitted; the menu navigates to analytics and e-mails (EMB-15, 16)', async () => {
    const el = await grid()
    ;(await button(el, 'Edit World Cup Trivia')).click()
    await waitFor(() => suite.spy.paths().length === 1)
    await openMenu(el, 'World Cup Trivia')
    ;(await button(el, 'Email Collection')).click()
    await waitFor(() => suite.spy.paths().length === 2)
    await openMenu(el, 'World Cup Trivia')
    ;(await button(el, 'View Analytics')).click()
    await waitFor(() => suite.spy.paths().length === 3)
    expect(suite.spy.paths()).to.deep.equal([
      '/dashboard/embeds/management/customize?embed=emb-1',
      '/dashboard/embeds/emails?embed=emb-1',
      '/dashboard/embeds/analytics/embedcontent?embed=emb-1',
    ])
  })

  it('archive: the confirmation, every card disabled while it runs, the toast and a reload (EMB-14, 17)', async () => {
    const el = await grid()
    await openMenu(el, 'Election Poll')
    ;(await button(el, 'Archive')).click()
    const open = await dialog(el)
    expect(accessibleName(open)).to.equal('Archive Confirmation')
    expect(open.textContent).to.include('Are you sure you want to archive Election Poll?')
    expect(accessibilityProblems(root(el))).to.deep.equal([])
    const gate = gateFetch((method, url) => method === 'PUT' && url.endsWith('/archive'))
    const loads = bodies().length
    ;(await button(open, 'Archive')).click()
    await waitFor(() => findButton(el, 'Actions for World Cup Trivia')?.disabled)
    expect(findButton(el, 'Create a new Embed!')!.disabled).to.equal(true)
    expect(findButton(el, 'Edit Weekend Stories')!.disabled).to.equal(true)
    gate.open()
    await waitForText(el, 'embed is now archived')
    gate.restore()
    await waitFor(() => bodies().length === loads + 1)
    await waitFor(() => !findButton(el, 'Actions for World Cup Trivia')?.disabled)
    expect(
      suite.api.calls.some((c) => c.method === 'PUT' && c.path.endsWith('/embeds/emb-2/archive')),
    ).to.equal(true)
    expect(shown(root(el).querySelector('dialog[open]'))).to.equal(false)
  })

  it('archive failure: the failure toast, cards enabled again (EMB-17)', async () => {
    suite.replies.archive = FAILURE
    const el = await grid()
    await openMenu(el, 'Election Poll')
    ;(await button(el, 'Archive')).click()
    ;(await button(await dialog(el), 'Archive')).click()
    await waitForText(el, 'There was an issue archiving your embed')
    expect(text(el)).not.to.include('embed is now archived')
  })

  it('archived embeds offer only Unarchive; its confirmation and toast (EMB-18)', async () => {
    suite.replies.list = () => page([item(9, { embedName: 'Old Quiz', active: false })])
    const el = await grid()
    expect(await openMenu(el, 'Old Quiz')).to.deep.equal([{ name: 'Unarchive', disabled: false }])
    ;(await button(el, 'Unarchive')).click()
    const open = await dialog(el)
    expect(accessibleName(open)).to.equal('Unarchive Confirmation')
    expect(open.textContent).to.include('Are you sure you want to unarchive Old Quiz?')
    ;(await button(open, 'Unarchive')).click()
    await waitForText(el, 'embed is now live')
    expect(suite.api.calls.some((c) => c.path.endsWith('/embeds/emb-9/unarchive'))).to.equal(true)
    expect(
      shown(root(el).querySelector('[data-embed="emb-9"] button[aria-label^="Edit"]')),
    ).to.equal(false)
  })

  it('delete in a mocked session: confirmation, DELETE, the toast and a reload (EMB-19)', async () => {
    const el = await grid({ mocked: 'true' })
    const loads = bodies().length
    await openMenu(el, 'Weekend Stories')
    ;(await button(el, 'Delete')).click()
    const open = await dialog(el)
    expect(open.textContent).to.include('Are you sure you want to delete Weekend Stories?')
    // The dialog opens on Cancel, not on the destructive button.
    expect(accessibleName(root(el).activeElement!)).to.equal('Cancel')
    ;(await button(open, 'Delete')).click()
    await waitForText(el, 'We have successfully deleted your embed')
    expect(
      suite.api.calls.some((c) => c.method === 'DELETE' && c.path.endsWith('/embeds/emb-3')),
    ).to.equal(true)
    await waitFor(() => bodies().length === loads + 1)
  })

  it('Cancel closes a confirmation without a call', async () => {
    const el = await grid()
    await openMenu(el, 'Election Poll')
    ;(await button(el, 'Archive')).click()
    ;(await button(await dialog(el), 'Cancel')).click()
    await waitFor(() => !root(el).querySelector('dialog[open]'))
    expect(suite.api.calls.some((c) => c.method === 'PUT')).to.equal(false)
  })
})
