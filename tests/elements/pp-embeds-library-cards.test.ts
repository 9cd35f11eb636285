// pp-embeds library: a card's badges, labels and long names (EMB-11, 12), its actions menu by
// permission and session (EMB-14..16), archive, unarchive and delete with their confirmations
// (EMB-17..19).
import { expect } from '@esm-bundle/chai'
import { build, root, text, waitFor, waitForText } from './page'
import { accessibilityProblems, accessibleName, button, findButton } from './queries'
import { FAILURE, gateFetch, item, page } from './embeds-fixtures'
import { librarySuite } from './library-fixtures'

describe(`pp-embeds library (${build})`, () => {
  const { suite, card, grid, bodies, shown, openMenu, dialog } = librarySuite()

  it('renders a card: logo, badges with tooltips, live cards by type, status, titles (EMB-11, 12)', async () => {
    const el = await grid()
    /** Expects the card to show each of `parts` and a badge with the tooltip `tip`. */
    const expectCard = (node: HTMLElement, tip: string, parts: string[]) => {
      for (const part of parts) expect(node.textContent, part).to.include(part)
      expect(node.querySelector(`[title="${tip}"]`), tip).to.not.equal(null)
    }
    const first = card(el, 'emb-1')
    expectCard(first, 'We are optimising your images for fast loading.', [
      'Images Processing',
      '3 Live Cards:',
      'Quiz 2',
      'Poll 1',
      'online',
    ])
    expect(first.querySelector('h3')!.getAttribute('title')).to.equal('World Cup Trivia')
    expect(first.querySelector('p[title]')!.getAttribute('title')).to.equal(
      'https://dailyplanet.example',
    )
    expect(shown(first.querySelector('svg'))).to.equal(true)
    expectCard(card(el, 'emb-2'), 'Please go back and retry or use another image.', [
      'Image Processing Failed',
      'No Content',
      'offline',
    ])
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
