import { useState } from 'react'
import { notify, notifyFailure } from '../../../core/store'
import { useUnsavedEdits } from '../../../ui/unsaved-edits'
import { useForm } from '../../../ui/use-form'
import type { CounterConfiguration } from '../lib/ratings-rules'
import { TEXT } from '../lib/ratings-texts'
import { ratingsApi, type CounterSave } from '../ratings-api'

/**
 * RAT-20/21: the Ratings Counter's saved settings, its working copy (the half-stars choice, a
 * form) and whether its section is open. The toggle saves at once (API-116) and shows the
 * asked-for state while the call runs, reverting when it fails; Save sends the working copy
 * (API-115, the same counter path) and keeps it when the call fails. Every saved answer goes to
 * `onSaved`.
 */
export function useCounter(
  stored: CounterConfiguration,
  onSaved: (next: CounterConfiguration) => void,
) {
  const [saved, setSaved] = useState(stored)
  const [open, setOpen] = useState(false)
  const [toggling, setToggling] = useState<boolean | null>(null)
  const form = useForm<{ showHalfStars: boolean }, CounterConfiguration>({
    initial: { showHalfStars: stored.showHalfStars },
    save: ({ showHalfStars }) => send({ showHalfStars, enabled: saved.enabled }),
    onSaved: (next) => {
      form.reset({ showHalfStars: next.showHalfStars })
      setOpen(false)
    },
    onError: (error) => notifyFailure(error, TEXT.addonFailed),
  })
  const saving = form.submitting
  const busy = toggling !== null || saving
  useUnsavedEdits(open && saved.enabled && form.dirty)

  async function send(body: CounterSave): Promise<CounterConfiguration> {
    const next = await ratingsApi.saveCounter(saved.counterConfigUUID || saved.uuid, {
      uuid: saved.uuid,
      ...body,
    })
    setSaved(next)
    onSaved(next)
    notify('success', TEXT.addonSaved)
    return next
  }

  async function toggle(on: boolean) {
    if (busy) return
    setToggling(on)
    try {
      // Only the switch changes: the saved half-stars choice goes along, unsaved edits stay.
      await send({ showHalfStars: saved.showHalfStars, enabled: on })
      setOpen(on)
    } catch (error) {
      notifyFailure(error, TEXT.addonFailed)
    } finally {
      setToggling(null)
    }
  }

  async function save() {
    if (busy) return
    await form.send()
  }

  /** Cancel: the saved choice comes back (the toggle is saved already) and the section closes. */
  function discard() {
    form.reset()
    setOpen(false)
  }

  return {
    /** The switch shows the asked-for state while the request runs. */
    checked: toggling ?? saved.enabled,
    enabled: saved.enabled,
    toggling: toggling !== null,
    toggle,
    showHalfStars: form.values.showHalfStars,
    setShowHalfStars: (showHalfStars: boolean) => form.set('showHalfStars', showHalfStars),
    changed: form.dirty,
    saving,
    save,
    discard,
    open: open && saved.enabled,
    /** The Edit button: opens the section while the counter is on, or closes it again. */
    setOpen: (next: boolean) => setOpen(next && saved.enabled),
  }
}

/** What the counter's section receives from useCounter. */
export type CounterState = ReturnType<typeof useCounter>
