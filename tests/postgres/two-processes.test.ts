/**
 * Two server processes on one PostgreSQL database under concurrent writes (issue 6): both start
 * at once on an empty database (migrations and the demo seed race), then take writes through
 * either process at random. Nothing may fail and nothing may be lost:
 * - 500 user creations with distinct e-mails: 500 × 201, 500 rows;
 * - 40 creations of one e-mail: exactly one 201, the others 400 with the field error, one row;
 * - 30 wrong passwords for one account from one address: exactly the limit answer 401, the rest
 *   429 (the throttle counts across processes).
 * Needs PP_TEST_DATABASE_URL (a postgres:// URL of a server where it may create a database):
 * scripts/test.mjs starts a throwaway server for it.
 */
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import pg from 'pg'
import { DEFAULT_RATING_COLORS } from '../../src/areas/ratings/lib/ratings-rules'
import { DEMO_PASSWORD, IDS } from '../../demo/server/seed'
import { scratchDatabase } from '../server/test-databases'
import { startServerProcess, stopServerProcess, type ServerProcess } from '../server/server-process'

const LOGIN_LIMIT = 10

type Server = ServerProcess

function startServer(
  url: string,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<Server> {
  return startServerProcess({
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    LOGIN_MAX_FAILURES: String(LOGIN_LIMIT),
    // One owner sends all 540 writes within seconds: far past the per-user write budget (300 a
    // minute, counted across both processes in the shared database), which is not under test here.
    WRITES_PER_MINUTE: '100000',
    // One server process each (the default on PostgreSQL is one per core).
    WORKERS: '1',
    ...env,
  })
}

/** Runs `tasks` with at most `width` in flight. */
async function pool<T>(tasks: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const i = next++
        results[i] = await tasks[i]!()
      }
    }),
  )
  return results
}

