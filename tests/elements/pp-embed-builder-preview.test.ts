// pp-embed-builder, the preview modal (issue 9): the desktop mock page with the embed in the
// rail or in the article and two ad boxes (BLD-54), the unsaved embed posted to the player's
// frame in the BLD-56 order, the frame's height message, the BLD-55 message, outside click.
// Opened here from the add-ons step (add-on mode when its panel is open).
import { expect } from '@esm-bundle/chai'
import type { PlayerEmbed } from '../../src/areas/embeds/lib/player-rules'
import { accessibilityProblems, build, button, root, waitFor } from './helpers'
import { builderSuite, mountBuilder, savedEmbed } from './builder-fixtures'

const NO_CONTENT =
  'Your embed has NO content! Your embed will have ONLY alternate addons generating features like Profiling Questions (as seen on the addons tab) Click "Preview" to see how it looks.'

/** Records what the element posts to the preview frame once it loaded (a capturing listener runs first). */
function spyFrame(el: HTMLElement) {
  const posted: Array<{ type: string; embed: PlayerEmbed }> = []
  root(el).addEventListener(
    'load',
    (event) => {
      const frame = event.target
      if (!(frame instanceof HTMLIFrameElement) || !frame.contentWindow) return
      const view = frame.contentWindow
      const original = view.postMessage.bind(view)
      view.postMessage = ((message: { type: string; embed: PlayerEmbed }, origin: string) => {
        posted.push(message)
        original(message, origin)
      }) as typeof view.postMessage
    },
    true,
  )
  return posted
}

/** An e-mail card (the user-data-collection add-on) placed second. */
const emailAddOn = () => ({
  userDataCollection: {
    contentUUID: 'c-email',
    queuePosition: 2,
    publisherName: 'Daily Planet',
    publisherPrivacyPolicyURL: 'https://dailyplanet.example/privacy',
    backgroundColor: '#092e77',
    backgroundImageURL: null,
    headline: 'Join us',
    body: 'News in your inbox',
  },
})

describe(`pp-embed-builder preview (${build})`, () => {
  const suite = builderSuite()
  const dialog = (el: HTMLElement) =>
    waitFor(() => root(el).querySelector<HTMLDialogElement>('dialog[open]'))
  /** The add-ons step with `loaded` saved and Preview pressed: the dialog and what it posts. */
  async function openPreview(loaded = savedEmbed()) {
    suite.state.loaded = loaded
    const el = mountBuilder('add_ons')
    const posted = spyFrame(el)
    ;(await button(el, 'Preview')).click()
    return { el, posted, open: await dialog(el) }
  }
  /** A saved embed (with `changes`) whose cards are all offline. */
  function noLiveCards(changes: Parameters<typeof savedEmbed>[0] = {}) {
    const loaded = savedEmbed(changes)
    for (const page of loaded.contents.pages) {
      page.contentLive = false
      page.queuePosition = null
    }
    return loaded
  }

  it('shows the mock page with the embed in the rail, two ad boxes, and posts the live cards (BLD-54, 56)', async () => {
    const { el, posted, open } = await openPreview()
    expect(open.textContent).to.include('Preview')
    expect(open.querySelector('[data-mock-page="rail"]')).not.to.equal(null)
    expect(open.querySelectorAll('[data-ad-box]')).to.have.length(2)
    const frame = open.querySelector<HTMLIFrameElement>('iframe[title="Embed preview"]')!
    expect(frame.closest('aside')).not.to.equal(null)
    expect(new URL(frame.src).pathname).to.equal('/player/v4/preview.html')
    await waitFor(() => posted.length > 0)
    expect(posted[0]!.type).to.equal('pp-preview')
    expect(posted[0]!.embed.embedUUID).to.equal(null)
    expect(posted[0]!.embed.cards.map((c) => c.contentUUID)).to.deep.equal(['c-quiz', 'c-poll'])
    expect(posted[0]!.embed.email).to.equal(null)
    expect(accessibilityProblems(root(el))).to.deep.equal([])

    // The frame sizes itself with a height message (only its own count).
    const runInFrame = (frame.contentWindow as unknown as { eval: (code: string) => void }).eval
    runInFrame("parent.postMessage({ type: 'pp-preview-height', height: 777 }, '*')")
    await waitFor(() => frame.style.height === '777px')
    window.postMessage({ type: 'pp-preview-height', height: 400 }, '*')
    await new Promise((r) => requestAnimationFrame(r))
    expect(frame.style.height).to.equal('777px')

    open.dispatchEvent(new MouseEvent('click', { bubbles: true })) // the backdrop: outside
    await waitFor(() => !root(el).querySelector('dialog[open]'))
  })

  it('in-content, add-on mode: the e-mail card comes first, the embed sits in the article (BLD-56)', async () => {
    const loaded = savedEmbed({ embedPosition: 'IN_CONTENT', showUserDataCollection: true })
    loaded.contents.addOns = emailAddOn()
    const preview = await openPreview(loaded)
    const { el, posted } = preview
    let open = preview.open
    expect(open.querySelector('[data-mock-page="in-content"] article iframe')).not.to.equal(null)
    await waitFor(() => posted.length > 0)
    expect(posted[0]!.embed.email).to.include({ position: 2, headline: 'Join us' })
    expect(posted[0]!.embed.location).to.equal('in-content')
    ;(await button(open, 'Close')).click()
    await waitFor(() => !root(el).querySelector('dialog[open]'))

    ;(await button(el, 'Edit Email Card')).click()
    ;(await button(el, 'Preview')).click()
    open = await dialog(el)
    await waitFor(() => posted.length > 1)
    expect(posted[1]!.embed.email!.position).to.equal(1)
  })

  it('with no live content and no e-mail card shows the BLD-55 message', async () => {
    const { el, open } = await openPreview(noLiveCards())
    await waitFor(() => open.textContent!.includes(NO_CONTENT))
    expect(open.querySelector('iframe')).to.equal(null)
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('with no live card but an e-mail card shows the BLD-55 message and previews the e-mail card', async () => {
    const loaded = noLiveCards({ showUserDataCollection: true })
    loaded.contents.addOns = emailAddOn()
    const { posted, open } = await openPreview(loaded)
    await waitFor(() => open.textContent!.includes(NO_CONTENT))
    expect(open.querySelector('iframe')).not.to.equal(null)
    await waitFor(() => posted.length > 0)
    expect(posted[0]!.embed.cards).to.deep.equal([])
    expect(posted[0]!.embed.email).to.include({ position: 1, headline: 'Join us' })
  })
})
