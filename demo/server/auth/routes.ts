/** Sign-in and session calls of spec 000 §7 (API-09, 11..22, 26, 27) on the account service. */
import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { setCookie } from 'hono/cookie'
import { z } from 'zod'
import { isStrongPassword, MAX_PASSWORD_LENGTH } from '../../../src/core/validation/password-rules'
import { email, required, type Rule } from '../../../src/core/validation/rules'
import { DEMO_REQUEST_RULES } from '../../../src/areas/auth/lib/demo-request-rules'
import { readBody } from '../platform/body'
import { clientIp, originOf, requireSession, type Ctx, type Env } from '../platform/context'
import { issueInvitation, mayResendInvitation } from './invitations'
import { fail } from '../platform/http-errors'
import { sendMail } from '../platform/mailer'
import { hashPassword, spendResetTokens, verifyPassword } from '../platform/passwords'
import { currentPasswordMatches } from './current-password'
import { AUTO_LOGIN_COOKIE, currentAgreementFor, sessionData } from '../platform/sessions'
import { inTransaction } from '../platform/transaction'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const uuid = z.string().regex(UUID, 'Must be an id')
const strongPassword: Rule = (value) =>
  value && isStrongPassword(value)
    ? null
    : 'Use 8 or more characters with a mix of letters, numbers & symbols.'
const passwordField = z.string().max(MAX_PASSWORD_LENGTH, 'Too long')

/** The per-account and per-address sign-in ceilings, as a multiple of the account+address limit. */
const LOGIN_CEILING_FACTOR = 5
/** Resending an invitation without a session (API-09): per user and per address, an hour. */
const RESEND_PER_USER_HOURLY = 3
const RESEND_PER_ADDRESS_HOURLY = 10

export const authRoutes = new Hono<Env>()

/** API-11: form-encoded username and password. */
authRoutes.post('/login', async (c) => {
  const { db, config, sessions, limiter } = c.get('services')
  const type = c.req.header('content-type') ?? ''
  if (
    !type.startsWith('application/x-www-form-urlencoded') &&
    !type.startsWith('multipart/form-data')
  ) {
    throw fail.badRequest([{ field: '_body', message: 'Send username and password as a form' }])
  }
  const body = await readBody(
    c,
    z.object({
      username: z.string('Required').max(254, 'Too long'),
      password: passwordField.min(1, 'Required'),
      rememberme: z.string().optional(),
    }),
    { username: [required(), email()] },
  )
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
  return c.json(await sessionData(db, ctx, config.internalDomains))
})

/** The current session (used at page load); `{signedIn: false}` when nobody is signed in. */
authRoutes.get('/auth/session', async (c) => {
  const { db, config } = c.get('services')
  const session = c.get('session')
  if (!session) return c.json({ signedIn: false })
  return c.json(await sessionData(db, session, config.internalDomains))
})

/** API-16: extend session. */
authRoutes.put('/auth/session/extend', async (c) => {
  const { sessions } = c.get('services')
  const session = requireSession(c)
  const expires = await sessions.touch(session.row)
  return c.json({ expiresAt: new Date(expires).toISOString() })
})

/**
 * API-17: log out (GET, as the spec names it); clears the cookies. A cross-site request (a link
 * or image on another site) is refused: no page elsewhere can sign a user out.
 */
authRoutes.get('/auth/logout', async (c) => {
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
  return c.body(null, 204)
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
    return c.json({ redirect: '/demo/support' })
  }
  // The support session's raw id is not stored; issue a fresh id for it, keeping its
  // absolute expiry (re-creating it must not renew the support sign-in's lifetime).
  const id = await sessions.create(
    { ...parent, show_set_password: 0 },
    now,
    parent.absolute_expires_at,
  )
  sessions.setCookie(c, id)
  return c.json({ redirect: '/demo/support' })
}

authRoutes.post('/auth/unmock', (c) => backToSupport(c, 'mocked'))
authRoutes.put('/auth/admin/session/extend', (c) => backToSupport(c, 'mockup'))

/** API-12: send a reset e-mail; always 200 so the answer does not reveal accounts. */
authRoutes.post('/password/send-email', async (c) => {
  const { db, limiter } = c.get('services')
  const body = await readBody(c, z.object({ email: z.string('Required').max(254, 'Too long') }), {
    email: [required(), email()],
  })
  const address = body.email.trim().toLowerCase()
  await limiter.take(`reset:${address}`, 5, 3600_000)
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', address)
    .executeTakeFirst()
  if (user && user.password_hash) {
    const token = randomUUID()
    const now = Date.now()
    await inTransaction(db, async (trx) => {
      await trx
        .insertInto('tokens')
        .values({
          token_uuid: token,
          user_uuid: user.user_uuid,
          type: 'RESET_PASSWORD',
          created_at: now,
          expires_at: now + 3600_000,
          used_at: null,
        })
        .execute()
      const link = `${originOf(c)}/?auth_ref=RESET_PASSWORD&token_uuid=${token}`
      await sendMail(trx, {
        to: user.email,
        subject: 'Reset your Publisher Portal password',
        body: `Hi ${user.first_name},\n\nSomeone asked to reset your password. Use the link below within an hour; if it was not you, ignore this e-mail.\n\n${link}\n`,
        link,
        kind: 'reset',
      })
    })
  }
  return c.json({ sent: true })
})

