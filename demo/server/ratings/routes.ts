/**
 * The ratings service under /api/ratings (spec 002 §7 "Ratings service"): the configuration
 * (API-112), its colour, general and counter saves (API-113, API-114, API-116), the code snippets
 * (API-117) and the unit check (API-111). Every save is checked with the rules the screens use
 * (ratings-rules.ts): any invalid field answers 400 with the fields and saves nothing. Another
 * account's site or configuration answers 404; an account without approved ratings access 403.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import {
  CODE_PRODUCT_TYPES,
  INVALID_COLORS,
  INVALID_FIELDS,
  RATING_COLOR_KEYS,
  colorProblems,
  generalProblems,
  generalToSave,
  type RatingColors,
  type RatingFontSize,
  type RatingFontWeight,
} from '../../../src/areas/ratings/lib/ratings-rules'
import type { FieldError } from '../../../src/core/validation/rules'
import { readBody } from '../platform/body'
import { requireAccount, type Env } from '../platform/context'
import { fail } from '../platform/http-errors'
import { inTransaction } from '../platform/transaction'
import { counterCode, headerCode, unitCode } from './codes'
import {
  configurationOf,
  counterJson,
  ownSite,
  readConfig,
  unitBy,
  unitOfSite,
  writeConfig,
} from '../site-products/ratings-units'

export const ratingsRoutes = new Hono<Env>()

const flag = z.boolean('Send true or false')
const text = z.string('Send text').max(2000, 'Use at most 2000 characters')

function refuse(errors: FieldError[], message: string) {
  if (errors.length) throw fail.badRequest(errors, message)
}

/** A body uuid, when sent, must name the configuration in the path. */
const sameUuid = (field: string, sent: string | undefined, uuid: string): FieldError[] =>
  sent !== undefined && sent !== uuid
    ? [{ field, message: 'The uuid does not match the address' }]
    : []

/** API-112: a site's configuration; accountUUID, when sent, must be the session's (else 403). */
ratingsRoutes.get('/v1/rating-units/configurations', async (c) => {
  const accountUUID = c.req.query('accountUUID')
  if (accountUUID !== undefined) requireAccount(c, accountUUID)
  const unit = await unitOfSite(c, c.req.query('siteUUID'))
  return c.json(await configurationOf(c.get('services').db, unit))
})

/**
 * API-111 (path defined here): whether the account has a ratings unit, or with siteUUID whether
 * that site has one → {hasRatingsUnit}. Not gated by approval: the screens' gate reads it.
 */
ratingsRoutes.get('/v1/accounts/:accountUUID/rating-units/exists', async (c) => {
  const accountUUID = c.req.param('accountUUID')
  requireAccount(c, accountUUID)
  const siteUUID = c.req.query('siteUUID')
  if (siteUUID !== undefined) await ownSite(c, siteUUID)
  let query = c
    .get('services')
    .db.selectFrom('rating_units')
    .select('unit_uuid')
    .where('account_uuid', '=', accountUUID)
  if (siteUUID !== undefined) query = query.where('site_uuid', '=', siteUUID)
  return c.json({ hasRatingsUnit: !!(await query.executeTakeFirst()) })
})

const colorShape = z.object({
  uuid: z.string().optional(),
  ...Object.fromEntries(RATING_COLOR_KEYS.map((k) => [k, text])),
}) as unknown as z.ZodType<{ uuid?: string } & RatingColors>

/** API-113: the colour configuration, six hex digits without '#', stored upper-case. */
ratingsRoutes.put('/v1/rating-units/color-configurations/:uuid', async (c) => {
  const unit = await unitBy(c, 'color_uuid', c.req.param('uuid'))
  const body = await readBody(c, colorShape)
  refuse([...sameUuid('uuid', body.uuid, unit.color_uuid), ...colorProblems(body)], INVALID_COLORS)
  const saved = Object.fromEntries(
    RATING_COLOR_KEYS.map((k) => [k, body[k].toUpperCase()]),
  ) as RatingColors
  await inTransaction(c.get('services').db, (trx) =>
    writeConfig(trx, unit.unit_uuid, 'color', saved),
  )
  return c.json({ uuid: unit.color_uuid, ...saved })
})

