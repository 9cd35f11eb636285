/** The schemas of the support console's calls (support.ts). */
import { z } from 'zod'
import type { SchemasOf } from '../define'
import type { supportCalls } from './support'

/** The products a mockup-generator session can show. */
export const PRODUCT_CATEGORIES = ['EMBEDS', 'COMMENTING'] as const

export const supportAccount = z.object({
  accountUUID: z.string(),
  name: z.string(),
  sites: z.array(z.object({ siteUUID: z.string(), name: z.string() })),
})

export const supportSchemas = {
  accounts: {
    answer: z.object({
      items: z.array(supportAccount),
      productCategories: z.array(z.enum(PRODUCT_CATEGORIES)),
    }),
  },
  openSession: {
    body: z.object({
      kind: z.enum(['mocked', 'mockup']),
      accountUUID: z.string().max(64),
      siteUUID: z.string().max(64).nullable().optional(),
      productCategory: z.enum(PRODUCT_CATEGORIES).nullable().optional(),
    }),
    answer: z.object({ redirect: z.string() }),
  },
  demoAdsTxt: {
    body: z.object({
      state: z.enum(['complete', 'partial', 'absent'], 'Choose complete, partial or absent'),
    }),
    answer: z.object({
      siteUUID: z.string(),
      state: z.enum(['complete', 'partial', 'absent']),
      adsTxtUrl: z.string(),
    }),
  },
} satisfies SchemasOf<typeof supportCalls>
