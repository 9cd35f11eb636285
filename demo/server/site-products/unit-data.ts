/**
 * A unit's settings, one JSON row per kind: commenting's sections (commenting_sections) and the
 * ratings' configurations (rating_configurations). Every unit has one row of each kind.
 */
import type { Kysely } from 'kysely'
import type { Database } from '../platform/schema'

type DataTable = 'commenting_sections' | 'rating_configurations'

/** The unit's row of `kind` (it must exist). */
export function unitDataRow<T extends DataTable>(
  db: Kysely<Database>,
  table: T,
  unitUUID: string,
  kind: string,
): Promise<Database[T]> {
  // The tables share unit_uuid, kind and data; kysely cannot see that through the union.
  return db
    .selectFrom(table as 'rating_configurations')
    .selectAll()
    .where('unit_uuid', '=', unitUUID)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow() as Promise<Database[T]>
}

/** Writes the unit's row of `kind` (one statement, so a save is all or nothing). */
export async function writeUnitData(
  db: Kysely<Database>,
  table: DataTable,
  unitUUID: string,
  kind: string,
  data: unknown,
): Promise<void> {
  await db
    .updateTable(table as 'rating_configurations')
    .set({ data: JSON.stringify(data), updated_at: Date.now() })
    .where('unit_uuid', '=', unitUUID)
    .where('kind', '=', kind)
    .execute()
}
