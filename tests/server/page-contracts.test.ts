/**
 * The publisher pages' calls through their contracts (issue 29): the player's and the units'
 * public calls are in the OpenAPI document with their content types, their cached answers (sent
 * as the public cache keeps them, so serve() does not check them) still match their schemas, and
 * bad input to each call is refused with field errors, saving nothing.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { COMMENTING_IDS } from '../../demo/server/commenting/seed'
import { OPENAPI_PATH } from '../../demo/server/platform/openapi'
import { RATING_IDS } from '../../demo/server/ratings/seed'
import { articleUrl, STORIES } from '../../demo/server/demo/article'
import { commentingPublicSchemas } from '../../src/contracts/commenting/public.schemas'
import { playerPublicSchemas } from '../../src/contracts/player/public.schemas'
import { ratingsPublicSchemas } from '../../src/contracts/ratings/public.schemas'
import { Client, expectRefused, IDS, startHarness, type Harness } from './harness'

const UNIT = COMMENTING_IDS.units[0].unit
const RATINGS = RATING_IDS.units[0].unit
const comments = (rest: string) => `/api/commenting/public/v1/units/${UNIT}${rest}`
const ratings = (rest = '') => `/api/ratings/public/v1/units/${RATINGS}${rest}`
const PAGE = 'city-council-votes'

let h: Harness
let ip = 0
before(async () => {
  h = await startHarness()
})
after(() => h.close())

/** A reader of a publisher page: no cookies, a foreign origin, an address of its own. */
function reader() {
  const client = new Client(h)
  const headers = (extra: Record<string, string> = {}) => ({
    origin: 'https://daily-planet.example',
    'x-test-ip': `10.9.0.${++ip}`,
    ...extra,
  })
  return {
    get: (path: string) => client.request('GET', path, { headers: headers() }),
    post: (path: string, json: unknown, extra?: Record<string, string>) =>
      client.request('POST', path, { json, headers: headers(extra) }),
    raw: (path: string, raw: string, type: string) =>
      client.request('POST', path, { raw, headers: headers({ 'content-type': type }) }),
  }
}

describe('the publisher pages in the OpenAPI document', () => {
  it('lists the player and unit calls with their content types', async () => {
    const document = (await new Client(h).get(OPENAPI_PATH)).body as {
      paths: Record<string, Record<string, any>>
    }
    const units = '/api/commenting/public/v1/units/{unitUUID}'
    for (const [path, method] of [
      [`${units}/settings`, 'get'],
      [`${units}/comments`, 'get'],
      [`${units}/comments`, 'post'],
      [`${units}/comments/{commentUUID}/marks`, 'post'],
      [`${units}/counts`, 'get'],
      [`${units}/views`, 'post'],
      ['/api/ratings/public/v1/units/{unitUUID}', 'get'],
      ['/api/ratings/public/v1/units/{unitUUID}/votes', 'post'],
      ['/api/player/embeds/{embedUUID}', 'get'],
      ['/api/player/embeds/{embedUUID}/data.js', 'get'],
      ['/api/player/events', 'post'],
    ] as const)
      assert.ok(document.paths[path]?.[method], `${method} ${path} is not documented`)
    const data = document.paths['/api/player/embeds/{embedUUID}/data.js']!.get
    assert.ok(data.responses['200'].content['text/javascript'])
    const events = document.paths['/api/player/events']!.post
    assert.deepEqual(Object.keys(events.requestBody.content), ['application/json', 'text/plain'])
    assert.ok(events.responses['204'])
  })
})

describe('the cached answers match their contracts', () => {
  it('commenting settings, comments and counts; the ratings read; the embed read and script', async () => {
    const r = reader()
    const check = async (path: string, schema: { safeParse: (v: unknown) => any }) => {
      const reply = await r.get(path)
      assert.equal(reply.status, 200, path)
      const parsed = schema.safeParse(reply.body)
      assert.ok(parsed.success, `${path}: ${JSON.stringify(parsed.error?.issues?.slice(0, 3))}`)
    }
    await check(comments('/settings'), commentingPublicSchemas.settings.answer)
    await check(comments(`/comments?pageId=${PAGE}`), commentingPublicSchemas.comments.answer)
    await check(comments(`/counts?pageIds=${PAGE},other`), commentingPublicSchemas.counts.answer)
    const url = encodeURIComponent(articleUrl('daily-planet', STORIES[0]!.pageId))
    await check(ratings(`?url=${url}`), ratingsPublicSchemas.read.answer)
    await check(`/api/player/embeds/${IDS.embeds.online}`, playerPublicSchemas.embed.answer)
    const script = await new Client(h).request(
      'GET',
      `/api/player/embeds/${IDS.embeds.online}/data.js`,
    )
    assert.equal(script.status, 200)
    assert.match(String(script.headers.get('content-type')), /^text\/javascript/)
  })
})

describe('bad input to each public call', () => {
  const COMMENTING = ['comments', 'commenters', 'commenting_daily', 'comment_marks']
  it('the commenting unit: 400 with the field, nothing saved', async () => {
    const r = reader()
    await expectRefused(h.db, COMMENTING, () => r.get(comments('/comments')), 400, ['pageId'])
    await expectRefused(
      h.db,
      COMMENTING,
      () => r.get(comments(`/comments?pageId=${'x'.repeat(201)}`)),
      400,
      ['pageId'],
    )
    await expectRefused(h.db, COMMENTING, () => r.get(comments('/counts?pageIds=,')), 400, [
      'pageIds',
    ])
    await expectRefused(h.db, COMMENTING, () => r.post(comments('/views'), {}), 400, ['pageId'])
    await expectRefused(
      h.db,
      COMMENTING,
      () => r.post(comments('/comments'), { pageId: PAGE, text: 'Hi', anonymous: 'yes' }),
      400,
      ['anonymous'],
    )
  })

  it('the ratings unit and the player: 400 with the field, nothing saved', async () => {
    const r = reader()
    const rater = { 'x-rater-id': 'r'.repeat(32) }
    await expectRefused(
      h.db,
      ['rating_votes'],
      () => r.post(ratings('/votes'), { url: 'https://x.example/', stars: 'four' }, rater),
      400,
      ['stars'],
    )
    await expectRefused(h.db, ['rating_votes'], () => r.get(ratings()), 400, ['url'])
    const batch = JSON.stringify([{ kind: 'load', embedUUID: 'not-an-id' }])
    await expectRefused(
      h.db,
      ['embed_engagement_daily'],
      () => r.raw('/api/player/events', batch, 'text/plain;charset=UTF-8'),
      400,
      ['0.embedUUID'],
    )
    await expectRefused(
      h.db,
      ['embed_engagement_daily'],
      () => r.raw('/api/player/events', '[]', 'application/json'),
      400,
      ['_body'],
    )
  })
})
