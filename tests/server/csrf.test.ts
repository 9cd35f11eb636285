/**
 * Every call that needs a session answers 401 without one; unsafe calls from a foreign origin
 * (or flagged cross-site by the browser) answer 403 bad_origin and change nothing.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { Client, fileHarness, IDS, ORIGIN, signedIn, snapshot, startHarness } from './harness'

const TABLES = [
  'users',
  'sessions',
  'tokens',
  'outbox',
  'rate_limits',
  'user_agreements',
  'demo_requests',
  'feedback',
]

const h = fileHarness()

/** Calls that need a session, each with a body that would be valid. */
const NEEDS_SESSION: Array<{ method: string; path: string; json?: unknown }> = [
  { method: 'PUT', path: '/api/accounts/auth/session/extend' },
  { method: 'POST', path: '/api/accounts/auth/unmock' },
  { method: 'PUT', path: '/api/accounts/auth/admin/session/extend' },
  {
    method: 'PUT',
    path: '/api/accounts/auth/user/activate',
    json: { userUUID: IDS.invitedFresh, updatedPassword: 'New#Pass2026' },
  },
  {
    method: 'PUT',
    path: `/api/accounts/agreements/${IDS.agreement}`,
    json: { userUUID: IDS.terms },
  },
  {
    method: 'PUT',
    path: '/api/accounts/auth/password/change',
    json: { currentpassword: 'Demo#Portal2026', newpassword: 'New#Pass2026' },
  },
  { method: 'GET', path: `/api/accounts/accounts/${IDS.demoAccount}` },
  { method: 'GET', path: `/api/accounts/accounts/${IDS.demoAccount}/sites` },
  { method: 'GET', path: `/api/accounts/accounts/${IDS.demoAccount}/sites?filterRonSites=false` },
  { method: 'GET', path: `/api/accounts/accounts/${IDS.demoAccount}/paymentinfo` },
  { method: 'GET', path: `/api/accounts/users/${IDS.owner}/permissions` },
  {
    method: 'PUT',
    path: `/api/accounts/users/${IDS.owner}`,
    json: {
      firstName: 'Mallory',
      lastName: 'Owner',
      email: 'owner@demo.test',
      phoneNumber: '+1 212 555 0100',
    },
  },
  { method: 'GET', path: '/api/accounts/utils/ip' },
  { method: 'GET', path: '/api/accounts/dashboard/message' },
  { method: 'POST', path: '/api/accounts/feedback', json: { message: 'hello' } },
  { method: 'GET', path: '/api/accounts/support/accounts' },
  {
    method: 'POST',
    path: '/api/accounts/support/sessions',
    json: { kind: 'mocked', accountUUID: IDS.demoAccount },
  },
  { method: 'GET', path: '/api/commenting/v1/commenting/email/owner%40demo.test' },
]

describe('no session', () => {
  for (const call of NEEDS_SESSION) {
    it(`${call.method} ${call.path} answers 401 and changes nothing`, async () => {
      const before = await snapshot(h.db, TABLES)
      const reply = await new Client(h).request(call.method, call.path, { json: call.json })
      assert.equal(reply.status, 401)
      assert.equal(reply.body.error.code, 'unauthorized')
      assert.equal(await snapshot(h.db, TABLES), before)
    })
  }

  it('an unknown or absurd session cookie counts as no session', async () => {
    for (const value of ['made-up-session-id', 'x'.repeat(500)]) {
      const c = new Client(h)
      c.setCookie('pp_session', value)
      const reply = await c.put('/api/accounts/auth/session/extend')
      assert.equal(reply.status, 401)
      assert.equal((await c.get('/api/accounts/auth/session')).body.signedIn, false)
    }
  })

  it('GET auth/session answers signedIn false (not an error)', async () => {
    const reply = await new Client(h).get('/api/accounts/auth/session')
    assert.equal(reply.status, 200)
    assert.deepEqual(reply.body, { signedIn: false })
  })

  it('the same calls succeed with a session (the 401 is about the session)', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    for (const path of [
      `/api/accounts/accounts/${IDS.demoAccount}`,
      `/api/accounts/accounts/${IDS.demoAccount}/sites`,
      `/api/accounts/accounts/${IDS.demoAccount}/paymentinfo`,
      `/api/accounts/users/${IDS.owner}/permissions`,
      '/api/accounts/utils/ip',
      '/api/accounts/dashboard/message',
      '/api/commenting/v1/commenting/email/owner%40demo.test',
    ]) {
      assert.equal((await c.get(path)).status, 200, path)
    }
    assert.equal((await c.put('/api/accounts/auth/session/extend')).status, 200)
  })
})

