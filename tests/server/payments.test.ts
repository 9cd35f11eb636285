/**
 * Payment information (PAY-07..16, API-29..34): every rule of spec 000 §5 refused with its
 * message and nothing saved (rows and files), tax forms judged by content and size, at most 4
 * methods, one preferred method, downloads as attachments, tenants and permissions.
 */
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, beforeEach, describe, it } from 'node:test'
import {
  FORM_FIELDS,
  MESSAGES,
  TAX_FORM_NOT_PDF,
  TAX_FORM_TOO_LARGE,
  TOO_MANY_METHODS,
  taxFormMissing,
  type PaymentType,
} from '../../src/areas/account/lib/payment-rules'
import {
  api,
  Client,
  IDS,
  ORIGIN,
  fieldsOf,
  signedIn,
  snapshot,
  startHarness,
  type Harness,
  type Reply,
  storedFileNames,
} from './harness'

const create = (type: string, account = IDS.demoAccount) =>
  api(`/accounts/${account}/paymentinfo/${type}`)
const summaryOf = (account = IDS.demoAccount) => api(`/accounts/${account}/paymentinfo`)

let h: Harness
let uploadsDir: string

async function fresh() {
  h?.close()
  if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true })
  uploadsDir = mkdtempSync(join(tmpdir(), 'pp-uploads-'))
  h = await startHarness({ uploadsDir })
}
before(fresh)
after(() => {
  h.close()
  rmSync(uploadsDir, { recursive: true, force: true })
})

/** A small valid PDF, padded to `size` bytes. */
function pdf(size = 600): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
  return size <= head.length ? head : Buffer.concat([head, Buffer.alloc(size - head.length, 32)])
}

/** Sends a multipart form (fields and files) the way a browser does, with its length. */
async function sendForm(
  client: Client,
  method: 'POST' | 'PUT',
  path: string,
  fields: Record<string, string>,
  files: Record<string, { bytes: Buffer; name: string; type?: string }> = {},
): Promise<Reply> {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  for (const [key, file] of Object.entries(files))
    form.append(
      key,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/pdf' }),
      file.name,
    )
  const encoded = new Request('http://x/', { method: 'POST', body: form })
  const body = Buffer.from(await encoded.arrayBuffer())
  const headers: Record<string, string> = {
    origin: ORIGIN,
    'content-type': encoded.headers.get('content-type')!,
    'content-length': String(body.length),
  }
  const cookie = client.cookie('pp_session')
  if (cookie) headers.cookie = `pp_session=${cookie}`
  const response = await h.app.request(ORIGIN + path, { method, headers, body })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    // not JSON
  }
  return { status: response.status, headers: response.headers, body: parsed }
}

const VALID: Record<Exclude<PaymentType, 'PAYPAL'>, Record<string, string>> = {
  CHECKS: {
    payTo: 'Olivia Owner',
    paymentStreetAddress: "350 Fifth Avenue, Suite 5.1-A, O'Neil Bldg",
    defaultAddress: 'false',
    city: 'New York',
    state: 'N.Y.',
    zipCode: '10118',
    country: 'United States',
  },
  ACH: {
    bankAccountType: 'BUSINESS_CHECKING',
    bankName: 'First Demo Bank',
    accountName: 'Demo Publisher LLC',
    routingCode: '021000021',
    accountNumber: '000123456789',
  },
  WIRE: {
    businessType: 'INTERNATIONAL_CORPORATION',
    bankName: 'Banque Démo',
    accountName: 'Demo Publisher SARL',
    bankAddress: '12 Rue de la Paix',
    bankCity: 'Paris',
    bankRegion: 'Île-de-France',
    bankZipCode: '75002',
    bankCountry: 'France',
    swift: 'BNPAFRPPXXX',
    iban: 'FR76 3000 6000 0112 3456 7890 189',
  },
}
const SLUG = { CHECKS: 'check', ACH: 'ach', WIRE: 'wire' } as const
const FILE_PART = { CHECKS: 'w9', ACH: 'w9', WIRE: 'w8BENE' } as const

const ids = (reply: Reply) => reply.body?.id as string

/** Rows and stored files together: a refused call must leave both unchanged. */
async function state(): Promise<string> {
  return (
    (await snapshot(h.db, ['payment_methods', 'uploads'])) +
    JSON.stringify(await storedFileNames(h))
  )
}

async function owner() {
  return signedIn(h, 'owner@demo.test')
}

/** The invalid values of a field: too short, too long, leading space, wrong characters, missing. */
function badValues(type: PaymentType, key: string): Array<[string, string | undefined]> {
  const def = FORM_FIELDS[type].find((f) => f.key === key)!
  if (def.kind === 'choice')
    return [
      ['unknown choice', 'SOMETHING_ELSE'],
      ['missing', undefined],
    ]
  const max = def.rule.max
  const cases: Array<[string, string | undefined]> = [
    ['empty', ''],
    ['too short', 'A'],
    ['too long', 'A'.repeat(max + 1)],
    ['leading space', ' Abc'],
    ['leading tab', '\tAbc'],
    ['only spaces', '   '],
    ['missing', undefined],
  ]
  const wrong: Record<string, string> = {
    payTo: 'Olivia Owner 3rd',
    paymentStreetAddress: '350 Fifth Ave #5',
    city: 'New York 10',
    state: 'NY<1>',
    country: 'U$A',
    routingCode: '0210-000$21',
    accountNumber: '1234/5678',
    bankAddress: '12 Rue de la Paix; Paris',
    bankCity: 'Paris 2e',
    bankRegion: 'Region 7',
    bankCountry: 'France=FR',
    iban: 'FR76_3000',
  }
  if (wrong[key]) cases.push(['wrong characters', wrong[key]])
  return cases
}

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

    it('refuses a non-PDF renamed .pdf, and saves nothing', async () => {
      const c = await owner()
      const before = await state()
      const reply = await sendForm(c, 'POST', create(SLUG[type]), VALID[type], {
        [part]: { bytes: Buffer.from('MZ\x90\x00 not a pdf at all'), name: 'form.pdf' },
      })
      assert.equal(reply.status, 400)
      assert.deepEqual(reply.body.error.fields, [{ field: part, message: TAX_FORM_NOT_PDF }])
      assert.equal(await state(), before)
    })

    it('refuses a 6 MB PDF with the 5 MB message, and saves nothing', async () => {
      const c = await owner()
      const before = await state()
      const reply = await sendForm(c, 'POST', create(SLUG[type]), VALID[type], {
        [part]: { bytes: pdf(6 * 1024 * 1024), name: 'big.pdf' },
      })
      assert.equal(reply.status, 400)
      assert.deepEqual(reply.body.error.fields, [{ field: part, message: TAX_FORM_TOO_LARGE }])
      assert.equal(await state(), before)
    })

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
