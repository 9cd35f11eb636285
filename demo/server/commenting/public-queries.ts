/** Queries and shapes shared by the public commenting unit routes (public-routes.ts). */
import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Ctx } from '../platform/context'
import { fail } from '../platform/http-errors'
import type {
  CommentersTable,
  CommentingUnitsTable,
  CommentsTable,
  Database,
} from '../platform/schema'
import { addonsOf, type CounterData } from './codes'

const AVATARS = 12

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
/** Today's UTC day, YYYY-MM-DD. */
export const utcDay = (ms = Date.now()) => new Date(ms).toISOString().slice(0, 10)
/** A commenter's avatar (0–11) from their id, stable across visits. */
export const avatarOf = (commenterUUID: string) =>
  createHash('sha256').update(commenterUUID).digest()[0]! % AVATARS

/** A commenting unit by its id, or undefined. */
export function unitRow(db: Kysely<Database>, unitUUID: string) {
  return db
    .selectFrom('commenting_units')
    .selectAll()
    .where('unit_uuid', '=', unitUUID)
    .executeTakeFirst()
}

export async function unitOf(c: Ctx): Promise<CommentingUnitsTable> {
  const unit = await unitRow(c.get('services').db, c.req.param('unitUUID') ?? '')
  if (!unit) throw fail.notFound('No such commenting unit')
  return unit
}

export function openUnit(unit: CommentingUnitsTable) {
  if (unit.is_active !== 1) throw fail.forbidden('Commenting is closed on this site')
}

/** The commenter a token names in this unit, or null. */
export async function commenterOf(
  db: Kysely<Database>,
  unitUUID: string,
  token: string | undefined,
): Promise<CommentersTable | null> {
  if (!token || token.length > 200) return null
  return (
    (await db
      .selectFrom('commenters')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .where('unit_uuid', '=', unitUUID)
      .executeTakeFirst()) ?? null
  )
}

/** Adds to today's counters of a unit (one upsert). */
export async function countToday(
  db: Kysely<Database>,
  unitUUID: string,
  column: 'views' | 'comments',
): Promise<void> {
  await db
    .insertInto('commenting_daily')
    .values({
      unit_uuid: unitUUID,
      day: utcDay(),
      views: column === 'views' ? 1 : 0,
      comments: column === 'comments' ? 1 : 0,
      promo_tokens: 0,
      other_tokens: 0,
      revenue: 0,
    })
    .onConflict((oc) =>
      oc
        .columns(['unit_uuid', 'day'])
        .doUpdateSet((eb) => ({ [column]: eb(`commenting_daily.${column}`, '+', 1) })),
    )
    .execute()
}

export function commentJson(
  row: CommentsTable & { name: string | null; anonymous: number },
  mine: boolean,
) {
  return {
    commentUUID: row.comment_uuid,
    parentUUID: row.parent_uuid,
    authorName: row.anonymous === 1 || !row.name ? 'Anonymous' : row.name,
    avatar: avatarOf(row.commenter_uuid),
    text: row.text,
    mediaKind: row.media_kind,
    mediaUrl: row.media_url,
    createdAt: new Date(row.created_at).toISOString(),
    status: row.status,
    mine,
    featured: row.featured === 1,
  }
}

export async function counterOf(db: Kysely<Database>, unitUUID: string) {
  const counter = (await addonsOf(db, unitUUID)).get('comments-counters')
  if (!counter) return null
  const data = JSON.parse(counter.data) as CounterData
  if (!data.isCommentsCounterEnabled) return null
  return {
    zeroCommentsLabel: data.zeroCommentsLabel,
    singleCommentLabel: data.singleCommentLabel,
    multipleCommentsLabel: data.multipleCommentsLabel,
  }
}
