// pp-embeds labels (EMB-21..24): the card's labels editor (attach, create by Enter, the label rule,
// an existing name selects the label, remove; each applied at once) and the library's label
// filter with rename and delete; Create Labels (EMB-23, API-51). The session comes from
// attributes.
import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { build, root, text, waitFor, waitForText } from './page'
import { accessibilityProblems, button, fill, findButton } from './queries'
import { refusedField } from './fake-api'
import { FAILURE, LABELS, LIST, embedsSuite, labelFilterBox, mountEmbeds } from './embeds-fixtures'
import { labelCalls } from '../../src/contracts/accounts/labels'
import { pathOf } from './contract-stubs'

describe(`pp-embeds labels (${build})`, () => {
  const suite = embedsSuite()

  async function grid(attrs: Record<string, string> = {}) {
    const el = mountEmbeds(attrs)
    await waitFor(() => root(el).querySelector('article[data-embed]'))
    await suite.api.answered()
    return el
  }
  const dialog = (el: HTMLElement) =>
    waitFor(() => root(el).querySelector<HTMLDialogElement>('dialog[open]'))
  const attaches = () =>
    suite.api.calls
      .filter((c) => c.method === 'PUT' && c.path.endsWith('/labels'))
      .map((c) => ({ path: c.path, body: JSON.parse(c.body!) }))
  const input = (scope: Element) =>
    scope.querySelector<HTMLInputElement>('input:not([type="checkbox"])')!
  const chips = (scope: Element) =>
    Array.from(scope.querySelectorAll('[aria-label="Chosen labels"] li span.truncate')).map(
      (s) => s.textContent,
    )
  async function editLabels(el: HTMLElement, name: string) {
    ;(await button(el, `Actions for ${name}`)).click()
    ;(await button(el, 'Edit Labels')).click()
    return dialog(el)
  }
  async function enter(field: HTMLInputElement, value: string) {
    field.focus()
    await fill(field, value)
    await sendKeys({ press: 'Enter' })
  }

  it('opens on its text box with the embed’s labels; adding an existing one applies at once (EMB-21)', async () => {
    const el = await grid()
    const open = await editLabels(el, 'World Cup Trivia')
    expect(open.textContent).to.include('Edit Labels')
    expect(root(el).activeElement === input(open)).to.equal(true)
    expect(chips(open)).to.deep.equal(['sports'])
    expect(accessibilityProblems(root(el))).to.deep.equal([])
    ;(await button(open, 'Add label breaking news')).click()
    await waitFor(() => attaches().length === 1)
    expect(attaches()[0]).to.deep.equal({
      path: pathOf(labelCalls.attach, { embedUUID: 'emb-1' }),
      body: { attachedLabelUUIDs: ['lab-sports', 'lab-news'], newLabelNames: [] },
    })
    await waitFor(() => chips(open).length === 2)
    // The card shows it too, once the editor is closed.
    ;(await button(open, 'Done')).click()
    await waitFor(() =>
      root(el).querySelector('[data-embed="emb-1"]')!.textContent!.includes('breaking news'),
    )
  })

  it('Enter creates a new label with the rule; an invalid name is refused with the message (EMB-22, 23)', async () => {
    const el = await grid()
    const open = await editLabels(el, 'World Cup Trivia')
    await enter(input(open), 'bad--name!')
    await waitForText(el, 'Enter valid label name')
    expect(attaches()).to.have.length(0)
    await enter(input(open), '  double  space ')
    await waitFor(() => open.textContent!.includes('Enter valid label name'))
    expect(attaches()).to.have.length(0)
    await enter(input(open), '   ')
    expect(attaches()).to.have.length(0)
    await enter(input(open), 'Fall_2026 promo')
    await waitFor(() => attaches().length === 1)
    expect(attaches()[0].body).to.deep.equal({
      attachedLabelUUIDs: ['lab-sports'],
      newLabelNames: ['Fall_2026 promo'],
    })
    await waitForText(el, 'Label created')
    await waitFor(() => chips(open).includes('Fall_2026 promo'))
    expect(input(open).value).to.equal('')
    expect(root(el).activeElement === input(open)).to.equal(true)
  })

  it('typing an existing name (any case) selects the existing label instead of creating one (EMB-22)', async () => {
    const el = await grid()
    const open = await editLabels(el, 'World Cup Trivia')
    await enter(input(open), 'BREAKING News')
    await waitFor(() => attaches().length === 1)
    expect(attaches()[0].body).to.deep.equal({
      attachedLabelUUIDs: ['lab-sports', 'lab-news'],
      newLabelNames: [],
    })
  })

  it('removing a label applies at once; focus stays in the editor; a failure toasts (EMB-21)', async () => {
    const el = await grid()
    const open = await editLabels(el, 'World Cup Trivia')
    ;(await button(open, 'Remove label sports')).click()
    await waitFor(() => attaches().length === 1)
    expect(attaches()[0].body.attachedLabelUUIDs).to.deep.equal([])
    await waitFor(() => chips(open).length === 0)
    expect(root(el).activeElement === input(open)).to.equal(true)
    suite.replies.attach = () => FAILURE
    ;(await button(open, 'Add label sports')).click()
    await waitForText(el, 'There was an issue saving your labels')
    expect(chips(open)).to.deep.equal([])
  })

  it('read-only users have no Edit Labels, no Create Labels and no rename or delete in the filter (EMB-03, 23, 24)', async () => {
    const el = await grid({ permissions: JSON.stringify(['home.adMetrics']) })
    expect(findButton(el, 'Create Labels')).to.equal(null)
    ;(await button(el, 'Actions for World Cup Trivia')).click()
    await waitFor(() => root(el).querySelector('[role="menuitem"]'))
    expect(findButton(el, 'Edit Labels')).to.equal(null)
    await sendKeys({ press: 'Escape' })
    ;(await button(el, /^Labels/)).click()
    await waitFor(() => root(el).querySelector('[role="dialog"] input[type="checkbox"]'))
    expect(findButton(el, 'Rename label sports')).to.equal(null)
    expect(findButton(el, 'Delete label sports')).to.equal(null)
  })

  it('renames a label from the filter: the rule, then PUT v1/labels and the new name (EMB-24)', async () => {
    const el = await grid()
    ;(await button(el, /^Labels/)).click()
    ;(await button(el, 'Rename label sports')).click()
    const field = await waitFor(() =>
      root(el).querySelector<HTMLInputElement>('[role="dialog"] input:not([type="checkbox"])'),
    )
    expect(root(el).activeElement === field).to.equal(true)
    await fill(field, 'no way!')
    await sendKeys({ press: 'Enter' })
    await waitForText(el, 'Enter valid label name')
    expect(suite.api.calls.some((c) => c.path.includes('/v1/labels/'))).to.equal(false)
    await fill(field, 'football')
    await sendKeys({ press: 'Enter' })
    await waitForText(el, 'Label saved')
    const put = suite.api.calls.find((c) => c.method === 'PUT' && c.path.includes('/v1/labels/'))!
    expect(put.path).to.equal(pathOf(labelCalls.rename, { labelUUID: 'lab-sports' }))
    expect(JSON.parse(put.body!)).to.deep.equal({ labelName: 'football' })
    await waitFor(() =>
      root(el).querySelector('[data-embed="emb-1"]')!.textContent!.includes('football'),
    )
  })

  it('a rename the server refuses (a duplicate) shows its message on the name, no toast', async () => {
    const taken = 'A label with this name already exists'
    suite.replies.rename = refusedField(400, 'bad_request', 'labelName', taken)
    const el = await grid()
    ;(await button(el, /^Labels/)).click()
    ;(await button(el, 'Rename label sports')).click()
    const field = await waitFor(() =>
      root(el).querySelector<HTMLInputElement>('[role="dialog"] input:not([type="checkbox"])'),
    )
    await fill(field, 'breaking news')
    await sendKeys({ press: 'Enter' })
    await waitForText(el, taken)
    expect(text(el)).not.to.include('There was an issue saving your label')
    expect(text(el)).not.to.include('Label saved')
  })

  it('deletes a label from the filter after confirming; the filter drops it and the list reloads (EMB-24)', async () => {
    const el = await grid()
    const box = await labelFilterBox(el, 'sports')
    box.click()
    const lists = () => suite.api.calls.filter((c) => c.path === LIST).length
    await waitFor(
      () =>
        JSON.parse(suite.api.calls.filter((c) => c.path === LIST).at(-1)!.body!).labelUUIDs
          .length === 1,
    )
    const before = lists()
    ;(await button(el, 'Delete label sports')).click()
    await waitForText(el, 'Delete sports?')
    ;(await button(root(el).querySelector('[role="dialog"]')!, 'Delete')).click()
    await waitForText(el, 'Label deleted')
    expect(
      suite.api.calls.some(
        (c) =>
          c.method === 'DELETE' &&
          c.path === pathOf(labelCalls.rename, { labelUUID: 'lab-sports' }),
      ),
    ).to.equal(true)
    await waitFor(() => lists() > before)
    const last = JSON.parse(suite.api.calls.filter((c) => c.path === LIST).at(-1)!.body!)
    expect(last.labelUUIDs).to.deep.equal([])
    expect(findButton(el, 'Rename label sports')).to.equal(null)
    // The focus stays in the panel, on its first control.
    await waitFor(() => root(el).activeElement?.closest('[role="dialog"]'))
  })

  it('a label the server could not delete stays, with the failure toast (EMB-24)', async () => {
    suite.replies.deleteLabel = { body: { failedLabelUUIDs: ['lab-news'] } }
    const el = await grid()
    ;(await button(el, /^Labels/)).click()
    ;(await button(el, 'Delete label breaking news')).click()
    ;(await button(root(el).querySelector('[role="dialog"]')!, 'Delete')).click()
    await waitForText(el, 'There was an issue deleting your label')
    expect(text(el)).not.to.include('Label deleted')
    await waitFor(() => findButton(el, 'Rename label breaking news'))
  })

  it('Create Labels creates through API-51; the new label joins the filter; failures say so (EMB-23)', async () => {
    const el = await grid()
    const opener = await button(el, 'Create Labels')
    opener.focus()
    await sendKeys({ press: 'Enter' })
    const open = await dialog(el)
    expect(open.textContent).to.include('Create Labels')
    expect(root(el).activeElement === input(open)).to.equal(true)
    await enter(input(open), 'Match Day')
    const creates = () => suite.api.calls.filter((c) => c.method === 'POST' && c.path === LABELS)
    await waitFor(() => creates().length === 1)
    expect(JSON.parse(creates()[0]!.body!)).to.deep.equal({ labelName: 'Match Day' })
    await waitForText(el, 'Label created')
    suite.replies.createLabel = FAILURE
    await enter(input(open), 'Another One')
    await waitForText(el, 'There was an issue creating your label')
    expect(creates()).to.have.length(2)
    await sendKeys({ press: 'Escape' })
    await waitFor(() => !open.open)
    await waitFor(() => root(el).activeElement === opener)
    // The filter offers the created label at once (no reload of the list).
    ;(await button(el, /^Labels/)).click()
    await waitFor(() => findButton(el, 'Rename label Match Day'))
  })
})
