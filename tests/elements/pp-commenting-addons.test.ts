// pp-commenting Add-ons tab (COM-32..36): the two add-ons with toggle, Edit and code; first
// switch-on creates, later toggles update; edit, save, failure revert, Cancel, invalid fields.
import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import {
  accessibilityProblems,
  build,
  button,
  cleanBody,
  clearHash,
  field,
  fill,
  findButton,
  findField,
  findLink,
  loadElement,
  mount,
  root,
  spyEvents,
  stubApi,
  text,
  waitFor,
  waitForText,
  type StubCall,
} from './helpers'

const ACCOUNT = 'acc-addons'
const SITE = { siteUUID: 'site-a', name: 'Site A', url: 'https://a.example/' }
const UNIT = 'unit-1'
const CONFIG_UUID = 'cfg-1'
// The add-on form's defaults: the AA commenting defaults (issue 27).
const COLORS = {
  background: 'FFFFFF',
  primaryText: '062B75',
  secondaryText: '64748B',
  branding: '0A6CC2',
  primaryButtonLabel: 'FFFFFF',
  errorValidation: 'DF1D1D',
}
const CONFIGURATION = {
  commentingUnitUUID: UNIT,
  commentingUnitConfigurationUUID: CONFIG_UUID,
  isActive: true,
  general: {
    isPageIDEnabled: false,
    name: 'Site A comments',
    isPromoteCommentsEnabled: false,
    isTurnOffRepliesEnabled: false,
    isActiveUsersIndicatorEnabled: false,
    activeUsersIndicatorTitle: null,
    fontSize: 'REGULAR',
    weight: 'REGULAR',
  },
  moderation: {
    uuid: 'mod-1',
    moderationType: 'POST_MODERATION',
    commentingUserType: 'ONLY_AUTHORIZED_USER',
    isMediaContentEnabled: false,
    isVideosEnabled: false,
    isImagesEnabled: false,
    isGifsEnabled: false,
    autoBlockAuthors: false,
    autoRemoveComments: false,
    blockCommentsWithLink: false,
    isEmojiReactionsEnabled: false,
  },
  commentsTree: {
    uuid: 'tree-1',
    treeType: 'BASIC',
    commentsInitialLoadLimit: 5,
    repliesInitialLoadLimit: 1,
    commentsLoadMoreLimit: 10,
    repliesLoadMoreLimit: 5,
  },
  colorSchema: { uuid: 'col-1', ...COLORS },
  avatarPack: 'DEFAULT',
  community: {
    uuid: 'com-1',
    isCommunityEnabled: false,
    title: null,
    position: 'IN_UNIT',
    showTopArticles: true,
    topArticlesInitialLoadLimit: 10,
    topArticlesDaysTimeFrame: 0,
    placeholderImageType: 'standard',
    placeholderImageUrl: null,
    placeholderImageName: null,
    showTopCommenters: true,
    topCommentersInitialLoadLimit: 10,
  },
}
const COUNTER = {
  uuid: 'counter-1',
  isCommentsCounterEnabled: true,
  commentingUnitConfigurationUUID: CONFIG_UUID,
  zeroCommentsLabel: 'No comments',
  singleCommentLabel: 'One comment',
  multipleCommentsLabel: '{count} comments',
  headerCode: '<script src="counter-head.js"></script>',
  bodyCode: '<div class="counter"></div>',
}
const CODE = {
  communityCode: { code: '<div id="community-addon"></div>' },
  commentsCounterCode: {
    headerCode: '<script src="https://cdn.example/counter.js"></script>',
    bodyCode: '<span data-counter="{articleURL}"></span>',
  },
}
const COMMUNITY_ADDON = {
  uuid: 'community-1',
  isCommunityEnabled: true,
  commentingUnitConfigurationUUID: CONFIG_UUID,
  title: 'Top of the site',
  topArticlesDaysTimeFrame: 0,
  placeholderImageType: 'standard',
  placeholderImageUrl: null,
  showTopArticles: true,
  topArticlesInitialLoadLimit: 6,
  showTopCommenters: true,
  topCommentersInitialLoadLimit: 2,
  code: '<div></div>',
  isCustomColorEnabled: false,
  customColorSchema: COLORS,
}
const FAIL = { status: 500, body: { error: { code: 'server_error', message: 'x', fields: [] } } }

