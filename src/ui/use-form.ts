import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
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
  },
): string | null {
  return (
    state.server[field] ??
    (state.submitted || state.touched.has(field) ? (state.problems[field] ?? null) : null)
  )
}

/** Whether values differ from saved ones: by a form's own `same`, else field by field. */
function changedBy<V extends FormValues>(
  same: ((values: V, saved: V) => boolean) | undefined,
  values: V,
  saved: V,
): boolean {
  return same ? !same(values, saved) : differs(values, saved)
}

export interface FormOptions<V extends FormValues, R> {
  /** The values at mount; `reset` replaces them (a load arrived, a dialog reopened). */
  initial: V
  /** The current problems (field → message); runs on every render, so it may read state. */
  validate?: (values: V) => FieldMessages
  /** Fields whose message shows as soon as they change (an e-mail checked as it is typed). */
  live?: readonly string[]
  /** Sends the values; its answer goes to onSaved. Rejecting keeps the edits. */
  save: (values: V) => Promise<R>
  /** After a save: the sent values are the new saved state (no longer dirty); notify, close, move on. */
  onSaved?: (result: R, values: V) => void | Promise<void>
  /** After a failed save, once the server's field errors are on their fields (a toast). */
  onError?: (error: unknown) => void
  /**
   * The saved values as the screen holds them (a loaded configuration): when they change (another
   * site loaded, another section's save answered), the form shows them, clean and untouched. A
   * change is a new `sourceKey` when given, else a new `source` object; never at mount.
   */
  source?: V
  sourceKey?: unknown
  /** True when the values equal the saved ones (`dirty` is its opposite); default: `differs`. */
  same?: (values: V, saved: V) => boolean
}

export interface Form<V extends FormValues> {
  values: V
  /** Changes one field; clears the server's message for it. */
  set: <K extends keyof V & string>(field: K, value: V[K]) => void
  /** Changes several fields at once; `clears` names more fields whose server message goes too. */
  patch: (changes: Partial<V>, clears?: readonly string[]) => void
  /** Changes fields computed from the latest values (quick successive changes all count). */
  patchFrom: (change: (values: V) => Partial<V>) => void
  /**
   * Leaving a field with something in it shows its message from then on — unless focus went to a
   * submit button (pass the blur event): the message would move that button away between the
   * press and the release, and the click would be lost; the save attempt shows every message.
   */
  blur: (field: keyof V & string, event?: { relatedTarget: EventTarget | null }) => void
  touch: (fields: ReadonlyArray<keyof V & string>) => void
  /** The message a field shows now, or null. */
  error: (field: string) => string | null
  /** The server's messages of the last failed save (also those of no field, e.g. `_body`). */
  serverErrors: FieldMessages
  /** True when nothing fails the rules. */
  valid: boolean
  submitted: boolean
  /** True while a save runs (the double-submit guard). */
  submitting: boolean
  /** The loaded or last saved values. */
  saved: V
  /** True when the values differ from the loaded or last saved ones. */
  dirty: boolean
  /** The same, read at call time (for leave guards and handlers that run before a re-render). */
  isDirty: () => boolean
  /**
   * The form's submit handler: marks the form submitted, and with no problems calls `proceed`
   * (default: send). A problem focuses the first invalid field of the submitted form instead.
   */
  submit: (event?: FormEvent, proceed?: (values: V) => void) => void
  /** Saves now (after a question the submit asked), with some values overridden. */
  send: (overrides?: Partial<V>) => Promise<void>
  /** New saved values: the form shows them, clean and untouched. Without an argument, the saved ones again (Cancel). */
  reset: (values?: V) => void
}

/**
 * One way to do forms: values, touched fields, a submitted flag, validation by the shared rules,
 * the server's field errors on their fields, focus on the first invalid field after a failed
 * submit, a double-submit guard and unsaved-change detection against the last saved values.
 */
