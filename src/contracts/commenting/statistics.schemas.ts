/**
 * The schemas of the statistics calls (statistics.ts). The query values are read as sent and
 * checked by the route after its access check (another account's unit answers 404 first).
 */
import { z } from 'zod'
import type { SchemasOf } from '../define'
import type { statisticsCalls } from './statistics'

export const statsRow = z.object({
  dateRange: z.string(),
  viewCount: z.number(),
  commentCount: z.number(),
  promoTokenCount: z.number(),
  otherTokenCount: z.number(),
})

export const statsPage = z.object({
  groups: z.array(z.object({ date: z.string(), rows: z.array(statsRow) })),
  hasMoreData: z.boolean(),
})

/** DAY, MONTH or YEAR. */
const interval = z.string().describe('DAY, MONTH or YEAR')

export const statisticsSchemas = {
  statistics: {
    query: z.object({
      interval: interval.optional(),
      skip: z.string().describe('A multiple of 10 from 0').optional(),
    }),
    answer: statsPage,
  },
  exportStatistics: { query: z.object({ interval: interval.optional() }), file: 'text/csv' },
  exportProfiles: {
    query: z.object({ format: z.string().describe('CSV or XML').optional() }),
    file: 'text/csv',
  },
} satisfies SchemasOf<typeof statisticsCalls>
