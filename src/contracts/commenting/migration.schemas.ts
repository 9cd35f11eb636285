/** The schemas of the migration calls (migration.ts). */
import { z } from 'zod'
import { MIGRATION_STATUSES } from '../../areas/commenting/lib/commenting-settings-rules'
import type { SchemasOf } from '../define'
import type { migrationCalls } from './migration'

/** API-98: the unit's migration status. */
export const migrationState = z.object({
  migrationStatus: z.enum(MIGRATION_STATUSES),
  commentingUnitUUID: z.string(),
})
export type MigrationState = z.output<typeof migrationState>

export const migrationSchemas = {
  status: { answer: migrationState },
  start: {
    body: z.object({ status: z.literal('STARTED', 'Send status STARTED') }),
    answer: z.object({ commentingUnitUUID: z.string() }),
  },
} satisfies SchemasOf<typeof migrationCalls>
