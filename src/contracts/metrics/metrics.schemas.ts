/**
 * The schemas of the metric calls (metrics.ts): the query form and the answers. The analytics
 * rule module (src/areas/analytics/lib/metrics-rules.ts) takes its types of these shapes from
 * here, so each is written once; the server reads the form with its own parser (metrics/input.ts),
 * which applies the rule module's limits.
 */
import { z } from 'zod'
import { DEVICES, REVENUE_TYPES, VIEW_TYPES } from '../../areas/analytics/lib/metrics-rules'
import type { SchemasOf } from '../define'
import type { metricCalls } from './metrics'

/** The form of every metric call (lists as repeated keys; absent and empty values left out). */
export const metricQuery = z.object({
  accountUUID: z.string(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  /** LAST_SEVEN_DAYS etc. (the reports' ranges, REP-08); the server resolves it in New York. */
  dateRange: z.string().optional(),
  viewType: z.enum(VIEW_TYPES).optional(),
  topRank: z.number().optional(),
  sites: z.array(z.string()).optional(),
  devices: z.array(z.enum(DEVICES)).optional(),
  /** ISO 3166-1 alpha-2 codes. */
  countries: z.array(z.string()).optional(),
  embeds: z.array(z.string()).optional(),
  /** Story content UUIDs. */
  stories: z.array(z.string()).optional(),
  dataType: z.literal('storyclicks').optional(),
  revenueType: z.enum(REVENUE_TYPES).optional(),
  /** Beyond the spec: also answer the previous period of the same length (default true). */
  compare: z.boolean().optional(),
})

/** Day (yyyy-MM-dd, New York) → value. */
export const byDate = z.record(z.string(), z.number())

/** One value with the same-length previous period's value (null when `compare` is false). */
export const metricTotal = z.object({
  aggregate: z.number(),
  previous: z.number().nullable(),
  /**
   * Unique engaged users over many visitor rows: some number of the answer (total, previous,
   * series or table) is a HyperLogLog estimate, within about 2 %.
   */
  estimate: z.literal(true).optional(),
})

/** A row of the breakdown table: `key` is the site/embed/story UUID, device, country code… */
export const breakdownRow = z.object({
  key: z.string(),
  /** What the table shows: site name, embed name, story title, country name, `Desktop`… */
  name: z.string(),
  value: z.number(),
})

/**
 * API-63, 66, 68, 70 (`{family}/detailed`): the total, the series by day for the range and for the
 * previous period (its own days), and the table by the chosen viewType, largest value first.
 */
export const metricDetailed = z.object({
  total: metricTotal,
  series: z.object({ by_date: byDate, previous_by_date: byDate.nullable() }),
  table: z.array(breakdownRow),
})

export const metricTotalReply = z.object({ total: metricTotal })

/** The three values of the revenue family, from sums (CPM = revenue / impressions × 1000). */
export const adValues = z.object({ revenue: z.number(), impressions: z.number(), cpm: z.number() })

/** A breakdown row of the revenue family (AD_TYPE keys: `DISPLAY`, `VIDEO`). */
export const adBreakdownRow = adValues.extend({ key: z.string(), name: z.string() })

const adTotal = z.object({ aggregate: adValues, previous: adValues.nullable() })

/** API-73 (`revenue/detail`): the table largest revenue first. */
export const revenueDetail = z.object({
  total: adTotal,
  series: z.object({
    by_date: z.record(z.string(), adValues),
    previous_by_date: z.record(z.string(), adValues).nullable(),
  }),
  table: z.array(adBreakdownRow),
})

export const revenueTotalReply = z.object({ total: adTotal })

/** API-64 rows, plus the embed's name for the link. */
export const topQuestionRow = z.object({
  rank: z.number(),
  question: z.string(),
  answers: z.number(),
  embed_uuid: z.string(),
  embed_name: z.string(),
})

/** API-71 rows, plus the embed's name for the link. */
export const topStoryRow = z.object({
  rank: z.number(),
  title: z.string(),
  clicks: z.number(),
  embed_uuid: z.string(),
  embed_name: z.string(),
})

/** API-76, 77, 78 answers: id → name maps. */
export const nameMap = z.record(z.string(), z.string())

const detailed = { body: metricQuery, bodyAs: 'urlencoded', answer: metricDetailed } as const
const total = { body: metricQuery, bodyAs: 'urlencoded', answer: metricTotalReply } as const
const csvExport = { body: metricQuery, bodyAs: 'urlencoded', file: 'text/csv' } as const

export const metricSchemas = {
  questionAnsweredDetailed: detailed,
  questionAnsweredTotal: total,
  questionAnsweredExport: csvExport,
  embedLoadDetailed: detailed,
  embedLoadTotal: total,
  embedLoadExport: csvExport,
  uniqueEngagedUsersDetailed: detailed,
  uniqueEngagedUsersTotal: total,
  uniqueEngagedUsersExport: csvExport,
  storyClickedDetailed: detailed,
  storyClickedTotal: total,
  storyClickedExport: csvExport,
  topQuestions: {
    body: metricQuery,
    bodyAs: 'urlencoded',
    answer: z.object({ rows: z.array(topQuestionRow) }),
  },
  topStories: {
    body: metricQuery,
    bodyAs: 'urlencoded',
    answer: z.object({ rows: z.array(topStoryRow) }),
  },
  revenueDetail: { body: metricQuery, bodyAs: 'urlencoded', answer: revenueDetail },
  revenueTotal: { body: metricQuery, bodyAs: 'urlencoded', answer: revenueTotalReply },
  revenueExport: csvExport,
  stories: { answer: z.object({ stories: nameMap }) },
  countries: {
    query: z.object({ startDate: z.string().optional(), endDate: z.string().optional() }),
    answer: z.object({ countries: nameMap }),
  },
} satisfies SchemasOf<typeof metricCalls>
