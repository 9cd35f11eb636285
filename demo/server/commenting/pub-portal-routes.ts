/** The commenting migration status (API-98/99, COM-41) under /api/pub-portal. Tenant-checked. */
import { Hono } from 'hono'
import type { MigrationStatus } from '../../../src/areas/commenting/lib/commenting-settings-rules'
import { migrationCalls } from '../../../src/contracts/commenting/migration'
import { migrationSchemas } from '../../../src/contracts/commenting/migration.schemas'
import type { Env } from '../platform/context'
import { fail } from '../platform/http-errors'
import { serve } from '../platform/serve-contract'
import { completeMigrations } from './migration-job'
import { ownUnit } from '../site-products/commenting-units'

export const pubPortalRoutes = new Hono<Env>()
const migration = serve(pubPortalRoutes, migrationCalls, migrationSchemas)

/** API-98: {migrationStatus, commentingUnitUUID}; a due STARTED job is completed first. */
migration.handle('status', async (c, { params }) => {
  const { db, config } = c.get('services')
  const unitUUID = (await ownUnit(c, params.unitUUID)).unit_uuid
  await completeMigrations(db, config.migrationJobMs, Date.now(), unitUUID)
  const unit = await ownUnit(c, unitUUID)
  return {
    migrationStatus: unit.migration_status as MigrationStatus,
    commentingUnitUUID: unit.unit_uuid,
  }
})

/** API-99: {status:'STARTED'} starts the migration, only from READY (else 409). */
migration.handle('start', async (c, { params, read }) => {
  const unit = await ownUnit(c, params.unitUUID)
  await read()
  const result = await c
    .get('services')
    .db.updateTable('commenting_units')
    .set({ migration_status: 'STARTED', migration_started_at: Date.now() })
    .where('unit_uuid', '=', unit.unit_uuid)
    .where('migration_status', '=', 'READY')
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) !== 1)
    throw fail.conflict(
      [{ field: 'status', message: `The migration cannot start from ${unit.migration_status}` }],
      'Only a READY unit can start its migration',
    )
  return { commentingUnitUUID: unit.unit_uuid }
})
