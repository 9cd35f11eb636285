// Issue 14: an element given a route on a page that does no routing (a newer portal's page):
// it moves itself inside its area, leaves the page's address alone, and says when nobody is
// signed in. Its own page, so that no earlier test's session is in the shared store.
import { expect } from '@esm-bundle/chai'
import { build, mount, root, waitFor, waitForText } from './page'
import { SIGNED_OUT, stubApi } from './fake-api'
import { elementSuite } from './fixtures'
import { sessionCalls } from '../../src/contracts/accounts/session'
import { routeOf } from './contract-stubs'

describe(`an element on a page that does no routing (${build})`, () => {
  const suite = elementSuite(['pp-auth', 'pp-profile'], () =>
    stubApi({ [routeOf(sessionCalls.session)]: { body: SIGNED_OUT } }),
  )

  it('given a route, moves itself inside its area and leaves the page address alone (no host routing)', async () => {
    const original = location.pathname + location.search + location.hash
    // Nobody takes pp-navigate here (the spy would): the page only listens.
    suite.spy.stop()
    const seen: string[] = []
    const listen = (e: Event) => seen.push((e as CustomEvent<{ path: string }>).detail.path)
    document.addEventListener('pp-navigate', listen)
    const el = mount('pp-auth', { route: '/auth/signin' })
    await waitForText(el, 'Forgot your password')
    const link = [...root(el).querySelectorAll('a')].find((a) =>
      a.textContent?.includes('Forgot your password'),
    )!
    // In its area, the link's href stays the portal path; the click moves the element itself.
    expect(link.getAttribute('href')).to.equal('/auth/resetpassword')
    link.click()
    expect(el.getAttribute('route')).to.equal('/auth/resetpassword')
    expect(location.pathname + location.search + location.hash).to.equal(original)
    expect(seen).to.deep.equal(['/auth/resetpassword'])
    await waitFor(() => !root(el).textContent?.includes('Forgot your password'))
    document.removeEventListener('pp-navigate', listen)
  })

  it('given a route and nobody signed in, says so and links to the portal sign-in (portal-url)', async () => {
    const el = mount('pp-profile', { route: '/dashboard/profile' })
    await waitForText(el, 'You are signed out')
    const link = root(el).querySelector<HTMLAnchorElement>('a')!
    expect(link.textContent).to.equal('Sign in')
    expect(link.getAttribute('href')).to.equal('/auth/signin')
    el.setAttribute('portal-url', 'https://portal.example/base/')
    await waitFor(
      () =>
        root(el).querySelector('a')?.getAttribute('href') ===
        'https://portal.example/base/auth/signin',
    )
    // Anything but an http(s) address is ignored.
    el.setAttribute('portal-url', 'javascript:alert(1)')
    await waitFor(() => root(el).querySelector('a')?.getAttribute('href') === '/auth/signin')
  })
})
