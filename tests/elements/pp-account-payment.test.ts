// pp-account-settings, Payment Information tab (PAY-01..18): the moved notice when
// new-portal-url is set; otherwise the older sub-pages emptystate, existingpayments,
// selectmethod and enterinformation with the spec 000 §5 rules, tax-form checks and upload
// progress, read-only view and Edit, the preferred-method and unsaved-changes dialogs, and the
// PAY-18 save messages. JSON calls go through a fetch stub, uploads through a fake XHR; the
// test follows pp-navigate by setting the element's route, as a host does.
import { expect } from '@esm-bundle/chai'
import {
  accessibilityProblems,
  build,
  button,
  cleanBody,
  clearHash,
  field,
  fill,
  findButton,
  findField,
  findLink,
  loadElement,
  mount,
  root,
  settle,
  spyEvents,
  stubApi,
  text,
  waitFor,
  waitForText,
} from './helpers'

type Reply = { status?: number; body?: unknown }

const ACCOUNT = 'acc-pay'
const BASE = '/dashboard/account/paymentinfo'
const SUMMARY = `/api/accounts/accounts/${ACCOUNT}/paymentinfo`
const MOVED = 'Payment Information has been moved to the new portal'
const EMPTY = 'You have not added a payment method yet.'
const SELECT_TYPE = 'You need to select a payment type before moving forward.'
const TOO_LARGE = 'The file you tried to upload exceeds 5 MB, please upload a smaller file.'
const NOT_PDF = 'Please upload a PDF file.'
const ASK = 'Make this your preferred payment method?'
const INFO = 'After saving, all payments will go through the new preferred method.'
const LEAVE = 'You have unsaved changes. Leave anyway?'
const NETWORK = 'Woops, something wrong: Network error. Please try again later.'

interface Method {
  id: string
  paymentType: string
  preferredPayment: boolean
  lastUpdate: string
}
const method = (id: string, paymentType: string, preferredPayment = false): Method => ({
  id,
  paymentType,
  preferredPayment,
  lastUpdate: '2026-03-04T15:30:00.000Z',
})
const summary = (methods: Method[], payoutThreshold = 1234.5) => ({
  body: {
    payoutThreshold,
    paymentInfo: methods,
    paymentTypes: ['PAYPAL', 'CHECKS', 'ACH', 'WIRE'],
  },
})

const ACH_DETAIL = {
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
    formLink: '/api/accounts/paymentinfo/ach/m-ach/taxform',
  },
}

// ------------------------------------------------------------------ a fake XMLHttpRequest

interface Sent {
  method: string
  url: string
  body: FormData
  withCredentials: boolean
}

/** Stands in for XMLHttpRequest: records the request, reports progress, answers on release. */
class FakeXHR {
  static sent: Sent[] = []
  static reply: (sent: Sent) => Reply = () => ({ status: 201, body: {} })
  static gate: Promise<void> = Promise.resolve()
  method = ''
  url = ''
  status = 0
  statusText = ''
  responseText = ''
  withCredentials = false
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  ontimeout: (() => void) | null = null
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader() {}
  getResponseHeader() {
    return null
  }
  abort() {
    this.onabort?.()
  }
  send(body: FormData) {
    const sent = { method: this.method, url: this.url, body, withCredentials: this.withCredentials }
    FakeXHR.sent.push(sent)
    setTimeout(async () => {
      const total = 1000
      this.upload.onprogress?.(
        new ProgressEvent('progress', { loaded: 400, total, lengthComputable: true }),
      )
      await FakeXHR.gate
      this.upload.onprogress?.(
        new ProgressEvent('progress', { loaded: total, total, lengthComputable: true }),
      )
      const reply = FakeXHR.reply(sent)
      this.status = reply.status ?? 200
      this.responseText = reply.body === undefined ? '' : JSON.stringify(reply.body)
      this.onload?.()
    }, 0)
  }
}

// ------------------------------------------------------------------ files

const pdfFile = (name = 'w9.pdf', size = 2048) =>
  new File(['%PDF-1.4\n' + ' '.repeat(Math.max(0, size - 9))], name, { type: 'application/pdf' })

