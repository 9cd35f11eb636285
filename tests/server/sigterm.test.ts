/**
 * A server process on SQLite stopped with SIGTERM writes the player's buffered events before it
 * exits (issue 26): `npm run serve` as an operator runs it, events accepted while the write
 * interval is far off, then SIGTERM, then the database read back. (Several processes on
 * PostgreSQL: tests/postgres/two-processes.test.ts.)
 */
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { it } from 'node:test'
import SQLite from 'better-sqlite3'
import type { PlayerEmbed } from '../../src/areas/embeds/lib/player-rules'
import { IDS } from './harness'
import { startServerProcess, stopServerProcess } from './server-process'

it('writes the buffered events on SIGTERM and exits 0 (SQLite)', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pp-sigterm-'))
  const server = await startServerProcess({
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    EVENTS_FLUSH_MS: '600000',
  })
  try {
    const { origin } = server
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
