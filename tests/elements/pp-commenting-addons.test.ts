// pp-commenting Add-ons tab (COM-32, COM-33, COM-36): the two add-ons with toggle, Edit and code;
// the first switch-on creates, later toggles update; the keyboard path. Editing an add-on:
// pp-commenting-addons-edit.
import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { addonCalls } from '../../src/contracts/commenting/addons'
import { build, root, waitFor, waitForText } from './page'
import { accessibilityProblems, button, field, fill, findButton, findField } from './queries'
import {
  addonsSuite,
  CODE,
  COLORS,
  CONFIG_UUID,
  COUNTER,
  switchNamed,
  toggle,
} from './commenting-addons-fixtures'
import { FAILURE } from './commenting-fixtures'
import { pathOf } from './contract-stubs'

describe(`pp-commenting Add-ons (${build})`, () => {
  const { state, open, writes } = addonsSuite()

  it('shows both add-ons with toggle, Edit and the copyable code (COM-32)', async () => {
    const el = open()
    await waitForText(el, 'Community')
    await button(el, 'Edit Comments Counter')
    await button(el, 'Edit Community')
    expect((await field(el, 'Header Code')).value).to.equal(CODE.commentsCounterCode.headerCode)
    expect((await field(el, 'Comments Counter Code')).value).to.equal(
      CODE.commentsCounterCode.bodyCode,
    )
    expect((await field(el, 'Community Add-On Code')).value).to.equal(CODE.communityCode.code)
    await button(el, 'Copy Community Add-On Code')
    expect((await toggle(el, 'Comments Counter')).getAttribute('aria-checked')).to.equal('false')
    expect(findButton(el, 'Edit Comments Counter')!.disabled).to.equal(true)
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('a failed add-ons fetch shows the spec text and Try again loads again (COM-32)', async () => {
    state.addonsReply = FAILURE
    const el = open()
    await waitForText(el, 'There was an issue fetching AddOns settings.')
    state.addonsReply = null
    ;(await button(el, 'Try again')).click()
    await button(el, 'Edit Community')
  })

  it('the first switch-on POSTs the defaults with the configuration UUID and no uuid (COM-33)', async () => {
    const el = open()
    ;(await toggle(el, 'Comments Counter')).click()
    await waitForText(el, 'Comments Counter add-ons setting updated.')
    const post = writes()[0]!
    expect(post.method).to.equal('POST')
    expect(post.path).to.equal(pathOf(addonCalls.createCounter))
    const body = JSON.parse(post.body!)
    expect(body).to.not.have.property('uuid')
    expect(body).to.include({
      commentingUnitConfigurationUUID: CONFIG_UUID,
      isCommentsCounterEnabled: true,
      zeroCommentsLabel: 'Comments',
      singleCommentLabel: '1 Comment',
      multipleCommentsLabel: '{count} Comments',
    })
    await waitFor(() => !findButton(el, 'Edit Comments Counter')!.disabled)
    // COM-33: the next toggle updates the created setting.
    ;(await toggle(el, 'Comments Counter')).click()
    await waitFor(() => writes().length === 2)
    const put = writes()[1]!
    expect(put.method).to.equal('PUT')
    expect(put.path).to.equal(pathOf(addonCalls.updateCounter, { configurationUUID: CONFIG_UUID }))
    expect(JSON.parse(put.body!)).to.include({
      uuid: 'new-counter',
      isCommentsCounterEnabled: false,
    })
  })

  it('Community first switch-on sends the add-on form defaults (COM-33, COM-36)', async () => {
    const el = open()
    ;(await toggle(el, 'Community')).click()
    await waitForText(el, 'Community add-ons setting updated.')
    const body = JSON.parse(writes()[0]!.body!)
    expect(body).to.not.have.property('uuid')
    expect(body).to.deep.include({
      commentingUnitConfigurationUUID: CONFIG_UUID,
      isCommunityEnabled: true,
      title: null,
      topArticlesDaysTimeFrame: 0,
      placeholderImageType: 'standard',
      showTopArticles: true,
      topArticlesInitialLoadLimit: 2,
      showTopCommenters: true,
      topCommentersInitialLoadLimit: 2,
      isCustomColorEnabled: false,
      customColorSchema: COLORS,
    })
  })

  it('a failed creation shows the spec text and leaves the add-on off (COM-33)', async () => {
    state.postReply = FAILURE
    const el = open()
    ;(await toggle(el, 'Community')).click()
    await waitForText(el, 'There was an issue creating the add-on setting.')
    await waitFor(() => findButton(el, 'Edit Community')?.disabled)
  })

  it('switching off closes the panel (COM-33)', async () => {
    state.addons.commentsCounter = COUNTER
    const el = open()
    ;(await button(el, 'Edit Comments Counter')).click()
    await field(el, 'Zero comments label')
    ;(await toggle(el, 'Comments Counter')).click()
    await waitFor(() => !findField(el, 'Zero comments label'))
    expect(JSON.parse(writes()[0]!.body!)).to.include({ isCommentsCounterEnabled: false })
  })

  it('works from the keyboard: Space switches on, Tab reaches Edit, Enter opens it; all labelled (COM-32, COM-36)', async () => {
    const el = open()
    const community = await toggle(el, 'Community')
    community.focus()
    await sendKeys({ press: 'Space' })
    await waitForText(el, 'Community add-ons setting updated.')
    const edit = await button(el, 'Edit Community')
    await waitFor(() => !edit.disabled)
    community.focus()
    await sendKeys({ press: 'Tab' })
    expect(root(el).activeElement).to.equal(edit)
    await sendKeys({ press: 'Enter' })
    await field(el, 'Title')
    const colors = await switchNamed(el, 'Use custom colors')
    colors.focus()
    await waitFor(() => root(el).activeElement === colors)
    await sendKeys({ press: 'Space' })
    await waitFor(() => colors.getAttribute('aria-checked') === 'true')
    const branding = await field(el, 'Branding')
    expect(branding.value).to.equal('#0A6CC2')
    expect(accessibilityProblems(root(el))).to.deep.equal([])
    await fill(branding, '#12')
    ;(await button(el, 'Save Community')).click()
    await waitForText(el, 'Cannot save: invalid fields')
    expect(writes()).to.have.length(1)
  })
})
