/**
 * The notification digests (issue 30), sent by a scheduler inside the server: the daily digest of
 * replies for commenters who chose DAILY, and each unit's digest of pending comments for its
 * moderators (hourly or daily). A tick claims each digest in a transaction with a compare-and-set
 * on the instant it is due (like reports/scheduler.ts), so two server processes, or a tick
 * repeated, never send one twice. A moderators' digest goes to every active user of the unit's
 * account (any of them may moderate, COM-08), only when comments are pending.
 */
import {
  DAY_MS,
  digestPeriod,
  pendingLine,
  replyDigestDue,
} from '../../../src/areas/commenting/lib/notify-rules'
import type { DigestFrequency } from '../../../src/areas/commenting/lib/notify-rules'
import type { DB } from '../platform/db'
import { log } from '../platform/log'
import { ticker } from '../platform/ticker'
import { runWithMailer, sendMail, type Mailer } from '../platform/mailer'
import { inTransaction } from '../platform/transaction'
import { replyLines, sendWithUnsubscribe, unitName } from './notify'

export interface NotifyDeps {
  mailer: Mailer
  /** The origin of the e-mails' links (config.publicUrl). */
  publicUrl: string
}

export interface NotifyTickResult {
  /** Commenters sent a daily digest of replies. */
  replyDigests: number
  /** Units whose moderators were sent a digest, with the count and the recipients. */
  moderationDigests: { unitUUID: string; pending: number; recipients: number }[]
}

/** How often the scheduler looks for due digests. */
export const NOTIFY_TICK_MS = 60_000
const BATCH = 100
/** Where the moderators' digest links: the comment manager's Moderation tab. */
export const QUEUE_PATH = '/dashboard/commenting/commentmanager/moderation'

/** The moderators' digest of `unitUUID` as of `now`, for the digest calls. */
export async function digestOf(db: DB, unitUUID: string, accountUUID: string) {
  const row = await db
    .selectFrom('commenting_moderation_digests')
    .select(['frequency', 'next_at'])
    .where('unit_uuid', '=', unitUUID)
    .executeTakeFirst()
  return {
    frequency: (row?.frequency ?? 'OFF') as DigestFrequency,
    nextAt: row?.next_at === null || row?.next_at === undefined ? null : Number(row.next_at),
    recipients: (await recipientsOf(db, accountUUID)).length,
  }
}

/** The addresses a unit's moderators' digest goes to: the account's active users. */
async function recipientsOf(db: DB, accountUUID: string): Promise<string[]> {
  const users = await db
    .selectFrom('users')
    .select('email')
    .where('account_uuid', '=', accountUUID)
    .where('status', '=', 'ACTIVE')
    .orderBy('email')
    .execute()
  return users.map((u) => u.email)
}

/** Sets a unit's digest: the next one due a period from now (none when off). */
export async function saveDigest(
  db: DB,
  unitUUID: string,
  frequency: DigestFrequency,
  userUUID: string,
  now: number,
): Promise<void> {
  const period = digestPeriod(frequency)
  const values = {
    frequency,
    next_at: period === null ? null : now + period,
    updated_at: now,
    updated_by: userUUID,
  }
  await db
    .insertInto('commenting_moderation_digests')
    .values({ unit_uuid: unitUUID, last_sent_at: null, ...values })
    .onConflict((oc) => oc.column('unit_uuid').doUpdateSet(values))
    .execute()
}

/** One unit's due digest: claimed, counted and sent, or null when another tick took it. */
async function sendModerationDigest(
  db: DB,
  unitUUID: string,
  dueAt: number,
  now: number,
  deps: NotifyDeps,
) {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('commenting_moderation_digests as d')
      .innerJoin('commenting_units as u', 'u.unit_uuid', 'd.unit_uuid')
      .select(['d.frequency', 'u.account_uuid'])
      .where('d.unit_uuid', '=', unitUUID)
      .where('d.next_at', '=', dueAt)
      .executeTakeFirst()
    const period = row && digestPeriod(row.frequency as DigestFrequency)
    if (!row || !period) return null
    const moved = await trx
      .updateTable('commenting_moderation_digests')
      .set({ next_at: now + period })
      .where('unit_uuid', '=', unitUUID)
      .where('next_at', '=', dueAt)
      .executeTakeFirst()
    if (Number(moved.numUpdatedRows) !== 1) return null
    const { n } = await trx
      .selectFrom('comments')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .where('unit_uuid', '=', unitUUID)
      .where('status', '=', 'HELD')
      .executeTakeFirstOrThrow()
    const pending = Number(n)
    if (!pending) return { unitUUID, pending, recipients: 0 }
    const recipients = await recipientsOf(trx, row.account_uuid)
    const name = await unitName(trx, unitUUID)
    const link = new URL(QUEUE_PATH, deps.publicUrl).href
    for (const to of recipients)
      await sendMail(
        trx,
        {
          to,
          subject: `${pending.toLocaleString('en-US')} pending in ${name}`,
          body: `${pendingLine(pending, name)}\n\nOpen the moderation queue: ${link}\n\nYou get this digest (${row.frequency.toLowerCase()}) as a user of the account; any user can turn it off in the Moderation tab.`,
          link,
          kind: 'moderation-digest',
        },
        now,
      )
    await trx
      .updateTable('commenting_moderation_digests')
      .set({ last_sent_at: now })
      .where('unit_uuid', '=', unitUUID)
      .execute()
    return { unitUUID, pending, recipients: recipients.length }
  })
}

