/**
 * The commenting migration (API-98/99, COM-41) as a job kept in the database: a unit STARTED at
 * migration_started_at is COMPLETED once migrationJobMs has passed. Applied lazily whenever a
 * status is read and by a ticker (main.ts), so no process memory is involved.
 */
import type { Kysely } from 'kysely'
import type { Database } from '../platform/schema'
import { log } from '../platform/log'

/** Completes every due migration (of one unit when `unitUUID` is given). */
export async function completeMigrations(
  db: Kysely<Database>,
  jobMs: number,
  now = Date.now(),
  unitUUID?: string,
): Promise<void> {
  let query = db
    .updateTable('commenting_units')
    .set({ migration_status: 'COMPLETED' })
    .where('migration_status', '=', 'STARTED')
    .where('migration_started_at', '<=', now - jobMs)
  if (unitUUID) query = query.where('unit_uuid', '=', unitUUID)
  await query.execute()
}

/** Runs completeMigrations every second without keeping the process alive; returns a stop. */
export function startMigrationTicker(db: Kysely<Database>, jobMs: number): () => void {
  const timer = setInterval(() => {
    completeMigrations(db, jobMs).catch((err: unknown) =>
      log.error({ err }, 'commenting migrations failed'),
    )
  }, 1000)
  timer.unref()
  return () => clearInterval(timer)
}