describe(`pp-account-settings Payment Information tab (${build})`, () => {
  let api: ReturnType<typeof stubApi>
  let spy: ReturnType<typeof spyEvents>
  let methods: Method[]
  let replies: Record<'summary' | 'detail' | 'paypal' | 'preferred', Reply | null>
  let realXHR: typeof XMLHttpRequest
  let follow: (event: Event) => void
  let current: HTMLElement | null

  before(() => loadElement('pp-account-settings'))
  beforeEach(() => {
    spy = spyEvents()
    methods = []
    replies = { summary: null, detail: null, paypal: null, preferred: null }
    api = stubApi({
      [`GET ${SUMMARY}`]: () => replies.summary ?? summary(methods),
      'GET /api/accounts/paymentinfo/*/*': () => replies.detail ?? { body: ACH_DETAIL },
      [`POST ${SUMMARY}/paypal`]: (call) => {
        if (replies.paypal) return replies.paypal
        const body = JSON.parse(call.body!)
        methods = [...methods, method('m-new', 'PAYPAL', body.preferredPayment)]
        return { status: 201, body: { id: 'm-new', paymentType: 'PAYPAL', ...body } }
      },
      'PUT /api/accounts/paymentinfo/paypal/*': (call) =>
        replies.paypal ?? { body: { id: 'm-pp', ...JSON.parse(call.body!) } },
      'PUT /api/accounts/paymentinfo/*/*/preferred': (call) => {
        if (replies.preferred) return replies.preferred
        methods = methods.map((m) => ({ ...m, preferredPayment: call.path.includes(m.id) }))
        return { body: {} }
      },
      'GET /api/accounts/accounts/acc-pay': {
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
    realXHR = window.XMLHttpRequest
    FakeXHR.sent = []
    FakeXHR.gate = Promise.resolve()
    FakeXHR.reply = () => ({ status: 201, body: {} })
    window.XMLHttpRequest = FakeXHR as unknown as typeof XMLHttpRequest
    current = null
    // The host's part: a pp-navigate moves the element's route, a task later as the demo host
    // (lit) does. (A synchronous attribute change inside the event corrupts preact's tree.)
    follow = (event: Event) => {
      const { path } = (event as CustomEvent<{ path: string }>).detail
      const el = current
      if (el && path.startsWith('/dashboard/account'))
        setTimeout(() => el.setAttribute('route', path), 0)
    }
    document.addEventListener('pp-navigate', follow)
  })
  afterEach(() => {
    api.restore()
    spy.stop()
    document.removeEventListener('pp-navigate', follow)
    window.XMLHttpRequest = realXHR
    clearHash()
    cleanBody()
  })

  function tab(route: string, attrs: Record<string, string> = {}) {
    current = mount('pp-account-settings', {
      route: `${BASE}${route}`,
      'account-uuid': ACCOUNT,
      'user-uuid': 'usr-pay',
      permissions: JSON.stringify(['settings.paymentInfo']),
      ...attrs,
    })
    return current
  }
  const routeOf = (el: HTMLElement) => el.getAttribute('route')
  const rows = (el: HTMLElement) =>
    Array.from(root(el).querySelectorAll('ul[aria-label="Saved payment methods"] > li'))
  /** The fake server's answer to an upload: a saved method of `type`, added to the list. */
  const savedAs =
    (type: string, status = 201) =>
    () => {
      methods = [...methods, method(`m-${type.toLowerCase()}`, type)]
      return { status, body: { id: `m-${type.toLowerCase()}` } }
    }
  const alerts = (el: HTMLElement) =>
    Array.from(root(el).querySelectorAll('form [role="alert"]'), (a) => a.textContent)
  const errorOf = (el: HTMLElement, label: string) => {
    const input = findField(el, label)!
    const id = input.getAttribute('aria-describedby')
    return id ? (root(el).getElementById(id.split(' ')[0]!)?.textContent ?? null) : null
  }
  const select = (el: HTMLElement, name: string) =>
    root(el).querySelector<HTMLSelectElement>(`select[name="${name}"]`)!
  async function choose(el: HTMLElement, name: string, value: string) {
    const node = select(el, name)
    node.value = value
    node.dispatchEvent(new Event('change', { bubbles: true }))
    await settle(0)
  }
  const fileInput = (el: HTMLElement) =>
    root(el).querySelector<HTMLInputElement>('input[type="file"]')
  async function attach(el: HTMLElement, file: File) {
    const input = await waitFor(() => fileInput(el))
    const transfer = new DataTransfer()
    transfer.items.add(file)
    input.files = transfer.files
    input.dispatchEvent(new Event('change', { bubbles: true }))
  }
  const dialog = (el: HTMLElement) =>
    waitFor(() => root(el).querySelector<HTMLDialogElement>('dialog[open]'))
  const calls = (method: string, fragment: string) =>
    api.calls.filter((c) => c.method === method && c.path.includes(fragment))
  async function fillAll(el: HTMLElement, values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) await fill(await field(el, label), value)
  }

  const CHECK_VALUES = {
    'Pay to': 'Pat Lee',
    'Street address': '350 Fifth Avenue, Suite 5',
    City: 'New York',
    State: 'NY',
    'Zip code': '10118',
    Country: 'United States',
  }
  const ACH_VALUES = {
    'Bank name': 'First Demo Bank',
    'Account/company name': 'Pat Lee',
    'Routing number': '021000021',
    'Account number': '000123456789',
  }
  const WIRE_VALUES = {
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

  // ---------------------------------------------------------------- PAY-01

  it('shows only the moved notice when new-portal-url is set (PAY-01)', async () => {
    const el = tab('', { 'new-portal-url': '#new-payments' })
    await waitForText(el, MOVED)
    expect(accessibilityProblems(root(el))).to.deep.equal([])
    expect(calls('GET', '/paymentinfo')).to.have.length(0)
    findButton(el, 'Go to Payment Information')!.click()
    await waitFor(() => location.hash === '#new-payments')
  })

  it('a mocked session without settings.paymentInfo is sent to /error/403 (ACCT-03)', async () => {
    const el = tab('', { permissions: JSON.stringify(['settings.general']), mocked: '' })
    await waitFor(() => spy.paths().includes('/error/403'))
    await settle()
    expect(text(el)).to.not.contain(EMPTY)
    expect(findButton(el, 'Add Payment Method')).to.equal(null)
  })

  it('unknown sub-pages go to /error/404', async () => {
    tab('/nowhere')
    await waitFor(() => spy.paths().includes('/error/404'))
    tab('/enterinformation/bitcoin')
    await waitFor(() => spy.paths().filter((p) => p === '/error/404').length === 2)
  })

  // ---------------------------------------------------------------- PAY-04/05

  it('with no method saved, the tab opens the empty state and its one action (PAY-04)', async () => {
    const el = tab('')
    await waitFor(() => routeOf(el) === `${BASE}/emptystate`)
    expect(spy.of('pp-navigate')[0]).to.deep.equal({ path: `${BASE}/emptystate`, replace: true })
    await waitForText(el, EMPTY)
    expect(text(el)).to.contain('$1,234.50')
    expect(accessibilityProblems(root(el))).to.deep.equal([])
    ;(await button(el, 'Add Payment Method')).click()
    await waitFor(() => routeOf(el) === `${BASE}/selectmethod`)
  })

  it('lists saved methods with type, preferred flag, last update and the threshold (PAY-05)', async () => {
    methods = [method('m-pp', 'PAYPAL', true), method('m-ck', 'CHECK'), method('m-wire', 'WIRE')]
    const el = tab('')
    await waitFor(() => routeOf(el) === `${BASE}/existingpayments`)
    await waitForText(el, 'Wire transfer')
    const list = rows(el)
    expect(list.map((r) => r.getAttribute('aria-label'))).to.deep.equal([
      'PayPal',
      'Check',
      'Wire transfer',
    ])
    expect(list[0]!.textContent).to.contain('Preferred')
    expect(list[1]!.textContent).to.not.contain('Preferred')
    expect(list[0]!.textContent).to.match(/Last updated Mar 4, 2026/)
    expect(text(el)).to.contain('Payout minimum threshold: $1,234.50')
    expect(findButton(el, 'Add Payment Method')).to.not.equal(null)
    expect(findLink(el, 'View Check')!.getAttribute('href')).to.equal(
      `${BASE}/enterinformation/check/m-ck`,
    )
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('offers Add Payment Method only below 4 methods, and closes adding at 4', async () => {
    methods = ['a', 'b', 'c', 'd'].map((id) => method(id, 'PAYPAL'))
    const el = tab('/existingpayments')
    await waitFor(() => rows(el).length === 4)
    expect(findButton(el, 'Add Payment Method')).to.equal(null)
    el.setAttribute('route', `${BASE}/selectmethod`)
    await waitFor(() => spy.paths().includes(`${BASE}/existingpayments`))
    el.setAttribute('route', `${BASE}/enterinformation/paypal`)
    await waitFor(() => spy.paths().filter((p) => p === `${BASE}/existingpayments`).length === 2)
  })

  it('the empty state and the list send each other along with the data', async () => {
    methods = [method('m-pp', 'PAYPAL')]
    const el = tab('/emptystate')
    await waitFor(() => routeOf(el) === `${BASE}/existingpayments`)
    methods = []
    const other = tab('/existingpayments')
    await waitFor(() => routeOf(other) === `${BASE}/emptystate`)
    expect(el).to.not.equal(other)
  })

  it('makes a method preferred from the list: asks when another is preferred (PAY-16)', async () => {
    methods = [method('m-pp', 'PAYPAL', true), method('m-ach', 'ACH')]
    const el = tab('/existingpayments')
    ;(await button(el, 'Make ACH / direct deposit preferred')).click()
    const open = await dialog(el)
    expect(open.textContent).to.contain(ASK)
    expect(open.textContent).to.contain(INFO)
    expect(findButton(open, 'Cancel')).to.not.equal(null)
    findButton(open, 'Make Preferred')!.click()
    await waitForText(el, 'Your information has been saved successfully')
    expect(calls('PUT', '/paymentinfo/ach/m-ach/preferred')).to.have.length(1)
    await waitFor(() => findButton(el, 'Make PayPal preferred'))
    expect(findButton(el, 'Make ACH / direct deposit preferred')).to.equal(null)
  })

  it('with no preferred method, Make preferred saves at once; a failure says so', async () => {
    methods = [method('m-pp', 'PAYPAL')]
    replies.preferred = { status: 500, body: { error: { code: 'x', message: 'x', fields: [] } } }
    const el = tab('/existingpayments')
    ;(await button(el, 'Make PayPal preferred')).click()
    await waitForText(el, 'Woops, something wrong. Please try again later.')
    expect(root(el).querySelector('dialog[open]')).to.equal(null)
  })

  // ---------------------------------------------------------------- PAY-06

  it('selectmethod preselects PayPal when nothing is saved (PAY-06)', async () => {
    const el = tab('/selectmethod')
    const paypal = await waitFor(() =>
      root(el).querySelector<HTMLInputElement>('input[value="PAYPAL"]'),
    )
    expect(paypal.checked).to.equal(true)
    expect(text(el)).to.contain('US only')
    expect(text(el)).to.contain('International')
    expect(accessibilityProblems(root(el))).to.deep.equal([])
    ;(await button(el, 'Continue')).click()
    await waitFor(() => routeOf(el) === `${BASE}/enterinformation/paypal`)
  })

  it('with a method saved nothing is selected, and Continue asks for a choice (PAY-06)', async () => {
    methods = [method('m-pp', 'PAYPAL')]
    const el = tab('/selectmethod')
    await waitFor(() => root(el).querySelector('input[value="WIRE"]'))
    const radios = Array.from(root(el).querySelectorAll<HTMLInputElement>('input[type="radio"]'))
    expect(radios.map((r) => r.value)).to.deep.equal(['PAYPAL', 'CHECKS', 'ACH', 'WIRE'])
    expect(radios.some((r) => r.checked)).to.equal(false)
    ;(await button(el, 'Continue')).click()
    await waitForText(el, SELECT_TYPE)
    expect(routeOf(el)).to.equal(`${BASE}/selectmethod`)
    radios[3]!.click()
    await waitFor(() => !text(el).includes(SELECT_TYPE))
    findButton(el, 'Continue')!.click()
    await waitFor(() => routeOf(el) === `${BASE}/enterinformation/wire`)
    await waitForText(el, 'Wire transfer information')
  })

  // ---------------------------------------------------------------- PAY-07/08, PAY-15, PAY-18

  it('PayPal: the user-name rule, then a JSON save, refresh and the list (PAY-08, PAY-15)', async () => {
    const el = tab('/enterinformation/paypal')
    const name = await field(el, 'PayPal user name')
    ;(await button(el, 'Save')).click()
    await waitFor(() => alerts(el).length === 1)
    expect(alerts(el)).to.deep.equal(['You need to enter a valid Paypal user name'])
    expect(name.getAttribute('aria-invalid')).to.equal('true')
    for (const bad of ['a', ' payouts', 'x'.repeat(151), '\tpay']) {
      await fill(name, bad)
      await waitFor(() => alerts(el).length === 1)
    }
    expect(calls('POST', '/paypal')).to.have.length(0)
    await fill(name, 'payouts@pub.example')
    await waitFor(() => alerts(el).length === 0)
    findButton(el, 'Save')!.click()
    await waitFor(() => routeOf(el) === `${BASE}/existingpayments`)
    const [post] = calls('POST', '/paypal')
    expect(post!.contentType).to.contain('application/json')
    expect(JSON.parse(post!.body!)).to.deep.equal({
      paypalUserName: 'payouts@pub.example',
      preferredPayment: false,
    })
    await waitForText(el, 'Your Paypal information has been saved')
    // Both summaries were fetched again: the tab's and the shell's (loadPaymentSummary).
    expect(calls('GET', SUMMARY).length).to.be.at.least(3)
    await waitForText(el, 'PayPal')
  })

  it('guards Save against a double click until a failure re-enables it (PAY-15)', async () => {
    replies.paypal = {
      status: 400,
      body: {
        error: {
          code: 'invalid_input',
          message: 'bad',
          fields: [
            { field: 'paypalUserName', message: 'You need to enter a valid Paypal user name' },
          ],
        },
      },
    }
    const el = tab('/enterinformation/paypal')
    await fill(await field(el, 'PayPal user name'), 'payouts@pub.example')
    const save = await button(el, 'Save')
    save.click()
    save.click()
    root(el).querySelector('form')!.requestSubmit()
    await waitForText(el, 'There was an issue saving your paypal data')
    expect(calls('POST', '/paypal')).to.have.length(1)
    expect(alerts(el)).to.deep.equal(['You need to enter a valid Paypal user name'])
    const again = await button(el, 'Save')
    expect(again.disabled).to.equal(false)
    replies.paypal = null
    again.click()
    await waitFor(() => calls('POST', '/paypal').length === 2)
  })

  it('Check: every rule and message of spec 000 §5 (PAY-09)', async () => {
    const el = tab('/enterinformation/check')
    await field(el, 'Pay to')
    ;(await button(el, 'Save')).click()
    await waitFor(() => alerts(el).length === 7)
    expect(alerts(el)).to.deep.equal([
      'Please enter a valid name',
      'You need to enter a valid address',
      'Please enter a valid city',
      'Please enter a valid state',
      'Please enter a valid zip code',
      'Please enter a valid country',
      'Please upload your W-9 form (PDF).',
    ])
    const cases: Array<[string, string, string]> = [
      ['Pay to', 'Pat Lee 3rd', 'Please enter a valid name'],
      ['Pay to', ' Pat', 'Please enter a valid name'],
      ['Street address', '350 Fifth #5', 'You need to enter a valid address'],
      ['Street address', 'x'.repeat(151), 'You need to enter a valid address'],
      ['City', 'New York 1', 'Please enter a valid city'],
      ['City', 'x'.repeat(51), 'Please enter a valid city'],
      ['State', 'N', 'Please enter a valid state'],
      ['Zip code', '1234567890123', 'Please enter a valid zip code'],
      ['Zip code', ' 10118', 'Please enter a valid zip code'],
      ['Country', 'U$A', 'Please enter a valid country'],
    ]
    await fillAll(el, CHECK_VALUES)
    for (const [label, bad, message] of cases) {
      const input = findField(el, label)!
      await fill(input, bad)
      await waitFor(() => errorOf(el, label) === message)
      await fill(input, CHECK_VALUES[label as keyof typeof CHECK_VALUES])
      await waitFor(() => errorOf(el, label) === null)
    }
    expect(FakeXHR.sent).to.have.length(0)
  })

  it('ACH: every rule and message, then a form-data save with the W-9 (PAY-10, PAY-18)', async () => {
    const el = tab('/enterinformation/ach')
    await field(el, 'Bank name')
    ;(await button(el, 'Save')).click()
    await waitFor(() => alerts(el).length === 6)
    expect(alerts(el)).to.deep.equal([
      'Please choose an account type',
      'Please enter a valid bank name',
      'Please enter a valid account/company name',
      'Please enter a valid routing number',
      'Please enter a valid account number',
      'Please upload your W-9 form (PDF).',
    ])
    expect(
      Array.from(select(el, 'bankAccountType').options)
        .map((o) => o.value)
        .filter(Boolean),
    ).to.deep.equal([
      'BUSINESS_CHECKING',
      'BUSINESS_SAVINGS',
      'PERSONAL_CHECKING',
      'PERSONAL_SAVINGS',
    ])
    await choose(el, 'bankAccountType', 'BUSINESS_SAVINGS')
    await fillAll(el, ACH_VALUES)
    const cases: Array<[string, string, string]> = [
      ['Bank name', 'B', 'Please enter a valid bank name'],
      ['Bank name', ' Bank', 'Please enter a valid bank name'],
      ['Account/company name', 'x'.repeat(151), 'Please enter a valid account/company name'],
      ['Routing number', '0210$21', 'Please enter a valid routing number'],
      ['Account number', '1234/5678', 'Please enter a valid account number'],
    ]
    for (const [label, bad, message] of cases) {
      const input = findField(el, label)!
      await fill(input, bad)
      await waitFor(() => errorOf(el, label) === message)
      await fill(input, ACH_VALUES[label as keyof typeof ACH_VALUES])
    }
    await attach(el, pdfFile('my w9.pdf'))
    await waitForText(el, 'my w9.pdf')
    await waitFor(() => alerts(el).length === 0)
    FakeXHR.reply = savedAs('ACH')
    findButton(el, 'Save')!.click()
    await waitFor(() => routeOf(el) === `${BASE}/existingpayments`)
    await waitForText(el, 'We saved your direct deposit information!!!')
    const [sent] = FakeXHR.sent
    expect(sent!.method).to.equal('POST')
    expect(sent!.url).to.equal(`/api/accounts/accounts/${ACCOUNT}/paymentinfo/ach`)
    expect(sent!.withCredentials).to.equal(true)
    expect(Object.fromEntries([...sent!.body.entries()].filter(([k]) => k !== 'w9'))).to.deep.equal(
      {
        bankAccountType: 'BUSINESS_SAVINGS',
        bankName: 'First Demo Bank',
        accountName: 'Pat Lee',
        routingCode: '021000021',
        accountNumber: '000123456789',
        preferredPayment: 'false',
      },
    )
    expect((sent!.body.get('w9') as File).name).to.equal('my w9.pdf')
  })

  it('Wire: every rule and message; the business type picks the form and clears it (PAY-11/12)', async () => {
    const el = tab('/enterinformation/wire')
    await field(el, 'SWIFT')
    expect(fileInput(el)).to.equal(null)
    ;(await button(el, 'Save')).click()
    await waitFor(() => alerts(el).length === 10)
    expect(alerts(el)).to.deep.equal([
      'Please choose a business type',
      'Please enter a valid bank name',
      'Please enter a valid account/company name',
      'You need to enter a valid address',
      'Please enter a valid city',
      'Please enter a valid state',
      'Please enter a valid zip code',
      'Please enter a valid country',
      'Please enter a valid SWIFT',
      'Please enter a valid IBAN',
    ])
    await choose(el, 'businessType', 'INTERNATIONAL_CORPORATION')
    await waitForText(el, 'W-8BEN-E form')
    await fillAll(el, WIRE_VALUES)
    const cases: Array<[string, string, string]> = [
      ['Bank street address', '12 Rue; Paris', 'You need to enter a valid address'],
      ['Bank city', 'Paris 2', 'Please enter a valid city'],
      ['Bank state/region', 'Region 7', 'Please enter a valid state'],
      ['Bank zip code', 'X', 'Please enter a valid zip code'],
      ['Bank country', 'France=FR', 'Please enter a valid country'],
      ['SWIFT', 'B'.repeat(21), 'Please enter a valid SWIFT'],
      ['SWIFT', ' BNPAFRPP', 'Please enter a valid SWIFT'],
      ['IBAN', 'FR76_3000', 'Please enter a valid IBAN'],
    ]
    for (const [label, bad, message] of cases) {
      const input = findField(el, label)!
      await fill(input, bad)
      await waitFor(() => errorOf(el, label) === message)
      await fill(input, WIRE_VALUES[label as keyof typeof WIRE_VALUES])
    }
    await attach(el, pdfFile('corp.pdf'))
    await waitForText(el, 'corp.pdf')
    // PAY-11: another business type clears the attached form and needs the W-8BEN.
    await choose(el, 'businessType', 'INTERNATIONAL_VENDOR')
    await waitForText(el, 'W-8BEN form')
    expect(text(el)).to.not.contain('corp.pdf')
    await waitFor(() => alerts(el).includes('Please upload your W-8BEN form (PDF).'))
    await attach(el, pdfFile('vendor.pdf'))
    await waitForText(el, 'vendor.pdf')
    FakeXHR.reply = savedAs('WIRE')
    let release!: () => void
    FakeXHR.gate = new Promise((done) => (release = done))
    findButton(el, 'Save')!.click()
    // Upload progress is shown while the form goes out.
    const bar = await waitFor(() => root(el).querySelector('[role="progressbar"]'))
    expect(bar.getAttribute('aria-valuenow')).to.equal('40')
    expect(text(el)).to.contain('Uploading… 40%')
    expect(findButton(el, 'Saving…')!.disabled).to.equal(true)
    release()
    await waitForText(el, 'You have saved your wire transfer information')
    const [sent] = FakeXHR.sent
    expect(sent!.body.get('businessType')).to.equal('INTERNATIONAL_VENDOR')
    expect((sent!.body.get('w8BEN') as File).name).to.equal('vendor.pdf')
    expect(sent!.body.has('w8BENE')).to.equal(false)
    expect(sent!.body.get('iban')).to.equal('FR76 3000 6000')
  })

  it('tax form: a non-PDF (by content) and a file over 5 MB are refused (PAY-13)', async () => {
    const el = tab('/enterinformation/check')
    await fillAll(el, CHECK_VALUES)
    await attach(el, new File(['MZ not a pdf'], 'renamed.pdf', { type: 'application/pdf' }))
    await waitFor(() => alerts(el).includes(NOT_PDF))
    expect(fileInput(el)!.getAttribute('aria-invalid')).to.equal('true')
    expect(text(el)).to.not.contain('renamed.pdf')
    await attach(el, pdfFile('big.pdf', 6 * 1024 * 1024))
    await waitFor(() => alerts(el).includes(TOO_LARGE))
    findButton(el, 'Save')!.click()
    await settle()
    expect(FakeXHR.sent).to.have.length(0)
    await attach(el, pdfFile('ok.pdf'))
    await waitFor(() => alerts(el).length === 0)
    expect(text(el)).to.contain('ok.pdf')
  })

  it('Check: uses the account address, and a failure keeps the form with its messages (PAY-18)', async () => {
    FakeXHR.reply = () => ({
      status: 400,
      body: {
        error: {
          code: 'invalid_input',
          message: 'bad',
          fields: [{ field: 'w9', message: NOT_PDF }],
        },
      },
    })
    const el = tab('/enterinformation/check')
    await fill(await field(el, 'Pay to'), 'Pat Lee')
    root(el).querySelector<HTMLInputElement>('input[name="defaultAddress"]')!.click()
    await waitFor(() => findField(el, 'City')!.value === 'New York')
    expect(findField(el, 'Street address')!.value).to.equal('350 Fifth Avenue')
    expect(findField(el, 'State')!.value).to.equal('NY')
    expect(findField(el, 'City')!.readOnly).to.equal(true)
    await attach(el, pdfFile())
    await waitForText(el, 'w9.pdf')
    findButton(el, 'Save')!.click()
    await waitForText(el, 'We could not process your check information')
    expect(alerts(el)).to.deep.equal([NOT_PDF])
    expect(FakeXHR.sent[0]!.body.get('defaultAddress')).to.equal('true')
    expect(routeOf(el)).to.equal(`${BASE}/enterinformation/check`)
    expect(findButton(el, 'Save')!.disabled).to.equal(false)
  })

  // ---------------------------------------------------------------- PAY-14

  it('an existing method opens read-only; Edit makes it editable; Save puts it (PAY-14)', async () => {
    methods = [method('m-ach', 'ACH')]
    const el = tab('/enterinformation/ach/m-ach')
    const bank = await field(el, 'Bank name')
    await waitFor(() => bank.value === 'First Demo Bank')
    expect(calls('GET', '/paymentinfo/ach/m-ach')).to.have.length(1)
    expect(bank.readOnly).to.equal(true)
    expect(select(el, 'bankAccountType').disabled).to.equal(true)
    expect(select(el, 'bankAccountType').value).to.equal('PERSONAL_SAVINGS')
    expect(findButton(el, 'Save')).to.equal(null)
    expect(fileInput(el)).to.equal(null)
    // PAY-13: the stored form's name, update time and link.
    const link = findLink(el, 'my-w9.pdf')!
    expect(link.getAttribute('href')).to.equal('/api/accounts/paymentinfo/ach/m-ach/taxform')
    expect(text(el)).to.match(/Updated Mar 1, 2026/)
    expect(accessibilityProblems(root(el))).to.deep.equal([])
    ;(await button(el, 'Edit')).click()
    await waitFor(() => !findField(el, 'Bank name')!.readOnly)
    await fill(findField(el, 'Bank name')!, 'Second Demo Bank')
    FakeXHR.reply = () => ({ status: 200, body: {} })
    findButton(el, 'Save')!.click()
    await waitForText(el, 'We saved your direct deposit information!!!')
    const [sent] = FakeXHR.sent
    expect(sent!.method).to.equal('PUT')
    expect(sent!.url).to.equal('/api/accounts/paymentinfo/ach/m-ach')
    expect(sent!.body.get('bankName')).to.equal('Second Demo Bank')
    // The stored W-9 is kept: no new file part.
    expect(sent!.body.has('w9')).to.equal(false)
    await waitFor(() => routeOf(el) === `${BASE}/existingpayments`)
  })

  it('a method that is not found sends the page to /error/404 (PAY-14)', async () => {
    replies.detail = {
      status: 404,
      body: { error: { code: 'not_found', message: 'x', fields: [] } },
    }
    tab('/enterinformation/paypal/m-nope')
    await waitFor(() => spy.paths().includes('/error/404'))
  })

  it('a failed load shows the network message (PAY-14)', async () => {
    replies.detail = { status: 500, body: { error: { code: 'x', message: 'x', fields: [] } } }
    const el = tab('/enterinformation/paypal/m-pp')
    await waitFor(() => alerts(el).includes(NETWORK))
  })

  // ---------------------------------------------------------------- PAY-16

  it('asks to make a new method preferred when another is; each answer saves once (PAY-16)', async () => {
    methods = [method('m-ach', 'ACH', true)]
    const el = tab('/enterinformation/paypal')
    await fill(await field(el, 'PayPal user name'), 'payouts@pub.example')
    ;(await button(el, 'Save')).click()
    const open = await dialog(el)
    expect(open.textContent).to.contain(ASK)
    expect(open.textContent).to.contain(INFO)
    expect(accessibilityProblems(root(el))).to.deep.equal([])
    expect(calls('POST', '/paypal')).to.have.length(0)
    findButton(open, 'Save Without Changing')!.click()
    await waitFor(() => calls('POST', '/paypal').length === 1)
    expect(JSON.parse(calls('POST', '/paypal')[0]!.body!).preferredPayment).to.equal(false)

    methods = [method('m-ach', 'ACH', true)]
    const second = tab('/enterinformation/paypal')
    await fill(await field(second, 'PayPal user name'), 'payouts@pub.example')
    ;(await button(second, 'Save')).click()
    findButton(await dialog(second), 'Make Preferred')!.click()
    await waitFor(() => calls('POST', '/paypal').length === 2)
    expect(JSON.parse(calls('POST', '/paypal')[1]!.body!).preferredPayment).to.equal(true)
  })

  it('no dialog when the form already asks to be preferred, or nothing is preferred (PAY-16)', async () => {
    methods = [method('m-ach', 'ACH', true)]
    const el = tab('/enterinformation/paypal')
    await fill(await field(el, 'PayPal user name'), 'payouts@pub.example')
    root(el).querySelector<HTMLInputElement>('input[name="preferredPayment"]')!.click()
    await waitForText(el, INFO)
    ;(await button(el, 'Save')).click()
    await waitFor(() => calls('POST', '/paypal').length === 1)
    expect(JSON.parse(calls('POST', '/paypal')[0]!.body!).preferredPayment).to.equal(true)
    expect(root(el).querySelector('dialog[open]')).to.equal(null)
  })

  // ---------------------------------------------------------------- PAY-17

  it('Back with unsaved edits asks; Stay keeps the form, Leave goes back (PAY-17)', async () => {
    const el = tab('/enterinformation/paypal')
    ;(await button(el, 'Back')).click()
    await waitFor(() => routeOf(el) === `${BASE}/selectmethod`)
    el.setAttribute('route', `${BASE}/enterinformation/paypal`)
    const name = await field(el, 'PayPal user name')
    await fill(name, 'half typed')
    findButton(el, 'Back')!.click()
    const open = await dialog(el)
    expect(open.textContent).to.contain(LEAVE)
    findButton(open, 'Stay')!.click()
    await waitFor(() => !root(el).querySelector('dialog[open]'))
    expect(routeOf(el)).to.equal(`${BASE}/enterinformation/paypal`)
    expect(findField(el, 'PayPal user name')!.value).to.equal('half typed')
    findButton(el, 'Back')!.click()
    findButton(await dialog(el), 'Leave')!.click()
    await waitFor(() => routeOf(el) === `${BASE}/selectmethod`)
  })
})
