/**
 * Sign in with Google in production (issue 28), end to end against a real OpenID provider on
 * loopback (oauth2-mock-server: discovery, keys, authorize with PKCE, token endpoint signing ID
 * tokens): the browser's round trip is played by hand, cookie and all. A verified address of an
 * existing user signs in; an unknown or unverified address, a wrong state, a replayed code or a
 * missing start cookie return to sign-in with the spec's message (`/?auth_ref=FAILED`).
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { OAuth2Server } from 'oauth2-mock-server'
import { GOOGLE_PER_MINUTE } from '../../demo/server/auth/google-oidc'
import { ConfigError, loadConfig } from '../../demo/server/platform/config'
import { Client, type Reply } from './harness'
import {
  builtRoot,
  EMAIL,
  PRODUCTION,
  PUBLIC_URL,
  startProduction,
  type ProductionHarness,
} from './production-harness'

const START = '/api/accounts/auth/google'

describe('Sign in with Google (production, OpenID Connect)', () => {
  let provider: OAuth2Server
  let prod: ProductionHarness
  /** What the provider puts in the next ID token. */
  let identity: { email?: string; email_verified?: boolean } = {}

  before(async () => {
    provider = new OAuth2Server()
    await provider.issuer.keys.generate('RS256')
    await provider.start(0, '127.0.0.1')
    provider.service.on('beforeTokenSigning', (token) => {
      Object.assign(token.payload, identity)
    })
    prod = await startProduction(
      {
        GOOGLE_CLIENT_ID: 'portal-client',
        GOOGLE_CLIENT_SECRET: 'portal-secret',
        GOOGLE_ISSUER: provider.issuer.url!,
      },
      builtRoot(),
    )
  })
  after(async () => {
    await prod.harness.close()
    await provider.stop()
  })

  /** Start → the provider's authorize page → the address it sends the browser back to. */
  async function roundTrip(c: Client): Promise<{ start: Reply; back: URL }> {
    const start = await c.get(START)
    assert.equal(start.status, 302)
    const authorize = new URL(start.headers.get('location')!)
    const answer = await fetch(authorize, { redirect: 'manual' })
    assert.equal(answer.status, 302, await answer.text())
    return { start, back: new URL(answer.headers.get('location')!) }
  }

  const finish = (c: Client, back: URL) => c.get(`${back.pathname}${back.search}`)

  it('the start asks for openid email with state, nonce and PKCE (S256), returning to PUBLIC_URL', async () => {
    const c = new Client(prod.harness, PUBLIC_URL)
    const start = await c.get(START)
    assert.equal(start.status, 302)
    const to = new URL(start.headers.get('location')!)
    assert.equal(to.origin, new URL(provider.issuer.url!).origin)
    assert.equal(to.searchParams.get('client_id'), 'portal-client')
    assert.equal(to.searchParams.get('scope'), 'openid email')
    assert.equal(to.searchParams.get('code_challenge_method'), 'S256')
    assert.match(to.searchParams.get('code_challenge')!, /^[\w-]{43}$/)
    assert.ok(to.searchParams.get('state')!.length >= 32)
    assert.ok(to.searchParams.get('nonce')!.length >= 32)
    assert.equal(
      to.searchParams.get('redirect_uri'),
      'https://portal.example.com/api/accounts/auth/google/callback',
    )
    const cookie = start.headers.getSetCookie().find((line) => line.startsWith('pp_oidc='))!
    assert.match(cookie, /HttpOnly/i)
    assert.match(cookie, /Secure/i)
    assert.match(cookie, /SameSite=Lax/i)
    assert.match(cookie, /Path=\/api\/accounts\/auth\/google/)
    // The verifier never leaves in the address.
    assert.doesNotMatch(to.href, /verifier/)
  })

  it('a verified address of an existing user signs in as that user', async () => {
    identity = { email: EMAIL.toUpperCase(), email_verified: true }
    const c = new Client(prod.harness, PUBLIC_URL)
    const { back } = await roundTrip(c)
    const done = await finish(c, back)
    assert.equal(done.status, 302)
    assert.match(done.headers.get('location')!, /^\/\?auth_ref=GOOGLE&token_uuid=[0-9a-f-]{36}$/)
    const session = await c.get('/api/accounts/auth/session')
    assert.equal(session.body.signedIn, true)
    assert.equal(session.body.email, EMAIL)
    // The code is spent: the same answer again signs nobody in.
    const again = new Client(prod.harness, PUBLIC_URL)
    const replay = await finish(again, back)
    assert.equal(replay.headers.get('location'), '/?auth_ref=FAILED')
  })

  for (const [name, claims] of [
    ['an unknown address', { email: 'stranger@example.com', email_verified: true }],
    ['an unverified address', { email: EMAIL, email_verified: false }],
    ['no address', {}],
  ] as const) {
    it(`${name}: back to sign-in with the failure, no session`, async () => {
      identity = claims
      const c = new Client(prod.harness, PUBLIC_URL)
      const { back } = await roundTrip(c)
      const done = await finish(c, back)
      assert.equal(done.headers.get('location'), '/?auth_ref=FAILED')
      assert.equal((await c.get('/api/accounts/auth/session')).body.signedIn, false)
    })
  }

  it('a wrong state, or no start cookie (another browser), fails without a session', async () => {
    identity = { email: EMAIL, email_verified: true }
    const c = new Client(prod.harness, PUBLIC_URL)
    const { back } = await roundTrip(c)
    const forged = new URL(back)
    forged.searchParams.set('state', 'x'.repeat(43))
    assert.equal((await finish(c, forged)).headers.get('location'), '/?auth_ref=FAILED')
    // The cookie went with that attempt: the genuine answer cannot be used after it either.
    assert.equal((await finish(c, back)).headers.get('location'), '/?auth_ref=FAILED')
    const other = await roundTrip(new Client(prod.harness, PUBLIC_URL))
    const stranger = new Client(prod.harness, PUBLIC_URL)
    assert.equal((await finish(stranger, other.back)).headers.get('location'), '/?auth_ref=FAILED')
    assert.equal((await stranger.get('/api/accounts/auth/session')).body.signedIn, false)
  })

  it('the sign-in page sends the Google button to the start; without settings there is none', async () => {
    const page = await new Client(prod.harness, PUBLIC_URL).get('/auth/signin')
    assert.match(page.body as string, /"googleAuthUrl":"\/api\/accounts\/auth\/google"/)
    const plain = await startProduction({}, builtRoot())
    try {
      const bare = await new Client(plain.harness, PUBLIC_URL).get('/auth/signin')
      assert.match(bare.body as string, /"googleAuthUrl":""/)
      assert.equal((await new Client(plain.harness, PUBLIC_URL).get(START)).status, 404)
    } finally {
      await plain.harness.close()
    }
  })

  it('a flood of starts or returns from one address is refused (429) before any provider call', async () => {
    const c = new Client(prod.harness, PUBLIC_URL)
    const headers = { 'x-test-ip': '203.0.113.77' }
    let refused = 0
    for (let i = 0; i < GOOGLE_PER_MINUTE + 5; i++) {
      const reply = await c.get(i % 2 ? START : `${START}/callback?code=x&state=y`, headers)
      if (reply.status === 429) refused++
    }
    assert.ok(refused >= 5, `${refused} refused`)
  })

  it('settings: both the client id and secret, and a URL issuer', () => {
    assert.throws(
      () => loadConfig({ ...PRODUCTION, GOOGLE_CLIENT_ID: 'x' }),
      (error: Error) => error instanceof ConfigError && /GOOGLE_CLIENT_SECRET/.test(error.message),
    )
    assert.throws(
      () =>
        loadConfig({
          ...PRODUCTION,
          GOOGLE_CLIENT_ID: 'x',
          GOOGLE_CLIENT_SECRET: 'y',
          GOOGLE_ISSUER: 'nope',
        }),
      /GOOGLE_ISSUER must be a URL/,
    )
    assert.equal(
      loadConfig({ ...PRODUCTION, GOOGLE_CLIENT_ID: 'x', GOOGLE_CLIENT_SECRET: 'y' }).google
        ?.issuer,
      'https://accounts.google.com',
    )
  })
})
