/**
 * The builder's form (useForm, controlled: the store holds the embed as edited and as saved):
 * Save, Discard and the edit dialog's rename (BLD-08, BLD-52, BLD-53). A save is one API-44 call
 * with the whole document (addOns only at add_ons), one at a time; refused during an upload and
 * while content is invalid; HTTP 500 goes to /error/500; after the first save at add_ons of a
 * new embed the flow moves to the code step with the leave warning off.
 */
import { useCallback, useRef } from 'react'
import { ApiError } from '../../../core/http'
import { navigate } from '../../../core/router'
import { notify, notifyFailure } from '../../../core/store'
import { useForm, type FormValues } from '../../../ui/use-form'
import {
  CREATE_FAILED_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  REQUIRED_FIELDS_UNIQUE_MESSAGE,
  SAVE_DURING_UPLOAD_MESSAGE,
  UPDATE_SUCCESS_MESSAGE,
  WEB_URL,
  type EmbedBody,
  type Step,
} from '../lib/builder-rules'
import { docChanged, docFromEmbed, toEmbedBody, type BuilderDoc } from '../lib/builder-doc-rules'
import { isContentValid, isEmailValid } from '../lib/card-rules'
import { stepPath } from '../lib/steps-rules'
import { builderApi } from './builder-api'
import { useBuilder, useBuilderStore, type BuilderState } from './builder-store'

type DocValues = BuilderDoc & FormValues

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
  step: Step
  executorUUID: string | null
  /** Called once a save succeeded (the draft goes). */
  onSaved: () => void
  /** Lets the next move leave without the unsaved-change question (BLD-67). */
  allowLeave: () => void
}

export function useBuilderForm(hooks: Readonly<SaveHooks>) {
  const { host, step, executorUUID, onSaved, allowLeave } = hooks
  const store = useBuilderStore()
  const doc = useBuilder((s) => s.doc)
  const saved = useBuilder((s) => s.saved)
  // The state a save started from and its body: edits made while it runs stay edits.
  const started = useRef<{ state: BuilderState; embedUUID: string; body: EmbedBody } | null>(null)
  const form = useForm({
    controlled: {
      value: doc as DocValues,
      saved: saved as DocValues,
      onChange: (next: DocValues) => store.setState({ doc: next }),
    },
    same: (a, b) => !docChanged(a, b),
    save: () => {
      const { state, embedUUID, body } = started.current!
      return builderApi.save(state.doc.embed.siteUUID, embedUUID, body)
    },
    onSaved: (reply) => {
      const { state: s, embedUUID } = started.current!
      const next = docFromEmbed(reply)
      const latest = store.getState()
      if (latest.doc !== s.doc) {
        // Edits made while the save ran stay, still to be saved (the server's copy is the base).
        store.setState({ saved: next })
      } else {
        store.setState({
          doc: next,
          saved: next,
          showInvalid: false,
          selected: reselect(latest.doc, latest.selected, next),
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
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status >= 500) {
        allowLeave()
        navigate(host, '/error/500', true)
      } else if (error instanceof ApiError && error.fields.length) {
        notify('error', error.fields[0]?.message ?? REQUIRED_FIELDS_MESSAGE)
      } else {
        notifyFailure(error, CREATE_FAILED_MESSAGE)
      }
    },
  })

  /** Saves when nothing refuses it (an upload, invalid content, an incomplete e-mail card). */
  async function save(): Promise<void> {
    const s = store.getState()
    if (form.submitting) return
    if (s.uploads > 0) {
      notify('error', SAVE_DURING_UPLOAD_MESSAGE)
      return
    }
    const invalid = s.doc.cards.findIndex((card) => !isContentValid(card))
    if (invalid >= 0) {
      store.setState({ selected: invalid, showInvalid: true, refusals: s.refusals + 1 })
      notify('error', s.isNew ? REQUIRED_FIELDS_MESSAGE : REQUIRED_FIELDS_UNIQUE_MESSAGE)
      return
    }
    if (
      step === 'add_ons' &&
      s.doc.embed.showUserDataCollection &&
      !(s.doc.email && isEmailValid(s.doc.email))
    ) {
      store.setState({ showInvalid: true, editingAddOn: true })
      notify('error', REQUIRED_FIELDS_MESSAGE)
      return
    }
    const { embedUUID } = s.doc.embed
    if (!embedUUID) return
    const body = toEmbedBody(s.doc, step, {
      executorUUID,
      clickThroughValid: clickThroughValid(s.doc.embed.logoClickThroughUrl),
    })
    started.current = { state: s, embedUUID, body }
    await form.send()
  }

  /** BLD-53: Discard reverts the content and the embed changes. */
  function discard() {
    const s = store.getState()
    form.reset()
    store.setState({
      showInvalid: false,
      activeSelection: 'none',
      editingAddOn: false,
      selected: reselect(s.doc, s.selected, s.saved),
    })
    onSaved()
  }

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

  return { save, discard, rename, saving: form.submitting, changes: form.dirty }
}
