/** Issuing a sign-up invitation: one 24-hour link, earlier links spent, status INVITE_SENT, e-mail. */
import { randomUUID } from 'node:crypto'
import type { DB } from '../platform/db'
import { sendMail } from '../platform/mailer'
import { spendTokens } from '../platform/passwords'
import type { UsersTable } from '../platform/schema'
import { inTransaction } from '../platform/transaction'

/** AUTH-29 / spec 000 §9: a new invitation link is valid 24 hours. */
export const INVITE_VALID_MS = 24 * 3600_000

/** The invitation e-mail (also the seeded ones, auth/seed.ts), as an outbox row. */
export function invitation(to: string, firstName: string, link: string, at: number) {
  return {
    to_email: to,
    subject: 'You are invited to the Publisher Portal',
    body: `Hi ${firstName},\n\nYou have been invited to the Publisher Portal. Set your password with the link below; it is valid for 24 hours.\n\n${link}\n`,
    link,
    kind: 'invitation',
    created_at: at,
  }
}

/**
 * AUTH-28/29: a user may ask for a new link without a session only while invited
 * (INVITE_SENT) and after an invitation of theirs ran out unused (expired with no use, or
 * spent by a resend only after it had expired). "Send again" on the new-invitation page
 * therefore keeps working, while a user never invited (CREATED: inviting is ACCT-10's
 * action), an active user or one whose only link is still valid gets nothing.
 */
export async function mayResendInvitation(
  db: DB,
  user: UsersTable,
  now = Date.now(),
): Promise<boolean> {
  if (user.status !== 'INVITE_SENT') return false
  const expired = await db
    .selectFrom('tokens')
    .select('token_uuid')
    .where('user_uuid', '=', user.user_uuid)
    .where('type', '=', 'COMPLETE_SIGN_UP')
    .where('expires_at', '<=', now)
    .where((eb) => eb.or([eb('used_at', 'is', null), eb('used_at', '>=', eb.ref('expires_at'))]))
    .executeTakeFirst()
  return expired !== undefined
}

/**
 * In one transaction: spends the user's open links, makes a new one and mails it. Only while the
 * user's status is still the one the caller judged (`user.status`): false, and nothing written,
 * when a concurrent request changed it (a second invitation, an activation) in the meantime.
 */
export async function issueInvitation(
  db: DB,
  user: UsersTable,
  origin: string,
  now = Date.now(),
): Promise<boolean> {
  const token = randomUUID()
  const link = `${origin}/api/accounts/auth/invitation/${token}`
  return inTransaction(db, async (trx) => {
    const invited = await trx
      .updateTable('users')
      .set({ status: 'INVITE_SENT' })
      .where('user_uuid', '=', user.user_uuid)
      .where('status', '=', user.status)
      .executeTakeFirst()
    if (Number(invited.numUpdatedRows) === 0) return false
    await spendTokens(trx, user.user_uuid, 'COMPLETE_SIGN_UP', now)
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
    const mail = invitation(user.email, user.first_name, link, now)
    await sendMail(
      trx,
      { to: mail.to_email, subject: mail.subject, body: mail.body, link, kind: mail.kind },
      now,
    )
    return true
  })
}
