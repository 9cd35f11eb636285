/**
 * The embeds library reads (EMB-06..13, EMB-20; API-40, 41, 42, 78): every filter of the library
 * checked against the rows themselves (keyword on name or site URL, case-insensitive and
 * LIKE-escaped; live/archived; online/offline; content types; labels; last-modified range by New
 * York day), paging and totals, the item's exact shape, the mockup site scope, bad input (400
 * with field errors) and the tenant rules.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { LibraryItem, LibraryQuery } from '../../src/areas/embeds/lib/embeds-rules'
import { DEFAULT_FILTERS, libraryQuery } from '../../src/areas/embeds/lib/library-filters'
import { nyDay, nyDayEnd, nyDayStart } from '../../demo/server/platform/days'
import {
  api,
  Client,
  fieldsOf,
  fileHarness,
  IDS,
  ORIGIN,
  rowOf,
  signedIn,
  signedInBefore,
  supportSession,
} from './harness'

const E = IDS.embeds
const h = fileHarness()
const owner = signedInBefore(h, 'owner@demo.test')

const library = (account: string = IDS.demoAccount) => api(`/accounts/${account}/embeds/content`)
/** The library's first page with no filter chosen (as the page sends it), with `over`. */
const query = (over: Partial<LibraryQuery> = {}): LibraryQuery => ({
  ...libraryQuery(DEFAULT_FILTERS, 1),
  ...over,
})

/** Every embed of Demo Publisher with its site, cards and labels, read straight from the rows. */
async function rows() {
  const embeds = await h.db
    .selectFrom('embeds as e')
    .innerJoin('sites as s', 's.site_uuid', 'e.site_uuid')
    .select([
      'e.embed_uuid',
      'e.name',
      'e.active',
      'e.embed_state',
      'e.modified_at',
      's.url',
      'e.site_uuid',
    ])
    .where('e.account_uuid', '=', IDS.demoAccount)
    .execute()
  const cards = await h.db.selectFrom('embed_contents').selectAll().where('live', '=', 1).execute()
  const links = await h.db.selectFrom('embed_label_links').selectAll().execute()
  return embeds.map((e) => ({
    ...e,
    liveTypes: new Set(
      cards.filter((c) => c.embed_uuid === e.embed_uuid).map((c) => c.content_type),
    ),
    labels: links.filter((l) => l.embed_uuid === e.embed_uuid).map((l) => l.label_uuid),
  }))
}

/** Every uuid the library lists for `q`, over all pages. */
async function listed(client: Client, q: Partial<LibraryQuery>): Promise<string[]> {
  const found: string[] = []
  for (let page = 1; ; page++) {
    const reply = await client.post(library(), query({ ...q, page }))
    assert.equal(reply.status, 200, JSON.stringify(reply.body))
    found.push(...reply.body.items.map((i: LibraryItem) => i.embedUUID))
    if (page >= reply.body.totalPages) return found.sort()
  }
}

const uuids = (list: { embed_uuid: string }[]) => list.map((e) => e.embed_uuid).sort()

