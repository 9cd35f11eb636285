import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { Client, fileHarness, IDS, snapshot, startHarness } from './harness'

const h = fileHarness()

describe('POST /api/accounts/login (API-11)', () => {
  it('signs in, sets an HttpOnly SameSite cookie and returns the session', async () => {
    const c = new Client(h)
    const reply = await c.login('owner@demo.test')
    assert.equal(reply.status, 200)
    assert.equal(reply.body.accountUUID, IDS.demoAccount)
    assert.equal(reply.body.userUUID, IDS.owner)
    assert.ok(reply.body.permissions.includes('settings.paymentInfo'))
    const cookie = reply.headers.getSetCookie().find((l) => l.startsWith('pp_session='))!
    assert.match(cookie, /HttpOnly/)
    assert.match(cookie, /SameSite=Lax/)
    const session = await c.get('/api/accounts/auth/session')
    assert.equal(session.body.email, 'owner@demo.test')
  })
  it('answers 401 to a wrong password', async () => {
    const reply = await new Client(h).login('owner@demo.test', 'wrong-password')
    assert.equal(reply.status, 401)
    assert.equal(reply.body.error.code, 'bad_credentials')
  })
  it('issues a new session id at every sign-in', async () => {
    const c = new Client(h)
    await c.login('owner@demo.test')
    const first = c.cookie('pp_session')
    await c.login('owner@demo.test')
    assert.notEqual(c.cookie('pp_session'), first)
  })
  it('refuses JSON and missing fields with field errors, creating no session', async () => {
    const before = await snapshot(h.db, ['sessions'])
    const c = new Client(h)
    const json = await c.request('POST', '/api/accounts/login', {
      json: { username: 'owner@demo.test', password: 'x' },
    })
    assert.equal(json.status, 400)
    const missing = await c.request('POST', '/api/accounts/login', {
      form: { username: 'owner@demo.test' },
    })
    assert.equal(missing.status, 400)
    assert.deepEqual(
      missing.body.error.fields.map((f: { field: string }) => f.field),
      ['password'],
    )
    const notEmail = await c.request('POST', '/api/accounts/login', {
      form: { username: 'owner', password: 'x' },
    })
    assert.equal(notEmail.status, 400)
    assert.equal(await snapshot(h.db, ['sessions']), before)
  })
  it('refuses a request from another origin', async () => {
    const reply = await new Client(h).request('POST', '/api/accounts/login', {
      form: { username: 'owner@demo.test', password: 'Demo#Portal2026' },
      headers: { origin: 'http://evil.test' },
    })
    assert.equal(reply.status, 403)
    assert.equal(reply.body.error.code, 'bad_origin')
  })
})

describe('sign-in rate limiting', () => {
  it('answers 429 with Retry-After after too many failures', async () => {
    const limited = await startHarness({ loginMaxFailures: 3 })
    try {
      const c = new Client(limited)
      for (let i = 0; i < 3; i++)
        assert.equal((await c.login('editor@demo.test', 'nope')).status, 401)
      const blocked = await c.login('editor@demo.test')
      assert.equal(blocked.status, 429)
      assert.ok(Number(blocked.headers.get('retry-after')) > 0)
    } finally {
      limited.close()
    }
  })
})
