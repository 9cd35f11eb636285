// pp-ratings Configuration tab, the Color scheme section (RAT-16, RAT-17: per-picker validity and
// reset, Save disabled while the colours equal the saved ones, the refusal), the live previews
// (RAT-18) and unsaved edits before a move (#3).
import { expect } from '@esm-bundle/chai'
import { ratingsCalls } from '../../src/contracts/ratings/ratings'
import { pathOf } from './contract-stubs'
import { build, root, waitFor, waitForText } from './page'
import {
  accessibilityProblems,
  button,
  chooseOption,
  fill,
  findButton,
  findField,
  findLink,
  selectOf,
  textOf,
} from './queries'
import { spyEvents } from './page-fakes'
import { figure, ratingsConfigSuite, saveOf } from './ratings-config-fixtures'
import { COLORS } from './ratings-fixtures'

describe(`pp-ratings Configuration colours and previews (${build})`, () => {
  const { suite, puts, lastBody, open, failedSave } = ratingsConfigSuite()

  it('shows the three pickers with the saved colours; an invalid colour refuses the save (RAT-16)', async () => {
    const { el, colors } = await open()
    expect(findField(colors, 'Background')!.value).to.equal('#FFFFFF')
    expect(findField(colors, 'Primary Text')!.value).to.equal('#062B75')
    expect(findField(colors, 'Branding')!.value).to.equal('#1494F4')
    expect(saveOf(colors).disabled).to.equal(true)
    await fill(findField(colors, 'Primary Text')!, '#12345')
    expect(saveOf(colors).disabled).to.equal(false)
    saveOf(colors).click()
    await waitFor(() => textOf(colors).includes('Cannot save: invalid colors'))
    expect(puts()).to.deep.equal([])
    // Set back to the saved value, it is valid again and there is nothing to save.
    await fill(findField(colors, 'Primary Text')!, '#062b75')
    await waitFor(() => !textOf(colors).includes('Cannot save: invalid colors'))
    expect(findField(colors, 'Primary Text')!.hasAttribute('aria-invalid')).to.equal(false)
    expect(saveOf(colors).disabled).to.equal(true)
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('warns while the text or the stars are hard to make out, and still saves (issue 27)', async () => {
    const { el, colors } = await open()
    // The defaults pass: text 13:1, the stars 3.2:1 (graphics need 3:1).
    expect(textOf(colors)).to.not.contain('Low contrast')
    await fill(findField(colors, 'Primary Text')!, '#AAAAAA')
    await fill(findField(colors, 'Branding')!, '#EEEEEE')
    await waitFor(() => textOf(colors).includes('Low contrast'))
    const items = [...colors.querySelectorAll('[role="status"] li')].map((li) => li.textContent)
    expect(items).to.deep.equal([
      'Primary Text on background: 2.3:1, needs 4.5:1',
      'Branding on background: 1.1:1, needs 3:1',
    ])
    await fill(findField(colors, 'Branding')!, '#1494F4')
    await waitFor(() => !textOf(colors).includes('Branding on background'))
    saveOf(colors).click()
    await waitForText(el, 'Color Scheme Updated')
    expect(lastBody()).to.include({ primaryText: 'AAAAAA' })
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('Save stays disabled while the colours equal the saved ones in any case (RAT-16)', async () => {
    const { colors } = await open()
    await fill(findField(colors, 'Branding')!, '1494f4')
    expect(saveOf(colors).disabled).to.equal(true)
    await fill(findField(colors, 'Branding')!, '#1494F5')
    expect(saveOf(colors).disabled).to.equal(false)
    await fill(findField(colors, 'Branding')!, '#1494f4')
    expect(saveOf(colors).disabled).to.equal(true)
  })

  it('each picker resets to its saved value; Cancel resets all (RAT-16)', async () => {
    const { colors } = await open()
    expect(findButton(colors, 'Reset Background')!.disabled).to.equal(true)
    await fill(findField(colors, 'Background')!, '#000000')
    await fill(findField(colors, 'Branding')!, '#zz')
    ;(await button(colors, 'Reset Background')).click()
    await waitFor(() => findField(colors, 'Background')!.value === '#FFFFFF')
    expect(findField(colors, 'Branding')!.value).to.equal('#zz')
    expect(findButton(colors, 'Reset Background')!.disabled).to.equal(true)
    await fill(findField(colors, 'Primary Text')!, '#111111')
    ;(await button(colors, 'Cancel')).click()
    await waitFor(() => findField(colors, 'Branding')!.value === '#1494F4')
    expect(findField(colors, 'Primary Text')!.value).to.equal('#062B75')
    expect(saveOf(colors).disabled).to.equal(true)
    expect(puts()).to.deep.equal([])
  })

  it('saves all four colours, says "Color Scheme Updated" and keeps the answer (RAT-17)', async () => {
    const { el, colors, general } = await open()
    // An unsaved general edit survives a colour save.
    await fill(findField(general, 'Title')!, 'Still typing')
    await fill(findField(colors, 'Background')!, '#fafafa')
    await fill(findField(colors, 'Branding')!, '#0a6cc2')
    saveOf(colors).click()
    await waitForText(el, 'Color Scheme Updated')
    expect(puts().map((c) => c.path)).to.deep.equal([
      pathOf(ratingsCalls.saveColors, { uuid: 'color-a' }),
    ])
    expect(lastBody()).to.deep.equal({
      uuid: 'color-a',
      ...COLORS,
      background: 'FAFAFA',
      brand: '0A6CC2',
    })
    await waitFor(() => saveOf(colors).disabled)
    expect(findField(colors, 'Branding')!.value.toUpperCase()).to.equal('#0A6CC2')
    expect(findField(general, 'Title')!.value).to.equal('Still typing')
  })

  it('a failed colour save says "There was an issue updating the color scheme." (RAT-17)', async () => {
    const { el, colors } = await failedSave('colors', 'Background', '#F0F0F0')
    await waitForText(el, 'There was an issue updating the color scheme.')
    expect(findField(colors, 'Background')!.value).to.equal('#F0F0F0')
    expect(saveOf(colors).disabled).to.equal(false)
  })

  it('the previews show the sample page and follow the unsaved edits (RAT-18)', async () => {
    const { el, general, colors } = await open()
    const unit = figure(el, 'Ratings Unit')
    const counter = figure(el, 'Ratings Counter')
    expect(textOf(unit)).to.contain('Rate this article')
    expect(textOf(unit)).to.contain('Thanks for your rating!')
    expect(textOf(unit)).to.contain('134 Ratings')
    for (const share of ['75%', '17%', '4%', '2%', '1%']) expect(textOf(unit)).to.contain(share)
    expect(textOf(counter)).to.contain('4.6')
    expect(textOf(counter)).to.contain('Leave a rating')
    expect(counter.querySelectorAll('[data-preview-bar]')).to.have.length(5)
    expect(
      Array.from(counter.querySelectorAll<HTMLElement>('[data-preview-bar]')).map(
        (b) => b.style.width,
      ),
    ).to.deep.equal(['75%', '17%', '4%', '2%', '1%'])
    // Decorative widgets; one summary each for screen readers.
    for (const f of [unit, counter]) {
      expect(f.querySelector('[data-preview-widget]')!.getAttribute('aria-hidden')).to.equal('true')
      expect(f.querySelector('.sr-only')!.textContent).to.contain('134 Ratings')
    }

    await fill(findField(general, 'Title')!, 'Was this helpful?')
    await fill(findField(general, 'Thank-you message')!, 'Much appreciated.')
    await fill(findField(general, 'Multiple ratings label')!, '{count} votes')
    await chooseOption(selectOf(general, 'Font size'), 'ACCESSIBLE')
    await fill(findField(colors, 'Branding')!, '#AA0000')
    await fill(findField(colors, 'Background')!, '#101010')
    await waitFor(() => textOf(unit).includes('Was this helpful?'))
    expect(textOf(unit)).to.contain('Much appreciated.')
    expect(textOf(unit)).to.contain('134 votes')
    expect(textOf(counter)).to.contain('134 votes')
    const widget = counter.querySelector<HTMLElement>('[data-preview-widget]')!
    expect(widget.style.backgroundColor).to.equal('rgb(16, 16, 16)')
    expect(widget.style.fontSize).to.equal('17px')
    expect(
      counter.querySelector<HTMLElement>('[data-preview-bar]')!.style.backgroundColor,
    ).to.equal('rgb(170, 0, 0)')
    // An invalid colour draws the saved one meanwhile.
    await fill(findField(colors, 'Background')!, '#10')
    await waitFor(() => widget.style.backgroundColor === 'rgb(255, 255, 255)')
    expect(puts()).to.deep.equal([])
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('unsaved settings ask before another tab or website; Stay keeps them, Leave goes (#3)', async () => {
    const spy = spyEvents()
    try {
      const { el, general, colors } = await open()
      const dialog = () => root(el).querySelector('dialog[open]')
      await fill(findField(general, 'Title')!, 'Was this helpful?')
      findLink(el, 'Analytics')!.click()
      await waitForText(el, 'You have unsaved changes. Leave anyway?')
      expect(textOf(dialog()!)).to.contain(
        'The changes you made to your ratings settings will be lost.',
      )
      ;(await button(el, 'Stay')).click()
      await waitFor(() => !dialog())
      expect(findField(general, 'Title')!.value).to.equal('Was this helpful?')
      expect(spy.paths()).to.deep.equal([])

      const website = selectOf(root(el) as unknown as Element, 'Website')
      await chooseOption(website, 'site-b')
      await waitFor(() => dialog())
      ;(await button(el, 'Stay')).click()
      await waitFor(() => !dialog() && website.value === 'site-a')
      expect(suite.api.calls.some((c) => c.path.includes('siteUUID=site-b'))).to.equal(false)

      const unload = new Event('beforeunload', { cancelable: true })
      dispatchEvent(unload)
      expect(unload.defaultPrevented).to.equal(true)

      // A colour alone holds the move as well; Leave goes to the other website.
      ;(await button(general, 'Cancel')).click()
      await waitFor(() => findField(general, 'Title')!.value === 'Rate this article')
      await fill(findField(colors, 'Branding')!, '#AA0000')
      await chooseOption(website, 'site-b')
      ;(await button(el, 'Leave')).click()
      await waitFor(() => suite.api.calls.some((c) => c.path.includes('siteUUID=site-b')))
      await waitForText(el, 'Ratings (Site B)')
      const after = new Event('beforeunload', { cancelable: true })
      dispatchEvent(after)
      expect(after.defaultPrevented).to.equal(false)
      findLink(el, 'Analytics')!.click()
      await waitFor(() => spy.paths().length > 0)
      expect(spy.paths()).to.deep.equal(['/dashboard/ratings/ratingsmanager/analytics'])
      expect(puts()).to.deep.equal([])
    } finally {
      spy.stop()
    }
  })
})