/** API-15: token data. */
authRoutes.get('/token', async (c) => {
  const { db } = c.get('services')
  const parsed = uuid.safeParse(c.req.query('tokenUUID'))
  if (!parsed.success) throw fail.badRequest([{ field: 'tokenUUID', message: 'Must be an id' }])
  const token = await db
    .selectFrom('tokens')
    .selectAll()
    .where('token_uuid', '=', parsed.data)
    .executeTakeFirst()
  if (!token) throw fail.notFound('Unknown token')
  const user = await db
    .selectFrom('users')
    .select(['email'])
    .where('user_uuid', '=', token.user_uuid)
    .executeTakeFirst()
  const expired = token.expires_at <= Date.now()
  const used = token.used_at !== null
  return c.json({
    tokenUUID: token.token_uuid,
    tokenType: token.type,
    userUUID: token.user_uuid,
    email: user?.email ?? null,
    error: expired ? 'EXPIRED' : used ? 'USED' : null,
    validToken: !expired && !used,
  })
})

/** API-13: set a new password with a reset token. */
authRoutes.put('/auth/password/reset', async (c) => {
  const { db, sessions } = c.get('services')
  const body = await readBody(
    c,
    z.object({ tokenUUID: uuid, userUUID: uuid, updatedPassword: passwordField }),
    { updatedPassword: [strongPassword] },
  )
  const token = await db
    .selectFrom('tokens')
    .selectAll()
    .where('token_uuid', '=', body.tokenUUID)
    .executeTakeFirst()
  if (
    !token ||
    token.type !== 'RESET_PASSWORD' ||
    token.user_uuid !== body.userUUID ||
    token.used_at !== null ||
    token.expires_at <= Date.now()
  ) {
    throw fail.badRequest([
      {
        field: 'tokenUUID',
        message: 'Woops, something wrong: Your token has expired. Please try again later.',
      },
    ])
  }
  const hash = await hashPassword(body.updatedPassword)
  const now = Date.now()
  const spent = await inTransaction(db, async (trx) => {
    // Spending the token is the guard: of two requests with one token, only one gets a row.
    const taken = await trx
      .updateTable('tokens')
      .set({ used_at: now })
      .where('token_uuid', '=', token.token_uuid)
      .where('used_at', 'is', null)
      .returning('token_uuid')
      .executeTakeFirst()
    if (!taken) return false
    await trx
      .updateTable('users')
      .set({ password_hash: hash })
      .where('user_uuid', '=', body.userUUID)
      .execute()
    // Every other open reset link of the user is spent with it.
    await spendResetTokens(trx, body.userUUID, now)
    return true
  })
  if (!spent) {
    throw fail.badRequest([
      {
        field: 'tokenUUID',
        message: 'Woops, something wrong: Your token has expired. Please try again later.',
      },
    ])
  }
  await sessions.destroyAllFor(body.userUUID)
  return c.json({ reset: true })
})

/** The invitation link: a valid token opens a set-password session; an expired one goes to expiredlink. */
authRoutes.get('/auth/invitation/:token', async (c) => {
  const { db, sessions } = c.get('services')
  const tokenId = c.req.param('token')
  if (!UUID.test(tokenId)) return c.redirect('/error/404', 302)
  const token = await db
    .selectFrom('tokens')
    .selectAll()
    .where('token_uuid', '=', tokenId)
    .executeTakeFirst()
  if (!token || token.type !== 'COMPLETE_SIGN_UP') return c.redirect('/error/404', 302)
  if (token.used_at !== null || token.expires_at <= Date.now()) {
    return c.redirect(`/?auth_ref=EXPIRED_LINK&token_uuid=${token.token_uuid}`, 302)
  }
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('user_uuid', '=', token.user_uuid)
    .executeTakeFirstOrThrow()
  // A new session id at every sign-in; the browser's old session (if any) ends.
  await sessions.signIn(c, user, true)
  return c.redirect(`/?auth_ref=COMPLETE_SIGN_UP&token_uuid=${token.token_uuid}`, 302)
})

