/**
 * Payment information, the summary and who may call (API-28, PAY-05, issue 7): methods told apart
 * and masked, other accounts' methods out of reach, the permission, and signed-out calls.
 */
import assert from 'node:assert/strict'
import { before, beforeEach, describe, it } from 'node:test'
import { api, Client, IDS, signedIn } from './harness'
import { create, ids, paymentsHarness, pdf, sendForm, summaryOf, VALID } from './payments-fixtures'

const { h, fresh, state, owner } = paymentsHarness()

describe('the summary tells methods apart, masked (API-28, PAY-05, issue 7)', () => {
  beforeEach(fresh)

  it('lists the PayPal name, payee, bank and last 4, never a full account number or IBAN', async () => {
    const c = await owner()
    const paypal = await c.post(create('paypal'), { paypalUserName: 'payouts@demo.test' })
    const ach = await sendForm(c, 'POST', create('ach'), VALID.ACH, {
      w9: { bytes: pdf(), name: 'w9.pdf' },
    })
    const wire = await sendForm(c, 'POST', create('wire'), VALID.WIRE, {
      w8BENE: { bytes: pdf(), name: 'w8.pdf' },
    })
    const check = await sendForm(c, 'POST', create('check'), VALID.CHECKS, {
      w9: { bytes: pdf(), name: 'w9.pdf' },
    })
    for (const reply of [paypal, ach, wire, check]) assert.equal(reply.status, 201)
    const summary = await c.get(summaryOf())
    assert.equal(summary.status, 200)
    const body = JSON.stringify(summary.body)
    // The full numbers are nowhere in the reply, in any spacing; the routing code neither.
    for (const secret of ['000123456789', '123456789', '021000021', 'FR76 3000', 'FR763000'])
      assert.ok(!body.includes(secret), `the summary carries ${secret}`)
    assert.ok(!body.includes(VALID.WIRE.iban.replace(/ /g, '')))
    assert.deepEqual(
      summary.body.paymentInfo.map(({ lastUpdate, ...item }: Record<string, unknown>) => {
        assert.match(String(lastUpdate), /^\d{4}-\d\d-\d\dT/)
        return item
      }),
      [
        {
          id: ids(paypal),
          paymentType: 'PAYPAL',
          preferredPayment: false,
          paypalUserName: 'payouts@demo.test',
        },
        {
          id: ids(ach),
          paymentType: 'ACH',
          preferredPayment: false,
          bankName: 'First Demo Bank',
          accountEnding: '6789',
        },
        {
          id: ids(wire),
          paymentType: 'WIRE',
          preferredPayment: false,
          bankName: 'Banque Démo',
          accountEnding: '0189',
        },
        { id: ids(check), paymentType: 'CHECKS', preferredPayment: false, payTo: 'Olivia Owner' },
      ],
    )
    // The method's own form (API-29) still reads the whole number, to edit it.
    const read = await c.get(api(`/paymentinfo/ach/${ids(ach)}`))
    assert.equal(read.body.accountNumber, '000123456789')
  })

  it('a short account number is never shown whole: at most half of it', async () => {
    const c = await owner()
    const saved = await sendForm(
      c,
      'POST',
      create('ach'),
      { ...VALID.ACH, accountNumber: '12-345' },
      { w9: { bytes: pdf(), name: 'w9.pdf' } },
    )
    assert.equal(saved.status, 201)
    const summary = await c.get(summaryOf())
    assert.equal(summary.body.paymentInfo[0].accountEnding, '45')
    assert.ok(!JSON.stringify(summary.body).match(/12-?345/))
  })

  it("another account's user cannot read the list", async () => {
    const c = await owner()
    const saved = await sendForm(c, 'POST', create('ach'), VALID.ACH, {
      w9: { bytes: pdf(), name: 'w9.pdf' },
    })
    assert.equal(saved.status, 201)
    const other = await signedIn(h, 'other@demo.test')
    const reply = await other.get(summaryOf(IDS.demoAccount))
    assert.equal(reply.status, 403)
    const body = JSON.stringify(reply.body)
    assert.ok(!body.includes('6789') && !body.includes('First Demo Bank'), body)
    // Their own list holds only their PayPal method.
    const own = await other.get(summaryOf(IDS.otherAccount))
    assert.deepEqual(
      own.body.paymentInfo.map((p: { paymentType: string; paypalUserName: string }) => [
        p.paymentType,
        p.paypalUserName,
      ]),
      [['PAYPAL', 'payouts@other.test']],
    )
  })
})

