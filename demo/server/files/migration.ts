/**
 * Migration 0016: the stored files' table (platform/file-store.ts): uploads kept in the database on
 * PostgreSQL, so every server process on every machine reads them; empty on SQLite.
 */
import type { Kysely, Migration } from 'kysely'
import { portable } from '../migrations/portable'
import { table } from '../migrations/kit'

export const storedFilesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const { int, blob } = portable(db)
    await table(db, 'stored_files', {
      name: ['text', 'primary key'],
      bytes: [blob, 'not null'],
      created_at: [int, 'not null'],
    })
  },
}