describe('API-40 library', () => {
  it('pages 20 at a time, newest change first, with totals', async () => {
    const all = (await rows()).filter((e) => e.active === 1)
    const first = await owner.post(library(), query())
    assert.equal(first.status, 200)
    assert.equal(first.body.totalEmbeds, 30)
    assert.equal(first.body.totalRows, all.length)
    assert.equal(first.body.totalPages, Math.ceil(all.length / 20))
    assert.equal(first.body.currentPage, 1)
    assert.equal(first.body.items.length, 20)
    const order = all
      .sort((a, b) => b.modified_at - a.modified_at || a.embed_uuid.localeCompare(b.embed_uuid))
      .map((e) => e.embed_uuid)
    assert.deepEqual(
      first.body.items.map((i: LibraryItem) => i.embedUUID),
      order.slice(0, 20),
    )
    const second = await owner.post(library(), query({ page: 2 }))
    assert.equal(second.body.currentPage, 2)
    assert.deepEqual(
      second.body.items.map((i: LibraryItem) => i.embedUUID),
      order.slice(20, 40),
    )
    const beyond = await owner.post(library(), query({ page: 9 }))
    assert.equal(beyond.status, 200)
    assert.deepEqual(beyond.body.items, [])
    assert.equal(beyond.body.totalRows, all.length)
  })

  it('answers the item shape of EMB-13 exactly', async () => {
    const reply = await owner.post(library(), query({ keyword: 'Morning Trivia' }))
    assert.equal(reply.body.items.length, 1)
    const item = reply.body.items[0] as LibraryItem
    const cards = await h.db
      .selectFrom('embed_contents')
      .select(['content_type'])
      .where('embed_uuid', '=', E.online)
      .where('live', '=', 1)
      .execute()
    const live: Record<string, number> = {}
    for (const c of cards) live[c.content_type] = (live[c.content_type] ?? 0) + 1
    const row = await rowOf(h.db, 'embeds', { embed_uuid: E.online })
    assert.deepEqual(item, {
      embedUUID: E.online,
      embedName: 'Morning Trivia',
      siteUUID: IDS.sites[0],
      siteUrl: `${ORIGIN}/demo/sites/daily-planet`,
      embedState: 'online',
      active: true,
      posterImage: `${ORIGIN}/demo/assets/embed-posters/poster-1.svg`,
      liveContentTypes: live,
      addOns: ['USER_DATA_COLLECTION'],
      // By label name: "Entertainment and Culture Coverage", "Sports", "Weekend".
      labelUUIDs: [E.labels[5], E.labels[0], E.labels[2]],
      embedDetails: {
        embedPosition: 'RAIL',
        lastModified: new Date(row.modified_at).toISOString(),
        created: new Date(row.created_at).toISOString(),
      },
      imagesUploadStatus: null,
    })
    // EMB-11: its labels are long enough for the toggle.
    assert.ok(['Entertainment and Culture Coverage', 'Sports', 'Weekend'].join(', ').length > 43)
  })

  it('shows an embed without content with no live types, and the image states', async () => {
    const all = await listed(owner, {})
    assert.ok(all.includes(E.empty))
    const page = await owner.post(library(), query({ keyword: E.demoNames[4] }))
    assert.deepEqual(page.body.items[0].liveContentTypes, {})
    const failed = await owner.post(library(), query({ keyword: E.demoNames[11] }))
    assert.equal(failed.body.items[0].imagesUploadStatus, 'FAILED')
    const busy = await owner.post(library(), query({ keyword: E.demoNames[3] }))
    assert.equal(busy.body.items[0].imagesUploadStatus, 'IN_PROGRESS')
  })

  it('lists archived embeds with active false', async () => {
    const all = await rows()
    const archived = await listed(owner, { active: false })
    assert.deepEqual(archived, uuids(all.filter((e) => e.active === 0)))
    assert.ok(archived.includes(E.archived))
    const reply = await owner.post(library(), query({ active: false }))
    assert.equal(
      reply.body.items.every((i: LibraryItem) => i.active === false),
      true,
    )
  })

  it('filters by online/offline state', async () => {
    const all = (await rows()).filter((e) => e.active === 1)
    for (const state of ['online', 'offline'] as const) {
      const found = await listed(owner, { embedState: state })
      assert.deepEqual(found, uuids(all.filter((e) => e.embed_state === state)), state)
      assert.ok(found.length > 0)
    }
  })

  it('matches the keyword on the name or the site URL, case-insensitively', async () => {
    const all = (await rows()).filter((e) => e.active === 1)
    const trivia = await listed(owner, { keyword: 'TRIVIA' })
    assert.deepEqual(trivia, uuids(all.filter((e) => /trivia/i.test(e.name))))
    assert.equal(trivia.length, 4)
    const gotham = await listed(owner, { keyword: 'gotham-gazette' })
    assert.deepEqual(gotham, uuids(all.filter((e) => e.site_uuid === IDS.sites[1])))
    // Surrounding spaces do not count; a blank keyword is no filter.
    assert.deepEqual(await listed(owner, { keyword: '  trivia ' }), trivia)
    assert.equal((await listed(owner, { keyword: '   ' })).length, all.length)
  })

  it('takes % and _ in the keyword literally', async () => {
    const all = (await rows()).filter((e) => e.active === 1)
    assert.deepEqual(await listed(owner, { keyword: '%' }), [])
    assert.deepEqual(
      await listed(owner, { keyword: '_' }),
      uuids(all.filter((e) => e.name.includes('_') || e.url.includes('_'))),
    )
    assert.equal((await listed(owner, { keyword: '_' })).length, 1)
    assert.deepEqual(await listed(owner, { keyword: 'Trivi_' }), [])
    assert.deepEqual(await listed(owner, { keyword: '\\' }), [])
  })

  it('filters by live content type; all three types keep embeds without content', async () => {
    const all = (await rows()).filter((e) => e.active === 1)
    const stories = await listed(owner, { contentTypes: ['STORY'] })
    assert.deepEqual(stories, uuids(all.filter((e) => e.liveTypes.has('STORY'))))
    assert.ok(!stories.includes(E.empty))
    const questions = await listed(owner, { contentTypes: ['QUIZ', 'POLL'] })
    assert.deepEqual(
      questions,
      uuids(all.filter((e) => e.liveTypes.has('QUIZ') || e.liveTypes.has('POLL'))),
    )
    assert.equal((await listed(owner, {})).length, all.length)
    assert.equal((await listed(owner, { contentTypes: [] })).length, all.length)
  })

  it('filters by labels (any of them)', async () => {
    const all = (await rows()).filter((e) => e.active === 1)
    const pick = [E.labels[0]!, E.labels[3]!]
    const found = await listed(owner, { labelUUIDs: pick })
    assert.deepEqual(found, uuids(all.filter((e) => e.labels.some((l) => pick.includes(l)))))
    assert.ok(found.includes(E.online))
    // Another account's label matches nothing here.
    assert.deepEqual(await listed(owner, { labelUUIDs: [E.otherLabels[0]!] }), [])
  })

  it('filters by last-modified New York day', async () => {
    const all = (await rows()).filter((e) => e.active === 1)
    const today = nyDay(Date.now())
    const within = (start: string, end: string) =>
      uuids(all.filter((e) => e.modified_at >= nyDayStart(start) && e.modified_at < nyDayEnd(end)))
    const todays = await listed(owner, { lastModifiedStartDate: today, lastModifiedEndDate: today })
    assert.deepEqual(todays, within(today, today))
    assert.ok(todays.includes(E.online))
    const weekStart = nyDay(Date.now() - 6 * 86_400_000)
    const week = await listed(owner, {
      lastModifiedStartDate: weekStart,
      lastModifiedEndDate: today,
    })
    assert.deepEqual(week, within(weekStart, today))
    assert.ok(week.length > todays.length)
    assert.ok(week.length < all.length)
    // Open-ended ranges.
    assert.deepEqual(
      await listed(owner, { lastModifiedStartDate: weekStart }),
      within(weekStart, '2999-12-31'),
    )
  })

  it('combines filters', async () => {
    const all = (await rows()).filter((e) => e.active === 1)
    const found = await listed(owner, { keyword: 'daily-planet', embedState: 'online' })
    assert.deepEqual(
      found,
      uuids(all.filter((e) => e.site_uuid === IDS.sites[0] && e.embed_state === 'online')),
    )
  })

  it('refuses bad input with field errors', async () => {
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ page: 0 }, 'page'],
      [{ page: 1.5 }, 'page'],
      [{ page: '2' }, 'page'],
      [{ active: 'yes' }, 'active'],
      [{ embedState: 'maybe' }, 'embedState'],
      [{ contentTypes: ['VIDEO'] }, 'contentTypes.0'],
      [{ contentTypes: 'QUIZ' }, 'contentTypes'],
      [{ lastModifiedStartDate: '2026-13-01' }, 'lastModifiedStartDate'],
      [{ lastModifiedEndDate: '26-01-01' }, 'lastModifiedEndDate'],
      [
        { lastModifiedStartDate: '2026-02-01', lastModifiedEndDate: '2026-01-01' },
        'lastModifiedEndDate',
      ],
      [{ labelUUIDs: Array.from({ length: 51 }, () => E.labels[0]) }, 'labelUUIDs'],
      [{ labelUUIDs: ['not-a-uuid'] }, 'labelUUIDs.0'],
      [{ keyword: 'x'.repeat(201) }, 'keyword'],
      [{ keyword: 42 }, 'keyword'],
    ]
    for (const [over, field] of bad) {
      const reply = await owner.post(library(), { ...query(), ...over })
      assert.equal(reply.status, 400, JSON.stringify(over))
      assert.ok(fieldsOf(reply).includes(field), `${JSON.stringify(over)} → ${fieldsOf(reply)}`)
    }
  })

  it('is read-only for anyone of the account; another account gets 403', async () => {
    for (const who of ['noperm@demo.test', 'editor@demo.test', 'analyst@demo.test']) {
      const c = await signedIn(h, who)
      const reply = await c.post(library(), query())
      assert.equal(reply.status, 200, who)
      assert.equal(reply.body.totalEmbeds, 30)
    }
    const other = await signedIn(h, 'other@demo.test')
    const refused = await other.post(library(), query())
    assert.equal(refused.status, 403)
    assert.equal(refused.body.items, undefined)
    const own = await other.post(library(IDS.otherAccount), query())
    assert.equal(own.status, 200)
    assert.equal(own.body.totalEmbeds, 4)
    assert.deepEqual(
      own.body.items.map((i: LibraryItem) => i.embedUUID).sort(),
      E.other.slice(0, 3).sort(),
    )
    const signedOut = await new Client(h).post(library(), query())
    assert.equal(signedOut.status, 401)
  })

  it("shows a mockup-generator session only its session's site (EMB-20)", async () => {
    const mockup = await supportSession(h, 'mockup', IDS.demoAccount, { siteUUID: IDS.sites[1] })
    const all = await rows()
    const found = await listed(mockup, {})
    assert.deepEqual(
      found,
      uuids(all.filter((e) => e.active === 1 && e.site_uuid === IDS.sites[1])),
    )
    const page = await mockup.post(library(), query())
    assert.equal(page.body.totalEmbeds, all.filter((e) => e.site_uuid === IDS.sites[1]).length)
    // A mocked session sees everything.
    const mocked = await supportSession(h, 'mocked')
    assert.equal((await mocked.post(library(), query())).body.totalEmbeds, 30)
  })
})

