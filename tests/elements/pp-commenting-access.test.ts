// pp-commenting access (COM-01..08): where the bare route sends each account, the request widget
// (request, create in mockup mode, moved notice), unknown paths and the loading state. The
// mockup session (it carries the site, which no attribute gives) comes from GET /auth/session
// once per page, so those tests run first; the others give the session through attributes.
import { expect } from '@esm-bundle/chai'
import { build, cleanBody, mount, ready, root, text, waitFor, waitForText } from './page'
import { accessibilityProblems, button, findButton } from './queries'
import { mockupSession, stubApi } from './fake-api'
import { elementSuite } from './fixtures'
import { sessionCalls } from '../../src/contracts/accounts/session'
import { accessCalls } from '../../src/contracts/access/access'
import { routeOf, pathOf } from './contract-stubs'

const ACCOUNT = 'acc-access'
const BASE = '/dashboard/commenting'
const MANAGER_CODE = `${BASE}/commentmanager/code`
const WIDGET = `${BASE}/requestwidget`
const REQUESTS = pathOf(accessCalls.current, { accountUUID: ACCOUNT })
const FAILURE = { status: 500, body: { error: { code: 'server_error', message: 'x', fields: [] } } }
const MOCKUP_SITE = 'site-mockup'
const MOCKUP_SESSION = mockupSession(ACCOUNT, { siteUUID: MOCKUP_SITE })

type Status = 'APPROVED' | 'PENDING' | null
const accessReply = (requestStatus: Status) => ({
  body: { requestStatus, userEmail: 'owner@demo.test', productType: 'COMMENTING' },
})