/** API-14: the invited user sets a password (needs the set-password session). */
authRoutes.put('/auth/user/activate', async (c) => {
  const { db, config } = c.get('services')
  const session = requireSession(c)
  const body = await readBody(c, z.object({ userUUID: uuid, updatedPassword: passwordField }), {
    updatedPassword: [strongPassword],
  })
  if (session.row.user_uuid !== body.userUUID || session.row.show_set_password !== 1)
    throw fail.forbidden()
  const hash = await hashPassword(body.updatedPassword)
  const now = Date.now()
  await inTransaction(db, async (trx) => {
    // Clearing the session's set-password flag is the claim: of two concurrent submits, only
    // one sets the password (the other is refused as any later one would be).
    const claimed = await trx
      .updateTable('sessions')
      .set({ show_set_password: 0 })
      .where('id_hash', '=', session.row.id_hash)
      .where('show_set_password', '=', 1)
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) === 0) throw fail.forbidden()
    // AUTH-20/24: the sign-up form says "By clicking Submit you agree to the Publisher
    // Agreement", so submitting it accepts the agreement it showed.
    const agreementUUID = await currentAgreementFor(trx, session.user)
    await trx
      .updateTable('users')
      .set({ password_hash: hash, status: 'ACTIVE' })
      .where('user_uuid', '=', body.userUUID)
      .execute()
    if (agreementUUID)
      await trx
        .insertInto('user_agreements')
        .values({ user_uuid: body.userUUID, agreement_uuid: agreementUUID, accepted_at: now })
        .onConflict((oc) => oc.doNothing())
        .execute()
    await trx
      .updateTable('tokens')
      .set({ used_at: now })
      .where('user_uuid', '=', body.userUUID)
      .where('type', '=', 'COMPLETE_SIGN_UP')
      .where('used_at', 'is', null)
      .execute()
    await spendResetTokens(trx, body.userUUID, now)
  })
  session.row.show_set_password = 0
  return c.json(await sessionData(db, session, config.internalDomains))
})

/** API-20: accept the agreement. */
authRoutes.put('/agreements/:agreementUUID', async (c) => {
  const { db, config } = c.get('services')
  const session = requireSession(c)
  const agreementUUID = c.req.param('agreementUUID')
  const body = await readBody(c, z.object({ userUUID: uuid }))
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
  return c.json(await sessionData(db, session, config.internalDomains))
})

/**
 * API-09: re-send an invitation (from the expired-link page, AUTH-28/29) without a session:
 * only for an invited user whose invitation expired unused (see mayResendInvitation); a
 * 30-second lock per user, and hourly limits per user and per address.
 */
authRoutes.post('/auth/resend/user-invite', async (c) => {
  const { db, config, limiter } = c.get('services')
  const body = await readBody(c, z.object({ userUUID: uuid, isResend: z.boolean().optional() }))
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('user_uuid', '=', body.userUUID)
    .executeTakeFirst()
  if (!user || !(await mayResendInvitation(db, user))) throw fail.notFound('No pending invitation')
  await limiter.takeAll([
    { key: `invite:${user.user_uuid}`, max: 1, windowMs: config.resendLockMs },
    { key: `invite:hour:${user.user_uuid}`, max: RESEND_PER_USER_HOURLY, windowMs: 3600_000 },
    { key: `invite:ip:${clientIp(c)}`, max: RESEND_PER_ADDRESS_HOURLY, windowMs: 3600_000 },
  ])
  // An activation that landed since the check above leaves nothing to send.
  if (!(await issueInvitation(db, user, originOf(c)))) throw fail.notFound('No pending invitation')
  return c.json({ sent: true })
})

/** API-26: request demo (AUTH-07). */
authRoutes.post('/auth/request-demo', async (c) => {
  const { db, limiter } = c.get('services')
  const text = z.string('Required').max(300, 'Too long').nullable()
  const body = await readBody(
    c,
    z.object({
      firstName: text,
      lastName: text,
      email: text,
      phone: text,
      domain: text,
      pageviews: text,
    }),
    DEMO_REQUEST_RULES,
  )
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
  return c.json({ saved: true }, 201)
})

/** API-27: change password (older profile page). */
authRoutes.put('/auth/password/change', async (c) => {
  const { db } = c.get('services')
  const session = requireSession(c)
  if (session.row.kind !== 'normal') throw fail.forbidden('Not in a support session')
  const body = await readBody(
    c,
    z.object({ currentpassword: passwordField, newpassword: passwordField }),
    {
      currentpassword: [required()],
      newpassword: [strongPassword],
    },
  )
  if (!(await currentPasswordMatches(c, session.user, body.currentpassword))) {
    throw fail.badRequest([
      { field: 'currentpassword', message: 'The current password is incorrect' },
    ])
  }
  const hash = await hashPassword(body.newpassword)
  await inTransaction(db, async (trx) => {
    // Only while the password checked above is still the current one: of two concurrent changes
    // from the same old password, the second finds it changed.
    const changed = await trx
      .updateTable('users')
      .set({ password_hash: hash })
      .where('user_uuid', '=', session.user.user_uuid)
      .where('password_hash', '=', session.user.password_hash!)
      .executeTakeFirst()
    if (Number(changed.numUpdatedRows) === 0)
      throw fail.badRequest([
        { field: 'currentpassword', message: 'The current password is incorrect' },
      ])
    await spendResetTokens(trx, session.user.user_uuid)
    // Other browsers signed in with the old password are signed out; this one stays.
    await trx
      .deleteFrom('sessions')
      .where('user_uuid', '=', session.user.user_uuid)
      .where('id_hash', '!=', session.row.id_hash)
      .execute()
  })
  return c.json({ changed: true })
})
