/**
 * The analytics part of the demo seed (issue 10): daily engagement facts for every card of the
 * seeded embeds (loads and in-view loads on the embed's first card, answers per option of one
 * question card, clicks on one story card, per device and country), the engaged visitors behind
 * them (drawn from a pool per account, so people come back and a range's distinct count is below
 * the sum of its days), ad units per site and daily ad facts (display and video, some inside
 * embeds). Shapes: weekdays above weekends, slow growth over the year, noise; deterministic
 * (mulberry32 with fixed seeds, days relative to the seed moment). Runs after the embeds seed, in
 * the main seed's transaction; rows the embeds seed wrote for the same key are added to.
 *
 * `days`: how far back (13 months for `npm start`). The API tests seed a fresh database per file,
 * so under the node test runner (NODE_TEST_CONTEXT) the default is FACT_DAYS_IN_TESTS.
 */
import { sql, type Kysely } from 'kysely'
import type {
  AdFactsDailyTable,
  AdUnitsTable,
  Database,
  EmbedEngagementDailyTable,
  EngagementVisitorsDailyTable,
} from '../platform/schema'
import { nyDayBefore } from '../platform/days'
import { rebuildRollups } from './rollup'
import { rebuildSketches } from './sketches'
import { visitorHash } from './segment'
import { visitorIds } from './visitors'
import { DAY, prng } from '../platform/seed-kit'

/** 13 months of days. */
export const FACT_DAYS = 396
export const FACT_DAYS_IN_TESTS = 35

export const defaultFactDays = () =>
  process.env.NODE_TEST_CONTEXT ? FACT_DAYS_IN_TESTS : FACT_DAYS

/** Readers by country (weights). */
const COUNTRIES: ReadonlyArray<[string, number]> = [
  ['US', 55],
  ['CA', 10],
  ['GB', 9],
  ['DE', 5],
  ['AU', 5],
  ['IN', 5],
  ['FR', 4],
  ['BR', 3],
  ['MX', 2],
  ['JP', 2],
]
const COUNTRY_TOTAL = COUNTRIES.reduce((s, [, w]) => s + w, 0)

/** Monday-first weekday factors (New York days): weekends are quieter. */
const WEEKDAY = [1.0, 1.06, 1.08, 1.02, 0.92, 0.62, 0.68]

/** Ad units per site: name, type, CPM range in dollars. */
const UNITS: ReadonlyArray<{ name: string; type: 'DISPLAY' | 'VIDEO'; cpm: [number, number] }> = [
  { name: 'Top Leaderboard 728x90', type: 'DISPLAY', cpm: [1.4, 2.6] },
  { name: 'Right Rail 300x250', type: 'DISPLAY', cpm: [1.8, 3.4] },
  { name: 'In-Article Video', type: 'VIDEO', cpm: [9, 15] },
]
/** The unit that serves ads inside embeds, per site. */
const EMBED_UNIT: { name: string; cpm: Record<'DISPLAY' | 'VIDEO', [number, number]> } = {
  name: 'Embed Ads',
  cpm: { DISPLAY: [2.2, 3.8], VIDEO: [10, 17] },
}

const unitId = (siteUUID: string, n: number) =>
  `ad0${n}${siteUUID.slice(4, 8)}-${siteUUID.slice(9)}`

export interface MetricsSeedAccount {
  accountUUID: string
  sites: readonly string[]
  /** Scales the traffic (Demo Publisher 1). */
  scale: number
}

interface Card {
  content_uuid: string
  embed_uuid: string
  content_type: string
  created_at: number
  properties: string
}

type Fact = EmbedEngagementDailyTable & { inview_loads: number; inview_ms: number }

/** A card's engagement fact row (option '' for the card's own row) at a day, device and country. */
export const engagementFact = (
  accountUUID: string,
  site: string,
  card: { embed_uuid: string; content_uuid: string },
  option: string,
  at: { day: string; device: string; country: string },
  counts: Pick<Fact, 'loads' | 'inview_loads' | 'answers' | 'clicks' | 'inview_ms'>,
): Fact => ({
  account_uuid: accountUUID,
  site_uuid: site,
  embed_uuid: card.embed_uuid,
  content_uuid: card.content_uuid,
  option_uuid: option,
  ...at,
  ...counts,
})

