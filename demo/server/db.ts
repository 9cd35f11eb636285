/** Opens the demo database: better-sqlite3 with explicit pragmas, kysely on top, migrations run. */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, Migrator, SqliteDialect, type Migration, type MigrationProvider } from 'kysely'
import { migrations } from './migrations'
import type { Database } from './schema'

export type DB = Kysely<Database>

export interface OpenedDatabase {
  db: DB
  sqlite: SQLite.Database
}

/** `dataDir` null opens a private in-memory database (tests). */
export async function openDatabase(dataDir: string | null): Promise<OpenedDatabase> {
  let file = ':memory:'
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true })
    file = join(dataDir, 'portal.sqlite')
  }
  const sqlite = new SQLite(file)
  // TOOLCHAIN.md trap 11: set every pragma explicitly.
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('foreign_keys = ON')
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
  const provider: MigrationProvider = {
    getMigrations: async () => migrations as Record<string, Migration>,
  }
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest()
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')
    throw new Error(`Migration ${failed?.migrationName ?? '?'} failed: ${String(error)}`)
  }
  return { db, sqlite }
}
