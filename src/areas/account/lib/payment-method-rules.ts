/**
 * Payment methods told apart in the list (PAY-05) and their tax forms (PAY-13): part of the payment
 * rules (payment-rules.ts re-exports it), shared by the screens and the demo server. Pure.
 */
import {
  MAX_TAX_FORM_BYTES,
  TAX_FORM_NOT_PDF,
  TAX_FORM_TOO_LARGE,
  type PaymentType,
} from './payment-rules'

// ---------------------------------------------------------------- telling methods apart (PAY-05)

/**
 * What tells saved methods apart in the list (the API-28 items carry it besides type, flag and
 * date; issue 7 review finding): the PayPal user name, the check's payee, the bank's name and
 * the end of the account number or IBAN. Never a full account number.
 */
export interface MethodTag {
  paypalUserName?: string
  payTo?: string
  bankName?: string
  /** The last characters of the account number (ACH) or IBAN (wire): at most 4, at most half. */
  accountEnding?: string
}

/**
 * The visible end of an account number or IBAN: its letters and digits (spaces, dots and
 * hyphens dropped), the last 4, but never more than half of them, so a short number is not
 * shown whole. Null when nothing may be shown.
 */
export function accountEnding(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const chars = value.replace(/[^\p{L}\p{N}]/gu, '')
  const shown = Math.min(4, Math.floor([...chars].length / 2))
  return shown > 0 ? [...chars].slice(-shown).join('') : null
}

/** "•••• 6789": the masked account number shown in the list. */
export function maskedAccount(ending: string): string {
  return `•••• ${ending}`
}

/** The tag of a stored method from its stored fields (the server's summary uses it). */
export function methodTag(type: PaymentType, data: Record<string, unknown>): MethodTag {
  const text = (key: string) => (typeof data[key] === 'string' && data[key] ? data[key] : null)
  const tag: MethodTag = {}
  const put = (key: keyof MethodTag, value: string | null) => {
    if (value) tag[key] = value
  }
  if (type === 'PAYPAL') put('paypalUserName', text('paypalUserName'))
  if (type === 'CHECKS') put('payTo', text('payTo'))
  if (type === 'ACH' || type === 'WIRE') put('bankName', text('bankName'))
  if (type === 'ACH') put('accountEnding', accountEnding(data.accountNumber))
  if (type === 'WIRE') put('accountEnding', accountEnding(data.iban))
  return tag
}

/**
 * The tag as shown in the list ("First Demo Bank · •••• 6789") and as read by a screen reader
 * ("First Demo Bank, account ending in 6789"); null parts when the method has no tag.
 */
export function tagTexts(tag: MethodTag): { shown: string; spoken: string } | null {
  const shown: string[] = []
  const spoken: string[] = []
  for (const value of [tag.paypalUserName, tag.payTo && `Pay to ${tag.payTo}`, tag.bankName])
    if (value) {
      shown.push(value)
      spoken.push(value)
    }
  if (tag.accountEnding) {
    shown.push(maskedAccount(tag.accountEnding))
    spoken.push(`account ending in ${tag.accountEnding}`)
  }
  return shown.length ? { shown: shown.join(' · '), spoken: spoken.join(', ') } : null
}

// ---------------------------------------------------------------- tax forms (PAY-13)

export type TaxFormKind = 'w9' | 'w8BENE' | 'w8BEN'

export const TAX_FORM_LABELS: Record<TaxFormKind, string> = {
  w9: 'W-9 form',
  w8BENE: 'W-8BEN-E form',
  w8BEN: 'W-8BEN form',
}

/**
 * The tax form a method needs (also the name of its form-data part): W-9 for check and ACH,
 * W-8BEN-E for a corporation's wire, W-8BEN for a vendor's; none for PayPal, and none for a
 * wire until its business type is chosen.
 */
export function taxFormKind(type: PaymentType, businessType?: string | null): TaxFormKind | null {
  if (type === 'CHECKS' || type === 'ACH') return 'w9'
  if (type !== 'WIRE') return null
  if (businessType === 'INTERNATIONAL_CORPORATION') return 'w8BENE'
  if (businessType === 'INTERNATIONAL_VENDOR') return 'w8BEN'
  return null
}

export function taxFormMissing(kind: TaxFormKind): string {
  return `Please upload your ${TAX_FORM_LABELS[kind]} (PDF).`
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d] // "%PDF-"

/** True when the first bytes are a PDF header ("%PDF-"): the type is judged by content. */
export function looksLikePdf(head: Uint8Array): boolean {
  return PDF_MAGIC.every((byte, i) => head[i] === byte)
}

/** PAY-13: the message for an unacceptable tax form file, or null. */
export function taxFormProblem(size: number, head: Uint8Array): string | null {
  if (size > MAX_TAX_FORM_BYTES) return TAX_FORM_TOO_LARGE
  if (!looksLikePdf(head)) return TAX_FORM_NOT_PDF
  return null
}

/** A safe display/download name for an uploaded file (no path, no control characters). */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? ''
  const clean = base
    .replace(/[\p{Cc}"<>|:*?]/gu, '')
    .trim()
    .slice(0, 150)
  return clean || 'tax-form.pdf'
}
