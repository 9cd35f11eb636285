/**
 * Sign-in and session calls of spec 000 §7 (API-11, 16..20, 26) on the account service, served
 * from their contracts (src/contracts/accounts/auth.ts, session.ts): sign in, the session, its
 * extension, sign out and the support console's return, the agreement, and the demo request.
 * Passwords: password-routes.ts; invitations: invitation-routes.ts.
 */
import { Hono } from 'hono'
import { setCookie } from 'hono/cookie'
import { email, required } from '../../../src/core/validation/rules'
import { DEMO_REQUEST_RULES } from '../../../src/areas/auth/lib/demo-request-rules'
import { authCalls } from '../../../src/contracts/accounts/auth'
import { authSchemas } from '../../../src/contracts/accounts/auth.schemas'
import { sessionCalls } from '../../../src/contracts/accounts/session'
import { sessionSchemas } from '../../../src/contracts/accounts/session.schemas'
import { clientIp, requireSession, type Ctx, type Env } from '../platform/context'
import { fail } from '../platform/http-errors'
import { verifyPassword } from '../platform/passwords'
import { serve } from '../platform/serve-contract'
import { AUTO_LOGIN_COOKIE, sessionData } from '../platform/sessions'

/** The per-account and per-address sign-in ceilings, as a multiple of the account+address limit. */
const LOGIN_CEILING_FACTOR = 5

export const authRoutes = new Hono<Env>()
const auth = serve(authRoutes, authCalls, authSchemas)
const sessionRoutes = serve(authRoutes, sessionCalls, sessionSchemas)

/** API-11: form-encoded username and password. */
auth.handle('login', async (c, { read }) => {
  const { db, config, sessions, limiter } = c.get('services')
  const type = c.req.header('content-type') ?? ''
  if (
    !type.startsWith('application/x-www-form-urlencoded') &&
    !type.startsWith('multipart/form-data')
  ) {
    throw fail.badRequest([{ field: '_body', message: 'Send username and password as a form' }])
  }
  const body = await read({ username: [required(), email()] })
  const username = body.username.trim().toLowerCase()
  const ip = clientIp(c)
  // Every attempt is counted before the password hash runs, in one atomic step per counter:
  // account and address together (a stranger failing from elsewhere cannot lock the user
  // out), plus looser ceilings per account (across addresses) and per address (across
  // accounts). A successful sign-in gives its count back.
  const pairKey = `login:pair:${username}|${ip}`
  const userKey = `login:user:${username}`
  const ipKey = `login:ip:${ip}`
  const ceiling = config.loginMaxFailures * LOGIN_CEILING_FACTOR
  await limiter.takeAll([
    { key: pairKey, max: config.loginMaxFailures, windowMs: config.loginWindowMs },
    { key: userKey, max: ceiling, windowMs: config.loginWindowMs },
    { key: ipKey, max: ceiling, windowMs: config.loginWindowMs },
  ])
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', username)
    .executeTakeFirst()
  // One argon2 check on every path (unknown e-mail and invited users without a password too).
  const ok = await verifyPassword(user?.password_hash ?? null, body.password)
  if (!user || !ok || user.status === 'DISABLED') throw fail.badCredentials()
  await limiter.clear(pairKey)
  await limiter.refund(userKey)
  await limiter.refund(ipKey)
  // A new session id at every sign-in; the browser's old session (if any) ends.
  const id = await sessions.signIn(c, user)
  setCookie(c, AUTO_LOGIN_COOKIE, user.auto_login ? 'true' : 'false', {
    path: '/',
    sameSite: 'Lax',
    secure: c.get('services').config.mode === 'production',
  })
  const ctx = (await sessions.find(id))!
  return sessionData(db, ctx, config.internalDomains)
})

/** The current session (used at page load); `{signedIn: false}` when nobody is signed in. */
sessionRoutes.handle('session', async (c) => {
  const { db, config } = c.get('services')
  const session = c.get('session')
  if (!session) return { signedIn: false as const }
  return sessionData(db, session, config.internalDomains)
})

/** API-16: extend session. */
sessionRoutes.handle('extend', async (c) => {
  const { sessions } = c.get('services')
  const session = requireSession(c)
  const expires = await sessions.touch(session.row)
  return { expiresAt: new Date(expires).toISOString() }
})

