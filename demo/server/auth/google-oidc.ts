/**
 * Sign in with Google in production (AUTH-06, API-22): OpenID Connect's authorization code flow
 * on openid-client, with state, nonce and PKCE (S256), the ID token verified by the library
 * (signature from the issuer's keys, issuer, audience, expiry, nonce). A Google account reaches
 * only the existing, activated, non-support user whose address it has verified; anything else
 * returns to sign-in with the spec's message (`/?auth_ref=FAILED`). Demo mode keeps its
 * stand-in page (/demo/google) instead.
 *
 * GET /api/accounts/auth/google: starts (the three secrets in a short-lived HttpOnly cookie of
 * this path, SameSite=Lax so the provider's redirect back carries it); GET …/callback: finishes.
 */
import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import * as oidc from 'openid-client'
import type { GoogleSettings, ServerConfig } from '../platform/config'
import { clientIp, type Ctx, type Env } from '../platform/context'

export const GOOGLE_START = '/api/accounts/auth/google'
const CALLBACK = `${GOOGLE_START}/callback`
const COOKIE = 'pp_oidc'
const COOKIE_SECONDS = 600
/** Starts and returns per address and minute: each return may cost a call to the provider. */
export const GOOGLE_PER_MINUTE = 30

/** A provider on this machine (tests) may speak plain HTTP; any other must use HTTPS. */
const loopback = (url: URL) =>
  url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)

/** Discovery once per process (retried after a failure). */
function configuration(settings: GoogleSettings) {
  let found: Promise<oidc.Configuration> | null = null
  return () => {
    found ??= (() => {
      const issuer = new URL(settings.issuer)
      return oidc
        .discovery(
          issuer,
          settings.clientId,
          settings.clientSecret,
          undefined,
          loopback(issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined,
        )
        .catch((error: unknown) => {
          found = null
          throw error
        })
    })()
    return found
  }
}

interface Pending {
  state: string
  nonce: string
  verifier: string
}

const encode = (pending: Pending) => Buffer.from(JSON.stringify(pending)).toString('base64url')

function decode(value: string | undefined): Pending | null {
  if (!value || value.length > 1000) return null
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<Pending>
    return typeof parsed.state === 'string' &&
      typeof parsed.nonce === 'string' &&
      typeof parsed.verifier === 'string'
      ? (parsed as Pending)
      : null
  } catch {
    return null
  }
}

export function googleRoutes(settings: GoogleSettings, config: ServerConfig): Hono<Env> {
  const routes = new Hono<Env>()
  const provider = configuration(settings)
  const redirectUri = new URL(CALLBACK, config.publicUrl).href
  const failed = '/?auth_ref=FAILED'
  const cookie = { path: GOOGLE_START, httpOnly: true, secure: true, sameSite: 'Lax' } as const

  const limit = (c: Ctx) =>
    c.get('services').limiter.take(`google:${clientIp(c)}`, GOOGLE_PER_MINUTE, 60_000)

  routes.get(GOOGLE_START, async (c) => {
    await limit(c)
    const found = await provider()
    const pending: Pending = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier: oidc.randomPKCECodeVerifier(),
    }
    setCookie(c, COOKIE, encode(pending), { ...cookie, maxAge: COOKIE_SECONDS })
    const target = oidc.buildAuthorizationUrl(found, {
      redirect_uri: redirectUri,
      scope: 'openid email',
      code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
      prompt: 'select_account',
    })
    return c.redirect(target.href, 302)
  })

  routes.get(CALLBACK, async (c) => {
    await limit(c)
    const { db, sessions } = c.get('services')
    const pending = decode(getCookie(c, COOKIE))
    deleteCookie(c, COOKIE, cookie)
    if (!pending) return c.redirect(failed, 302)
    let email: string
    try {
      // The URL the provider sent the browser to, on the public origin (behind a proxy the
      // request's own URL is an internal address).
      const url = new URL(c.req.url)
      const current = new URL(`${url.pathname}${url.search}`, config.publicUrl)
      const tokens = await oidc.authorizationCodeGrant(await provider(), current, {
        pkceCodeVerifier: pending.verifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      })
      const claims = tokens.claims()
      if (!claims || claims.email_verified !== true || typeof claims.email !== 'string')
        return c.redirect(failed, 302)
      email = claims.email.trim().toLowerCase()
    } catch {
      // A refused, replayed or forged answer: the reader tries again (the reason is not theirs).
      return c.redirect(failed, 302)
    }
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .where('is_support', '=', 0)
      .where('password_hash', 'is not', null)
      .where('status', '!=', 'DISABLED')
      .executeTakeFirst()
    if (!user) return c.redirect(failed, 302)
    // A new session id at every sign-in; the browser's old session (if any) ends.
    await sessions.signIn(c, user)
    return c.redirect(`/?auth_ref=GOOGLE&token_uuid=${randomUUID()}`, 302)
  })
  return routes
}
