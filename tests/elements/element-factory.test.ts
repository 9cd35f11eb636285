// The element factory (src/element-kit/define-element.tsx) as a host page sees it: registration,
// the shadow root and shared sheet, typed attributes (booleans by presence), re-rendering on
// attribute changes and removal, pp-ready, and the router fallback when no host takes pp-navigate.
import { expect } from '@esm-bundle/chai'
import { base, build, mount, ready, root, waitFor, waitForText } from './page'
import { findButton } from './queries'
import { SIGNED_OUT, stubApi } from './fake-api'
import { elementSuite } from './fixtures'
import { sessionCalls } from '../../src/contracts/accounts/session'
import { routeOf, pathOf } from './contract-stubs'

const TAGS = ['pp-auth', 'pp-shell', 'pp-error', 'pp-profile']

describe(`element factory (${build})`, () => {
  let users = 0

  const suite = elementSuite(TAGS, () =>
    stubApi({ [routeOf(sessionCalls.session)]: { body: SIGNED_OUT } }),
  )

  function signedInShell(attrs: Record<string, string> = {}) {
    users += 1
    return mount('pp-shell', {
      route: '/dashboard/embeds',
      'account-uuid': `acc-factory-${users}`,
      'user-uuid': `usr-factory-${users}`,
      permissions: '["manageEmbeds"]',
      timers: '{"loadingScreenMs":0}',
      ...attrs,
    })
  }

  it('tolerates the element scripts being loaded twice', async () => {
    const before = TAGS.map((tag) => customElements.get(tag))
    for (const tag of TAGS) await import(/* @vite-ignore */ `${base}/elements/${tag}.js?again`)
    expect(TAGS.map((tag) => customElements.get(tag))).to.deep.equal(before)
    const el = mount('pp-error', { route: '/error/403' })
    await waitForText(el, 'Access denied')
  })

  it('gives every element an open shadow root with the one shared portal sheet', async () => {
    const els = [
      mount('pp-error', { route: '/error/404' }),
      mount('pp-auth', { route: '/auth/signin' }),
    ]
    await waitFor(() => els.every((el) => el.shadowRoot?.querySelector('h1')))
    const sheets = els.map((el) => root(el).adoptedStyleSheets)
    expect(sheets.map((s) => s.length)).to.deep.equal([1, 1])
    expect(sheets[0]![0] === sheets[1]![0]).to.equal(true)
    expect(sheets[0]![0]!.cssRules.length).to.be.greaterThan(10)
  })

  it('emits pp-ready once with its tag, bubbling out of the shadow root', async () => {
    const first = mount('pp-error', { route: '/error/500' })
    await waitFor(() => suite.spy.of('pp-ready').length > 0)
    // A re-render is no second start.
    const heading = () => root(first).querySelector('h1')?.textContent
    const before = heading()
    first.setAttribute('route', '/error/404')
    await waitFor(() => heading() !== before)
    // A second element's pp-ready ends the wait: the first's effects have run by then.
    await ready(mount('pp-error', { route: '/error/403' }))
    expect(suite.spy.of('pp-ready')).to.deep.equal([{ tag: 'pp-error' }, { tag: 'pp-error' }])
  })

  it('reads a boolean attribute by presence: framed="" is true, framed="false" is false', async () => {
    const framed = signedInShell({ framed: '' })
    await waitFor(() => root(framed).querySelector('footer'))
    expect(!!findButton(framed, 'Feedback')).to.equal(false)
    framed.remove()
    for (const value of ['false', '0', 'no']) {
      const el = signedInShell({ framed: value })
      await waitFor(() => findButton(el, 'Feedback'))
      el.remove()
    }
    const truthy = signedInShell({ framed: 'framed' })
    await waitFor(() => root(truthy).querySelector('footer'))
    expect(!!findButton(truthy, 'Feedback')).to.equal(false)
  })

  it('re-renders when an attribute is removed, added or changed', async () => {
    const el = signedInShell({ framed: '' })
    await waitFor(() => root(el).querySelector('footer'))
    expect(!!findButton(el, 'Feedback')).to.equal(false)
    el.removeAttribute('framed')
    await waitFor(() => findButton(el, 'Feedback'))
    el.setAttribute('framed', '')
    await waitFor(() => !findButton(el, 'Feedback'))

    const error = mount('pp-error', { route: '/error/404' })
    await waitForText(error, 'Page not found')
    error.setAttribute('route', '/error/permission')
    await waitForText(error, "You don't have permission to view this page")
  })

  it('ignores malformed JSON attributes instead of failing', async () => {
    const el = signedInShell({ timers: '{not json', 'internal-domains': '[' })
    await waitFor(() => findButton(el, 'Feedback'))
    expect(suite.spy.paths()).to.deep.equal([])
  })

  it('without a route attribute follows location, and moves through history when no host takes pp-navigate', async () => {
    const original = location.pathname + location.search + location.hash
    suite.spy.stop()
    const seen: string[] = []
    const watch = (e: Event) => seen.push((e as CustomEvent).detail.path)
    document.addEventListener('pp-navigate', watch)
    try {
      history.replaceState(null, '', '/error/403')
      const el = mount('pp-error')
      await waitForText(el, 'Access denied')
      root(el).querySelector('a')!.click()
      expect(seen).to.deep.equal(['/dashboard/home'])
      expect(location.pathname).to.equal('/dashboard/home')
      // Straight after the first render: the element already listens.
      await waitForText(el, 'Page not found')
      history.replaceState(null, '', '/error/500')
      dispatchEvent(new PopStateEvent('popstate'))
      await waitForText(el, 'Something went wrong')
    } finally {
      document.removeEventListener('pp-navigate', watch)
      history.replaceState(null, '', original)
    }
  })

  it('shares one store between elements: a session given to one is seen by the others', async () => {
    const shell = signedInShell()
    await waitFor(() => root(shell).querySelector('header'))
    const before = suite.api.calls.length
    const profile = mount('pp-profile', { route: '/dashboard/profile' })
    await waitForText(profile, 'Personal information')
    expect(
      suite.api.calls.slice(before).some((c) => c.path === pathOf(sessionCalls.session)),
    ).to.equal(false)
  })
})
