/**
 * The ratings part of the demo seed: Demo Publisher's ratings are APPROVED with a unit on each of
 * its three sites (default configuration) and some votes on the first site's demo article pages
 * (/demo/article, keyed by each story's address as that page gives it); Other Media has not
 * requested ratings. Deterministic ids and votes like the other seeds.
 */
import type { Kysely } from 'kysely'
import { pageKeyOf } from '../../../src/areas/ratings/lib/ratings-rules'
import { articleUrl, STORIES } from '../demo/article'
import type { Database } from '../platform/schema'
import { hashRater, insertRatingUnit, type UnitIds } from '../site-products/ratings-units'
import { seedId as id } from '../platform/seed-kit'

const unitIds = (i: number): UnitIds => ({
  unit: id('7a8b9c0d', i + 1),
  configuration: id('7a8b9c0e', i + 1),
  font: id('7a8b9c0f', i + 1),
  color: id('7a8b9c10', i + 1),
  counter: id('7a8b9c11', i + 1),
})

/** Fixed ids of the ratings seed; units[i] belongs to IDS.sites[i] (Demo Publisher). */
export const RATING_IDS = { units: [unitIds(0), unitIds(1), unitIds(2)] as const }

/**
 * The seeded votes (half steps, 2..10) per story of the first site, in STORIES' order: the
 * welcome story 12 votes averaging 4.5, the council story 5 averaging 3.6, the weather none.
 */
export const SEED_VOTES: readonly (readonly number[])[] = [
  [10, 10, 8, 10, 9, 8, 10, 6, 10, 8, 9, 10],
  [8, 6, 10, 4, 8],
  [],
]
const HOUR = 3_600_000

export async function seedRatings(
  db: Kysely<Database>,
  demo: {
    accountUUID: string
    ownerEmail: string
    sites: readonly string[]
    siteSlugs: readonly string[]
  },
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
  const site = demo.siteSlugs[0]!
  let n = 0
  for (const [i, halves] of SEED_VOTES.entries())
    for (const half of halves) {
      n += 1
      await db
        .insertInto('rating_votes')
        .values({
          vote_uuid: id('7a8b9c12', n),
          unit_uuid: RATING_IDS.units[0].unit,
          page_key: pageKeyOf(articleUrl(site, STORIES[i]!.pageId), null, false)!,
          visitor_id: hashRater(`seed-rater-${n.toString().padStart(12, '0')}`),
          half_stars: half,
          created_at: now - n * HOUR,
        })
        .execute()
    }
}
