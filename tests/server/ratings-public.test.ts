/**
 * The ratings unit's public calls (issue 13 "Ratings on real pages"; publisher pages, no portal
 * session): reading a page's ratings, voting, voting again (replaces), half stars only when the
 * counter shows them, bad stars / address / rater id refused with nothing saved, unknown units,
 * CORS without cookies, the per-IP rate limits, page-ID vs address keys, the seeded votes and the
 * ratings unit on /demo/article.
 */
import assert from 'node:assert/strict'
import { beforeEach, describe, it } from 'node:test'
import { articleUrl, STORIES } from '../../demo/server/demo/article'
import { RATING_IDS, SEED_VOTES } from '../../demo/server/ratings/seed'
import { hashRater } from '../../demo/server/site-products/ratings-units'
import { DEFAULT_GENERAL } from '../../src/areas/ratings/lib/ratings-rules'
import {
  Client,
  expectRefused,
  fieldsOf,
  fileHarness,
  IDS,
  openPreflight,
  type Reply,
  signedIn,
} from './harness'

const DAILY = RATING_IDS.units[0]
const GOTHAM = RATING_IDS.units[1]
const pub = (unit: string, rest = '') => `/api/ratings/public/v1/units/${unit}${rest}`
const WELCOME = articleUrl('daily-planet', STORIES[0]!.pageId)
const WEATHER = articleUrl('daily-planet', STORIES[2]!.pageId)
const TABLES = ['rating_votes']
const q = encodeURIComponent

let ip = 0
let raters = 0
const h = fileHarness()
beforeEach(() => {
  ip += 1
})

/** A fresh rater id (32 characters, as the unit makes them). */
const newRater = () => `rater${String((raters += 1)).padStart(27, '0')}`

/** A visitor of a publisher page: no cookies, a foreign origin, its own IP and rater id. */
function visitor(rater: string | null = newRater(), from = `10.1.0.${ip}`) {
  const client = new Client(h)
  const headers = {
    origin: 'https://www.dailyplanet.test',
    'x-test-ip': from,
    ...(rater ? { 'x-rater-id': rater } : {}),
  }
  return {
    rater,
    read: (url: string, unit: string = DAILY.unit, pageId?: string) =>
      client.request('GET', pub(unit, `?url=${q(url)}${pageId ? `&pageId=${q(pageId)}` : ''}`), {
        headers,
      }),
    vote: (body: object, unit: string = DAILY.unit) =>
      client.request('POST', pub(unit, '/votes'), { json: body, headers }),
  }
}

async function owner() {
  return signedIn(h, 'owner@demo.test')
}
async function setCounter(changes: { showHalfStars: boolean; enabled: boolean }) {
  const reply = await (
    await owner()
  ).put(`/api/ratings/v1/rating-units/counter-configurations/${DAILY.counter}`, {
    counterConfigUUID: DAILY.counter,
    ...changes,
  })
  assert.equal(reply.status, 200, JSON.stringify(reply.body))
}
async function setPageIds(enablePageId: boolean, unit = GOTHAM) {
  const reply = await (
    await owner()
  ).put(`/api/ratings/v1/rating-units/general-configurations/${unit.configuration}`, {
    uuid: unit.configuration,
    ...DEFAULT_GENERAL,
    enablePageId,
    fontConfiguration: { uuid: unit.font, size: 'REGULAR', weight: 'REGULAR' },
  })
  assert.equal(reply.status, 200, JSON.stringify(reply.body))
}

/** A new visitor's vote on `url` from `from` is refused as rate limited, and nothing is stored. */
async function expectRateLimited(from: string, url: string, stars = 5) {
  const limited = await expectRefused(
    h.db,
    TABLES,
    () => visitor(newRater(), from).vote({ url, stars }),
    429,
  )
  assert.equal(limited.body.error.code, 'rate_limited')
  assert.ok(Number(limited.headers.get('retry-after')) > 0)
}

async function votesOn(pageKey: string, unit = DAILY.unit) {
  return h.db
    .selectFrom('rating_votes')
    .selectAll()
    .where('unit_uuid', '=', unit)
    .where('page_key', '=', pageKey)
    .execute()
}

