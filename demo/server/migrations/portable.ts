/**
 * Column types that mean the same on SQLite and PostgreSQL. Integers (timestamps in milliseconds,
 * counts, 0/1 flags) are `bigint` on PostgreSQL, whose `integer` stops at 2^31; on SQLite they stay
 * `integer`, so the SQLite schema is exactly what it was before PostgreSQL came. Bytes are `blob`
 * on SQLite and `bytea` on PostgreSQL. Row ids are an
 * identity column on PostgreSQL and `integer primary key autoincrement` on SQLite.
 */
import type { ColumnDefinitionBuilder, Kysely } from 'kysely'
import { kindOf } from '../platform/dialect'

export function portable(db: Kysely<unknown>) {
  const postgres = kindOf(db) === 'postgres'
  return {
    /** The integer column type. */
    int: postgres ? ('bigint' as const) : ('integer' as const),
    /** Bytes (the visitor sketches, migration 0010). */
    blob: postgres ? ('bytea' as const) : ('blob' as const),
    /** A generated row id: `.addColumn('id', int, rowId)`. */
    rowId: (c: ColumnDefinitionBuilder) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
  }
}