/** The weekday index (Monday 0) of a YYYY-MM-DD day. */
const weekday = (day: string) => (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7

export async function seedMetrics(
  trx: Kysely<Database>,
  accounts: readonly MetricsSeedAccount[],
  now = Date.now(),
  days = defaultFactDays(),
): Promise<void> {
  for (const [a, account] of accounts.entries()) {
    const random = prng(20261027 + a)
    const between = (min: number, max: number) => min + random() * (max - min)
    const pick = () => {
      let r = random() * COUNTRY_TOTAL
      for (const [code, w] of COUNTRIES) if ((r -= w) < 0) return code
      return 'US'
    }
    const embeds = await trx
      .selectFrom('embeds')
      .select(['embed_uuid', 'site_uuid', 'created_at'])
      .where('account_uuid', '=', account.accountUUID)
      .orderBy('embed_uuid')
      .execute()
    const cards: Card[] = await trx
      .selectFrom('embed_contents')
      .innerJoin('embeds', 'embeds.embed_uuid', 'embed_contents.embed_uuid')
      .select([
        'embed_contents.content_uuid',
        'embed_contents.embed_uuid',
        'embed_contents.content_type',
        'embed_contents.created_at',
        'embed_contents.properties',
      ])
      .where('embeds.account_uuid', '=', account.accountUUID)
      .orderBy('embed_contents.embed_uuid')
      .orderBy('embed_contents.content_uuid')
      .execute()
    const cardsOf = new Map<string, Card[]>()
    for (const card of cards)
      cardsOf.set(card.embed_uuid, [...(cardsOf.get(card.embed_uuid) ?? []), card])
    const weight = new Map(embeds.map((e) => [e.embed_uuid, between(0.3, 1.4)]))
    const pool = Math.round(2500 * account.scale)

    const facts = new Map<string, Fact>()
    const visitors: Array<
      Omit<EngagementVisitorsDailyTable, 'visitor_id'> & { visitor_hash: string }
    > = []
    const ads = new Map<string, AdFactsDailyTable>()
    const units: AdUnitsTable[] = account.sites.flatMap((site) => [
      ...UNITS.map((u, n) => ({
        ad_unit_uuid: unitId(site, n),
        account_uuid: account.accountUUID,
        site_uuid: site,
        name: u.name,
      })),
      {
        ad_unit_uuid: unitId(site, UNITS.length),
        account_uuid: account.accountUUID,
        site_uuid: site,
        name: EMBED_UNIT.name,
      },
    ])
    const fact = (
      card: Card,
      option: string,
      day: string,
      device: string,
      country: string,
      site: string,
    ) => {
      const key = `${card.content_uuid}/${option}/${day}/${device}/${country}`
      let row = facts.get(key)
      if (!row) {
        const counts = { loads: 0, inview_loads: 0, answers: 0, clicks: 0, inview_ms: 0 }
        const at = { day, device, country }
        row = engagementFact(account.accountUUID, site, card, option, at, counts)
        facts.set(key, row)
      }
      return row
    }
    const ad = (
      day: string,
      site: string,
      device: string,
      country: string,
      unit: string,
      type: string,
      embed: string,
      impressions: number,
      cpm: number,
    ) => {
      if (impressions <= 0) return
      const key = `${day}/${site}/${device}/${country}/${unit}/${type}/${embed}`
      const row = ads.get(key) ?? {
        account_uuid: account.accountUUID,
        day,
        site_uuid: site,
        device,
        country,
        ad_unit_uuid: unit,
        ad_type: type,
        embed_uuid: embed,
        impressions: 0,
        viewable_impressions: 0,
        revenue_micros: 0,
      }
      row.impressions += impressions
      row.viewable_impressions += Math.round(impressions * between(0.5, 0.75))
      row.revenue_micros += Math.round(impressions * cpm * 1000)
      ads.set(key, row)
    }

    for (let d = days; d >= 1; d--) {
      const day = nyDayBefore(now, d)
      const endOfDay = now - (d - 1) * DAY
      // Slow growth over the year, the weekly shape, and a little noise.
      const level = (1 + 0.4 * (1 - d / FACT_DAYS)) * WEEKDAY[weekday(day)]! * account.scale
      for (const embed of embeds) {
        const own = (cardsOf.get(embed.embed_uuid) ?? []).filter((c) => c.created_at < endOfDay)
        if (!own.length) continue
        const questions = own.filter((c) => c.content_type !== 'STORY')
        const stories = own.filter((c) => c.content_type === 'STORY')
        for (const device of ['DESKTOP', 'MOBILE']) {
          const country = pick()
          const loads = Math.round(
            40 *
              weight.get(embed.embed_uuid)! *
              level *
              between(0.8, 1.2) *
              (device === 'MOBILE' ? 1.2 : 0.8),
          )
          if (loads <= 0) continue
          const site = embed.site_uuid
          const first = fact(own[0]!, '', day, device, country, site)
          first.loads += loads
          const inview = Math.round(loads * between(0.55, 0.82))
          first.inview_loads += inview
          first.inview_ms += Math.round(inview * between(4000, 14000))
          let engaged = 0
          const question = questions[(d + (device === 'MOBILE' ? 1 : 0)) % (questions.length || 1)]
          if (question) {
            const options =
              (
                JSON.parse(question.properties) as {
                  options?: Array<{ optionUUID: string; correctOption: boolean }>
                }
              ).options ?? []
            const answers = Math.round(loads * between(0.12, 0.3))
            for (let n = 0; n < answers && options.length; n++) {
              const o = options[Math.floor(random() * options.length)]!
              const chosen = o.correctOption || random() < 0.8 ? o : options[0]!
              fact(question, chosen.optionUUID, day, device, country, site).answers++
            }
            engaged += Math.round(answers * 0.4)
          }
          const story = stories[d % (stories.length || 1)]
          if (story) {
            const clicks = Math.round(loads * between(0.02, 0.08))
            fact(story, '', day, device, country, site).clicks += clicks
            engaged += Math.round(clicks * 0.5)
          }
          // Engaged visitors: many come back (a skewed draw from the account's pool).
          const seen = new Set<number>()
          for (let n = 0; n < engaged; n++) seen.add(Math.floor(pool * random() ** 1.6))
          for (const v of seen)
            visitors.push({
              account_uuid: account.accountUUID,
              day,
              site_uuid: site,
              embed_uuid: embed.embed_uuid,
              device,
              country,
              visitor_hash: visitorHash(account.accountUUID, `seed-${v}`),
            })
          // Ads inside the embed: display on most in-view loads, video now and then.
          const unit = unitId(site, UNITS.length)
          const embedAd = (type: 'DISPLAY' | 'VIDEO', perInview: number) =>
            ad(
              day,
              site,
              device,
              country,
              unit,
              type,
              embed.embed_uuid,
              Math.round(inview * perInview),
              between(...EMBED_UNIT.cpm[type]),
            )
          embedAd('DISPLAY', 1.6)
          if (random() < 0.4) embedAd('VIDEO', 0.3)
        }
      }
      // The sites' own ad units.
      for (const [s, site] of account.sites.entries()) {
        for (const device of ['DESKTOP', 'MOBILE']) {
          for (const country of ['US', pick()]) {
            const share = country === 'US' ? 0.6 : 0.25
            const pageViews =
              4000 *
              level *
              share *
              (1 - s * 0.25) *
              between(0.85, 1.15) *
              (device === 'MOBILE' ? 1.3 : 0.7)
            for (const [n, u] of UNITS.entries()) {
              if (device === 'MOBILE' && n === 0) continue
              ad(
                day,
                site,
                device,
                country,
                unitId(site, n),
                u.type,
                '',
                Math.round(pageViews * (u.type === 'VIDEO' ? 0.25 : 0.9)),
                between(...u.cpm),
              )
            }
          }
        }
      }
    }

    await trx.insertInto('ad_units').values(units).execute()
    const factRows = [...facts.values()]
    for (let i = 0; i < factRows.length; i += 500)
      await trx
        .insertInto('embed_engagement_daily')
        .values(factRows.slice(i, i + 500))
        .onConflict((oc) =>
          oc
            .columns(['account_uuid', 'day', 'content_uuid', 'option_uuid', 'device', 'country'])
            .doUpdateSet({
              loads: sql<number>`embed_engagement_daily.loads + excluded.loads`,
              inview_loads: sql<number>`embed_engagement_daily.inview_loads + excluded.inview_loads`,
              answers: sql<number>`embed_engagement_daily.answers + excluded.answers`,
              clicks: sql<number>`embed_engagement_daily.clicks + excluded.clicks`,
              inview_ms: sql<number>`embed_engagement_daily.inview_ms + excluded.inview_ms`,
            }),
        )
        .execute()
    const ids = await visitorIds(
      trx,
      account.accountUUID,
      visitors.map((v) => v.visitor_hash),
    )
    const visitorRows = visitors.map(({ visitor_hash, ...v }) => ({
      ...v,
      visitor_id: ids.get(visitor_hash)!,
    }))
    for (let i = 0; i < visitorRows.length; i += 1000)
      await trx
        .insertInto('engagement_visitors_daily')
        .values(visitorRows.slice(i, i + 1000))
        .execute()
    const adRows = [...ads.values()]
    for (let i = 0; i < adRows.length; i += 500)
      await trx
        .insertInto('ad_facts_daily')
        .values(adRows.slice(i, i + 500))
        .execute()
    await rebuildRollups(trx, account.accountUUID)
    await rebuildSketches(trx, account.accountUUID)
  }
}
