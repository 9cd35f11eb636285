import { useRef, useState } from 'react'
import type { FieldError } from '../../../core/validation/rules'
import { notify, notifyFailure } from '../../../core/store'
import { useUnsavedEdits } from '../../../ui/unsaved-edits'
import { useForm, type FormValues } from '../../../ui/use-form'
import { TEXT } from '../lib/commenting-texts'
import { usePublishedDraft } from './working-copies'

interface SaveSteps<T> {
  /** Problems of the working copy; any refuses the save with `invalidText` (default: fix the fields). */
  problems: FieldError[]
  invalidText?: string
  send: () => Promise<T>
  /** Runs after a successful save with the server's answer (merges it into the config). */
  done: (saved: T) => void
  ok: string
  failed: string
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * COM-13: one configuration section's state: a form over the stored copy (its working copy, reset
 * when a new stored copy arrives; `isChanged` compares the two, by default as JSON), open or
 * closed, the section message, and which fields were left (checked on blur).
 */
export function useConfigSection<T extends object>(
  stored: T,
  isChanged?: (draft: T, saved: T) => boolean,
) {
  const steps = useRef<SaveSteps<T> | null>(null)
  const form = useForm<T & FormValues, T>({
    initial: stored as T & FormValues,
    source: stored as T & FormValues,
    same: (draft, saved) => (isChanged ? !isChanged(draft, saved) : sameJson(draft, saved)),
    save: () => steps.current!.send(),
    onSaved: (answer) => {
      form.reset(answer as T & FormValues)
      steps.current!.done(answer)
      reset()
      setOpen(false)
      notify('success', steps.current!.ok)
    },
    onError: (failure) => notifyFailure(failure, steps.current!.failed),
  })
  const [open, setOpen] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set())
  const [tried, setTried] = useState(false)
  useUnsavedEdits(open && form.dirty)
  usePublishedDraft(stored, form.values, open && form.dirty)

  function reset() {
    setError(null)
    setLeft(new Set())
    setTried(false)
  }

  /** Cancel restores the saved values and closes the section. */
  function cancel() {
    form.reset()
    reset()
    setOpen(false)
  }

  async function save(next: SaveSteps<T>) {
    if (form.submitting) return
    if (next.problems.length) {
      setTried(true)
      setError(next.invalidText ?? TEXT.invalidFields)
      return
    }
    setError(null)
    steps.current = next
    await form.send()
  }

  return {
    saved: form.saved as T,
    draft: form.values as T,
    /** Changes the working copy from its latest value. */
    setDraft: (change: (draft: T) => T) => form.patchFrom((d) => change(d) as T & FormValues),
    update: (patch: Partial<T>) => form.patch(patch as Partial<T & FormValues>),
    changed: form.dirty,
    open,
    busy: form.submitting,
    /** The section message, while the refusal still holds (fixed fields clear it). */
    errorWhile: (stillInvalid: boolean) => (stillInvalid ? error : null),
    openSection: () => setOpen(true),
    cancel,
    save,
    /** Marks a field as left, so its message shows. */
    leave: (field: string) => setLeft((fields) => new Set(fields).add(field)),
    /** A field's message once it was left or a save was tried. */
    shown: (problems: FieldError[], field: string) =>
      left.has(field) || tried ? (problems.find((p) => p.field === field)?.message ?? null) : null,
  }
}

/** What a configuration section's frame (ConfigSection) reads of useConfigSection. */
export type ConfigSectionState = ReturnType<typeof useConfigSection>
