import { useRef, useState } from 'react'
import { notify, notifyFailure } from '../../../core/store'
import { useUnsavedEdits } from '../../../ui/unsaved-edits'
import { useForm, type FormValues } from '../../../ui/use-form'
import { commentingApi, type AddonsCode } from '../commenting-api'
import type { AddonPath, CommentsCounterAddon, CommunityAddon } from '../lib/commenting-rules'
import { ADDON_LABELS, TEXT } from '../lib/commenting-texts'

type Addon = CommentsCounterAddon | CommunityAddon
type Flag<T> = T extends CommentsCounterAddon ? 'isCommentsCounterEnabled' : 'isCommunityEnabled'

/** A setting the server has not created yet carries an empty uuid (the add-on was null). */
/** What the add-ons tab gives each add-on card. */
export interface AddonProps<T extends Addon> {
  stored: T
  code: AddonsCode | null
  configurationUUID: string
  /** Called once the add-on is first saved (its code then exists). */
  onCreated: () => void
}

export const isCreated = (addon: Addon) => addon.uuid !== ''

function withoutUuid<T extends Addon>(addon: T): Omit<T, 'uuid'> {
  const { uuid: _uuid, ...rest } = addon
  return rest
}

/**
 * COM-33/34: one add-on's stored and working copy, its panel, its toggle and its save. The
 * first switch-on creates the setting (POST), later toggles and saves update it (PUT); a failed
 * update reverts to the last saved data.
 */
export function useAddon<T extends Addon>(
  path: AddonPath,
  stored: T,
  flag: Flag<T>,
  configurationUUID: string,
  onCreated: () => void,
) {
  const label = ADDON_LABELS[path]
  const putPath = (addon: T) => addon.commentingUnitConfigurationUUID || configurationUUID
  // The body a Save sends (the form's values as the add-on stores them).
  const body = useRef<T | null>(null)
  const form = useForm<T & FormValues, T>({
    initial: stored as T & FormValues,
    source: stored as T & FormValues,
    same: (draft, saved) => JSON.stringify(draft) === JSON.stringify(saved),
    save: () => commentingApi.updateAddon<T>(path, putPath(body.current!), body.current!),
    onSaved: (next) => {
      form.reset(next as T & FormValues)
      setOpen(false)
      notify('success', TEXT.addonSaved(label))
    },
    // A failed save restores the saved copy.
    onError: (error) => {
      discardEdits()
      notifyFailure(error, TEXT.addonFailed(label))
    },
  })
  const saved = form.saved as T
  const draft = form.values as T
  const changed = form.dirty
  const [open, setOpen] = useState(false)
  const [toggling, setToggling] = useState<boolean | null>(null)
  // Bumped whenever the working copy is replaced by the saved one, so a form drops what it typed.
  const [version, setVersion] = useState(0)
  const enabled = Boolean(saved[flag as keyof T])
  useUnsavedEdits(open && enabled && changed)

  async function toggle(on: boolean) {
    if (toggling !== null || form.submitting) return
    setToggling(on)
    const kept = draft
    try {
      const next = isCreated(saved)
        ? await commentingApi.updateAddon<T>(path, putPath(saved), { ...saved, [flag]: on })
        : await commentingApi.createAddon<T>(path, {
            ...withoutUuid(saved),
            [flag]: on,
            commentingUnitConfigurationUUID: configurationUUID,
          })
      form.reset(next as T & FormValues)
      // The toggle is saved at once; unsaved edits stay while the add-on stays on.
      if (on && changed) form.patch({ ...kept, uuid: next.uuid, [flag]: on } as T & FormValues)
      if (!on) setOpen(false)
      if (!isCreated(saved)) onCreated()
      notify('success', TEXT.addonSaved(label))
    } catch (error) {
      notifyFailure(error, isCreated(saved) ? TEXT.addonFailed(label) : TEXT.addonCreateFailed)
    } finally {
      setToggling(null)
    }
  }

  async function save(next: T) {
    body.current = next
    await form.send()
  }

  function discardEdits() {
    form.reset()
    setVersion((v) => v + 1)
  }

  function discard() {
    discardEdits()
    setOpen(false)
  }

  return {
    label,
    saved,
    draft,
    update: (patch: Partial<T>) => form.patch(patch as Partial<T & FormValues>),
    changed,
    version,
    /** The switch shows the asked-for state while the request runs. */
    checked: toggling ?? enabled,
    enabled,
    toggling: toggling !== null,
    toggle,
    saving: form.submitting,
    save,
    discard,
    open: open && enabled,
    edit: () => setOpen(true),
  }
}

/** What an add-on form receives from useAddon. */
export type AddonState<T extends Addon> = ReturnType<typeof useAddon<T>>