describe('API-41 names, API-78 map', () => {
  it('lists every embed name of the account with its site', async () => {
    const reply = await owner.get(api(`/accounts/${IDS.demoAccount}/embeds/names`))
    assert.equal(reply.status, 200)
    assert.equal(reply.body.names.length, 30)
    assert.deepEqual(
      reply.body.names.find((n: { embedUUID: string }) => n.embedUUID === E.archived),
      { embedUUID: E.archived, embedName: E.demoNames[5], siteUUID: IDS.sites[2] },
    )
    const other = await signedIn(h, 'other@demo.test')
    assert.equal((await other.get(api(`/accounts/${IDS.demoAccount}/embeds/names`))).status, 403)
  })

  it('maps embed uuids to names', async () => {
    const reply = await owner.get(api(`/accounts/${IDS.demoAccount}/embeds`))
    assert.equal(reply.status, 200)
    assert.equal(Object.keys(reply.body.embeds).length, 30)
    assert.equal(reply.body.embeds[E.online], 'Morning Trivia')
    assert.equal(reply.body.embeds[E.other[0]!], undefined)
    const other = await signedIn(h, 'other@demo.test')
    const refused = await other.get(api(`/accounts/${IDS.demoAccount}/embeds`))
    assert.equal(refused.status, 403)
    assert.equal(refused.body.embeds, undefined)
  })
})

