/**
 * The ratings part of the demo seed: Demo Publisher's ratings are APPROVED with a unit on each of
 * its three sites (default configuration); Other Media has not requested ratings. Deterministic
 * ids like the other seeds.
 */
import type { Kysely } from 'kysely'
import type { Database } from '../schema'
import { insertRatingUnit, type UnitIds } from './units'

const id = (prefix: string, n: number) =>
  `${prefix}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`

const unitIds = (i: number): UnitIds => ({
  unit: id('7a8b9c0d', i + 1),
  configuration: id('7a8b9c0e', i + 1),
  font: id('7a8b9c0f', i + 1),
  color: id('7a8b9c10', i + 1),
  counter: id('7a8b9c11', i + 1),
})

/** Fixed ids of the ratings seed; units[i] belongs to IDS.sites[i] (Demo Publisher). */
export const RATING_IDS = { units: [unitIds(0), unitIds(1), unitIds(2)] as const }

export async function seedRatings(
  db: Kysely<Database>,
  demo: { accountUUID: string; ownerEmail: string; sites: readonly string[] },
  now: number,
): Promise<void> {
  await db
    .insertInto('product_access_requests')
    .values({
      account_uuid: demo.accountUUID,
      product_type: 'RATINGS',
      status: 'APPROVED',
      user_email: demo.ownerEmail,
      created_at: now,
    })
    .execute()
  for (const [i, siteUUID] of demo.sites.entries())
    await insertRatingUnit(
      db,
      { accountUUID: demo.accountUUID, siteUUID },
      RATING_IDS.units[i],
      now,
    )
}
