/**
 * Shared fixtures of the Payment Information element tests (pp-account-payment-*.test.ts):
 * the fake API of one account, the spec texts, form values, `paymentTab()`, which installs
 * the fake API and the fake XMLHttpRequest (fake-xhr.ts) around every test and mounts the tab,
 * `describePayment()`, a suite with that tab, and the steps the form tests share (a refused
 * save, the rules of a form, an attached PDF, a filled PayPal form, the way back to the list).
 */
import { expect } from '@esm-bundle/chai'
import { FakeXHR, type Reply } from './fake-xhr'
import { build, mount, nextTask, root, text, waitFor } from './page'
import { button, field, fill, findField } from './queries'
import { stubApi } from './fake-api'
import { elementSuite, type ElementSuite } from './fixtures'
import { paymentCalls } from '../../src/contracts/accounts/payments'
import { accountCalls } from '../../src/contracts/accounts/account'
import { routeOf as callRoute, pathOf } from './contract-stubs'

export const ACCOUNT = 'acc-pay'
export const BASE = '/dashboard/account/paymentinfo'
export const LIST = `${BASE}/existingpayments`
export const SUMMARY = pathOf(accountCalls.paymentSummary, { accountUUID: ACCOUNT })
export const MOVED = 'Payment Information has been moved to the new portal'
export const EMPTY = 'You have not added a payment method yet.'
export const SELECT_TYPE = 'You need to select a payment type before moving forward.'
export const TOO_LARGE = 'The file you tried to upload exceeds 5 MB, please upload a smaller file.'
export const NOT_PDF = 'Please upload a PDF file.'
export const ASK = 'Make this your preferred payment method?'
export const INFO = 'After saving, all payments will go through the new preferred method.'
export const LEAVE = 'You have unsaved changes. Leave anyway?'
export const NETWORK = 'Woops, something wrong: Network error. Please try again later.'

export interface Method {
  id: string
  paymentType: string
  preferredPayment: boolean
  lastUpdate: string
  /** What tells it apart (API-28): PayPal user name, payee, bank, end of the account number. */
  paypalUserName?: string
  payTo?: string
  bankName?: string
  accountEnding?: string
}
export const method = (
  id: string,
  paymentType: string,
  preferredPayment = false,
  tag: Partial<Method> = {},
): Method => ({
  id,
  paymentType,
  preferredPayment,
  lastUpdate: '2026-03-04T15:30:00.000Z',
  ...tag,
})
const summary = (methods: Method[], payoutThreshold = 1234.5) => ({
  body: {
    payoutThreshold,
    paymentInfo: methods,
    paymentTypes: ['PAYPAL', 'CHECKS', 'ACH', 'WIRE'],
  },
})

export const ACH_DETAIL = {
  id: 'm-ach',
  achUUID: 'm-ach',
  paymentType: 'ACH',
  preferredPayment: false,
  lastUpdate: '2026-03-04T15:30:00.000Z',
  bankAccountType: 'PERSONAL_SAVINGS',
  bankName: 'First Demo Bank',
  accountName: 'Pat Lee',
  routingCode: '021000021',
  accountNumber: '000123456789',
  taxForm: {
    kind: 'w9',
    name: 'my-w9.pdf',
    updatedDate: '2026-03-01T10:00:00.000Z',
    formLink: pathOf(paymentCalls.taxForm, { type: 'ach', methodUUID: 'm-ach' }),
  },
}

export const CHECK_VALUES = {
  'Pay to': 'Pat Lee',
  'Street address': '350 Fifth Avenue, Suite 5',
  City: 'New York',
  State: 'NY',
  'Zip code': '10118',
  Country: 'United States',
}
export const ACH_VALUES = {
  'Bank name': 'First Demo Bank',
  'Account/company name': 'Pat Lee',
  'Routing number': '021000021',
  'Account number': '000123456789',
}
export const WIRE_VALUES = {
  'Bank name': 'Banque Démo',
  'Account/company name': 'Demo SARL',
  'Bank street address': '12 Rue de la Paix',
  'Bank city': 'Paris',
  'Bank state/region': 'Île-de-France',
  'Bank zip code': '75002',
  'Bank country': 'France',
  SWIFT: 'BNPAFRPP',
  IBAN: 'FR76 3000 6000',
}

// ------------------------------------------------------------------ files

export const pdfFile = (name = 'w9.pdf', size = 2048) =>
  new File(['%PDF-1.4\n' + ' '.repeat(Math.max(0, size - 9))], name, { type: 'application/pdf' })

// ------------------------------------------------------------------ server answers

