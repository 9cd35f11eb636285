/**
 * Ratings units (RAT-13..21): a new unit with the spec defaults, its configuration as the portal
 * sees it (API-112), and the guards every portal call goes through: the site must be the
 * session's account's (else 404, like unknown ids) and the account's ratings access approved
 * (else 403; mocked and mockup-generator sessions pass, spec 002 §6).
 */
import { createHash, randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import {
  DEFAULT_COUNTER,
  DEFAULT_FONT,
  DEFAULT_GENERAL,
  DEFAULT_RATING_COLORS,
  type GeneralFields,
  type RatingColors,
  type RatingsConfiguration,
  type RatingFontSize,
  type RatingFontWeight,
} from '../../../src/areas/ratings/lib/ratings-rules'
import { accountRow } from '../platform/access'
import type { Ctx } from '../platform/context'
import { fail } from '../platform/http-errors'
import type { Database, RatingUnitsTable } from '../platform/schema'
import { inTransaction } from '../platform/transaction'
import { accountOf as sessionAccount, ownSiteOf } from './sites'
import { unitDataRow, writeUnitData } from './unit-data'

/** What each configuration row holds. */
export interface ConfigData {
  general: GeneralFields & { font: { size: RatingFontSize; weight: RatingFontWeight } }
  color: RatingColors
  counter: { showHalfStars: boolean; enabled: boolean }
}
export type ConfigKind = keyof ConfigData

export const defaultConfig = (): ConfigData => ({
  general: { ...DEFAULT_GENERAL, font: { ...DEFAULT_FONT } },
  color: { ...DEFAULT_RATING_COLORS },
  counter: { ...DEFAULT_COUNTER },
})

/** A visitor as rating_votes stores them: a SHA-256 of the rater id, never the id itself. */
export const hashRater = (raterId: string) => createHash('sha256').update(raterId).digest('hex')

/** Ids of a new unit (seeds pass deterministic ones). */
export interface UnitIds {
  unit: string
  configuration: string
  font: string
  color: string
  counter: string
}
const newIds = (): UnitIds => ({
  unit: randomUUID(),
  configuration: randomUUID(),
  font: randomUUID(),
  color: randomUUID(),
  counter: randomUUID(),
})

/** Creates a site's unit with the default configuration (call inside a transaction). */
export async function insertRatingUnit(
  db: Kysely<Database>,
  site: { accountUUID: string; siteUUID: string },
  ids: UnitIds = newIds(),
  now = Date.now(),
): Promise<RatingUnitsTable> {
  const unit: RatingUnitsTable = {
    unit_uuid: ids.unit,
    account_uuid: site.accountUUID,
    site_uuid: site.siteUUID,
    configuration_uuid: ids.configuration,
    font_uuid: ids.font,
    color_uuid: ids.color,
    counter_uuid: ids.counter,
    created_at: now,
  }
  await db.insertInto('rating_units').values(unit).execute()
  const data = defaultConfig()
  await db
    .insertInto('rating_configurations')
    .values(
      (Object.keys(data) as ConfigKind[]).map((kind) => ({
        unit_uuid: unit.unit_uuid,
        kind,
        data: JSON.stringify(data[kind]),
        updated_at: now,
      })),
    )
    .execute()
  return unit
}

/** Creates a unit for each of the account's sites that has none; answers the new ones. */
export async function addMissingUnits(db: Kysely<Database>, accountUUID: string) {
  const sites = await db
    .selectFrom('sites as s')
    .leftJoin('rating_units as u', 'u.site_uuid', 's.site_uuid')
    .select('s.site_uuid')
    .where('s.account_uuid', '=', accountUUID)
    .where('u.unit_uuid', 'is', null)
    .orderBy('s.site_uuid')
    .execute()
  const units = []
  for (const s of sites)
    units.push(await insertRatingUnit(db, { accountUUID, siteUUID: s.site_uuid }))
  return units
}

const NO_UNIT = 'No such ratings unit'
/** The session's account, or 404 for sessions without one (support). */
const accountOf = (c: Ctx) => sessionAccount(c, NO_UNIT)

/** A site of the session's account, else 404. */
export const ownSite = (c: Ctx, siteUUID: string | undefined) => ownSiteOf(c, siteUUID, NO_UNIT)

/** Whether the account's ratings request is APPROVED. */
export async function ratingsApproved(db: Kysely<Database>, accountUUID: string) {
  const row = await db
    .selectFrom('product_access_requests')
    .select('status')
    .where('account_uuid', '=', accountUUID)
    .where('product_type', '=', 'RATINGS')
    .executeTakeFirst()
  return row?.status === 'APPROVED'
}

/** 403 unless the account's ratings access is approved (or the session is mocked / mockup). */
export async function requireRatings(c: Ctx): Promise<string> {
  const accountUUID = await accountOf(c)
  const kind = c.get('session')?.row.kind
  if (kind === 'mocked' || kind === 'mockup') return accountUUID
  if (!(await ratingsApproved(c.get('services').db, accountUUID)))
    throw fail.forbidden('Ratings access is not approved for this account')
  return accountUUID
}

/**
 * The unit of a site of the session's approved account (404 for another account's site). An
 * approved account's site added after approval gets its unit with the defaults here.
 */
export async function unitOfSite(c: Ctx, siteUUID: string | undefined): Promise<RatingUnitsTable> {
  const site = await ownSite(c, siteUUID)
  await requireRatings(c)
  return inTransaction(c.get('services').db, async (trx) => {
    const unit = await trx
      .selectFrom('rating_units')
      .selectAll()
      .where('site_uuid', '=', site.site_uuid)
      .executeTakeFirst()
    return (
      unit ?? insertRatingUnit(trx, { accountUUID: site.account_uuid, siteUUID: site.site_uuid })
    )
  })
}

/** A unit of the session's approved account by one of its configuration ids, else 404. */
export async function unitBy(
  c: Ctx,
  column: 'configuration_uuid' | 'color_uuid' | 'counter_uuid',
  id: string,
): Promise<RatingUnitsTable> {
  const { db } = c.get('services')
  const unit = await accountRow(db, 'rating_units', await accountOf(c), id, column)
  if (!unit) throw fail.notFound('No such configuration')
  await requireRatings(c)
  return unit
}

/** One configuration row's data. */
export async function readConfig<K extends ConfigKind>(
  db: Kysely<Database>,
  unitUUID: string,
  kind: K,
): Promise<ConfigData[K]> {
  const row = await unitDataRow(db, 'rating_configurations', unitUUID, kind)
  return JSON.parse(row.data) as ConfigData[K]
}

/** Writes one configuration row (one statement). */
export async function writeConfig<K extends ConfigKind>(
  db: Kysely<Database>,
  unitUUID: string,
  kind: K,
  data: ConfigData[K],
): Promise<void> {
  await writeUnitData(db, 'rating_configurations', unitUUID, kind, data)
}

/** The counter configuration as the API shows it (uuid and counterConfigUUID: the counter id). */
export const counterJson = (unit: RatingUnitsTable, data: ConfigData['counter']) => ({
  uuid: unit.counter_uuid,
  showHalfStars: data.showHalfStars,
  enabled: data.enabled,
  counterConfigUUID: unit.counter_uuid,
})

/** API-112: a unit's configuration. */
export async function configurationOf(
  db: Kysely<Database>,
  unit: RatingUnitsTable,
): Promise<RatingsConfiguration> {
  const { font, ...general } = await readConfig(db, unit.unit_uuid, 'general')
  return {
    siteUUID: unit.site_uuid,
    ratingUnitUUID: unit.unit_uuid,
    configuration: {
      uuid: unit.configuration_uuid,
      ...general,
      fontConfiguration: { uuid: unit.font_uuid, ...font },
      colorConfiguration: {
        uuid: unit.color_uuid,
        ...(await readConfig(db, unit.unit_uuid, 'color')),
      },
      counterConfiguration: counterJson(unit, await readConfig(db, unit.unit_uuid, 'counter')),
    },
  }
}
