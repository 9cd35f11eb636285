/** The commenting migration status (API-98/99, COM-41) under /api/pub-portal. Tenant-checked. */
import { Hono } from 'hono'
import { z } from 'zod'
import { readBody } from '../platform/body'
import type { Env } from '../platform/context'
import { fail } from '../platform/http-errors'
import { completeMigrations } from './migration-job'
import { ownUnit } from '../site-products/commenting-units'

export const pubPortalRoutes = new Hono<Env>()

/** API-98: {migrationStatus, commentingUnitUUID}; a due STARTED job is completed first. */
pubPortalRoutes.get('/v1/commenting-units/:unitUUID/migrate-status', async (c) => {
  const { db, config } = c.get('services')
  const unitUUID = (await ownUnit(c, c.req.param('unitUUID'))).unit_uuid
  await completeMigrations(db, config.migrationJobMs, Date.now(), unitUUID)
  const unit = await ownUnit(c, unitUUID)
  return c.json({ migrationStatus: unit.migration_status, commentingUnitUUID: unit.unit_uuid })
})

/** API-99: {status:'STARTED'} starts the migration, only from READY (else 409). */
pubPortalRoutes.put('/v1/commenting-units/:unitUUID/migrate-status', async (c) => {
  const unit = await ownUnit(c, c.req.param('unitUUID'))
  await readBody(c, z.object({ status: z.literal('STARTED', 'Send status STARTED') }))
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
  return c.json({ commentingUnitUUID: unit.unit_uuid })
})
