/**
 * Migration 0013: when the player last loaded each embed. An embed is online while its code is
 * live on its site's pages (docs/deviations.md): an accepted `load` event sets it
 * online and stamps `last_load_at` (ms), and the housekeeping sets it offline after days without
 * one (embeds/online-state.ts). Null: no load recorded.
 *
 * Embeds that existed before get the start (UTC) of the last day their engagement facts count a
 * load, never later than the real last load, so the idle count starts from what the facts show
 * rather than from the migration; their state is left as it was, for the next load or the
 * housekeeping to move.
 */
import { sql, type Kysely, type Migration } from 'kysely'
import { portable } from '../migrations/portable'
import { index } from '../migrations/kit'

/** Ids per update statement, under either engine's parameter limit. */
const CHUNK = 500

export const embedLastLoadMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const { int } = portable(db)
    await db.schema.alterTable('embeds').addColumn('last_load_at', int).execute()
    // The hourly idle check reads online embeds by their last load.
    await index(db, 'embeds_online_last_load', 'embeds', ['embed_state', 'last_load_at'])

    const { rows } = await sql<{ embed_uuid: string; day: string }>`
      select embed_uuid, max(day) as day from embed_engagement_daily
      where loads > 0 group by embed_uuid`.execute(db)
    const byDay = new Map<string, string[]>()
    for (const row of rows) byDay.set(row.day, [...(byDay.get(row.day) ?? []), row.embed_uuid])
    for (const [day, embeds] of byDay) {
      const at = Date.parse(`${day}T00:00:00Z`)
      for (let i = 0; i < embeds.length; i += CHUNK)
        await sql`update embeds set last_load_at = ${at}
          where embed_uuid in (${sql.join(embeds.slice(i, i + CHUNK))})`.execute(db)
    }
  },
}
