/**
 * A metric's detail page (API-65..77): its series by day, its breakdown by the chosen view and
 * its totals, this period and the previous one, summed from the facts' parts (facts.ts).
 */
import type { DB } from '../platform/db'
import {
  adParts,
  countsExactly,
  EMPTY_PARTS,
  engagementParts,
  type AdParts,
  type EngagementFamily,
  type Parts,
} from './facts'
import type { Query } from './input'
import { EXACT_VISITOR_ROWS } from './sketch-reads'

const addParts = (a: Parts | undefined, b: Parts): Parts => ({
  loads: (a?.loads ?? 0) + b.loads,
  inviewLoads: (a?.inviewLoads ?? 0) + b.inviewLoads,
  answers: (a?.answers ?? 0) + b.answers,
  clicks: (a?.clicks ?? 0) + b.clicks,
  visitors: (a?.visitors ?? 0) + b.visitors,
})

const sumOf = (parts: Map<string, Parts>): Parts =>
  [...parts.values()].reduce<Parts>((s, p) => addParts(s, p), addParts(undefined, EMPTY_PARTS))

export interface EngagementDetail {
  total: Parts
  days: Map<string, Parts>
  keys: Map<string, Parts>
  previousTotal: Parts | null
  previousDays: Map<string, Parts> | null
  /** Some number came from the visitor sketches (uniques over many visitor rows). */
  estimate: boolean
}

/**
 * What a detailed call needs: the series by day (from the smallest rollup that covers the
 * filters), the breakdown by key (whole months from the monthly rollups) and the previous
 * period by day; the total is the sum of the series. Uniques are distinct counts that do not
 * add up: one count each for the range, its days, its keys and the previous period, exact or
 * from the sketches for each period as countsExactly says.
 */
export async function engagementDetail(
  db: DB,
  family: EngagementFamily,
  query: Query,
  /** Visitor rows up to which uniques are exact (tests force the sketches with 0). */
  exactUpTo = EXACT_VISITOR_ROWS,
): Promise<EngagementDetail> {
  const { range, previous, viewType } = query
  if (family === 'uniqueEngagedUsers') {
    const [exact, exactBefore] = await Promise.all([
      countsExactly(db, query, range, exactUpTo),
      previous ? countsExactly(db, query, previous, exactUpTo) : true,
    ])
    const [total, days, keys, previousTotal, previousDays] = await Promise.all([
      engagementParts(db, family, query, range, 'total', false, exact),
      engagementParts(db, family, query, range, 'day', false, exact),
      engagementParts(db, family, query, range, viewType, false, exact),
      previous ? engagementParts(db, family, query, previous, 'total', false, exactBefore) : null,
      previous ? engagementParts(db, family, query, previous, 'day', false, exactBefore) : null,
    ])
    return {
      estimate: !exact || !exactBefore,
      total: total.get('') ?? EMPTY_PARTS,
      days,
      keys,
      previousTotal: previousTotal ? (previousTotal.get('') ?? EMPTY_PARTS) : null,
      previousDays,
    }
  }
  const [days, keys, previousDays] = await Promise.all([
    engagementParts(db, family, query, range, 'day'),
    engagementParts(db, family, query, range, viewType),
    previous ? engagementParts(db, family, query, previous, 'day') : null,
  ])
  return {
    total: sumOf(days),
    days,
    keys,
    previousTotal: previousDays ? sumOf(previousDays) : null,
    previousDays,
    estimate: false,
  }
}

export interface AdDetail {
  total: AdParts
  days: Map<string, AdParts>
  keys: Map<string, AdParts>
  previousTotal: AdParts | null
  previousDays: Map<string, AdParts> | null
}

const addAd = (a: AdParts | undefined, b: AdParts): AdParts => ({
  impressions: (a?.impressions ?? 0) + b.impressions,
  revenueMicros: (a?.revenueMicros ?? 0) + b.revenueMicros,
})
const sumAd = (parts: Map<string, AdParts>): AdParts =>
  [...parts.values()].reduce<AdParts>((s, p) => addAd(s, p), { impressions: 0, revenueMicros: 0 })

/** What revenue/detail needs (as engagementDetail). */
export async function adDetail(db: DB, query: Query): Promise<AdDetail> {
  const [days, keys, previousDays] = await Promise.all([
    adParts(db, query, query.range, 'day'),
    adParts(db, query, query.range, query.viewType),
    query.previous ? adParts(db, query, query.previous, 'day') : null,
  ])
  return {
    total: sumAd(days),
    days,
    keys,
    previousTotal: previousDays ? sumAd(previousDays) : null,
    previousDays,
  }
}
