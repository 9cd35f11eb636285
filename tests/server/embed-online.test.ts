/**
 * An embed is online while its code is live on its site's pages (docs/deviations.md;
 * demo/server/embeds/online-state.ts): a new embed made in the portal is offline and the
 * player serves it anyway; a load the player reports puts it online with its last load recorded
 * (once an hour at most); the library shows it online and archiving is refused; after
 * OFFLINE_AFTER_DAYS without a load the housekeeping sets it offline, archiving works, and an
 * archived embed is no longer served. The seed's states agree with its loads, and migration 0013
 * takes the last load of existing embeds from their facts.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { sql } from 'kysely'
import type { LibraryItem } from '../../src/areas/embeds/lib/embeds-rules'
import { DEFAULT_FILTERS, libraryQuery } from '../../src/areas/embeds/lib/library-filters'
import type { PlayerEmbed } from '../../src/areas/embeds/lib/player-rules'
import {
  LOAD_STAMP_EVERY_MS,
  markIdleEmbedsOffline,
  OFFLINE_AFTER_DAYS,
} from '../../demo/server/embeds/online-state'
import { ARCHIVE_ONLINE_MESSAGE } from '../../demo/server/embeds/routes'
import { embedLastLoadMigration } from '../../demo/server/player/loads-migration'
import {
  api,
  Client,
  fieldsOf,
  fileHarness,
  IDS,
  signedInBefore,
  until,
  withHarness,
} from './harness'
import { saveBody } from '../unit/fixtures'

const DAY = 86_400_000
const SITE = IDS.sites[0]!
const PUBLISHER = 'https://news.publisher.example'
let ip = 0
const h = fileHarness()
const owner = signedInBefore(h, 'owner@demo.test')
const reader = new Client(h)

const playerRead = (embed: string) =>
  reader.get(`/api/player/embeds/${embed}`, { origin: PUBLISHER })
/** A batch from a publisher's page on another origin, from an address of its own. */
const send = (events: unknown) =>
  reader.request('POST', '/api/player/events', {
    raw: JSON.stringify(events),
    headers: { origin: PUBLISHER, 'content-type': 'text/plain', 'x-test-ip': `10.9.0.${++ip}` },
  })
const row = (embed: string) =>
  h.db
    .selectFrom('embeds')
    .select(['embed_state', 'last_load_at', 'active'])
    .where('embed_uuid', '=', embed)
    .executeTakeFirstOrThrow()
const lastLoad = async (embed: string) => {
  const at = (await row(embed)).last_load_at
  return at === null || at === undefined ? null : Number(at)
}

/** The library's item for an embed (API-40, found by its unique name). */
async function listed(name: string): Promise<LibraryItem> {
  const query = libraryQuery({ ...DEFAULT_FILTERS, keyword: name }, 1)
  const reply = await owner.post(api(`/accounts/${IDS.demoAccount}/embeds/content`), query)
  assert.equal(reply.status, 200, JSON.stringify(reply.body))
  const item = (reply.body.items as LibraryItem[]).find((i) => i.embedName === name)
  assert.ok(item, `${name} is listed`)
  return item
}

/**
 * A new embed as the portal makes one: the New Embed dialog's create (offline, no cards), then
 * the builder's save with one live quiz card (API-44). Its id and the quiz's first option.
 */
async function newEmbed(name: string): Promise<{ embedUUID: string; optionUUID: string }> {
  const created = await owner.post(api(`/sites/${SITE}/embeds/content`), {
    embed: { embedName: name },
  })
  assert.equal(created.status, 201, JSON.stringify(created.body))
  const embedUUID = created.body.embed.embedUUID as string
  const body = saveBody(name)
  body.contents.pages = body.contents.pages.slice(0, 1)
  body.embedWorkflowStep = 'ADD_ONS'
  const saved = await owner.put(api(`/sites/${SITE}/embeds/${embedUUID}/content`), body)
  assert.equal(saved.status, 200, JSON.stringify(saved.body))
  const quiz = saved.body.contents.pages[0]
  return { embedUUID, optionUUID: quiz.contentProperties.options[0].optionUUID }
}

