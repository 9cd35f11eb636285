/**
 * Passwords (spec 000 §7: API-12, 13, 15, 27) on the account service: the reset e-mail, the
 * token's data, the reset with a token, and the change with the current password.
 */
import { randomUUID } from 'node:crypto'
import { authCalls } from '../../../src/contracts/accounts/auth'
import { authSchemas } from '../../../src/contracts/accounts/auth.schemas'
import { email, required } from '../../../src/core/validation/rules'
import { originOf, requireSession } from '../platform/context'
import { fail } from '../platform/http-errors'
import { sendMail } from '../platform/mailer'
import { hashPassword, spendResetTokens } from '../platform/passwords'
import { contractRoutes } from '../platform/serve-contract'
import { inTransaction } from '../platform/transaction'
import { currentPasswordMatches } from './current-password'
import { strongPassword } from './input'

export const [passwordRoutes, passwords] = contractRoutes(authCalls, authSchemas)

/** API-12: send a reset e-mail; always 200 so the answer does not reveal accounts. */
passwords.handle('sendResetEmail', async (c, { read }) => {
  const { db, limiter } = c.get('services')
  const body = await read({ email: [required(), email()] })
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
  return { sent: true as const }
})

/** API-15: token data. */
passwords.handle('token', async (c, { query: { tokenUUID } }) => {
  const { db } = c.get('services')
  const token = await db
    .selectFrom('tokens')
    .selectAll()
    .where('token_uuid', '=', tokenUUID)
    .executeTakeFirst()
  if (!token) throw fail.notFound('Unknown token')
  const user = await db
    .selectFrom('users')
    .select(['email'])
    .where('user_uuid', '=', token.user_uuid)
    .executeTakeFirst()
  const expired = token.expires_at <= Date.now()
  const used = token.used_at !== null
  return {
    tokenUUID: token.token_uuid,
    tokenType: token.type,
    userUUID: token.user_uuid,
    email: user?.email ?? null,
    error: expired ? ('EXPIRED' as const) : used ? ('USED' as const) : null,
    validToken: !expired && !used,
  }
})

/** API-13: set a new password with a reset token. */
passwords.handle('resetPassword', async (c, { read }) => {
  const { db, sessions } = c.get('services')
  const body = await read({ updatedPassword: [strongPassword] })
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
  return { reset: true as const }
})

/** API-27: change password (older profile page). */
passwords.handle('changePassword', async (c, { read }) => {
  const { db } = c.get('services')
  const session = requireSession(c)
  if (session.row.kind !== 'normal') throw fail.forbidden('Not in a support session')
  const body = await read({ currentpassword: [required()], newpassword: [strongPassword] })
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
  return { changed: true as const }
})
