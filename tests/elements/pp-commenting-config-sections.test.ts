// pp-commenting Configuration tab, the sections after Moderation (COM-22..31): Comments Tree,
// Color Scheme, User Avatars and Community send their bodies; the spec's refusals ("Cannot save:
// invalid fields" / "invalid colors") and each section's failure text.
import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { configurationCalls as calls } from '../../src/contracts/commenting/configuration'
import { root, waitFor, waitForText } from './page'
import {
  accessibilityProblems,
  button,
  chooseOption,
  click,
  fill,
  findField,
  radioOf,
  section,
  selectOf,
  switchOf,
  textOf,
} from './queries'
import { describeConfiguration, saveButton } from './commenting-config-fixtures'
import { CONFIG } from './commenting-fixtures'
import { pathOf } from './contract-stubs'

describeConfiguration('sections', ({ state, open, configure, puts, lastBody, saveAndExpect }) => {
  it('a Comments Tree preset sets its limits (COM-22, COM-23)', async () => {
    const el = await open()
    const s = await configure(el, 'Comments Tree')
    await click(radioOf(s, 'COMPACT'))
    await chooseOption(selectOf(s, 'Replies per “Load more”'), '25')
    await saveAndExpect(el, s, 'Comments Tree updated.')
    expect(puts()[0]!.path).to.equal(pathOf(calls.saveTree, { uuid: 'tree-1' }))
    expect(lastBody()).to.deep.equal({
      ...CONFIG.commentsTree,
      treeType: 'COMPACT',
      commentsInitialLoadLimit: 2,
      repliesInitialLoadLimit: 0,
      repliesLoadMoreLimit: 25,
    })
  })

  it('Custom shows only while open, with the tip; 26 is refused, 25 is sent (COM-22)', async () => {
    const el = await open()
    const closed = await section(el, 'Comments Tree')
    expect(radioOf(closed, 'CUSTOM')).to.equal(null)
    const s = await configure(el, 'Comments Tree')
    await click(radioOf(s, 'CUSTOM'))
    await waitForText(el, 'Max value for each item is 25')
    await fill(findField(s, 'Visible comments')!, '26')
    saveButton(s).click()
    await waitForText(el, 'Cannot save: invalid fields')
    expect(puts()).to.deep.equal([])
    await fill(findField(s, 'Visible comments')!, '25')
    await fill(findField(s, 'Visible replies')!, '0')
    await saveAndExpect(el, s, 'Comments Tree updated.')
    expect(lastBody()).to.deep.include({
      treeType: 'CUSTOM',
      commentsInitialLoadLimit: 25,
      repliesInitialLoadLimit: 0,
    })
  })

  it('colours are shown with # and saved without it; equal colours keep Save disabled (COM-24, COM-25)', async () => {
    const el = await open()
    const s = await configure(el, 'Color Scheme')
    const branding = findField(s, 'Branding')!
    expect(branding.value).to.equal('#1494F4')
    await fill(branding, '#1494f4')
    expect(saveButton(s).disabled).to.equal(true)
    await fill(branding, '#ff0000')
    await waitFor(() => !saveButton(s).disabled)
    await saveAndExpect(el, s, 'Color scheme updated.')
    expect(puts()[0]!.path).to.equal(pathOf(calls.saveColors, { uuid: 'color-1' }))
    expect(lastBody()).to.deep.equal({ ...CONFIG.colorSchema, branding: 'FF0000' })
  })

  it('an invalid colour blocks the save with "Cannot save: invalid colors" (COM-24)', async () => {
    const el = await open()
    const s = await configure(el, 'Color Scheme')
    await fill(findField(s, 'Background')!, '#FFF')
    saveButton(s).click()
    await waitForText(el, 'Cannot save: invalid colors')
    expect(puts()).to.deep.equal([])
  })

  it('warns while a text colour fails WCAG AA on its background, and still saves (issue 27)', async () => {
    const el = await open()
    const s = await configure(el, 'Color Scheme')
    // The fixture holds the spec's first defaults: secondary text and branding fail AA.
    const warning = await waitFor(() =>
      [...s.querySelectorAll('[role="status"]')].find((n) =>
        n.textContent!.startsWith('Low contrast'),
      ),
    )
    expect([...warning.querySelectorAll('li')].map((li) => li.textContent)).to.deep.equal([
      'Secondary text on background: 2.1:1, needs 4.5:1',
      'Branding on background: 3.1:1, needs 4.5:1',
      'Primary button label on branding: 3.1:1, needs 4.5:1',
    ])
    await fill(findField(s, 'Secondary text')!, '#64748B')
    await fill(findField(s, 'Branding')!, '#0A6CC2')
    await waitFor(() => !s.textContent!.includes('Low contrast'))
    // A publisher may keep a low-contrast colour: the warning does not block the save.
    await fill(findField(s, 'Primary text')!, '#AAAAAA')
    await waitFor(() => s.textContent!.includes('Primary text on background: 2.3:1'))
    await saveAndExpect(el, s, 'Color scheme updated.')
    expect(lastBody()).to.include({ primaryText: 'AAAAAA', secondaryText: '64748B' })
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('every control of the open Color Scheme section is a 24 px target or larger (issue 12)', async () => {
    const el = await open()
    const s = await configure(el, 'Color Scheme')
    const small = [...s.querySelectorAll<HTMLElement>('button, input, a[href]')]
      .map((c) => ({ c, box: c.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 24 || box.height < 24)
      .map(
        ({ c, box }) =>
          `${c.localName} ${c.getAttribute('aria-label') ?? c.textContent}: ${box.width}x${box.height}`,
      )
    expect(small).to.deep.equal([])
  })

  it('User Avatars: 6 in the summary, 12 in the preview, Save only for another pack (COM-26)', async () => {
    const el = await open()
    const closed = await section(el, 'User Avatars')
    expect(closed.querySelectorAll('li svg').length).to.equal(6)
    const s = await configure(el, 'User Avatars')
    await waitFor(() => s.querySelectorAll('form li svg').length === 12)
    expect(saveButton(s).disabled).to.equal(true)
    await click(radioOf(s, 'NEWS'))
    await waitFor(() => !saveButton(s).disabled)
    await click(radioOf(s, 'DEFAULT'))
    await waitFor(() => saveButton(s).disabled)
    await click(radioOf(s, 'SPORTS'))
    await saveAndExpect(el, s, 'User Avatars updated.')
    expect(puts()[0]!.path).to.equal(pathOf(calls.saveAvatarPack, { configurationUUID: 'conf-1' }))
    expect(lastBody()).to.deep.equal({ avatarPack: 'SPORTS' })
    expect(textOf(s)).to.contain('Sports pack')
  })

  it('works from the keyboard: Configure, arrow keys in a labelled radio group, Save (COM-26)', async () => {
    const el = await open()
    const s = await section(el, 'User Avatars')
    ;(await button(s, 'Configure User Avatars')).focus()
    await sendKeys({ press: 'Enter' })
    await button(s, 'Save & Close')
    const group = radioOf(s, 'DEFAULT').closest('fieldset')!
    expect(group.querySelector('legend')!.textContent).to.equal('Avatar pack')
    radioOf(s, 'DEFAULT').focus()
    await sendKeys({ press: 'ArrowRight' })
    await waitFor(() => radioOf(s, 'NEWS').checked && !saveButton(s).disabled)
    await sendKeys({ press: 'Tab' })
    await sendKeys({ press: 'Tab' })
    expect(root(el).activeElement).to.equal(saveButton(s))
    await sendKeys({ press: 'Enter' })
    await waitForText(el, 'User Avatars updated.')
    expect(lastBody()).to.deep.equal({ avatarPack: 'NEWS' })
  })

  it('Community: empty title saved as null, custom days default to 5 (COM-27, COM-28, COM-31)', async () => {
    const el = await open()
    const s = await configure(el, 'Community')
    await fill(findField(s, 'Community title')!, '')
    await click(radioOf(s, 'BELOW_UNIT'))
    await click(radioOf(s, 'custom'))
    await waitFor(() => findField(s, 'Number of days')?.value === '5')
    await saveAndExpect(el, s, 'Community updated.')
    expect(puts()[0]!.path).to.equal(pathOf(calls.saveCommunity, { uuid: 'com-1' }))
    expect(lastBody()).to.deep.equal({
      ...CONFIG.community,
      title: null,
      position: 'BELOW_UNIT',
      topArticlesDaysTimeFrame: 5,
    })
  })

  it('Community: empty days are invalid; a custom image type without an image keeps Save disabled (COM-28, COM-29)', async () => {
    const el = await open()
    const s = await configure(el, 'Community')
    const frame = Array.from(s.querySelectorAll('fieldset')).find(
      (f) => f.querySelector('legend')?.textContent === 'Time frame',
    )!
    await click(radioOf(frame, 'custom'))
    const days = await waitFor(() => findField(s, 'Number of days'))
    await fill(days, '')
    days.dispatchEvent(new FocusEvent('focusout', { bubbles: true, composed: true }))
    await waitForText(el, 'Enter a number of days')
    saveButton(s).click()
    await waitForText(el, 'Cannot save: invalid fields')
    expect(puts()).to.deep.equal([])
    await fill(days, '0')
    const image = Array.from(s.querySelectorAll('fieldset')).find(
      (f) => f.querySelector('legend')?.textContent === 'Placeholder image',
    )!
    await click(radioOf(image, 'custom'))
    await waitForText(el, 'Upload image')
    expect(saveButton(s).disabled).to.equal(true)
  })

  it('failed saves show each section’s spec text (COM-21, COM-23, COM-25, COM-26, COM-31)', async () => {
    state.failSaves = true
    const el = await open()
    /** An edit of each section, and the text its failed save shows. */
    const edits: Record<string, (s: HTMLElement) => Promise<void>> = {
      Moderation: (s) => click(radioOf(s, 'NO_MODERATION')),
      'Comments Tree': (s) => click(radioOf(s, 'ADVANCED')),
      'Color Scheme': (s) => fill(findField(s, 'Primary text')!, '#000000'),
      'User Avatars': (s) => click(radioOf(s, 'MOVIE')),
      Community: (s) => click(switchOf(s, 'Enable community')),
    }
    const failures: Record<string, string> = {
      Moderation: 'There was an issue updating your moderation settings.',
      'Comments Tree': 'There was an issue updating the comments tree',
      'Color Scheme': 'There was an issue updating the color scheme.',
      'User Avatars': 'There was an issue updating the avatar pack',
      Community: 'There was an issue updating the community',
    }
    for (const [title, edit] of Object.entries(edits)) {
      const s = await configure(el, title)
      await edit(s)
      saveButton(s).click()
      await waitForText(el, failures[title]!)
    }
    expect(puts().length).to.equal(5)
  })
})
