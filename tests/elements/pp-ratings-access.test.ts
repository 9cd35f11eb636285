// pp-ratings access (RAT-01..07): where the bare route sends each account, unknown paths, the
// fetch failure with its retry and the loading state; the request screen: a pending request
// (Request received!), an immediate approval (the manager after 100 ms), failures, and the
// confirmation of a mocked (support) session. The session comes through attributes.
import { expect } from '@esm-bundle/chai'
import { build, ready, root, text, waitFor, waitForText } from './page'
import { accessibilityProblems, button, findButton } from './queries'
import { elementSuite } from './fixtures'
import { ACCOUNT, FAIL, mountRatings, stubRatings } from './ratings-fixtures'
import { accessCalls } from '../../src/contracts/access/access'
import { pathOf } from './contract-stubs'

const BASE = '/dashboard/ratings'
const WIDGET = `${BASE}/requestwidget`
const MANAGER_CODE = `${BASE}/ratingsmanager/code`
const REQUESTS = pathOf(accessCalls.current, { accountUUID: ACCOUNT })
const REQUEST_BUTTON = 'Request Early Access to the Ratings Unit'
const CONFIRM = 'Are you sure you want to automatically approve rating for this publisher?'
const RECEIVED_BODY =
  "Your account manager will be in touch. We'll email you a confirmation once Ratings is activated."

type Status = 'APPROVED' | 'PENDING' | null
const pendingRequest = {
  requestStatus: 'PENDING',
  userEmail: 'owner@demo.test',
  productType: 'RATINGS',
}