describe(`pp-commenting Add-ons (${build})`, () => {
  let spy: ReturnType<typeof spyEvents>
  let api: ReturnType<typeof stubApi>
  let addons: { commentsCounter: unknown; community: unknown }
  let addonsReply: { status?: number; body?: unknown } | null
  let putReply: { status?: number; body?: unknown } | null
  let postReply: { status?: number; body?: unknown } | null

  const echo = (call: StubCall, extra: Record<string, unknown> = {}) => ({
    body: { data: { ...JSON.parse(call.body!), ...extra } },
  })

  before(() => loadElement('pp-commenting'))
  beforeEach(() => {
    spy = spyEvents()
    addons = { commentsCounter: null, community: null }
    addonsReply = null
    putReply = null
    postReply = null
    api = stubApi({
      'GET /api/access/v1/accounts/*/product-access-requests': {
        body: {
          requestStatus: 'APPROVED',
          userEmail: 'owner@demo.test',
          productType: 'COMMENTING',
        },
      },
      [`GET /api/accounts/accounts/${ACCOUNT}/sites`]: { body: { items: [SITE] } },
      'GET /api/commenting/v1/sites/*/configurations': { body: CONFIGURATION },
      'GET /api/commenting/v1/sites/*/add-ons': () => addonsReply ?? { body: addons },
      'GET /api/commenting/v1/sites/*/commenting-units/add-ons/code': { body: CODE },
      'POST /api/commenting/add-ons/comments-counters': (call) =>
        echo(call, { uuid: 'new-counter' }),
      'POST /api/commenting/add-ons/community': (call) =>
        postReply ?? echo(call, { uuid: 'new-community' }),
      'PUT /api/commenting/add-ons/comments-counters/*': (call) => putReply ?? echo(call),
      'PUT /api/commenting/add-ons/community/*': (call) => putReply ?? echo(call),
    })
  })
  afterEach(() => {
    api.restore()
    spy.stop()
    clearHash()
    cleanBody()
  })

  function open() {
    return mount('pp-commenting', {
      route: '/dashboard/commenting/commentmanager/addons',
      'account-uuid': ACCOUNT,
      'user-uuid': 'usr-1',
      permissions: JSON.stringify(['commenting']),
    })
  }
  const writes = () => api.calls.filter((c) => c.method !== 'GET')
  const switchNamed = (el: HTMLElement, name: string) =>
    waitFor(() =>
      root(el).querySelector<HTMLButtonElement>(`[role="switch"][aria-label="${name}"]`),
    )
  const toggle = (el: HTMLElement, title: string) => switchNamed(el, `Enable ${title}`)

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
    addonsReply = FAIL
    const el = open()
    await waitForText(el, 'There was an issue fetching AddOns settings.')
    addonsReply = null
    ;(await button(el, 'Try again')).click()
    await button(el, 'Edit Community')
  })

  it('the first switch-on POSTs the defaults with the configuration UUID and no uuid (COM-33)', async () => {
    const el = open()
    ;(await toggle(el, 'Comments Counter')).click()
    await waitForText(el, 'Comments Counter add-ons setting updated.')
    const post = writes()[0]!
    expect(post.method).to.equal('POST')
    expect(post.path).to.equal('/api/commenting/add-ons/comments-counters')
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
    expect(put.path).to.equal(`/api/commenting/add-ons/comments-counters/${CONFIG_UUID}`)
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
    postReply = FAIL
    const el = open()
    ;(await toggle(el, 'Community')).click()
    await waitForText(el, 'There was an issue creating the add-on setting.')
    await waitFor(() => findButton(el, 'Edit Community')?.disabled)
  })

  it('Edit and Save send the labels and show the exact success text (COM-34, COM-35)', async () => {
    addons.commentsCounter = COUNTER
    const el = open()
    ;(await button(el, 'Edit Comments Counter')).click()
    const save = await button(el, 'Save Comments Counter')
    expect(save.disabled).to.equal(true)
    await fill(await field(el, 'Multiple comments label'), '{count} replies')
    await waitForText(el, '12 replies')
    expect(save.disabled).to.equal(false)
    save.click()
    await waitForText(el, 'Comments Counter add-ons setting updated.')
    const put = writes()[0]!
    expect(put.path).to.equal(`/api/commenting/add-ons/comments-counters/${CONFIG_UUID}`)
    expect(JSON.parse(put.body!)).to.include({
      uuid: 'counter-1',
      zeroCommentsLabel: 'No comments',
      singleCommentLabel: 'One comment',
      multipleCommentsLabel: '{count} replies',
    })
    await waitFor(() => !findField(el, 'Multiple comments label'))
  })

  it('a failed save shows the failure text and reverts the fields (COM-34)', async () => {
    addons.commentsCounter = COUNTER
    putReply = FAIL
    const el = open()
    ;(await button(el, 'Edit Comments Counter')).click()
    await fill(await field(el, 'Zero comments label'), 'Be the first')
    ;(await button(el, 'Save Comments Counter')).click()
    await waitForText(el, 'There was an issue updating the Comments Counter add-ons setting.')
    await waitFor(() => findField(el, 'Zero comments label')?.value === 'No comments')
  })

  it('Cancel restores the saved data but keeps the toggle (COM-33, COM-34)', async () => {
    addons.commentsCounter = COUNTER
    const el = open()
    ;(await button(el, 'Edit Comments Counter')).click()
    await fill(await field(el, 'Single comment label'), 'Just one')
    ;(await button(el, 'Cancel Comments Counter changes')).click()
    await waitFor(() => !findField(el, 'Single comment label'))
    expect((await toggle(el, 'Comments Counter')).getAttribute('aria-checked')).to.equal('true')
    ;(await button(el, 'Edit Comments Counter')).click()
    expect((await field(el, 'Single comment label')).value).to.equal('One comment')
    expect(writes()).to.deep.equal([])
  })

  it('an invalid label blocks the save with the spec text and sends nothing (COM-35)', async () => {
    addons.commentsCounter = COUNTER
    const el = open()
    ;(await button(el, 'Edit Comments Counter')).click()
    await fill(await field(el, 'Zero comments label'), ' leading space')
    ;(await button(el, 'Save Comments Counter')).click()
    await waitForText(el, 'Cannot save: invalid fields')
    expect(text(el)).to.contain('Do not start with a space')
    expect(writes()).to.deep.equal([])
  })

  it('switching off closes the panel (COM-33)', async () => {
    addons.commentsCounter = COUNTER
    const el = open()
    ;(await button(el, 'Edit Comments Counter')).click()
    await field(el, 'Zero comments label')
    ;(await toggle(el, 'Comments Counter')).click()
    await waitFor(() => !findField(el, 'Zero comments label'))
    expect(JSON.parse(writes()[0]!.body!)).to.include({ isCommentsCounterEnabled: false })
  })

  it('Community: empty title saves null, custom days start at 5, empty days are invalid (COM-36)', async () => {
    addons.community = COMMUNITY_ADDON
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

  it('unsaved add-on settings ask before another tab; Stay keeps them (#3)', async () => {
    addons.commentsCounter = COUNTER
    const el = open()
    ;(await button(el, 'Edit Comments Counter')).click()
    await fill(await field(el, 'Single comment label'), 'Just one')
    findLink(el, 'Configuration')!.click()
    await waitForText(el, 'You have unsaved changes. Leave anyway?')
    ;(await button(el, 'Stay')).click()
    await waitFor(() => !root(el).querySelector('dialog[open]'))
    expect((await field(el, 'Single comment label')).value).to.equal('Just one')
    expect(spy.paths()).to.deep.equal([])
    ;(await button(el, 'Cancel Comments Counter changes')).click()
    await waitFor(() => !findField(el, 'Single comment label'))
    findLink(el, 'Configuration')!.click()
    await waitFor(() => spy.paths().length > 0)
    expect(spy.paths()).to.deep.equal(['/dashboard/commenting/commentmanager/configuration'])
  })
})
