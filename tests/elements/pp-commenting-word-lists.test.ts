// pp-commenting Configuration, beyond the spec (issue 30): the Word lists section (client rules as
// the server's, field errors on blur and save, the save sent and confirmed) and Try a comment
// deciding with the saved lists through the same rule modules as the server.
import { expect } from '@esm-bundle/chai'
import { describeConfiguration, saveButton } from './commenting-config-fixtures'
import { waitFor, waitForText } from './page'
import { field, fill, section, textOf } from './queries'

describeConfiguration('word lists', ({ open, configure, puts, lastBody, saveAndExpect }) => {
  it('summarizes the saved lists and saves edited ones, normalized by the server', async () => {
    const el = await open()
    expect(textOf(await section(el, 'Word lists'))).to.include('0 banned words · 1 suspect word')
    const s = await configure(el, 'Word lists')
    await fill(await field(s, 'Banned words'), 'Swindle\nrip off')
    await saveAndExpect(el, s, 'Word lists saved.')
    expect(lastBody()).to.deep.equal({ banned: ['Swindle', 'rip off'], suspect: ['scam'] })
    expect(puts()).to.have.length(1)
  })

  it('shows the list’s problem and sends nothing while a word cannot be saved', async () => {
    const el = await open()
    const s = await configure(el, 'Word lists')
    const suspect = await field(s, 'Suspect words')
    await fill(suspect, 'scam\nx')
    suspect.dispatchEvent(new FocusEvent('focusout', { bubbles: true, composed: true }))
    await waitForText(el, '“x”: use 2–40 letters or digits (a phrase may have spaces)')
    saveButton(s).click()
    await waitForText(el, 'Cannot save: invalid fields')
    expect(puts()).to.have.length(0)
  })

  it('Try a comment holds a comment with a suspect word, naming the word', async () => {
    const el = await open()
    const s = await configure(el, 'Moderation')
    await fill(await field(s, 'Comment text'), 'What a SCAM this is')
    await waitFor(() => textOf(s).includes('Held for review: it uses a word on the suspect list.'))
    expect(textOf(s)).to.include('(“scam”)')
  })
})
