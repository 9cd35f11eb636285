/**
 * The calls of the ratings unit script on publisher pages, under /api/ratings/public (contract:
 * src/contracts/ratings/public.ts; the header RATER_HEADER of the ratings rule module). No portal
 * session and no cookies: any origin, no CSRF check (app.ts). A visitor is known by the random
 * rater id the unit keeps in the publisher page's storage (only its SHA-256 is stored), one vote
 * per unit, page and visitor; voting again replaces the stars. Reads and votes are rate-limited
 * per IP. Errors use the usual `{error:{code, message, fields}}` shape.
 */
import { createHash, randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import {
  RATER_HEADER,
  RATER_ID,
  fromHalfStars,
  isStarValue,
  pageKeyOf,
  summarize,
  toHalfStars,
  type PublicRatings,
  type PublicSettings,
} from '../../../src/areas/ratings/lib/ratings-rules'
import { ratingsPublicCalls } from '../../../src/contracts/ratings/public'
import { ratingsPublicSchemas } from '../../../src/contracts/ratings/public.schemas'
import type { FieldError } from '../../../src/core/validation/rules'
import { clientIp, type Ctx } from '../platform/context'
import { fail } from '../platform/http-errors'
import {
  answerPublic,
  answerRead,
  cacheTags,
  etagOf,
  JSON_TYPE,
  PERSONAL_READ_CACHE,
} from '../platform/public-cache'
import type { Database, RatingUnitsTable } from '../platform/schema'
import { contractRoutes } from '../platform/serve-contract'
import { hashRater, readConfig } from '../site-products/ratings-units'

/** Mounted at /api/ratings: the contract's paths begin with /public. */
export const [ratingsPublicRoutes, ratings] = contractRoutes(
  ratingsPublicCalls,
  ratingsPublicSchemas,
)

const VOTES_PER_MINUTE = 20
/**
 * New visitors one address may add to one page in a day: a rater id is free to make, so without
 * this one address could stuff a page with 20 votes a minute. Ten leaves room for an office or a
 * household behind one address.
 */
const NEW_RATERS_PER_PAGE_DAY = 10
const DAY = 86_400_000
const MINUTE = 60_000

async function unitOf(c: Ctx): Promise<RatingUnitsTable> {
  const unit = await c
    .get('services')
    .db.selectFrom('rating_units')
    .selectAll()
    .where('unit_uuid', '=', c.req.param('unitUUID') ?? '')
    .executeTakeFirst()
  if (!unit) throw fail.notFound('No such ratings unit')
  return unit
}

/** A unit's account and settings, as the public cache keeps them. */
interface CachedUnit {
  accountUUID: string
  settings: PublicSettings
}

/** The unit and its settings from the process's public cache (null: no such unit). */
function cachedUnit(c: Ctx, unitUUID: string) {
  const { db, cache } = c.get('services')
  return cache.read<CachedUnit>(
    `ratings-unit:${unitUUID}`,
    async () => {
      const unit = await db
        .selectFrom('rating_units')
        .select('account_uuid')
        .where('unit_uuid', '=', unitUUID)
        .executeTakeFirst()
      return unit
        ? { accountUUID: unit.account_uuid, settings: await settingsOf(db, unitUUID) }
        : null
    },
    (unit) => [cacheTags.account(unit.accountUUID)],
  )
}

/** The unit's settings as the unit script shows them. */
async function settingsOf(db: Kysely<Database>, unitUUID: string): Promise<PublicSettings> {
  const { font, ...general } = await readConfig(db, unitUUID, 'general')
  return {
    ...general,
    font,
    colors: await readConfig(db, unitUUID, 'color'),
    counter: await readConfig(db, unitUUID, 'counter'),
  }
}

/** The page key of a url and page id under the unit's settings, else 400 naming the field. */
function pageKey(url: unknown, pageId: unknown, settings: PublicSettings): string {
  const id = typeof pageId === 'string' ? pageId : null
  const key = pageKeyOf(typeof url === 'string' ? url : '', id, settings.enablePageId)
  if (key) return key
  const idUsed = settings.enablePageId && !!id?.trim()
  throw fail.badRequest([
    idUsed
      ? { field: 'pageId', message: 'Use at most 200 characters' }
      : { field: 'url', message: 'Send the page address (http or https)' },
  ])
}

/** The settings and the page's summary (the visitor's own stars: `mineOf`). */
async function ratingsOf(
  db: Kysely<Database>,
  unitUUID: string,
  settings: PublicSettings,
  key: string,
): Promise<PublicRatings> {
  const groups = await db
    .selectFrom('rating_votes')
    .select(({ fn }) => ['half_stars', fn.countAll<number>().as('n')])
    .where('unit_uuid', '=', unitUUID)
    .where('page_key', '=', key)
    .groupBy('half_stars')
    .execute()
  const halves = groups.flatMap((g) => Array<number>(Number(g.n)).fill(Number(g.half_stars)))
  return { unitUUID, settings, page: summarize(halves), mine: null }
}

/** The stars a visitor gave a page, or null. */
async function mineOf(db: Kysely<Database>, unitUUID: string, key: string, visitor: string) {
  const mine = await db
    .selectFrom('rating_votes')
    .select('half_stars')
    .where('unit_uuid', '=', unitUUID)
    .where('page_key', '=', key)
    .where('visitor_id', '=', visitor)
    .executeTakeFirst()
  return mine ? fromHalfStars(Number(mine.half_stars)) : null
}

/** The hashed visitor of a valid rater id header, or null. */
function visitorOf(c: Ctx): string | null {
  const id = c.req.header(RATER_HEADER)
  return id && RATER_ID.test(id) ? hashRater(id) : null
}

/**
 * GET /v1/units/:unitUUID?url=&pageId= (header X-Rater-Id optional) → PublicRatings. 404 for an
 * unknown unit, 400 for a url (or page id) that names no page. Answered from the process's public
 * cache (no session, no write, no per-address limit: a CDN in front reaches the server from a few
 * addresses): without a rater id the answer is the same for everyone (`Cache-Control: public`);
 * with one, the visitor's own stars are read and added (`private`). ETag and 304 on both.
 */
ratings.handle('read', async (c, input) => {
  const { db, cache } = c.get('services')
  const { unitUUID } = input.params
  const unit = await cachedUnit(c, unitUUID)
  if (!unit) throw fail.notFound('No such ratings unit')
  const { accountUUID, settings } = unit.value
  const { url, pageId } = input.query
  const key = pageKey(url, pageId, settings)
  const read = await cache.read(
    `ratings:${unitUUID}:${key}`,
    () => ratingsOf(db, unitUUID, settings, key),
    () => [cacheTags.account(accountUUID), cacheTags.ratings(unitUUID, key)],
  )
  const page = read!
  const visitor = visitorOf(c)
  // A read for a visitor is private even without their stars yet: a shared cache keyed by the
  // address alone must never hand it to another visitor, nor a shared answer to this one.
  if (!visitor) return answerPublic(c, page, JSON_TYPE)
  const body = JSON.stringify({ ...page.value, mine: await mineOf(db, unitUUID, key, visitor) })
  return answerRead(c, body, etagOf(body), JSON_TYPE, PERSONAL_READ_CACHE)
})

/**
 * POST /v1/units/:unitUUID/votes {url, pageId?, stars} with header X-Rater-Id → PublicRatings.
 * Stars 1–5 in whole steps, or half steps when the counter shows half stars; a second vote of
 * the same visitor on the same page replaces the first (one upsert on the unique index, safe
 * when two arrive at once). 20 attempts a minute per IP (429), refused ones included, and at
 * most 10 new visitors per IP, page and day (changing one's own vote is always allowed).
 */
ratings.handle('vote', async (c, { read }) => {
  const { db, limiter } = c.get('services')
  // Every attempt counts, refused ones too: bad input costs the address as much as a vote.
  await limiter.take(`ratings-vote:${clientIp(c)}`, VOTES_PER_MINUTE, MINUTE)
  const unit = await unitOf(c)
  const body = await read()
  const settings = await settingsOf(db, unit.unit_uuid)
  const errors: FieldError[] = []
  const raterId = c.req.header(RATER_HEADER) ?? ''
  if (!RATER_ID.test(raterId))
    errors.push({ field: 'raterId', message: `Send a rater id in ${RATER_HEADER}` })
  if (!isStarValue(body.stars, settings.counter.showHalfStars))
    errors.push({
      field: 'stars',
      message: settings.counter.showHalfStars
        ? 'Choose 1 to 5 stars in half steps'
        : 'Choose 1 to 5 whole stars',
    })
  if (errors.length) throw fail.badRequest(errors)
  const key = pageKey(body.url, body.pageId, settings)
  const visitor = hashRater(raterId)
  const now = Date.now()
  const halfStars = toHalfStars(body.stars)
  const voted = await db
    .selectFrom('rating_votes')
    .select('vote_uuid')
    .where('unit_uuid', '=', unit.unit_uuid)
    .where('page_key', '=', key)
    .where('visitor_id', '=', visitor)
    .executeTakeFirst()
  if (!voted) {
    const page = createHash('sha256').update(`${unit.unit_uuid}\n${key}`).digest('hex')
    await limiter.take(`ratings-new-rater:${clientIp(c)}:${page}`, NEW_RATERS_PER_PAGE_DAY, DAY)
  }
  await db
    .insertInto('rating_votes')
    .values({
      vote_uuid: randomUUID(),
      unit_uuid: unit.unit_uuid,
      page_key: key,
      visitor_id: visitor,
      half_stars: halfStars,
      created_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['unit_uuid', 'page_key', 'visitor_id'])
        .doUpdateSet({ half_stars: halfStars, created_at: now }),
    )
    .execute()
  c.get('services').cache.invalidate([cacheTags.ratings(unit.unit_uuid, key)])
  const page = await ratingsOf(db, unit.unit_uuid, settings, key)
  return { ...page, mine: await mineOf(db, unit.unit_uuid, key, visitor) }
})
