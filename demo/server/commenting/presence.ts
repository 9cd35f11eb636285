/**
 * Readers on a page (beyond the spec, issue 30): the unit's presence call marks a page view as
 * seen now and counts the page views of the same unit and page seen within the last minute. The
 * rows live in the database (migration 0019), so every server process counts the same readers.
 */
import type { DB } from '../platform/db'

/** A page view counts as a reader this long after its last call (the unit calls every 30 s). */
export const PRESENCE_WINDOW_MS = 60_000

/** Marks `visitorKey` as on the page at `now`, drops stale rows; answers the readers now. */
export async function seeReader(
  db: DB,
  seen: { unitUUID: string; pageId: string; visitorKey: string },
  now = Date.now(),
): Promise<number> {
  const since = now - PRESENCE_WINDOW_MS
  await db.deleteFrom('commenting_presence').where('seen_at', '<', since).execute()
  await db
    .insertInto('commenting_presence')
    .values({
      unit_uuid: seen.unitUUID,
      page_id: seen.pageId,
      visitor_key: seen.visitorKey,
      seen_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['unit_uuid', 'page_id', 'visitor_key']).doUpdateSet({ seen_at: now }),
    )
    .execute()
  const found = await db
    .selectFrom('commenting_presence')
    .select(({ fn }) => fn.countAll<number>().as('n'))
    .where('unit_uuid', '=', seen.unitUUID)
    .where('page_id', '=', seen.pageId)
    .where('seen_at', '>=', since)
    .executeTakeFirstOrThrow()
  return Number(found.n)
}
