/** Payment-information calls of the account service (API-28..34), from their contracts. */
import { accountCalls } from '../../../contracts/accounts/account'
import type {
  accountSchemas,
  PaymentSummary,
  SavedMethod,
} from '../../../contracts/accounts/account.schemas'
import { paymentCalls } from '../../../contracts/accounts/payments'
import type {
  MethodDetail,
  paymentSchemas,
  TaxForm,
} from '../../../contracts/accounts/payments.schemas'
import { client } from '../../../core/contract-client'
import { uploads } from '../../../core/contract-upload'
import { SLUGS, type PaymentType, type TaxFormKind } from '../lib/payment-rules'

export type { MethodDetail, PaymentSummary, SavedMethod, TaxForm }

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

const account = client<typeof accountSchemas>()(accountCalls)
const payments = client<typeof paymentSchemas>()(paymentCalls)
const withFiles = uploads<typeof paymentSchemas>()(paymentCalls)

export const paymentApi = {
  summary: (accountUUID: string, signal?: AbortSignal) =>
    account.paymentSummary({ params: { accountUUID } }, { signal }),

  method: (type: PaymentType, id: string, signal?: AbortSignal) =>
    payments.method({ params: { type: SLUGS[type], methodUUID: id } }, { signal }),

  /** API-30..34: PayPal as JSON, the others as form-data with their PDF (upload progress). */
  save(input: SaveRequest): Promise<MethodDetail> {
    const type = SLUGS[input.type]
    const { signal, onProgress } = input
    if (input.type === 'PAYPAL') {
      const body = { ...input.fields, preferredPayment: input.preferredPayment }
      return input.id
        ? payments.update({ params: { type, methodUUID: input.id }, body }, { signal })
        : payments.create({ params: { type, accountUUID: input.accountUUID }, body }, { signal })
    }
    const body = new FormData()
    for (const [key, value] of Object.entries(input.fields)) body.append(key, value)
    body.append('preferredPayment', String(input.preferredPayment))
    if (input.defaultAddress !== undefined)
      body.append('defaultAddress', String(input.defaultAddress))
    if (input.taxForm) body.append(input.taxForm.kind, input.taxForm.file, input.taxForm.file.name)
    return input.id
      ? withFiles.update({ params: { type, methodUUID: input.id }, body }, { signal, onProgress })
      : withFiles.create(
          { params: { type, accountUUID: input.accountUUID }, body },
          { signal, onProgress },
        )
  },

  /** Makes a saved method the only preferred one. */
  makePreferred: (type: PaymentType, id: string) =>
    payments.makePreferred({ params: { type: SLUGS[type], methodUUID: id } }),
}
