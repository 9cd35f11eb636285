/**
 * A server process on SQLite stopped with SIGTERM writes the player's buffered events before it
 * exits (issue 26): `npm run serve` as an operator runs it, events accepted while the write
 * interval is far off, then SIGTERM, then the database read back. Under load (issue 28): eight
 * clients writing labels and player events, SIGTERM mid-load; the process drains
 * (SHUTDOWN_DRAIN_MS), stops taking connections, finishes what it has, writes its buffer and
 * exits 0, and every write it acknowledged is in the database. (Several processes on
 * PostgreSQL: tests/postgres/two-processes.test.ts.)
 */
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { it } from 'node:test'
import SQLite from 'better-sqlite3'
import type { PlayerEmbed } from '../../src/areas/embeds/lib/player-rules'
import { DEMO_PASSWORD, IDS } from './harness'
import { signInTo, startServerProcess, stopServerProcess } from './server-process'

/** The first card of the seed's online embed, and a reader of its loads in the data folder. */
async function onlineEmbed(origin: string, dataDir: string) {
  const embed = IDS.embeds.online
  const read = (await (await fetch(`${origin}/api/player/embeds/${embed}`)).json()) as PlayerEmbed
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
  return { embed, card: read.cards[0]!.contentUUID, database, loads }
}

it('writes the buffered events on SIGTERM and exits 0 (SQLite)', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pp-sigterm-'))
  const server = await startServerProcess({
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    EVENTS_FLUSH_MS: '600000',
  })
  try {
    const { origin } = server
    const { embed, card, database, loads } = await onlineEmbed(origin, dataDir)
    const before = loads()
    for (let i = 0; i < 25; i++) {
      const reply = await fetch(`${origin}/api/player/events`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify([{ kind: 'load', embedUUID: embed, contentUUID: card }]),
      })
      assert.equal(reply.status, 204)
    }
    assert.equal(loads(), before, 'accepted, not yet written')
    assert.equal(await stopServerProcess(server), 0, server.output.join(''))
    assert.equal(loads(), before + 25)
    database.close()
  } finally {
    if (server.child.exitCode === null) server.child.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  }
})

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
    const cookie = await signInTo(origin, 'owner@demo.test', DEMO_PASSWORD)
    const { embed, card, database, loads } = await onlineEmbed(origin, dataDir)
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
