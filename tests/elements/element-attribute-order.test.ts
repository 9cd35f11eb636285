// The element factory applies a host's attribute change before a store change made in the same
// task (src/element-kit/portal-element.ts): React renders a store change in a microtask, and an
// area that rendered it with the element's previous route would act on that route. Here pp-auth
// is on /auth/signin, signed out; the host moves it to /auth/signupcomplete and the session
// becomes signed in, in one task. The new screen opens; the sign-in screen's gate (signed in →
// '/') never fires.
import { expect } from '@esm-bundle/chai'
import { build, mount, waitForText } from './page'
import { button } from './queries'
import { SIGNED_OUT, stubApi } from './fake-api'
import { elementSuite } from './fixtures'
import { sessionCalls } from '../../src/contracts/accounts/session'
import { routeOf } from './contract-stubs'

/** The build's portal store, which the core puts on a test page (see fixtures.ts). */
function portalStore(): NonNullable<typeof globalThis.__ppPortalStore> {
  const store = globalThis.__ppPortalStore
  if (!store) throw new Error('no portal store on the test page')
  return store
}

function signInInStore(): void {
  const store = portalStore()
  const session = {
    ...store.getState().session,
    signedIn: true,
    accountUUID: 'acc-order',
    userUUID: 'usr-order',
    email: 'kim@publisher.example',
  }
  store.setState({ session, sessionStatus: 'ready' })
}

/** Long enough for any reaction to the previous route: microtasks, a timer, a frame, effects. */
async function settle(): Promise<void> {
  for (let i = 0; i < 3; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20))
    await new Promise((resolve) => requestAnimationFrame(resolve))
  }
}

describe(`element attributes before store changes (${build})`, () => {
  const suite = elementSuite('pp-auth', () =>
    stubApi({ [routeOf(sessionCalls.session)]: { body: SIGNED_OUT } }),
  )

  async function signInScreen(): Promise<HTMLElement> {
    const el = mount('pp-auth', { route: '/auth/signin' })
    await button(el, 'Log in')
    suite.spy.clear()
    return el
  }

  it('the host sets route, then the store changes: the new route renders, the old gate stays still', async () => {
    const el = await signInScreen()
    el.setAttribute('route', '/auth/signupcomplete')
    signInInStore()
    await waitForText(el, 'All set')
    await settle()
    expect(suite.spy.paths()).to.deep.equal([])
    expect(el.getAttribute('route')).to.equal('/auth/signupcomplete')
  })

  it('the store changes, then the host sets route in the same task: the same', async () => {
    const el = await signInScreen()
    signInInStore()
    el.setAttribute('route', '/auth/signupcomplete')
    await waitForText(el, 'All set')
    await settle()
    expect(suite.spy.paths()).to.deep.equal([])
  })
})
