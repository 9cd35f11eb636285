/** The schemas of the product-access calls (access.ts): bodies as the server reads them, answers as sent. */
import { z } from 'zod'
import type { SchemasOf } from '../define'
import type { accessCalls } from './access'

export const PRODUCT_TYPES = ['COMMENTING', 'RATINGS'] as const
const productType = z.enum(PRODUCT_TYPES, 'Choose COMMENTING or RATINGS')

/** API-106: the account's request for a product. */
export const accessRequest = z.object({
  requestStatus: z.enum(['PENDING', 'APPROVED']).nullable(),
  userEmail: z.string().nullable(),
  productType,
})
export type AccessRequest = z.output<typeof accessRequest>
export type RequestStatus = AccessRequest['requestStatus']

/** API-107: whether a site has a commenting unit. */
export const siteUnit = z.object({
  hasCommentingUnit: z.boolean(),
  commentingUnitUUID: z.string().nullable(),
  commentingUnitConfigurationUUID: z.string().nullable(),
})
export type SiteUnit = z.output<typeof siteUnit>

export const accessSchemas = {
  current: { query: z.object({ productType }), answer: accessRequest },
  ask: {
    body: z.object({ productType }),
    answer: z.union([z.literal(true), accessRequest]),
  },
  siteUnit: { answer: siteUnit },
  createUnit: { body: z.object({ siteUUID: z.string().max(64) }), answer: siteUnit },
  supportApprove: {
    answer: z.object({
      requestStatus: z.literal('APPROVED'),
      createdUnits: z.array(z.object({ siteUUID: z.string(), commentingUnitUUID: z.string() })),
    }),
  },
} satisfies SchemasOf<typeof accessCalls>
