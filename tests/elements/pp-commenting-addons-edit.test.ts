// pp-commenting Add-ons tab, editing an add-on (COM-33..36): edit and save, failure revert,
// Cancel, invalid fields and unsaved edits before another tab.
import { expect } from '@esm-bundle/chai'
import { addonCalls } from '../../src/contracts/commenting/addons'
import { build, root, text, waitFor, waitForText } from './page'
import { button, field, fill, findField, findLink } from './queries'
import {
  addonsSuite,
  COMMUNITY_ADDON,
  CONFIG_UUID,
  COUNTER,
  toggle,
} from './commenting-addons-fixtures'
import { FAILURE } from './commenting-fixtures'
import { pathOf } from './contract-stubs'

describe(`pp-commenting Add-ons editing (${build})`, () => {
  const { suite, state, open, writes } = addonsSuite()
  /** The tab with the saved Comments Counter, its Edit pressed. */
  async function editCounter() {
    state.addons.commentsCounter = COUNTER
    const el = open()
    ;(await button(el, 'Edit Comments Counter')).click()
    return el
  }

  it('Edit and Save send the labels and show the exact success text (COM-34, COM-35)', async () => {
    const el = await editCounter()
    const save = await button(el, 'Save Comments Counter')
    expect(save.disabled).to.equal(true)
    await fill(await field(el, 'Multiple comments label'), '{count} replies')
    await waitForText(el, '12 replies')
    expect(save.disabled).to.equal(false)
    save.click()
    await waitForText(el, 'Comments Counter add-ons setting updated.')
    const put = writes()[0]!
    expect(put.path).to.equal(pathOf(addonCalls.updateCounter, { configurationUUID: CONFIG_UUID }))
    expect(JSON.parse(put.body!)).to.include({
      uuid: 'counter-1',
      zeroCommentsLabel: 'No comments',
      singleCommentLabel: 'One comment',
      multipleCommentsLabel: '{count} replies',
    })
    await waitFor(() => !findField(el, 'Multiple comments label'))
  })

  it('a failed save shows the failure text and reverts the fields (COM-34)', async () => {
    state.putReply = FAILURE
    const el = await editCounter()
    await fill(await field(el, 'Zero comments label'), 'Be the first')
    ;(await button(el, 'Save Comments Counter')).click()
    await waitForText(el, 'There was an issue updating the Comments Counter add-ons setting.')
    await waitFor(() => findField(el, 'Zero comments label')?.value === 'No comments')
  })

  it('Cancel restores the saved data but keeps the toggle (COM-33, COM-34)', async () => {
    const el = await editCounter()
    await fill(await field(el, 'Single comment label'), 'Just one')
    ;(await button(el, 'Cancel Comments Counter changes')).click()
    await waitFor(() => !findField(el, 'Single comment label'))
    expect((await toggle(el, 'Comments Counter')).getAttribute('aria-checked')).to.equal('true')
    ;(await button(el, 'Edit Comments Counter')).click()
    expect((await field(el, 'Single comment label')).value).to.equal('One comment')
    expect(writes()).to.deep.equal([])
  })

  it('an invalid label blocks the save with the spec text and sends nothing (COM-35)', async () => {
    const el = await editCounter()
    await fill(await field(el, 'Zero comments label'), ' leading space')
    ;(await button(el, 'Save Comments Counter')).click()
    await waitForText(el, 'Cannot save: invalid fields')
    expect(text(el)).to.contain('Do not start with a space')
    expect(writes()).to.deep.equal([])
  })

  it('Community: empty title saves null, custom days start at 5, empty days are invalid (COM-36)', async () => {
    state.addons.community = COMMUNITY_ADDON
    const el = open()
    ;(await button(el, 'Edit Community')).click()
    await fill(await field(el, 'Title'), '')
    const frame = await waitFor(() =>
      Array.from(root(el).querySelectorAll('select')).find((s) =>
        s.labels?.[0]?.textContent?.includes('time frame'),
      ),
    )
    frame.value = 'custom'
    frame.dispatchEvent(new Event('change', { bubbles: true }))
    const days = await field(el, 'Number of days')
    await waitFor(() => days.value === '5')
    await fill(days, '')
    ;(await button(el, 'Save Community')).click()
    await waitForText(el, 'Cannot save: invalid fields')
    expect(writes()).to.deep.equal([])
    await fill(days, '30')
    ;(await button(el, 'Save Community')).click()
    await waitForText(el, 'Community add-ons setting updated.')
    expect(JSON.parse(writes()[0]!.body!)).to.include({ title: null, topArticlesDaysTimeFrame: 30 })
  })

  it('unsaved add-on settings ask before another tab; Stay keeps them (#3)', async () => {
    const el = await editCounter()
    await fill(await field(el, 'Single comment label'), 'Just one')
    findLink(el, 'Configuration')!.click()
    await waitForText(el, 'You have unsaved changes. Leave anyway?')
    ;(await button(el, 'Stay')).click()
    await waitFor(() => !root(el).querySelector('dialog[open]'))
    expect((await field(el, 'Single comment label')).value).to.equal('Just one')
    expect(suite.spy.paths()).to.deep.equal([])
    ;(await button(el, 'Cancel Comments Counter changes')).click()
    await waitFor(() => !findField(el, 'Single comment label'))
    findLink(el, 'Configuration')!.click()
    await waitFor(() => suite.spy.paths().length > 0)
    expect(suite.spy.paths()).to.deep.equal(['/dashboard/commenting/commentmanager/configuration'])
  })
})
