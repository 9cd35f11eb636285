/**
 * The ratings service (RAT-05, RAT-12..21; API-105, API-111..117): configuration and code for the
 * approved account, every save read back from the database, bad input refused per rule with the
 * fields and nothing changed, another account's site or ids answered 404/403, no session 401,
 * and a ratings request approved at once with a unit on each site.
 */
import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import { DEFAULT_RATING_COLORS } from '../../src/areas/ratings/lib/ratings-rules'
import { RATING_IDS } from '../../demo/server/ratings/seed'
import {
  Client,
  expectRefused,
  fileHarness,
  IDS,
  type Reply,
  signedIn,
  storedSettings,
} from './harness'

const api = (path: string) => `/api/ratings${path}`
const DAILY = RATING_IDS.units[0]
const SITE = IDS.sites[0]
const OTHER_SITE = IDS.sites[3]
const TABLES = ['rating_units', 'rating_configurations', 'product_access_requests']
const configUrl = (site: string) =>
  api(`/v1/rating-units/configurations?accountUUID=${IDS.demoAccount}&siteUUID=${site}`)
const general = (uuid = DAILY.configuration) =>
  api(`/v1/rating-units/general-configurations/${uuid}`)
const colors = (uuid = DAILY.color) => api(`/v1/rating-units/color-configurations/${uuid}`)
const counter = (uuid = DAILY.counter) => api(`/v1/rating-units/counter-configurations/${uuid}`)

const h = fileHarness()

const stored = (kind: string, unit = DAILY.unit) =>
  storedSettings(h, 'rating_configurations', unit, kind)

/** Sends a refused call and checks the status, its fields and an unchanged database. */
const refused = (send: () => Promise<Reply>, status: number, fields: string[] = []) =>
  expectRefused(h.db, TABLES, send, status, fields)

const GENERAL = {
  uuid: DAILY.configuration,
  title: 'Rate this story  ',
  firstRatingTitle: 'Be first ★',
  thankYouMessage: 'Merci — thanks for your rating!',
  enablePageId: true,
  zeroRatingLabel: 'No votes',
  oneRatingLabel: '1 vote',
  multipleRatingsLabel: '{count} votes',
  fontConfiguration: { uuid: DAILY.font, size: 'ACCESSIBLE', weight: 'MEDIUM' },
}