/**
 * API-17: log out (GET, as the spec names it); clears the cookies. A cross-site request (a link
 * or image on another site) is refused: no page elsewhere can sign a user out.
 */
sessionRoutes.handle('logout', async (c) => {
  if (c.req.header('sec-fetch-site') === 'cross-site')
    throw fail.forbidden('Cross-site request refused')
  const { sessions } = c.get('services')
  const session = c.get('session')
  if (session) {
    await sessions.destroy(session.row.id_hash)
    if (session.row.parent_id_hash) await sessions.destroy(session.row.parent_id_hash)
  }
  sessions.clearCookie(c)
  setCookie(c, AUTO_LOGIN_COOKIE, 'false', {
    path: '/',
    sameSite: 'Lax',
    secure: c.get('services').config.mode === 'production',
  })
})

/**
 * Leaves a support-opened session and returns to the support session that opened it.
 * API-18 (unmock) for mocked sessions; API-19 (admin extend) for mockup sessions.
 */
async function backToSupport(c: Ctx, kind: 'mocked' | 'mockup') {
  const { db, sessions } = c.get('services')
  const session = requireSession(c)
  if (session.row.kind !== kind || !session.row.parent_id_hash)
    throw fail.forbidden('This is not a support session')
  // Ending the session is the claim: of two concurrent calls, only one goes on (the other finds
  // the session gone, as any later call would).
  if (!(await sessions.destroy(session.row.id_hash))) throw fail.unauthorized()
  const parent = await db
    .selectFrom('sessions')
    .selectAll()
    .where('id_hash', '=', session.row.parent_id_hash)
    .executeTakeFirst()
  const now = Date.now()
  // Ending the support session is the claim on it too: it is re-issued once, never twice.
  const claimed = parent ? await sessions.destroy(parent.id_hash) : false
  if (!parent || !claimed || parent.absolute_expires_at <= now) {
    sessions.clearCookie(c)
    return { redirect: '/demo/support' }
  }
  // The support session's raw id is not stored; issue a fresh id for it, keeping its
  // absolute expiry (re-creating it must not renew the support sign-in's lifetime).
  const id = await sessions.create(
    { ...parent, show_set_password: 0 },
    now,
    parent.absolute_expires_at,
  )
  sessions.setCookie(c, id)
  return { redirect: '/demo/support' }
}

sessionRoutes.handle('unmock', (c) => backToSupport(c, 'mocked'))
sessionRoutes.handle('adminExtend', (c) => backToSupport(c, 'mockup'))

/** API-20: accept the agreement. */
auth.handle('agree', async (c, { params: { agreementUUID }, read }) => {
  const { db, config } = c.get('services')
  const session = requireSession(c)
  const body = await read()
  if (body.userUUID !== session.row.user_uuid || session.row.kind !== 'normal')
    throw fail.forbidden()
  const agreement = await db
    .selectFrom('agreements')
    .select('agreement_uuid')
    .where('agreement_uuid', '=', agreementUUID)
    .executeTakeFirst()
  if (!agreement) throw fail.notFound('Unknown agreement')
  await db
    .insertInto('user_agreements')
    .values({ user_uuid: body.userUUID, agreement_uuid: agreementUUID, accepted_at: Date.now() })
    .onConflict((oc) => oc.doNothing())
    .execute()
  return sessionData(db, session, config.internalDomains)
})

/** API-26: request demo (AUTH-07). */
auth.handle('requestDemo', async (c, { read }) => {
  const { db, limiter } = c.get('services')
  const body = await read(DEMO_REQUEST_RULES)
  await limiter.take(`demo:${clientIp(c)}`, 20, 3600_000)
  const clean = (v: string | null) => (v ?? '').trim()
  await db
    .insertInto('demo_requests')
    .values({
      first_name: clean(body.firstName),
      last_name: clean(body.lastName),
      email: clean(body.email).toLowerCase(),
      phone: clean(body.phone),
      domain: clean(body.domain),
      pageviews: clean(body.pageviews),
      created_at: Date.now(),
    })
    .execute()
  return { saved: true as const }
})
