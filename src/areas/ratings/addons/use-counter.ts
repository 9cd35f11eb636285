import { useState } from 'react'
import { notify, notifyFailure } from '../../../core/store'
import { useUnsavedEdits } from '../../../ui/unsaved-edits'
import type { CounterConfiguration } from '../lib/ratings-rules'
import { TEXT } from '../lib/ratings-texts'
import { ratingsApi, type CounterSave } from '../ratings-api'

/**
 * RAT-20/21: the Ratings Counter's saved settings, its working copy (the half-stars choice) and
 * whether its section is open. The toggle saves at once (API-116) and shows the asked-for state
 * while the call runs, reverting when it fails; Save sends the working copy (API-115, the same
 * counter path) and keeps it when the call fails. Every saved answer goes to `onSaved`.
 */
export function useCounter(
  stored: CounterConfiguration,
  onSaved: (next: CounterConfiguration) => void,
) {
  const [saved, setSaved] = useState(stored)
  const [showHalfStars, setShowHalfStars] = useState(stored.showHalfStars)
  const [open, setOpen] = useState(false)
  const [toggling, setToggling] = useState<boolean | null>(null)
  const [saving, setSaving] = useState(false)
  const busy = toggling !== null || saving
  useUnsavedEdits(open && saved.enabled && showHalfStars !== saved.showHalfStars)

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
    setSaving(true)
    try {
      const next = await send({ showHalfStars, enabled: saved.enabled })
      setShowHalfStars(next.showHalfStars)
      setOpen(false)
    } catch (error) {
      notifyFailure(error, TEXT.addonFailed)
    } finally {
      setSaving(false)
    }
  }

  /** Cancel: the saved choice comes back (the toggle is saved already) and the section closes. */
  function discard() {
    setShowHalfStars(saved.showHalfStars)
    setOpen(false)
  }

  return {
    /** The switch shows the asked-for state while the request runs. */
    checked: toggling ?? saved.enabled,
    enabled: saved.enabled,
    toggling: toggling !== null,
    toggle,
    showHalfStars,
    setShowHalfStars,
    changed: showHalfStars !== saved.showHalfStars,
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