describe('the seeded votes', () => {
  it('are deterministic: the ids, pages, visitors and stars SEED_VOTES names', async () => {
    const rows = await h.db
      .selectFrom('rating_votes')
      .select(['vote_uuid', 'unit_uuid', 'page_key', 'visitor_id', 'half_stars'])
      .orderBy('vote_uuid')
      .execute()
    let n = 0
    const expected = SEED_VOTES.flatMap((halves, i) =>
      halves.map((half) => {
        n += 1
        return {
          vote_uuid: `7a8b9c12-0000-4000-8000-${n.toString(16).padStart(12, '0')}`,
          unit_uuid: DAILY.unit,
          page_key: `url:${articleUrl('daily-planet', STORIES[i]!.pageId)}`,
          visitor_id: hashRater(`seed-rater-${n.toString().padStart(12, '0')}`),
          half_stars: half,
        }
      }),
    )
    assert.ok(expected.length > 0)
    assert.deepEqual(
      rows.map((r) => ({ ...r, half_stars: Number(r.half_stars) })),
      expected,
    )
    // Other Media has no unit and so no votes; only the first site's unit is voted on.
    assert.ok(rows.every((r) => r.unit_uuid === DAILY.unit))
  })
})

describe('reading and voting', () => {
  it("reads a page's settings, summary and no own stars (CORS open)", async () => {
    const reply = await visitor().read(WELCOME)
    assert.equal(reply.status, 200, JSON.stringify(reply.body))
    assert.equal(reply.headers.get('access-control-allow-origin'), '*')
    assert.equal(reply.body.unitUUID, DAILY.unit)
    assert.deepEqual(reply.body.page, { count: 12, average: 4.5, stars: [0, 0, 1, 3, 8] })
    assert.equal(reply.body.mine, null)
    assert.deepEqual(reply.body.settings, {
      ...DEFAULT_GENERAL,
      font: { size: 'REGULAR', weight: 'REGULAR' },
      colors: {
        background: 'FFFFFF',
        primaryText: '062B75',
        brand: '1494F4',
        errorValidation: 'DF1D1D',
      },
      counter: { showHalfStars: true, enabled: false },
    })
    // A page without votes; the address's query and fragment are not part of the page.
    const empty = await visitor().read(`${WEATHER}?utm=x#top`)
    assert.deepEqual(empty.body.page, { count: 0, average: 0, stars: [0, 0, 0, 0, 0] })
  })

  it('records a vote keyed by the hashed rater id; the read shows it as mine', async () => {
    const v = visitor()
    const reply = await v.vote({ url: `${WEATHER}?from=home`, stars: 4 })
    assert.equal(reply.status, 200, JSON.stringify(reply.body))
    assert.equal(reply.body.mine, 4)
    assert.deepEqual(reply.body.page, { count: 1, average: 4, stars: [0, 0, 0, 1, 0] })
    const rows = await votesOn(`url:${WEATHER}`)
    assert.equal(rows.length, 1)
    assert.equal(rows[0]!.visitor_id, hashRater(v.rater!))
    assert.equal(Number(rows[0]!.half_stars), 8)
    assert.equal(JSON.stringify(rows).includes(v.rater!), false)
    assert.equal((await v.read(WEATHER)).body.mine, 4)
    assert.equal((await visitor().read(WEATHER)).body.mine, null)
  })

  it('voting again replaces the stars (one row), half stars allowed by default', async () => {
    const v = visitor()
    const url = articleUrl('daily-planet', 'revote')
    assert.equal((await v.vote({ url, stars: 2 })).status, 200)
    const again = await v.vote({ url, stars: 3.5 })
    assert.equal(again.status, 200, JSON.stringify(again.body))
    assert.equal(again.body.mine, 3.5)
    assert.deepEqual(again.body.page, { count: 1, average: 3.5, stars: [0, 0, 0, 1, 0] })
    const rows = await votesOn(`url:${url}`)
    assert.deepEqual(
      rows.map((r) => Number(r.half_stars)),
      [7],
    )
  })

  it('keeps one row when one visitor votes twice at once (upsert)', async () => {
    const v = visitor()
    const url = articleUrl('daily-planet', 'race')
    const replies = await Promise.all([v.vote({ url, stars: 5 }), v.vote({ url, stars: 1 })])
    assert.deepEqual(
      replies.map((r) => r.status),
      [200, 200],
    )
    const rows = await votesOn(`url:${url}`)
    assert.equal(rows.length, 1)
    assert.ok([2, 10].includes(Number(rows[0]!.half_stars)))
  })

  it('refuses half stars while the counter shows only whole stars; nothing saved', async () => {
    await setCounter({ showHalfStars: false, enabled: true })
    try {
      const v = visitor()
      const reply = await expectRefused(
        h.db,
        TABLES,
        () => v.vote({ url: WELCOME, stars: 4.5 }),
        400,
        ['stars'],
      )
      assert.equal(reply.body.error.code, 'invalid_input')
      const read = await v.read(WELCOME)
      assert.deepEqual(read.body.settings.counter, { showHalfStars: false, enabled: true })
      assert.equal((await v.vote({ url: WELCOME, stars: 4 })).status, 200)
    } finally {
      await setCounter({ showHalfStars: true, enabled: false })
    }
  })
})

