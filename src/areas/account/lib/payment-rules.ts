/**
 * Payment information rules (spec 000 §3, §5, §8, §9; PAY-03..13, PAY-18), shared by the
 * payment screens and the demo server, so both refuse the same input with the same message.
 * Pure: no DOM, no Node.
 */
import type { Rule } from '../../../core/validation/rules'

export type PaymentType = 'PAYPAL' | 'CHECKS' | 'ACH' | 'WIRE'
/** The path segment of a type in API-29..34 and in the sub-page addresses. */
export type PaymentSlug = 'paypal' | 'check' | 'ach' | 'wire'
export type Selection = PaymentType | 'NONE'

/** PAY-06: the order of the choices on selectmethod. */
export const PAYMENT_TYPES: readonly PaymentType[] = ['PAYPAL', 'CHECKS', 'ACH', 'WIRE']

export const SLUGS: Record<PaymentType, PaymentSlug> = {
  PAYPAL: 'paypal',
  CHECKS: 'check',
  ACH: 'ach',
  WIRE: 'wire',
}

/** PAY-03: a type from the API or a path; `CHECK` (and `checks`) mean CHECKS. */
export function paymentTypeOf(value: string | null | undefined): PaymentType | null {
  switch ((value ?? '').toUpperCase()) {
    case 'PAYPAL':
      return 'PAYPAL'
    case 'CHECK':
    case 'CHECKS':
      return 'CHECKS'
    case 'ACH':
      return 'ACH'
    case 'WIRE':
      return 'WIRE'
    default:
      return null
  }
}

export const TYPE_LABELS: Record<PaymentType, string> = {
  PAYPAL: 'PayPal',
  CHECKS: 'Check',
  ACH: 'ACH / direct deposit',
  WIRE: 'Wire transfer',
}

/** Where each method can be used (spec 000 §9). */
export const TYPE_NOTES: Record<PaymentType, string> = {
  PAYPAL: 'Payouts to your PayPal account',
  CHECKS: 'US only',
  ACH: 'US only',
  WIRE: 'International',
}

/** PAY-03: the id key each method carries besides `id`. */
export const ID_KEYS: Record<PaymentType, string> = {
  PAYPAL: 'paypalUUID',
  CHECKS: 'checkUUID',
  ACH: 'achUUID',
  WIRE: 'wireTransferUUID',
}

/** Spec 000 §9: at most 4 saved methods; tax forms are PDFs of at most 5 MB. */
export const MAX_METHODS = 4
export const MAX_TAX_FORM_BYTES = 5 * 1024 * 1024

export const SELECT_TYPE_MESSAGE = 'You need to select a payment type before moving forward.'
export const TAX_FORM_TOO_LARGE =
  'The file you tried to upload exceeds 5 MB, please upload a smaller file.'
export const TAX_FORM_NOT_PDF = 'Please upload a PDF file.'
export const TOO_MANY_METHODS = `You can save at most ${MAX_METHODS} payment methods.`

/** PAY-05: `Add Payment Method` shows only below the limit. */
export function canAddMethod(savedCount: number): boolean {
  return savedCount < MAX_METHODS
}

/** PAY-06: PAYPAL is preselected unless a method is already saved, then nothing is. */
export function defaultSelection(savedCount: number): Selection {
  return savedCount > 0 ? 'NONE' : 'PAYPAL'
}

// ---------------------------------------------------------------- text rules (spec 000 §5)

