// pp-commenting Configuration tab around the edits (#3, #4, #15): unsaved section edits ask
// before a move, the focus follows Configure, Cancel and Save, and the Preview follows the
// working choices.
import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { root, waitFor, waitForText } from './page'
import {
  accessibilityProblems,
  button,
  chooseOption,
  click,
  fill,
  findButton,
  findField,
  findLink,
  findSection,
  radioOf,
  section,
  selectOf,
  switchOf,
  textOf,
} from './queries'
import { type StubCall } from './fake-api'
import { describeConfiguration, saveButton } from './commenting-config-fixtures'

/** A call about the second site (its configuration or anything else of it). */
const forSite2 = (c: StubCall) => c.path.includes('/sites/site-2/')

describeConfiguration('edits', ({ suite, state, open, configure, puts, saveAndExpect }) => {
  it('unsaved section edits ask before another tab, a link or another site; Stay keeps them, Leave goes (#3)', async () => {
    state.sites = [
      ...state.sites,
      { siteUUID: 'site-2', name: 'Demo Sports', url: 'https://sports.example/' },
    ]
    const el = await open()
    const s = await configure(el, 'General')
    await fill(findField(s, 'Integration name')!, 'Demo Daily')
    const dialog = () => root(el).querySelector('dialog[open]')
    const stay = async () => {
      ;(await button(el, 'Stay')).click()
      await waitFor(() => !dialog())
      expect(findField(s, 'Integration name')!.value).to.equal('Demo Daily')
    }

    // A tab of the manager (a route change inside the portal).
    findLink(el, 'Statistics')!.click()
    await waitForText(el, 'You have unsaved changes. Leave anyway?')
    expect(textOf(dialog()!)).to.contain(
      'The changes you made to your commenting settings will be lost.',
    )
    expect(suite.spy.paths()).to.deep.equal([])
    await stay()

    // Another site in the Site dropdown.
    const siteSelect = selectOf(root(el) as unknown as Element, 'Site')
    await chooseOption(siteSelect, 'site-2')
    await waitFor(() => dialog())
    await stay()
    await waitFor(() => siteSelect.value === 'site-1')
    expect(suite.api.calls.some(forSite2)).to.equal(false)

    // Closing or reloading the page asks the browser's question.
    const unload = new Event('beforeunload', { cancelable: true })
    dispatchEvent(unload)
    expect(unload.defaultPrevented).to.equal(true)

    await chooseOption(siteSelect, 'site-2')
    ;(await button(el, 'Leave')).click()
    await waitFor(() => suite.api.calls.some(forSite2))
    await waitFor(
      () =>
        findSection(el, 'General') && findButton(findSection(el, 'General')!, 'Configure General'),
    )
    expect(siteSelect.value).to.equal('site-2')

    // Edits again, then a tab: Leave goes there.
    const again = await configure(el, 'Moderation')
    await click(radioOf(again, 'NO_MODERATION'))
    findLink(el, 'Statistics')!.click()
    ;(await button(el, 'Leave')).click()
    await waitFor(() => suite.spy.paths().length > 0)
    expect(suite.spy.paths()).to.deep.equal(['/dashboard/commenting/commentmanager/statistics'])
    expect(puts()).to.deep.equal([])
    // The test's host holds the move: the edits are still here, Cancel drops them.
    ;(await button(again, 'Cancel')).click()
    await button(again, 'Configure Moderation')
  })

  it('without unsaved edits (or after Cancel or a save) moves go at once and unload is not held (#3)', async () => {
    const el = await open()
    let s = await configure(el, 'General')
    await fill(findField(s, 'Integration name')!, 'Demo Daily')
    ;(await button(s, 'Cancel')).click()
    await button(s, 'Configure General')
    const unload = new Event('beforeunload', { cancelable: true })
    dispatchEvent(unload)
    expect(unload.defaultPrevented).to.equal(false)
    s = await configure(el, 'Comments Tree')
    await click(radioOf(s, 'ADVANCED'))
    await saveAndExpect(el, s, 'Comments Tree updated.')
    // An opened section without a change holds nothing either.
    await configure(el, 'Moderation')
    findLink(el, 'Statistics')!.click()
    await waitFor(() => suite.spy.paths().length > 0)
    expect(suite.spy.paths()).to.deep.equal(['/dashboard/commenting/commentmanager/statistics'])
    expect(root(el).querySelector('dialog[open]')).to.equal(null)
  })

  it('Configure moves the focus into the section, Cancel and Save & Close back to Configure (#4)', async () => {
    const el = await open()
    const s = await section(el, 'General')
    const active = () => root(el).activeElement
    ;(await button(s, 'Configure General')).focus()
    await sendKeys({ press: 'Enter' })
    await waitFor(() => active() === findField(s, 'Integration name'))
    await sendKeys({ type: ' Daily' })
    await waitFor(() => !saveButton(s).disabled)
    ;(await button(s, 'Cancel')).focus()
    await sendKeys({ press: 'Enter' })
    await waitFor(() => active() === findButton(s, 'Configure General'))
    // A save closes the section too: the focus goes back to its Configure.
    await sendKeys({ press: 'Enter' })
    await waitFor(() => active() === findField(s, 'Integration name'))
    await sendKeys({ type: ' Daily' })
    await sendKeys({ press: 'Enter' })
    await waitForText(el, 'General updated.')
    await waitFor(() => active() === findButton(s, 'Configure General'))
  })

  it('the Preview draws the unit in the working choices and follows unsaved edits (#15)', async () => {
    const el = await open()
    const preview = findSection(el, 'Preview')!
    const figure = preview.querySelector('figure')!
    expect(textOf(preview)).to.contain('A sample comment as your readers see it.')
    expect(getComputedStyle(figure).backgroundColor).to.equal('rgb(255, 255, 255)')
    expect(getComputedStyle(figure).fontSize).to.equal('15px')
    expect(preview.querySelector('ul')!.getAttribute('aria-label')).to.match(/^Default avatars/)

    const colors = await configure(el, 'Color Scheme')
    await fill(findField(colors, 'Background')!, '#101010')
    await waitFor(() => getComputedStyle(figure).backgroundColor === 'rgb(16, 16, 16)')
    expect(textOf(preview)).to.contain('A sample comment with your unsaved changes.')
    // A colour that is not one yet draws the default meanwhile.
    await fill(findField(colors, 'Background')!, '#10')
    await waitFor(() => getComputedStyle(figure).backgroundColor === 'rgb(255, 255, 255)')
    await fill(findField(colors, 'Background')!, '#101010')

    const general = await configure(el, 'General')
    await chooseOption(selectOf(general, 'Font size'), 'ACCESSIBLE')
    await click(switchOf(general, 'Active users indicator'))
    await fill(findField(general, 'Active users indicator title')!, 'Reading now')
    await click(switchOf(general, 'Turn off replies'))
    await waitFor(() => getComputedStyle(figure).fontSize === '17px')
    expect(textOf(preview)).to.contain('Reading now')
    expect(textOf(preview)).to.contain('Replies are turned off')

    const avatars = await configure(el, 'User Avatars')
    await click(radioOf(avatars, 'MOVIE'))
    await waitFor(() =>
      preview.querySelector('ul')!.getAttribute('aria-label')!.startsWith('Movie avatars'),
    )

    // Cancel drops a section's edits from the preview; nothing was sent.
    ;(await button(colors, 'Cancel')).click()
    await waitFor(() => getComputedStyle(figure).backgroundColor === 'rgb(255, 255, 255)')
    expect(getComputedStyle(figure).fontSize).to.equal('17px')
    expect(puts()).to.deep.equal([])
    expect(accessibilityProblems(root(el))).to.deep.equal([])
    for (const s of [general, avatars]) (await button(s, 'Cancel')).click()
    await waitFor(() => textOf(preview).includes('as your readers see it'))
  })
})