describe('bad input', () => {
  it('refuses bad stars, addresses and rater ids with 400 and the field; nothing saved', async () => {
    const refused = (send: () => Promise<Reply>, field: string) =>
      expectRefused(h.db, TABLES, send, 400, [field])
    for (const stars of [0, 0.5, 6, 4.25, -1, '4', null])
      await refused(() => visitor().vote({ url: WELCOME, stars }), 'stars')
    for (const url of ['ftp://x.test/a', 'not an address', `https://x.test/${'a'.repeat(2100)}`])
      await refused(() => visitor().vote({ url, stars: 4 }), 'url')
    await refused(() => visitor().vote({ stars: 4 }), 'url')
    for (const rater of [null, 'short', 'x'.repeat(65), 'has spaces in it here!!'])
      await refused(() => visitor(rater).vote({ url: WELCOME, stars: 4 }), 'raterId')
    await expectRefused(h.db, TABLES, () => visitor().read('javascript:alert(1)'), 400, ['url'])
    const reply = await visitor().read('')
    assert.equal(reply.status, 400)
    assert.deepEqual(Object.keys(reply.body.error).sort(), ['code', 'fields', 'message'])
  })

  it('answers an unknown unit 404 (read and vote), saving nothing', async () => {
    const unknown = '7a8b9c0d-0000-4000-8000-0000000000ff'
    const read = await visitor().read(WELCOME, unknown)
    assert.equal(read.status, 404)
    assert.equal(read.body.error.code, 'not_found')
    await expectRefused(
      h.db,
      TABLES,
      () => visitor().vote({ url: WELCOME, stars: 4 }, unknown),
      404,
    )
  })
})

describe('page IDs and addresses', () => {
  it('keys votes by the address while page IDs are off, by the page ID when on', async () => {
    const url = articleUrl('gotham-gazette', 'story-a')
    const off = await visitor().vote({ url, pageId: 'page-7', stars: 5 }, GOTHAM.unit)
    assert.equal(off.status, 200, JSON.stringify(off.body))
    assert.equal((await votesOn(`url:${url}`, GOTHAM.unit)).length, 1)
    assert.equal((await votesOn('id:page-7', GOTHAM.unit)).length, 0)

    await setPageIds(true)
    try {
      // The same page ID on two addresses is one page; without one, the address is the page.
      const a = await visitor().vote({ url, pageId: 'page-7', stars: 4 }, GOTHAM.unit)
      const b = await visitor().vote(
        { url: articleUrl('gotham-gazette', 'other'), pageId: ' page-7 ', stars: 2 },
        GOTHAM.unit,
      )
      assert.equal(a.status, 200)
      assert.deepEqual(b.body.page, { count: 2, average: 3, stars: [0, 1, 0, 1, 0] })
      assert.equal((await votesOn('id:page-7', GOTHAM.unit)).length, 2)
      const byUrl = await visitor().vote({ url, pageId: '', stars: 3 }, GOTHAM.unit)
      assert.equal(byUrl.body.page.count, 2)
      assert.equal((await visitor().read(url, GOTHAM.unit, 'page-7')).body.page.count, 2)
      // With page IDs on, a page ID is enough; without an address the page ID must be valid.
      const byId = await new Client(h).get(pub(GOTHAM.unit, '?pageId=page-7'))
      assert.equal(byId.status, 200, JSON.stringify(byId.body))
      assert.equal(byId.body.page.count, 2)
      const noPage = await new Client(h).get(pub(GOTHAM.unit, '?pageId='))
      assert.deepEqual(fieldsOf(noPage), ['url'])
      await expectRefused(
        h.db,
        TABLES,
        () => visitor().vote({ url, pageId: 'p'.repeat(201), stars: 3 }, GOTHAM.unit),
        400,
        ['pageId'],
      )
    } finally {
      await setPageIds(false)
    }
  })
})

