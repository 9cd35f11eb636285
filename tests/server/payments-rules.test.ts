/**
 * Payment information, each method's rules (PAY-07..16, API-30..31): every rule of spec 000 §5
 * refused with its message and nothing saved (rows and files), tax forms judged by content and
 * size, and a valid method of each type saved with its tax form.
 */
import assert from 'node:assert/strict'
import { before, beforeEach, describe, it } from 'node:test'
import {
  FORM_FIELDS,
  MESSAGES,
  TAX_FORM_NOT_PDF,
  TAX_FORM_TOO_LARGE,
  taxFormMissing,
} from '../../src/areas/account/lib/payment-rules'
import { api, fieldsOf, IDS, storedFileNames } from './harness'
import {
  badValues,
  create,
  FILE_PART,
  ids,
  paymentsHarness,
  pdf,
  sendForm,
  SLUG,
  summaryOf,
  VALID,
} from './payments-fixtures'

const { h, fresh, state, owner } = paymentsHarness()

describe('PayPal (JSON, API-30)', () => {
  beforeEach(fresh)

  it('saves a valid user name and lists it in the summary', async () => {
    const c = await owner()
    const reply = await c.post(create('paypal'), { paypalUserName: 'payouts@demo.test' })
    assert.equal(reply.status, 201, JSON.stringify(reply.body))
    assert.equal(reply.body.paymentType, 'PAYPAL')
    assert.equal(reply.body.paypalUUID, reply.body.id)
    assert.equal(reply.body.paypalUserName, 'payouts@demo.test')
    assert.equal(reply.body.preferredPayment, false)
    assert.equal(reply.body.taxForm, null)
    const summary = await c.get(summaryOf())
    assert.equal(summary.status, 200)
    assert.deepEqual(
      summary.body.paymentInfo.map((p: { paymentType: string; id: string }) => [
        p.paymentType,
        p.id,
      ]),
      [['PAYPAL', ids(reply)]],
    )
    const read = await c.get(api(`/paymentinfo/paypal/${ids(reply)}`))
    assert.equal(read.status, 200)
    assert.equal(read.body.paypalUserName, 'payouts@demo.test')
  })

  for (const [label, value] of badValues('PAYPAL', 'paypalUserName')) {
    it(`refuses paypalUserName ${label}, and saves nothing`, async () => {
      const c = await owner()
      const before = await state()
      const body = value === undefined ? {} : { paypalUserName: value }
      const reply = await c.post(create('paypal'), body)
      assert.equal(reply.status, 400)
      assert.deepEqual(reply.body.error.fields, [
        { field: 'paypalUserName', message: MESSAGES.paypalUserName },
      ])
      assert.equal(await state(), before)
    })
  }

  it('refuses a number for the user name, a form body and a bad preferred flag', async () => {
    const c = await owner()
    const before = await state()
    assert.deepEqual(fieldsOf(await c.post(create('paypal'), { paypalUserName: 12345 })), [
      'paypalUserName',
    ])
    const form = await c.request('POST', create('paypal'), { form: { paypalUserName: 'abc' } })
    assert.equal(form.status, 400)
    const flag = await c.post(create('paypal'), { paypalUserName: 'abc', preferredPayment: 'yes' })
    assert.deepEqual(fieldsOf(flag), ['preferredPayment'])
    assert.equal(await state(), before)
  })

  it('keeps trailing spaces out of the stored value (leading ones are refused)', async () => {
    const c = await owner()
    const reply = await c.post(create('paypal'), { paypalUserName: 'ab  ' })
    assert.equal(reply.status, 201)
    assert.equal(reply.body.paypalUserName, 'ab')
  })
})

for (const type of ['CHECKS', 'ACH', 'WIRE'] as const) {
  describe(`${type} (form-data with a tax form)`, () => {
    before(fresh)
    const part = FILE_PART[type]

    it('saves a valid form with its PDF under a server-chosen name', async () => {
      await fresh()
      const c = await owner()
      const reply = await sendForm(c, 'POST', create(SLUG[type]), VALID[type], {
        [part]: { bytes: pdf(), name: '../../etc/My Tax Form.pdf' },
      })
      assert.equal(reply.status, 201, JSON.stringify(reply.body))
      for (const [key, value] of Object.entries(VALID[type])) {
        if (key === 'defaultAddress') assert.equal(reply.body.defaultAddress, false)
        else assert.equal(reply.body[key], value, key)
      }
      assert.equal(reply.body.taxForm.name, 'My Tax Form.pdf')
      assert.equal(reply.body.taxForm.kind, part)
      assert.ok(Date.parse(reply.body.taxForm.updatedDate))
      const files = await storedFileNames(h)
      assert.equal(files.length, 1)
      assert.match(files[0]!, /^[0-9a-f-]{36}\.pdf$/)
      const uploads = await h.db.selectFrom('uploads').selectAll().execute()
      assert.equal(uploads.length, 1)
      assert.equal(uploads[0]!.stored_name, files[0])
      assert.equal(uploads[0]!.account_uuid, IDS.demoAccount)
    })

    for (const def of FORM_FIELDS[type]) {
      for (const [label, value] of badValues(type, def.key)) {
        it(`refuses ${def.key} ${label} with its message, and saves nothing`, async () => {
          const c = await owner()
          const fields = { ...VALID[type] }
          if (value === undefined) delete fields[def.key]
          else fields[def.key] = value
          const before = await state()
          const reply = await sendForm(c, 'POST', create(SLUG[type]), fields, {
            [part]: { bytes: pdf(), name: 'w.pdf' },
          })
          assert.equal(reply.status, 400, JSON.stringify(reply.body))
          const errors = reply.body.error.fields as Array<{ field: string; message: string }>
          assert.deepEqual(
            errors.find((e) => e.field === def.key),
            { field: def.key, message: (def.rule(value) ?? 'valid?!') as string },
          )
          // A bad business type also leaves the tax form without its kind; nothing else fails.
          assert.deepEqual(
            errors.map((e) => e.field).filter((f) => f !== def.key),
            [],
          )
          assert.equal(await state(), before)
        })
      }
    }

    for (const [what, file, message] of [
      [
        'a non-PDF renamed .pdf',
        { bytes: Buffer.from('MZ\x90\x00 not a pdf at all'), name: 'form.pdf' },
        TAX_FORM_NOT_PDF,
      ],
      [
        'a 6 MB PDF with the 5 MB message',
        { bytes: pdf(6 * 1024 * 1024), name: 'big.pdf' },
        TAX_FORM_TOO_LARGE,
      ],
    ] as const) {
      it(`refuses ${what}, and saves nothing`, async () => {
        const c = await owner()
        const before = await state()
        const reply = await sendForm(c, 'POST', create(SLUG[type]), VALID[type], { [part]: file })
        assert.equal(reply.status, 400)
        assert.deepEqual(reply.body.error.fields, [{ field: part, message }])
        assert.equal(await state(), before)
      })
    }

    it('refuses a form without its tax form, or with text in the file part', async () => {
      const c = await owner()
      const before = await state()
      const missing = await sendForm(c, 'POST', create(SLUG[type]), VALID[type])
      assert.deepEqual(missing.body.error.fields, [{ field: part, message: taxFormMissing(part) }])
      const text = await sendForm(c, 'POST', create(SLUG[type]), { ...VALID[type], [part]: 'x' })
      assert.deepEqual(text.body.error.fields, [{ field: part, message: TAX_FORM_NOT_PDF }])
      const json = await c.post(create(SLUG[type]), VALID[type])
      assert.equal(json.status, 400)
      assert.equal(await state(), before)
    })
  })
}
