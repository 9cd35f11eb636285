import { useState } from 'react'
import type { FieldError } from '../../../core/validation/rules'
import { notify, notifyFailure } from '../../../core/store'
import { useUnsavedEdits } from '../../../ui/unsaved-edits'
import { useDraft } from '../components/use-draft'
import { usePublishedDraft } from './working-copies'

interface SaveSteps<T> {
  /** Problems of the working copy; any refuses the save with `invalidText`. */
  problems: FieldError[]
  invalidText: string
  send: () => Promise<T>
  /** Runs after a successful save with the server's answer (merges it into the config). */
  done: (saved: T) => void
  ok: string
  failed: string
}

/**
 * COM-13: one configuration section's state: the stored and working copies (useDraft), open or
 * closed, saving, the section message, and which fields were left (checked on blur).
 */
export function useConfigSection<T>(stored: T, isChanged?: (draft: T, saved: T) => boolean) {
  const copy = useDraft(stored, isChanged)
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set())
  const [tried, setTried] = useState(false)
  useUnsavedEdits(open && copy.changed)
  usePublishedDraft(stored, copy.draft, open && copy.changed)

  function reset() {
    setError(null)
    setLeft(new Set())
    setTried(false)
  }

  /** Cancel restores the saved values and closes the section. */
  function cancel() {
    copy.cancel()
    reset()
    setOpen(false)
  }

  async function save(steps: SaveSteps<T>) {
    if (busy) return
    if (steps.problems.length) {
      setTried(true)
      setError(steps.invalidText)
      return
    }
    setError(null)
    setBusy(true)
    try {
      const answer = await steps.send()
      copy.commit(answer)
      steps.done(answer)
      reset()
      setOpen(false)
      notify('success', steps.ok)
    } catch (failure) {
      notifyFailure(failure, steps.failed)
    } finally {
      setBusy(false)
    }
  }

  return {
    ...copy,
    open,
    busy,
    /** The section message, while the refusal still holds (fixed fields clear it). */
    errorWhile: (stillInvalid: boolean) => (stillInvalid ? error : null),
    openSection: () => setOpen(true),
    cancel,
    save,
    /** Marks a field as left, so its message shows. */
    leave: (field: string) => setLeft((s) => new Set(s).add(field)),
    /** A field's message once it was left or a save was tried. */
    shown: (problems: FieldError[], field: string) =>
      left.has(field) || tried ? (problems.find((p) => p.field === field)?.message ?? null) : null,
  }
}
