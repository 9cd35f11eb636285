// pp-commenting Configuration tab (COM-10, COM-12..21): the moved notice, the six sections with
// Configure, Cancel restores, Save & Close sends the section's body, says so and closes; General
// and Moderation with their refusals ("Cannot save: invalid fields") and failure texts. The
// other sections: pp-commenting-config-sections; leaving, focus and preview: -config-leave.
import { expect } from '@esm-bundle/chai'
import { configurationCalls as calls } from '../../src/contracts/commenting/configuration'
import { root, waitFor, waitForText } from './page'
import {
  accessibilityProblems,
  button,
  chooseOption,
  click,
  fill,
  findButton,
  findField,
  findSection,
  radioOf,
  selectOf,
  switchOf,
  textOf,
} from './queries'
import { ACCOUNT, describeConfiguration, saveButton } from './commenting-config-fixtures'
import { CONFIG, mountCommenting } from './commenting-fixtures'
import { pathOf } from './contract-stubs'

describeConfiguration('tab', ({ state, open, configure, puts, lastBody, saveAndExpect }) => {
  it('shows only the moved notice when new-portal-url is set (COM-10)', async () => {
    const el = mountCommenting(ACCOUNT, 'configuration', { 'new-portal-url': '#new-portal' })
    await waitForText(el, 'Commenting Configuration has been moved to the new portal')
    expect(findButton(el, 'Go to Commenting Configuration')).to.not.equal(null)
    expect(findSection(el, 'General')).to.equal(null)
  })

  it('lists the six sections closed, each with a summary and Configure (COM-12, COM-13)', async () => {
    const el = await open()
    for (const title of [
      'General',
      'Moderation',
      'Comments Tree',
      'Color Scheme',
      'User Avatars',
      'Community',
    ]) {
      const s = findSection(el, title)!
      expect(findButton(s, `Configure ${title}`), title).to.not.equal(null)
      expect(findButton(s, 'Save & Close'), title).to.equal(null)
    }
    expect(textOf(findSection(el, 'General')!)).to.contain('Demo News')
    expect(textOf(findSection(el, 'Color Scheme')!)).to.contain('#1494F4')
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('Save is disabled until something changed; Cancel restores and closes (COM-13)', async () => {
    const el = await open()
    const s = await configure(el, 'General')
    expect(saveButton(s).disabled).to.equal(true)
    const name = findField(s, 'Integration name')!
    await fill(name, 'Demo Daily')
    await waitFor(() => !saveButton(s).disabled)
    ;(await button(s, 'Cancel')).click()
    await button(s, 'Configure General')
    ;(await button(s, 'Configure General')).click()
    await waitFor(() => findField(s, 'Integration name')?.value === 'Demo News')
    expect(saveButton(s).disabled).to.equal(true)
    expect(puts()).to.deep.equal([])
  })

  it('General saves its fields without advanced settings, says so and closes (COM-14, COM-16, COM-17)', async () => {
    const el = await open()
    const s = await configure(el, 'General')
    expect(textOf(s)).to.not.contain('Advanced settings')
    await fill(findField(s, 'Integration name')!, 'Demo Daily')
    await click(switchOf(s, 'Active users indicator'))
    await fill(findField(s, 'Active users indicator title')!, 'Reading now')
    await chooseOption(selectOf(s, 'Font size'), 'ACCESSIBLE')
    await chooseOption(selectOf(s, 'Font weight'), 'MEDIUM')
    expect(accessibilityProblems(root(el))).to.deep.equal([])
    await saveAndExpect(el, s, 'General updated.')
    expect(puts()[0]!.path).to.equal(pathOf(calls.saveGeneral, { configurationUUID: 'conf-1' }))
    expect(lastBody()).to.deep.equal({
      ...CONFIG.general,
      name: 'Demo Daily',
      isActiveUsersIndicatorEnabled: true,
      activeUsersIndicatorTitle: 'Reading now',
      fontSize: 'ACCESSIBLE',
      weight: 'MEDIUM',
    })
    expect(textOf(s)).to.contain('Demo Daily')
  })

  it('an invalid name shows on blur and blocks the save with "Cannot save: invalid fields" (COM-15)', async () => {
    const el = await open()
    const s = await configure(el, 'General')
    const name = findField(s, 'Integration name')!
    await fill(name, ' ')
    name.dispatchEvent(new FocusEvent('focusout', { bubbles: true, composed: true }))
    name.dispatchEvent(new FocusEvent('blur'))
    await waitForText(el, 'Do not start with a space')
    const indicator = () => switchOf(s, 'Active users indicator').getAttribute('aria-checked')
    const was = indicator()
    await click(switchOf(s, 'Active users indicator'))
    await waitFor(() => indicator() !== was)
    saveButton(s).click()
    await waitForText(el, 'Cannot save: invalid fields')
    expect(textOf(s)).to.contain('This field is required')
    expect(puts()).to.deep.equal([])
  })

  it('advanced settings show and are sent only in a mocked session (COM-14)', async () => {
    const el = await open({ mocked: '' })
    const s = await configure(el, 'General')
    expect(textOf(s)).to.contain('Advanced settings')
    await chooseOption(selectOf(s, 'Group'), 'DEMO')
    await click(switchOf(s, 'Allow Disqus account link'))
    await saveAndExpect(el, s, 'General updated.')
    expect(lastBody().advancedSettings).to.deep.equal({
      group: 'DEMO',
      isLoadCommentsButtonEnabled: false,
      allowDisqusAccountLink: true,
    })
  })

  it('a failed General save shows the spec text and stays open (COM-17)', async () => {
    state.failSaves = true
    const el = await open()
    const s = await configure(el, 'General')
    await fill(findField(s, 'Integration name')!, 'Demo Daily')
    saveButton(s).click()
    await waitForText(el, 'There was an issue updating your general settings.')
    expect(findButton(s, 'Save & Close')).to.not.equal(null)
    expect(findField(s, 'Integration name')!.value).to.equal('Demo Daily')
  })

  it('Moderation sends the type and the derived user type (COM-18, COM-19, COM-21)', async () => {
    const el = await open()
    const s = await configure(el, 'Moderation')
    expect(textOf(s)).to.not.contain('Rule-based score')
    await click(radioOf(s, 'PRE_MODERATION'))
    await click(switchOf(s, 'Allow anonymous comments'))
    await waitFor(() => !switchOf(s, 'Only anonymous comments').disabled)
    await click(switchOf(s, 'Only anonymous comments'))
    await click(switchOf(s, 'Block comments with links'))
    await saveAndExpect(el, s, 'Moderation updated.')
    expect(puts()[0]!.path).to.equal(pathOf(calls.saveModeration, { uuid: 'mod-1' }))
    expect(lastBody()).to.deep.equal({
      ...CONFIG.moderation,
      moderationType: 'PRE_MODERATION',
      commentingUserType: 'ONLY_ANONYMOUSE_USER',
      blockCommentsWithLink: true,
    })
  })

  it('the try-a-comment box shows what the working settings would do', async () => {
    const el = await open()
    const s = await configure(el, 'Moderation')
    await fill(findField(s, 'Comment text')!, 'Nice piece')
    await waitForText(el, 'With the saved settings: Published')
    await click(radioOf(s, 'PRE_MODERATION'))
    await waitForText(el, 'With these settings as edited (not saved yet): Held')
    await click(switchOf(s, 'Block comments with links'))
    await fill(findField(s, 'Comment text')!, 'see www.spam.com')
    await waitForText(el, 'Comments with links are not allowed.')
    expect(puts()).to.deep.equal([])
  })

  it('AI moderation scores are shown and sent only when mocked (COM-20)', async () => {
    const el = await open({ mocked: '' })
    const s = await configure(el, 'Moderation')
    await click(switchOf(s, 'Score comments by rule'))
    await chooseOption(selectOf(s, 'Maximum approval score'), '5')
    await chooseOption(selectOf(s, 'Minimum approval score'), '2')
    expect(Array.from(selectOf(s, 'Minimum approval score').options, (o) => o.value)).to.deep.equal(
      ['0', '1', '2', '3', '4', '5'],
    )
    expect(Array.from(selectOf(s, 'Maximum approval score').options, (o) => o.value)).to.deep.equal(
      ['2', '3', '4', '5', '6'],
    )
    await saveAndExpect(el, s, 'Moderation updated.')
    expect(lastBody().advancedSettings).to.deep.equal({
      isAIModerationEnabled: true,
      minApprovalScore: 2,
      maxApprovalScore: 5,
    })
  })
})
