/**
 * The commenting unit's general flags on the server (issue 30): the public comments answer
 * carries `featured` (isPromoteCommentsEnabled), the seeded units key comments by page id
 * (isPageIDEnabled), and the presence call behind the active-users indicator: bad input, the
 * per-IP limit, readers counted across visitors and stale ones dropped and deleted.
 */
import assert from 'node:assert/strict'
import { beforeEach, describe, it } from 'node:test'
import { COMMENTING_IDS } from '../../demo/server/commenting/seed'
import { PRESENCE_WINDOW_MS } from '../../demo/server/commenting/presence'
import { fileHarness, signedIn, snapshot } from './harness'
import { commentingVisitor } from './commenting-visitor'

const DAILY = COMMENTING_IDS.units[0]
const pub = (rest: string, unit = DAILY.unit) => `/api/commenting/public/v1/units/${unit}${rest}`
const PAGE = 'weekend-weather'

let ip = 0
const h = fileHarness()
beforeEach(() => {
  ip += 1
})
const visitor = (from = `10.7.0.${ip}`) => commentingVisitor(h, from)
const key = (n: number) => `presence-test-key-${String(n).padStart(4, '0')}`
const presence = (pageId: string, visitorKey: string, from?: string) =>
  visitor(from).post(pub('/presence'), { pageId, visitorKey })

describe('featured comments and page ids', () => {
  it('the public list carries featured, true after a moderator features a comment', async () => {
    const list = async () =>
      (await visitor().get(pub(`/comments?pageId=${PAGE}`))).body.comments as {
        commentUUID: string
        featured: boolean
      }[]
    const before = await list()
    assert.ok(before.length > 0 && before.every((c) => c.featured === false))
    const owner = await signedIn(h, 'owner@demo.test')
    const id = before.at(-1)!.commentUUID
    const done = await owner.post(
      `/api/commenting/v1/commenting-units/${DAILY.unit}/moderation/actions`,
      { action: 'FEATURE', commentUUIDs: [id] },
    )
    assert.equal(done.status, 200, JSON.stringify(done.body))
    const after = await list()
    assert.deepEqual(
      after.filter((c) => c.featured).map((c) => c.commentUUID),
      [id],
    )
  })

  it('the seeded units enable page ids (the demo article pages set data-page-id)', async () => {
    for (const unit of COMMENTING_IDS.units) {
      const settings = await visitor().get(pub('/settings', unit.unit))
      assert.equal(settings.body.general.isPageIDEnabled, true)
      assert.equal(settings.body.general.isPromoteCommentsEnabled, false)
    }
  })
})

describe('presence', () => {
  it('refuses a missing page id or a bad visitor key, recording nothing', async () => {
    const before = await snapshot(h.db, ['commenting_presence'])
    for (const body of [
      { visitorKey: key(1) },
      { pageId: PAGE },
      { pageId: PAGE, visitorKey: 'short' },
      { pageId: PAGE, visitorKey: 'has spaces in it, not a key' },
      { pageId: 'p'.repeat(201), visitorKey: key(1) },
    ]) {
      const reply = await visitor().post(pub('/presence'), body)
      assert.equal(reply.status, 400, JSON.stringify(body))
    }
    assert.equal(
      (await visitor().post(pub('/presence', 'no-such-unit'), { pageId: PAGE, visitorKey: key(1) }))
        .status,
      404,
    )
    assert.deepEqual(await snapshot(h.db, ['commenting_presence']), before)
  })

  it('counts each page view once, across visitors, per unit and page', async () => {
    const page = 'presence-count-page'
    assert.deepEqual((await presence(page, key(10))).body, { readers: 1 })
    assert.deepEqual((await presence(page, key(10))).body, { readers: 1 })
    const second = await presence(page, key(11), '10.7.9.9')
    assert.equal(second.status, 200)
    assert.deepEqual(second.body, { readers: 2 })
    assert.deepEqual((await presence('presence-other-page', key(12))).body, { readers: 1 })
    const gotham = await visitor().post(pub('/presence', COMMENTING_IDS.units[1].unit), {
      pageId: page,
      visitorKey: key(13),
    })
    assert.deepEqual(gotham.body, { readers: 1 })
  })

  it('drops readers not seen for a minute and deletes their rows', async () => {
    const page = 'presence-stale-page'
    const old = Date.now() - PRESENCE_WINDOW_MS - 5_000
    await h.db
      .insertInto('commenting_presence')
      .values([
        { unit_uuid: DAILY.unit, page_id: page, visitor_key: key(20), seen_at: old },
        { unit_uuid: DAILY.unit, page_id: 'elsewhere', visitor_key: key(21), seen_at: old },
      ])
      .execute()
    assert.deepEqual((await presence(page, key(22))).body, { readers: 1 })
    const left = await h.db
      .selectFrom('commenting_presence')
      .select('visitor_key')
      .where('seen_at', '<', Date.now() - PRESENCE_WINDOW_MS)
      .execute()
    assert.deepEqual(left, [])
  })

  it('rate-limits presence calls per IP (429 after 60 a minute)', async () => {
    const from = '10.7.250.1'
    for (let n = 0; n < 60; n++)
      assert.equal((await presence('presence-limit-page', key(100 + n), from)).status, 200)
    const limited = await presence('presence-limit-page', key(200), from)
    assert.equal(limited.status, 429)
    assert.equal((await presence('presence-limit-page', key(201), '10.7.250.2')).status, 200)
  })
})