describe('ratings configuration and saves', () => {
  let c: Client
  before(async () => {
    c = await signedIn(h, 'owner@demo.test')
  })

  it('reads the seeded default configuration (API-112)', async () => {
    const reply = await c.get(configUrl(SITE))
    assert.equal(reply.status, 200)
    assert.equal(reply.body.siteUUID, SITE)
    assert.equal(reply.body.ratingUnitUUID, DAILY.unit)
    const cfg = reply.body.configuration
    assert.equal(cfg.uuid, DAILY.configuration)
    assert.equal(cfg.oneRatingLabel, '1 Rating')
    assert.equal(cfg.multipleRatingsLabel, '{count} Ratings')
    assert.deepEqual(cfg.fontConfiguration, {
      uuid: DAILY.font,
      size: 'REGULAR',
      weight: 'REGULAR',
    })
    assert.deepEqual(cfg.colorConfiguration, { uuid: DAILY.color, ...DEFAULT_RATING_COLORS })
    assert.deepEqual(cfg.counterConfiguration, {
      uuid: DAILY.counter,
      showHalfStars: true,
      enabled: false,
      counterConfigUUID: DAILY.counter,
    })
  })

  it('saves the general settings trimmed and reads them back (API-114)', async () => {
    const reply = await c.put(general(), GENERAL)
    assert.equal(reply.status, 200, JSON.stringify(reply.body))
    assert.equal(reply.body.configuration.title, 'Rate this story')
    const row = await stored('general')
    assert.equal(row.title, 'Rate this story')
    assert.equal(row.thankYouMessage, 'Merci — thanks for your rating!')
    assert.deepEqual(row.font, { size: 'ACCESSIBLE', weight: 'MEDIUM' })
    const read = (await c.get(configUrl(SITE))).body.configuration
    assert.equal(read.enablePageId, true)
    assert.equal(read.fontConfiguration.size, 'ACCESSIBLE')
  })

  it('saves colours upper-case and reads them back (API-113)', async () => {
    const body = {
      ...DEFAULT_RATING_COLORS,
      uuid: DAILY.color,
      brand: 'ab12cd',
      background: 'F0F0F0',
    }
    const reply = await c.put(colors(), body)
    assert.equal(reply.status, 200, JSON.stringify(reply.body))
    assert.deepEqual(await stored('color'), {
      ...DEFAULT_RATING_COLORS,
      brand: 'AB12CD',
      background: 'F0F0F0',
    })
    const read = (await c.get(configUrl(SITE))).body.configuration.colorConfiguration
    assert.equal(read.brand, 'AB12CD')
  })

  it('saves the counter and reads it back (API-116)', async () => {
    const reply = await c.put(counter(), {
      counterConfigUUID: DAILY.counter,
      showHalfStars: false,
      enabled: true,
    })
    assert.equal(reply.status, 200, JSON.stringify(reply.body))
    assert.deepEqual(await stored('counter'), { showHalfStars: false, enabled: true })
    const code = await c.get(
      api(`/v1/rating-units/code?siteUUID=${SITE}&productType=RATING_COUNTER`),
    )
    assert.equal(code.status, 200)
    assert.equal(code.body.counterConfiguration.enabled, true)
    assert.equal(code.body.counterConfiguration.showHalfStars, false)
    assert.match(
      code.body.code.headerCode,
      /<script async src="[^"]*\/units\/ratings\.js"><\/script>/,
    )
    assert.match(code.body.code.ratingCounterCode, /\{articleURL\}.*\{extPageId\}/)
  })

  it('answers the unit code with {extPageId} only when page IDs are enabled (API-117)', async () => {
    const on = await c.get(api(`/v1/rating-units/code?siteUUID=${SITE}&productType=RATING_UNIT`))
    assert.equal(on.status, 200)
    assert.equal(on.body.enablePageId, true)
    assert.match(on.body.ratingUnitCode, new RegExp(`data-unit="${DAILY.unit}"`))
    assert.match(on.body.ratingUnitCode, /\{articleURL\}.*\{extPageId\}/)
    const gotham = await c.get(
      api(`/v1/rating-units/code?siteUUID=${IDS.sites[1]}&productType=RATING_UNIT`),
    )
    assert.equal(gotham.body.enablePageId, false)
    assert.doesNotMatch(gotham.body.ratingUnitCode, /extPageId/)
    await refused(() => c.get(api(`/v1/rating-units/code?siteUUID=${SITE}&productType=X`)), 400, [
      'productType',
    ])
  })

  it('refuses each invalid general field with 400 and saves nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: 'a'.repeat(41) }, 'title'],
      [{ firstRatingTitle: 'a'.repeat(41) }, 'firstRatingTitle'],
      [{ thankYouMessage: 'a'.repeat(256) }, 'thankYouMessage'],
      [{ zeroRatingLabel: 'a'.repeat(21) }, 'zeroRatingLabel'],
      [{ oneRatingLabel: 'a'.repeat(21) }, 'oneRatingLabel'],
      [{ multipleRatingsLabel: 'a'.repeat(21) }, 'multipleRatingsLabel'],
      [{ title: ' Leading' }, 'title'],
      [{ oneRatingLabel: '' }, 'oneRatingLabel'],
      [{ thankYouMessage: 'bad\u202Etext' }, 'thankYouMessage'],
      [{ fontConfiguration: { size: 'HUGE', weight: 'MEDIUM' } }, 'fontConfiguration.size'],
      [{ uuid: DAILY.color }, 'uuid'],
    ]
    for (const [change, field] of cases) {
      const reply = await refused(() => c.put(general(), { ...GENERAL, ...change }), 400, [field])
      // Control characters are refused by the body reader before the rules run.
      if (field !== 'thankYouMessage' || !String(change.thankYouMessage).includes('\u202E'))
        assert.equal(reply.body.error.message, 'Please update invalid fields.', field)
    }
    await refused(() => c.put(general(), { ...GENERAL, enablePageId: 'yes' }), 400)
  })

  it('accepts every text at its limit once trimmed, as the screen does (RAT-14)', async () => {
    const atLimits = {
      ...GENERAL,
      title: `${'t'.repeat(40)}  `,
      firstRatingTitle: 'f'.repeat(40),
      thankYouMessage: `${'m'.repeat(255)} `,
      zeroRatingLabel: 'z'.repeat(20),
      oneRatingLabel: `${'o'.repeat(20)}   `,
      multipleRatingsLabel: '{count} ' + 'r'.repeat(12),
    }
    const reply = await c.put(general(), atLimits)
    assert.equal(reply.status, 200, JSON.stringify(reply.body))
    const row = await stored('general')
    assert.equal(row.title, 't'.repeat(40))
    assert.equal(row.thankYouMessage, 'm'.repeat(255))
    assert.equal(row.oneRatingLabel, 'o'.repeat(20))
    assert.equal(row.multipleRatingsLabel, '{count} ' + 'r'.repeat(12))
  })

  it('refuses blank labels, missing texts, a bad weight and a foreign font uuid (RAT-14)', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ zeroRatingLabel: '   ' }, 'zeroRatingLabel'],
      [{ multipleRatingsLabel: ' {count} Ratings' }, 'multipleRatingsLabel'],
      [{ firstRatingTitle: '' }, 'firstRatingTitle'],
      [{ fontConfiguration: { size: 'REGULAR', weight: 'BOLD' } }, 'fontConfiguration.weight'],
      [
        { fontConfiguration: { uuid: DAILY.color, size: 'REGULAR', weight: 'REGULAR' } },
        'fontConfiguration.uuid',
      ],
    ]
    for (const [change, field] of cases) {
      const reply = await refused(() => c.put(general(), { ...GENERAL, ...change }), 400, [field])
      assert.equal(reply.body.error.message, 'Please update invalid fields.', field)
    }
    const { title: _title, ...withoutTitle } = GENERAL
    await refused(() => c.put(general(), withoutTitle), 400)
  })

  it('refuses an invalid hidden errorValidation colour and a foreign colour uuid (RAT-16)', async () => {
    await refused(
      () => c.put(colors(), { ...DEFAULT_RATING_COLORS, errorValidation: 'DF1D1' }),
      400,
      ['errorValidation'],
    )
    await refused(
      () => c.put(colors(), { ...DEFAULT_RATING_COLORS, uuid: DAILY.configuration }),
      400,
      ['uuid'],
    )
    const { brand: _brand, ...withoutBrand } = DEFAULT_RATING_COLORS
    await refused(() => c.put(colors(), withoutBrand), 400)
  })

  it('refuses bad colours with 400 and saves nothing', async () => {
    for (const bad of ['#1494F4', '12345', '12345G', '', 'red'])
      await refused(() => c.put(colors(), { ...DEFAULT_RATING_COLORS, primaryText: bad }), 400, [
        'primaryText',
      ])
    const reply = await refused(
      () => c.put(colors(), { ...DEFAULT_RATING_COLORS, brand: 'zz' }),
      400,
    )
    assert.equal(reply.body.error.message, 'Cannot save: invalid colors')
    await refused(() => c.put(counter(), { showHalfStars: 'no', enabled: true }), 400)
  })

  it('refuses bad counter bodies with 400 and the fields, saving nothing (API-115/116)', async () => {
    const good = { counterConfigUUID: DAILY.counter, showHalfStars: true, enabled: true }
    const bad: Array<[Record<string, unknown>, string[]]> = [
      [{ ...good, enabled: 'true' }, ['enabled']],
      [{ ...good, enabled: 1 }, ['enabled']],
      [{ ...good, enabled: null }, ['enabled']],
      [{ showHalfStars: true }, ['enabled']],
      [{ ...good, showHalfStars: 'false' }, ['showHalfStars']],
      [{ ...good, showHalfStars: 0 }, ['showHalfStars']],
      [{ enabled: false }, ['showHalfStars']],
      [{}, ['showHalfStars', 'enabled']],
      [{ ...good, uuid: DAILY.color }, ['uuid']],
      [{ ...good, counterConfigUUID: RATING_IDS.units[1].counter }, ['counterConfigUUID']],
    ]
    for (const [body, fields] of bad) await refused(() => c.put(counter(), body), 400, fields)
    await refused(() => c.put(counter('no-such-counter'), good), 404)
    // A unit's other configuration ids do not address its counter.
    await refused(() => c.put(counter(DAILY.configuration), good), 404)
  })

  it("answers another account's site 404 and another account's id 403/404, saving nothing", async () => {
    await refused(() => c.get(configUrl(OTHER_SITE)), 404)
    await refused(
      () =>
        c.get(
          api(`/v1/rating-units/configurations?accountUUID=${IDS.otherAccount}&siteUUID=${SITE}`),
        ),
      403,
    )
    await refused(
      () => c.get(api(`/v1/rating-units/code?siteUUID=${OTHER_SITE}&productType=RATING_UNIT`)),
      404,
    )
    const other = await signedIn(h, 'other@demo.test')
    await refused(() => other.put(general(), GENERAL), 404)
    await refused(() => other.put(colors(), DEFAULT_RATING_COLORS), 404)
    await refused(() => other.put(counter(), { showHalfStars: true, enabled: false }), 404)
    await refused(() => other.get(configUrl(SITE)), 403)
  })

  it('answers 401 without a session', async () => {
    const anonymous = new Client(h)
    await refused(() => anonymous.get(configUrl(SITE)), 401)
    await refused(() => anonymous.put(general(), GENERAL), 401)
    await refused(() => anonymous.put(colors(), DEFAULT_RATING_COLORS), 401)
    await refused(() => anonymous.put(counter(), { showHalfStars: true, enabled: true }), 401)
  })
})

