/**
 * Engaged visitors by number (migration 0010): each account's visitor hashes (segment.ts) get an
 * integer once, in engagement_visitor_ids, and the daily visitor rows keep the integer.
 */
import type { DB } from '../platform/db'
import { kindOf } from '../platform/dialect'

/** The numbers of an account's visitor hashes, giving new ones a number (in the caller's transaction). */
export async function visitorIds(
  trx: DB,
  accountUUID: string,
  hashes: Iterable<string>,
): Promise<Map<string, number>> {
  const all = [...new Set(hashes)]
  const out = new Map<string, number>()
  // Rows per statement: under SQLite's 32,766 parameters (two a row) and PostgreSQL's 65,535.
  const chunk = kindOf(trx) === 'postgres' ? 20_000 : 10_000
  for (let i = 0; i < all.length; i += chunk) {
    const part = all.slice(i, i + chunk)
    await trx
      .insertInto('engagement_visitor_ids')
      .values(part.map((visitor_hash) => ({ account_uuid: accountUUID, visitor_hash })))
      .onConflict((oc) => oc.columns(['account_uuid', 'visitor_hash']).doNothing())
      .execute()
    for (const r of await trx
      .selectFrom('engagement_visitor_ids')
      .select(['visitor_hash', 'visitor_id'])
      .where('account_uuid', '=', accountUUID)
      .where('visitor_hash', 'in', part)
      .execute())
      out.set(r.visitor_hash, Number(r.visitor_id))
  }
  return out
}