describe('publisher pages', () => {
  it('answers preflights for any origin with X-Rater-Id; sends and keeps no cookies', async () => {
    const response = await openPreflight(h, pub(DAILY.unit, '/votes'), { header: 'X-Rater-Id' })
    assert.equal(response.status, 204)
    const voted = await visitor().vote({ url: articleUrl('daily-planet', 'cors'), stars: 5 })
    assert.equal(voted.status, 200)
    assert.equal(voted.headers.get('access-control-allow-origin'), '*')
    assert.equal(voted.headers.get('set-cookie'), null)
  })

  it('rate-limits votes per IP (429 after 20 a minute), other IPs unaffected', async () => {
    const from = '10.201.0.1'
    const url = articleUrl('daily-planet', 'busy')
    for (let i = 0; i < 20; i++) {
      const page = articleUrl('daily-planet', `busy-${i}`)
      assert.equal((await visitor(newRater(), from).vote({ url: page, stars: 5 })).status, 200)
    }
    await expectRateLimited(from, url)
    assert.equal((await visitor(newRater(), '10.201.0.2').vote({ url, stars: 5 })).status, 200)
  })

  it('takes at most 10 new visitors per IP and page a day; their own votes can still change', async () => {
    const from = '10.204.0.1'
    const url = articleUrl('daily-planet', 'stuffed')
    const raters = Array.from({ length: 10 }, () => visitor(newRater(), from))
    for (const v of raters) assert.equal((await v.vote({ url, stars: 5 })).status, 200)
    await expectRateLimited(from, url, 1)
    // A visitor already counted changes their vote; another page and another address are open.
    assert.equal((await raters[0]!.vote({ url, stars: 3 })).status, 200)
    const other = articleUrl('daily-planet', 'stuffed-other')
    assert.equal((await visitor(newRater(), from).vote({ url: other, stars: 4 })).status, 200)
    assert.equal((await visitor(newRater(), '10.204.0.2').vote({ url, stars: 4 })).status, 200)
    const rows = await votesOn(`url:${new URL(url).href}`)
    assert.equal(rows.length, 11)
  })

  it('refused votes count against the limit too (no free probing with bad input)', async () => {
    const from = '10.203.0.1'
    const url = articleUrl('daily-planet', 'probing')
    for (let i = 0; i < 20; i++)
      assert.equal((await visitor(newRater(), from).vote({ url, stars: 7 })).status, 400)
    await expectRateLimited(from, url)
  })

  it('has no per-address limit on reads (a CDN reaches it from a few addresses): the cache answers', async () => {
    const v = visitor(null, '10.202.0.1')
    const hits = h.cache.stats.hits
    for (let i = 0; i < 300; i++) assert.equal((await v.read(WELCOME)).status, 200)
    // The first read may fill the unit and the page; every other one is answered from memory.
    assert.ok(h.cache.stats.hits - hits >= 2 * 299, `${h.cache.stats.hits - hits} hits`)
  })
})

describe('/demo/article', () => {
  it('carries the ratings header code once, the counter by the headline and the unit', async () => {
    const html = String((await new Client(h).get('/demo/article')).body)
    const head = html.slice(0, html.indexOf('</head>'))
    assert.equal(html.split('/units/ratings.js').length - 1, 1)
    assert.ok(head.includes('<script async src="http://portal.test/units/ratings.js"></script>'))
    const url = articleUrl('daily-planet', STORIES[0]!.pageId)
    assert.ok(head.includes(`<link rel="canonical" href="${url}">`))
    assert.ok(
      html.includes(
        `<div class="pp-ratings-counter" data-unit="${DAILY.unit}" data-url="${url}" data-page-id="${STORIES[0]!.pageId}"></div>`,
      ),
    )
    const unit = `<div class="pp-ratings" data-unit="${DAILY.unit}" data-url="${url}"></div>`
    assert.ok(html.includes(unit))
    assert.ok(html.indexOf(unit) < html.indexOf('class="pp-commenting"'), 'above the comments')
    assert.ok(html.indexOf('pp-ratings-counter') < html.indexOf('<section id="ratings"'))
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) assert.match(tag, /\ssrc="/)
  })

  it('takes ?siteUUID= (the Test Page) as well as ?site=, and leaves sites without a unit alone', async () => {
    const byId = String((await new Client(h).get(`/demo/article?siteUUID=${IDS.sites[1]}`)).body)
    assert.ok(byId.includes(`data-unit="${GOTHAM.unit}"`))
    assert.ok(byId.includes('Gotham Gazette'))
    const other = await new Client(h).get(`/demo/article?siteUUID=${IDS.sites[3]}`)
    assert.equal(other.status, 200)
    assert.ok(!String(other.body).includes('pp-ratings'))
    assert.ok(!String(other.body).includes('/units/ratings.js'))
    assert.equal((await new Client(h).get('/demo/article?siteUUID=nope')).status, 404)
  })
})
