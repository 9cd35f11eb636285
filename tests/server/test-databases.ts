/**
 * The databases the API tests run on: SQLite in memory, or with PP_TEST_DB=pglite PostgreSQL
 * in-process (PGlite), or with PP_TEST_DB=postgres a new database on the server
 * PP_TEST_DATABASE_URL points at (dropped again on close): `npm test` runs the whole server suite
 * on the first two, `.ci/run` on all three. Seeded databases are copies of one seeded database (a
 * serialized SQLite image per process, a PostgreSQL template per run).
 */
import pg from 'pg'
import { openDatabase, type OpenedDatabase } from '../../demo/server/platform/db'
import { seed } from '../../demo/server/seed'

/** The engine this run tests on (PP_TEST_DB). */
export const TEST_DB = (process.env.PP_TEST_DB ?? 'sqlite') as 'sqlite' | 'pglite' | 'postgres'

let databases = 0

/** Runs one statement on the PostgreSQL server `serverUrl` (creating or dropping a database). */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/**
 * A new empty database on the PostgreSQL server PP_TEST_DATABASE_URL points at: its URL, and
 * drop() to remove it (closing whatever still uses it).
 */
export async function scratchDatabase(prefix = 'pp_test', template?: string) {
  const server = process.env.PP_TEST_DATABASE_URL
  if (!server) throw new Error('PostgreSQL tests need PP_TEST_DATABASE_URL (a postgres:// URL)')
  const name = `${prefix}_${process.pid}_${++databases}_${Date.now()}`
  await onServer(server, `create database ${name}${template ? ` template ${template}` : ''}`)
  const url = new URL(server)
  url.pathname = `/${name}`
  return {
    url: url.href,
    drop: () => onServer(server, `drop database if exists ${name} with (force)`),
  }
}

/** Opens a scratch database on PostgreSQL; close() also drops it. */
async function openScratch(scratch: Awaited<ReturnType<typeof scratchDatabase>>) {
  const opened = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 4 })
  return {
    ...opened,
    async close() {
      await opened.close()
      await scratch.drop()
    },
  }
}

/**
 * PostgreSQL: the migrated and seeded demo database that seeded harnesses copy (CREATE DATABASE
 * … TEMPLATE, a file copy: about 0.1 s where migrating and seeding take 7). One per test run
 * (PP_TEST_RUN, set by scripts/test.mjs) or else per process; built under another name and
 * renamed when done, so a copy never starts from a half-built one. Its seeded times are those
 * of the run's first harness (minutes at most, as between a file's first and last test).
 */
let seededTemplate: Promise<string> | null = null
/** SQLite: this process's seeded database, copied by each seeded harness. */
let seededImage: Promise<Buffer> | null = null

function templateOf(server: string): Promise<string> {
  seededTemplate ??= (async () => {
    const name = `pp_tpl_${(process.env.PP_TEST_RUN ?? String(process.pid)).replace(/\W/g, '')}`
    const client = new pg.Client({ connectionString: server })
    await client.connect()
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [name])
      if (found.rowCount) return name
    } finally {
      await client.end()
    }
    const building = await scratchDatabase('pp_tpl_building')
    const opened = await openDatabase({ kind: 'postgres', url: building.url, poolSize: 2 })
    try {
      await seed(opened.db)
    } finally {
      await opened.close()
    }
    const buildingName = new URL(building.url).pathname.slice(1)
    try {
      await onServer(server, `alter database ${buildingName} rename to ${name}`)
    } catch {
      // Another process published it first.
      await building.drop()
    }
    return name
  })()
  return seededTemplate
}

/** A fresh, migrated, empty database of the engine under test; close() removes it. */
export async function freshDatabase(): Promise<OpenedDatabase> {
  if (TEST_DB === 'sqlite') return openDatabase({ kind: 'sqlite', dataDir: null })
  if (TEST_DB === 'pglite') return openDatabase({ kind: 'pglite' })
  if (TEST_DB !== 'postgres')
    throw new Error(`PP_TEST_DB=${TEST_DB}: use sqlite, pglite or postgres`)
  return openScratch(await scratchDatabase())
}

/** A fresh database of the engine under test, migrated and seeded; close() removes it. */
export async function seededDatabase(): Promise<OpenedDatabase> {
  const server = process.env.PP_TEST_DATABASE_URL
  if (TEST_DB === 'sqlite') {
    // A copy of this process's seeded database (seeding takes about 1.5 s).
    seededImage ??= (async () => {
      const first = await freshDatabase()
      await seed(first.db)
      const image = first.image!()
      await first.close()
      return image
    })()
    return openDatabase({ kind: 'sqlite', dataDir: null, image: await seededImage })
  }
  if (TEST_DB !== 'postgres' || !server) {
    const opened = await freshDatabase()
    await seed(opened.db)
    return opened
  }
  return openScratch(await scratchDatabase('pp_test', await templateOf(server)))
}
