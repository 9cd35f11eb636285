/**
 * Marks (reports) of comments from the public commenting unit (COM-18): who counts and what the
 * counted marks do. Every mark is recorded; only counted ones (markCounts) add to the comment's and
 * the author's `marks` and can hold the comment or block its author (afterMark).
 */
import { createHash } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import type { ModerationSettings } from '../../../src/areas/commenting/lib/commenting-rules'
import { afterMark, markCounts } from '../../../src/areas/commenting/lib/moderation-rules'
import { fail } from '../platform/http-errors'
import type { CommentersTable, Database } from '../platform/schema'

/** A client address as comment_marks stores it: SHA-256 of the unit id and the address. */
export const hashAddress = (unitUUID: string, ip: string) =>
  createHash('sha256').update(`${unitUUID}\n${ip}`).digest('hex')

/** When a commenter's oldest comment still published in the unit was posted (ms), or null. */
export async function publishedSince(
  db: Kysely<Database>,
  unitUUID: string,
  commenterUUID: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('comments')
    .select(({ fn }) => fn.min<number | null>('created_at').as('since'))
    .where('unit_uuid', '=', unitUUID)
    .where('commenter_uuid', '=', commenterUUID)
    .where('status', '=', 'PUBLISHED')
    .executeTakeFirst()
  return row?.since == null ? null : Number(row.since)
}

export interface Mark {
  commentUUID: string
  authorUUID: string
  /** The marker the token named, or null without one. */
  marker: CommenterStanding | null
  addressHash: string
  moderation: Pick<ModerationSettings, 'autoRemoveComments' | 'autoBlockAuthors'>
  now: number
}

export interface CommenterStanding {
  commenter: Pick<CommentersTable, 'commenter_uuid' | 'blocked'>
  publishedSince: number | null
}

/** Distinct addresses of the counted marks on one comment, or on all of one author's. */
async function addressesOf(
  trx: Transaction<Database>,
  column: 'm.comment_uuid' | 'm.commenter_uuid',
  value: string,
): Promise<number> {
  const row = await trx
    .selectFrom('comment_marks as k')
    .innerJoin('comments as m', 'm.comment_uuid', 'k.comment_uuid')
    .select(({ fn }) => fn.count<number>('k.address_hash').distinct().as('n'))
    .where(column, '=', value)
    .where('k.counted', '=', 1)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/**
 * Records one mark inside the caller's transaction and applies what it does: 409 when this token
 * (or, without a token, this address) marked the comment already, 404 when the comment is gone.
 * Answers whether the comment is off the public list (HELD) and the author blocked, after it.
 */
export async function recordMark(trx: Transaction<Database>, mark: Mark) {
  const comment = await trx
    .selectFrom('comments')
    .select(['marks', 'status'])
    .where('comment_uuid', '=', mark.commentUUID)
    .executeTakeFirst()
  if (!comment || comment.status === 'REMOVED') throw fail.notFound('No such comment')
  const markerKey = mark.marker
    ? `commenter:${mark.marker.commenter.commenter_uuid}`
    : `address:${mark.addressHash}`
  const seen = await trx
    .selectFrom('comment_marks')
    .select(['marker_key', 'address_hash', 'counted'])
    .where('comment_uuid', '=', mark.commentUUID)
    .where((eb) =>
      eb.or([
        eb('marker_key', '=', markerKey),
        eb.and([eb('address_hash', '=', mark.addressHash), eb('counted', '=', 1)]),
      ]),
    )
    .execute()
  if (seen.some((s) => s.marker_key === markerKey))
    throw fail.conflict([], 'You have marked this comment already')
  const counted = markCounts(
    mark.marker && {
      publishedSince: mark.marker.publishedSince,
      blocked: mark.marker.commenter.blocked === 1,
      addressCounted: seen.length > 0,
    },
    mark.now,
  )
  await trx
    .insertInto('comment_marks')
    .values({
      comment_uuid: mark.commentUUID,
      marker_key: markerKey,
      created_at: mark.now,
      address_hash: mark.addressHash,
      counted: counted ? 1 : 0,
    })
    .execute()
  const author = await trx
    .selectFrom('commenters')
    .select(['marks', 'blocked'])
    .where('commenter_uuid', '=', mark.authorUUID)
    .executeTakeFirstOrThrow()
  if (!counted) {
    // Every mark on a published comment puts it in the Reported queue, counted or not.
    if (comment.status === 'PUBLISHED')
      await trx
        .updateTable('comments')
        .set({ reported: 1 })
        .where('comment_uuid', '=', mark.commentUUID)
        .execute()
    return { removed: comment.status !== 'PUBLISHED', blocked: author.blocked === 1 }
  }
  const next = afterMark(
    mark.moderation,
    {
      marks: comment.marks + 1,
      addresses: await addressesOf(trx, 'm.comment_uuid', mark.commentUUID),
    },
    {
      marks: author.marks + 1,
      addresses: await addressesOf(trx, 'm.commenter_uuid', mark.authorUUID),
    },
  )
  const held = comment.status === 'HELD' || next.holdComment
  await trx
    .updateTable('comments')
    .set({
      marks: comment.marks + 1,
      // Held by this mark: Pending, why REPORTS; published still: Reported.
      ...(next.holdComment && comment.status === 'PUBLISHED'
        ? { status: 'HELD', held_why: JSON.stringify({ rule: 'REPORTS' }), reported: 0 }
        : comment.status === 'PUBLISHED'
          ? { reported: 1 }
          : {}),
    })
    .where('comment_uuid', '=', mark.commentUUID)
    .execute()
  const blocked = author.blocked === 1 || next.blockAuthor
  await trx
    .updateTable('commenters')
    .set({ marks: author.marks + 1, blocked: blocked ? 1 : 0 })
    .where('commenter_uuid', '=', mark.authorUUID)
    .execute()
  return { removed: held, blocked }
}
