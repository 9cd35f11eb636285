// pp-commenting Configuration tab (COM-10, COM-12..31): the six sections open with Configure,
// Cancel restores, Save & Close sends the section's body, says so and closes; the spec's
// refusals ("Cannot save: invalid fields" / "invalid colors") and failure texts.
import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import {
  accessibilityProblems,
  build,
  button,
  cleanBody,
  clearHash,
  fill,
  findButton,
  findField,
  findLink,
  loadElement,
  mount,
  nextTask,
  root,
  spyEvents,
  stubApi,
  waitFor,
  waitForText,
} from './helpers'

const ACCOUNT = 'acc-commenting'
const CONFIGS = '/api/commenting/v1/commenting-units/configurations'
const CONFIG = {
  commentingUnitUUID: 'unit-1',
  commentingUnitConfigurationUUID: 'conf-1',
  isActive: true,
  general: {
    isPageIDEnabled: false,
    name: 'Demo News',
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
    isEmojiReactionsEnabled: true,
  },
  commentsTree: {
    uuid: 'tree-1',
    treeType: 'BASIC',
    commentsInitialLoadLimit: 5,
    repliesInitialLoadLimit: 1,
    commentsLoadMoreLimit: 10,
    repliesLoadMoreLimit: 5,
  },
  colorSchema: {
    uuid: 'color-1',
    background: 'FFFFFF',
    primaryText: '062B75',
    secondaryText: 'ABB2C3',
    branding: '1494F4',
    primaryButtonLabel: 'FFFFFF',
    errorValidation: 'DF1D1D',
  },
  avatarPack: 'DEFAULT',
  community: {
    uuid: 'com-1',
    isCommunityEnabled: true,
    title: 'Our readers',
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
const FAILURE = { status: 500, body: { error: { code: 'server_error', message: 'x', fields: [] } } }

/** The section titled `title`. */
function section(el: HTMLElement, title: string): HTMLElement | null {
  return (
    Array.from(root(el).querySelectorAll('section')).find(
      (s) => s.querySelector('h3')?.textContent === title,
    ) ?? null
  )
}
const sectionOf = (el: HTMLElement, title: string) => waitFor(() => section(el, title))
const switchOf = (scope: Element, label: string) =>
  scope.querySelector<HTMLButtonElement>(`[role="switch"][aria-label="${label}"]`)!
const radioOf = (scope: Element, value: string) =>
  scope.querySelector<HTMLInputElement>(`input[type="radio"][value="${value}"]`)!
function selectOf(scope: Element, label: string): HTMLSelectElement {
  return Array.from(scope.querySelectorAll('select')).find((s) =>
    Array.from(s.labels).some((l) => l.textContent === label),
  )!
}
async function choose(select: HTMLSelectElement, value: string) {
  select.value = value
  select.dispatchEvent(new Event('change', { bubbles: true }))
  await nextTask()
}
const saveButton = (s: Element) => findButton(s, 'Save & Close')!
const textOf = (node: Element) => node.textContent ?? ''
/** Clicks, then yields a task so preact renders before the next step (as between real clicks). */
async function click(node: HTMLElement) {
  node.click()
  await nextTask()
}

describe(`pp-commenting Configuration tab (${build})`, () => {
  let spy: ReturnType<typeof spyEvents>
  let api: ReturnType<typeof stubApi>
  let failSaves: boolean
  let sites: Array<{ siteUUID: string; name: string; url: string }>

  before(() => loadElement('pp-commenting'))
  beforeEach(() => {
    spy = spyEvents()
    failSaves = false
    sites = [{ siteUUID: 'site-1', name: 'Demo News', url: 'https://news.example/' }]
    const echo = (call: { body: string | null }) =>
      failSaves ? FAILURE : { body: JSON.parse(call.body!) }
    api = stubApi({
      'GET /api/access/v1/accounts/*/product-access-requests': {
        body: {
          requestStatus: 'APPROVED',
          userEmail: 'owner@demo.test',
          productType: 'COMMENTING',
        },
      },
      [`GET /api/accounts/accounts/${ACCOUNT}/sites`]: () => ({ body: { items: sites } }),
      'GET /api/commenting/v1/sites/*/configurations': { body: CONFIG },
      [`PUT ${CONFIGS}/*/generals`]: echo,
      [`PUT ${CONFIGS}/moderations/*`]: echo,
      [`PUT ${CONFIGS}/comments-tree/*`]: echo,
      [`PUT ${CONFIGS}/color-schemes/*`]: echo,
      [`PUT ${CONFIGS}/community/*`]: echo,
      [`PUT ${CONFIGS}/*/avatar-packs`]: echo,
    })
  })
  afterEach(() => {
    api.restore()
    spy.stop()
    clearHash()
    cleanBody()
  })

  async function open(extra: Record<string, string> = {}) {
    const el = mount('pp-commenting', {
      route: '/dashboard/commenting/commentmanager/configuration',
      'account-uuid': ACCOUNT,
      'user-uuid': 'usr-1',
      permissions: '[]',
      ...extra,
    })
    await sectionOf(el, 'Community')
    return el
  }
  async function configure(el: HTMLElement, title: string) {
    const s = await sectionOf(el, title)
    ;(await button(s, `Configure ${title}`)).click()
    await button(s, 'Save & Close')
    return s
  }
  const puts = () => api.calls.filter((c) => c.method === 'PUT')
  const lastBody = () => JSON.parse(puts().at(-1)!.body!) as Record<string, unknown>
  async function saveAndExpect(el: HTMLElement, s: HTMLElement, toast: string) {
    saveButton(s).click()
    await waitForText(el, toast)
    await waitFor(() => findButton(s, /^Configure /))
    expect(findButton(s, 'Save & Close')).to.equal(null)
  }

  it('shows only the moved notice when new-portal-url is set (COM-10)', async () => {
    const el = mount('pp-commenting', {
      route: '/dashboard/commenting/commentmanager/configuration',
      'account-uuid': ACCOUNT,
      'user-uuid': 'usr-1',
      permissions: '[]',
      'new-portal-url': '#new-portal',
    })
    await waitForText(el, 'Commenting Configuration has been moved to the new portal')
    expect(findButton(el, 'Go to Commenting Configuration')).to.not.equal(null)
    expect(section(el, 'General')).to.equal(null)
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
      const s = section(el, title)!
      expect(findButton(s, `Configure ${title}`), title).to.not.equal(null)
      expect(findButton(s, 'Save & Close'), title).to.equal(null)
    }
    expect(textOf(section(el, 'General')!)).to.contain('Demo News')
    expect(textOf(section(el, 'Color Scheme')!)).to.contain('#1494F4')
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
    await choose(selectOf(s, 'Font size'), 'ACCESSIBLE')
    await choose(selectOf(s, 'Font weight'), 'MEDIUM')
    expect(accessibilityProblems(root(el))).to.deep.equal([])
    await saveAndExpect(el, s, 'General updated.')
    expect(puts()[0]!.path).to.equal(`${CONFIGS}/conf-1/generals`)
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
    await choose(selectOf(s, 'Group'), 'DEMO')
    await click(switchOf(s, 'Allow Disqus account link'))
    await saveAndExpect(el, s, 'General updated.')
    expect(lastBody().advancedSettings).to.deep.equal({
      group: 'DEMO',
      isLoadCommentsButtonEnabled: false,
      allowDisqusAccountLink: true,
    })
  })

  it('a failed General save shows the spec text and stays open (COM-17)', async () => {
    failSaves = true
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
    expect(textOf(s)).to.not.contain('AI moderation')
    await click(radioOf(s, 'PRE_MODERATION'))
    await click(switchOf(s, 'Allow anonymous comments'))
    await waitFor(() => !switchOf(s, 'Only anonymous comments').disabled)
    await click(switchOf(s, 'Only anonymous comments'))
    await click(switchOf(s, 'Block comments with links'))
    await saveAndExpect(el, s, 'Moderation updated.')
    expect(puts()[0]!.path).to.equal(`${CONFIGS}/moderations/mod-1`)
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
    await click(switchOf(s, 'Use AI moderation'))
    await choose(selectOf(s, 'Maximum approval score'), '5')
    await choose(selectOf(s, 'Minimum approval score'), '2')
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

  it('a Comments Tree preset sets its limits (COM-22, COM-23)', async () => {
    const el = await open()
    const s = await configure(el, 'Comments Tree')
    await click(radioOf(s, 'COMPACT'))
    await choose(selectOf(s, 'Replies per “Load more”'), '25')
    await saveAndExpect(el, s, 'Comments Tree updated.')
    expect(puts()[0]!.path).to.equal(`${CONFIGS}/comments-tree/tree-1`)
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
    const closed = await sectionOf(el, 'Comments Tree')
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
    expect(puts()[0]!.path).to.equal(`${CONFIGS}/color-schemes/color-1`)
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
    const closed = await sectionOf(el, 'User Avatars')
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
    expect(puts()[0]!.path).to.equal(`${CONFIGS}/conf-1/avatar-packs`)
    expect(lastBody()).to.deep.equal({ avatarPack: 'SPORTS' })
    expect(textOf(s)).to.contain('Sports pack')
  })

  it('works from the keyboard: Configure, arrow keys in a labelled radio group, Save (COM-26)', async () => {
    const el = await open()
    const s = await sectionOf(el, 'User Avatars')
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
    expect(puts()[0]!.path).to.equal(`${CONFIGS}/community/com-1`)
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
    failSaves = true
    const el = await open()
    let s = await configure(el, 'Moderation')
    await click(radioOf(s, 'NO_MODERATION'))
    saveButton(s).click()
    await waitForText(el, 'There was an issue updating your moderation settings.')
    s = await configure(el, 'Comments Tree')
    await click(radioOf(s, 'ADVANCED'))
    saveButton(s).click()
    await waitForText(el, 'There was an issue updating the comments tree')
    s = await configure(el, 'Color Scheme')
    await fill(findField(s, 'Primary text')!, '#000000')
    saveButton(s).click()
    await waitForText(el, 'There was an issue updating the color scheme.')
    s = await configure(el, 'User Avatars')
    await click(radioOf(s, 'MOVIE'))
    saveButton(s).click()
    await waitForText(el, 'There was an issue updating the avatar pack')
    s = await configure(el, 'Community')
    await click(switchOf(s, 'Enable community'))
    saveButton(s).click()
    await waitForText(el, 'There was an issue updating the community')
    expect(puts().length).to.equal(5)
  })

  it('unsaved section edits ask before another tab, a link or another site; Stay keeps them, Leave goes (#3)', async () => {
    sites = [...sites, { siteUUID: 'site-2', name: 'Demo Sports', url: 'https://sports.example/' }]
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
    expect(spy.paths()).to.deep.equal([])
    await stay()

    // Another site in the Site dropdown.
    const siteSelect = selectOf(root(el) as unknown as Element, 'Site')
    await choose(siteSelect, 'site-2')
    await waitFor(() => dialog())
    await stay()
    await waitFor(() => siteSelect.value === 'site-1')
    expect(api.calls.some((c) => c.path.startsWith('/api/commenting/v1/sites/site-2/'))).to.equal(
      false,
    )

    // Closing or reloading the page asks the browser's question.
    const unload = new Event('beforeunload', { cancelable: true })
    dispatchEvent(unload)
    expect(unload.defaultPrevented).to.equal(true)

    await choose(siteSelect, 'site-2')
    ;(await button(el, 'Leave')).click()
    await waitFor(() =>
      api.calls.some((c) => c.path.startsWith('/api/commenting/v1/sites/site-2/')),
    )
    await waitFor(
      () => section(el, 'General') && findButton(section(el, 'General')!, 'Configure General'),
    )
    expect(siteSelect.value).to.equal('site-2')

    // Edits again, then a tab: Leave goes there.
    const again = await configure(el, 'Moderation')
    await click(radioOf(again, 'NO_MODERATION'))
    findLink(el, 'Statistics')!.click()
    ;(await button(el, 'Leave')).click()
    await waitFor(() => spy.paths().length > 0)
    expect(spy.paths()).to.deep.equal(['/dashboard/commenting/commentmanager/statistics'])
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
    await waitFor(() => spy.paths().length > 0)
    expect(spy.paths()).to.deep.equal(['/dashboard/commenting/commentmanager/statistics'])
    expect(root(el).querySelector('dialog[open]')).to.equal(null)
  })

  it('Configure moves the focus into the section, Cancel and Save & Close back to Configure (#4)', async () => {
    const el = await open()
    const s = await sectionOf(el, 'General')
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
    const preview = section(el, 'Preview')!
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
    await choose(selectOf(general, 'Font size'), 'ACCESSIBLE')
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
