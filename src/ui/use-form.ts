import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import {
  differs,
  serverMessages,
  shownError,
  stillFailing,
  type FieldMessages,
  type FormValues,
} from './form-messages'
import { useLeaveGuard, useUnsavedEdits, type LeaveGuardState } from './use-leave-guard'

// The pure parts, for screens and tests that use them on their own.
export * from './form-messages'

/** Whether values differ from saved ones: by a form's own `same`, else field by field. */
function changedBy<V extends FormValues>(
  same: ((values: V, saved: V) => boolean) | undefined,
  values: V,
  saved: V,
): boolean {
  return same ? !same(values, saved) : differs(values, saved)
}

/**
 * A form whose values the caller holds (a draft its area keeps across screens and reloads, a
 * document of lists): the form reads them, and the changes and discards go to `onChange`.
 */
export interface Controlled<V extends FormValues> {
  /** The values as edited. */
  value: V
  /** The saved values: what `dirty` compares with and `reset()` goes back to. */
  saved: V
  /**
   * Every change, and on `reset` the values it goes to (the saved ones unless given; the saved
   * ones stay the caller's); the form shows the next `value` it gets.
   */
  onChange: (values: V) => void
}

export type FormOptions<V extends FormValues, R> = FormSettings<V, R> &
  (
    | {
        /** The values at mount; `reset` replaces them (a load arrived, a dialog reopened). */
        initial: V
        controlled?: undefined
      }
    | {
        initial?: undefined
        /**
         * Controlled: the caller holds the values and the saved ones. A save changes neither:
         * `onSaved` stores its answer as both (edits made meanwhile stay edits), and `source`
         * plays no part.
         */
        controlled: Controlled<V>
      }
  )

interface FormSettings<V extends FormValues, R> {
  /** The current problems (field → message); runs on every render, so it may read state. */
  validate?: (values: V) => FieldMessages
  /** Fields whose message shows as soon as they change (an e-mail checked as it is typed). */
  live?: readonly string[]
  /** Sends the values; its answer goes to onSaved. Rejecting keeps the edits. */
  save: (values: V) => Promise<R>
  /**
   * After a save: the sent values are the new saved state (no longer dirty; a controlled form's
   * caller stores the answer); notify, close, move on.
   */
  onSaved?: (result: R, values: V) => void | Promise<void>
  /** After a failed save, once the server's field errors are on their fields (a toast). */
  onError?: (error: unknown) => void
  /**
   * Checks made only when saving, after `validate` passes (a confirmation that must match): a
   * failing one stops the save and shows its message on its field until an edit makes it pass.
   */
  checks?: (values: V) => FieldMessages
  /**
   * The form-level message of a failed save (an alert above the fields; null for none): shown as
   * `form.failure` until the next save starts.
   */
  failure?: (error: unknown) => string | null
  /**
   * The save moves on from the form (a sign-in, a one-time link): the form stays busy after it,
   * so nothing is sent twice while the screen changes.
   */
  leaves?: boolean
  /**
   * Unsaved edits ask before leaving (PAY-17): while `dirty`, an in-app move waits for
   * `form.leaving` (the kit's LeaveDialog) and closing the page asks the browser's question.
   * Inside an `UnsavedEdits` screen the screen's dialog asks instead (`leaving` never asks).
   */
  guard?: boolean
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
  /**
   * New saved values: the form shows them, clean and untouched. Without an argument, the saved
   * ones again: the edits are discarded (Cancel, Discard).
   */
  reset: (values?: V) => void
  /**
   * Shows messages on their fields as the server's are shown: each until its field changes (a
   * check the screen makes when saving, with no rule behind it). Replaces the messages shown.
   */
  showErrors: (messages: FieldMessages) => void
  /** The form-level message (the `failure` option's answer, or one given to `fail`), or null. */
  failure: string | null
  /** Shows a form-level message found before a save (a link that names no user); null clears it. */
  fail: (message: string | null) => void
  /** The leave question while `guard` is on and there are unsaved edits (for the LeaveDialog). */
  leaving: LeaveGuardState
}

