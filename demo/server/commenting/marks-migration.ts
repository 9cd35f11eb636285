/**
 * Migration 0014: marks (reports) of comments remember the client address they came from, only as
 * a SHA-256 of the unit id and the address, and whether they count toward auto-hold and auto-block
 * (COM-18: marks from brand-new commenter tokens or a second one from the same address do not).
 * Marks made before count (counted 1) with no address; the ones made without a token were keyed
 * `ip:<raw address>`, and are re-keyed `address:<hash>` so no raw address stays stored. A unique
 * index lets each address count once per comment.
 */
import { createHash } from 'node:crypto'
import { sql, type Kysely, type Migration } from 'kysely'
import { portable } from '../migrations/portable'

// The formula of hashAddress in marks.ts, frozen here: a landed migration never changes.
const addressHash = (unitUUID: string, ip: string) =>
  createHash('sha256').update(`${unitUUID}\n${ip}`).digest('hex')

/** Re-keys the marks made without a token (`ip:<raw address>`) as `address:<hash>`. */
export async function rekeyAddressMarks(db: Kysely<unknown>): Promise<void> {
  const legacy = await sql<{ comment_uuid: string; marker_key: string; unit_uuid: string }>`
    select m.comment_uuid, m.marker_key, c.unit_uuid
    from comment_marks m join comments c on c.comment_uuid = m.comment_uuid
    where m.marker_key like 'ip:%'`.execute(db)
  for (const row of legacy.rows) {
    const hash = addressHash(row.unit_uuid, row.marker_key.slice('ip:'.length))
    await sql`update comment_marks set marker_key = ${`address:${hash}`}, address_hash = ${hash}
      where comment_uuid = ${row.comment_uuid} and marker_key = ${row.marker_key}`.execute(db)
  }
}

export const commentMarkAddressesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const { int } = portable(db)
    await db.schema.alterTable('comment_marks').addColumn('address_hash', 'text').execute()
    await db.schema
      .alterTable('comment_marks')
      .addColumn('counted', int, (c) => c.notNull().defaultTo(1))
      .execute()
    await rekeyAddressMarks(db)
    await db.schema
      .createIndex('comment_marks_counted_address')
      .on('comment_marks')
      .columns(['comment_uuid', 'address_hash'])
      .unique()
      .where(sql.ref('counted'), '=', 1)
      .execute()
  },
}
