/** The kit gallery's basic pieces: load error with retry, dialog closing and focus, pager. */
import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { cleanBody, mountKit, root, text, waitFor } from './page'
import { accessibilityProblems, button } from './queries'

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

  it('the pager keeps keyboard focus on a button at either end (issue 15)', async () => {
    const el = await mountKit('pager')
    const reports = root(el).querySelector<HTMLElement>('nav[aria-label="Reports"]')!
    const named = (name: string) =>
      Array.from(reports.querySelectorAll('button')).find((b) => b.textContent === name)!
    named('Next').focus()
    for (const shown of ['11–20', '21–30', '31–40', '41–42']) {
      await sendKeys({ press: 'Enter' })
      await waitFor(() => reports.textContent!.includes(`${shown} of 42`))
    }
    // Next cannot move any more: focus went to Previous, not to the page.
    expect(named('Next').disabled).to.equal(true)
    await waitFor(() => root(el).activeElement === named('Previous'))
    await sendKeys({ press: 'Space' })
    await waitFor(() => reports.textContent!.includes('31–40 of 42'))
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('the pager by page count shows "Page x of y" and leaves out the move it cannot make (issue 15)', async () => {
    const el = await mountKit('pager')
    const images = root(el).querySelector<HTMLElement>('nav[aria-label="Images"]')!
    const names = () => Array.from(images.querySelectorAll('button'), (b) => b.textContent)
    expect(images.textContent).to.contain('Page 1 of 3')
    expect(names()).to.deep.equal(['Next'])
    images.querySelector('button')!.focus()
    await sendKeys({ press: 'Enter' })
    await waitFor(() => images.textContent!.includes('Page 2 of 3'))
    expect(names()).to.deep.equal(['Previous', 'Next'])
    await sendKeys({ press: 'Enter' })
    await waitFor(() => images.textContent!.includes('Page 3 of 3'))
    expect(names()).to.deep.equal(['Previous'])
    // Next is gone: focus is on Previous.
    await waitFor(() => root(el).activeElement === images.querySelector('button'))
    // The same look as the counted pager: the status first, the buttons at the end.
    const reports = root(el).querySelector<HTMLElement>('nav[aria-label="Reports"]')!
    expect(images.className).to.equal(reports.className)
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
