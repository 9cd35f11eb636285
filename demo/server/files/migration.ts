/**
 * Migration 0016: the stored files' table (platform/file-store.ts): uploads kept in the database on
 * PostgreSQL, so every server process on every machine reads them; empty on SQLite.
 */
import type { Kysely, Migration } from 'kysely'
import { portable } from '../migrations/portable'

export const storedFilesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const { int, blob } = portable(db)
    await db.schema
      .createTable('stored_files')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('bytes', blob, (c) => c.notNull())
      .addColumn('created_at', int, (c) => c.notNull())
      .execute()
  },
}
