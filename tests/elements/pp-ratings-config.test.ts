// pp-ratings Configuration tab, the General section (RAT-13..15): limits, trimmed save, the spec's
// texts, server field errors, Cancel and the keyboard. The Color scheme section, the previews and
// unsaved edits: pp-ratings-config-colors.
import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { ratingsCalls } from '../../src/contracts/ratings/ratings'
import { pathOf } from './contract-stubs'
import { build, nextTask, root, waitFor, waitForText } from './page'
import {
  accessibilityProblems,
  button,
  chooseOption,
  fill,
  findField,
  selectOf,
  textOf,
} from './queries'
import { C, leave, messageOf, ratingsConfigSuite, saveOf } from './ratings-config-fixtures'

describe(`pp-ratings Configuration tab (${build})`, () => {
  const { state, puts, lastBody, open, failedSave } = ratingsConfigSuite()

  it('shows the saved general settings, the read-only website name and the label placeholders (RAT-13, RAT-14)', async () => {
    const { el, general } = await open()
    expect(findField(general, 'Website name')!.value).to.equal('Site A')
    expect(findField(general, 'Website name')!.readOnly).to.equal(true)
    expect(findField(general, 'Title')!.value).to.equal(C.title)
    expect(findField(general, 'First rating title')!.value).to.equal(C.firstRatingTitle)
    expect(findField(general, 'Thank-you message')!.localName).to.equal('textarea')
    expect(findField(general, 'Thank-you message')!.value).to.equal(C.thankYouMessage)
    expect(findField(general, 'Zero ratings label')!.placeholder).to.equal('No Ratings')
    expect(findField(general, 'One rating label')!.placeholder).to.equal('1 Rating')
    expect(findField(general, 'Multiple ratings label')!.placeholder).to.equal('{count} Ratings')
    expect(textOf(general)).to.contain('{count} is replaced by the number of ratings')
    const pageId = general.querySelector('[role="switch"][aria-label="Enable page ID"]')!
    expect(pageId.getAttribute('aria-checked')).to.equal('false')
    expect(
      Array.from(selectOf(general, 'Font size').options).map((o) => o.textContent),
    ).to.deep.equal(['Regular (15 px)', 'Comfortable (16 px)', 'Accessible (17 px)'])
    expect(
      Array.from(selectOf(general, 'Font weight').options).map((o) => o.textContent),
    ).to.deep.equal(['Regular (400)', 'Medium (500)'])
    expect(saveOf(general).disabled).to.equal(true)
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  const LIMITS: Array<[string, string, string]> = [
    ['Title', 'x'.repeat(41), 'Use at most 40 characters'],
    ['First rating title', 'y'.repeat(41), 'Use at most 40 characters'],
    ['Thank-you message', 'z'.repeat(256), 'Use at most 255 characters'],
    ['Zero ratings label', 'n'.repeat(21), 'Use at most 20 characters'],
    ['One rating label', 'o'.repeat(21), 'Use at most 20 characters'],
    ['Multiple ratings label', '{count} ' + 'm'.repeat(13), 'Use at most 20 characters'],
    ['Title', ' Rate this', 'Do not start with a space'],
    ['Multiple ratings label', ' {count} Ratings', 'Do not start with a space'],
    ['Thank-you message', '', 'This field is required'],
    ['One rating label', '   ', 'This field is required'],
  ]
  it('blocks saving with "Please update invalid fields." for every limit and sends nothing (RAT-14)', async () => {
    const { el, general } = await open()
    for (const [label, value, message] of LIMITS) {
      const input = findField(general, label)!
      await fill(input, value)
      expect(saveOf(general).disabled, label).to.equal(false)
      saveOf(general).click()
      await waitFor(() => textOf(general).includes('Please update invalid fields.'))
      await waitFor(() => messageOf(input) === message)
      expect(input.getAttribute('aria-invalid'), label).to.equal('true')
      expect(puts(), label).to.deep.equal([])
      ;(await button(general, 'Cancel')).click()
      await waitFor(() => !textOf(general).includes('Please update invalid fields.'))
    }
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('shows a field message once the field is left, not while typing (RAT-14)', async () => {
    const { general } = await open()
    const title = findField(general, 'Title')!
    await fill(title, 'x'.repeat(41))
    expect(messageOf(title)).to.equal('')
    await leave(title, general)
    await waitFor(() => messageOf(title) === 'Use at most 40 characters')
    await fill(title, 'x'.repeat(40))
    await waitFor(() => messageOf(title) === '')
  })

  it('leaving a field for Save shows no message yet, so the press stays on Save; the save shows it (RAT-14)', async () => {
    const { general } = await open()
    const title = findField(general, 'Title')!
    await fill(title, 'x'.repeat(41))
    title.focus()
    // Pressing Save moves focus there first: a message appearing now would shift Save away
    // between the press and the release, and the click would be lost.
    saveOf(general).focus()
    await nextTask()
    expect(messageOf(title)).to.equal('')
    saveOf(general).click()
    await waitFor(() => messageOf(title) === 'Use at most 40 characters')
    expect(textOf(general)).to.contain('Please update invalid fields.')
    expect(puts()).to.deep.equal([])
  })

  it('saves the trimmed settings with the font, says "General Settings Updated" and keeps the answer (RAT-14, RAT-15)', async () => {
    const { el, general } = await open()
    await fill(findField(general, 'Title')!, 'How useful was this?   ')
    await fill(findField(general, 'First rating title')!, 'Rate it first ')
    await fill(findField(general, 'Thank-you message')!, 'Thank you!  ')
    await fill(findField(general, 'Zero ratings label')!, 'No votes ')
    await fill(findField(general, 'One rating label')!, '1 vote ')
    await fill(findField(general, 'Multiple ratings label')!, '{count} votes ')
    ;(general.querySelector('[role="switch"][aria-label="Enable page ID"]') as HTMLElement).click()
    await chooseOption(selectOf(general, 'Font size'), 'ACCESSIBLE')
    await chooseOption(selectOf(general, 'Font weight'), 'MEDIUM')
    saveOf(general).click()
    await waitForText(el, 'General Settings Updated')
    expect(puts().map((c) => c.path)).to.deep.equal([
      pathOf(ratingsCalls.saveGeneral, { uuid: 'cfg-a' }),
    ])
    expect(lastBody()).to.deep.equal({
      uuid: 'cfg-a',
      title: 'How useful was this?',
      firstRatingTitle: 'Rate it first',
      thankYouMessage: 'Thank you!',
      enablePageId: true,
      zeroRatingLabel: 'No votes',
      oneRatingLabel: '1 vote',
      multipleRatingsLabel: '{count} votes',
      fontConfiguration: { size: 'ACCESSIBLE', weight: 'MEDIUM' },
    })
    await waitFor(() => findField(general, 'Title')!.value === 'How useful was this?')
    await waitFor(() => saveOf(general).disabled)
    expect(findField(general, 'Multiple ratings label')!.value).to.equal('{count} votes')
  })

  it('a failed save says "There was a problem fetching Ratings Data." and keeps the edits (RAT-15)', async () => {
    const { el, general } = await failedSave('general', 'Title', 'Rate this story')
    await waitForText(el, 'There was a problem fetching Ratings Data.')
    expect(puts()).to.have.length(1)
    expect(findField(general, 'Title')!.value).to.equal('Rate this story')
    expect(saveOf(general).disabled).to.equal(false)
  })

  it("shows the server's field errors (400) on their fields (RAT-15)", async () => {
    state.answer = () => ({
      status: 400,
      body: {
        error: {
          code: 'invalid',
          message: 'Please update invalid fields.',
          fields: [
            { field: 'title', message: 'Title taken by the server' },
            { field: 'fontConfiguration.size', message: 'Choose a font size' },
          ],
        },
      },
    })
    const { el, general } = await open()
    const title = findField(general, 'Title')!
    await fill(title, 'Rate this story')
    saveOf(general).click()
    await waitForText(el, 'There was a problem fetching Ratings Data.')
    await waitFor(() => messageOf(title) === 'Title taken by the server')
    expect(messageOf(selectOf(general, 'Font size'))).to.equal('Choose a font size')
    // Changing the field clears the server's message.
    await fill(title, 'Rate this story again')
    await waitFor(() => messageOf(title) === '')
  })

  it('Cancel restores the saved general settings; Save is disabled while nothing changed (RAT-14)', async () => {
    const { general } = await open()
    await fill(findField(general, 'Title')!, '')
    await fill(findField(general, 'Zero ratings label')!, 'Nothing yet')
    saveOf(general).click()
    await waitFor(() => textOf(general).includes('Please update invalid fields.'))
    ;(await button(general, 'Cancel')).click()
    await waitFor(() => findField(general, 'Title')!.value === C.title)
    expect(findField(general, 'Zero ratings label')!.value).to.equal(C.zeroRatingLabel)
    expect(textOf(general)).to.not.contain('Please update invalid fields.')
    expect(textOf(general)).to.not.contain('This field is required')
    expect(saveOf(general).disabled).to.equal(true)
    // Typing the saved value back is no change either.
    await fill(findField(general, 'Title')!, 'Rate this')
    expect(saveOf(general).disabled).to.equal(false)
    await fill(findField(general, 'Title')!, C.title)
    await waitFor(() => saveOf(general).disabled)
    expect(puts()).to.deep.equal([])
  })

  it('Enter in a field saves only once something changed (RAT-14, keyboard)', async () => {
    const { el, general } = await open()
    const title = findField(general, 'Title')!
    title.focus()
    await sendKeys({ press: 'Enter' })
    await nextTask()
    expect(puts()).to.deep.equal([])
    await sendKeys({ type: ' now' })
    await waitFor(() => title.value === `${C.title} now`)
    await sendKeys({ press: 'Enter' })
    await waitForText(el, 'General Settings Updated')
    expect(lastBody().title).to.equal(`${C.title} now`)
  })
})