describe(`pp-ratings access (${build})`, () => {
  let status: Status | 'FAIL'
  let answer: 'true' | 'pending' | 'FAIL'
  const suite = elementSuite('pp-ratings')
  beforeEach(() => {
    status = 'APPROVED'
    answer = 'pending'
    suite.api = stubRatings({
      [`GET ${REQUESTS}`]: () =>
        status === 'FAIL'
          ? FAIL
          : {
              body: { requestStatus: status, userEmail: 'owner@demo.test', productType: 'RATINGS' },
            },
      [`POST ${REQUESTS}`]: () =>
        answer === 'FAIL' ? FAIL : { body: answer === 'true' ? true : pendingRequest },
    })
  })

  const navigations = () => suite.spy.of('pp-navigate')
  const posts = () => suite.api.calls.filter((c) => c.method === 'POST')
  /** Mounts and routes: each pp-navigate sets the element's route, as the host's router does. */
  function open(route: string, attrs: Record<string, string> = {}) {
    const el = mountRatings(route, attrs)
    el.addEventListener('pp-navigate', (event) => {
      el.setAttribute('route', (event as CustomEvent<{ path: string }>).detail.path)
    })
    return el
  }

  describe('redirects (RAT-01, RAT-02)', () => {
    it('the bare path goes to the manager code tab when approved (RAT-01)', async () => {
      mountRatings(BASE)
      await waitFor(() => navigations().length > 0)
      expect(navigations()).to.deep.equal([{ path: MANAGER_CODE, replace: true }])
    })

    for (const s of [null, 'PENDING'] as const)
      it(`the bare path goes to the request screen when the status is ${s} (RAT-01)`, async () => {
        status = s
        mountRatings(BASE)
        await waitFor(() => navigations().length > 0)
        expect(navigations()).to.deep.equal([{ path: WIDGET, replace: true }])
      })

    it('unknown paths go to /error/404', async () => {
      for (const route of [`${BASE}/nope`, `${BASE}/ratingsmanager/nope`, `${WIDGET}/x`]) {
        suite.spy.clear()
        const el = mountRatings(route)
        await waitFor(() => navigations().length > 0)
        expect(navigations(), route).to.deep.equal([{ path: '/error/404', replace: true }])
        el.remove()
      }
    })

    it('the request screen of an approved account goes back to the bare path (RAT-02)', async () => {
      mountRatings(WIDGET)
      await waitFor(() => navigations().length > 0)
      expect(navigations()).to.deep.equal([{ path: BASE, replace: true }])
    })

    it('the manager of an account not approved goes back to the bare path (RAT-02)', async () => {
      status = null
      mountRatings(MANAGER_CODE)
      await waitFor(() => navigations().length > 0)
      expect(navigations()).to.deep.equal([{ path: BASE, replace: true }])
    })

    it('a failed access fetch says so and its retry loads again (RAT-03)', async () => {
      status = 'FAIL'
      const el = mountRatings(BASE)
      await waitForText(el, 'There was a problem fetching Ratings Data.')
      expect(navigations()).to.deep.equal([])
      status = 'APPROVED'
      ;(await button(el, 'Try again')).click()
      await waitFor(() => navigations().length > 0)
      expect(navigations()).to.deep.equal([{ path: MANAGER_CODE, replace: true }])
    })

    it('shows the loading state while the access data loads (RAT-02)', async () => {
      const release = suite.hold('product-access-requests')
      const el = mountRatings(BASE)
      await ready(el)
      await waitFor(() => root(el).querySelector('[role="status"], [aria-busy="true"]'))
      expect(text(el)).to.contain('Loading')
      expect(navigations()).to.deep.equal([])
      release()
      await waitFor(() => navigations().length > 0)
    })
  })

  describe('request screen (RAT-04..07)', () => {
    /** The request screen of an account without a request, its button pressed (`answer` given). */
    async function request(reply: typeof answer) {
      status = null
      answer = reply
      const el = open(WIDGET)
      ;(await button(el, REQUEST_BUTTON)).click()
      return el
    }

    it('shows the title, the explanation and the button; accessible (RAT-04)', async () => {
      status = null
      const el = open(WIDGET)
      const ask = await button(el, REQUEST_BUTTON)
      expect(ask.disabled).to.equal(false)
      expect(text(el)).to.contain('Unlock No-Frills Content Rating')
      expect(root(el).querySelector('h1')?.textContent).to.equal('Unlock No-Frills Content Rating')
      expect(text(el)).to.not.contain('Request received!')
      expect(accessibilityProblems(root(el))).to.deep.equal([])
    })

    it('a pending answer says it was sent and shows Request received! (RAT-05, RAT-06)', async () => {
      status = null
      const el = open(WIDGET)
      const ask = await button(el, REQUEST_BUTTON)
      const release = suite.hold('product-access-requests')
      ask.click()
      // Processing: the button is busy and cannot be pressed twice.
      await waitFor(() => findButton(el, /Sending request/)?.getAttribute('aria-busy') === 'true')
      expect(findButton(el, /Sending request/)!.disabled).to.equal(true)
      release()
      await waitForText(el, 'Your request was sent successfully')
      await waitForText(el, 'Request received!')
      expect(text(el)).to.contain(RECEIVED_BODY)
      expect(posts()).to.have.length(1)
      expect(JSON.parse(posts()[0]!.body!)).to.deep.equal({ productType: 'RATINGS' })
      await waitFor(() => findButton(el, REQUEST_BUTTON)?.disabled === true)
      expect(navigations()).to.deep.equal([])
    })

    it('a loaded PENDING status shows Request received! with the button disabled (RAT-04, RAT-06)', async () => {
      status = 'PENDING'
      const el = open(WIDGET)
      await waitForText(el, 'Request received!')
      expect(text(el)).to.contain(RECEIVED_BODY)
      expect((await button(el, REQUEST_BUTTON)).disabled).to.equal(true)
    })

    it('true approves at once: the approved text, then the manager after the delay (RAT-05)', async () => {
      const el = await request('true')
      await waitForText(el, 'Your request was approved')
      const shownAt = performance.now()
      // The manager is not opened at once: the delay runs first.
      expect(navigations()).to.deep.equal([])
      status = 'APPROVED'
      await waitFor(() => navigations().some((n) => n.path === MANAGER_CODE))
      expect(performance.now() - shownAt).to.be.greaterThan(50)
      expect(navigations()).to.deep.equal([
        { path: BASE, replace: true },
        { path: MANAGER_CODE, replace: true },
      ])
      await waitFor(() => root(el).querySelector('nav[aria-label="Ratings sections"]'))
    })

    it('a failed request says so and keeps the button (RAT-05)', async () => {
      const el = await request('FAIL')
      await waitForText(el, 'There was an issue making your request.')
      await waitFor(() => findButton(el, REQUEST_BUTTON)?.disabled === false)
      expect(text(el)).to.not.contain('Request received!')
      expect(navigations()).to.deep.equal([])
    })
  })

  describe('mocked session confirmation (RAT-07)', () => {
    beforeEach(() => {
      status = null
    })
    /** The request screen of a mocked session, its button pressed: the confirmation dialog. */
    async function confirmation() {
      const el = open(WIDGET, { mocked: '' })
      ;(await button(el, REQUEST_BUTTON)).click()
      const dialog = await waitFor(() => root(el).querySelector<HTMLDialogElement>('dialog[open]'))
      return { el, dialog }
    }

    it('the button asks first; Cancel closes without a request', async () => {
      const { el, dialog } = await confirmation()
      expect(dialog.textContent).to.contain(CONFIRM)
      expect(accessibilityProblems(root(el))).to.deep.equal([])
      ;(await button(dialog, 'Cancel')).click()
      await waitFor(() => !root(el).querySelector('dialog[open]'))
      expect(posts()).to.have.length(0)
      expect(findButton(el, REQUEST_BUTTON)!.disabled).to.equal(false)
    })

    it('Approve sends the request and opens the manager after the approved text', async () => {
      answer = 'true'
      const { el, dialog } = await confirmation()
      ;(await button(dialog, 'Approve')).click()
      await waitForText(el, 'Your request was approved')
      expect(posts()).to.have.length(1)
      expect(JSON.parse(posts()[0]!.body!)).to.deep.equal({ productType: 'RATINGS' })
      status = 'APPROVED'
      await waitFor(() => navigations().some((n) => n.path === MANAGER_CODE))
    })

    it('a failed approval says so', async () => {
      answer = 'FAIL'
      const { el, dialog } = await confirmation()
      ;(await button(dialog, 'Approve')).click()
      await waitForText(el, 'There was an issue approving this account.')
      expect(text(el)).to.not.contain('There was an issue making your request.')
      await waitFor(() => findButton(el, REQUEST_BUTTON)?.disabled === false)
      expect(navigations()).to.deep.equal([])
    })
  })
})
