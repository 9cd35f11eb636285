/**
 * The ratings service under /api/ratings (spec 002 §7 "Ratings service"): the configuration
 * (API-112), its colour, general and counter saves (API-113, API-114, API-116), the code snippets
 * (API-117) and the unit check (API-111). Every save is checked with the rules the screens use
 * (ratings-rules.ts): any invalid field answers 400 with the fields and saves nothing. Another
 * account's site or configuration answers 404; an account without approved ratings access 403.
 */
import {
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
import { ratingsCalls } from '../../../src/contracts/ratings/ratings'
import { ratingsSchemas } from '../../../src/contracts/ratings/ratings.schemas'
import type { FieldError } from '../../../src/core/validation/rules'
import { requireAccount } from '../platform/context'
import { fail } from '../platform/http-errors'
import { contractRoutes } from '../platform/serve-contract'
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

export const [ratingsRoutes, ratings] = contractRoutes(ratingsCalls, ratingsSchemas)

function refuse(errors: FieldError[], message: string) {
  if (errors.length) throw fail.badRequest(errors, message)
}

/** A body uuid, when sent, must name the configuration in the path. */
const sameUuid = (field: string, sent: string | undefined, uuid: string): FieldError[] =>
  sent !== undefined && sent !== uuid
    ? [{ field, message: 'The uuid does not match the address' }]
    : []

/** API-112: a site's configuration; accountUUID, when sent, must be the session's (else 403). */
ratings.handle('configuration', async (c, { query: { accountUUID, siteUUID } }) => {
  if (accountUUID !== undefined) requireAccount(c, accountUUID)
  const unit = await unitOfSite(c, siteUUID)
  return configurationOf(c.get('services').db, unit)
})

/**
 * API-111 (path defined here): whether the account has a ratings unit, or with siteUUID whether
 * that site has one → {hasRatingsUnit}. Not gated by approval: the screens' gate reads it.
 */
ratings.handle('hasUnit', async (c, input) => {
  const { accountUUID } = input.params
  requireAccount(c, accountUUID)
  const { siteUUID } = input.query
  if (siteUUID !== undefined) await ownSite(c, siteUUID)
  let query = c
    .get('services')
    .db.selectFrom('rating_units')
    .select('unit_uuid')
    .where('account_uuid', '=', accountUUID)
  if (siteUUID !== undefined) query = query.where('site_uuid', '=', siteUUID)
  return { hasRatingsUnit: !!(await query.executeTakeFirst()) }
})

/** API-113: the colour configuration, six hex digits without '#', stored upper-case. */
ratings.handle('saveColors', async (c, { params, read }) => {
  const unit = await unitBy(c, 'color_uuid', params.uuid)
  const body = await read()
  refuse([...sameUuid('uuid', body.uuid, unit.color_uuid), ...colorProblems(body)], INVALID_COLORS)
  const saved = Object.fromEntries(
    RATING_COLOR_KEYS.map((k) => [k, body[k].toUpperCase()]),
  ) as RatingColors
  await inTransaction(c.get('services').db, (trx) =>
    writeConfig(trx, unit.unit_uuid, 'color', saved),
  )
  return { uuid: unit.color_uuid, ...saved }
})

/** API-114: the general settings (texts trimmed), addressed by the configuration uuid. */
ratings.handle('saveGeneral', async (c, { params, read }) => {
  const unit = await unitBy(c, 'configuration_uuid', params.uuid)
  const body = await read()
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
  return configurationOf(db, unit)
})

/** API-116 (path as API.md's example): the counter configuration by its counterConfigUUID. */
ratings.handle('saveCounter', async (c, { params, read }) => {
  const unit = await unitBy(c, 'counter_uuid', params.uuid)
  const body = await read()
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
  return counterJson(unit, saved)
})

/** API-117: RATING_UNIT → header and unit code; RATING_COUNTER → counter configuration + code. */
ratings.handle('code', async (c, { query: { productType, siteUUID } }) => {
  const unit = await unitOfSite(c, siteUUID)
  const { db } = c.get('services')
  if (productType === 'RATING_UNIT') {
    const { enablePageId } = await readConfig(db, unit.unit_uuid, 'general')
    return {
      headerCode: headerCode(c),
      ratingUnitCode: unitCode(unit.unit_uuid, enablePageId),
      enablePageId,
    }
  }
  const counter = await readConfig(db, unit.unit_uuid, 'counter')
  return {
    counterConfiguration: counterJson(unit, counter),
    code: { headerCode: headerCode(c), ratingCounterCode: counterCode(unit.unit_uuid) },
  }
})
