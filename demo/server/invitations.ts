/** Issuing a sign-up invitation: one 24-hour link, earlier links spent, status INVITE_SENT, e-mail. */
import { randomUUID } from 'node:crypto'
import type { DB } from './db'
import type { UsersTable } from './schema'
import { invitation } from './seed'

/** AUTH-29 / spec 000 §9: a new invitation link is valid 24 hours. */
export const INVITE_VALID_MS = 24 * 3600_000

/** In one transaction: spends the user's open links, makes a new one and mails it. */
export async function issueInvitation(
  db: DB,
  user: UsersTable,
  origin: string,
  now = Date.now(),
): Promise<void> {
  const token = randomUUID()
  const link = `${origin}/api/accounts/auth/invitation/${token}`
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('tokens')
      .set({ used_at: now })
      .where('user_uuid', '=', user.user_uuid)
      .where('type', '=', 'COMPLETE_SIGN_UP')
      .where('used_at', 'is', null)
      .execute()
    await trx
      .insertInto('tokens')
      .values({
        token_uuid: token,
        user_uuid: user.user_uuid,
        type: 'COMPLETE_SIGN_UP',
        created_at: now,
        expires_at: now + INVITE_VALID_MS,
        used_at: null,
      })
      .execute()
    await trx
      .updateTable('users')
      .set({ status: 'INVITE_SENT' })
      .where('user_uuid', '=', user.user_uuid)
      .execute()
    await trx
      .insertInto('outbox')
      .values(invitation(user.email, user.first_name, link, now))
      .execute()
  })
}