describe(`pp-commenting access (${build})`, () => {
  const suite = elementSuite('pp-commenting')

  /** The pp-navigate details asked for so far. */
  const navigations = () => suite.spy.of('pp-navigate')
  const posts = () => suite.api.calls.filter((c) => c.method === 'POST')

  describe('mockup mode (session from GET /auth/session, with its site)', () => {
    let hasUnit: boolean
    let createFails: boolean

    beforeEach(() => {
      hasUnit = false
      createFails = false
      suite.api = stubApi({
        [routeOf(sessionCalls.session)]: { body: MOCKUP_SESSION },
        [`GET ${REQUESTS}`]: accessReply('APPROVED'),
        [routeOf(accessCalls.siteUnit, { siteUUID: MOCKUP_SITE })]: () => ({
          body: {
            hasCommentingUnit: hasUnit,
            commentingUnitUUID: hasUnit ? 'unit-m' : null,
            commentingUnitConfigurationUUID: hasUnit ? 'conf-m' : null,
          },
        }),
        [routeOf(accessCalls.createUnit)]: () =>
          createFails
            ? FAILURE
            : {
                body: {
                  hasCommentingUnit: true,
                  commentingUnitUUID: 'unit-m',
                  commentingUnitConfigurationUUID: 'conf-m',
                },
              },
      })
    })

    it('bare route goes to the manager when the session site has a commenting unit (COM-01, COM-06)', async () => {
      hasUnit = true
      mount('pp-commenting', { route: BASE })
      await waitFor(() => navigations().length > 0)
      expect(navigations()).to.deep.equal([{ path: MANAGER_CODE, replace: true }])
      expect(suite.api.calls.map((c) => c.path)).to.include(
        pathOf(accessCalls.siteUnit, { siteUUID: MOCKUP_SITE }),
      )
    })

    it('bare route goes to the widget when the site has no unit, even for an approved account (COM-01)', async () => {
      mount('pp-commenting', { route: BASE })
      await waitFor(() => navigations().length > 0)
      expect(navigations()).to.deep.equal([{ path: WIDGET, replace: true }])
    })

    it('the widget offers Create the commenting unit, which POSTs the site and opens the manager (COM-02, COM-05)', async () => {
      const el = mount('pp-commenting', { route: WIDGET })
      // A host that routes: it takes each pp-navigate and sets the element's route.
      el.addEventListener('pp-navigate', (event) => {
        event.preventDefault()
        el.setAttribute('route', (event as CustomEvent<{ path: string }>).detail.path)
      })
      const create = await button(el, 'Create the commenting unit')
      expect(findButton(el, 'Request the commenting unit')).to.equal(null)
      expect(accessibilityProblems(root(el))).to.deep.equal([])
      create.click()
      await waitFor(() => navigations().some((n) => n.path === MANAGER_CODE))
      expect(posts()).to.have.length(1)
      expect(posts()[0]!.path).to.equal(pathOf(accessCalls.createUnit))
      expect(JSON.parse(posts()[0]!.body!)).to.deep.equal({ siteUUID: MOCKUP_SITE })
      // Once on the manager (its tabs show), no second move was asked for.
      await waitFor(() => root(el).querySelector('nav[aria-label="Commenting sections"]'))
      expect(navigations()).to.deep.equal([{ path: MANAGER_CODE, replace: false }])
    })

    it('a failed create says so and keeps the button (COM-05)', async () => {
      createFails = true
      const el = mount('pp-commenting', { route: WIDGET })
      ;(await button(el, 'Create the commenting unit')).click()
      await waitForText(el, 'There was an issue creating the content unit')
      await waitFor(() => findButton(el, 'Create the commenting unit')?.disabled === false)
      expect(navigations()).to.deep.equal([])
    })
  })

  describe('session from attributes', () => {
    let status: Status | 'FAIL'
    let askFails: boolean

    beforeEach(() => {
      status = 'APPROVED'
      askFails = false
      suite.api = stubApi({
        [`GET ${REQUESTS}`]: () => (status === 'FAIL' ? FAILURE : accessReply(status)),
        [`POST ${REQUESTS}`]: () => (askFails ? FAILURE : accessReply('PENDING')),
      })
    })

    let opened: HTMLElement
    function open(route: string, extra: Record<string, string> = {}) {
      opened = mount('pp-commenting', {
        route,
        'account-uuid': ACCOUNT,
        'user-uuid': 'usr-1',
        permissions: '[]',
        ...extra,
      })
      return opened
    }
    async function firstNavigation() {
      await waitFor(() => navigations().length > 0)
      // The element's effects have run too, so a second navigation would have come.
      await ready(opened)
      return navigations()
    }

    it('bare route: APPROVED goes to the manager Code tab, replacing the address (COM-01)', async () => {
      open(BASE)
      expect(await firstNavigation()).to.deep.equal([{ path: MANAGER_CODE, replace: true }])
      const access = suite.api.calls.find((c) => c.path.startsWith(REQUESTS))!
      expect(access.method).to.equal('GET')
      expect(access.path).to.equal(`${REQUESTS}?productType=COMMENTING`)
    })

    it('bare route: a null request status goes to the request widget (COM-01)', async () => {
      status = null
      open(BASE)
      expect(await firstNavigation()).to.deep.equal([{ path: WIDGET, replace: true }])
    })

    it('bare route: PENDING goes to the request widget (COM-01)', async () => {
      status = 'PENDING'
      open(BASE)
      expect(await firstNavigation()).to.deep.equal([{ path: WIDGET, replace: true }])
    })

    it('bare route: a failed access fetch goes to /error/403 and says so (COM-01, COM-06)', async () => {
      status = 'FAIL'
      const el = open(BASE)
      expect(await firstNavigation()).to.deep.equal([{ path: '/error/403', replace: true }])
      await waitForText(el, 'There was an issue fetching your commenting data.')
    })

    it('the widget is left for the bare route once approved; the manager is closed to PENDING (COM-02, COM-07)', async () => {
      open(WIDGET)
      expect(await firstNavigation()).to.deep.equal([{ path: BASE, replace: true }])
      cleanBody()
      suite.spy.clear()
      status = 'PENDING'
      open(MANAGER_CODE)
      expect(await firstNavigation()).to.deep.equal([{ path: BASE, replace: true }])
    })

    it('Request the commenting unit POSTs COMMENTING, says so and shows Request received! (COM-02, COM-04)', async () => {
      status = null
      const el = open(WIDGET)
      const ask = await button(el, 'Request the commenting unit')
      expect(findButton(el, 'Create the commenting unit')).to.equal(null)
      expect(text(el)).to.not.contain('Request received!')
      expect(accessibilityProblems(root(el))).to.deep.equal([])
      ask.click()
      await waitForText(el, 'Your request was sent successfully.')
      await waitForText(el, 'Request received!')
      expect(posts()).to.have.length(1)
      expect(posts()[0]!.path).to.equal(REQUESTS)
      expect(JSON.parse(posts()[0]!.body!)).to.deep.equal({ productType: 'COMMENTING' })
      expect(findButton(el, 'Request the commenting unit')).to.equal(null)
      expect(navigations()).to.deep.equal([])
    })

    it('a PENDING account sees Request received! without the button (COM-02, COM-03)', async () => {
      status = 'PENDING'
      const el = open(WIDGET)
      await waitForText(el, 'Request received!')
      expect(findButton(el, 'Request the commenting unit')).to.equal(null)
    })

    it('a failed request says so and keeps the button (COM-04)', async () => {
      status = null
      askFails = true
      const el = open(WIDGET)
      ;(await button(el, 'Request the commenting unit')).click()
      await waitForText(el, 'There was an issue making your request.')
      await waitFor(() => findButton(el, 'Request the commenting unit')?.disabled === false)
      expect(text(el)).to.not.contain('Request received!')
      expect(text(el)).to.not.contain('Your request was sent successfully.')
    })

    it('with new-portal-url the widget is the moved notice (COM-03)', async () => {
      status = null
      const el = open(WIDGET, { 'new-portal-url': '#new-portal' })
      await waitForText(el, 'Commenting Request has been moved to the new portal')
      expect(findButton(el, 'Go to Commenting')).to.not.equal(null)
      expect(findButton(el, 'Request the commenting unit')).to.equal(null)
      expect(findButton(el, 'Create the commenting unit')).to.equal(null)
    })

    for (const path of [
      `${BASE}/settings`,
      `${BASE}/commentmanager/bogus`,
      `${BASE}/commentmanager/code/extra`,
      `${WIDGET}/extra`,
    ]) {
      it(`an unknown path goes to /error/404: ${path} (COM-08)`, async () => {
        open(path)
        expect(await firstNavigation()).to.deep.equal([{ path: '/error/404', replace: true }])
      })
    }

    it('shows the loading state while the access call is pending (COM-08)', async () => {
      status = null
      let release!: () => void
      const gate = new Promise<void>((resolve) => (release = resolve))
      const stubbed = window.fetch
      let asked = false
      window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
        if (new Request(input, init).url.includes('/product-access-requests')) {
          asked = true
          await gate
        }
        return stubbed(input, init)
      }
      try {
        const el = open(BASE)
        const spinner = await waitFor(() => root(el).querySelector('[role="status"]'))
        expect(spinner.textContent).to.equal('Loading')
        // The access call is held and the element has started: all it can do now is wait.
        await waitFor(() => asked)
        await ready(el)
        expect(navigations()).to.deep.equal([])
        expect(findButton(el, 'Request the commenting unit')).to.equal(null)
        release()
        expect(await firstNavigation()).to.deep.equal([{ path: WIDGET, replace: true }])
      } finally {
        release()
        window.fetch = stubbed
      }
    })
  })
})