export function useForm<V extends FormValues, R = unknown>(options: FormOptions<V, R>): Form<V> {
  const [values, setValuesState] = useState<V>(options.initial)
  const [saved, setSavedState] = useState<V>(options.initial)
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [submitted, setSubmitted] = useState(false)
  const [server, setServer] = useState<FieldMessages>({})
  const [submitting, setSubmitting] = useState(false)
  const [focusRound, setFocusRound] = useState(0)
  // The form of the last submit event: its first invalid field gets the focus.
  const formElement = useRef<Element | null>(null)
  // Synchronous copies: a save answered before the next render must see what was sent.
  const current = useRef({ values, saved, busy: false })
  const latest = useRef(options)
  useLayoutEffect(() => {
    latest.current = options
  })

  const problems = options.validate?.(values) ?? {}
  const valid = Object.keys(problems).length === 0

  useLayoutEffect(() => {
    if (focusRound)
      formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [focusRound])

  const setValues = useCallback((next: V) => {
    current.current.values = next
    setValuesState(next)
  }, [])

  const patch = useCallback(
    (changes: Partial<V>, clears: readonly string[] = []) => {
      setValues({ ...current.current.values, ...changes })
      const names = [...Object.keys(changes), ...clears]
      setServer((messages) => {
        if (!names.some((name) => name in messages)) return messages
        const rest = { ...messages }
        for (const name of names) delete rest[name]
        return rest
      })
      const live = names.filter((name) => latest.current.live?.includes(name))
      if (live.length) setTouched((set) => new Set([...set, ...live]))
    },
    [setValues],
  )
  const patchFrom = useCallback(
    (change: (values: V) => Partial<V>) => patch(change(current.current.values)),
    [patch],
  )
  const set = useCallback(
    <K extends keyof V & string>(field: K, value: V[K]) =>
      patch({ [field]: value } as unknown as Partial<V>),
    [patch],
  )
  const touch = useCallback((fields: readonly string[]) => {
    setTouched((set) => (fields.every((f) => set.has(f)) ? set : new Set([...set, ...fields])))
  }, [])
  const blur = useCallback(
    (field: string, event?: { relatedTarget: EventTarget | null }) => {
      const next = event?.relatedTarget as HTMLButtonElement | null | undefined
      if (next?.tagName === 'BUTTON' && next.type === 'submit') return
      const value = current.current.values[field]
      if (value !== '' && value !== null && value !== undefined) touch([field])
    },
    [touch],
  )

  const reset = useCallback(
    (next?: V) => {
      const base = next ?? current.current.saved
      current.current.saved = base
      setSavedState(base)
      setValues(base)
      setTouched(new Set())
      setSubmitted(false)
      setServer({})
    },
    [setValues],
  )

  const send = useCallback(
    async (overrides?: Partial<V>) => {
      if (current.current.busy) return
      current.current.busy = true
      setSubmitting(true)
      const sent = { ...current.current.values, ...overrides }
      // An answer given in a dialog (make it preferred) is part of what is saved.
      if (overrides) setValues(sent)
      const { save, onSaved, onError } = latest.current
      let result: R
      try {
        result = await save(sent)
      } catch (error) {
        current.current.busy = false
        setSubmitting(false)
        const messages = serverMessages(error)
        setServer(messages)
        if (Object.keys(messages).length) setFocusRound((n) => n + 1)
        onError?.(error)
        return
      }
      // Saved: what was sent is the saved state now (edits made meanwhile stay edits).
      current.current.saved = sent
      setSavedState(sent)
      if (!differs(current.current.values, sent)) reset(sent)
      try {
        await onSaved?.(result, sent)
      } finally {
        current.current.busy = false
        setSubmitting(false)
      }
    },
    [reset, setValues],
  )

  const submit = useCallback(
    (event?: FormEvent, proceed?: (values: V) => void) => {
      event?.preventDefault()
      if (event) formElement.current = event.currentTarget
      if (current.current.busy) return
      setSubmitted(true)
      const found = latest.current.validate?.(current.current.values) ?? {}
      if (Object.keys(found).length) {
        setFocusRound((n) => n + 1)
        return
      }
      if (proceed) proceed(current.current.values)
      else void send()
    },
    [send],
  )

  const isDirty = useCallback(
    () => changedBy(latest.current.same, current.current.values, current.current.saved),
    [],
  )

  // New saved values from the screen (not at mount: the form starts with them).
  const sourceKey = 'sourceKey' in options ? options.sourceKey : options.source
  const shownSource = useRef(sourceKey)
  useEffect(() => {
    if (Object.is(shownSource.current, sourceKey)) return
    shownSource.current = sourceKey
    if (latest.current.source !== undefined) reset(latest.current.source)
  }, [sourceKey, reset])

  return {
    values,
    set,
    patch,
    patchFrom,
    blur,
    touch,
    error: (field) => shownError(field, { problems, server, touched, submitted }),
    serverErrors: server,
    valid,
    submitted,
    submitting,
    saved,
    dirty: changedBy(options.same, values, saved),
    isDirty,
    submit,
    send,
    reset,
  }
}