describe('API-42 embed for edit', () => {
  it('answers the embed, its site and its cards in queue order', async () => {
    const reply = await owner.get(api(`/embeds/${E.online}/sites/content`))
    assert.equal(reply.status, 200)
    assert.deepEqual(reply.body.site, {
      siteUUID: IDS.sites[0],
      siteName: 'Daily Planet',
      siteUrl: `${ORIGIN}/demo/sites/daily-planet`,
    })
    assert.equal(reply.body.embed.embedName, 'Morning Trivia')
    assert.equal(reply.body.embed.brandColorCode, '#092e77')
    assert.equal(reply.body.embed.showPartnerLogo, true)
    assert.equal(reply.body.embed.contentOrder, 'ORDERED')
    assert.deepEqual(reply.body.embed.attachedLabelUUIDs, [E.labels[5], E.labels[0], E.labels[2]])
    const pages = reply.body.contents.pages as {
      contentLive: boolean
      queuePosition: number | null
    }[]
    assert.equal(pages.length, 8)
    const live = pages.filter((p) => p.contentLive)
    assert.deepEqual(
      live.map((p) => p.queuePosition),
      live.map((_, i) => i),
    )
    assert.ok(pages.slice(live.length).every((p) => !p.contentLive && p.queuePosition === null))
    assert.equal(reply.body.contents.addOns.userDataCollection.queuePosition, 7)
  })

  it("answers 404 for another account's embed and for an unknown or malformed id", async () => {
    for (const id of [E.other[0], '7e8f9a0b-0000-4000-8000-0000000000ff', 'nope']) {
      const reply = await owner.get(api(`/embeds/${id}/sites/content`))
      assert.equal(reply.status, 404, id)
      assert.equal(reply.body.embed, undefined)
    }
    const signedOut = await new Client(h).get(api(`/embeds/${E.online}/sites/content`))
    assert.equal(signedOut.status, 401)
  })
})
