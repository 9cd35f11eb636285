/** Payment-information calls of the account service (API-28..34). */
import { request } from '../../../core/http'
import { upload } from '../../../core/upload'
import type { PaymentSummary as SessionPaymentSummary } from '../../../core/session-types'
import { SLUGS, type MethodTag, type PaymentType, type TaxFormKind } from '../lib/payment-rules'

/** API-28's item as this tab reads it: with what tells the method apart (masked, no full number). */
export type SavedMethod = SessionPaymentSummary['paymentInfo'][number] & MethodTag
export interface PaymentSummary extends Omit<SessionPaymentSummary, 'paymentInfo'> {
  paymentInfo: SavedMethod[]
}

export interface TaxForm {
  kind: TaxFormKind | null
  name: string
  updatedDate: string
  formLink: string
}

/** API-29: one saved method; its form fields are flat string values. */
export interface MethodDetail {
  id: string
  paymentType: PaymentType
  preferredPayment: boolean
  lastUpdate: string
  defaultAddress?: boolean
  taxForm: TaxForm | null
  [field: string]: unknown
}

export interface SaveRequest {
  accountUUID: string
  type: PaymentType
  /** The saved method's id; null saves a new one. */
  id: string | null
  fields: Record<string, string>
  preferredPayment: boolean
  defaultAddress?: boolean
  /** The tax form part: its name (w9, w8BENE, w8BEN) and the file, when one was attached. */
  taxForm?: { kind: TaxFormKind; file: File } | null
  onProgress?: (sent: number, total: number) => void
  signal?: AbortSignal
}

const enc = encodeURIComponent

export const paymentApi = {
  summary: (accountUUID: string, signal?: AbortSignal) =>
    request<PaymentSummary>('accounts', `/accounts/${enc(accountUUID)}/paymentinfo`, { signal }),

  method: (type: PaymentType, id: string, signal?: AbortSignal) =>
    request<MethodDetail>('accounts', `/paymentinfo/${SLUGS[type]}/${enc(id)}`, { signal }),

  /** API-30..34: PayPal as JSON, the others as form-data with their PDF (upload progress). */
  save(input: SaveRequest): Promise<MethodDetail> {
    const path = input.id
      ? `/paymentinfo/${SLUGS[input.type]}/${enc(input.id)}`
      : `/accounts/${enc(input.accountUUID)}/paymentinfo/${SLUGS[input.type]}`
    const method = input.id ? 'PUT' : 'POST'
    if (input.type === 'PAYPAL')
      return request<MethodDetail>('accounts', path, {
        method,
        body: { ...input.fields, preferredPayment: input.preferredPayment },
        signal: input.signal,
      })
    const body = new FormData()
    for (const [key, value] of Object.entries(input.fields)) body.append(key, value)
    body.append('preferredPayment', String(input.preferredPayment))
    if (input.defaultAddress !== undefined)
      body.append('defaultAddress', String(input.defaultAddress))
    if (input.taxForm) body.append(input.taxForm.kind, input.taxForm.file, input.taxForm.file.name)
    return upload<MethodDetail>('accounts', path, {
      method,
      body,
      signal: input.signal,
      onProgress: input.onProgress,
    })
  },

  /** Makes a saved method the only preferred one. */
  makePreferred: (type: PaymentType, id: string) =>
    request<MethodDetail>('accounts', `/paymentinfo/${SLUGS[type]}/${enc(id)}/preferred`, {
      method: 'PUT',
    }),
}