describe('an embed made in the portal, from its first load to idle', () => {
  const name = `Live Check ${Date.now().toString(36)}`
  let embedUUID = ''
  let loadedAt = 0

  it('is created offline, and the player serves it while offline', async () => {
    ;({ embedUUID } = await newEmbed(name))
    assert.deepEqual(await row(embedUUID), {
      embed_state: 'offline',
      last_load_at: null,
      active: 1,
    })
    assert.equal((await listed(name)).embedState, 'offline')
    const reply = await playerRead(embedUUID)
    assert.equal(reply.status, 200, JSON.stringify(reply.body))
    const embed = reply.body as PlayerEmbed
    assert.equal(embed.embedUUID, embedUUID)
    assert.deepEqual(
      embed.cards.map((c) => c.title),
      ['Largest planet?'],
    )
    // Reading the embed is not a load: the state stays.
    assert.equal((await row(embedUUID)).embed_state, 'offline')
    const data = await reader.get(`/api/player/embeds/${embedUUID}/data.js`)
    assert.equal(data.status, 200)
    assert.ok(!String(data.body).includes('"missing":true'))
  })

  it('goes online with its last load recorded when the player reports a load', async () => {
    const start = Date.now()
    const reply = await send([{ kind: 'load', embedUUID }])
    assert.equal(reply.status, 204, JSON.stringify(reply.body))
    const state = await until(
      () => row(embedUUID),
      (r) => r.embed_state === 'online',
    )
    loadedAt = Number(state.last_load_at)
    assert.ok(loadedAt >= start && loadedAt <= Date.now(), `last load ${loadedAt}`)
    assert.equal((await listed(name)).embedState, 'online')
  })

  it('is written again only once its last load is over an hour old', async () => {
    // A load within the hour changes nothing (the events path stays free of embed writes).
    assert.equal((await send([{ kind: 'load', embedUUID }])).status, 204)
    assert.equal(await lastLoad(embedUUID), loadedAt)
    // A stamp over an hour old is refreshed by the next load.
    const old = Date.now() - LOAD_STAMP_EVERY_MS - 60_000
    await h.db
      .updateTable('embeds')
      .set({ last_load_at: old })
      .where('embed_uuid', '=', embedUUID)
      .execute()
    assert.equal((await send([{ kind: 'load', embedUUID }])).status, 204)
    loadedAt = (await until(
      () => lastLoad(embedUUID),
      (at) => at !== old,
    ))!
    assert.ok(loadedAt > old + LOAD_STAMP_EVERY_MS)
    assert.equal((await row(embedUUID)).embed_state, 'online')
  })

  it('cannot be archived while online', async () => {
    const refused = await owner.put(api(`/embeds/${embedUUID}/archive`))
    assert.equal(refused.status, 409, JSON.stringify(refused.body))
    assert.equal(refused.body.error.message, ARCHIVE_ONLINE_MESSAGE)
    assert.equal((await row(embedUUID)).active, 1)
  })

  it(`goes offline after ${OFFLINE_AFTER_DAYS} days without a load, then archives`, async () => {
    // A day short of the limit: still online.
    await markIdleEmbedsOffline(h.db, loadedAt + (OFFLINE_AFTER_DAYS - 1) * DAY)
    assert.equal((await row(embedUUID)).embed_state, 'online')
    const went = await markIdleEmbedsOffline(h.db, loadedAt + 8 * DAY)
    assert.ok(went >= 1)
    assert.deepEqual(await row(embedUUID), {
      embed_state: 'offline',
      last_load_at: loadedAt,
      active: 1,
    })
    assert.equal((await listed(name)).embedState, 'offline')
    // Idempotent: a second run (another process, the next hour) changes nothing.
    assert.equal(await markIdleEmbedsOffline(h.db, loadedAt + 8 * DAY), 0)
    // Offline, it still shows on the pages that carry it.
    assert.equal((await playerRead(embedUUID)).status, 200)
    const archived = await owner.put(api(`/embeds/${embedUUID}/archive`))
    assert.equal(archived.status, 204, JSON.stringify(archived.body))
    assert.equal((await row(embedUUID)).active, 0)
  })

  it('is neither served nor put online once archived', async () => {
    assert.equal((await playerRead(embedUUID)).status, 404)
    const data = await reader.get(`/api/player/embeds/${embedUUID}/data.js`)
    assert.ok(String(data.body).includes('"missing":true'))
    const refused = await send([{ kind: 'load', embedUUID }])
    assert.equal(refused.status, 400)
    assert.deepEqual(fieldsOf(refused), ['0.embedUUID'])
    assert.deepEqual(await row(embedUUID), {
      embed_state: 'offline',
      last_load_at: loadedAt,
      active: 0,
    })
  })
})

