// pp-account-settings, Payment Information tab: how it opens (PAY-01 moved notice, ACCT-03
// permission, unknown sub-pages) and its two landing screens, emptystate (PAY-04) and
// existingpayments (PAY-05, the 4-method limit, making a method preferred from the list, PAY-16).
// Fixtures and the fake API in payment-fixtures.ts; the test follows pp-navigate as a host does.
import { expect } from '@esm-bundle/chai'
import { build, ready, root, text, waitFor, waitForText } from './page'
import { accessibilityProblems, button, findButton, findField, findLink } from './queries'
import {
  ASK,
  BASE,
  dialog,
  EMPTY,
  INFO,
  LIST,
  method,
  MOVED,
  paymentTab,
  routeOf,
  rows,
} from './payment-fixtures'

describe(`pp-account-settings Payment Information tab, list screens (${build})`, () => {
  const pay = paymentTab()

  // ---------------------------------------------------------------- PAY-01, ACCT-03, unknown pages

  it('shows only the moved notice when new-portal-url is set (PAY-01)', async () => {
    const el = pay.tab('', { 'new-portal-url': '#new-payments' })
    await waitForText(el, MOVED)
    expect(accessibilityProblems(root(el))).to.deep.equal([])
    expect(pay.calls('GET', '/paymentinfo')).to.have.length(0)
    findButton(el, 'Go to Payment Information')!.click()
    await waitFor(() => location.hash === '#new-payments')
  })

  it('a mocked session without settings.paymentInfo is sent to /error/403 (ACCT-03)', async () => {
    const el = pay.tab('', { permissions: JSON.stringify(['settings.general']), mocked: '' })
    await waitFor(() => pay.spy.paths().includes('/error/403'))
    // Its first render is committed and its mount effects have run.
    await ready(el)
    expect(text(el)).to.not.contain(EMPTY)
    expect(findButton(el, 'Add Payment Method')).to.equal(null)
  })

  it('unknown sub-pages go to /error/404', async () => {
    pay.tab('/nowhere')
    await waitFor(() => pay.spy.paths().includes('/error/404'))
    pay.tab('/enterinformation/bitcoin')
    await waitFor(() => pay.spy.paths().filter((p) => p === '/error/404').length === 2)
  })

  // ---------------------------------------------------------------- PAY-04/05, PAY-16

  it('with no method saved, the tab opens the empty state and its one action (PAY-04)', async () => {
    const el = pay.tab('')
    await waitFor(() => routeOf(el) === `${BASE}/emptystate`)
    expect(pay.spy.of('pp-navigate')[0]).to.deep.equal({
      path: `${BASE}/emptystate`,
      replace: true,
    })
    await waitForText(el, EMPTY)
    expect(text(el)).to.contain('$1,234.50')
    expect(accessibilityProblems(root(el))).to.deep.equal([])
    ;(await button(el, 'Add Payment Method')).click()
    await waitFor(() => routeOf(el) === `${BASE}/selectmethod`)
  })

  it('lists saved methods with type, preferred flag, last update and the threshold (PAY-05)', async () => {
    pay.methods = [
      method('m-pp', 'PAYPAL', true),
      method('m-ck', 'CHECK'),
      method('m-wire', 'WIRE'),
    ]
    const el = pay.tab('')
    await waitFor(() => routeOf(el) === LIST)
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
    // The time carries its zone (review finding).
    expect(list[0]!.textContent).to.match(/Last updated Mar 4, 2026, \d{1,2}:\d\d [AP]M \S+/)
    expect(text(el)).to.contain('Payout minimum threshold: $1,234.50')
    expect(findButton(el, 'Add Payment Method')).to.not.equal(null)
    expect(findLink(el, 'View Check')!.getAttribute('href')).to.equal(
      `${BASE}/enterinformation/check/m-ck`,
    )
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('tells saved methods apart: PayPal user name, payee, bank and masked account (issue 7)', async () => {
    pay.methods = [
      method('m-pp1', 'PAYPAL', true, { paypalUserName: 'payouts@demo.test' }),
      method('m-pp2', 'PAYPAL', false, { paypalUserName: 'finance@demo.test' }),
      method('m-ach', 'ACH', false, { bankName: 'First Demo Bank', accountEnding: '6789' }),
      method('m-ck', 'CHECKS', false, { payTo: 'Pat Lee' }),
    ]
    const el = pay.tab('/existingpayments')
    await waitFor(() => rows(el).length === 4)
    const list = rows(el)
    expect(list.map((r) => r.getAttribute('aria-label'))).to.deep.equal([
      'PayPal',
      'PayPal',
      'ACH / direct deposit',
      'Check',
    ])
    expect(list[0]!.textContent).to.contain('payouts@demo.test')
    expect(list[1]!.textContent).to.contain('finance@demo.test')
    // Shown masked, and spoken as words rather than four bullets.
    const shown = list[2]!.querySelector('[aria-hidden="true"]')!
    expect(shown.textContent).to.equal('First Demo Bank · •••• 6789')
    expect(list[2]!.textContent).to.contain('First Demo Bank, account ending in 6789')
    expect(list[3]!.textContent).to.contain('Pay to Pat Lee')
    // Two PayPal methods: their controls have different names.
    expect(findLink(el, 'View PayPal (payouts@demo.test)')).to.not.equal(null)
    expect(findLink(el, 'View PayPal (finance@demo.test)')).to.not.equal(null)
    expect(findLink(el, 'View Check (Pay to Pat Lee)')!.getAttribute('href')).to.equal(
      `${BASE}/enterinformation/check/m-ck`,
    )
    expect(findButton(el, 'Make PayPal preferred (payouts@demo.test)')).to.equal(null)
    findButton(
      el,
      'Make ACH / direct deposit preferred (First Demo Bank, account ending in 6789)',
    )!.click()
    const open = await dialog(el)
    expect(open.textContent).to.contain(
      'make ACH / direct deposit (First Demo Bank, account ending in 6789) your preferred',
    )
    findButton(open, 'Cancel')!.click()
    await waitFor(() => root(el).querySelector('dialog[open]') === null)
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('offers Add Payment Method only below 4 methods, and closes adding at 4', async () => {
    pay.methods = ['a', 'b', 'c', 'd'].map((id) => method(id, 'PAYPAL'))
    const el = pay.tab('/existingpayments')
    await waitFor(() => rows(el).length === 4)
    expect(findButton(el, 'Add Payment Method')).to.equal(null)
    const toList = () => pay.spy.paths().filter((p) => p === LIST).length
    for (const page of ['/selectmethod', '/enterinformation/paypal']) {
      const asked = toList()
      el.setAttribute('route', `${BASE}${page}`)
      // One replacing pp-navigate to the list, followed by the host and the list shown again,
      // before the next page: the host's follow must not land after the next route.
      await waitFor(() => toList() === asked + 1 && routeOf(el) === LIST && rows(el).length === 4)
    }
    expect(pay.spy.of('pp-navigate')).to.deep.equal([
      { path: LIST, replace: true },
      { path: LIST, replace: true },
    ])
  })

  it('each page closed at 4 methods asks for the list, even before the host follows (PAY-05)', async () => {
    pay.methods = ['a', 'b', 'c', 'd'].map((id) => method(id, 'PAYPAL'))
    pay.following = false
    const el = pay.tab('/selectmethod')
    await waitFor(() => pay.spy.paths().length === 1)
    // The host has not moved the element yet; a form closed at 4 must still ask on its own.
    el.setAttribute('route', `${BASE}/enterinformation/paypal`)
    await waitFor(() => pay.spy.paths().length === 2)
    expect(pay.spy.paths()).to.deep.equal([LIST, LIST])
    expect(findField(el, 'PayPal user name')).to.equal(null)
  })

  it('the empty state and the list send each other along with the data', async () => {
    pay.methods = [method('m-pp', 'PAYPAL')]
    const el = pay.tab('/emptystate')
    await waitFor(() => routeOf(el) === LIST)
    pay.methods = []
    const other = pay.tab('/existingpayments')
    await waitFor(() => routeOf(other) === `${BASE}/emptystate`)
    expect(el).to.not.equal(other)
  })

  it('makes a method preferred from the list: asks when another is preferred (PAY-16)', async () => {
    pay.methods = [method('m-pp', 'PAYPAL', true), method('m-ach', 'ACH')]
    const el = pay.tab('/existingpayments')
    ;(await button(el, 'Make ACH / direct deposit preferred')).click()
    const open = await dialog(el)
    expect(open.textContent).to.contain(ASK)
    expect(open.textContent).to.contain(INFO)
    expect(findButton(open, 'Cancel')).to.not.equal(null)
    findButton(open, 'Make Preferred')!.click()
    await waitForText(el, 'Your information has been saved successfully')
    expect(pay.calls('PUT', '/paymentinfo/ach/m-ach/preferred')).to.have.length(1)
    await waitFor(() => findButton(el, 'Make PayPal preferred'))
    expect(findButton(el, 'Make ACH / direct deposit preferred')).to.equal(null)
  })

  it('with no preferred method, Make preferred saves at once; a failure says so', async () => {
    pay.methods = [method('m-pp', 'PAYPAL')]
    pay.replies.preferred = {
      status: 500,
      body: { error: { code: 'x', message: 'x', fields: [] } },
    }
    const el = pay.tab('/existingpayments')
    ;(await button(el, 'Make PayPal preferred')).click()
    await waitForText(el, 'Woops, something wrong. Please try again later.')
    expect(root(el).querySelector('dialog[open]')).to.equal(null)
  })
})
