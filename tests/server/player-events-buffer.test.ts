/**
 * The player's events on their way to the database (issue 26): accepted into a bounded buffer and
 * written in one transaction per interval, merged (one card's counters add up); a full buffer
 * refuses with 503 and keeps nothing of the refused batch; in-view time per page view is capped by
 * the time since its load (the recipe of 50 in-view reports of 30 minutes in one request adds at
 * most the elapsed time). The flush on SIGTERM is tested with real processes in
 * tests/postgres/two-processes.test.ts.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { PlayerEmbed } from '../../src/areas/embeds/lib/player-rules'
import { createApp } from '../../demo/server/app'
import { EventBuffer, piecesOf, ROWS_PER_STATEMENT } from '../../demo/server/player/event-buffer'
import type { BatchEffect } from '../../demo/server/player/queries'
import { LOAD_SLACK_MS } from '../../demo/server/player/inview-allowance'
import { INVIEW_MAX_MS } from '../../demo/server/player/routes'
import { PublicCache } from '../../demo/server/platform/public-cache'
import { Client, IDS, ORIGIN, startHarness, type Harness } from './harness'

const EMBED = IDS.embeds.online
let h: Harness
let card: string
let ip = 0
before(async () => {
  // Written only when a test flushes (the interval is far longer than the suite).
  h = await startHarness({ eventFlushMs: 3_600_000 })
  const read = await new Client(h).get(`/api/player/embeds/${EMBED}`)
  card = (read.body as PlayerEmbed).cards[0]!.contentUUID
})
after(() => h.close())

const send = (events: unknown, app = h.app, from = `10.88.0.${++ip}`) =>
  app.request(`${ORIGIN}/api/player/events`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', 'x-test-ip': from },
    body: JSON.stringify(events),
  })

async function sums() {
  const row = await h.db
    .selectFrom('embed_engagement_daily')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('loads'), eb.lit(0)).as('loads'),
      eb.fn.coalesce(eb.fn.sum<number>('inview_ms'), eb.lit(0)).as('inviewMs'),
    ])
    .where('embed_uuid', '=', EMBED)
    .executeTakeFirstOrThrow()
  return { loads: Number(row.loads), inviewMs: Number(row.inviewMs) }
}

describe('the event buffer', () => {
  it('accepts batches at once and writes them together, in one transaction', async () => {
    await h.events.flush()
    const before = await sums()
    const writes = h.events.stats.writes
    for (let i = 0; i < 30; i++)
      assert.equal(
        (await send([{ kind: 'load', embedUUID: EMBED, contentUUID: card }])).status,
        204,
      )
    assert.equal(h.events.pending, 30)
    assert.deepEqual(await sums(), before)
    await h.events.flush()
    assert.equal(h.events.stats.writes, writes + 1)
    assert.equal(h.events.pending, 0)
    assert.equal((await sums()).loads, before.loads + 30)
  })

  it('refuses a batch with 503 and Retry-After when full, keeping nothing of it', async () => {
    const small = new EventBuffer(h.db, 3_600_000, 3)
    const app = createApp({ db: h.db, config: h.config, cache: new PublicCache(), events: small })
    const load = { kind: 'load', embedUUID: EMBED, contentUUID: card }
    assert.equal(
      (await send([load, { kind: 'inview', embedUUID: EMBED, contentUUID: card, ms: 5 }], app))
        .status,
      204,
    )
    const refused = await send(
      [load, { kind: 'inview', embedUUID: EMBED, contentUUID: card, ms: 5 }],
      app,
    )
    assert.equal(refused.status, 503)
    assert.ok(Number(refused.headers.get('retry-after')) >= 1)
    assert.equal(small.pending, 2)
    const before = await sums()
    await small.flush()
    assert.equal((await sums()).loads, before.loads + 1)
    // Room again after the write.
    assert.equal((await send([load], app)).status, 204)
    await small.flush()
  })
})

describe('a large write', () => {
  it('writes thousands of engaged visitors and e-mails in statements PostgreSQL takes', async () => {
    const embed = await h.db
      .selectFrom('embeds')
      .select(['account_uuid', 'site_uuid'])
      .where('embed_uuid', '=', EMBED)
      .executeTakeFirstOrThrow()
    // Past 65,535 parameters in one statement at 7 columns a row, were they written at once.
    const n = ROWS_PER_STATEMENT * 10 + 500
    const effect: BatchEffect = { rows: new Map(), emails: [], visitors: new Map() }
    for (let i = 0; i < n; i++) {
      const visitorHash = `bulk-visitor-${i}`.padEnd(64, '0')
      effect.visitors.set(`${EMBED}/${visitorHash}`, {
        accountUUID: embed.account_uuid,
        siteUUID: embed.site_uuid,
        embedUUID: EMBED,
        visitorHash,
      })
      effect.emails.push({
        accountUUID: embed.account_uuid,
        embedUUID: EMBED,
        email: `bulk-${i}@reader.example`,
      })
    }
    assert.equal(piecesOf(effect).length, 11)
    const segment = { device: 'DESKTOP', country: 'US' } as const
    assert.equal(await h.events.add(effect, segment, Date.now(), n * 2), true)
    await h.events.flush()
    const emails = await h.db
      .selectFrom('embed_emails')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', 'like', 'bulk-%@reader.example')
      .executeTakeFirstOrThrow()
    assert.equal(Number(emails.n), n)
  })
})

describe('in-view time is capped by the time since the load', () => {
  const flood = (visitor?: string) =>
    Array.from({ length: 50 }, () => ({
      kind: 'inview',
      embedUUID: EMBED,
      contentUUID: card,
      ms: INVIEW_MAX_MS,
      ...(visitor && { visitor }),
    }))

  it('50 reports of 30 minutes in one request right after the load add at most the elapsed time', async () => {
    await h.events.flush()
    const before = await sums()
    const visitor = 'visitor-inview-recipe-1'
    const loadedAt = Date.now()
    const load = [{ kind: 'load', embedUUID: EMBED, contentUUID: card, visitor }]
    assert.equal((await send(load)).status, 204)
    assert.equal((await send(flood(visitor))).status, 204)
    const elapsed = Date.now() - loadedAt
    await h.events.flush()
    const added = (await sums()).inviewMs - before.inviewMs
    assert.ok(added <= elapsed + LOAD_SLACK_MS, `${added} ms added in ${elapsed} ms`)
    // And the next report of the same view only what time has passed since.
    assert.equal((await send(flood(visitor))).status, 204)
    await h.events.flush()
    const total = (await sums()).inviewMs - before.inviewMs
    assert.ok(total <= Date.now() - loadedAt + LOAD_SLACK_MS, `${total} ms in all`)
  })

  it('without a known load (another process, no visitor id) one request adds at most one report', async () => {
    for (const visitor of ['visitor-never-loaded-1', undefined]) {
      await h.events.flush()
      const before = await sums()
      assert.equal((await send(flood(visitor))).status, 204)
      await h.events.flush()
      const added = (await sums()).inviewMs - before.inviewMs
      assert.ok(added <= INVIEW_MAX_MS + LOAD_SLACK_MS, `${added} ms for ${visitor}`)
      assert.ok(added >= INVIEW_MAX_MS, 'a real report of 30 minutes still counts')
    }
  })
})
