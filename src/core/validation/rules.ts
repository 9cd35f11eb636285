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

export const CONTROL_CHARS_MESSAGE = 'Remove control characters'

/**
 * Characters no name, address or free text may hold: C0 controls (NUL included) but tab, line
 * feed and carriage return; DEL and the C1 controls; the bidi embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069) that can make text read differently from what it holds.
 */
export const CONTROL_CHARS =
  // oxlint-disable-next-line no-control-regex -- the character class is the rule itself
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/

/** True when the text holds a character of CONTROL_CHARS. */
export function hasControlChars(value: string): boolean {
  return CONTROL_CHARS.test(value)
}

/** Refuses control characters and bidi overrides (applied by `validate` to every field). */
export const noControlChars: Rule = (value) =>
  value && hasControlChars(value) ? CONTROL_CHARS_MESSAGE : null

/**
 * Every string in a parsed body (nested objects and arrays included) that holds a control
 * character, as field errors named by their path (`name`, `items.0.name`).
 */
export function controlCharFields(input: unknown, path = ''): FieldError[] {
  if (typeof input === 'string')
    return hasControlChars(input)
      ? [{ field: path || '_body', message: CONTROL_CHARS_MESSAGE }]
      : []
  if (!input || typeof input !== 'object') return []
  const entries = Array.isArray(input)
    ? input.map((v, i) => [String(i), v] as const)
    : Object.entries(input)
  return entries.flatMap(([key, value]) => controlCharFields(value, path ? `${path}.${key}` : key))
}

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

/**
 * Validates an object against a map of field rules; returns every failing field. Every field
 * also refuses control characters (noControlChars) before its own rules run.
 */
export function validate(
  input: Record<string, unknown>,
  schema: Readonly<Record<string, readonly Rule[]>>,
): FieldError[] {
  const errors: FieldError[] = []
  for (const [field, rules] of Object.entries(schema)) {
    const raw = input[field]
    const value =
      typeof raw === 'string' ? raw : raw === null || raw === undefined ? null : String(raw)
    const message = noControlChars(value) ?? check(value, rules)
    if (message) errors.push({ field, message })
  }
  return errors
}
