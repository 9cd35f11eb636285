// pp-embed-builder's header (BLD-06, issue 27 #9): `Trivia & Polls > Configuration` with
// `Trivia & Polls` a link back to the library (keyboard reachable); while update-flow changes
// are pending the header is disabled, the link too.
import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import { build, button, root, waitFor } from './helpers'
import { builderSuite, mountBuilder } from './builder-fixtures'

describe(`pp-embed-builder header (${build})`, () => {
  const suite = builderSuite()
  const h1 = (el: HTMLElement) => waitFor(() => root(el).querySelector<HTMLElement>('h1'))

  it('reads the spec’s header; Trivia & Polls leads back to the library by keyboard (BLD-06)', async () => {
    const el = mountBuilder('placement')
    const heading = await h1(el)
    await waitFor(() => heading.querySelector('a'))
    expect(heading.textContent).to.equal('Trivia & Polls > Configuration')
    const link = heading.querySelector('a')!
    expect(link.textContent).to.equal('Trivia & Polls')
    expect(link.getAttribute('href')).to.match(/\/dashboard\/embeds$/)
    link.focus()
    await sendKeys({ press: 'Enter' })
    await waitFor(() => suite.spy.paths().at(-1) === '/dashboard/embeds')
  })

  it('is plain text while changes are pending in the update flow (BLD-06)', async () => {
    const el = mountBuilder('placement')
    const heading = await h1(el)
    await waitFor(() => heading.querySelector('a'))
    const inContent = await waitFor(() =>
      Array.from(root(el).querySelectorAll<HTMLElement>('[role="radio"]')).find((r) =>
        r.textContent?.includes('In-Content'),
      ),
    )
    inContent.click()
    await waitFor(() => !heading.querySelector('a'))
    expect(heading.textContent).to.equal('Trivia & Polls > Configuration')
    // Discarded, the link is back (and no unsaved edit outlives the test).
    ;(await button(el, 'Discard')).click()
    await waitFor(() => heading.querySelector('a'))
  })
})
