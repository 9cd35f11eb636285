// What tells saved payment methods apart in the list (issue 7 review finding): the tag the
// summary (API-28) carries and how the list shows and speaks it. An account number or IBAN is
// only ever shown by its end: at most 4 characters and never more than half of it.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import fc from 'fast-check'
import {
  accountEnding,
  maskedAccount,
  methodTag,
  tagTexts,
} from '../../src/areas/account/lib/payment-rules'

describe('accountEnding', () => {
  it('keeps the last 4 letters and digits, without spaces, dots or hyphens', () => {
    assert.equal(accountEnding('000123456789'), '6789')
    assert.equal(accountEnding('FR76 3000 6000 0112 3456 7890 189'), '0189')
    assert.equal(accountEnding('12-34.56 78'), '5678')
  })

  it('shows at most half of a short number, nothing of one character, nothing of a non-text', () => {
    assert.equal(accountEnding('12-345'), '45')
    assert.equal(accountEnding('123'), '3')
    assert.equal(accountEnding('1'), null)
    assert.equal(accountEnding(''), null)
    assert.equal(accountEnding(undefined), null)
    assert.equal(accountEnding(1234_5678), null)
  })

  it('never shows a whole number, nor more than 4 of its characters', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Z .-]{0,40}$/), (value) => {
        const chars = value.replace(/[^0-9A-Z]/g, '')
        const end = accountEnding(value)
        if (end === null) return chars.length < 2
        return end.length <= 4 && end.length * 2 <= chars.length && chars.endsWith(end)
      }),
    )
  })
})

describe('methodTag and tagTexts', () => {
  it('takes each type its own fields and no full number', () => {
    const bank = {
      bankName: 'First Demo Bank',
      accountName: 'Pat Lee',
      routingCode: '021000021',
      accountNumber: '000123456789',
      iban: 'FR76 3000 6000 0112 3456 7890 189',
    }
    assert.deepEqual(methodTag('PAYPAL', { paypalUserName: 'payouts@demo.test' }), {
      paypalUserName: 'payouts@demo.test',
    })
    assert.deepEqual(methodTag('CHECKS', { payTo: 'Pat Lee', city: 'New York' }), {
      payTo: 'Pat Lee',
    })
    assert.deepEqual(methodTag('ACH', bank), { bankName: 'First Demo Bank', accountEnding: '6789' })
    assert.deepEqual(methodTag('WIRE', bank), {
      bankName: 'First Demo Bank',
      accountEnding: '0189',
    })
    assert.deepEqual(methodTag('ACH', {}), {})
  })

  it('shows "•••• 6789" and speaks "account ending in 6789"', () => {
    assert.equal(maskedAccount('6789'), '•••• 6789')
    assert.deepEqual(tagTexts({ bankName: 'First Demo Bank', accountEnding: '6789' }), {
      shown: 'First Demo Bank · •••• 6789',
      spoken: 'First Demo Bank, account ending in 6789',
    })
    assert.deepEqual(tagTexts({ payTo: 'Pat Lee' }), {
      shown: 'Pay to Pat Lee',
      spoken: 'Pay to Pat Lee',
    })
    assert.equal(tagTexts({}), null)
  })
})
