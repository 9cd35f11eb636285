/**
 * The kit's form hook (src/ui/use-form.ts) as a screen uses it (demo/kit/sections/form.tsx):
 * save-time checks, the form-level message of a failed save, Save / Discard on the dirty state,
 * the leave question, and a save that moves on staying busy.
 */
import { expect } from '@esm-bundle/chai'
import { cleanBody, mountKit, nextFrame, root, text, waitFor, waitForText } from './page'
import { button, field, fill } from './queries'

const MISMATCH = 'The names do not match'
const FAILED = 'The nickname could not be saved'

describe('kit: useForm', () => {
  afterEach(cleanBody)

  it('Save and Discard follow the dirty state; Discard brings the saved values back', async () => {
    const el = await mountKit('use-form')
    const save = await button(el, 'Save')
    const discard = await button(el, 'Discard')
    expect(save.disabled).to.equal(true)
    expect(discard.disabled).to.equal(true)
    const name = await field(el, 'Nickname')
    await fill(name, 'Clark')
    await waitFor(() => !save.disabled && !discard.disabled)
    discard.click()
    await waitFor(() => name.value === 'Lois' && save.disabled)
    expect(discard.disabled).to.equal(true)
  })

  it('a save-time check stops the save and stays until an edit makes it pass, not before the next save', async () => {
    const el = await mountKit('use-form')
    const name = await field(el, 'Nickname')
    const repeat = await field(el, 'Repeat nickname')
    await fill(name, 'Clark')
    expect(text(el)).not.to.contain(MISMATCH)
    ;(await button(el, 'Save')).click()
    await waitForText(el, MISMATCH)
    expect(repeat.getAttribute('aria-invalid')).to.equal('true')
    expect(text(el)).to.contain('Saved nickname: Lois')
    await fill(repeat, 'Cla')
    expect(text(el)).to.contain(MISMATCH)
    await fill(repeat, 'Clark')
    await waitFor(() => !text(el).includes(MISMATCH))
    await fill(repeat, 'Clarke')
    expect(text(el)).not.to.contain(MISMATCH)
    await fill(repeat, 'Clark')
    ;(await button(el, 'Save')).click()
    await waitForText(el, 'Saved nickname: Clark')
    expect(text(el)).not.to.contain(MISMATCH)
  })

  it('a failed save shows the form-level message until the next save starts', async () => {
    const el = await mountKit('use-form')
    await fill(await field(el, 'Nickname'), 'fail')
    await fill(await field(el, 'Repeat nickname'), 'fail')
    ;(await button(el, 'Save')).click()
    await waitFor(() => root(el).querySelector('[role="alert"]')?.textContent?.includes(FAILED))
    expect(text(el)).to.contain('Saved nickname: Lois')
    await fill(await field(el, 'Nickname'), 'Clark')
    expect(text(el)).to.contain(FAILED)
    await fill(await field(el, 'Repeat nickname'), 'Clark')
    ;(await button(el, 'Save')).click()
    await waitForText(el, 'Saved nickname: Clark')
    expect(text(el)).not.to.contain(FAILED)
  })

  it('with unsaved edits a move asks first: Stay keeps the edits, Leave goes', async () => {
    const el = await mountKit('use-form')
    ;(await button(el, 'Other site')).click()
    await waitForText(el, 'Moves: 1')
    const name = await field(el, 'Nickname')
    await fill(name, 'Clark')
    ;(await button(el, 'Other site')).click()
    const dialog = await waitFor(() => root(el).querySelector('dialog[open]'))
    expect(dialog.textContent).to.contain('The changes you made to your nickname will be lost.')
    ;(await button(dialog, 'Stay')).click()
    await waitFor(() => !root(el).querySelector('dialog[open]'))
    expect(text(el)).to.contain('Moves: 1')
    expect(name.value).to.equal('Clark')
    ;(await button(el, 'Other site')).click()
    ;(await button(await waitFor(() => root(el).querySelector('dialog[open]')), 'Leave')).click()
    await waitForText(el, 'Moves: 2')
  })

  it('a saved form moves without asking', async () => {
    const el = await mountKit('use-form')
    await fill(await field(el, 'Nickname'), 'Clark')
    await fill(await field(el, 'Repeat nickname'), 'Clark')
    ;(await button(el, 'Save')).click()
    await waitForText(el, 'Saved nickname: Clark')
    ;(await button(el, 'Other site')).click()
    await waitForText(el, 'Moves: 1')
    expect(root(el).querySelector('dialog[open]')).to.equal(null)
  })

  it('in a screen of several forms the screen asks (one dialog), not the form', async () => {
    const el = await mountKit('use-form-in-screen')
    await fill(await field(el, 'Nickname'), 'Clark')
    // The screen learns of the edits in a layout effect (preact runs them after a frame).
    await nextFrame()
    ;(await button(el, 'Other site')).click()
    const dialog = await waitFor(() => root(el).querySelector('dialog[open]'))
    expect(dialog.textContent).to.contain('The changes you made to this screen will be lost.')
    expect(root(el).querySelectorAll('dialog[open]').length).to.equal(1)
    ;(await button(dialog, 'Leave')).click()
    await waitForText(el, 'Moves: 1')
  })

  it('a save that moves on stays busy: a second submit sends nothing', async () => {
    const el = await mountKit('use-form-leaves')
    const send = await button(el, 'Send')
    send.click()
    await waitForText(el, 'Sent: 1')
    await waitFor(
      () => send.getAttribute('aria-busy') === 'true' || send.textContent?.includes('Sending…'),
    )
    root(el).querySelector('form')!.requestSubmit()
    await new Promise((r) => requestAnimationFrame(r))
    expect(text(el)).to.contain('Sent: 1')
  })
})