describe('two server processes on one PostgreSQL database', () => {
  let servers: Server[] = []
  let db: pg.Client
  let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined
  let cookie = ''
  const dataDir = mkdtempSync(join(tmpdir(), 'pp-two-'))

  const pick = () => servers[Math.floor(Math.random() * servers.length)]!
  function send(method: string, path: string, body?: string, type = 'application/json') {
    const server = pick()
    return fetch(server.origin + path, {
      method,
      headers: { origin: server.origin, cookie, ...(body ? { 'content-type': type } : {}) },
      body,
    })
  }

  before(async () => {
    scratch = await scratchDatabase('pp_two')
    const url = scratch.url
    // Both at once: the migrations and the demo seed race on the empty database.
    servers = await Promise.all([startServer(url, dataDir), startServer(url, dataDir)])
    db = new pg.Client({ connectionString: url })
    await db.connect()
    const login = await fetch(`${servers[0]!.origin}/api/accounts/login`, {
      method: 'POST',
      headers: {
        origin: servers[0]!.origin,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ username: 'owner@demo.test', password: DEMO_PASSWORD }),
    })
    assert.equal(login.status, 200)
    cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
  })

  after(async () => {
    await db?.end()
    for (const server of servers) server.child.kill('SIGTERM')
    await Promise.all(
      servers.map(
        (s) =>
          new Promise((done) =>
            s.child.exitCode !== null ? done(null) : s.child.once('exit', done),
          ),
      ),
    )
    await scratch?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('seeded the demo data once although both processes started on the empty database', async () => {
    const { rows } = await db.query<{ n: string }>(
      `select count(*) as n from users where email = 'owner@demo.test'`,
    )
    assert.equal(Number(rows[0]!.n), 1)
    const accounts = await db.query<{ n: string }>(`select count(*) as n from accounts`)
    assert.ok(Number(accounts.rows[0]!.n) >= 2)
  })

  it('takes 500 user creations through both processes with no error and nothing lost', async (t) => {
    const path = `/api/accounts/accounts/${IDS.demoAccount}/users/permissions`
    const began = performance.now()
    const statuses = await pool(
      Array.from({ length: 500 }, (_, i) => async () => {
        const reply = await send(
          'POST',
          path,
          JSON.stringify({
            firstName: 'Load',
            lastName: `User ${i}`,
            email: `load-${i}@demo.test`,
            phoneNumber: '+1 212 555 0199',
            permissions: ['home.adMetrics'],
          }),
        )
        await reply.arrayBuffer()
        return reply.status
      }),
      24,
    )
    const seconds = (performance.now() - began) / 1000
    const errors = statuses.filter((s) => s !== 201).length
    const { rows } = await db.query<{ n: string }>(
      `select count(*) as n from users where email like 'load-%@demo.test'`,
    )
    t.diagnostic(
      `500 writes through 2 processes: ${errors} errors, ${Number(rows[0]!.n)} rows, ${seconds.toFixed(1)} s, ${Math.round(500 / seconds)} writes/s`,
    )
    const logged = servers.flatMap((s) => s.output).join('')
    assert.equal(
      errors,
      0,
      `statuses: ${[...new Set(statuses)].join(', ')}\n${logged.slice(0, 3000)}`,
    )
    assert.equal(Number(rows[0]!.n), 500)
  })

  it('lets exactly one of 40 concurrent creations of one e-mail through; the rest get 400', async () => {
    const path = `/api/accounts/accounts/${IDS.demoAccount}/users/permissions`
    const replies = await pool(
      Array.from({ length: 40 }, () => async () => {
        const reply = await send(
          'POST',
          path,
          JSON.stringify({
            firstName: 'Same',
            lastName: 'Person',
            email: 'same@demo.test',
            phoneNumber: '+1 212 555 0199',
            permissions: [],
          }),
        )
        return { status: reply.status, body: (await reply.json()) as any }
      }),
      40,
    )
    assert.equal(replies.filter((r) => r.status === 201).length, 1)
    const refused = replies.filter((r) => r.status !== 201)
    assert.ok(refused.every((r) => r.status === 400))
    assert.ok(
      refused.every((r) => r.body.error.fields[0].message === 'This email is already in use'),
    )
    const { rows } = await db.query<{ n: string }>(
      `select count(*) as n from users where email = 'same@demo.test'`,
    )
    assert.equal(Number(rows[0]!.n), 1)
  })

  it('counts wrong passwords across both processes: exactly the limit get 401, the rest 429', async () => {
    const replies = await pool(
      Array.from({ length: 30 }, () => async () => {
        const server = pick()
        const reply = await fetch(`${server.origin}/api/accounts/login`, {
          method: 'POST',
          headers: {
            origin: server.origin,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({ username: 'analyst@demo.test', password: 'wrong-password' }),
        })
        await reply.arrayBuffer()
        return reply.status
      }),
      30,
    )
    assert.equal(replies.filter((s) => s === 401).length, LOGIN_LIMIT)
    assert.equal(replies.filter((s) => s === 429).length, 30 - LOGIN_LIMIT)
  })

  it("shows a settings save made through one process in the other's public read within 1 s", async () => {
    const [a, b] = servers as [Server, Server]
    const unit = IDS.ratings.units[0]
    const read = async () => {
      const reply = await fetch(
        `${b.origin}/api/ratings/public/v1/units/${unit.unit}?url=${encodeURIComponent('https://daily.example/a')}`,
      )
      assert.equal(reply.status, 200)
      return ((await reply.json()) as { settings: { colors: { brand: string } } }).settings
    }
    // B's cache holds the read now (a second read is answered from memory).
    const before = (await read()).colors.brand
    assert.equal((await read()).colors.brand, before)
    const brand = before === 'AB12CD' ? '12AB34' : 'AB12CD'
    const saved = await fetch(
      `${a.origin}/api/ratings/v1/rating-units/color-configurations/${unit.color}`,
      {
        method: 'PUT',
        headers: { origin: a.origin, cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ ...DEFAULT_RATING_COLORS, uuid: unit.color, brand }),
      },
    )
    assert.equal(saved.status, 200)
    const began = performance.now()
    while ((await read()).colors.brand !== brand) {
      assert.ok(performance.now() - began < 1000, 'the save did not reach the other process in 1 s')
      await new Promise((done) => setTimeout(done, 20))
    }
  })

  it('runs WORKERS server processes, and each writes its buffered events on SIGTERM', async () => {
    const scratchDir = mkdtempSync(join(tmpdir(), 'pp-workers-'))
    // Events are written only at the stop (the interval is far longer than the test).
    const cluster = await startServer(scratch!.url, scratchDir, {
      WORKERS: '2',
      EVENTS_FLUSH_MS: '600000',
      PLAYER_BATCHES_PER_MINUTE: '100000',
    })
    try {
      assert.match(cluster.output.join(''), /\(2 server processes/)
      const embed = IDS.embeds.online
      const data = (await (await fetch(`${cluster.origin}/api/player/embeds/${embed}`)).json()) as {
        cards: { contentUUID: string }[]
      }
      const card = data.cards[0]!.contentUUID
      const loads = async () => {
        const { rows } = await db.query<{ n: string }>(
          `select coalesce(sum(loads), 0) as n from embed_engagement_daily where embed_uuid = $1`,
          [embed],
        )
        return Number(rows[0]!.n)
      }
      const before = await loads()
      const statuses = await pool(
        Array.from({ length: 40 }, () => async () => {
          const reply = await fetch(`${cluster.origin}/api/player/events`, {
            method: 'POST',
            headers: { 'content-type': 'text/plain' },
            body: JSON.stringify([{ kind: 'load', embedUUID: embed, contentUUID: card }]),
          })
          return reply.status
        }),
        8,
      )
      assert.deepEqual([...new Set(statuses)], [204])
      // Accepted, not yet written.
      assert.equal(await loads(), before)
      assert.equal(await stopServerProcess(cluster), 0, cluster.output.join(''))
      assert.equal(await loads(), before + 40)
    } finally {
      if (cluster.child.exitCode === null) cluster.child.kill('SIGKILL')
      rmSync(scratchDir, { recursive: true, force: true })
    }
  })

  it('stops cleanly (exit 0) when SIGTERM comes while a server process is still starting', async () => {
    const scratchDir = mkdtempSync(join(tmpdir(), 'pp-early-'))
    // Announced as soon as the first of four processes listens: the others are still starting.
    const cluster = await startServer(scratch!.url, scratchDir, { WORKERS: '4' })
    try {
      assert.equal(await stopServerProcess(cluster), 0, cluster.output.join(''))
    } finally {
      if (cluster.child.exitCode === null) cluster.child.kill('SIGKILL')
      rmSync(scratchDir, { recursive: true, force: true })
    }
  })
})
