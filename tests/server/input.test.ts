/**
 * Input hardening: no string the server accepts may hold control characters (NUL, C0/C1) or
 * bidi overrides and isolates, each refused with a field error and nothing stored; JSON bodies
 * keep the 64 KB limit on the calls that also take uploads (only multipart gets more).
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { api, Client, fieldsOf, fileHarness, IDS, ORIGIN, signedIn, snapshot } from './harness'

const h = fileHarness()

const DEMO_REQUEST = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  domain: 'https://example.com/news',
  pageviews: '1,000,000',
}
const GENERAL = {
  accountName: 'Demo Publisher Media',
  streetAddress: '1 Main Street',
  city: 'Springfield',
  zipCode: '12345',
  region: 'IL',
  country: 'United States',
}
const BAD = {
  NUL: '\u0000',
  BEL: '\u0007',
  ESC: '\u001b',
  DEL: '\u007f',
  C1: '\u0085',
  RLO: '\u202e',
  LRE: '\u202a',
  RLI: '\u2067',
  PDI: '\u2069',
}

describe('control characters and bidi overrides', () => {
  it('a demo request with one in a name or the e-mail: 400 with that field, nothing stored', async () => {
    const before = await snapshot(h.db, ['demo_requests'])
    for (const [name, ch] of Object.entries(BAD)) {
      for (const field of ['firstName', 'lastName', 'domain'] as const) {
        const reply = await new Client(h).post(api('/auth/request-demo'), {
          ...DEMO_REQUEST,
          [field]: `Ev${ch}il`,
        })
        assert.equal(reply.status, 400, `${name} in ${field}`)
        assert.deepEqual(fieldsOf(reply), [field], `${name} in ${field}`)
        assert.equal(reply.body.error.fields[0].message, 'Remove control characters')
      }
    }
    assert.equal(await snapshot(h.db, ['demo_requests']), before)
  })
  it('an account name or address with one: 400, the account unchanged', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    const before = await snapshot(h.db, ['accounts'])
    for (const field of Object.keys(GENERAL)) {
      const reply = await c.put(api(`/accounts/${IDS.demoAccount}`), {
        ...GENERAL,
        [field]: `Demo ${BAD.RLO}txt.exe`,
      })
      assert.equal(reply.status, 400, field)
      assert.deepEqual(fieldsOf(reply), [field])
    }
    assert.equal(await snapshot(h.db, ['accounts']), before)
  })
  it('free text (feedback) with NUL is refused; line breaks and tabs stay allowed', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    const refused = await c.post(api('/feedback'), { message: `hello${BAD.NUL}world` })
    assert.equal(refused.status, 400)
    assert.deepEqual(fieldsOf(refused), ['message'])
    const ok = await c.post(api('/feedback'), { message: 'line one\nline two\r\n\tindented' })
    assert.equal(ok.status, 201)
  })
  it('a form body (sign-in) is checked too, and so is a password', async () => {
    const reply = await new Client(h).login(`owner${BAD.NUL}@demo.test`)
    assert.equal(reply.status, 400)
    assert.deepEqual(fieldsOf(reply), ['username'])
    const password = await new Client(h).login('owner@demo.test', `pass${BAD.RLO}word`)
    assert.equal(password.status, 400)
    assert.deepEqual(fieldsOf(password), ['password'])
  })
  it('ordinary international text passes (accents, CJK, RTL letters, emoji with ZWJ)', async () => {
    const reply = await new Client(h).post(api('/auth/request-demo'), {
      ...DEMO_REQUEST,
      firstName: 'Zoë 李 محمد',
      lastName: 'O’Brien 👩‍💻',
    })
    assert.equal(reply.status, 201)
  })
})

describe('JSON body limit on the upload calls', () => {
  const big = { note: 'x'.repeat(100 * 1024) }
  const send = (c: Client, method: string, path: string, type: string, body: string) =>
    c.request(method, path, {
      raw: body,
      headers: { 'content-type': type, origin: ORIGIN },
    })
  it('a 100 KB JSON body to a payment save or the image upload: 413', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    for (const path of [
      api(`/accounts/${IDS.demoAccount}/paymentinfo/PAYPAL`),
      api(`/paymentinfo/PAYPAL/${IDS.demoAccount}`),
      '/api/commenting/v1/commenting-units/images',
    ]) {
      const reply = await send(c, 'POST', path, 'application/json', JSON.stringify(big))
      assert.equal(reply.status, 413, path)
      assert.equal(reply.body.error.code, 'too_large')
      const form = await send(
        c,
        'POST',
        path,
        'application/x-www-form-urlencoded',
        new URLSearchParams(big).toString(),
      )
      assert.equal(form.status, 413, `form ${path}`)
    }
  })
  it('a 1 MB multipart body to a payment save still reaches the handler', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    const boundary = 'x-boundary'
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\n${'x'.repeat(1024 * 1024)}\r\n--${boundary}--\r\n`
    const reply = await send(
      c,
      'POST',
      api(`/accounts/${IDS.demoAccount}/paymentinfo/WIRE`),
      `multipart/form-data; boundary=${boundary}`,
      body,
    )
    assert.notEqual(reply.status, 413)
    assert.ok(reply.status < 500, String(reply.status))
  })
})
