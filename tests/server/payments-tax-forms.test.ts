/**
 * Payment information, tax forms and limits (PAY-07..16, API-29..34): the wire's form by business
 * type, tax forms as attachments to their own account, the body limits, at most 4 methods, one
 * preferred method, and the path's type matching the method.
 */
import assert from 'node:assert/strict'
import { beforeEach, describe, it } from 'node:test'
import { TOO_MANY_METHODS, taxFormMissing } from '../../src/areas/account/lib/payment-rules'
import { api, Client, IDS, ORIGIN, signedIn, storedFileNames } from './harness'
import { create, ids, paymentsHarness, pdf, sendForm, summaryOf, VALID } from './payments-fixtures'

const { h, fresh, state, owner } = paymentsHarness()

describe('tax forms and updates', () => {
  beforeEach(fresh)

  it('a wire needs the form of its business type; changing it needs the other form', async () => {
    const c = await owner()
    const before = await state()
    const wrongKind = await sendForm(c, 'POST', create('wire'), VALID.WIRE, {
      w8BEN: { bytes: pdf(), name: 'vendor.pdf' },
    })
    assert.deepEqual(wrongKind.body.error.fields, [
      { field: 'w8BENE', message: taxFormMissing('w8BENE') },
    ])
    assert.equal(await state(), before)

    const saved = await sendForm(c, 'POST', create('wire'), VALID.WIRE, {
      w8BENE: { bytes: pdf(), name: 'corp.pdf' },
    })
    assert.equal(saved.status, 201)
    const id = ids(saved)
    const [oldFile] = await storedFileNames(h)

    // Same business type, no file: the stored form stays.
    const keep = await sendForm(c, 'PUT', api(`/paymentinfo/wire/${id}`), {
      ...VALID.WIRE,
      bankName: 'Banque Nouvelle',
    })
    assert.equal(keep.status, 200, JSON.stringify(keep.body))
    assert.equal(keep.body.bankName, 'Banque Nouvelle')
    assert.equal(keep.body.taxForm.name, 'corp.pdf')
    assert.deepEqual(await storedFileNames(h), [oldFile])

    // Vendor now: the W-8BEN-E no longer fits.
    const middle = await state()
    const vendor = { ...VALID.WIRE, businessType: 'INTERNATIONAL_VENDOR' }
    const noForm = await sendForm(c, 'PUT', api(`/paymentinfo/wire/${id}`), vendor)
    assert.deepEqual(noForm.body.error.fields, [
      { field: 'w8BEN', message: taxFormMissing('w8BEN') },
    ])
    assert.equal(await state(), middle)

    const changed = await sendForm(c, 'PUT', api(`/paymentinfo/wire/${id}`), vendor, {
      w8BEN: { bytes: pdf(900), name: 'vendor.pdf' },
    })
    assert.equal(changed.status, 200)
    assert.equal(changed.body.taxForm.kind, 'w8BEN')
    assert.equal(changed.body.taxForm.name, 'vendor.pdf')
    // The replaced form is gone: row and file.
    const files = await storedFileNames(h)
    assert.equal(files.length, 1)
    assert.notEqual(files[0], oldFile)
    assert.equal((await h.db.selectFrom('uploads').selectAll().execute()).length, 1)
  })

  it('serves the tax form as an attachment, to its own account only', async () => {
    const c = await owner()
    const bytes = pdf(2048)
    const saved = await sendForm(c, 'POST', create('check'), VALID.CHECKS, {
      w9: { bytes, name: 'Formulaire W9 été.pdf' },
    })
    const link = new URL(saved.body.taxForm.formLink as string)
    assert.equal(link.origin, ORIGIN)
    const download = await h.app.request(link.href, {
      headers: { cookie: `pp_session=${c.cookie('pp_session')}` },
    })
    assert.equal(download.status, 200)
    assert.equal(download.headers.get('content-type'), 'application/pdf')
    assert.match(
      download.headers.get('content-disposition')!,
      /^attachment; filename="Formulaire W9 /,
    )
    assert.match(
      download.headers.get('content-disposition')!,
      /filename\*=UTF-8''Formulaire%20W9%20%C3%A9t%C3%A9\.pdf/,
    )
    assert.equal(download.headers.get('x-content-type-options'), 'nosniff')
    assert.deepEqual(Buffer.from(await download.arrayBuffer()), bytes)

    const other = await signedIn(h, 'other@demo.test')
    const theirs = await other.get(link.pathname)
    assert.equal(theirs.status, 404)
    const anonymous = await new Client(h).get(link.pathname)
    assert.equal(anonymous.status, 401)
    const analyst = await signedIn(h, 'analyst@demo.test')
    assert.equal((await analyst.get(link.pathname)).status, 403)
  })

  it('a body over the 8 MB limit is refused with 413, and nothing is saved', async () => {
    const c = await owner()
    const before = await state()
    const reply = await sendForm(c, 'POST', create('check'), VALID.CHECKS, {
      w9: { bytes: pdf(9 * 1024 * 1024), name: 'huge.pdf' },
    })
    assert.equal(reply.status, 413)
    assert.equal(await state(), before)
  })

  it('other calls keep the small body limit', async () => {
    const c = await owner()
    const reply = await c.request('PUT', api(`/accounts/${IDS.demoAccount}`), {
      json: { accountName: 'x'.repeat(100 * 1024) },
    })
    assert.equal(reply.status, 413)
  })
})

