// pp-embed-builder, the code step (issue 9, BLD-66): API-45 with VERSION_4_0, the tabs `Your
// Website Code` and `DFP` (arrow keys), the failure message with Try again, confetti only on a
// new embed, `Create Another Embed` and `Return to Library`.
import { expect } from '@esm-bundle/chai'
import {
  accessibilityProblems,
  build,
  button,
  failed,
  findButton,
  root,
  text,
  waitFor,
  waitForText,
} from './helpers'
import { builderSuite, CODE, EMBED, mountBuilder, savedEmbed, SITE } from './builder-fixtures'

describe(`pp-embed-builder code step (${build})`, () => {
  const suite = builderSuite()
  const tabs = (el: HTMLElement) =>
    Array.from(root(el).querySelectorAll<HTMLButtonElement>('[role="tab"]'))

  it('shows the header and body code in two tabs with copy buttons (BLD-66)', async () => {
    const el = mountBuilder('code')
    await waitForText(el, `data-pp-embed="${EMBED}"`)
    const call = suite.api.calls.find((c) => c.path.startsWith(CODE))!
    expect(call.path).to.include(`siteUUID=${SITE}`)
    expect(call.path).to.include('version=VERSION_4_0')
    expect(tabs(el).map((t) => t.textContent)).to.deep.equal(['Your Website Code', 'DFP'])
    expect(tabs(el)[0]!.getAttribute('aria-selected')).to.equal('true')
    expect(text(el)).to.include('/player/v4/embed.js')
    expect(findButton(el, /Copy/)).not.to.equal(null)
    expect(accessibilityProblems(root(el))).to.deep.equal([])

    tabs(el)[0]!.focus()
    tabs(el)[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }))
    await waitFor(() => tabs(el)[1]!.getAttribute('aria-selected') === 'true')
    expect(root(el).activeElement).to.equal(tabs(el)[1])
    await waitForText(el, 'DFP Header Code')
    expect(text(el)).to.include(`data-pp-embed="${EMBED}"`)
    expect(root(el).querySelector('canvas[data-confetti]')).to.equal(null)
  })

  it('a failed load says so and Try again loads again', async () => {
    suite.state.replies.code = failed(500)
    const el = mountBuilder('code')
    await waitForText(el, 'There was an issue fetching your Header and Body code')
    suite.state.replies.code = null
    ;(await button(el, 'Try again')).click()
    await waitForText(el, `data-pp-embed="${EMBED}"`)
  })

  it('a new embed gets confetti after a second; the buttons lead on (BLD-66)', async () => {
    suite.state.loaded = savedEmbed({ creationCompleted: false })
    const el = mountBuilder('code')
    const canvas = await waitFor(() =>
      root(el).querySelector<HTMLCanvasElement>('canvas[data-confetti]'),
    )
    const shown = performance.now()
    await waitFor(() => canvas.dataset.fired !== undefined, 5000)
    expect(performance.now() - shown).to.be.greaterThan(900)
    ;(await button(el, 'Return to Library')).click()
    await waitFor(() => suite.spy.paths().includes('/dashboard/embeds'))
    ;(await button(el, 'Create Another Embed')).click()
    await waitFor(() => suite.spy.paths().includes('/dashboard/embeds?new=1'))
  })

  it('the last step ends with Create Another Embed and Return to Library only: no Continue, no second row (issue 27 #6)', async () => {
    for (const creationCompleted of [false, true]) {
      suite.state.loaded = savedEmbed({ creationCompleted })
      const el = mountBuilder('code')
      await waitForText(el, `data-pp-embed="${EMBED}"`)
      const labels = Array.from(root(el).querySelectorAll('button'))
        .map((b) => b.textContent?.trim())
        .filter((t) => !t?.startsWith('Copy') && t !== 'Your Website Code' && t !== 'DFP')
      const tail = labels.slice(-2)
      expect(tail, String(creationCompleted)).to.deep.equal([
        'Return to Library',
        'Create Another Embed',
      ])
      for (const gone of ['Continue', 'Previous Step', 'Discard', 'Save', 'Saved'])
        expect(labels, `${gone} (${creationCompleted})`).to.not.include(gone)
      el.remove()
    }
  })
})
