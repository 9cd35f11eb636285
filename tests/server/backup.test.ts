/**
 * `npm run backup` on SQLite (issue 28): a copy taken between writes is one consistent moment
 * of the database; put back as the data folder's file, a server opens it
 * (migrated, ready) with every row the copy had. (PostgreSQL: tests/postgres/backup.test.ts.)
 */
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { it } from 'node:test'
import { sql } from 'kysely'
import { databaseReadiness, openDatabase } from '../../demo/server/platform/db'
import { seed } from '../../demo/server/seed'
import { backupSqlite } from '../../scripts/backup'

const count = async (db: Awaited<ReturnType<typeof openDatabase>>['db'], table: string) =>
  Number(
    (await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]!
      .n,
  )

it('backs up while writes go on, and the restored copy opens with its rows', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pp-backup-'))
  const live = await openDatabase({ kind: 'sqlite', dataDir })
  try {
    await seed(live.db)
    // Writes on the live database while the copy is taken (the WAL holds the newest ones).
    let writing = true
    let written = 0
    const writer = (async () => {
      while (writing) {
        await live.db
          .insertInto('outbox')
          .values({
            to_email: `w${written}@example.com`,
            subject: 'during the backup',
            body: 'x',
            link: null,
            kind: 'test',
            created_at: Date.now(),
          })
          .execute()
        written++
        await new Promise((done) => setImmediate(done))
      }
    })()
    const dest = join(dataDir, 'backups', 'copy.sqlite')
    // The copy runs in this thread: let the writer get going first, then write on between.
    while (written < 20) await new Promise((done) => setImmediate(done))
    backupSqlite(join(dataDir, 'portal.sqlite'), dest)
    const atCopy = written
    // More writes after the copy: they belong to the live database only.
    while (written < atCopy + 20) await new Promise((done) => setImmediate(done))
    writing = false
    await writer
    assert.ok(existsSync(dest))
    assert.ok(!existsSync(`${dest}.partial`))

    // Restore: the copy as another data folder's database file.
    const restoredDir = mkdtempSync(join(tmpdir(), 'pp-restored-'))
    mkdirSync(restoredDir, { recursive: true })
    copyFileSync(dest, join(restoredDir, 'portal.sqlite'))
    const restored = await openDatabase({ kind: 'sqlite', dataDir: restoredDir })
    try {
      assert.equal(await databaseReadiness(restored.db), null)
      for (const table of ['accounts', 'users', 'embeds', 'comments'])
        assert.equal(await count(restored.db, table), await count(live.db, table), table)
      // The copy is one moment: every row written before it, none written after.
      const seededMail = (await count(live.db, 'outbox')) - written
      assert.equal(await count(restored.db, 'outbox'), seededMail + atCopy)
    } finally {
      await restored.close()
    }
  } finally {
    await live.close()
  }
})

it('npm run backup writes a stamped file under DATA_DIR/backups and says where', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pp-backup-cli-'))
  const opened = await openDatabase({ kind: 'sqlite', dataDir })
  await opened.close()
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORTAL_MODE: 'demo' }
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/backup.ts'], {
    env,
    encoding: 'utf8',
  })
  assert.equal(run.status, 0, run.stderr)
  const match = /^Backup written: (.+portal-\d{8}-\d{6}\.sqlite)$/m.exec(run.stdout)
  assert.ok(match, run.stdout)
  assert.ok(match[1]!.startsWith(join(dataDir, 'backups')))
  assert.ok(existsSync(match[1]!))

  const none = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/backup.ts'], {
    env: { ...env, DATA_DIR: join(dataDir, 'nothing-here') },
    encoding: 'utf8',
  })
  assert.equal(none.status, 1)
  assert.match(none.stderr, /^Backup failed: No database at .+portal\.sqlite$/m)
})
