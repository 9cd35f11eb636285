/**
 * The schemas of the payment-method calls (payments.ts). A save's fields depend on its type
 * (FORM_FIELDS and the rules in src/areas/account/lib/payment-rules.ts, which the route applies),
 * so the body lists the common flags and lets the type's fields and tax-form file through.
 */
import { z } from 'zod'
import type { SchemasOf } from '../define'
import type { paymentCalls } from './payments'

const flag = z.union([z.boolean(), z.enum(['true', 'false'])]).optional()

export const methodSave = z
  .object({
    preferredPayment: flag,
    /** Checks only. */
    defaultAddress: flag,
  })
  .catchall(z.unknown())

export const taxForm = z.object({
  kind: z.enum(['w9', 'w8BENE', 'w8BEN']).nullable(),
  name: z.string(),
  updatedDate: z.string(),
  formLink: z.string(),
})
export type TaxForm = z.output<typeof taxForm>

/** API-29: one saved method; its form fields are flat string values beside these. */
export const methodDetail = z
  .object({
    id: z.string(),
    paymentType: z.enum(['PAYPAL', 'CHECKS', 'ACH', 'WIRE']),
    preferredPayment: z.boolean(),
    lastUpdate: z.string(),
    defaultAddress: z.boolean().optional(),
    taxForm: taxForm.nullable(),
  })
  .catchall(z.unknown())
export type MethodDetail = z.output<typeof methodDetail>

export const paymentSchemas = {
  method: { answer: methodDetail },
  taxForm: { file: 'application/pdf' },
  create: { body: methodSave, bodyAs: 'json-or-upload', answer: methodDetail },
  update: { body: methodSave, bodyAs: 'json-or-upload', answer: methodDetail },
  makePreferred: { answer: methodDetail },
} satisfies SchemasOf<typeof paymentCalls>
