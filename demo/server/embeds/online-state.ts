/**
 * The online/offline state of an embed (the library's dot and filter, EMB-06; archiving refused
 * while online, EMB-17). The spec shows the state but never says what moves it; here
 * (docs/deviations.md) an embed is online while its code is live on its site's pages:
 * the player loaded it within the last OFFLINE_AFTER_DAYS days. A load accepted by the player
 * sets it online and stamps `last_load_at` (markLoaded, in the events' transaction); the hourly
 * housekeeping sets idle ones offline (markIdleEmbedsOffline). The player serves every live embed
 * with a live card whatever its state.
 */
import type { DB } from '../platform/db'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** Days without a load after which an online embed goes offline. */
export const OFFLINE_AFTER_DAYS = 7
/**
 * How old a recorded load may grow before the next load stamps it again: the events path is hot,
 * so an online embed's row is written at most once in this time, not on every page view.
 */
export const LOAD_STAMP_EVERY_MS = HOUR

/**
 * EMB-06: the embeds loaded by the player at `now` go online with `last_load_at = now`, in one
 * statement; an online embed whose last load is under LOAD_STAMP_EVERY_MS old is left alone (no
 * write). Archived embeds are never touched. Returns how many rows changed.
 */
export async function markLoaded(trx: DB, embedUUIDs: readonly string[], now: number) {
  if (!embedUUIDs.length) return 0
  const result = await trx
    .updateTable('embeds')
    .set({ embed_state: 'online', last_load_at: now })
    .where('embed_uuid', 'in', embedUUIDs)
    .where('active', '=', 1)
    .where((eb) =>
      eb.or([
        eb('embed_state', '<>', 'online'),
        eb('last_load_at', 'is', null),
        eb('last_load_at', '<', now - LOAD_STAMP_EVERY_MS),
      ]),
    )
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/**
 * EMB-06: sets offline every live online embed whose last load is more than OFFLINE_AFTER_DAYS
 * days before `now`, or never recorded. Run hourly by the housekeeping of every server process
 * (idempotent), so an embed goes offline at most an hour late. Returns how many went offline.
 */
export async function markIdleEmbedsOffline(db: DB, now = Date.now()): Promise<number> {
  const result = await db
    .updateTable('embeds')
    .set({ embed_state: 'offline' })
    .where('embed_state', '=', 'online')
    .where('active', '=', 1)
    .where((eb) =>
      eb.or([
        eb('last_load_at', 'is', null),
        eb('last_load_at', '<', now - OFFLINE_AFTER_DAYS * DAY),
      ]),
    )
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}
