// pp-account-settings, Payment Information tab: the enterinformation form of a new ACH or wire
// method (PAY-10..12): every rule and message, the business type picking the tax form, upload
// progress and the form-data save through the fake XHR of payment-fixtures.ts.
import { expect } from '@esm-bundle/chai'
import { FakeXHR } from './fake-xhr'
import { root, text, waitFor, waitForText } from './page'
import { field, findButton } from './queries'
import {
  ACCOUNT,
  ACH_VALUES,
  alerts,
  attachPdf,
  choose,
  describePayment,
  expectRules,
  expectSaveRefused,
  fileInput,
  fillAll,
  reachesList,
  select,
  WIRE_VALUES,
} from './payment-fixtures'
import { paymentCalls } from '../../src/contracts/accounts/payments'
import { pathOf } from './contract-stubs'

describePayment('form, ACH and wire', (pay) => {
  // ---------------------------------------------------------------- PAY-10..12, PAY-18

  it('ACH: every rule and message, then a form-data save with the W-9 (PAY-10, PAY-18)', async () => {
    const el = pay.tab('/enterinformation/ach')
    await field(el, 'Bank name')
    await expectSaveRefused(el, [
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
    await expectRules(el, ACH_VALUES, [
      ['Bank name', 'B', 'Please enter a valid bank name'],
      ['Bank name', ' Bank', 'Please enter a valid bank name'],
      ['Account/company name', 'x'.repeat(151), 'Please enter a valid account/company name'],
      ['Routing number', '0210$21', 'Please enter a valid routing number'],
      ['Account number', '1234/5678', 'Please enter a valid account number'],
    ])
    await attachPdf(el, 'my w9.pdf')
    await waitFor(() => alerts(el).length === 0)
    FakeXHR.reply = pay.savedAs('ACH')
    findButton(el, 'Save')!.click()
    await reachesList(el)
    await waitForText(el, 'We saved your direct deposit information!!!')
    const [sent] = FakeXHR.sent
    expect(sent!.method).to.equal('POST')
    expect(sent!.url).to.equal(pathOf(paymentCalls.create, { accountUUID: ACCOUNT, type: 'ach' }))
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
    const el = pay.tab('/enterinformation/wire')
    await field(el, 'SWIFT')
    expect(fileInput(el)).to.equal(null)
    await expectSaveRefused(el, [
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
    await expectRules(el, WIRE_VALUES, [
      ['Bank street address', '12 Rue; Paris', 'You need to enter a valid address'],
      ['Bank city', 'Paris 2', 'Please enter a valid city'],
      ['Bank state/region', 'Region 7', 'Please enter a valid state'],
      ['Bank zip code', 'X', 'Please enter a valid zip code'],
      ['Bank country', 'France=FR', 'Please enter a valid country'],
      ['SWIFT', 'B'.repeat(21), 'Please enter a valid SWIFT'],
      ['SWIFT', ' BNPAFRPP', 'Please enter a valid SWIFT'],
      ['IBAN', 'FR76_3000', 'Please enter a valid IBAN'],
    ])
    await attachPdf(el, 'corp.pdf')
    // PAY-11: another business type clears the attached form and needs the W-8BEN.
    await choose(el, 'businessType', 'INTERNATIONAL_VENDOR')
    await waitForText(el, 'W-8BEN form')
    expect(text(el)).to.not.contain('corp.pdf')
    await waitFor(() => alerts(el).includes('Please upload your W-8BEN form (PDF).'))
    await attachPdf(el, 'vendor.pdf')
    FakeXHR.reply = pay.savedAs('WIRE')
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
    await reachesList(el)
  })

  // PAY-18: a refused save says the spec's text and keeps the form with what was typed.
  const failed = { status: 500, body: { error: { code: 'server_error', message: 'down' } } }

  it('ACH: a failed save says the spec text and keeps every field (PAY-18)', async () => {
    const el = pay.tab('/enterinformation/ach')
    await field(el, 'Bank name')
    await choose(el, 'bankAccountType', 'BUSINESS_CHECKING')
    await fillAll(el, ACH_VALUES)
    await attachPdf(el, 'w9.pdf')
    await waitFor(() => alerts(el).length === 0)
    FakeXHR.reply = () => failed
    findButton(el, 'Save')!.click()
    await waitForText(
      el,
      'Please check your network, we could not process your direct deposit form',
    )
    expect(FakeXHR.sent).to.have.length(1)
    expect(text(el)).to.not.contain('We saved your direct deposit information!!!')
    expect((await field(el, 'Bank name')).value).to.equal(ACH_VALUES['Bank name'])
    expect(findButton(el, 'Save')!.disabled).to.equal(false)
  })

  it('Wire: a failed save says the spec text and keeps every field (PAY-18)', async () => {
    const el = pay.tab('/enterinformation/wire')
    await field(el, 'SWIFT')
    await choose(el, 'businessType', 'INTERNATIONAL_CORPORATION')
    await waitForText(el, 'W-8BEN-E form')
    await fillAll(el, WIRE_VALUES)
    await attachPdf(el, 'corp.pdf')
    await waitFor(() => alerts(el).length === 0)
    FakeXHR.reply = () => failed
    findButton(el, 'Save')!.click()
    await waitForText(el, 'There was an issue updating your wire transfer information')
    expect(FakeXHR.sent).to.have.length(1)
    expect(text(el)).to.not.contain('You have saved your wire transfer information')
    expect((await field(el, 'SWIFT')).value).to.equal(WIRE_VALUES.SWIFT)
    expect(findButton(el, 'Save')!.disabled).to.equal(false)
  })
})