/** The server's answer to a save it refuses: 400 with these field messages (PAY-18). */
export const refused = (fields: Record<string, string>): Reply => ({
  status: 400,
  body: {
    error: {
      code: 'invalid_input',
      message: 'bad',
      fields: Object.entries(fields).map(([field, message]) => ({ field, message })),
    },
  },
})

// ------------------------------------------------------------------ the tab under test

/**
 * Registers the hooks of a payment test suite (call it inside `describe`): before every test a
 * fresh fake server with no saved method, a fresh event spy and the fake XHR; after it, all
 * undone and the page emptied. `methods` and `replies` may be changed by the test.
 */
interface PaymentTab extends ElementSuite<ReturnType<typeof stubApi>> {
  /** The fake server's saved methods (POST and preferred replies change them). */
  methods: Method[]
  /** Replies that override the fake server's normal answer, by call. */
  replies: Record<'summary' | 'detail' | 'paypal' | 'preferred', Reply | null>
  /** While false, pp-navigate is recorded but not followed (a host that is still busy). */
  following: boolean
}

export function paymentTab() {
  let realXHR: typeof XMLHttpRequest
  // The host's part: a pp-navigate moves the route of the element that asked, a task later as
  // the demo host (lit) does. (A synchronous attribute change inside the event corrupts
  // preact's tree.) Following the event's own element, not the one mounted last, keeps a save
  // that finishes late from moving another element.
  const follow = (event: Event) => {
    const { path } = (event as CustomEvent<{ path: string }>).detail
    const el = event.target
    if (state.following && el instanceof HTMLElement && path.startsWith('/dashboard/account'))
      setTimeout(() => el.setAttribute('route', path), 0)
  }

  beforeEach(() => {
    realXHR = window.XMLHttpRequest
    FakeXHR.sent = []
    FakeXHR.gate = Promise.resolve()
    FakeXHR.reply = () => ({ status: 201, body: {} })
    window.XMLHttpRequest = FakeXHR as unknown as typeof XMLHttpRequest
    document.addEventListener('pp-navigate', follow)
  })
  afterEach(() => {
    document.removeEventListener('pp-navigate', follow)
    window.XMLHttpRequest = realXHR
  })
  const fake = () => {
    state.methods = []
    state.replies = { summary: null, detail: null, paypal: null, preferred: null }
    state.following = true
    const { replies } = state
    return stubApi({
      [`GET ${SUMMARY}`]: () => replies.summary ?? summary(state.methods),
      [callRoute(paymentCalls.method)]: () => replies.detail ?? { body: ACH_DETAIL },
      [`POST ${SUMMARY}/paypal`]: (call) => {
        if (replies.paypal) return replies.paypal
        const body = JSON.parse(call.body!)
        state.methods = [...state.methods, method('m-new', 'PAYPAL', body.preferredPayment)]
        return { status: 201, body: { id: 'm-new', paymentType: 'PAYPAL', ...body } }
      },
      [callRoute(paymentCalls.update, { type: 'paypal' })]: (call) =>
        replies.paypal ?? { body: { id: 'm-pp', ...JSON.parse(call.body!) } },
      [callRoute(paymentCalls.makePreferred)]: (call) => {
        if (replies.preferred) return replies.preferred
        state.methods = state.methods.map((m) => ({
          ...m,
          preferredPayment: call.path.includes(m.id),
        }))
        return { body: {} }
      },
      [callRoute(accountCalls.general, { accountUUID: 'acc-pay' })]: {
        body: {
          accountName: 'Demo',
          streetAddress: '350 Fifth Avenue',
          city: 'New York',
          zipCode: '10118',
          region: 'NY',
          country: 'United States',
        },
      },
    })
  }
  const state: PaymentTab = Object.assign(elementSuite('pp-account-settings', fake), {
    methods: [],
    replies: { summary: null, detail: null, paypal: null, preferred: null },
    following: true,
  })

  /** Mounts the tab at `BASE + route` for an account with the payment permission. */
  const tab = (route: string, attrs: Record<string, string> = {}): HTMLElement =>
    mount('pp-account-settings', {
      route: `${BASE}${route}`,
      'account-uuid': ACCOUNT,
      'user-uuid': 'usr-pay',
      permissions: JSON.stringify(['settings.paymentInfo']),
      ...attrs,
    })
  /** The JSON calls with `method` whose path contains `fragment`. */
  const calls = (method: string, fragment: string) =>
    state.api.calls.filter((c) => c.method === method && c.path.includes(fragment))

  return Object.assign(state, {
    tab,
    calls,
    /** The bodies of the PayPal saves (POST …/paypal) so far, parsed. */
    paypalPosts: (): Array<{ paypalUserName: string; preferredPayment: boolean }> =>
      calls('POST', '/paypal').map((c) => JSON.parse(c.body!)),
    /** Mounts the new PayPal form (with `attrs`) and types `name` into its user name. */
    async paypalForm(name = 'payouts@pub.example', attrs: Record<string, string> = {}) {
      const el = tab('/enterinformation/paypal', attrs)
      await fill(await field(el, 'PayPal user name'), name)
      return el
    },
    /** The fake server's answer to an upload: a saved method of `type`, added to the list. */
    savedAs(type: string, status = 201) {
      return () => {
        state.methods = [...state.methods, method(`m-${type.toLowerCase()}`, type)]
        return { status, body: { id: `m-${type.toLowerCase()}` } }
      }
    },
  })
}

