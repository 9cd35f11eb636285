/**
 * Health checks (issue 28): /healthz says the process answers; /readyz says it should be sent
 * traffic: the database answers and has every migration, and the process is not stopping. A
 * process asked to stop answers 503 on /readyz for SHUTDOWN_DRAIN_MS while it still serves
 * everything else, then exits 0.
 */
import assert from 'node:assert/strict'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, it } from 'node:test'
import { sql } from 'kysely'
import { createApp, READINESS_KEPT_MS, type Lifecycle } from '../../demo/server/app'
import { Client, startHarness, withHarness, type Harness } from './harness'
import { startServerProcess, stopServerProcess } from './server-process'

const clientOf = (h: Harness, lifecycle: Lifecycle) =>
  new Client({ ...h, app: createApp({ db: h.db, config: h.config, lifecycle }) })

describe('/healthz and /readyz', () => {
  it('a migrated database and a running process: both 200, never cached, no session needed', () =>
    withHarness(async (h) => {
      const c = clientOf(h, { stopping: false })
      const alive = await c.get('/healthz')
      assert.equal(alive.status, 200)
      const ready = await c.get('/readyz')
      assert.equal(ready.status, 200)
      assert.deepEqual(ready.body, { ready: true })
      assert.equal(ready.headers.get('cache-control'), 'no-store')
    }))

  it('a stopping process: /readyz 503, /healthz and the API still answer', () =>
    withHarness(async (h) => {
      const lifecycle = { stopping: false }
      const c = clientOf(h, lifecycle)
      assert.equal((await c.get('/readyz')).status, 200)
      lifecycle.stopping = true
      const ready = await c.get('/readyz')
      assert.equal(ready.status, 503)
      assert.deepEqual(ready.body, { ready: false, problem: 'stopping' })
      assert.equal((await c.get('/healthz')).status, 200)
      assert.equal((await c.get('/api/player/embeds/nope')).status < 500, true)
    }))

  it('a migration not applied: 503 saying so', () =>
    withHarness(async (h) => {
      const last = await sql<{ name: string }>`select max(name) as name from kysely_migration`
        .execute(h.db)
        .then((r) => r.rows[0]!.name)
      const c = clientOf(h, { stopping: false })
      assert.equal((await c.get('/readyz')).status, 200)
      await sql`delete from kysely_migration where name = ${last}`.execute(h.db)
      // The answer is kept a second (a flood of probes costs one query a second), then renewed.
      assert.equal((await c.get('/readyz')).status, 200)
      await new Promise((done) => setTimeout(done, READINESS_KEPT_MS + 50))
      const ready = await c.get('/readyz')
      assert.equal(ready.status, 503)
      assert.deepEqual(ready.body, { ready: false, problem: '1 migration(s) not applied' })
    }))

  it('a database that does not answer: 503, without the driver message', async () => {
    const h = await startHarness()
    const c = clientOf(h, { stopping: false })
    await h.close()
    const ready = await c.get('/readyz')
    assert.equal(ready.status, 503)
    assert.deepEqual(ready.body, { ready: false, problem: 'database unreachable' })
    assert.equal((await c.get('/healthz')).status, 200)
  })
})

it('SIGTERM: /readyz answers 503 while the process drains, then it exits 0', async () => {
  const server = await startServerProcess({
    DATABASE_URL: '',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'pp-ready-')),
    SHUTDOWN_DRAIN_MS: '1500',
  })
  const ready = () => fetch(`${server.origin}/readyz`).then((r) => r.status)
  assert.equal(await ready(), 200)
  const exited = stopServerProcess(server)
  // Up to the drain's end, the process still answers: not ready, but alive.
  let seen = 0
  for (let tries = 0; tries < 20 && seen !== 503; tries++) {
    seen = await ready()
    if (seen !== 503) await new Promise((done) => setTimeout(done, 50))
  }
  assert.equal(seen, 503, server.output.join(''))
  assert.equal((await fetch(`${server.origin}/healthz`)).status, 200)
  assert.equal(await exited, 0, server.output.join(''))
})
