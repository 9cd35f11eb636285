/**
 * Save, Discard and the edit dialog's rename (BLD-08, BLD-52, BLD-53): one API-44 call with the
 * whole document (addOns only at add_ons); refused during an upload and while content is
 * invalid; HTTP 500 goes to /error/500; after the first save at add_ons of a new embed the flow
 * moves to the code step with the leave warning off.
 */
import { useCallback } from 'react'
import { ApiError } from '../../../core/http'
import { navigate } from '../../../core/router'
import { notify, notifyFailure } from '../../../core/store'
import {
  CREATE_FAILED_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  REQUIRED_FIELDS_UNIQUE_MESSAGE,
  SAVE_DURING_UPLOAD_MESSAGE,
  UPDATE_SUCCESS_MESSAGE,
  WEB_URL,
  type Step,
} from '../lib/builder-rules'
import { docFromEmbed, toEmbedBody, type BuilderDoc } from '../lib/builder-doc-rules'
import { isContentValid, isEmailValid } from '../lib/card-rules'
import { stepPath } from '../lib/steps-rules'
import { builderApi } from './builder-api'
import type { BuilderStore } from './builder-store'

/** The click-through URL is saved only when valid (BLD-17): empty or an http(s) URL. */
export const clickThroughValid = (url: string): boolean => !url.trim() || WEB_URL.test(url.trim())

/** Where the selection goes after a save: the same card when it had an id, else the same index. */
function reselect(before: BuilderDoc, selected: number, after: BuilderDoc): number {
  const id = before.cards[selected]?.contentUUID
  const found = id ? after.cards.findIndex((c) => c.contentUUID === id) : -1
  if (found >= 0) return found
  return after.cards.length ? Math.min(Math.max(selected, 0), after.cards.length - 1) : -1
}

export interface SaveHooks {
  host: HTMLElement
  store: BuilderStore
  step: Step
  executorUUID: string | null
  /** Called once a save succeeded (the draft goes). */
  onSaved: () => void
  /** Lets the next move leave without the unsaved-change question (BLD-67). */
  allowLeave: () => void
}

export function useBuilderSave({
  host,
  store,
  step,
  executorUUID,
  onSaved,
  allowLeave,
}: SaveHooks) {
  const save = useCallback(async (): Promise<boolean> => {
    const s = store.getState()
    if (s.saving) return false
    if (s.uploads > 0) {
      notify('error', SAVE_DURING_UPLOAD_MESSAGE)
      return false
    }
    const invalid = s.doc.cards.findIndex((card) => !isContentValid(card))
    if (invalid >= 0) {
      store.setState({ selected: invalid, showInvalid: true, refusals: s.refusals + 1 })
      notify('error', s.isNew ? REQUIRED_FIELDS_MESSAGE : REQUIRED_FIELDS_UNIQUE_MESSAGE)
      return false
    }
    if (
      step === 'add_ons' &&
      s.doc.embed.showUserDataCollection &&
      !(s.doc.email && isEmailValid(s.doc.email))
    ) {
      store.setState({ showInvalid: true, editingAddOn: true })
      notify('error', REQUIRED_FIELDS_MESSAGE)
      return false
    }
    const { embedUUID, siteUUID } = s.doc.embed
    if (!embedUUID) return false
    const body = toEmbedBody(s.doc, step, {
      executorUUID,
      clickThroughValid: clickThroughValid(s.doc.embed.logoClickThroughUrl),
    })
    store.setState({ saving: true })
    try {
      const reply = await builderApi.save(siteUUID, embedUUID, body)
      const doc = docFromEmbed(reply)
      const latest = store.getState()
      if (latest.doc !== s.doc) {
        // Edits made while the save ran stay, still to be saved (the server's copy is the base).
        store.setState({ saved: doc, saving: false })
      } else {
        store.setState({
          doc,
          saved: doc,
          saving: false,
          showInvalid: false,
          selected: reselect(latest.doc, latest.selected, doc),
        })
      }
      onSaved()
      if (latest.isNew && step === 'add_ons') {
        // BLD-52: the new flow goes on to its code step, without the leave question.
        allowLeave()
        navigate(host, stepPath('code', embedUUID))
      } else {
        notify('success', UPDATE_SUCCESS_MESSAGE)
      }
      return true
    } catch (error) {
      store.setState({ saving: false })
      if (error instanceof ApiError && error.status >= 500) {
        allowLeave()
        navigate(host, '/error/500', true)
      } else if (error instanceof ApiError && error.fields.length) {
        notify('error', error.fields[0]?.message ?? REQUIRED_FIELDS_MESSAGE)
      } else {
        notifyFailure(error, CREATE_FAILED_MESSAGE)
      }
      return false
    }
  }, [store, step, executorUUID, host, onSaved, allowLeave])

  /** BLD-53: Discard reverts the content and the embed changes. */
  const discard = useCallback(() => {
    const s = store.getState()
    store.setState({
      doc: s.saved,
      showInvalid: false,
      activeSelection: 'none',
      editingAddOn: false,
      selected: reselect(s.doc, s.selected, s.saved),
    })
    onSaved()
  }, [store, onSaved])

  /**
   * BLD-08: a new name from Edit Embed Details saves at once (API-44) what was last saved with
   * only the name changed; the edited document keeps its other changes.
   */
  const rename = useCallback(
    async (embedName: string) => {
      const s = store.getState()
      const { embedUUID, siteUUID } = s.saved.embed
      if (!embedUUID) return
      const saved = { ...s.saved, embed: { ...s.saved.embed, embedName } }
      const body = toEmbedBody(saved, step === 'add_ons' ? 'customize' : step, {
        executorUUID,
        clickThroughValid: clickThroughValid(saved.embed.logoClickThroughUrl),
      })
      const reply = await builderApi.save(siteUUID, embedUUID, body)
      const doc = docFromEmbed(reply)
      const latest = store.getState()
      store.setState({
        saved: doc,
        doc: { ...latest.doc, embed: { ...latest.doc.embed, embedName: doc.embed.embedName } },
      })
    },
    [store, step, executorUUID],
  )

  return { save, discard, rename }
}
