/**
 * The fast lane (demo/server/platform/public-fast-lane.ts) in front of the app, over real HTTP as main.ts
 * serves: a repeated public read or pasted script is answered by the lane with exactly the app's
 * status, headers and body (a 304 too), never after a save invalidated the read or the file
 * changed, and never for a request carrying a commenter token or rater id.
 */
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { getRequestListener } from '@hono/node-server'
import { createApp } from '../../demo/server/app'
import { RECHECK_MS } from '../../demo/server/platform/static-files'
import { EventBuffer } from '../../demo/server/player/event-buffer'
import { PublicCache } from '../../demo/server/platform/public-cache'
import { FastLane } from '../../demo/server/platform/public-fast-lane'
import { IDS, signedIn, startHarness, withClock, type Harness } from './harness'

const RATINGS = IDS.ratings.units[0]
const READ = `/api/ratings/public/v1/units/${RATINGS.unit}?url=${encodeURIComponent('https://daily.example/fast')}`
const SCRIPT = '/units/ratings.js'

let h: Harness
let lane: FastLane
let server: Server
let origin: string
let root: string
/** The harness with this test's app (its saves invalidate this app's cache). */
let mine: Harness
before(async () => {
  h = await startHarness()
  root = mkdtempSync(join(tmpdir(), 'pp-lane-'))
  mkdirSync(join(root, 'dist/units'), { recursive: true })
  writeFileSync(
    join(root, 'dist/units/ratings.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))})`,
  )
  const cache = new PublicCache()
  lane = new FastLane()
  const events = new EventBuffer(h.db, 0)
  const app = createApp({ db: h.db, config: h.config, root, cache, events, fastLane: lane })
  mine = { ...h, app, cache, events }
  const answer = getRequestListener(app.fetch)
  server = createServer((req, res) => {
    if (!lane.serve(req, res)) void answer(req, res)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
after(async () => {
  server.closeAllConnections()
  await new Promise((done) => server.close(done))
  await h.close()
})

async function get(path: string, headers: Record<string, string> = {}) {
  const served = lane.stats.served
  const reply = await fetch(origin + path, { headers })
  const body = Buffer.from(await reply.arrayBuffer())
  const all = Object.fromEntries([...reply.headers].filter(([name]) => name !== 'date'))
  return { status: reply.status, headers: all, body, byLane: lane.stats.served > served }
}

describe('the fast lane', () => {
  it('answers a repeated public read with exactly what the app answered, and a 304', async () => {
    const first = await get(READ)
    assert.equal(first.status, 200)
    assert.equal(first.byLane, false)
    const again = await get(READ)
    assert.equal(again.byLane, true)
    assert.deepEqual(again.headers, first.headers)
    assert.deepEqual(again.body, first.body)
    const held = await get(READ, { 'if-none-match': first.headers.etag! })
    assert.equal(held.byLane, true)
    assert.equal(held.status, 304)
    assert.equal(held.body.length, 0)
    assert.equal(held.headers.etag, first.headers.etag)
    assert.equal(held.headers['content-type'], undefined)
  })

  it('steps aside after a save invalidated the read, and answers the new one', async () => {
    await get(READ)
    const owner = await signedIn(mine, 'owner@demo.test')
    const saved = await owner.put(
      `/api/ratings/v1/rating-units/counter-configurations/${RATINGS.counter}`,
      { showHalfStars: true, enabled: true },
    )
    assert.equal(saved.status, 200, JSON.stringify(saved.body))
    const after = await get(READ)
    assert.equal(after.byLane, false)
    assert.equal(JSON.parse(after.body.toString()).settings.counter.showHalfStars, true)
    assert.equal((await get(READ)).byLane, true)
  })

  it('never answers a request with a rater id or commenter token', async () => {
    await get(READ)
    assert.equal((await get(READ, { 'x-rater-id': 'c'.repeat(32) })).byLane, false)
    assert.equal((await get(READ, { 'x-commenter-token': 'anything' })).byLane, false)
  })

  it('answers a script per Accept-Encoding, and steps aside once the file changed', async () => {
    const br = await get(SCRIPT, { 'accept-encoding': 'br, gzip' })
    const gz = await get(SCRIPT, { 'accept-encoding': 'gzip' })
    assert.equal(br.headers['content-encoding'], 'br')
    assert.equal(gz.headers['content-encoding'], 'gzip')
    const brAgain = await get(SCRIPT, { 'accept-encoding': 'br, gzip' })
    assert.equal(brAgain.byLane, true)
    assert.deepEqual(brAgain.headers, br.headers)
    assert.deepEqual(brAgain.body, br.body)
    assert.equal((await get(SCRIPT, { 'accept-encoding': 'gzip' })).byLane, true)
    await withClock(async (tick) => {
      const file = join(root, 'dist/units/ratings.js')
      writeFileSync(file, 'console.log("rebuilt")')
      utimesSync(file, new Date(Date.now() + 5000), new Date(Date.now() + 5000))
      tick(RECHECK_MS + 1)
      const rebuilt = await get(SCRIPT, { 'accept-encoding': 'br, gzip' })
      assert.equal(rebuilt.byLane, false)
      assert.notEqual(rebuilt.headers.etag, br.headers.etag)
    })
  })
})

describe('the fast lane stays within its bytes', () => {
  it('drops the oldest answers past maxBytes (keys counted: a reader chooses the query)', () => {
    const small = new FastLane(300)
    const answer = { etag: '"e"', body: 'x'.repeat(50), bodyHeaders: {}, valid: () => true }
    const served = (url: string) => {
      const res = { writeHead: () => res, end: () => res }
      const req = { method: 'GET', url, headers: {} }
      return small.serve(req as never, res as never)
    }
    for (let i = 0; i < 3; i++)
      small.note(`/read?page=${'p'.repeat(60)}${i}`, undefined, answer, new Headers())
    assert.equal(served(`/read?page=${'p'.repeat(60)}0`), false)
    assert.equal(served(`/read?page=${'p'.repeat(60)}1`), true)
    assert.equal(served(`/read?page=${'p'.repeat(60)}2`), true)
  })
})
