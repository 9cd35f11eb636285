/**
 * SIGTERM under load (issue 28): a server process taking portal writes (labels created) and
 * player events from eight clients at once is asked to stop mid-load. It drains
 * (SHUTDOWN_DRAIN_MS), stops taking connections, finishes what it has, writes its buffered
 * events and exits 0; every write it acknowledged is in the database afterwards.
 */
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { it } from 'node:test'
import SQLite from 'better-sqlite3'
import type { PlayerEmbed } from '../../src/areas/embeds/lib/player-rules'
import { DEMO_PASSWORD, IDS } from './harness'
import { startServerProcess, stopServerProcess } from './server-process'

const LABELS_AT_MOST = 150 // under the account's 200 label creations an hour

it('every write acknowledged before and during a SIGTERM is saved; the process exits 0', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pp-sigterm-load-'))
  const server = await startServerProcess({
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    SHUTDOWN_DRAIN_MS: '400',
    WRITES_PER_MINUTE: '100000',
    PLAYER_BATCHES_PER_MINUTE: '100000',
  })
  try {
    const { origin } = server
    const login = await fetch(`${origin}/api/accounts/login`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'owner@demo.test', password: DEMO_PASSWORD }),
    })
    assert.equal(login.status, 200)
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    const embed = IDS.embeds.online
    const read = (await (await fetch(`${origin}/api/player/embeds/${embed}`)).json()) as PlayerEmbed
    const card = read.cards[0]!.contentUUID
    const database = new SQLite(join(dataDir, 'portal.sqlite'), { readonly: true })
    const loads = () =>
      Number(
        (
          database
            .prepare(
              'select coalesce(sum(loads), 0) as n from embed_engagement_daily where embed_uuid = ?',
            )
            .get(embed) as { n: number }
        ).n,
      )
    const before = loads()

    const labels: string[] = []
    let events = 0
    let next = 0
    let stopped = false
    /** One client: a label, then an event, until the server no longer answers. */
    const client = async () => {
      while (!stopped) {
        const n = next++
        try {
          if (n < LABELS_AT_MOST && n % 2 === 0) {
            const name = `load_${n}`
            const reply = await fetch(`${origin}/api/accounts/accounts/${IDS.demoAccount}/labels`, {
              method: 'POST',
              headers: { origin, cookie, 'content-type': 'application/json' },
              body: JSON.stringify({ labelName: name }),
            })
            if (reply.status === 201) labels.push(name)
            else assert.fail(`label ${name}: ${reply.status} ${await reply.text()}`)
          } else {
            const reply = await fetch(`${origin}/api/player/events`, {
              method: 'POST',
              headers: { 'content-type': 'text/plain' },
              body: JSON.stringify([{ kind: 'load', embedUUID: embed, contentUUID: card }]),
            })
            if (reply.status === 204) events++
            else assert.fail(`events: ${reply.status} ${await reply.text()}`)
          }
        } catch (error) {
          // The server stopped taking connections: this client is done.
          if (error instanceof assert.AssertionError) throw error
          return
        }
      }
    }
    const clients = Array.from({ length: 8 }, client)
    await new Promise((done) => setTimeout(done, 600))
    const acknowledgedBefore = labels.length + events
    assert.ok(acknowledgedBefore > 20, `load was running (${acknowledgedBefore} writes)`)
    const exited = stopServerProcess(server)
    const code = await exited
    stopped = true
    await Promise.all(clients)
    assert.equal(code, 0, server.output.join(''))
    assert.ok(
      labels.length + events > acknowledgedBefore,
      'writes were acknowledged while draining',
    )

    const saved = new Set(
      (
        database
          .prepare("select name from embed_labels where account_uuid = ? and name like 'load_%'")
          .all(IDS.demoAccount) as { name: string }[]
      ).map((row) => row.name),
    )
    for (const name of labels) assert.ok(saved.has(name), `acknowledged label ${name} saved`)
    // An event answered 204 is written (one whose answer was lost may be written too).
    assert.ok(loads() - before >= events, `${loads() - before} written of ${events} acknowledged`)
    database.close()
  } finally {
    if (server.child.exitCode === null) server.child.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  }
})
