/**
 * The analytics bench data set (issue 10): about 5 million fact rows for one account, on top of a
 * seeded database, for `npm run bench`. Uses the account's seeded sites, embeds and cards (the
 * demo seed's), over `days` New York days ending yesterday:
 *
 * - engagement facts: every card row (the card's own row and one per option) × 2 devices × 14
 *   countries × day (≈ 3.5 M rows for Demo Publisher's ≈ 310 card rows over 400 days);
 * - engaged visitors: 4 a day per embed, device and country (≈ 1.2 M rows);
 * - ad facts: 3 ad units per site × 2 devices × 30 countries, plus embed ads per device and
 *   country (≈ 0.5 M rows).
 * About 5.2 M rows in all; on SQLite in memory it loads in about 2.5 minutes on the 2-core
 * build machine.
 *
 * Replaces the account's facts (the seed's), so every number comes from this set. Bulk insert in
 * one transaction, multi-row statements sized to each engine's parameter limit.
 */
import { sql } from 'kysely'
import type { DB } from '../platform/db'
import { kindOf } from '../platform/dialect'
import { nyDayBefore } from '../platform/days'
import type {
  AdFactsDailyTable,
  EmbedEngagementDailyTable,
  EngagementVisitorsDailyTable,
} from '../platform/schema'
import { inTransaction } from '../platform/transaction'
import { rebuildRollups } from './rollup'
import { engagementFact } from './seed'
import { rebuildSketches } from './sketches'
import { visitorHash } from './segment'
import { visitorIds } from './visitors'
import { prng } from '../platform/seed-kit'

const COUNTRIES = [
  'US',
  'CA',
  'GB',
  'DE',
  'AU',
  'IN',
  'FR',
  'BR',
  'MX',
  'JP',
  'ES',
  'IT',
  'NL',
  'SE',
  'NO',
  'DK',
  'FI',
  'PL',
  'IE',
  'NZ',
  'ZA',
  'AR',
  'CL',
  'CO',
  'KR',
  'SG',
  'PH',
  'ID',
  'TR',
  'PT',
]

/** Countries with engagement (and embed ads); the sites' own ads run in all 30. */
const ENGAGEMENT_COUNTRIES = 14

export interface BenchLoad {
  rows: { engagement: number; visitors: number; ads: number; total: number }
  ms: number
}

/**
 * Loads the bench facts for `accountUUID` (which must have seeded sites, embeds and cards):
 * returns the row counts and how long the load took.
 */