/** Unsafe calls, each with a body that would otherwise be accepted or at least parsed. */
const UNSAFE: Array<{
  method: string
  path: string
  who?: string
  json?: unknown
  form?: Record<string, string>
}> = [
  {
    method: 'POST',
    path: '/api/accounts/login',
    form: { username: 'owner@demo.test', password: 'Demo#Portal2026' },
  },
  { method: 'POST', path: '/api/accounts/password/send-email', json: { email: 'owner@demo.test' } },
  {
    method: 'PUT',
    path: '/api/accounts/auth/password/reset',
    json: {
      tokenUUID: IDS.freshInviteToken,
      userUUID: IDS.invitedFresh,
      updatedPassword: 'New#Pass2026',
    },
  },
  {
    method: 'POST',
    path: '/api/accounts/auth/resend/user-invite',
    json: { userUUID: IDS.invitedExpired, isResend: true },
  },
  {
    method: 'POST',
    path: '/api/accounts/auth/request-demo',
    json: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '555 0199',
      domain: 'example.com',
      pageviews: '1000',
    },
  },
  { method: 'PUT', path: '/api/accounts/auth/session/extend', who: 'owner@demo.test' },
  {
    method: 'PUT',
    path: `/api/accounts/agreements/${IDS.agreement}`,
    who: 'terms@demo.test',
    json: { userUUID: IDS.terms },
  },
  {
    method: 'PUT',
    path: '/api/accounts/auth/password/change',
    who: 'owner@demo.test',
    json: { currentpassword: 'Demo#Portal2026', newpassword: 'New#Pass2026' },
  },
  {
    method: 'PUT',
    path: `/api/accounts/users/${IDS.owner}`,
    who: 'owner@demo.test',
    json: {
      firstName: 'Mallory',
      lastName: 'Owner',
      email: 'mallory@evil.test',
      phoneNumber: '+1 212 555 0100',
    },
  },
  {
    method: 'POST',
    path: '/api/accounts/feedback',
    who: 'owner@demo.test',
    json: { message: 'hello' },
  },
  {
    method: 'POST',
    path: '/api/accounts/support/sessions',
    who: 'support@demo.test',
    json: { kind: 'mocked', accountUUID: IDS.demoAccount },
  },
  { method: 'POST', path: '/api/accounts/auth/unmock', who: 'owner@demo.test' },
  { method: 'PUT', path: '/api/accounts/auth/admin/session/extend', who: 'owner@demo.test' },
]

describe('cross-site requests', () => {
  for (const call of UNSAFE) {
    for (const [label, headers] of [
      ['a foreign Origin', { origin: 'http://evil.test' }],
      ['Origin "null"', { origin: 'null' }],
      ['the same host on another scheme', { origin: 'https://portal.test' }],
      ['the same host on another port', { origin: 'http://portal.test:8443' }],
    ] as const) {
      it(`${call.method} ${call.path} from ${label} answers 403 bad_origin`, async () => {
        const c = call.who ? await signedIn(h, call.who) : new Client(h)
        const before = await snapshot(h.db, TABLES)
        const reply = await c.request(call.method, call.path, {
          json: call.json,
          form: call.form,
          headers: { ...headers },
        })
        assert.equal(reply.status, 403)
        assert.equal(reply.body.error.code, 'bad_origin')
        assert.equal(await snapshot(h.db, TABLES), before)
      })
    }

    it(`${call.method} ${call.path} without Origin but sec-fetch-site cross-site answers 403`, async () => {
      const c = call.who ? await signedIn(h, call.who) : new Client(h)
      const before = await snapshot(h.db, TABLES)
      const reply = await c.request(call.method, call.path, {
        json: call.json,
        form: call.form,
        noOrigin: true,
        headers: { 'sec-fetch-site': 'cross-site' },
      })
      assert.equal(reply.status, 403)
      assert.equal(reply.body.error.code, 'bad_origin')
      assert.equal(await snapshot(h.db, TABLES), before)
    })
  }

  it('a signed-in user is not signed out by a cross-site sign-in attempt', async () => {
    const c = await signedIn(h, 'editor@demo.test')
    const reply = await c.request('POST', '/api/accounts/login', {
      form: { username: 'other@demo.test', password: 'Demo#Portal2026' },
      headers: { origin: 'http://evil.test' },
    })
    assert.equal(reply.status, 403)
    assert.equal((await c.get('/api/accounts/auth/session')).body.userUUID, IDS.editor)
  })

  it('without Origin, same-origin and absent sec-fetch-site are accepted', async () => {
    for (const headers of [{ 'sec-fetch-site': 'same-origin' }, {}] as Record<string, string>[]) {
      const reply = await new Client(h).request('POST', '/api/accounts/login', {
        form: { username: 'analyst@demo.test', password: 'Demo#Portal2026' },
        noOrigin: true,
        headers,
      })
      assert.equal(reply.status, 200)
    }
  })

  it('safe methods are not checked for Origin', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    const reply = await c.get(`/api/accounts/accounts/${IDS.demoAccount}`, {
      origin: 'http://evil.test',
    })
    assert.equal(reply.status, 200)
  })

  it('an origin listed in allowedOrigins may call with cookies', async () => {
    const allowed = await startHarness({ allowedOrigins: ['https://new-portal.test'] })
    try {
      const c = new Client(allowed)
      const reply = await c.request('POST', '/api/accounts/login', {
        form: { username: 'owner@demo.test', password: 'Demo#Portal2026' },
        headers: { origin: 'https://new-portal.test' },
      })
      assert.equal(reply.status, 200)
      const extend = await c.request('PUT', '/api/accounts/auth/session/extend', {
        headers: { origin: 'https://new-portal.test' },
      })
      assert.equal(extend.status, 200)
      const evil = await c.request('PUT', '/api/accounts/auth/session/extend', {
        headers: { origin: 'https://evil.test' },
      })
      assert.equal(evil.status, 403)
    } finally {
      allowed.close()
    }
  })

  it('behind a proxy, PUBLIC_URL is the origin: accepted though the request reached another address', async () => {
    const proxied = await startHarness({ publicUrl: 'https://portal.example.com' })
    try {
      const call = (origin: string) =>
        proxied.app.request('http://10.0.0.5:8080/api/accounts/login', {
          method: 'POST',
          headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ username: 'analyst@demo.test', password: 'Demo#Portal2026' }),
        })
      assert.equal((await call('https://portal.example.com')).status, 200)
      assert.equal((await call('https://evil.test')).status, 403)
    } finally {
      await proxied.close()
    }
  })

  it('the app origin itself is accepted', async () => {
    const reply = await new Client(h).request('POST', '/api/accounts/login', {
      form: { username: 'analyst@demo.test', password: 'Demo#Portal2026' },
      headers: { origin: ORIGIN },
    })
    assert.equal(reply.status, 200)
  })
})
