/**
 * Opens the portal's database and runs the migrations. One machine runs on a SQLite file
 * (better-sqlite3); past one machine, several server processes share one PostgreSQL
 * (`DATABASE_URL=postgres://…`, through `pg`). Tests also run the whole server suite on PGlite,
 * PostgreSQL compiled to WebAssembly, in-process. Every query is written once, in kysely, and runs
 * on all three; what differs (column types in migrations, how a write transaction is opened) is
 * decided here and in migrations/portable.ts.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import {
  CompiledQuery,
  Kysely,
  Migrator,
  sql,
  PostgresAdapter,
  PostgresDialect,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteDriver,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Migration,
  type MigrationProvider,
  type QueryResult,
  type TransactionSettings,
} from 'kysely'
import { kindOf } from './dialect'
import { migrations } from '../migrations'
import type { Database } from './schema'
import { log } from './log'

export type DB = Kysely<Database>

/** Where the data lives. */
export type DatabaseTarget =
  /** A SQLite file in `dataDir`, or a private in-memory database (null). One process per file. */
  | {
      kind: 'sqlite'
      dataDir: string | null
      /** In memory only: start from this copy of a database (`image()` of another; tests). */
      image?: Buffer
    }
  /** A PostgreSQL server, shared by any number of server processes. */
  | { kind: 'postgres'; url: string; poolSize?: number }
  /**
   * PGlite in memory (tests): PostgreSQL semantics without a server. Starting PGlite takes
   * seconds, so one instance serves the process and each database opened on it is a schema of its
   * own, dropped on close.
   */
  | { kind: 'pglite' }

export type DatabaseKind = DatabaseTarget['kind']

export interface OpenedDatabase {
  db: DB
  kind: DatabaseKind
  close(): Promise<void>
  /** SQLite: a copy of the whole database as it is now (tests copy a seeded one). */
  image?: () => Buffer
  /** PostgreSQL: the pool's connections now (the operator's metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number }
}

const INT8 = 20
const NUMERIC = 1700

/**
 * Timestamps are milliseconds in bigint columns on PostgreSQL; sums and counts come back as int8
 * or numeric. JavaScript numbers hold every one of them exactly (below 2^53), so all are parsed
 * to numbers, as SQLite returns them.
 */
function toNumber(value: string): number {
  return Number(value)
}

const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8 || oid === NUMERIC) return toNumber
    return pg.types.getTypeParser(oid, format as 'text')
  },
}

/**
 * SQLite with every write transaction opened by `BEGIN IMMEDIATE`: the write lock is taken at the
 * start, so a transaction that reads and then writes never fails half-way with "database is
 * locked" (a deferred transaction cannot wait to upgrade its read lock). Other writers wait up to
 * busy_timeout for it.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'))
  }
}

function sqliteDialect(database: SQLite.Database): Dialect {
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new ImmediateSqliteDriver({ database }),
    createQueryCompiler: () => new SqliteQueryCompiler(),
    createIntrospector: (db) => new SqliteIntrospector(db),
  }
}

interface PGliteLike {
  query<R>(
    sql: string,
    params: unknown[],
  ): Promise<{ rows: R[]; affectedRows?: number; fields: unknown[] }>
  close(): Promise<void>
}

/**
 * PGlite is one PostgreSQL session: a transaction must hold it alone until it ends, so
 * connections are handed out one at a time (as kysely's own SQLite driver does).
 */
class PGliteSession {
  private queue: Promise<void> = Promise.resolve()
  private schema: string | null = null

  constructor(readonly client: PGliteLike) {}

  /** Waits for the session, points it at `schema`, and returns the function that frees it. */
  async take(schema: string): Promise<() => void> {
    const previous = this.queue
    let release!: () => void
    this.queue = new Promise((resolve) => (release = resolve))
    await previous
    if (this.schema !== schema) {
      await this.client.query(`set search_path to ${schema}`, [])
      this.schema = schema
    }
    return release
  }
}

class PGliteDriver implements Driver {
  private release: (() => void) | null = null

  constructor(
    private readonly session: PGliteSession,
    private readonly schema: string,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    this.release = await this.session.take(this.schema)
    const client = this.session.client
    return {
      async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
        const result = await client.query<R>(compiled.sql, [...compiled.parameters])
        const dml = /^\s*(insert|update|delete|merge)\b/i.test(compiled.sql)
        return dml && result.affectedRows !== undefined
          ? { rows: result.rows, numAffectedRows: BigInt(result.affectedRows) }
          : { rows: result.rows }
      },
      // eslint-disable-next-line require-yield
      async *streamQuery(): AsyncIterableIterator<QueryResult<never>> {
        throw new Error('PGlite does not stream')
      },
    }
  }

  async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : ''
    await connection.executeQuery(CompiledQuery.raw(`begin${level}`))
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'))
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'))
  }

  async releaseConnection(): Promise<void> {
    const release = this.release
    this.release = null
    release?.()
  }

  async destroy(): Promise<void> {
    const release = await this.session.take('public')
    try {
      await this.session.client.query(`drop schema if exists ${this.schema} cascade`, [])
    } finally {
      release()
    }
  }
}

