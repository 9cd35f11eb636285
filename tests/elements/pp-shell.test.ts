// pp-shell (SHELL-11..25): nav, user menu, beta-portal button, banners, footer and feedback,
// loading screen and the permission guard. The page starts signed out (first test); every other
// test signs in through attributes with its own user, so each starts its own session fetches.
import { expect } from '@esm-bundle/chai'
import { sendKeys, sendMouse } from '@web/test-runner-commands'
import {
  accessibilityProblems,
  accessibleName,
  build,
  button,
  cleanBody,
  clearHash,
  findButton,
  findLink,
  fill,
  loadElement,
  mount,
  nextFrame,
  ready,
  root,
  SIGNED_OUT,
  spyEvents,
  stubApi,
  text,
  waitFor,
  waitForText,
} from './helpers'

type Reply = { status?: number; body?: unknown }

const DELAY = 'Reports for yesterday are delayed; numbers will update by 6 PM.'
const NO_PAYMENT = 'You have not set a preferred payment method.'
const BETA = 'Try the new beta portal'
const NO_MESSAGE = { showMessage: false, message: '' }
const NO_PAYMENT_INFO = { payoutThreshold: 100, paymentInfo: [], paymentTypes: ['PAYPAL', 'ACH'] }

let users = 0

describe(`pp-shell (${build})`, () => {
  let api: ReturnType<typeof stubApi>
  let spy: ReturnType<typeof spyEvents>
  let replies: {
    account: Reply
    message: Reply
    payment: Reply
    logout: Reply
    unmock: Reply
    adminExtend: Reply
    feedback: Reply
  }

  before(async () => {
    await loadElement('pp-shell')
    for (const key of Object.keys(localStorage))
      if (key.startsWith('pp.banner.closed.')) localStorage.removeItem(key)
  })
  beforeEach(() => {
    spy = spyEvents()
    replies = {
      account: { body: { accountName: 'Daily Planet', showPubPortalV2Button: false } },
      message: { body: NO_MESSAGE },
      payment: { body: NO_PAYMENT_INFO },
      logout: { status: 204 },
      unmock: { body: { redirect: '#admin-login' } },
      adminExtend: { body: { redirect: '#mockup-generator' } },
      feedback: { status: 204 },
    }
    api = stubApi({
      'GET /api/accounts/auth/session': { body: SIGNED_OUT },
      'GET /api/accounts/dashboard/message': () => replies.message,
      'GET /api/accounts/auth/logout': () => replies.logout,
      'POST /api/accounts/auth/unmock': () => replies.unmock,
      'PUT /api/accounts/auth/admin/session/extend': () => replies.adminExtend,
      'POST /api/accounts/feedback': () => replies.feedback,
      'GET /api/accounts/accounts/*': () => replies.account,
      'GET /api/accounts/accounts/*/paymentinfo': () => replies.payment,
    })
  })
  afterEach(() => {
    api.restore()
    spy.stop()
    clearHash()
    cleanBody()
  })

  /** Mounts a signed-in shell for a new user, with a slotted area element. */
  async function shell(
    permissions: string[],
    attrs: Record<string, string> = {},
    route = '/dashboard/home',
  ) {
    users += 1
    const el = mount('pp-shell', {
      route,
      'account-uuid': `acc-shell-${users}`,
      'user-uuid': `usr-shell-${users}`,
      permissions: JSON.stringify(permissions),
      timers: JSON.stringify({ loadingScreenMs: 0 }),
      ...attrs,
    })
    const area = document.createElement('p')
    area.textContent = 'Area content'
    el.append(area)
    await waitFor(() => root(el).querySelector('header'))
    // preact renders the first frame from the previous session before the attributes apply:
    // they apply in the mount effects, and the frame after them shows this session.
    await ready(el)
    await nextFrame()
    return el
  }

  /** Waits until the session-start fetches ending in `parts` were made and answered. */
  async function started(parts: string[] = ['/dashboard/message']) {
    await waitFor(() => parts.every((p) => api.calls.some((c) => c.path.endsWith(p))))
    // Every answer has been read and rendered.
    await api.answered()
  }
  const accountPath = () => `/accounts/acc-shell-${users}`

  const navLabels = (el: HTMLElement) =>
    Array.from(root(el).querySelectorAll('nav[aria-label="Main"] a'), (a) => a.textContent)

  async function openMenu(el: HTMLElement) {
    const trigger = await button(el, /User menu/)
    const box = trigger.getBoundingClientRect()
    await sendMouse({
      type: 'click',
      position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
    })
    await waitFor(() => root(el).querySelectorAll('[role="menuitem"]').length > 0)
  }
  const menuItems = (el: HTMLElement) =>
    Array.from(root(el).querySelectorAll('[role="menuitem"]'), (i) => accessibleName(i))
  const menuItem = (el: HTMLElement, name: string) =>
    Array.from(root(el).querySelectorAll<HTMLElement>('[role="menuitem"]')).find(
      (i) => accessibleName(i) === name,
    )!

  describe('signed out', () => {
    it('sends the visitor to /auth/signin and remembers where they were going (SHELL-06)', async () => {
      sessionStorage.removeItem('pp.origin')
      const el = mount('pp-shell', { route: '/dashboard/reports?range=30' })
      await waitFor(() => spy.paths().length > 0)
      expect(spy.of('pp-navigate')).to.deep.equal([{ path: '/auth/signin', replace: true }])
      expect(sessionStorage.getItem('pp.origin')).to.equal('/dashboard/reports?range=30')
      expect(spy.of('pp-signed-out')).to.deep.equal([])
      // Only the empty frame (drawn at once, issue 7): no navigation, no user menu.
      expect(root(el).querySelector('header nav, header button, header a')).to.equal(null)
      sessionStorage.removeItem('pp.origin')
    })
  })

  describe('header and user menu', () => {
    it('shows Home, Embeds, Commenting and Ratings, and Reports only with home.adMetrics (SHELL-11, issue 8)', async () => {
      const without = await shell(['manageEmbeds'])
      expect(navLabels(without)).to.deep.equal(['Home', 'Embeds', 'Commenting', 'Ratings'])
      without.remove()
      const withMetrics = await shell(['manageEmbeds', 'home.adMetrics'])
      expect(navLabels(withMetrics)).to.deep.equal([
        'Home',
        'Embeds',
        'Reports',
        'Commenting',
        'Ratings',
      ])
      const current = root(withMetrics).querySelector('nav a[aria-current="page"]')
      expect(current?.textContent).to.equal('Home')
      expect(accessibilityProblems(root(withMetrics))).to.deep.equal([])
    })

    it('asks the host to move when a nav link is clicked', async () => {
      const el = await shell(['home.adMetrics'], {}, '/dashboard/reports')
      expect(root(el).querySelector('nav a[aria-current="page"]')?.textContent).to.equal('Reports')
      findLink(el, 'Embeds')!.click()
      expect(spy.of('pp-navigate')).to.deep.equal([{ path: '/dashboard/embeds', replace: false }])
    })

    it('marks the current nav item on every page, ratings and analytics detail included (issue 8)', async () => {
      const current = (el: HTMLElement) =>
        Array.from(
          root(el).querySelectorAll<HTMLElement>('nav[aria-label="Main"] a[aria-current="page"]'),
        )
      const pages: Array<[string, string | null]> = [
        ['/dashboard/ratings', 'Ratings'],
        ['/dashboard/ratings/ratingsmanager/configuration', 'Ratings'],
        ['/dashboard/analytics/detail/revenue?range=7', 'Home'],
        ['/dashboard/analytics/detail', 'Home'],
        ['/dashboard/embeds/analytics/embedcontent', 'Embeds'],
        ['/dashboard/reports/detail', 'Reports'],
        ['/dashboard/commenting/commentmanager', 'Commenting'],
        ['/dashboard/profile', null],
      ]
      for (const [route, label] of pages) {
        const el = await shell(['manageEmbeds', 'home.adMetrics'], {}, route)
        const marked = current(el)
        expect(
          marked.map((a) => a.textContent),
          route,
        ).to.deep.equal(label ? [label] : [])
        // Drawn as selected, not only announced: the marked link looks unlike the others.
        if (label) {
          const other = findLink(el, label === 'Embeds' ? 'Commenting' : 'Embeds')!
          expect(getComputedStyle(marked[0]!).color, route).to.not.equal(
            getComputedStyle(other).color,
          )
        }
        el.remove()
      }
    })

    it('the user menu marks the page shown: Profile Information, Account Settings or a page (issue 8)', async () => {
      const marked = (el: HTMLElement) =>
        Array.from(
          root(el).querySelectorAll('[role="menuitem"][aria-current="page"]'),
          accessibleName,
        )
      for (const [route, label] of [
        ['/dashboard/profile', 'Profile Information'],
        ['/dashboard/account/users', 'Account Settings'],
        ['/dashboard/ratings/requestwidget', 'Ratings'],
        ['/dashboard/analytics/detail/revenue', 'Home'],
      ]) {
        const el = await shell(['home.adMetrics', 'settings.users'], {}, route)
        await openMenu(el)
        expect(marked(el), route).to.deep.equal([label])
        el.remove()
      }
    })

    it('Ratings in the nav opens the ratings page (issue 8)', async () => {
      const el = await shell(['manageEmbeds'])
      findLink(el, 'Ratings')!.click()
      expect(spy.of('pp-navigate')).to.deep.equal([{ path: '/dashboard/ratings', replace: false }])
    })

    it('lists Profile Information, Account Settings, the pages and Log out in the user menu (SHELL-12/13)', async () => {
      const el = await shell(['home.adMetrics', 'settings.general'])
      await openMenu(el)
      expect(menuItems(el)).to.deep.equal([
        'Profile Information',
        'Account Settings',
        'Home',
        'Embeds',
        'Reports',
        'Commenting',
        'Ratings',
        'Log out',
      ])
      expect(text(el)).to.contain('Pages')
      expect(text(el)).to.contain('Daily Planet')
      expect(accessibilityProblems(root(el))).to.deep.equal([])
      menuItem(el, 'Profile Information').click()
      expect(spy.of('pp-navigate')).to.deep.equal([{ path: '/dashboard/profile', replace: false }])
    })

    it('opens the user menu from the keyboard', async () => {
      const el = await shell(['manageEmbeds'])
      ;(await button(el, /User menu/)).focus()
      await sendKeys({ press: 'Enter' })
      await waitFor(() => root(el).querySelectorAll('[role="menuitem"]').length > 0)
      expect(menuItems(el)[0]).to.equal('Profile Information')
      await sendKeys({ press: 'Escape' })
      await waitFor(() => root(el).querySelectorAll('[role="menuitem"]').length === 0)
    })

    it('disables Account Settings without any settings permission (SHELL-15)', async () => {
      const el = await shell(['manageEmbeds', 'home.adMetrics'])
      await openMenu(el)
      const item = menuItem(el, 'Account Settings')
      expect(item.getAttribute('aria-disabled')).to.equal('true')
      item.click()
      // Profile Information, clicked after it, ends the wait: its navigation is the only one.
      menuItem(el, 'Profile Information').click()
      await waitFor(() => spy.paths().length > 0)
      expect(spy.paths()).to.deep.equal(['/dashboard/profile'])
    })

    for (const permission of [
      'settings.general',
      'settings.adsTxt',
      'settings.paymentInfo',
      'settings.sites',
      'setttings.sites',
      'settings.users',
    ]) {
      it(`enables Account Settings with ${permission}`, async () => {
        const el = await shell([permission])
        await openMenu(el)
        const item = menuItem(el, 'Account Settings')
        expect(item.getAttribute('aria-disabled')).to.equal(null)
        item.click()
        expect(spy.of('pp-navigate')).to.deep.equal([
          { path: '/dashboard/account', replace: false },
        ])
      })
    }

    it('logs out: GET logout, pp-signed-out (logout), then /auth/signin (SHELL-29)', async () => {
      const el = await shell(['manageEmbeds'])
      await openMenu(el)
      menuItem(el, 'Log out').click()
      await waitFor(() => spy.of('pp-signed-out').length > 0)
      expect(
        api.calls.some((c) => c.method === 'GET' && c.path === '/api/accounts/auth/logout'),
      ).to.equal(true)
      expect(spy.of('pp-signed-out')).to.deep.equal([{ reason: 'logout' }])
      expect(spy.paths()).to.include('/auth/signin')
      expect(spy.of('pp-navigate')[0]).to.deep.equal({ path: '/auth/signin', replace: true })
    })
  })

  describe('mocked and mockup sessions', () => {
    it('labels the sign-out item Unmock, enables Account Settings and unmocks (SHELL-13/15/30)', async () => {
      const el = await shell(['manageEmbeds'], { mocked: '' })
      expect(text(el)).to.contain('Mocked session')
      await openMenu(el)
      expect(menuItems(el).at(-1)).to.equal('Unmock')
      expect(menuItems(el)).to.not.include('Log out')
      expect(menuItem(el, 'Account Settings').getAttribute('aria-disabled')).to.equal(null)
      menuItem(el, 'Unmock').click()
      await waitFor(() => spy.of('pp-signed-out').length > 0)
      expect(
        api.calls.some((c) => c.method === 'POST' && c.path === '/api/accounts/auth/unmock'),
      ).to.equal(true)
      expect(spy.of('pp-signed-out')).to.deep.equal([
        { reason: 'unmock', redirect: '#admin-login' },
      ])
      await waitFor(() => location.hash === '#admin-login')
    })

    it('hides Home, Reports and the user menu in mockup mode, keeping Back to Mockup Generator (SHELL-14)', async () => {
      const el = await shell(['manageEmbeds', 'home.adMetrics'], { 'mockup-generator': '' })
      expect(navLabels(el)).to.deep.equal(['Embeds', 'Commenting', 'Ratings'])
      expect(!!findButton(el, /User menu/)).to.equal(false)
      expect(findLink(el, 'Publisher Portal')?.getAttribute('href')).to.equal('/dashboard/embeds')
      const back = findButton(el, 'Back to Mockup Generator')!
      expect(accessibilityProblems(root(el))).to.deep.equal([])
      back.click()
      await waitFor(() => spy.of('pp-signed-out').length > 0)
      expect(
        api.calls.some(
          (c) => c.method === 'PUT' && c.path === '/api/accounts/auth/admin/session/extend',
        ),
      ).to.equal(true)
      expect(spy.of('pp-signed-out')).to.deep.equal([
        { reason: 'mockup', redirect: '#mockup-generator' },
      ])
      await waitFor(() => location.hash === '#mockup-generator')
    })
  })

  describe('Try the new beta portal (SHELL-16)', () => {
    const URL_ATTR = { 'new-portal-url': 'https://beta.portal.example/' }

    it('shows for a mocked session when new-portal-url is set', async () => {
      const el = await shell(['manageEmbeds'], { ...URL_ATTR, mocked: '' })
      await started()
      expect(findLink(el, BETA)?.getAttribute('href')).to.equal('https://beta.portal.example/')
    })

    it('shows when the account flag is set', async () => {
      replies.account = { body: { accountName: 'Daily Planet', showPubPortalV2Button: true } }
      const el = await shell(['manageEmbeds'], URL_ATTR)
      await waitFor(() => findLink(el, BETA))
    })

    it('is absent without the flag, mocking or an internal domain', async () => {
      const el = await shell(['manageEmbeds'], URL_ATTR)
      await started(['/dashboard/message', accountPath()])
      expect(!!findLink(el, BETA)).to.equal(false)
    })

    it('is absent without new-portal-url even with the flag', async () => {
      replies.account = { body: { accountName: 'Daily Planet', showPubPortalV2Button: true } }
      const el = await shell(['manageEmbeds'], { mocked: '' })
      await started(['/dashboard/message', accountPath()])
      expect(!!findLink(el, BETA)).to.equal(false)
    })
  })

  describe('reporting-delay banner (SHELL-21)', () => {
    beforeEach(() => {
      replies.message = { body: { showMessage: true, message: DELAY } }
    })

    for (const route of ['/dashboard/home', '/dashboard/analytics/detail', '/dashboard/reports']) {
      it(`shows the server message on ${route}`, async () => {
        const el = await shell(['home.adMetrics'], {}, route)
        await waitForText(el, DELAY)
      })
    }

    for (const route of [
      '/dashboard/embeds',
      '/dashboard/reports/detail',
      '/dashboard/account/paymentinfo',
      '/dashboard/embeds/management',
    ]) {
      it(`never shows it on ${route}`, async () => {
        const el = await shell(['home.adMetrics'], {}, route)
        await started()
        expect(text(el)).to.not.contain(DELAY)
      })
    }

    it('hides it when showMessage is false', async () => {
      replies.message = { body: { showMessage: false, message: DELAY } }
      const el = await shell(['home.adMetrics'])
      await started()
      expect(text(el)).to.not.contain(DELAY)
    })

    it('remembers a closed banner in localStorage; a new message shows again', async () => {
      const el = await shell(['home.adMetrics'])
      await waitForText(el, DELAY)
      const before = Object.keys(localStorage).filter((k) => k.startsWith('pp.banner.closed.'))
      findButton(el, 'Close message')!.click()
      await waitFor(() => !text(el).includes(DELAY))
      const after = Object.keys(localStorage).filter((k) => k.startsWith('pp.banner.closed.'))
      expect(after.length).to.equal(before.length + 1)
      el.remove()

      const again = await shell(['home.adMetrics'])
      await started()
      expect(text(again)).to.not.contain(DELAY)
      again.remove()

      replies.message = { body: { showMessage: true, message: 'A different delay notice.' } }
      const next = await shell(['home.adMetrics'])
      await waitForText(next, 'A different delay notice.')
    })
  })

  describe('missing-payment notice (SHELL-22)', () => {
    it('shows with settings.paymentInfo and no preferred type, linking to payment info', async () => {
      const el = await shell(['settings.paymentInfo'])
      await waitForText(el, NO_PAYMENT)
      expect(api.calls.map((c) => c.path)).to.include(
        `/api/accounts/accounts/acc-shell-${users}/paymentinfo`,
      )
      findLink(el, 'Set up payment information')!.click()
      expect(spy.of('pp-navigate')).to.deep.equal([
        { path: '/dashboard/account/paymentinfo', replace: false },
      ])
    })

    for (const route of ['/dashboard/embeds', '/dashboard/account', '/dashboard/reports']) {
      it(`shows on ${route}`, async () => {
        const el = await shell(['settings.paymentInfo', 'home.adMetrics'], {}, route)
        await waitForText(el, NO_PAYMENT)
      })
    }

    it('disappears once a preferred payment type is set', async () => {
      replies.payment = {
        body: {
          ...NO_PAYMENT_INFO,
          paymentInfo: [
            { paymentType: 'PAYPAL', preferredPayment: true, lastUpdate: '2026-01-02', id: 'p1' },
          ],
        },
      }
      const el = await shell(['settings.paymentInfo'])
      await started(['/paymentinfo'])
      expect(text(el)).to.not.contain(NO_PAYMENT)
    })

    const absent: Array<[string, string[], Record<string, string>, string]> = [
      ['without settings.paymentInfo', ['settings.general'], {}, '/dashboard/home'],
      ['for a mocked session', ['settings.paymentInfo'], { mocked: '' }, '/dashboard/home'],
      ['when framed', ['settings.paymentInfo'], { framed: '' }, '/dashboard/home'],
      ['on payment info', ['settings.paymentInfo'], {}, '/dashboard/account/paymentinfo'],
      ['on embed management', ['settings.paymentInfo'], {}, '/dashboard/embeds/management'],
      ['on report detail', ['settings.paymentInfo'], {}, '/dashboard/reports/detail'],
    ]
    for (const [name, permissions, attrs, route] of absent) {
      it(`is absent ${name}`, async () => {
        const el = await shell(permissions, attrs, route)
        await started(permissions.includes('settings.paymentInfo') ? ['/paymentinfo'] : undefined)
        expect(text(el)).to.not.contain(NO_PAYMENT)
      })
    }
  })

  describe('footer, feedback and loading', () => {
    it('shows the footer with a Feedback button that sends feedback (SHELL-19/20)', async () => {
      const el = await shell(['manageEmbeds'], {}, '/dashboard/embeds')
      expect(root(el).querySelector('footer')?.textContent).to.contain('Publisher Portal')
      findButton(el, 'Feedback')!.click()
      const dialog = await waitFor(() => root(el).querySelector<HTMLDialogElement>('dialog[open]'))
      const send = findButton(dialog, 'Send')!
      expect(send.disabled).to.equal(true)
      const message = dialog.querySelector('textarea')!
      expect(accessibleName(message)).to.equal('What would make the portal better for you?')
      expect(accessibilityProblems(root(el))).to.deep.equal([])
      await fill(message, '  More date presets, please.  ')
      await waitFor(() => !findButton(dialog, 'Send')!.disabled)
      findButton(dialog, 'Send')!.click()
      await waitForText(el, 'Thank you for your feedback.')
      const call = api.calls.find((c) => c.path === '/api/accounts/feedback')!
      expect(JSON.parse(call.body!)).to.deep.equal({
        message: 'More date presets, please.',
        page: '/dashboard/embeds',
      })
      await waitFor(() => !dialog.open)
    })

    it("links Terms and Privacy where the host says, not at all without them; this year's copyright (SHELL-19)", async () => {
      const el = await shell(['manageEmbeds'], {
        'terms-url': 'https://publisher.example/terms',
        'privacy-url': '/legal/privacy',
      })
      const footer = await waitFor(() => root(el).querySelector('footer'))
      expect(footer.textContent).to.contain(`© ${new Date().getFullYear()} Publisher Portal`)
      const links = Array.from(footer.querySelectorAll('a'), (a) => [a.textContent, a.href])
      expect(links).to.deep.equal([
        ['Terms', 'https://publisher.example/terms'],
        ['Privacy', `${location.origin}/legal/privacy`],
      ])
      el.remove()
      const bare = await shell(['manageEmbeds'], { 'terms-url': 'javascript:alert(1)' })
      const plain = await waitFor(() => root(bare).querySelector('footer'))
      expect(plain.querySelectorAll('a').length).to.equal(0)
      expect(plain.innerHTML).to.not.contain('/demo/')
    })

    it('hides the Feedback button when framed (SHELL-20)', async () => {
      const el = await shell(['manageEmbeds'], { framed: '' })
      await waitFor(() => root(el).querySelector('footer'))
      expect(!!findButton(el, 'Feedback')).to.equal(false)
    })

    it('shows the dashboard loading screen, then the area (SHELL-17)', async () => {
      const el = await shell(['manageEmbeds'], {
        timers: JSON.stringify({ loadingScreenMs: 400 }),
      })
      const slotBox = () => root(el).querySelector('slot')!.parentElement!
      expect(text(el)).to.contain('Loading your dashboard')
      expect(slotBox().hidden).to.equal(true)
      await waitFor(() => !text(el).includes('Loading your dashboard'), 2000)
      expect(slotBox().hidden).to.equal(false)
    })

    it('sends an empty permission list to /error/permission (SHELL-25)', async () => {
      await shell([])
      await waitFor(() => spy.paths().length > 0)
      expect(spy.of('pp-navigate')).to.deep.equal([{ path: '/error/permission', replace: true }])
    })

    it('does not send error pages anywhere for an empty permission list', async () => {
      await shell([], {}, '/error/permission')
      await started()
      expect(spy.paths()).to.deep.equal([])
    })
  })
})
