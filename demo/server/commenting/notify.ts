/**
 * Comment notifications (beyond the spec, issue 30): a named commenter's reply e-mails and the
 * links they carry. Tokens are random and stored as SHA-256 hashes only: the confirmation link's
 * on the subscription, and a fresh unsubscribe token for every e-mail sent (a later e-mail does not
 * break an earlier one's link; unsubscribing deletes the subscription and every token with it).
 *
 * A reply notifies its parent comment's author when it is PUBLISHED (on posting, or when a
 * moderator approves it), when the author subscribed and confirmed, and when the reply is not
 * their own (not by the same commenter, nor from the same address). Each reply notifies once
 * (commenting_reply_notices): IMMEDIATE subscribers get an e-mail at once, DAILY ones a digest
 * from the scheduler (notify-digests.ts).
 */
import { randomBytes } from 'node:crypto'
import type { ReplyFrequency } from '../../../src/areas/commenting/lib/notify-rules'
import { quoted } from '../../../src/areas/commenting/lib/notify-rules'
import type { DB } from '../platform/db'
import { sendMail } from '../platform/mailer'
import { readSection } from '../site-products/commenting-units'
import { hashToken } from './public-queries'

export const NOTIFY_LINKS = '/api/commenting/public/v1/notifications'
/** An unconfirmed subscription's confirmation e-mail is not sent again sooner than this. */
const RESEND_MS = 3_600_000

const newToken = () => randomBytes(32).toString('base64url')
const linkTo = (publicUrl: string, what: 'confirm' | 'unsubscribe', token: string) =>
  new URL(`${NOTIFY_LINKS}/${what}?token=${token}`, publicUrl).href

/** The unit's name as its e-mails say it. */
export async function unitName(db: DB, unitUUID: string): Promise<string> {
  const { name } = await readSection(db, unitUUID, 'general')
  return name.trim() || 'the comments'
}

/**
 * A named commenter asks for reply e-mails (in the post's transaction, after the commenter row).
 * Already confirmed for this address: the frequency is updated. Otherwise the subscription starts
 * (again) unconfirmed and a confirmation e-mail goes to the address, at most once an hour.
 */
export async function subscribe(
  trx: DB,
  s: {
    unitUUID: string
    commenterUUID: string
    email: string
    frequency: ReplyFrequency
    publicUrl: string
    now: number
  },
): Promise<'CONFIRMATION_SENT' | 'SUBSCRIBED'> {
  const held = await trx
    .selectFrom('commenting_reply_subscriptions')
    .selectAll()
    .where('commenter_uuid', '=', s.commenterUUID)
    .executeTakeFirst()
  if (held && held.email === s.email) {
    if (held.confirmed_at !== null || s.now - held.created_at < RESEND_MS) {
      await trx
        .updateTable('commenting_reply_subscriptions')
        .set({ frequency: s.frequency })
        .where('commenter_uuid', '=', s.commenterUUID)
        .execute()
      return held.confirmed_at !== null ? 'SUBSCRIBED' : 'CONFIRMATION_SENT'
    }
  }
  if (held)
    await trx
      .deleteFrom('commenting_reply_subscriptions')
      .where('commenter_uuid', '=', s.commenterUUID)
      .execute()
  const token = newToken()
  await trx
    .insertInto('commenting_reply_subscriptions')
    .values({
      commenter_uuid: s.commenterUUID,
      unit_uuid: s.unitUUID,
      email: s.email,
      frequency: s.frequency,
      confirm_hash: hashToken(token),
      confirmed_at: null,
      created_at: s.now,
      digest_at: null,
    })
    .execute()
  const link = linkTo(s.publicUrl, 'confirm', token)
  const name = await unitName(trx, s.unitUUID)
  await sendMail(trx, {
    to: s.email,
    subject: `Confirm reply e-mails from ${name}`,
    body: `You asked for an e-mail when someone replies to your comments in ${name}.\n\nConfirm this address by opening the link below. If you did not ask, ignore this e-mail: nothing will be sent.\n\n${link}`,
    link,
    kind: 'comment-reply-confirm',
  })
  return 'CONFIRMATION_SENT'
}

/** A fresh unsubscribe link for one e-mail to `commenterUUID`'s subscription. */
async function unsubscribeLink(trx: DB, commenterUUID: string, publicUrl: string, now: number) {
  const token = newToken()
  await trx
    .insertInto('commenting_unsubscribe_tokens')
    .values({ token_hash: hashToken(token), commenter_uuid: commenterUUID, created_at: now })
    .execute()
  return linkTo(publicUrl, 'unsubscribe', token)
}