function pgliteDialect(session: PGliteSession, schema: string): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new PGliteDriver(session, schema),
    createQueryCompiler: () => new PostgresQueryCompiler(),
    createIntrospector: (db) => new PostgresIntrospector(db),
  }
}

let pglite: Promise<PGliteSession> | null = null
let pgliteSchemas = 0

function sharedPGlite(): Promise<PGliteSession> {
  pglite ??= import('@electric-sql/pglite').then(
    async ({ PGlite }) =>
      new PGliteSession(
        await PGlite.create({ parsers: { [INT8]: toNumber, [NUMERIC]: toNumber } }),
      ),
  )
  return pglite
}

async function migratorOf(db: DB): Promise<Migrator> {
  const provider: MigrationProvider = {
    getMigrations: async () => migrations as Record<string, Migration>,
  }
  // kysely finds its bookkeeping tables in any schema unless told which: name the current one,
  // so databases side by side in one server (schemas on PGlite) each get their own.
  const migrationTableSchema =
    kindOf(db) === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
          ?.schema
      : undefined
  return new Migrator({ db, provider, migrationTableSchema })
}

/**
 * Readiness (/readyz): the database answers and has every migration this code knows; else what
 * is wrong, in a few words (never the driver's message, which may name hosts or users).
 */
export async function databaseReadiness(db: DB): Promise<string | null> {
  try {
    const known = await (await migratorOf(db)).getMigrations()
    const pending = known.filter((m) => !m.executedAt).length
    return pending ? `${pending} migration(s) not applied` : null
  } catch {
    return 'database unreachable'
  }
}

async function migrate(db: DB): Promise<void> {
  const migrator = await migratorOf(db)
  const { error, results } = await migrator.migrateToLatest()
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')
    throw new Error(`Migration ${failed?.migrationName ?? '?'} failed: ${String(error)}`)
  }
}

async function connect(target: DatabaseTarget): Promise<OpenedDatabase> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      types: pgTypes,
      // Idle connections do not keep a finished process (a script, a test file) alive.
      allowExitOnIdle: true,
    })
    // An idle connection that the server ends (a restart, a dropped database, a network cut)
    // reports here; the pool drops it and opens another when needed. Without a listener the
    // error would end the process. Connections being closed by close() end quietly.
    let closing = false
    pool.on('error', (error) => {
      if (!closing) log.error({ err: error }, 'PostgreSQL: an idle connection failed')
    })
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    return {
      db,
      kind: 'postgres',
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => {
        closing = true
        return db.destroy()
      },
    }
  }
  if (target.kind === 'pglite') {
    const session = await sharedPGlite()
    const schema = `db_${++pgliteSchemas}`
    const release = await session.take('public')
    try {
      await session.client.query(`create schema ${schema}`, [])
    } finally {
      release()
    }
    const db = new Kysely<Database>({ dialect: pgliteDialect(session, schema) })
    return { db, kind: 'pglite', close: () => db.destroy() }
  }
  let file = ':memory:'
  if (target.dataDir) {
    mkdirSync(target.dataDir, { recursive: true })
    file = join(target.dataDir, 'portal.sqlite')
  }
  const sqlite = target.image && !target.dataDir ? new SQLite(target.image) : new SQLite(file)
  // TOOLCHAIN.md trap 11: set every pragma explicitly.
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('foreign_keys = ON')
  const db = new Kysely<Database>({ dialect: sqliteDialect(sqlite) })
  return { db, kind: 'sqlite', close: () => db.destroy(), image: () => sqlite.serialize() }
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(target: DatabaseTarget): Promise<OpenedDatabase> {
  const opened = await connect(target)
  try {
    await migrate(opened.db)
    // Planner statistics for tables that lack them or have grown (bounded work: SQLite's
    // recommended start-up form); the seed and bulk loads run a full ANALYZE.
    if (opened.kind === 'sqlite') await sql`pragma optimize = 0x10002`.execute(opened.db)
  } catch (error) {
    await opened.close()
    throw error
  }
  return opened
}
