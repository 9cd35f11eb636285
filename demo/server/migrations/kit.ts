/**
 * What the landed migrations share. Frozen like them: a helper here never changes once a migration
 * calls it (a different one is a new helper), so each migration still builds what it built when it
 * landed. Migrations import only this, portable.ts and platform/ (they call no live code).
 */
import type { ColumnDefinitionBuilder, Kysely } from 'kysely'

type Column = (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder

/** A required reference to `table.column`, deleted with the row it names. */
export const cascade =
  (ref: string): Column =>
  (c) =>
    c.notNull().references(ref).onDelete('cascade')

/** `create index name on table (columns)`. */
export async function index(
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: string[],
): Promise<void> {
  await db.schema.createIndex(name).on(table).columns(columns).execute()
}

/** `create unique index name on table (columns)`. */
export async function uniqueIndex(
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: string[],
): Promise<void> {
  await db.schema.createIndex(name).unique().on(table).columns(columns).execute()
}