/** Letters, digits, apostrophe, dot, hyphen, space, comma (routing, account, IBAN, addresses). */
const BANK_CHARS = /^[\p{L}\p{M}0-9'.,\- ]+$/u
/** Letters and punctuation (city, state, country); spaces separate the words of a place name. */
const PLACE_CHARS = /^[\p{L}\p{M}\p{P} ]+$/u
/** Letters and spaces only (pay to). */
const NAME_CHARS = /^[\p{L}\p{M} ]+$/u
const CONTROL = /\p{Cc}/u

/**
 * A required text rule: the value must not start with whitespace, must have `min`..`max`
 * characters (trailing spaces do not count) and, when given, only the characters of `chars`.
 * Every failure gives the field's one message, as the spec's table does.
 */
export function textRule(
  message: string,
  min: number,
  max: number,
  chars?: RegExp,
): Rule & { max: number } {
  const rule = (value: string | null | undefined) => {
    if (typeof value !== 'string' || /^\s/.test(value) || CONTROL.test(value)) return message
    const length = [...value.trimEnd()].length
    if (length < min || length > max) return message
    if (chars && !chars.test(value.trimEnd())) return message
    return null
  }
  return Object.assign(rule, { max })
}

/** A choice among fixed values. */
export function choiceRule(values: readonly string[], message: string): Rule {
  return (value) => (value && values.includes(value) ? null : message)
}

export const MESSAGES = {
  paypalUserName: 'You need to enter a valid Paypal user name',
  bankName: 'Please enter a valid bank name',
  accountName: 'Please enter a valid account/company name',
  routingNumber: 'Please enter a valid routing number',
  accountNumber: 'Please enter a valid account number',
  iban: 'Please enter a valid IBAN',
  address: 'You need to enter a valid address',
  city: 'Please enter a valid city',
  state: 'Please enter a valid state',
  country: 'Please enter a valid country',
  zip: 'Please enter a valid zip code',
  swift: 'Please enter a valid SWIFT',
  payTo: 'Please enter a valid name',
  bankAccountType: 'Please choose an account type',
  businessType: 'Please choose a business type',
} as const

const RULES = {
  paypalUserName: textRule(MESSAGES.paypalUserName, 2, 150),
  bankName: textRule(MESSAGES.bankName, 2, 150),
  accountName: textRule(MESSAGES.accountName, 2, 150),
  routingNumber: textRule(MESSAGES.routingNumber, 2, 150, BANK_CHARS),
  accountNumber: textRule(MESSAGES.accountNumber, 2, 150, BANK_CHARS),
  iban: textRule(MESSAGES.iban, 2, 150, BANK_CHARS),
  address: textRule(MESSAGES.address, 2, 150, BANK_CHARS),
  city: textRule(MESSAGES.city, 2, 50, PLACE_CHARS),
  state: textRule(MESSAGES.state, 2, 50, PLACE_CHARS),
  country: textRule(MESSAGES.country, 2, 50, PLACE_CHARS),
  zip: textRule(MESSAGES.zip, 2, 12),
  swift: textRule(MESSAGES.swift, 2, 20),
  payTo: textRule(MESSAGES.payTo, 2, 150, NAME_CHARS),
}

export const BANK_ACCOUNT_TYPES = [
  'BUSINESS_CHECKING',
  'BUSINESS_SAVINGS',
  'PERSONAL_CHECKING',
  'PERSONAL_SAVINGS',
] as const
export const BUSINESS_TYPES = ['INTERNATIONAL_CORPORATION', 'INTERNATIONAL_VENDOR'] as const

export const CHOICE_LABELS: Record<string, string> = {
  BUSINESS_CHECKING: 'Business checking',
  BUSINESS_SAVINGS: 'Business savings',
  PERSONAL_CHECKING: 'Personal checking',
  PERSONAL_SAVINGS: 'Personal savings',
  INTERNATIONAL_CORPORATION: 'International corporation',
  INTERNATIONAL_VENDOR: 'International vendor',
}

export interface TextFieldDef {
  kind: 'text'
  key: string
  label: string
  rule: Rule & { max: number }
  /** Spans both columns of the form grid. */
  wide?: boolean
  autoComplete?: string
}

export interface ChoiceFieldDef {
  kind: 'choice'
  key: string
  label: string
  options: readonly string[]
  rule: Rule
  wide?: boolean
}

export type FieldDef = TextFieldDef | ChoiceFieldDef

const text = (
  key: string,
  label: string,
  rule: Rule & { max: number },
  extra: Partial<TextFieldDef> = {},
): TextFieldDef => ({ kind: 'text', key, label, rule, ...extra })

/** A wide choice among `options`; `message` when none is chosen. */
const choice = (
  key: string,
  label: string,
  options: readonly string[],
  message: string,
): ChoiceFieldDef => ({
  kind: 'choice',
  key,
  label,
  options,
  rule: choiceRule(options, message),
  wide: true,
})

/** PAY-08..12: the fields of each form, in display order. */
export const FORM_FIELDS: Record<PaymentType, readonly FieldDef[]> = {
  PAYPAL: [text('paypalUserName', 'PayPal user name', RULES.paypalUserName, { wide: true })],
  CHECKS: [
    text('payTo', 'Pay to', RULES.payTo, { wide: true }),
    text('paymentStreetAddress', 'Street address', RULES.address, {
      wide: true,
      autoComplete: 'street-address',
    }),
    text('city', 'City', RULES.city),
    text('state', 'State', RULES.state),
    text('zipCode', 'Zip code', RULES.zip, { autoComplete: 'postal-code' }),
    text('country', 'Country', RULES.country),
  ],
  ACH: [
    choice('bankAccountType', 'Account type', BANK_ACCOUNT_TYPES, MESSAGES.bankAccountType),
    text('bankName', 'Bank name', RULES.bankName),
    text('accountName', 'Account/company name', RULES.accountName),
    text('routingCode', 'Routing number', RULES.routingNumber),
    text('accountNumber', 'Account number', RULES.accountNumber),
  ],
  WIRE: [
    choice('businessType', 'Business type', BUSINESS_TYPES, MESSAGES.businessType),
    text('bankName', 'Bank name', RULES.bankName),
    text('accountName', 'Account/company name', RULES.accountName),
    text('bankAddress', 'Bank street address', RULES.address, { wide: true }),
    text('bankCity', 'Bank city', RULES.city),
    text('bankRegion', 'Bank state/region', RULES.state),
    text('bankZipCode', 'Bank zip code', RULES.zip),
    text('bankCountry', 'Bank country', RULES.country),
    text('swift', 'SWIFT', RULES.swift),
    text('iban', 'IBAN', RULES.iban),
  ],
}

/** The `validate()` schema of a form. */
export function rulesFor(type: PaymentType): Record<string, Rule[]> {
  return Object.fromEntries(FORM_FIELDS[type].map((f) => [f.key, [f.rule]]))
}

/** The value stored for a valid text: trailing spaces dropped (leading ones are refused). */
export function storedText(value: string): string {
  return value.trimEnd()
}

// ---------------------------------------------------------------- messages (PAY-18, CORE-10)

export const SAVE_MESSAGES: Record<PaymentType, { success: string; failure: string }> = {
  WIRE: {
    success: 'You have saved your wire transfer information',
    failure: 'There was an issue updating your wire transfer information',
  },
  PAYPAL: {
    success: 'Your Paypal information has been saved',
    failure: 'There was an issue saving your paypal data',
  },
  CHECKS: {
    success: 'Check information updated Successfully',
    failure: 'We could not process your check information',
  },
  ACH: {
    success: 'We saved your direct deposit information!!!',
    failure: 'Please check your network, we could not process your direct deposit form',
  },
}

export const DEFAULT_SAVE_MESSAGES = {
  success: 'Your information has been saved successfully',
  failure: 'Woops, something wrong. Please try again later.',
}

export const FETCH_FAILED = 'Woops, something wrong: Network error. Please try again later.'
export const SUMMARY_FAILED = 'There was an issue fetching your Payment Information'

// ---------------------------------------------------------------- sub-pages (PAY-01)

export type PaymentPage =
  | { kind: 'index' }
  | { kind: 'emptystate' }
  | { kind: 'existingpayments' }
  | { kind: 'selectmethod' }
  | { kind: 'enterinformation'; type: PaymentType | null; id: string | null }
  | { kind: 'unknown' }

/** The payment sub-page of the path segments after `paymentinfo`. */
export function paymentPage(rest: readonly string[]): PaymentPage {
  const [page, type, id, ...more] = rest
  if (page === undefined) return { kind: 'index' }
  if (page === 'emptystate' || page === 'existingpayments' || page === 'selectmethod')
    return type === undefined ? { kind: page } : { kind: 'unknown' }
  if (page !== 'enterinformation' || more.length) return { kind: 'unknown' }
  if (type === undefined) return { kind: 'enterinformation', type: null, id: null }
  const known = paymentTypeOf(type)
  if (!known) return { kind: 'unknown' }
  return { kind: 'enterinformation', type: known, id: id ?? null }
}

export const PAYMENT_BASE = '/dashboard/account/paymentinfo'

/** The address of a payment sub-page. */
export function paymentPath(
  page: 'emptystate' | 'existingpayments' | 'selectmethod' | 'enterinformation',
  type?: PaymentType,
  id?: string,
): string {
  const parts = [PAYMENT_BASE, page]
  if (type) parts.push(SLUGS[type])
  if (type && id) parts.push(encodeURIComponent(id))
  return parts.join('/')
}

/**
 * Where a payment sub-page sends the user instead of rendering, given how many methods are
 * saved (null: render it). Unknown paths → 404; the bare tab and the list/empty pages follow
 * the data; adding is closed at 4 methods; a form needs its type.
 */
export function paymentRedirect(page: PaymentPage, savedCount: number): string | null {
  switch (page.kind) {
    case 'unknown':
      return '/error/404'
    case 'index':
      return paymentPath(savedCount ? 'existingpayments' : 'emptystate')
    case 'emptystate':
      return savedCount ? paymentPath('existingpayments') : null
    case 'existingpayments':
      return savedCount ? null : paymentPath('emptystate')
    case 'selectmethod':
      return canAddMethod(savedCount) ? null : paymentPath('existingpayments')
    case 'enterinformation':
      if (!page.type) return paymentPath('selectmethod')
      return page.id || canAddMethod(savedCount) ? null : paymentPath('existingpayments')
  }
}

// What tells saved methods apart (PAY-05) and the tax forms (PAY-13).
export * from './payment-method-rules'
