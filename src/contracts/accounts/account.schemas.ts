/** The schemas of the account, profile and shell calls (account.ts). */
import { z } from 'zod'
import { MAX_PASSWORD_LENGTH } from '../../core/validation/password-rules'
import type { SchemasOf } from '../define'
import type { accountCalls } from './account'

const text = z.string('Required').max(500, 'Too long').nullable()

/** The General tab's fields (API-02's body). */
export const generalInput = z.object({
  accountName: text,
  streetAddress: text,
  city: text,
  zipCode: text,
  region: text,
  country: text,
})
export type GeneralInfo = z.input<typeof generalInput>

export const generalAnswer = z.object({
  accountUUID: z.string(),
  accountName: z.string().nullable(),
  streetAddress: z.string().nullable(),
  city: z.string().nullable(),
  zipCode: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string().nullable(),
  showPubPortalV2Button: z.boolean(),
})

export const site = z.object({ siteUUID: z.string(), name: z.string(), url: z.string() })

export const sitesPage = z.object({
  items: z.array(site),
  currentPage: z.number(),
  totalRows: z.number(),
  totalPages: z.number(),
})
export type SitesPage = z.output<typeof sitesPage>

/** A saved method in the summary: what tells it apart, masked (never a whole number). */
export const savedMethod = z.object({
  id: z.string(),
  paymentType: z.string(),
  preferredPayment: z.boolean(),
  lastUpdate: z.string(),
  paypalUserName: z.string().optional(),
  payTo: z.string().optional(),
  bankName: z.string().optional(),
  accountEnding: z.string().optional(),
})

export type SavedMethod = z.output<typeof savedMethod>

export const paymentSummary = z.object({
  payoutThreshold: z.number(),
  paymentInfo: z.array(savedMethod),
  paymentTypes: z.array(z.string()),
})
export type PaymentSummary = z.output<typeof paymentSummary>

const profileText = z.string('Required').max(300, 'Too long').nullable()
/** API-10's body; `currentPassword` only when the e-mail changes. */
export const profileInput = z.object({
  firstName: profileText,
  lastName: profileText,
  email: profileText,
  phoneNumber: profileText,
  currentPassword: z.string().max(MAX_PASSWORD_LENGTH, 'Too long').nullable().optional(),
})
export type ProfileInput = z.input<typeof profileInput>

export const profileAnswer = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
})
export type Profile = z.output<typeof profileAnswer>

export const dashboardMessage = z.object({ showMessage: z.boolean(), message: z.string() })

export const accountSchemas = {
  general: { answer: generalAnswer },
  saveGeneral: { body: generalInput, answer: generalAnswer },
  sites: {
    query: z.object({
      filterRonSites: z.enum(['true', 'false']).optional(),
      page: z.coerce.number().int().min(1).max(10_000).optional(),
      size: z.coerce.number().int().min(1).max(100).optional(),
    }),
    answer: sitesPage,
  },
  paymentSummary: { answer: paymentSummary },
  saveProfile: { body: profileInput, answer: profileAnswer },
  ip: { answer: z.object({ ip: z.string() }) },
  dashboardMessage: { answer: dashboardMessage },
  feedback: {
    body: z.object({
      message: z.string('Required').max(2000, 'Use at most 2000 characters'),
      page: z.string().max(500).default(''),
    }),
    answer: z.object({ saved: z.literal(true) }),
  },
} satisfies SchemasOf<typeof accountCalls>
