/**
 * Validation rules shared by the elements and the demo server (spec 000 §5). Each rule returns
 * the spec's message for an invalid value, or null. No DOM, no dependencies.
 */

export type Rule = (value: string | null | undefined) => string | null

/** CORE-11: text is trimmed and an empty value becomes null. */
export function normalizeText(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  return trimmed === '' ? null : trimmed
}

/** Applies normalizeText to every string field of a flat object. */
export function normalizeFields<T extends Record<string, unknown>>(input: T): T {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(input)) {
    out[key] = typeof value === 'string' ? normalizeText(value) : value
  }
  return out as T
}

export const REQUIRED_MESSAGE = 'This field is required'
export const EMAIL_MESSAGE = 'Please enter a valid email'

export const required =
  (message = REQUIRED_MESSAGE): Rule =>
  (value) =>
    value === null || value === undefined || value.trim() === '' ? message : null

// A pragmatic address check: one @, no spaces, a dot in the domain (what type="email" accepts, roughly).
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

export const email =
  (message = EMAIL_MESSAGE): Rule =>
  (value) =>
    !value || !EMAIL.test(value) || value.length > 254 ? message : null

/** At most `max` characters. */
export const maxLength =
  (max: number): Rule =>
  (value) =>
    value && value.length > max ? `Use at most ${max} characters` : null

const PHONE = /^\+?[0-9 ().-]{7,20}$/

/** A phone number: digits with the usual separators, optional leading +. */
export const phone: Rule = (value) =>
  value && !PHONE.test(value) ? 'Please enter a valid phone number' : null

/** Runs rules in order; the first message wins. */
export function check(value: string | null | undefined, rules: readonly Rule[]): string | null {
  for (const rule of rules) {
    const message = rule(value)
    if (message) return message
  }
  return null
}

export interface FieldError {
  field: string
  message: string
}

/** Validates an object against a map of field rules; returns every failing field. */
export function validate(
  input: Record<string, unknown>,
  schema: Readonly<Record<string, readonly Rule[]>>,
): FieldError[] {
  const errors: FieldError[] = []
  for (const [field, rules] of Object.entries(schema)) {
    const raw = input[field]
    const value =
      typeof raw === 'string' ? raw : raw === null || raw === undefined ? null : String(raw)
    const message = check(value, rules)
    if (message) errors.push({ field, message })
  }
  return errors
}
