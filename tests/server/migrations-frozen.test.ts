/**
 * Landed migrations are frozen: each must build exactly what it built when it landed. This runs
 * every migration of demo/server/migrations/index.ts, in order, on a kysely instance per dialect
 * (SQLite and PostgreSQL) whose driver executes nothing and records each compiled statement, and
 * compares the statements, SQL and parameters, to the ones recorded in
 * fixtures/migrations-sql.json. Reads answer no rows, so the data migrations run their empty path.
 *
 * A new migration has no recorded statements and fails here until it is recorded, on purpose:
 *   PP_RECORD_MIGRATIONS=1 node --import tsx --test tests/server/migrations-frozen.test.ts
 * re-records every migration. Do that only for a new one; a landed migration that fails here
 * changed what it builds, which is the bug.
 */
import assert from 'node:assert/strict'
import { readFileSync, writeFileSync } from 'node:fs'
import { after, describe, it } from 'node:test'
import { format, resolveConfig } from 'prettier'
import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
} from 'kysely'
import { migrations } from '../../demo/server/migrations'

const FIXTURE = new URL('./fixtures/migrations-sql.json', import.meta.url)
const RECORD = process.env.PP_RECORD_MIGRATIONS === '1'

interface Statement {
  sql: string
  parameters: unknown[]
}
type Recorded = Record<'sqlite' | 'postgres', Record<string, Statement[]>>

/** A driver that runs nothing: every query is recorded and answers no rows. */
class RecordingDriver implements Driver {
  statements: Statement[] = []
  private readonly connection: DatabaseConnection = {
    executeQuery: async (query: CompiledQuery) => {
      this.statements.push({ sql: query.sql, parameters: [...query.parameters] })
      return { rows: [] }
    },
    // A migration streams nothing.
    streamQuery: async function* () {},
  }
  async init() {}
  async acquireConnection() {
    return this.connection
  }
  async beginTransaction() {}
  async commitTransaction() {}
  async rollbackTransaction() {}
  async releaseConnection() {}
  async destroy() {}
}

function recordingDb(kind: 'sqlite' | 'postgres') {
  const driver = new RecordingDriver()
  const db = new Kysely<unknown>({
    dialect:
      kind === 'postgres'
        ? {
            createAdapter: () => new PostgresAdapter(),
            createDriver: () => driver,
            createIntrospector: (k) => new PostgresIntrospector(k),
            createQueryCompiler: () => new PostgresQueryCompiler(),
          }
        : {
            createAdapter: () => new SqliteAdapter(),
            createDriver: () => driver,
            createIntrospector: (k) => new SqliteIntrospector(k),
            createQueryCompiler: () => new SqliteQueryCompiler(),
          },
  })
  return { db, driver }
}

const recorded: Recorded = RECORD
  ? { sqlite: {}, postgres: {} }
  : (JSON.parse(readFileSync(FIXTURE, 'utf8')) as Recorded)

for (const kind of ['sqlite', 'postgres'] as const) {
  describe(`the landed migrations on ${kind}`, () => {
    const { db, driver } = recordingDb(kind)
    after(() => db.destroy())
    // In order, each after the one before, as the migrator runs them.
    for (const [name, migration] of Object.entries(migrations)) {
      it(`${name} builds what it built when it landed`, async () => {
        driver.statements = []
        await migration.up(db)
        if (RECORD) recorded[kind][name] = driver.statements
        else assert.deepStrictEqual(driver.statements, recorded[kind][name])
      })
    }
  })
}

if (RECORD)
  after(async () => {
    const options = await resolveConfig(FIXTURE)
    const text = await format(JSON.stringify(recorded), { ...options, parser: 'json' })
    writeFileSync(FIXTURE, text)
  })