describe('ratings access (API-105, API-111)', () => {
  it('keeps an account without approved ratings out (403) until it asks; asking approves at once', async () => {
    const other = await signedIn(h, 'other@demo.test')
    const exists = api(`/v1/accounts/${IDS.otherAccount}/rating-units/exists`)
    assert.deepEqual((await other.get(exists)).body, { hasRatingsUnit: false })
    await refused(
      () => other.get(api(`/v1/rating-units/configurations?siteUUID=${OTHER_SITE}`)),
      403,
    )
    const requests = `/api/access/v1/accounts/${IDS.otherAccount}/product-access-requests`
    const asked = await other.post(requests, { productType: 'RATINGS' })
    assert.equal(asked.status, 201)
    assert.equal(asked.body, true)
    const status = await other.get(`${requests}?productType=RATINGS`)
    assert.equal(status.body.requestStatus, 'APPROVED')
    assert.deepEqual((await other.get(`${exists}?siteUUID=${OTHER_SITE}`)).body, {
      hasRatingsUnit: true,
    })
    const cfg = await other.get(api(`/v1/rating-units/configurations?siteUUID=${OTHER_SITE}`))
    assert.equal(cfg.status, 200)
    assert.deepEqual(cfg.body.configuration.colorConfiguration.brand, '1494F4')
    await refused(() => other.post(requests, { productType: 'RATINGS' }), 409)
    const owner = await signedIn(h, 'owner@demo.test')
    await refused(
      () =>
        owner.get(`${exists.replace(IDS.otherAccount, IDS.demoAccount)}?siteUUID=${OTHER_SITE}`),
      404,
    )
    await refused(() => owner.get(exists), 403)
  })
})

describe('rating_votes (migration 0012)', () => {
  it('keeps one vote per visitor and page', async () => {
    const vote = (uuid: string, visitor: string) => ({
      vote_uuid: uuid,
      unit_uuid: DAILY.unit,
      page_key: 'https://daily.example/story',
      visitor_id: visitor,
      half_stars: 9,
      created_at: Date.now(),
    })
    await h.db.insertInto('rating_votes').values(vote('v1', 'visitor-a')).execute()
    await h.db.insertInto('rating_votes').values(vote('v2', 'visitor-b')).execute()
    await assert.rejects(h.db.insertInto('rating_votes').values(vote('v3', 'visitor-a')).execute())
    const rows = await h.db
      .selectFrom('rating_votes')
      .select('vote_uuid')
      .where('page_key', '=', 'https://daily.example/story')
      .execute()
    assert.deepEqual(rows.map((r) => r.vote_uuid).sort(), ['v1', 'v2'])
  })
})