describe('the idle check', () => {
  it('sets offline an online embed with no load recorded, and leaves archived ones alone', () =>
    withHarness(async (h) => {
      const E = IDS.embeds
      const now = Date.now()
      await h.db
        .updateTable('embeds')
        .set({ embed_state: 'online', last_load_at: null })
        .where('embed_uuid', '=', E.offline)
        .execute()
      // Not reachable through the API (archiving refuses online embeds): made by hand.
      await h.db
        .updateTable('embeds')
        .set({ embed_state: 'online', last_load_at: now - 30 * DAY })
        .where('embed_uuid', '=', E.archived)
        .execute()
      assert.equal(await markIdleEmbedsOffline(h.db, now), 1)
      const states = await h.db
        .selectFrom('embeds')
        .select(['embed_uuid', 'embed_state'])
        .where('embed_uuid', 'in', [E.offline, E.archived, E.online])
        .execute()
      assert.deepEqual(Object.fromEntries(states.map((s) => [s.embed_uuid, s.embed_state])), {
        [E.offline]: 'offline',
        [E.archived]: 'online',
        [E.online]: 'online',
      })
    }))

  it("keeps the seed's states: its online embeds were loaded minutes ago, its others never", () =>
    withHarness(async (h) => {
      const rows = await h.db
        .selectFrom('embeds')
        .select(['embed_uuid', 'embed_state', 'last_load_at', 'active'])
        .where('embed_uuid', 'in', [...IDS.embeds.demo, ...IDS.embeds.other])
        .execute()
      const now = Date.now()
      for (const r of rows) {
        if (r.embed_state === 'online') {
          assert.equal(r.active, 1, r.embed_uuid)
          const at = Number(r.last_load_at)
          assert.ok(at > now - DAY && at <= now, `${r.embed_uuid} loaded at ${at}`)
        } else assert.equal(r.last_load_at, null, r.embed_uuid)
      }
      assert.ok(rows.filter((r) => r.embed_state === 'online').length >= 20)
      // The housekeeping's first run at start leaves them as they are.
      const seeded = rows.filter((r) => r.embed_state === 'online').map((r) => r.embed_uuid)
      await markIdleEmbedsOffline(h.db, now)
      const after = await h.db
        .selectFrom('embeds')
        .select('embed_uuid')
        .where('embed_uuid', 'in', seeded)
        .where('embed_state', '=', 'online')
        .execute()
      assert.equal(after.length, seeded.length)
    }))
})

describe('migration 0013', () => {
  it('takes the last load of existing embeds from their facts (the start of that day, UTC)', () =>
    withHarness(async (h) => {
      // The database as it was before 0013, with the facts the seed wrote.
      await sql`drop index embeds_online_last_load`.execute(h.db)
      await sql`alter table embeds drop column last_load_at`.execute(h.db)
      await embedLastLoadMigration.up(h.db)
      const facts = await h.db
        .selectFrom('embed_engagement_daily')
        .select(['embed_uuid', (eb) => eb.fn.max('day').as('day')])
        .where('loads', '>', 0)
        .groupBy('embed_uuid')
        .execute()
      const embeds = await h.db
        .selectFrom('embeds')
        .select(['embed_uuid', 'last_load_at'])
        .execute()
      const lastDay = new Map(facts.map((f) => [f.embed_uuid, String(f.day)]))
      assert.ok(lastDay.size >= 20)
      for (const e of embeds) {
        const day = lastDay.get(e.embed_uuid)
        assert.equal(
          e.last_load_at === null ? null : Number(e.last_load_at),
          day ? Date.parse(`${day}T00:00:00Z`) : null,
          e.embed_uuid,
        )
      }
    }))
})
