// pp-account-settings, Payment Information tab: the form's two questions, the preferred-method
// dialog (PAY-16) and the unsaved-changes dialog on Back (PAY-17). Fixtures in
// payment-fixtures.ts.
import { expect } from '@esm-bundle/chai'
import { root, waitFor, waitForText } from './page'
import { accessibilityProblems, button, field, fill, findButton, findField } from './queries'
import {
  ASK,
  BASE,
  describePayment,
  dialog,
  dialogClosed,
  INFO,
  LEAVE,
  method,
  reachesList,
  routeOf,
} from './payment-fixtures'

/** The saved method that is already preferred when the new one is made. */
const PREFERRED = method('m-ach', 'ACH', true)

describePayment('form dialogs', (pay) => {
  // ---------------------------------------------------------------- PAY-16

  it('asks to make a new method preferred when another is; each answer saves once (PAY-16)', async () => {
    pay.methods = [PREFERRED]
    const el = await pay.paypalForm()
    ;(await button(el, 'Save')).click()
    const open = await dialog(el)
    expect(open.textContent).to.contain(ASK)
    expect(open.textContent).to.contain(INFO)
    expect(accessibilityProblems(root(el))).to.deep.equal([])
    expect(pay.calls('POST', '/paypal')).to.have.length(0)
    findButton(open, 'Save Without Changing')!.click()
    // The whole save: the POST, both summaries again, and the host moving to the list. The next
    // element starts only then, so no part of this save can reach it.
    await reachesList(el)
    expect(pay.paypalPosts().map((p) => p.preferredPayment)).to.deep.equal([false])
    el.remove()

    pay.methods = [PREFERRED]
    const second = await pay.paypalForm()
    ;(await button(second, 'Save')).click()
    findButton(await dialog(second), 'Make Preferred')!.click()
    await reachesList(second)
    expect(pay.paypalPosts().map((p) => p.preferredPayment)).to.deep.equal([false, true])
  })

  it('no dialog when the form already asks to be preferred, or nothing is preferred (PAY-16)', async () => {
    pay.methods = [PREFERRED]
    const el = await pay.paypalForm()
    root(el).querySelector<HTMLInputElement>('input[name="preferredPayment"]')!.click()
    await waitForText(el, INFO)
    ;(await button(el, 'Save')).click()
    await reachesList(el)
    expect(pay.paypalPosts().map((p) => p.preferredPayment)).to.deep.equal([true])
    expect(root(el).querySelector('dialog[open]')).to.equal(null)
  })

  // ---------------------------------------------------------------- PAY-17

  it('Back with unsaved edits asks; Stay keeps the form, Leave goes back (PAY-17)', async () => {
    const el = pay.tab('/enterinformation/paypal')
    ;(await button(el, 'Back')).click()
    await waitFor(() => routeOf(el) === `${BASE}/selectmethod`)
    await button(el, 'Continue')
    el.setAttribute('route', `${BASE}/enterinformation/paypal`)
    const name = await field(el, 'PayPal user name')
    await fill(name, 'half typed')
    findButton(el, 'Back')!.click()
    const open = await dialog(el)
    expect(open.textContent).to.contain(LEAVE)
    // No field or control in its text, and its primary action discards: it opens on Stay, so
    // Enter keeps the edits (not on × nor on Leave).
    await waitFor(() => root(el).activeElement === findButton(open, 'Stay'))
    findButton(open, 'Stay')!.click()
    await dialogClosed(el)
    expect(routeOf(el)).to.equal(`${BASE}/enterinformation/paypal`)
    expect(findField(el, 'PayPal user name')!.value).to.equal('half typed')
    findButton(el, 'Back')!.click()
    findButton(await dialog(el), 'Leave')!.click()
    await waitFor(() => routeOf(el) === `${BASE}/selectmethod`)
  })

  it('a tab or link away from unsaved edits asks too; the page unload is held while they last (PAY-17)', async () => {
    pay.methods = [PREFERRED]
    const el = await pay.paypalForm('half typed', {
      permissions: JSON.stringify(['settings.general', 'settings.paymentInfo']),
    })
    const general = () =>
      Array.from(root(el).querySelectorAll('nav a')).find((a) => a.textContent === 'General')!
    ;(general() as HTMLAnchorElement).click()
    const open = await dialog(el)
    expect(open.textContent).to.contain(LEAVE)
    expect(open.textContent).to.contain('The changes you made to this payment method will be lost.')
    const unload = new Event('beforeunload', { cancelable: true })
    dispatchEvent(unload)
    expect(unload.defaultPrevented).to.equal(true)
    findButton(open, 'Stay')!.click()
    await dialogClosed(el)
    expect(routeOf(el)).to.equal(`${BASE}/enterinformation/paypal`)
    expect(findField(el, 'PayPal user name')!.value).to.equal('half typed')
    ;(general() as HTMLAnchorElement).click()
    expect(pay.spy.paths()).not.to.include('/dashboard/account/general')
    findButton(await dialog(el), 'Leave')!.click()
    await waitFor(() => pay.spy.paths().includes('/dashboard/account/general'))
  })
})