export async function loadBenchMetrics(
  db: DB,
  accountUUID: string,
  { days = 400, now = Date.now() }: { days?: number; now?: number } = {},
): Promise<BenchLoad> {
  const started = performance.now()
  const random = prng(5_000_000)
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1))
  // Rows per statement: under SQLite's 32,766 and PostgreSQL's 65,535 parameters.
  const chunk = kindOf(db) === 'postgres' ? 4000 : 2400
  const sites = (
    await db
      .selectFrom('sites')
      .select('site_uuid')
      .where('account_uuid', '=', accountUUID)
      .execute()
  ).map((s) => s.site_uuid)
  const embeds = await db
    .selectFrom('embeds')
    .select(['embed_uuid', 'site_uuid'])
    .where('account_uuid', '=', accountUUID)
    .execute()
  const siteOf = new Map(embeds.map((e) => [e.embed_uuid, e.site_uuid]))
  const cards = await db
    .selectFrom('embed_contents')
    .select(['content_uuid', 'embed_uuid', 'content_type', 'properties'])
    .where(
      'embed_uuid',
      'in',
      embeds.map((e) => e.embed_uuid),
    )
    .execute()
  /** Every fact row key of a day: card rows and option rows. */
  const cardRows = cards.flatMap((card) => {
    const options =
      card.content_type === 'STORY'
        ? []
        : ((JSON.parse(card.properties) as { options?: Array<{ optionUUID: string }> }).options ??
          [])
    return [{ card, option: '' }, ...options.map((o) => ({ card, option: o.optionUUID }))]
  })
  const embedsWithCards = [...new Set(cards.map((c) => c.embed_uuid))]
  const units = await db
    .selectFrom('ad_units')
    .select(['ad_unit_uuid', 'site_uuid', 'name'])
    .where('account_uuid', '=', accountUUID)
    .execute()
  const rows = { engagement: 0, visitors: 0, ads: 0, total: 0 }

  await inTransaction(db, async (trx) => {
    for (const table of [
      'embed_engagement_daily',
      'engagement_visitors_daily',
      'engagement_visitor_ids',
      'ad_facts_daily',
    ] as const)
      await trx.deleteFrom(table).where('account_uuid', '=', accountUUID).execute()
    let engagement: EmbedEngagementDailyTable[] = []
    let visitors: Array<
      Omit<EngagementVisitorsDailyTable, 'visitor_id'> & { visitor_hash: string }
    > = []
    let ads: AdFactsDailyTable[] = []
    const flush = async (force = false) => {
      if (engagement.length >= chunk || (force && engagement.length)) {
        await trx.insertInto('embed_engagement_daily').values(engagement).execute()
        rows.engagement += engagement.length
        engagement = []
      }
      if (visitors.length >= chunk || (force && visitors.length)) {
        const ids = await visitorIds(
          trx,
          accountUUID,
          visitors.map((v) => v.visitor_hash),
        )
        await trx
          .insertInto('engagement_visitors_daily')
          .values(
            visitors.map(({ visitor_hash, ...v }) => ({
              ...v,
              visitor_id: ids.get(visitor_hash)!,
            })),
          )
          .execute()
        rows.visitors += visitors.length
        visitors = []
      }
      if (ads.length >= chunk || (force && ads.length)) {
        await trx.insertInto('ad_facts_daily').values(ads).execute()
        rows.ads += ads.length
        ads = []
      }
    }
    for (let d = days; d >= 1; d--) {
      const day = nyDayBefore(now, d)
      for (const device of ['DESKTOP', 'MOBILE']) {
        for (const country of COUNTRIES.slice(0, ENGAGEMENT_COUNTRIES)) {
          const at = { day, device, country }
          for (const { card, option } of cardRows) {
            const own = option === ''
            const loads = own ? int(5, 60) : 0
            const counts = {
              loads,
              inview_loads: Math.floor(loads * 0.7),
              answers: own ? 0 : int(0, 6),
              clicks: own && card.content_type === 'STORY' ? int(0, 5) : 0,
              inview_ms: loads * 5000,
            }
            const site = siteOf.get(card.embed_uuid)!
            engagement.push(engagementFact(accountUUID, site, card, option, at, counts))
            if (engagement.length >= chunk) await flush()
          }
          for (const embed of embedsWithCards) {
            for (let v = 0; v < 4; v++)
              visitors.push({
                account_uuid: accountUUID,
                day,
                site_uuid: siteOf.get(embed)!,
                embed_uuid: embed,
                device,
                country,
                visitor_hash: visitorHash(accountUUID, `bench-${int(0, 200_000)}-${v}`),
              })
            ads.push({
              account_uuid: accountUUID,
              day,
              site_uuid: siteOf.get(embed)!,
              device,
              country,
              ad_unit_uuid:
                units.find((u) => u.site_uuid === siteOf.get(embed) && u.name === 'Embed Ads')
                  ?.ad_unit_uuid ?? 'embed-ads',
              ad_type: 'DISPLAY',
              embed_uuid: embed,
              impressions: int(10, 200),
              viewable_impressions: 0,
              revenue_micros: int(10, 200) * 2500,
            })
            if (visitors.length >= chunk || ads.length >= chunk) await flush()
          }
        }
        for (const country of COUNTRIES)
          for (const site of sites)
            for (const unit of units.filter(
              (u) => u.site_uuid === site && u.name !== 'Embed Ads',
            )) {
              const video = unit.name.includes('Video')
              const impressions = int(50, 3000)
              ads.push({
                account_uuid: accountUUID,
                day,
                site_uuid: site,
                device,
                country,
                ad_unit_uuid: unit.ad_unit_uuid,
                ad_type: video ? 'VIDEO' : 'DISPLAY',
                embed_uuid: '',
                impressions,
                viewable_impressions: Math.floor(impressions * 0.6),
                revenue_micros: impressions * (video ? int(8000, 15000) : int(1500, 3500)),
              })
              if (ads.length >= chunk) await flush()
            }
      }
    }
    await flush(true)
    await rebuildRollups(trx, accountUUID)
    await rebuildSketches(trx, accountUUID)
  })
  rows.total = rows.engagement + rows.visitors + rows.ads
  // A bulk load is not a steady state: give the planner its statistics.
  if (kindOf(db) === 'postgres') await sql`vacuum analyze`.execute(db)
  else await sql`analyze`.execute(db)
  return { rows, ms: performance.now() - started }
}
