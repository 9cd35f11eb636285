import { useState } from 'react'
import { notify, notifyFailure } from '../../../core/store'
import { useUnsavedEdits } from '../../../ui/unsaved-edits'
import { commentingApi } from '../commenting-api'
import { useDraft } from '../components/use-draft'
import type { AddonPath, CommentsCounterAddon, CommunityAddon } from '../lib/commenting-rules'
import { ADDON_LABELS, TEXT } from '../lib/commenting-texts'

type Addon = CommentsCounterAddon | CommunityAddon
type Flag<T> = T extends CommentsCounterAddon ? 'isCommentsCounterEnabled' : 'isCommunityEnabled'

/** A setting the server has not created yet carries an empty uuid (the add-on was null). */
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
  const { saved, draft, setDraft, update, cancel, commit, changed } = useDraft(stored)
  const [open, setOpen] = useState(false)
  const [toggling, setToggling] = useState<boolean | null>(null)
  const [saving, setSaving] = useState(false)
  // Bumped whenever the working copy is replaced by the saved one, so a form drops what it typed.
  const [version, setVersion] = useState(0)
  const label = ADDON_LABELS[path]
  const enabled = Boolean(saved[flag as keyof T])
  useUnsavedEdits(open && enabled && changed)
  const putPath = (addon: T) => addon.commentingUnitConfigurationUUID || configurationUUID

  async function toggle(on: boolean) {
    if (toggling !== null || saving) return
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
      commit(next)
      // The toggle is saved at once; unsaved edits stay while the add-on stays on.
      if (on && changed) setDraft({ ...kept, uuid: next.uuid, [flag]: on })
      if (!on) setOpen(false)
      if (!isCreated(saved)) onCreated()
      notify('success', TEXT.addonSaved(label))
    } catch (error) {
      notifyFailure(error, isCreated(saved) ? TEXT.addonFailed(label) : TEXT.addonCreateFailed)
    } finally {
      setToggling(null)
    }
  }

  async function save(body: T) {
    if (saving) return
    setSaving(true)
    try {
      commit(await commentingApi.updateAddon<T>(path, putPath(body), body))
      setOpen(false)
      notify('success', TEXT.addonSaved(label))
    } catch (error) {
      cancel()
      setVersion((v) => v + 1)
      notifyFailure(error, TEXT.addonFailed(label))
    } finally {
      setSaving(false)
    }
  }

  function discard() {
    cancel()
    setVersion((v) => v + 1)
    setOpen(false)
  }

  return {
    label,
    saved,
    draft,
    update,
    changed,
    version,
    /** The switch shows the asked-for state while the request runs. */
    checked: toggling ?? enabled,
    enabled,
    toggling: toggling !== null,
    toggle,
    saving,
    save,
    discard,
    open: open && enabled,
    edit: () => setOpen(true),
  }
}

/** What an add-on form receives from useAddon. */
export type AddonState<T extends Addon> = ReturnType<typeof useAddon<T>>
