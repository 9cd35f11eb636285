// The New Embed dialog by keyboard (issue 27 #4; BLD-07): opened from the library's
// `Create a new Embed!` with Enter, Escape closes it and gives the focus back to that button
// (not to the page), and Tab / Shift+Tab wrap inside the dialog without once leaving it.
import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { build, button, root, waitFor } from './helpers'
import { embedsSuite, mountEmbeds } from './embeds-fixtures'

describe(`New Embed dialog by keyboard (${build})`, () => {
  embedsSuite()

  async function openByKeyboard() {
    const el = mountEmbeds()
    const create = await button(el, 'Create a new Embed!')
    create.focus()
    await sendKeys({ press: 'Enter' })
    const dialog = await waitFor(() => root(el).querySelector<HTMLDialogElement>('dialog[open]'))
    await waitFor(() => dialog.contains(root(el).activeElement))
    return { el, dialog, create }
  }

  it('Escape closes it and the focus goes back to Create a new Embed! (issue 27 #4)', async () => {
    const { el, dialog, create } = await openByKeyboard()
    await sendKeys({ press: 'Escape' })
    await waitFor(() => !dialog.open)
    await waitFor(() => root(el).activeElement === create)
    // The focus is really there: Enter opens the dialog again.
    await sendKeys({ press: 'Enter' })
    await waitFor(() => dialog.open)
  })

  it('Tab and Shift+Tab stay inside the dialog and wrap (issue 27 #4)', async () => {
    const { el, dialog } = await openByKeyboard()
    const inside = () => dialog.contains(root(el).activeElement)
    const seen: Element[] = []
    for (let i = 0; i < 14; i++) {
      await sendKeys({ press: 'Tab' })
      expect(inside(), `Tab ${i + 1}: ${root(el).activeElement?.outerHTML ?? 'outside'}`).to.equal(
        true,
      )
      seen.push(root(el).activeElement!)
    }
    // It went round: some control came back.
    expect(new Set(seen).size).to.be.lessThan(seen.length)
    for (let i = 0; i < 14; i++) {
      await sendKeys({ press: 'Shift+Tab' })
      expect(inside(), `Shift+Tab ${i + 1}`).to.equal(true)
    }
  })
})