const generalShape = z.object({
  uuid: z.string().optional(),
  title: text,
  firstRatingTitle: text,
  thankYouMessage: text,
  enablePageId: flag,
  zeroRatingLabel: text,
  oneRatingLabel: text,
  multipleRatingsLabel: text,
  fontConfiguration: z.object({
    uuid: z.string().optional(),
    size: z.string('Choose a font size').max(40),
    weight: z.string('Choose a font weight').max(40),
  }),
})

/** API-114: the general settings (texts trimmed), addressed by the configuration uuid. */
ratingsRoutes.put('/v1/rating-units/general-configurations/:uuid', async (c) => {
  const unit = await unitBy(c, 'configuration_uuid', c.req.param('uuid'))
  const body = await readBody(c, generalShape)
  const { uuid, fontConfiguration, ...rest } = body
  const font = {
    size: fontConfiguration.size as RatingFontSize,
    weight: fontConfiguration.weight as RatingFontWeight,
  }
  refuse(
    [
      ...sameUuid('uuid', uuid, unit.configuration_uuid),
      ...sameUuid('fontConfiguration.uuid', fontConfiguration.uuid, unit.font_uuid),
      ...generalProblems({ ...rest, fontConfiguration: font }),
    ],
    INVALID_FIELDS,
  )
  const { fontConfiguration: saved, ...general } = generalToSave({
    ...rest,
    fontConfiguration: font,
  })
  const { db } = c.get('services')
  await inTransaction(db, (trx) =>
    writeConfig(trx, unit.unit_uuid, 'general', { ...general, font: saved }),
  )
  return c.json(await configurationOf(db, unit))
})

const counterShape = z.object({
  uuid: z.string().optional(),
  counterConfigUUID: z.string().optional(),
  showHalfStars: flag,
  enabled: flag,
})

/** API-116 (path as API.md's example): the counter configuration by its counterConfigUUID. */
ratingsRoutes.put('/v1/rating-units/counter-configurations/:uuid', async (c) => {
  const unit = await unitBy(c, 'counter_uuid', c.req.param('uuid'))
  const body = await readBody(c, counterShape)
  refuse(
    [
      ...sameUuid('uuid', body.uuid, unit.counter_uuid),
      ...sameUuid('counterConfigUUID', body.counterConfigUUID, unit.counter_uuid),
    ],
    INVALID_FIELDS,
  )
  const saved = { showHalfStars: body.showHalfStars, enabled: body.enabled }
  await inTransaction(c.get('services').db, (trx) =>
    writeConfig(trx, unit.unit_uuid, 'counter', saved),
  )
  return c.json(counterJson(unit, saved))
})

/** API-117: RATING_UNIT → header and unit code; RATING_COUNTER → counter configuration + code. */
ratingsRoutes.get('/v1/rating-units/code', async (c) => {
  const productType = c.req.query('productType')
  if (!CODE_PRODUCT_TYPES.includes(productType as never))
    throw fail.badRequest([
      { field: 'productType', message: 'Choose RATING_UNIT or RATING_COUNTER' },
    ])
  const unit = await unitOfSite(c, c.req.query('siteUUID'))
  const { db } = c.get('services')
  if (productType === 'RATING_UNIT') {
    const { enablePageId } = await readConfig(db, unit.unit_uuid, 'general')
    return c.json({
      headerCode: headerCode(c),
      ratingUnitCode: unitCode(unit.unit_uuid, enablePageId),
      enablePageId,
    })
  }
  const counter = await readConfig(db, unit.unit_uuid, 'counter')
  return c.json({
    counterConfiguration: counterJson(unit, counter),
    code: { headerCode: headerCode(c), ratingCounterCode: counterCode(unit.unit_uuid) },
  })
})
