/**
 * `npm run backup [-- <file>]`: a consistent copy of the portal's database, taken while the
 * server runs (docs/operations.md "Backups").
 * - SQLite (no DATABASE_URL): `VACUUM INTO` `<DATA_DIR>/backups/portal-<UTC time>.sqlite` (or
 *   `<file>`): one read transaction, writers go on, and the copy is one moment of the database. Restore: stop the server, put the copy at
 *   `<DATA_DIR>/portal.sqlite` (and remove its `-wal` and `-shm` files), start it.
 * - PostgreSQL (DATABASE_URL): `pg_dump --format=custom` into `portal-<UTC time>.dump` (or
 *   `<file>`). Restore: `pg_restore --no-owner --dbname=<empty database> <file>`, then point
 *   DATABASE_URL at it. Without pg_dump on the PATH it says what to install.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import SQLite from 'better-sqlite3'
import { loadConfig } from '../demo/server/platform/config'

/** UTC, to the second, safe in a file name: 20261128-043512. */
const stamp = (now: Date) => now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')

/**
 * Copies the SQLite database `source` to `dest` while others may write to it: `VACUUM INTO`
 * reads the database in one read transaction (in WAL mode writers go on) and writes a compact
 * copy of that moment. (SQLite's page-by-page backup API starts again whenever another
 * connection writes, so under steady writes it may never finish.) The copy is made beside `dest`
 * and renamed into place, so `dest` never holds half a backup.
 */
export function backupSqlite(source: string, dest: string): void {
  if (!existsSync(source)) throw new Error(`No database at ${source}`)
  mkdirSync(dirname(dest), { recursive: true })
  const partial = `${dest}.partial`
  rmSync(partial, { force: true })
  const database = new SQLite(source, { fileMustExist: true })
  try {
    database.pragma('busy_timeout = 5000')
    database.prepare('vacuum into ?').run(partial)
  } finally {
    database.close()
  }
  renameSync(partial, dest)
}

/** Dumps the PostgreSQL database at `url` to `dest` (pg_dump's custom format). */
export function backupPostgres(url: string, dest: string): void {
  mkdirSync(dirname(dest), { recursive: true })
  const partial = `${dest}.partial`
  const run = spawnSync('pg_dump', ['--format=custom', `--file=${partial}`, url], {
    encoding: 'utf8',
  })
  if (run.error && (run.error as NodeJS.ErrnoException).code === 'ENOENT')
    throw new Error(
      "pg_dump is not installed: install the PostgreSQL client of the server's major version " +
        '(Debian: apt-get install postgresql-client), or run pg_dump --format=custom yourself.',
    )
  if (run.status !== 0) throw new Error(`pg_dump failed: ${run.stderr.trim()}`)
  renameSync(partial, dest)
}

/** Backs up the database the settings in `env` name; answers the file written. */
export async function backup(
  env: NodeJS.ProcessEnv,
  file?: string,
  now = new Date(),
): Promise<string> {
  const config = loadConfig(env)
  const { database } = config
  if (database.kind === 'postgres') {
    const dest = resolve(file ?? join(config.dataDir, 'backups', `portal-${stamp(now)}.dump`))
    backupPostgres(database.url, dest)
    return dest
  }
  const dest = resolve(file ?? join(config.dataDir, 'backups', `portal-${stamp(now)}.sqlite`))
  backupSqlite(join(config.dataDir, 'portal.sqlite'), dest)
  return dest
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    console.log(`Backup written: ${await backup(process.env, process.argv[2])}`)
  } catch (error) {
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