/**
 * One way to do forms: values, touched fields, a submitted flag, validation by the shared rules,
 * the server's field errors on their fields, focus on the first invalid field after a failed
 * submit, a double-submit guard and unsaved-change detection against the last saved values. The
 * values are the form's own, or (`controlled`) a draft its caller holds with its saved version.
 */
export function useForm<V extends FormValues, R = unknown>(options: FormOptions<V, R>): Form<V> {
  const { controlled } = options
  const [own, setOwn] = useState<V>(() => options.initial ?? (controlled as Controlled<V>).saved)
  const [savedOwn, setSavedState] = useState<V>(own)
  const values = controlled ? controlled.value : own
  const saved = controlled ? controlled.saved : savedOwn
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [submitted, setSubmitted] = useState(false)
  const [server, setServer] = useState<FieldMessages>({})
  const [submitting, setSubmitting] = useState(false)
  const [focusRound, setFocusRound] = useState(0)
  const [checked, setChecked] = useState<FieldMessages>({})
  const [failure, setFailure] = useState<string | null>(null)
  // The form of the last submit event: its first invalid field gets the focus.
  const formElement = useRef<Element | null>(null)
  // Synchronous copies: a save answered before the next render must see what was sent.
  const current = useRef({ values, saved, busy: false })
  const latest = useRef(options)
  useLayoutEffect(() => {
    latest.current = options
    if (!options.controlled) return
    current.current.values = options.controlled.value
    current.current.saved = options.controlled.saved
  })

  const problems = options.validate?.(values) ?? {}
  const valid = Object.keys(problems).length === 0

  useLayoutEffect(() => {
    if (focusRound)
      formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [focusRound])

  const setValues = useCallback((next: V) => {
    current.current.values = next
    const { controlled } = latest.current
    if (controlled) controlled.onChange(next)
    else setOwn(next)
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
      const { checks } = latest.current
      if (checks) {
        const now = checks(current.current.values)
        setChecked((shown) => stillFailing(shown, now))
      }
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
      setChecked({})
    },
    [setValues],
  )

  const send = useCallback(
    async (overrides?: Partial<V>) => {
      if (current.current.busy) return
      current.current.busy = true
      setSubmitting(true)
      setFailure(null)
      const sent = { ...current.current.values, ...overrides }
      // An answer given in a dialog (make it preferred) is part of what is saved.
      if (overrides) setValues(sent)
      const { save, onSaved, onError, failure: failureOf, leaves } = latest.current
      let result: R
      try {
        result = await save(sent)
      } catch (error) {
        current.current.busy = false
        setSubmitting(false)
        const messages = serverMessages(error)
        setServer(messages)
        if (Object.keys(messages).length) setFocusRound((n) => n + 1)
        if (failureOf) setFailure(failureOf(error))
        onError?.(error)
        return
      }
      // Saved: what was sent is the saved state now (edits made meanwhile stay edits).
      if (!latest.current.controlled) {
        current.current.saved = sent
        setSavedState(sent)
        if (!differs(current.current.values, sent)) reset(sent)
      }
      try {
        await onSaved?.(result, sent)
      } finally {
        if (!leaves) {
          current.current.busy = false
          setSubmitting(false)
        }
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
      const failing = latest.current.checks?.(current.current.values) ?? {}
      setChecked(failing)
      if (Object.keys(failing).length) return
      if (proceed) proceed(current.current.values)
      else void send()
    },
    [send],
  )

  const isDirty = useCallback(
    () => changedBy(latest.current.same, current.current.values, current.current.saved),
    [],
  )
  const dirty = changedBy(options.same, values, saved)
  const inScreen = useUnsavedEdits(!!options.guard && dirty)
  const leaving = useLeaveGuard(() => !!latest.current.guard && !inScreen && isDirty())

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
    error: (field) => shownError(field, { problems, server, touched, submitted, checked }),
    serverErrors: server,
    valid,
    submitted,
    submitting,
    saved,
    dirty,
    isDirty,
    submit,
    send,
    reset,
    failure,
    showErrors: setServer,
    fail: setFailure,
    leaving,
  }
}
