/**
 * The public reads of publishers' pages (issue 26): the player's embed data, the commenting unit's
 * settings and comments, the ratings read. Each is answered from the process's cache with a
 * strong ETag (304 for a caller holding it) and `Cache-Control: public` (private when it carries a
 * visitor's own part); no session is looked up and no per-address limit applies; a portal save or
 * a public write shows in the next read at once (the cache is invalidated, never waited out).
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { docFromEmbed, toEmbedBody } from '../../src/areas/embeds/lib/builder-doc-rules'
import { DEFAULT_RATING_COLORS } from '../../src/areas/ratings/lib/ratings-rules'
import { COMMENTING_IDS } from '../../demo/server/commenting/seed'
import { PERSONAL_READ_CACHE, PUBLIC_READ_CACHE } from '../../demo/server/platform/public-cache'
import { api, Client, fileHarness, IDS, signedInBefore } from './harness'

const E = IDS.embeds
const DAILY = COMMENTING_IDS.units[0]
const PAGE = COMMENTING_IDS.pages[0]
const RATINGS = IDS.ratings.units[0]
const ARTICLE = 'https://daily.example/news/public-reads'

const playerRead = `/api/player/embeds/${E.online}`
const dataScript = `${playerRead}/data.js`
const settingsRead = `/api/commenting/public/v1/units/${DAILY.unit}/settings`
const commentsRead = `/api/commenting/public/v1/units/${DAILY.unit}/comments?pageId=${PAGE}`
const ratingsRead = `/api/ratings/public/v1/units/${RATINGS.unit}?url=${encodeURIComponent(ARTICLE)}`
const countsRead = `/api/commenting/public/v1/units/${DAILY.unit}/counts?pageIds=${PAGE},other-page`
const READS = [playerRead, dataScript, settingsRead, commentsRead, countsRead, ratingsRead]

const h = fileHarness()
const stranger = new Client(h)
const owner = signedInBefore(h, 'owner@demo.test')

describe('public reads: ETag, 304 and Cache-Control', () => {
  for (const path of READS)
    it(`${path.split('?')[0]!.split('/').slice(-2).join('/')}: strong ETag, 304 with no body, public cache`, async () => {
      const first = await stranger.get(path)
      assert.equal(first.status, 200)
      const etag = first.headers.get('etag')
      assert.match(etag ?? '', /^"[\w-]{20,}"$/)
      assert.equal(first.headers.get('cache-control'), PUBLIC_READ_CACHE)
      const again = await stranger.get(path, { 'if-none-match': `"other", ${etag}` })
      assert.equal(again.status, 304)
      assert.equal(again.body, null)
      assert.equal(again.headers.get('etag'), etag)
      assert.equal(again.headers.get('cache-control'), PUBLIC_READ_CACHE)
      const other = await stranger.get(path, { 'if-none-match': '"not-this-one"' })
      assert.equal(other.status, 200)
      assert.deepEqual(other.body, first.body)
    })

  it('a read with a visitor of its own (held comments, own stars) is private, with its own ETag', async () => {
    const posted = await stranger.request(
      'POST',
      `/api/commenting/public/v1/units/${DAILY.unit}/comments`,
      {
        json: { pageId: PAGE, text: 'Held for review http://spam.example', anonymous: true },
        headers: { 'x-test-ip': '10.77.0.1' },
      },
    )
    assert.equal(posted.status, 201, JSON.stringify(posted.body))
    const token = (posted.body as { commenterToken: string }).commenterToken
    const mine = await stranger.get(commentsRead, { 'x-commenter-token': token })
    assert.equal(mine.headers.get('cache-control'), PERSONAL_READ_CACHE)
    const everyone = await stranger.get(commentsRead)
    assert.notEqual(mine.headers.get('etag'), everyone.headers.get('etag'))
    const again = await stranger.get(commentsRead, {
      'x-commenter-token': token,
      'if-none-match': mine.headers.get('etag')!,
    })
    assert.equal(again.status, 304)
    // A token or rater id makes a read private even before it names anybody's own part.
    const unknown = await stranger.get(commentsRead, { 'x-commenter-token': 'nobody-yet' })
    assert.equal(unknown.headers.get('cache-control'), PERSONAL_READ_CACHE)
    const rater = await stranger.get(ratingsRead, { 'x-rater-id': 'b'.repeat(32) })
    assert.equal(rater.status, 200)
    assert.equal(rater.headers.get('cache-control'), PERSONAL_READ_CACHE)
  })

  it('counts no address and reads no database: 500 reads from one address, a bogus cookie', async () => {
    const fills = h.cache.stats.fills
    for (let i = 0; i < 500; i++) {
      const reply = await stranger.get(READS[i % READS.length]!, {
        'x-test-ip': '10.77.0.2',
        cookie: 'pp_session=not-a-session',
      })
      assert.equal(reply.status, 200)
    }
    // At most one fill per read (the first may have been made by an earlier test).
    assert.ok(h.cache.stats.fills - fills <= READS.length, `${h.cache.stats.fills - fills} fills`)
    const counters = await h.db
      .selectFrom('rate_limits')
      .select('key')
      .where('key', 'like', '%10.77.0.2%')
      .execute()
    assert.deepEqual(counters, [])
  })
})

describe('a save shows in the next public read (the cache is invalidated)', () => {
  it('the player: an embed saved in the builder', async () => {
    const before = (await stranger.get(playerRead)).body as { brandColor: string }
    const loaded = await owner.get(api(`/embeds/${E.online}/sites/content`))
    const body = toEmbedBody(docFromEmbed(loaded.body), 'customize', { clickThroughValid: true })
    const color = before.brandColor === '#123456' ? '#654321' : '#123456'
    body.embed.brandColorCode = color
    const saved = await owner.put(
      api(`/sites/${loaded.body.embed.siteUUID}/embeds/${E.online}/content`),
      body,
    )
    assert.equal(saved.status, 200, JSON.stringify(saved.body))
    assert.equal(
      ((await stranger.get(playerRead)).body as { brandColor: string }).brandColor,
      color,
    )
    assert.match((await stranger.get(dataScript)).body as string, new RegExp(color))
  })

  it('the commenting unit: its settings, and a new comment on the page', async () => {
    const before = (await stranger.get(settingsRead)).body as { general: { name: string } }
    const config = await owner.get(
      `/api/commenting/v1/commenting-units/configurations/${DAILY.configuration}/generals`,
    )
    const general = { ...(config.status === 200 ? config.body : before.general) }
    const name = `${before.general.name.slice(0, 40)} (renamed)`
    const saved = await owner.put(
      `/api/commenting/v1/commenting-units/configurations/${DAILY.configuration}/generals`,
      { ...general, name },
    )
    assert.equal(saved.status, 200, JSON.stringify(saved.body))
    assert.equal(((await stranger.get(settingsRead)).body as typeof before).general.name, name)

    const count = ((await stranger.get(commentsRead)).body as { publishedCount: number })
      .publishedCount
    const posted = await stranger.request(
      'POST',
      `/api/commenting/public/v1/units/${DAILY.unit}/comments`,
      {
        json: { pageId: PAGE, text: 'A fine article.', anonymous: true },
        headers: { 'x-test-ip': '10.77.0.3' },
      },
    )
    assert.equal(posted.status, 201, JSON.stringify(posted.body))
    const after = (await stranger.get(commentsRead)).body as {
      publishedCount: number
      comments: { text: string }[]
    }
    assert.equal(after.publishedCount, count + 1)
    assert.equal(after.comments[0]!.text, 'A fine article.')
    const counts = (await stranger.get(countsRead)).body as { counts: Record<string, number> }
    assert.equal(counts.counts[PAGE], count + 1)
  })

  it('the ratings unit: its colours, and a vote on the page', async () => {
    const brand = 'AB12CD'
    await stranger.get(ratingsRead)
    const saved = await owner.put(
      `/api/ratings/v1/rating-units/color-configurations/${RATINGS.color}`,
      { ...DEFAULT_RATING_COLORS, uuid: RATINGS.color, brand },
    )
    assert.equal(saved.status, 200, JSON.stringify(saved.body))
    const read = (await stranger.get(ratingsRead)).body as {
      settings: { colors: { brand: string } }
      page: { count: number }
    }
    assert.equal(read.settings.colors.brand, brand)
    const voted = await stranger.request(
      'POST',
      `/api/ratings/public/v1/units/${RATINGS.unit}/votes`,
      {
        json: { url: ARTICLE, stars: 4 },
        headers: { 'x-rater-id': 'a'.repeat(32), 'x-test-ip': '10.77.0.4' },
      },
    )
    assert.equal(voted.status, 200, JSON.stringify(voted.body))
    const after = (await stranger.get(ratingsRead)).body as typeof read
    assert.equal(after.page.count, read.page.count + 1)
  })
})
