import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import fc from 'fast-check'
import {
  FORM_FIELDS,
  MAX_TAX_FORM_BYTES,
  MESSAGES,
  TAX_FORM_NOT_PDF,
  TAX_FORM_TOO_LARGE,
  canAddMethod,
  defaultSelection,
  paymentPage,
  paymentRedirect,
  paymentTypeOf,
  rulesFor,
  safeFileName,
  taxFormKind,
  taxFormProblem,
  type PaymentType,
} from '../../src/areas/account/lib/payment-rules'
import { validate } from '../../src/core/validation/rules'

const rule = (type: PaymentType, key: string) => FORM_FIELDS[type].find((f) => f.key === key)!.rule
const PDF = new TextEncoder().encode('%PDF-1.7')

describe('payment types (PAY-03, PAY-05, PAY-06)', () => {
  it('reads CHECK and CHECKS alike, in any case; unknown types are null', () => {
    assert.equal(paymentTypeOf('CHECK'), 'CHECKS')
    assert.equal(paymentTypeOf('checks'), 'CHECKS')
    assert.equal(paymentTypeOf('wire'), 'WIRE')
    assert.equal(paymentTypeOf('NONE'), null)
    assert.equal(paymentTypeOf(undefined), null)
  })
  it('preselects PAYPAL only while nothing is saved; adding stops at 4', () => {
    assert.equal(defaultSelection(0), 'PAYPAL')
    assert.equal(defaultSelection(1), 'NONE')
    assert.deepEqual([0, 3, 4, 5].map(canAddMethod), [true, true, false, false])
  })
})

describe('text rules (spec 000 §5, PAY-07..12)', () => {
  it('no rule accepts a value that starts with whitespace', () => {
    const rules = Object.values(FORM_FIELDS)
      .flat()
      .filter((f) => f.kind === 'text')
      .map((f) => f.rule)
    fc.assert(
      fc.property(fc.constantFrom(' ', '\t', '\n', '\u00a0'), fc.string(), (space, rest) =>
        rules.every((r) => r(space + 'Abc' + rest) !== null),
      ),
    )
  })
  it('counts characters, not UTF-16 units, and ignores trailing spaces', () => {
    const swift = rule('WIRE', 'swift')
    assert.equal(swift('é'.repeat(20)), null)
    assert.equal(swift('😀'.repeat(20)), null)
    assert.equal(swift('😀'.repeat(21)), MESSAGES.swift)
    assert.equal(swift('AB' + ' '.repeat(30)), null)
    assert.equal(swift('A '), MESSAGES.swift)
  })
  it('applies the lengths of the table', () => {
    const cases: Array<[PaymentType, string, number, number]> = [
      ['PAYPAL', 'paypalUserName', 2, 150],
      ['ACH', 'bankName', 2, 150],
      ['ACH', 'accountName', 2, 150],
      ['ACH', 'routingCode', 2, 150],
      ['ACH', 'accountNumber', 2, 150],
      ['WIRE', 'iban', 2, 150],
      ['WIRE', 'bankAddress', 2, 150],
      ['WIRE', 'bankCity', 2, 50],
      ['WIRE', 'bankRegion', 2, 50],
      ['WIRE', 'bankCountry', 2, 50],
      ['WIRE', 'bankZipCode', 2, 12],
      ['WIRE', 'swift', 2, 20],
      ['CHECKS', 'payTo', 2, 150],
      ['CHECKS', 'city', 2, 50],
      ['CHECKS', 'zipCode', 2, 12],
    ]
    for (const [type, key, min, max] of cases) {
      const r = rule(type, key)
      assert.notEqual(r('A'.repeat(min - 1)), null, `${key} min`)
      assert.equal(r('A'.repeat(min)), null, `${key} ${min}`)
      assert.equal(r('A'.repeat(max)), null, `${key} ${max}`)
      assert.notEqual(r('A'.repeat(max + 1)), null, `${key} max`)
      assert.notEqual(r(null), null, `${key} missing`)
    }
  })
  it('applies the charsets of the table', () => {
    const bank = rule('ACH', 'routingCode')
    assert.equal(bank("Ab 12.3-4,5'6"), null)
    for (const bad of ['12#3', '12/3', '12_3', '12;3', '12$3'])
      assert.notEqual(bank(bad), null, bad)
    const city = rule('WIRE', 'bankCity')
    assert.equal(city('Saint-Étienne (Loire)'), null)
    assert.equal(city("L'Aquila"), null)
    for (const bad of ['Paris 2', 'A=B', 'Ny+', 'Köln<']) assert.notEqual(city(bad), null, bad)
    const payTo = rule('CHECKS', 'payTo')
    assert.equal(payTo('Zoë Åberg'), null)
    for (const bad of ['Pat-Lee', "O'Neil", 'Pat 2', 'Pat.']) assert.notEqual(payTo(bad), null, bad)
  })
  it('gives the spec messages from validate()', () => {
    const errors = validate({}, rulesFor('WIRE'))
    assert.deepEqual(
      errors.map((e) => e.message),
      [
        MESSAGES.businessType,
        MESSAGES.bankName,
        MESSAGES.accountName,
        MESSAGES.address,
        MESSAGES.city,
        MESSAGES.state,
        MESSAGES.zip,
        MESSAGES.country,
        MESSAGES.swift,
        MESSAGES.iban,
      ],
    )
    assert.deepEqual(
      validate({ bankAccountType: 'SOMETHING' }, rulesFor('ACH')).map((e) => e.field),
      ['bankAccountType', 'bankName', 'accountName', 'routingCode', 'accountNumber'],
    )
  })
})

