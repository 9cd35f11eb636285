/**
 * `npm run backup` on PostgreSQL (issue 28): pg_dump's custom format of a seeded database,
 * restored with pg_restore into an empty database, opens (migrated, ready) with the same rows.
 * Needs PP_TEST_DATABASE_URL (scripts/test.mjs starts a throwaway server) and pg_dump/pg_restore.
 */
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { it } from 'node:test'
import { sql } from 'kysely'
import { databaseReadiness, openDatabase, type DB } from '../../demo/server/platform/db'
import { seed } from '../../demo/server/seed'
import { backup } from '../../scripts/backup'
import { scratchDatabase } from '../server/test-databases'

const count = async (db: DB, table: string) =>
  Number(
    (await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]!
      .n,
  )

it('backs up with pg_dump and restores with pg_restore into an empty database', async () => {
  const source = await scratchDatabase('pp_backup')
  const target = await scratchDatabase('pp_restore')
  try {
    const live = await openDatabase({ kind: 'postgres', url: source.url, poolSize: 2 })
    let counts: Record<string, number>
    try {
      await seed(live.db)
      counts = {}
      for (const table of ['accounts', 'users', 'embeds', 'comments', 'outbox'])
        counts[table] = await count(live.db, table)
    } finally {
      await live.close()
    }
    const dataDir = mkdtempSync(join(tmpdir(), 'pp-pg-backup-'))
    const file = await backup({ DATABASE_URL: source.url, DATA_DIR: dataDir })
    assert.match(file, /portal-\d{8}-\d{6}\.dump$/)
    assert.ok(existsSync(file))

    const restore = spawnSync('pg_restore', ['--no-owner', `--dbname=${target.url}`, file], {
      encoding: 'utf8',
    })
    assert.equal(restore.status, 0, restore.stderr)
    const restored = await openDatabase({ kind: 'postgres', url: target.url, poolSize: 2 })
    try {
      assert.equal(await databaseReadiness(restored.db), null)
      for (const [table, n] of Object.entries(counts))
        assert.equal(await count(restored.db, table), n, table)
    } finally {
      await restored.close()
    }
  } finally {
    await source.drop()
    await target.drop()
  }
})
