/**
 * What moderation keeps per unit and commenter (beyond the spec): the word lists with their
 * compiled matchers, and bans in force. Read by the unit's public calls (a post or a mark) and the
 * moderation routes; the moderator's access to a unit (moderation and digest routes).
 */
import type { Kysely } from 'kysely'
import { banActive } from '../../../src/areas/commenting/lib/queue-rules'
import type { Ban } from '../../../src/areas/commenting/lib/moderation-rules'
import {
  EMPTY_WORD_LISTS,
  type WordHit,
  type WordLists,
} from '../../../src/areas/commenting/lib/word-list-rules'
import { wordMatcher } from '../../../src/areas/commenting/lib/word-match-rules'
import { requireSession, type Ctx } from '../platform/context'
import { fail } from '../platform/http-errors'
import type { CommentingBansTable, Database } from '../platform/schema'
import { ownUnit } from '../site-products/commenting-units'

export const MOCKUP_MODERATION = 'Moderation is not available in a mockup session'

/** The unit of the path when the session's account owns it (else 404), and the moderator. */
export async function moderatedUnit(c: Ctx, unitUUID: string) {
  const session = requireSession(c)
  const unit = await ownUnit(c, unitUUID)
  if (session.row.kind === 'mockup') throw fail.forbidden(MOCKUP_MODERATION)
  return { unit, userUUID: session.user.user_uuid }
}

/** A unit's word lists and when they were saved (0: never). */
export async function wordListsOf(
  db: Kysely<Database>,
  unitUUID: string,
): Promise<WordLists & { updatedAt: number }> {
  const row = await db
    .selectFrom('commenting_word_lists')
    .selectAll()
    .where('unit_uuid', '=', unitUUID)
    .executeTakeFirst()
  if (!row) return { ...EMPTY_WORD_LISTS, updatedAt: 0 }
  return {
    banned: JSON.parse(row.banned) as string[],
    suspect: JSON.parse(row.suspect) as string[],
    updatedAt: Number(row.updated_at),
  }
}

/** Compiled matchers by unit and save time: a post reads the lists, not the compile. */
const matchers = new Map<string, (text: string) => WordHit | null>()
const MATCHERS_KEPT = 200

/** The first listed word a text uses in a unit (banned first), or null. */
export async function listedWord(
  db: Kysely<Database>,
  unitUUID: string,
  text: string,
): Promise<WordHit | null> {
  const lists = await wordListsOf(db, unitUUID)
  if (!lists.banned.length && !lists.suspect.length) return null
  const key = `${unitUUID}:${lists.updatedAt}`
  let match = matchers.get(key)
  if (!match) {
    match = wordMatcher(lists)
    if (matchers.size >= MATCHERS_KEPT) matchers.delete(matchers.keys().next().value!)
    matchers.set(key, match)
  }
  return match(text)
}

/** Who a ban can name: the commenter a token names, and a named commenter's address. */
export interface BanTarget {
  commenterUUID?: string | null
  email?: string | null
}

/** The ban in force on a commenter of a unit (by id or, for named ones, by address), or null. */
export async function banOf(
  db: Kysely<Database>,
  unitUUID: string,
  target: BanTarget,
  now = Date.now(),
): Promise<(Ban & { banUUID: string }) | null> {
  const { commenterUUID, email } = target
  if (!commenterUUID && !email) return null
  const rows: CommentingBansTable[] = await db
    .selectFrom('commenting_bans')
    .selectAll()
    .where('unit_uuid', '=', unitUUID)
    .where('lifted_at', 'is', null)
    .where((eb) =>
      eb.or([
        ...(commenterUUID ? [eb('commenter_uuid', '=', commenterUUID)] : []),
        ...(email ? [eb('email', '=', email)] : []),
      ]),
    )
    .orderBy('created_at', 'desc')
    .execute()
  const row = rows
    .map((r) => ({ ...r, until: r.until_at === null ? null : Number(r.until_at) }))
    .find((r) => banActive(r, now))
  return row ? { banUUID: row.ban_uuid, until: row.until, reason: row.reason } : null
}