describe('limits and the preferred method', () => {
  beforeEach(fresh)

  it('saves at most 4 methods; the fifth is refused and nothing is saved', async () => {
    const c = await owner()
    for (let i = 0; i < 4; i++) {
      const reply = await c.post(create('paypal'), { paypalUserName: `payouts${i}@demo.test` })
      assert.equal(reply.status, 201)
    }
    const before = await state()
    const paypal = await c.post(create('paypal'), { paypalUserName: 'fifth@demo.test' })
    assert.equal(paypal.status, 409)
    assert.deepEqual(paypal.body.error.fields, [
      { field: 'paymentType', message: TOO_MANY_METHODS },
    ])
    const check = await sendForm(c, 'POST', create('check'), VALID.CHECKS, {
      w9: { bytes: pdf(), name: 'w9.pdf' },
    })
    assert.equal(check.status, 409)
    // The file written before the refused transaction is removed again.
    assert.equal(await state(), before)
  })

  it('only one method is preferred: saving or marking one clears the others', async () => {
    const c = await owner()
    const preferredRows = async () =>
      (
        await h.db
          .selectFrom('payment_methods')
          .select(['method_uuid', 'preferred'])
          .where('account_uuid', '=', IDS.demoAccount)
          .where('preferred', '=', 1)
          .execute()
      ).map((r) => r.method_uuid)
    const first = await c.post(create('paypal'), {
      paypalUserName: 'one@demo.test',
      preferredPayment: true,
    })
    assert.deepEqual(await preferredRows(), [ids(first)])
    const second = await sendForm(
      c,
      'POST',
      create('ach'),
      { ...VALID.ACH, preferredPayment: 'true' },
      {
        w9: { bytes: pdf(), name: 'w9.pdf' },
      },
    )
    assert.equal(second.status, 201)
    assert.deepEqual(await preferredRows(), [ids(second)])
    // Saving without the flag does not take it away.
    const edit = await sendForm(c, 'PUT', api(`/paymentinfo/ach/${ids(second)}`), VALID.ACH)
    assert.equal(edit.status, 200)
    assert.equal(edit.body.preferredPayment, true)
    const made = await c.put(api(`/paymentinfo/paypal/${ids(first)}/preferred`))
    assert.equal(made.status, 200)
    assert.equal(made.body.preferredPayment, true)
    assert.deepEqual(await preferredRows(), [ids(first)])
    // Other Media's own preferred method is untouched.
    const theirs = await h.db
      .selectFrom('payment_methods')
      .select('preferred')
      .where('account_uuid', '=', IDS.otherAccount)
      .execute()
    assert.deepEqual(theirs, [{ preferred: 1 }])
    const summary = await c.get(summaryOf())
    assert.deepEqual(
      summary.body.paymentInfo.filter((p: { preferredPayment: boolean }) => p.preferredPayment)
        .length,
      1,
    )
  })

  it('CHECK and checks address the same method; the path type must match the method', async () => {
    const c = await owner()
    const saved = await sendForm(c, 'POST', create('checks'), VALID.CHECKS, {
      w9: { bytes: pdf(), name: 'w9.pdf' },
    })
    assert.equal(saved.status, 201)
    assert.equal(saved.body.paymentType, 'CHECKS')
    assert.equal(saved.body.checkUUID, ids(saved))
    assert.equal((await c.get(api(`/paymentinfo/check/${ids(saved)}`))).status, 200)
    assert.equal((await c.get(api(`/paymentinfo/wire/${ids(saved)}`))).status, 404)
    assert.equal((await c.get(api(`/paymentinfo/bitcoin/${ids(saved)}`))).status, 404)
    assert.equal((await c.post(create('bitcoin'), { paypalUserName: 'abc' })).status, 404)
  })
})
