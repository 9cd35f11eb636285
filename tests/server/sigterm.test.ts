/**
 * A server process on SQLite stopped with SIGTERM writes the player's buffered events before it
 * exits (issue 26): `npm run serve` as an operator runs it, events accepted while the write
 * interval is far off, then SIGTERM, then the database read back. (Several processes on
 * PostgreSQL: tests/postgres/two-processes.test.ts.)
 */
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { it } from 'node:test'
import SQLite from 'better-sqlite3'
import type { PlayerEmbed } from '../../src/areas/embeds/lib/player-rules'
import { IDS } from './harness'

const ROOT = resolve(import.meta.dirname, '../..')

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => done(port))
    })
  })
}

it('writes the buffered events on SIGTERM and exits 0 (SQLite)', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pp-sigterm-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      PORTAL_MODE: 'demo',
      EVENTS_FLUSH_MS: '600000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  try {
    const origin = await new Promise<string>((done, failed) => {
      const timer = setTimeout(() => failed(new Error(`no start:\n${output.join('')}`)), 90_000)
      child.stdout!.on('data', (chunk: Buffer) => {
        output.push(String(chunk))
        const match = /on (http:\/\/127\.0\.0\.1:\d+)\//.exec(output.join(''))
        if (match) {
          clearTimeout(timer)
          done(match[1]!)
        }
      })
      child.stderr!.on('data', (chunk: Buffer) => output.push(String(chunk)))
      child.once('exit', (code) => failed(new Error(`exited ${code}:\n${output.join('')}`)))
    })
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
    child.kill('SIGTERM')
    const code = await new Promise((done) => child.once('exit', done))
    assert.equal(code, 0, output.join(''))
    assert.equal(loads(), before + 25)
    database.close()
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  }
})
