/**
 * The pure parts of useForm (use-form.ts, which re-exports them): validation by the shared rules,
 * the server's field errors, unsaved-change detection and which message a field shows.
 */
import { ApiError } from '../core/http'
import { normalizeFields, validate, type Rule } from '../core/validation/rules'

/** A form's values: flat, one entry per field (text, a checkbox, an attached file). */
export type FormValues = Record<string, unknown>
/** Field name → message. */
export type FieldMessages = Record<string, string>

/** Validation by a rule schema (the same one the server runs), on the trimmed values (CORE-11). */
export function byRules(
  schema: Readonly<Record<string, readonly Rule[]>>,
): (values: FormValues) => FieldMessages {
  return (values) => messagesOf(validate(normalizeFields(values), schema))
}

/** A list of field errors (the rules' or the server's) as a map; the first message per field wins. */
export function messagesOf(
  errors: ReadonlyArray<{ field: string; message: string }>,
): FieldMessages {
  const out: FieldMessages = {}
  for (const { field, message } of errors) out[field] ??= message
  return out
}

/** The server's field errors of a failed save (an ApiError's `fields`), else none. */
export function serverMessages(error: unknown): FieldMessages {
  return error instanceof ApiError ? messagesOf(error.fields) : {}
}

/** True when two value sets differ in any field (Object.is per field: text, flags, files). */
export function differs(a: FormValues, b: FormValues): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  for (const key of keys) if (!Object.is(a[key], b[key])) return true
  return false
}

/**
 * The message a field shows (tri-state, CORE-22): the server's answer first; the rules' message
 * once the field was touched or a save was tried; otherwise none.
 */
export function shownError(
  field: string,
  state: {
    problems: FieldMessages
    server: FieldMessages
    touched: ReadonlySet<string>
    submitted: boolean
    /** The messages of the save-time checks still failing (see `stillFailing`). */
    checked?: FieldMessages
  },
): string | null {
  return (
    state.server[field] ??
    state.checked?.[field] ??
    (state.submitted || state.touched.has(field) ? (state.problems[field] ?? null) : null)
  )
}

/**
 * The save-time checks' messages that still hold after an edit: a message goes once its check
 * passes (the two passwords match again) and does not come back before the next save.
 */
export function stillFailing(shown: FieldMessages, now: FieldMessages): FieldMessages {
  const names = Object.keys(shown)
  if (names.every((name) => name in now)) return shown
  return Object.fromEntries(names.filter((name) => name in now).map((name) => [name, shown[name]]))
}