describe('tenants and permissions', () => {
  let theirId: string
  const theirPaypal = '5f607182-0000-4000-8000-000000000001'
  before(async () => {
    await fresh()
    const c = await owner()
    const saved = await sendForm(c, 'POST', create('ach'), VALID.ACH, {
      w9: { bytes: pdf(), name: 'w9.pdf' },
    })
    theirId = ids(saved)
  })

  it("another account's ids answer 404 and nothing changes", async () => {
    const other = await signedIn(h, 'other@demo.test')
    const before = await state()
    assert.equal((await other.get(api(`/paymentinfo/ach/${theirId}`))).status, 404)
    assert.equal((await other.get(api(`/paymentinfo/ach/${theirId}/taxform`))).status, 404)
    const put = await sendForm(other, 'PUT', api(`/paymentinfo/ach/${theirId}`), VALID.ACH, {
      w9: { bytes: pdf(), name: 'mine.pdf' },
    })
    assert.equal(put.status, 404)
    assert.equal((await other.put(api(`/paymentinfo/ach/${theirId}/preferred`))).status, 404)
    assert.equal(await state(), before)
    // And the other way round, for Other Media's seeded PayPal method.
    const c = await owner()
    assert.equal((await c.get(api(`/paymentinfo/paypal/${theirPaypal}`))).status, 404)
    assert.equal(
      (await c.put(api(`/paymentinfo/paypal/${theirPaypal}`), { paypalUserName: 'mallory' }))
        .status,
      404,
    )
    assert.equal(await state(), before)
  })

  it("cannot create a method in another account's path", async () => {
    const other = await signedIn(h, 'other@demo.test')
    const before = await state()
    const paypal = await other.post(create('paypal', IDS.demoAccount), {
      paypalUserName: 'mallory',
    })
    assert.equal(paypal.status, 403)
    const check = await sendForm(other, 'POST', create('check', IDS.demoAccount), VALID.CHECKS, {
      w9: { bytes: pdf(), name: 'w9.pdf' },
    })
    assert.equal(check.status, 403)
    assert.equal(await state(), before)
  })

  for (const email of ['analyst@demo.test', 'noperm@demo.test']) {
    it(`${email} (no settings.paymentInfo) is refused every call, and nothing changes`, async () => {
      const c = await signedIn(h, email)
      const before = await state()
      assert.equal((await c.get(summaryOf())).status, 403)
      assert.equal((await c.get(api(`/paymentinfo/ach/${theirId}`))).status, 403)
      assert.equal((await c.post(create('paypal'), { paypalUserName: 'someone' })).status, 403)
      const check = await sendForm(c, 'POST', create('check'), VALID.CHECKS, {
        w9: { bytes: pdf(), name: 'w9.pdf' },
      })
      assert.equal(check.status, 403)
      const put = await sendForm(c, 'PUT', api(`/paymentinfo/ach/${theirId}`), VALID.ACH)
      assert.equal(put.status, 403)
      assert.equal((await c.put(api(`/paymentinfo/ach/${theirId}/preferred`))).status, 403)
      assert.equal(await state(), before)
    })
  }

  it('signed out, every call answers 401', async () => {
    const c = new Client(h)
    const before = await state()
    assert.equal((await c.get(api(`/paymentinfo/ach/${theirId}`))).status, 401)
    assert.equal((await c.post(create('paypal'), { paypalUserName: 'someone' })).status, 401)
    assert.equal(
      (await sendForm(c, 'PUT', api(`/paymentinfo/ach/${theirId}`), VALID.ACH)).status,
      401,
    )
    assert.equal(await state(), before)
  })
})
