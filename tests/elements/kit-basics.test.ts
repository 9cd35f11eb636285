/** The kit gallery's basic pieces: load error with retry, dialog closing and focus, pager. */
import { expect } from '@esm-bundle/chai'
import { accessibilityProblems, button, cleanBody, mountKit, root, text, waitFor } from './helpers'

describe('kit: basics', () => {
  afterEach(cleanBody)

  it('the load error offers one retry that calls back', async () => {
    const el = await mountKit('alerts')
    const retry = await button(el, 'Try again')
    retry.click()
    await waitFor(() => text(el).includes('Tried again 1×'))
    expect(root(el).querySelectorAll('[role="alert"]').length).to.equal(2)
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('the pager moves between pages and disables Previous on the first', async () => {
    const el = await mountKit('pager')
    expect(text(el)).to.contain('1–10 of 42')
    expect((await button(el, 'Previous')).disabled).to.equal(true)
    ;(await button(el, 'Next')).click()
    await waitFor(() => text(el).includes('11–20 of 42'))
  })

  it('the dialog opens, Cancel closes it and focus returns to its opener', async () => {
    const el = await mountKit('modal')
    const opener = await button(el, 'Open dialog')
    opener.focus()
    opener.click()
    const dialog = await waitFor(() => root(el).querySelector('dialog[open]'))
    expect(dialog.textContent).to.contain('Delete the report?')
    ;(await button(dialog, 'Cancel')).click()
    await waitFor(() => !root(el).querySelector('dialog[open]'))
    await waitFor(() => root(el).activeElement === opener)
  })
})
