// pp-embed-builder, the customize step (issue 9): the story URL and Autopopulate against a
// stubbed API-57 (BLD-30, 31), branding (BLD-16, 17) and the colour picker (BLD-35).
import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import {
  AUTOFILL_BLOCKED_MESSAGE,
  AUTOFILL_FAILED_MESSAGE,
  type StoryProperties,
} from '../../src/areas/embeds/lib/builder-rules'
import {
  accessibilityProblems,
  build,
  button,
  cleanBody,
  dismissToasts,
  field,
  fill,
  mountKit,
  root,
  text,
  waitFor,
  waitForText,
} from './helpers'
import { cardHeading, builderSuite, mountBuilder } from './builder-fixtures'

const OG = '/api/accounts/utils/getopengraphparams'
const LONG = 'Match report: '.padEnd(200, 'x')

const heading = cardHeading
const tiles = (el: HTMLElement) =>
  Array.from(root(el).querySelectorAll<HTMLElement>('[data-card-tile]'))

describe(`pp-embed-builder customize: story and branding (${build})`, () => {
  const suite = builderSuite()
  let og: { status?: number; body?: unknown } = { body: [] }
  const ogCalls = () => suite.api.calls.filter((c) => c.path.startsWith(OG))

  beforeEach(() => {
    og = { body: [] }
    const original = window.fetch
    const stubbed = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(new Request(input, init).url)
      if (url.pathname !== OG) return original(input, init)
      // Recorded by the suite's stub too: go through it for the call list, answer from `og`.
      await original(input, init).catch(() => undefined)
      return new Response(JSON.stringify(og.body ?? null), {
        status: og.status ?? 200,
        headers: { 'content-type': 'application/json' },
      })
    }
    window.fetch = stubbed
  })

  async function openStory() {
    const el = mountBuilder('customize')
    await waitFor(() => heading(el) === 'Card 1 / 2')
    tiles(el)[2]!.querySelector('button')!.click()
    await waitForText(el, 'Story Formatting')
    return el
  }

  it('Autopopulate reads the page after 500 ms and fills the title (cut to 150) and the image (BLD-31)', async () => {
    og = {
      body: [
        { property: 'og:title', content: LONG },
        { property: 'og:image', content: 'https://dailyplanet.example/match.jpg' },
      ],
    }
    const el = await openStory()
    expect(heading(el)).to.equal('Card – / 2')
    const switchButton = await button(el, 'Autopopulate')
    const started = Date.now()
    switchButton.click()
    const title = await field(el, 'Story title')
    await waitFor(() => title.value.length === 150, 3000)
    expect(Date.now() - started).to.be.at.least(450)
    expect(title.value).to.equal(LONG.slice(0, 150))
    expect(ogCalls()).to.have.length(1)
    expect(decodeURIComponent(ogCalls()[0]!.path)).to.include(
      'url=https://dailyplanet.example/match',
    )
    const image = await waitFor(() =>
      root(el).querySelector<HTMLImageElement>('img[alt="Background image"]'),
    )
    expect(image.getAttribute('src')).to.equal('https://dailyplanet.example/match.jpg')
    // The address does not load here: the thumbnail says the image is still processing (BLD-36).
    await waitForText(el, 'Image processing')

    ;(await button(el, 'Save')).click()
    const body = await suite.firstSave()
    const story = body.contents.pages[2]!.contentProperties as StoryProperties
    expect(story.title).to.equal(LONG.slice(0, 150))
    expect(story.backgroundImageURL).to.equal('https://dailyplanet.example/match.jpg')

    // Remove resets the background image (BLD-36), once the save has landed.
    await button(el, 'Saved')
    ;(await button(el, 'Remove image')).click()
    await waitFor(() => !root(el).querySelector('img[alt="Background image"]'))
    expect(text(el)).to.not.include('Image processing')
  })

  it('an empty answer is the blocked message, a failure the other one; a bad URL shows the format hint (BLD-30, 31)', async () => {
    const el = await openStory()
    ;(await button(el, 'Autopopulate')).click()
    await waitForText(el, AUTOFILL_BLOCKED_MESSAGE)
    expect((await field(el, 'Story title')).value).to.equal('Read the match report')
    dismissToasts(el)

    og = {
      status: 502,
      body: { error: { code: 'opengraph_unreachable', message: 'x', fields: [] } },
    }
    const url = await field(el, 'Story URL')
    await fill(url, 'https://dailyplanet.example/other')
    await waitForText(el, AUTOFILL_FAILED_MESSAGE)
    expect(ogCalls()).to.have.length(2)

    await fill(url, 'not a url')
    url.focus()
    url.blur()
    await waitForText(el, 'Format should be https://dailyplanet.example/')
    expect(url.getAttribute('aria-invalid')).to.equal('true')
    expect(ogCalls()).to.have.length(2)
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('branding: the click-through URL is saved only when valid; provider branding only in a mocked session (BLD-16, 17)', async () => {
    let el = mountBuilder('customize')
    await waitFor(() => heading(el) === 'Card 1 / 2')
    expect(text(el)).to.not.include('Provider Branding')
    const url = await field(el, 'Logo Click-through URL')
    await fill(url, 'partner')
    url.focus()
    url.blur()
    await waitForText(el, 'Enter a web address such as https://www.example.com')
    expect((await button(el, 'Saved')).disabled, 'an invalid URL is not a change').to.equal(true)
    await fill(url, 'https://partner.example/home')
    ;(await button(el, 'Save')).click()
    const body = await suite.firstSave()
    expect(body.embed.logoClickThroughUrl).to.equal('https://partner.example/home')
    cleanBody()

    el = mountBuilder('customize', { mocked: 'true', permissions: '[]' })
    await waitForText(el, 'Provider Branding')
    expect((await button(el, 'Provider Branding')).getAttribute('aria-checked')).to.equal('true')
  })

  it('the brand colour: the swatch opens the picker, Apply commits it and Save sends it (BLD-16, 35)', async () => {
    const el = mountBuilder('customize')
    await waitFor(() => heading(el) === 'Card 1 / 2')
    const swatch = await button(el, /^Brand Color: #092e77$/)
    swatch.click()
    const input = await field(el, 'Hex or rgba value')
    await waitFor(() => root(el).activeElement === input)
    await fill(input, '#ff0000')
    ;(await button(el, 'Apply')).click()
    await waitFor(() => root(el).activeElement === swatch)
    expect(swatch.getAttribute('aria-label')).to.equal('Brand Color: #ff0000')
    ;(await button(el, 'Save')).click()
    const body = await suite.firstSave()
    expect(body.embed.brandColorCode).to.equal('rgba(255,0,0,1)')
  })
})

describe(`kit: colour picker (${build})`, () => {
  afterEach(cleanBody)

  it('a click outside commits, Escape cancels; the sliders move by keyboard (BLD-35)', async () => {
    const el = await mountKit('color-picker')
    const committed = () => root(el).querySelector('[data-testid="committed"]')!.textContent
    const swatch = await button(el, /^Background Color:/)
    swatch.click()
    const input = await field(el, 'Hex or rgba value')
    expect(input.value).to.equal('rgba(48,48,48,0.8)')
    expect(root(el).querySelector('[role="dialog"]')).to.not.equal(null)
    // Real keys: react-colorful reads keyCode. The alpha slider steps down from 0.8.
    const alpha = root(el).querySelector<HTMLElement>('[role="slider"][aria-label="Alpha"]')!
    alpha.focus()
    await sendKeys({ press: 'ArrowLeft' })
    await waitFor(() => input.value !== 'rgba(48,48,48,0.8)')
    expect(input.value).to.match(/^rgba\(48,48,48,0\.7\d*\)$/)
    await fill(input, 'rgba(10,20,30,0.5)')
    // A press outside the popover commits.
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }))
    await waitFor(() => committed()!.includes('rgba(10,20,30,0.5)'))
    expect(root(el).querySelector('[role="dialog"]')).to.equal(null)

    swatch.click()
    const again = await field(el, 'Hex or rgba value')
    await fill(again, '#00ff00')
    again.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    await waitFor(() => root(el).querySelector('[role="dialog"]') === null)
    expect(committed()).to.include('rgba(10,20,30,0.5)')
    await waitFor(() => root(el).activeElement === swatch)

    swatch.click()
    const invalid = await field(el, 'Hex or rgba value')
    await fill(invalid, 'blue')
    await waitForText(el, 'Enter a colour such as #092E77 or rgba(48,48,48,0.8)')
    expect(invalid.getAttribute('aria-invalid')).to.equal('true')
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })
})