/** An e-mail with the one-click unsubscribe link (in the body, as its link and as headers). */
export async function sendWithUnsubscribe(
  trx: DB,
  to: { commenterUUID: string; email: string },
  mail: { subject: string; body: string; kind: string },
  publicUrl: string,
  now: number,
): Promise<void> {
  const link = await unsubscribeLink(trx, to.commenterUUID, publicUrl, now)
  await sendMail(
    trx,
    {
      to: to.email,
      subject: mail.subject,
      body: `${mail.body}\n\nStop these e-mails (one click, no sign-in): ${link}`,
      link,
      kind: mail.kind,
      headers: {
        'List-Unsubscribe': `<${link}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    },
    now,
  )
}

/** How a reply reads in an e-mail: who wrote it and what. */
export const replyLines = (r: { name: string | null; text: string; page_id: string }) =>
  `${r.name ?? 'Someone'} replied on ${r.page_id}:\n  “${quoted(r.text)}”`

/**
 * Tells the subscribed authors of the parents of `commentUUIDs` (just published, in `trx`) of
 * the replies: IMMEDIATE ones by e-mail now, DAILY ones in their next digest. Answers how many
 * e-mails went.
 */
export async function notifyReplies(
  trx: DB,
  commentUUIDs: readonly string[],
  publicUrl: string,
  now: number,
): Promise<number> {
  if (!commentUUIDs.length) return 0
  const replies = await trx
    .selectFrom('comments as r')
    .innerJoin('comments as p', 'p.comment_uuid', 'r.parent_uuid')
    .innerJoin('commenting_reply_subscriptions as s', 's.commenter_uuid', 'p.commenter_uuid')
    .innerJoin('commenters as a', 'a.commenter_uuid', 'r.commenter_uuid')
    .select([
      'r.comment_uuid',
      'r.text',
      'r.page_id',
      'r.unit_uuid',
      'a.name',
      'a.email as author_email',
      's.commenter_uuid as subscriber',
      's.email',
      's.frequency',
    ])
    .where('r.comment_uuid', 'in', commentUUIDs)
    .where('r.status', '=', 'PUBLISHED')
    .where('s.confirmed_at', 'is not', null)
    .whereRef('r.commenter_uuid', '!=', 'p.commenter_uuid')
    .execute()
  let sent = 0
  for (const reply of replies) {
    // The same person under another token is still replying to themselves.
    if (reply.author_email === reply.email) continue
    const immediate = reply.frequency === 'IMMEDIATE'
    const noticed = await trx
      .insertInto('commenting_reply_notices')
      .values({
        comment_uuid: reply.comment_uuid,
        commenter_uuid: reply.subscriber,
        created_at: now,
        sent_at: immediate ? now : null,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('comment_uuid')
      .executeTakeFirst()
    if (!noticed || !immediate) continue
    const name = await unitName(trx, reply.unit_uuid)
    await sendWithUnsubscribe(
      trx,
      { commenterUUID: reply.subscriber, email: reply.email },
      {
        subject: `${reply.name ?? 'Someone'} replied to your comment`,
        body: `${replyLines(reply)}\n\nYou get this because you asked for an e-mail when someone replies to your comments in ${name}.`,
        kind: 'comment-reply',
      },
      publicUrl,
      now,
    )
    sent++
  }
  return sent
}

/** Confirms the subscription whose confirmation token this is; false when none is. */
export async function confirmSubscription(db: DB, token: string, now: number): Promise<boolean> {
  const done = await db
    .updateTable('commenting_reply_subscriptions')
    .set({ confirm_hash: null, confirmed_at: now })
    .where('confirm_hash', '=', hashToken(token))
    .executeTakeFirst()
  return Number(done.numUpdatedRows) === 1
}

/** Ends the subscription an unsubscribe token names (with its tokens and waiting replies). */
export async function unsubscribe(db: DB, token: string): Promise<boolean> {
  const row = await db
    .selectFrom('commenting_unsubscribe_tokens')
    .select('commenter_uuid')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst()
  if (!row) return false
  await db
    .deleteFrom('commenting_reply_subscriptions')
    .where('commenter_uuid', '=', row.commenter_uuid)
    .execute()
  return true
}