/**
 * A suite of the Payment Information tab: `describe` named after the build, with the hooks of
 * `paymentTab()` registered and its state handed to `tests`.
 */
export function describePayment(
  title: string,
  tests: (pay: ReturnType<typeof paymentTab>) => void,
): void {
  describe(`pp-account-settings Payment Information ${title} (${build})`, () => tests(paymentTab()))
}

// ------------------------------------------------------------------ reading the screens

export const routeOf = (el: HTMLElement) => el.getAttribute('route')

/** The rows of the saved-methods list. */
export const rows = (el: HTMLElement) =>
  Array.from(root(el).querySelectorAll('ul[aria-label="Saved payment methods"] > li'))

/** The form's alert texts, in order. */
export const alerts = (el: HTMLElement) =>
  Array.from(root(el).querySelectorAll('form [role="alert"]'), (a) => a.textContent)

/** The message the field labelled `label` is described by (null when none). */
export function errorOf(el: HTMLElement, label: string): string | null {
  const input = findField(el, label)!
  const id = input.getAttribute('aria-describedby')
  return id ? (root(el).getElementById(id.split(' ')[0]!)?.textContent ?? null) : null
}

export const select = (el: HTMLElement, name: string) =>
  root(el).querySelector<HTMLSelectElement>(`select[name="${name}"]`)!

/** Picks `value` in the select named `name`. */
export async function choose(el: HTMLElement, name: string, value: string): Promise<void> {
  const node = select(el, name)
  node.value = value
  node.dispatchEvent(new Event('change', { bubbles: true }))
  await nextTask()
}

export const fileInput = (el: HTMLElement) =>
  root(el).querySelector<HTMLInputElement>('input[type="file"]')

/** Attaches `file` to the tax-form input, as a picked file. */
export async function attach(el: HTMLElement, file: File): Promise<void> {
  const input = await waitFor(() => fileInput(el))
  const transfer = new DataTransfer()
  transfer.items.add(file)
  input.files = transfer.files
  input.dispatchEvent(new Event('change', { bubbles: true }))
}

/** Waits for an open dialog in the element and returns it. */
export const dialog = (el: HTMLElement) =>
  waitFor(() => root(el).querySelector<HTMLDialogElement>('dialog[open]'))

/** Types each value into the field of its label, in order. */
export async function fillAll(el: HTMLElement, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await fill(await field(el, label), value)
}

// ------------------------------------------------------------------ steps of the form tests

/** Waits until the host has moved `el` to the saved-methods list. */
export const reachesList = (el: HTMLElement) => waitFor(() => routeOf(el) === LIST)

/** Waits until no dialog is open in `el`. */
export const dialogClosed = (el: HTMLElement) =>
  waitFor(() => !root(el).querySelector('dialog[open]'))

/** Saves the form as it stands and expects it refused with exactly `messages`, in order. */
export async function expectSaveRefused(el: HTMLElement, messages: string[]): Promise<void> {
  ;(await button(el, 'Save')).click()
  await waitFor(() => alerts(el).length === messages.length)
  expect(alerts(el)).to.deep.equal(messages)
}

/**
 * Checks each rule of a filled form: the bad value shows its message on that field, and the
 * field's value in `values` (restored next) clears it again.
 */
export async function expectRules(
  el: HTMLElement,
  values: Record<string, string>,
  cases: Array<[label: string, bad: string, message: string]>,
): Promise<void> {
  for (const [label, bad, message] of cases) {
    const input = findField(el, label)!
    await fill(input, bad)
    await waitFor(() => errorOf(el, label) === message)
    await fill(input, values[label]!)
    await waitFor(() => errorOf(el, label) === null)
  }
}

/** Attaches a PDF named `name` to the tax-form input and waits until the form shows it. */
export async function attachPdf(el: HTMLElement, name = 'w9.pdf'): Promise<void> {
  await attach(el, pdfFile(name))
  await waitFor(() => text(el).includes(name))
}