/** One commenter's daily digest of replies: claimed and sent, false when another tick took it. */
async function sendReplyDigest(
  db: DB,
  commenterUUID: string,
  last: number | null,
  now: number,
  deps: NotifyDeps,
) {
  return inTransaction(db, async (trx) => {
    const claimed = await trx
      .updateTable('commenting_reply_subscriptions')
      .set({ digest_at: now })
      .where('commenter_uuid', '=', commenterUUID)
      .where('digest_at', last === null ? 'is' : '=', last)
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) !== 1) return false
    const taken = await trx
      .updateTable('commenting_reply_notices')
      .set({ sent_at: now })
      .where('commenter_uuid', '=', commenterUUID)
      .where('sent_at', 'is', null)
      .returning('comment_uuid')
      .execute()
    if (!taken.length) return false
    const sub = await trx
      .selectFrom('commenting_reply_subscriptions')
      .select(['email', 'unit_uuid'])
      .where('commenter_uuid', '=', commenterUUID)
      .executeTakeFirstOrThrow()
    const replies = await trx
      .selectFrom('comments as r')
      .innerJoin('commenters as a', 'a.commenter_uuid', 'r.commenter_uuid')
      .select(['r.text', 'r.page_id', 'a.name'])
      .where(
        'r.comment_uuid',
        'in',
        taken.map((t) => t.comment_uuid),
      )
      .where('r.status', '=', 'PUBLISHED')
      .orderBy('r.created_at')
      .execute()
    if (!replies.length) return false
    const name = await unitName(trx, sub.unit_uuid)
    await sendWithUnsubscribe(
      trx,
      { commenterUUID, email: sub.email },
      {
        subject: `${replies.length} new ${replies.length === 1 ? 'reply' : 'replies'} to your comments`,
        body: `${replies.map(replyLines).join('\n\n')}\n\nYou get this daily digest because you asked for an e-mail when someone replies to your comments in ${name}.`,
        kind: 'comment-reply-digest',
      },
      deps.publicUrl,
      now,
    )
    return true
  })
}

/** One tick as of `now`: every due digest, each claimed once. Callable directly (tests, demo). */
export async function runNotifyTick(
  db: DB,
  now: Date,
  deps: NotifyDeps,
): Promise<NotifyTickResult> {
  const at = now.getTime()
  const result: NotifyTickResult = { replyDigests: 0, moderationDigests: [] }
  await runWithMailer(
    deps.mailer,
    async () => {
      const units = await db
        .selectFrom('commenting_moderation_digests')
        .select(['unit_uuid', 'next_at'])
        .where('next_at', '<=', at)
        .orderBy('next_at')
        .limit(BATCH)
        .execute()
      for (const u of units) {
        const sent = await sendModerationDigest(db, u.unit_uuid, Number(u.next_at), at, deps)
        if (sent?.pending) result.moderationDigests.push(sent)
      }
      const subscribers = await db
        .selectFrom('commenting_reply_subscriptions as s')
        .select(['s.commenter_uuid', 's.digest_at'])
        .where('s.frequency', '=', 'DAILY')
        .where('s.confirmed_at', 'is not', null)
        .where((eb) => eb.or([eb('s.digest_at', 'is', null), eb('s.digest_at', '<=', at - DAY_MS)]))
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('commenting_reply_notices as n')
              .select('n.comment_uuid')
              .whereRef('n.commenter_uuid', '=', 's.commenter_uuid')
              .where('n.sent_at', 'is', null),
          ),
        )
        .limit(BATCH)
        .execute()
      for (const s of subscribers) {
        const last = s.digest_at === null ? null : Number(s.digest_at)
        if (!replyDigestDue(last, at)) continue
        if (await sendReplyDigest(db, s.commenter_uuid, last, at, deps)) result.replyDigests++
      }
    },
    () => true,
  )
  return result
}

let scheduler: ReturnType<typeof ticker> | null = null

/** Starts the ticks (at once, then every NOTIFY_TICK_MS, never overlapped), not keeping the process alive. */
export function startNotifyScheduler(db: DB, deps: NotifyDeps): void {
  void scheduler?.stop()
  scheduler = ticker(
    () =>
      runNotifyTick(db, new Date(), deps).catch((error: unknown) =>
        log.error({ err: error }, 'notification digest tick failed'),
      ),
    NOTIFY_TICK_MS,
  )
  scheduler.start()
}

/** Stops the ticks; resolves once a tick still running has finished. */
export async function stopNotifyScheduler(): Promise<void> {
  await scheduler?.stop()
}
