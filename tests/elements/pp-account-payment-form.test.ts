// pp-account-settings, Payment Information tab: the enterinformation form of a new PayPal or
// check method (spec 000 §5 rules, PAY-08/09, the W-9 checks of PAY-13, the Save guard of PAY-15
// and the PAY-18 messages). JSON calls go through a fetch stub, uploads through the fake XHR of
// payment-fixtures.ts.
import { expect } from '@esm-bundle/chai'
import { FakeXHR } from './fake-xhr'
import { root, text, waitFor, waitForText } from './page'
import { button, field, fill, findButton, findField } from './queries'
import {
  alerts,
  attach,
  attachPdf,
  BASE,
  CHECK_VALUES,
  describePayment,
  expectRules,
  expectSaveRefused,
  fileInput,
  fillAll,
  NOT_PDF,
  pdfFile,
  reachesList,
  refused,
  routeOf,
  SUMMARY,
  TOO_LARGE,
} from './payment-fixtures'

const BAD_NAME = 'You need to enter a valid Paypal user name'

describePayment('form, PayPal and check', (pay) => {
  // ---------------------------------------------------------------- PAY-08/09, PAY-13, PAY-15, PAY-18

  it('PayPal: the user-name rule, then a JSON save, refresh and the list (PAY-08, PAY-15)', async () => {
    const el = pay.tab('/enterinformation/paypal')
    const name = await field(el, 'PayPal user name')
    await expectSaveRefused(el, [BAD_NAME])
    expect(name.getAttribute('aria-invalid')).to.equal('true')
    for (const bad of ['a', ' payouts', 'x'.repeat(151), '\tpay']) {
      await fill(name, bad)
      await waitFor(() => alerts(el).length === 1)
    }
    expect(pay.calls('POST', '/paypal')).to.have.length(0)
    await fill(name, 'payouts@pub.example')
    await waitFor(() => alerts(el).length === 0)
    findButton(el, 'Save')!.click()
    await reachesList(el)
    expect(pay.calls('POST', '/paypal')[0]!.contentType).to.contain('application/json')
    expect(pay.paypalPosts()).to.deep.equal([
      { paypalUserName: 'payouts@pub.example', preferredPayment: false },
    ])
    await waitForText(el, 'Your Paypal information has been saved')
    // Both summaries were fetched again: the tab's and the shell's (loadPaymentSummary).
    expect(pay.calls('GET', SUMMARY).length).to.be.at.least(3)
    await waitForText(el, 'PayPal')
  })

  it('guards Save against a double click until a failure re-enables it (PAY-15)', async () => {
    pay.replies.paypal = refused({ paypalUserName: BAD_NAME })
    const el = await pay.paypalForm()
    const save = await button(el, 'Save')
    save.click()
    save.click()
    root(el).querySelector('form')!.requestSubmit()
    await waitForText(el, 'There was an issue saving your paypal data')
    expect(pay.calls('POST', '/paypal')).to.have.length(1)
    expect(alerts(el)).to.deep.equal([BAD_NAME])
    const again = await button(el, 'Save')
    expect(again.disabled).to.equal(false)
    pay.replies.paypal = null
    again.click()
    // The second save goes through whole (list and refresh), so nothing is left in flight.
    await reachesList(el)
    expect(pay.calls('POST', '/paypal')).to.have.length(2)
  })

  it('Check: every rule and message of spec 000 §5 (PAY-09)', async () => {
    const el = pay.tab('/enterinformation/check')
    await field(el, 'Pay to')
    await expectSaveRefused(el, [
      'Please enter a valid name',
      'You need to enter a valid address',
      'Please enter a valid city',
      'Please enter a valid state',
      'Please enter a valid zip code',
      'Please enter a valid country',
      'Please upload your W-9 form (PDF).',
    ])
    await fillAll(el, CHECK_VALUES)
    await expectRules(el, CHECK_VALUES, [
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
    ])
    expect(FakeXHR.sent).to.have.length(0)
  })

  it('tax form: a non-PDF (by content) and a file over 5 MB are refused (PAY-13)', async () => {
    const el = pay.tab('/enterinformation/check')
    await fillAll(el, CHECK_VALUES)
    await attach(el, new File(['MZ not a pdf'], 'renamed.pdf', { type: 'application/pdf' }))
    await waitFor(() => alerts(el).includes(NOT_PDF))
    expect(fileInput(el)!.getAttribute('aria-invalid')).to.equal('true')
    expect(text(el)).to.not.contain('renamed.pdf')
    await attach(el, pdfFile('big.pdf', 6 * 1024 * 1024))
    await waitFor(() => alerts(el).includes(TOO_LARGE))
    ;(root(el).activeElement as HTMLElement | null)?.blur()
    findButton(el, 'Save')!.click()
    // The refused save ends by moving focus to the first invalid field, the file.
    await waitFor(() => root(el).activeElement === fileInput(el))
    expect(FakeXHR.sent).to.have.length(0)
    await attach(el, pdfFile('ok.pdf'))
    await waitFor(() => alerts(el).length === 0)
    expect(text(el)).to.contain('ok.pdf')
  })

  it('Check: uses the account address, and a failure keeps the form with its messages (PAY-18)', async () => {
    FakeXHR.reply = () => refused({ w9: NOT_PDF })
    const el = pay.tab('/enterinformation/check')
    await fill(await field(el, 'Pay to'), 'Pat Lee')
    root(el).querySelector<HTMLInputElement>('input[name="defaultAddress"]')!.click()
    await waitFor(() => findField(el, 'City')!.value === 'New York')
    expect(findField(el, 'Street address')!.value).to.equal('350 Fifth Avenue')
    expect(findField(el, 'State')!.value).to.equal('NY')
    expect(findField(el, 'City')!.readOnly).to.equal(true)
    await attachPdf(el)
    findButton(el, 'Save')!.click()
    await waitForText(el, 'We could not process your check information')
    expect(alerts(el)).to.deep.equal([NOT_PDF])
    expect(FakeXHR.sent[0]!.body.get('defaultAddress')).to.equal('true')
    expect(routeOf(el)).to.equal(`${BASE}/enterinformation/check`)
    expect(findButton(el, 'Save')!.disabled).to.equal(false)
  })
})
