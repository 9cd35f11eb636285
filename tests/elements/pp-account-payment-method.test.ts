// pp-account-settings, Payment Information tab: a saved method at enterinformation/<type>/<id>
// (PAY-14): read-only until Edit, then saved with PUT; a missing method and a failed load.
// Fixtures in payment-fixtures.ts.
import { expect } from '@esm-bundle/chai'
import { FakeXHR } from './fake-xhr'
import { root, text, waitFor, waitForText } from './page'
import {
  accessibilityProblems,
  button,
  field,
  fill,
  findButton,
  findField,
  findLink,
} from './queries'
import { failed } from './fake-api'
import {
  alerts,
  describePayment,
  fileInput,
  method,
  NETWORK,
  reachesList,
  select,
} from './payment-fixtures'
import { paymentCalls } from '../../src/contracts/accounts/payments'
import { pathOf } from './contract-stubs'

describePayment('saved method', (pay) => {
  // ---------------------------------------------------------------- PAY-14

  it('an existing method opens read-only; Edit makes it editable; Save puts it (PAY-14)', async () => {
    pay.methods = [method('m-ach', 'ACH')]
    const el = pay.tab('/enterinformation/ach/m-ach')
    const bank = await field(el, 'Bank name')
    await waitFor(() => bank.value === 'First Demo Bank')
    expect(pay.calls('GET', '/paymentinfo/ach/m-ach')).to.have.length(1)
    expect(bank.readOnly).to.equal(true)
    expect(select(el, 'bankAccountType').disabled).to.equal(true)
    expect(select(el, 'bankAccountType').value).to.equal('PERSONAL_SAVINGS')
    expect(findButton(el, 'Save')).to.equal(null)
    expect(fileInput(el)).to.equal(null)
    // PAY-13: the stored form's name, update time and link.
    const link = findLink(el, 'my-w9.pdf')!
    expect(link.getAttribute('href')).to.equal(
      pathOf(paymentCalls.taxForm, { type: 'ach', methodUUID: 'm-ach' }),
    )
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
    expect(sent!.url).to.equal(pathOf(paymentCalls.method, { type: 'ach', methodUUID: 'm-ach' }))
    expect(sent!.body.get('bankName')).to.equal('Second Demo Bank')
    // The stored W-9 is kept: no new file part.
    expect(sent!.body.has('w9')).to.equal(false)
    await reachesList(el)
  })

  it('a method that is not found sends the page to /error/404 (PAY-14)', async () => {
    pay.replies.detail = failed(404, 'not_found')
    pay.tab('/enterinformation/paypal/m-nope')
    await waitFor(() => pay.spy.paths().includes('/error/404'))
  })

  it('a failed load shows the network message (PAY-14)', async () => {
    pay.replies.detail = failed(500)
    const el = pay.tab('/enterinformation/paypal/m-pp')
    await waitFor(() => alerts(el).includes(NETWORK))
  })
})
