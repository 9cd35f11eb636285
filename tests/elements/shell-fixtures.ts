/**
 * Shared fixtures of the pp-shell tests (pp-shell.test.ts, pp-shell-banners.test.ts): the fake
 * server's replies and `shellSuite()`, the suite hooks with a shell signed in through attributes
 * for a new user each time (so each starts its own session fetches) and the readers of its menu.
 */
import { sendMouse } from '@web/test-runner-commands'
import { mount, nextFrame, ready, root, waitFor } from './page'
import { accessibleName, button } from './queries'
import { SIGNED_OUT, stubApi } from './fake-api'
import { elementSuite } from './fixtures'
import { sessionCalls } from '../../src/contracts/accounts/session'
import { accountCalls } from '../../src/contracts/accounts/account'
import { routeOf } from './contract-stubs'

export type Reply = { status?: number; body?: unknown }

export const DELAY = 'Reports for yesterday are delayed; numbers will update by 6 PM.'
export const NO_PAYMENT = 'You have not set a preferred payment method.'
export const BETA = 'Try the new beta portal'
export const NO_MESSAGE = { showMessage: false, message: '' }
export const NO_PAYMENT_INFO = {
  payoutThreshold: 100,
  paymentInfo: [],
  paymentTypes: ['PAYPAL', 'ACH'],
}

let users = 0

/**
 * Registers the hooks of a pp-shell suite (call it inside `describe`) and returns its helpers;
 * `replies` override the fake server's answers for one test.
 */
export function shellSuite() {
  let replies: {
    account: Reply
    message: Reply
    payment: Reply
    logout: Reply
    unmock: Reply
    adminExtend: Reply
    feedback: Reply
  }

  before(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('pp.banner.closed.')) localStorage.removeItem(key)
  })
  const suite = elementSuite('pp-shell', () => {
    replies = {
      account: { body: { accountName: 'Daily Planet', showPubPortalV2Button: false } },
      message: { body: NO_MESSAGE },
      payment: { body: NO_PAYMENT_INFO },
      logout: { status: 204 },
      unmock: { body: { redirect: '#admin-login' } },
      adminExtend: { body: { redirect: '#mockup-generator' } },
      feedback: { status: 204 },
    }
    return stubApi({
      [routeOf(sessionCalls.session)]: { body: SIGNED_OUT },
      [routeOf(accountCalls.dashboardMessage)]: () => replies.message,
      [routeOf(sessionCalls.logout)]: () => replies.logout,
      [routeOf(sessionCalls.unmock)]: () => replies.unmock,
      [routeOf(sessionCalls.adminExtend)]: () => replies.adminExtend,
      [routeOf(accountCalls.feedback)]: () => replies.feedback,
      [routeOf(accountCalls.general)]: () => replies.account,
      [routeOf(accountCalls.paymentSummary)]: () => replies.payment,
    })
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
    await waitFor(() => parts.every((p) => suite.api.calls.some((c) => c.path.endsWith(p))))
    // Every answer has been read and rendered.
    await suite.api.answered()
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
  return {
    get replies() {
      return replies
    },
    suite,
    shell,
    started,
    accountPath,
    navLabels,
    openMenu,
    menuItems,
    menuItem,
  }
}
