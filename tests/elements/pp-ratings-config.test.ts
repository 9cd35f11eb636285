// pp-ratings Configuration tab (RAT-13..18): the General section (limits, trimmed save, the
// spec's texts, server field errors), the Color scheme section (per-picker validity and reset,
// Save disabled while the colours equal the saved ones, the refusal) and the live previews.
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
  nextTask,
  root,
  spyEvents,
  stubApi,
  waitFor,
  waitForText,
  type StubCall,
} from './helpers'
import { COLORS, CONFIGURATION, FAIL, mountRatings, stubRatings } from './ratings-fixtures'

const ROUTE = '/dashboard/ratings/ratingsmanager/configuration'
const GENERAL_PUT = '/api/ratings/v1/rating-units/general-configurations/cfg-a'
const COLOR_PUT = '/api/ratings/v1/rating-units/color-configurations/color-a'
const C = CONFIGURATION.configuration

/** The section titled `title`. */
function section(el: HTMLElement, title: string): HTMLElement | null {
  return (
    Array.from(root(el).querySelectorAll('section')).find(
      (s) => s.querySelector('h3')?.textContent === title,
    ) ?? null
  )
}
const sectionOf = (el: HTMLElement, title: string) => waitFor(() => section(el, title))
function figure(el: HTMLElement, caption: string): HTMLElement {
  return Array.from(root(el).querySelectorAll('figure')).find(
    (f) => f.querySelector('figcaption')?.textContent === caption,
  )!
}
const textOf = (node: Element) => node.textContent ?? ''
const saveOf = (s: Element) => findButton(s, 'Save')!
/** Leaves a field the way a user does: focus it, then focus something else. */
async function leave(input: HTMLElement, s: HTMLElement) {
  input.focus()
  findButton(s, 'Cancel')!.focus()
  await nextTask()
}
async function choose(select: HTMLSelectElement, value: string) {
  select.value = value
  select.dispatchEvent(new Event('change', { bubbles: true }))
  await nextTask()
}
function selectOf(scope: Element, label: string): HTMLSelectElement {
  return Array.from(scope.querySelectorAll('select')).find((s) =>
    Array.from(s.labels).some((l) => l.textContent === label),
  )!
}
/** The message under a field (its aria-describedby error), or ''. */
function messageOf(input: HTMLElement): string {
  const id = `${input.id}-message`
  return input.getRootNode() instanceof ShadowRoot
    ? ((input.getRootNode() as ShadowRoot).getElementById(id)?.textContent ?? '')
    : ''
}

describe(`pp-ratings Configuration tab (${build})`, () => {
  let api: ReturnType<typeof stubApi>
  let answer: (call: StubCall) => { status?: number; body?: unknown }

  before(() => loadElement('pp-ratings'))
  beforeEach(() => {
    answer = (call) => {
      const body = JSON.parse(call.body!) as Record<string, unknown>
      if (call.path.includes('color-configurations')) return { body }
      const {
        uuid: _uuid,
        fontConfiguration,
        ...general
      } = body as {
        uuid: string
        fontConfiguration: object
      }
      return {
        body: {
          ...CONFIGURATION,
          configuration: {
            ...C,
            ...general,
            fontConfiguration: { ...C.fontConfiguration, ...fontConfiguration },
          },
        },
      }
    }
    api = stubRatings({
      'PUT /api/ratings/v1/rating-units/general-configurations/*': (call) => answer(call),
      'PUT /api/ratings/v1/rating-units/color-configurations/*': (call) => answer(call),
    })
  })
  afterEach(() => {
    api.restore()
    clearHash()
    cleanBody()
  })

  const puts = () => api.calls.filter((c) => c.method === 'PUT')
  const lastBody = () => JSON.parse(puts().at(-1)!.body!) as Record<string, unknown>
  async function open() {
    const el = mountRatings(ROUTE)
    const general = await sectionOf(el, 'General')
    const colors = await sectionOf(el, 'Color Scheme')
    await field(general, 'Title')
    return { el, general, colors }
  }

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
    await choose(selectOf(general, 'Font size'), 'ACCESSIBLE')
    await choose(selectOf(general, 'Font weight'), 'MEDIUM')
    saveOf(general).click()
    await waitForText(el, 'General Settings Updated')
    expect(puts().map((c) => c.path)).to.deep.equal([GENERAL_PUT])
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
    answer = () => FAIL
    const { el, general } = await open()
    await fill(findField(general, 'Title')!, 'Rate this story')
    saveOf(general).click()
    await waitForText(el, 'There was a problem fetching Ratings Data.')
    expect(puts()).to.have.length(1)
    expect(findField(general, 'Title')!.value).to.equal('Rate this story')
    expect(saveOf(general).disabled).to.equal(false)
  })

  it("shows the server's field errors (400) on their fields (RAT-15)", async () => {
    answer = () => ({
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
    expect(puts().map((c) => c.path)).to.deep.equal([COLOR_PUT])
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
    answer = () => FAIL
    const { el, colors } = await open()
    await fill(findField(colors, 'Background')!, '#F0F0F0')
    saveOf(colors).click()
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
    await choose(selectOf(general, 'Font size'), 'ACCESSIBLE')
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
      await choose(website, 'site-b')
      await waitFor(() => dialog())
      ;(await button(el, 'Stay')).click()
      await waitFor(() => !dialog() && website.value === 'site-a')
      expect(api.calls.some((c) => c.path.includes('siteUUID=site-b'))).to.equal(false)

      const unload = new Event('beforeunload', { cancelable: true })
      dispatchEvent(unload)
      expect(unload.defaultPrevented).to.equal(true)

      // A colour alone holds the move as well; Leave goes to the other website.
      ;(await button(general, 'Cancel')).click()
      await waitFor(() => findField(general, 'Title')!.value === 'Rate this article')
      await fill(findField(colors, 'Branding')!, '#AA0000')
      await choose(website, 'site-b')
      ;(await button(el, 'Leave')).click()
      await waitFor(() => api.calls.some((c) => c.path.includes('siteUUID=site-b')))
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
