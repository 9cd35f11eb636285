// pp-embed-builder, the ads step (issue 9): per-device ad-slot switches under the two-ad rule
// (BLD-42..47), the in-content desktop groups (BLD-48), the display modes saved (BLD-49), the
// overlay note and sizes, the video panel only when mocked (BLD-42).
import { expect } from '@esm-bundle/chai'
import {
  accessibilityProblems,
  build,
  button,
  findButton,
  root,
  text,
  waitFor,
  waitForText,
} from './helpers'
import { builderSuite, mountBuilder, savedEmbed } from './builder-fixtures'

const TOGGLED = "You must always have two ads showing. We've toggled the other ad on for you"
const REFUSED = "Sorry, two ad types must always be showing. You can't toggle this off."

describe(`pp-embed-builder ads step (${build})`, () => {
  const suite = builderSuite()
  const sw = (el: HTMLElement, name: string) => button(el, name)
  const on = (b: HTMLButtonElement) => b.getAttribute('aria-checked') === 'true'
  const sent = suite.sent

  it('keeps two ad types showing per device and saves the display modes (BLD-42..47, 49)', async () => {
    const el = mountBuilder('ads')
    await waitForText(el, 'The overlay ad appears only for 15 seconds.')
    expect(text(el)).to.include('350px')
    expect(text(el)).to.include('250px')
    const top = await sw(el, 'Desktop: Top ad')
    const bottom = await sw(el, 'Desktop: Bottom ad')
    const overlay = await sw(el, 'Desktop: Overlay ad')
    expect([on(top), on(bottom), on(overlay)]).to.deep.equal([true, true, false])
    expect(accessibilityProblems(root(el))).to.deep.equal([])

    overlay.click() // BLD-43: overlay on with both inline on → ad2 off
    await waitFor(() => on(overlay))
    expect([on(top), on(bottom)]).to.deep.equal([true, false])
    top.click() // BLD-46: with overlay on, ad1 off turns ad2 on, with the message
    await waitForText(el, TOGGLED)
    expect([on(top), on(bottom), on(overlay)]).to.deep.equal([false, true, true])

    const mobileTop = await sw(el, 'Mobile: Top ad')
    mobileTop.click() // BLD-47: refused while both are on and overlay is off
    await waitForText(el, REFUSED)
    expect(on(mobileTop)).to.equal(true)

    ;(await button(el, 'Save')).click()
    await waitFor(() => suite.api.calls.some((c) => c.method === 'PUT'))
    expect(sent().embed.webAdDisplayMode).to.equal('OVERLAY_TOP_AD')
    expect(sent().embed.mobileAdDisplayMode).to.equal('REGULAR')
    expect(sent().embedWorkflowStep).to.equal('ADS')
  })

  it('overlay off turns both inline ads on (BLD-45)', async () => {
    suite.state.loaded = savedEmbed({ mobileAdDisplayMode: 'OVERLAY_BOTTOM_AD' })
    const el = mountBuilder('ads')
    const overlay = await sw(el, 'Mobile: Overlay ad')
    expect(on(overlay)).to.equal(true)
    expect(on(await sw(el, 'Mobile: Bottom ad'))).to.equal(false)
    overlay.click()
    await waitFor(() => !on(overlay))
    expect(on(await sw(el, 'Mobile: Top ad'))).to.equal(true)
    expect(on(await sw(el, 'Mobile: Bottom ad'))).to.equal(true)
  })

  it('in-content desktop shows the two grouped switches (BLD-48); no video panel unless mocked', async () => {
    suite.state.loaded = savedEmbed({ embedPosition: 'IN_CONTENT' })
    const el = mountBuilder('ads')
    const group = await sw(el, 'Desktop: Overlay, top and bottom ads')
    const ads = await sw(el, 'Desktop: Top and bottom ads')
    expect(findButton(el, 'Desktop: Top ad')).to.equal(null)
    expect(findButton(el, 'Mobile: Top ad')).not.to.equal(null)
    expect([on(group), on(ads)]).to.deep.equal([false, true])
    group.click()
    await waitFor(() => on(group))
    expect(on(ads)).to.equal(false)
    expect(findButton(el, 'Desktop video ad')).to.equal(null)
    expect(accessibilityProblems(root(el))).to.deep.equal([])
    ;(await button(el, 'Save')).click()
    await waitFor(() => suite.api.calls.some((c) => c.method === 'PUT'))
    expect(sent().embed.webAdDisplayMode).to.equal('BOTH_OVERLAY_ADS')
  })

  it('a mocked session shows the video panel and saves its flags (BLD-42)', async () => {
    const el = mountBuilder('ads', { mocked: 'true' })
    const desktop = await sw(el, 'Desktop video ad')
    expect(on(desktop)).to.equal(false)
    desktop.click()
    await waitFor(() => on(desktop))
    ;(await button(el, 'Save')).click()
    await waitFor(() => suite.api.calls.some((c) => c.method === 'PUT'))
    expect(sent().embed.showVideoAdForDesktop).to.equal(true)
    expect(sent().embed.showVideoAdForMobile).to.equal(false)
  })
})