describe('tax forms (PAY-13)', () => {
  it('picks the form by type and business type', () => {
    assert.equal(taxFormKind('CHECKS'), 'w9')
    assert.equal(taxFormKind('ACH'), 'w9')
    assert.equal(taxFormKind('PAYPAL'), null)
    assert.equal(taxFormKind('WIRE', 'INTERNATIONAL_CORPORATION'), 'w8BENE')
    assert.equal(taxFormKind('WIRE', 'INTERNATIONAL_VENDOR'), 'w8BEN')
    assert.equal(taxFormKind('WIRE', ''), null)
  })
  it('judges PDF by content and size', () => {
    assert.equal(taxFormProblem(100, PDF), null)
    assert.equal(taxFormProblem(MAX_TAX_FORM_BYTES, PDF), null)
    assert.equal(taxFormProblem(MAX_TAX_FORM_BYTES + 1, PDF), TAX_FORM_TOO_LARGE)
    assert.equal(taxFormProblem(100, new TextEncoder().encode('%PDF')), TAX_FORM_NOT_PDF)
    assert.equal(taxFormProblem(100, new TextEncoder().encode('GIF89a')), TAX_FORM_NOT_PDF)
    assert.equal(taxFormProblem(0, new Uint8Array()), TAX_FORM_NOT_PDF)
  })
  it('keeps only a safe base name', () => {
    assert.equal(safeFileName('../../etc/passwd.pdf'), 'passwd.pdf')
    assert.equal(safeFileName('C:\\Users\\me\\w9.pdf'), 'w9.pdf')
    assert.equal(safeFileName('a"b<c>\u0000.pdf'), 'abc.pdf')
    assert.equal(safeFileName('   '), 'tax-form.pdf')
  })
})

describe('payment sub-pages (PAY-01)', () => {
  it('parses the paths after paymentinfo', () => {
    assert.deepEqual(paymentPage([]), { kind: 'index' })
    assert.deepEqual(paymentPage(['existingpayments']), { kind: 'existingpayments' })
    assert.deepEqual(paymentPage(['enterinformation', 'check', 'm1']), {
      kind: 'enterinformation',
      type: 'CHECKS',
      id: 'm1',
    })
    assert.deepEqual(paymentPage(['enterinformation']), {
      kind: 'enterinformation',
      type: null,
      id: null,
    })
    for (const bad of [
      ['x'],
      ['emptystate', 'x'],
      ['enterinformation', 'btc'],
      ['enterinformation', 'ach', 'a', 'b'],
    ])
      assert.deepEqual(paymentPage(bad), { kind: 'unknown' }, bad.join('/'))
  })
  it('redirects by the number of saved methods', () => {
    const base = '/dashboard/account/paymentinfo'
    assert.equal(paymentRedirect({ kind: 'index' }, 0), `${base}/emptystate`)
    assert.equal(paymentRedirect({ kind: 'index' }, 2), `${base}/existingpayments`)
    assert.equal(paymentRedirect({ kind: 'emptystate' }, 0), null)
    assert.equal(paymentRedirect({ kind: 'existingpayments' }, 0), `${base}/emptystate`)
    assert.equal(paymentRedirect({ kind: 'selectmethod' }, 4), `${base}/existingpayments`)
    assert.equal(
      paymentRedirect({ kind: 'enterinformation', type: 'ACH', id: null }, 4),
      `${base}/existingpayments`,
    )
    assert.equal(paymentRedirect({ kind: 'enterinformation', type: 'ACH', id: 'm' }, 4), null)
    assert.equal(
      paymentRedirect({ kind: 'enterinformation', type: null, id: null }, 1),
      `${base}/selectmethod`,
    )
    assert.equal(paymentRedirect({ kind: 'unknown' }, 0), '/error/404')
  })
})
