/**
 * Invitations (spec 000 §7: API-09, API-14) on the account service: the invitation link opens a
 * set-password session, the invited user sets a password, and an expired invitation is sent
 * again without a session.
 */
import { authCalls } from '../../../src/contracts/accounts/auth'
import { authSchemas, UUID } from '../../../src/contracts/accounts/auth.schemas'
import { clientIp, originOf, requireSession } from '../platform/context'
import { fail } from '../platform/http-errors'
import { hashPassword, spendResetTokens, spendTokens } from '../platform/passwords'
import { contractRoutes } from '../platform/serve-contract'
import { currentAgreementFor, sessionData } from '../platform/sessions'
import { inTransaction } from '../platform/transaction'
import { strongPassword } from './input'
import { issueInvitation, mayResendInvitation } from './invitations'

export const [invitationRoutes, invitations] = contractRoutes(authCalls, authSchemas)

/** Resending an invitation without a session (API-09): per user and per address, an hour. */
const RESEND_PER_USER_HOURLY = 3
const RESEND_PER_ADDRESS_HOURLY = 10

/** The invitation link: a valid token opens a set-password session; an expired one goes to expiredlink. */
invitations.handle('invitation', async (c, { params }) => {
  const { db, sessions } = c.get('services')
  const tokenId = params.token
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
invitations.handle('activate', async (c, { read }) => {
  const { db, config } = c.get('services')
  const session = requireSession(c)
  const body = await read({ updatedPassword: [strongPassword] })
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
    await spendTokens(trx, body.userUUID, 'COMPLETE_SIGN_UP', now)
    await spendResetTokens(trx, body.userUUID, now)
  })
  session.row.show_set_password = 0
  return sessionData(db, session, config.internalDomains)
})

/**
 * API-09: re-send an invitation (from the expired-link page, AUTH-28/29) without a session:
 * only for an invited user whose invitation expired unused (see mayResendInvitation); a
 * 30-second lock per user, and hourly limits per user and per address.
 */
invitations.handle('resendInvite', async (c, { read }) => {
  const { db, config, limiter } = c.get('services')
  const body = await read()
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
  return { sent: true as const }
})
