import { useState } from 'react'
import { ApiError } from '../../../core/http'
import { navigate } from '../../../core/router'
import type { Site } from '../../../core/session-types'
import { notify, notifyFailure, usePortal } from '../../../core/store'
import { CreateLabelsDialog } from '../components/create-labels-dialog'
import { EmbedNameDialog, type EmbedNameValues } from '../components/embed-name-dialog'
import { LabelsEditor } from '../components/labels-editor'
import { placementPath } from '../lib/embeds-routes'
import type { EmbedName, LibraryItem } from '../lib/embeds-rules'
import { ConfirmDialog, CONFIRM_TEXTS, type ConfirmKind } from './confirm-dialog'
import { libraryApi } from './library-api'
import type { LabelsState } from './use-labels'

export const CREATE_FAILED = 'We are facing issues with embed creation.'

export type LibraryDialog =
  | { kind: ConfirmKind | 'labels'; item: LibraryItem }
  | { kind: 'new'; names: EmbedName[]; sites: Site[] }
  | { kind: 'createLabels' }
  | null

/**
 * The library's dialogs: confirmations (EMB-17..19), the labels editor (EMB-21), New Embed,
 * Create Labels (EMB-23).
 */
export function LibraryDialogs({
  host,
  dialog,
  onClose,
  busy,
  setBusy,
  labels,
  sessionSite,
  onChanged,
  onLabelsApplied,
}: Readonly<{
  host: HTMLElement
  dialog: LibraryDialog
  onClose: () => void
  busy: boolean
  setBusy: (busy: boolean) => void
  labels: LabelsState
  /** A mockup-generator session's site: the only site a new embed may use. */
  sessionSite: string | null
  onChanged: () => void
  onLabelsApplied: (embedUUID: string, attached: string[]) => void
}>) {
  const userUUID = usePortal((s) => s.session.userUUID)
  const accountUUID = usePortal((s) => s.session.accountUUID)
  const executorUUID = usePortal((s) => s.session.executorUUID)
  const [labelsChanged, setLabelsChanged] = useState(false)
  // The last dialog stays rendered, closed, so the native dialog closes and gives the focus back
  // to its opener (a removed <dialog> would drop it).
  const [shown, setShown] = useState<LibraryDialog>(dialog)
  const [round, setRound] = useState(0)
  if (dialog && dialog !== shown) {
    setShown(dialog)
    setRound(round + 1)
  }
  const isOpen = dialog !== null

  async function confirm(kind: ConfirmKind, item: LibraryItem) {
    setBusy(true)
    try {
      if (kind === 'archive') await libraryApi.archive(item.embedUUID)
      else if (kind === 'unarchive') await libraryApi.unarchive(item.embedUUID)
      else await libraryApi.remove(item.embedUUID)
      notify('success', CONFIRM_TEXTS[kind].done)
      onClose()
    } catch (error) {
      notifyFailure(error, CONFIRM_TEXTS[kind].failed)
      onClose()
    } finally {
      // EMB-19: the cards are enabled again and the list reloads.
      setBusy(false)
      onChanged()
    }
  }

  async function create(values: EmbedNameValues) {
    const created = await libraryApi.create(values.siteUUID, {
      embed: {
        embedName: values.embedName.trim(),
        attachedLabelUUIDs: values.labels.attachedLabelUUIDs,
        newLabelNames: values.labels.newLabelNames,
      },
      contents: { pages: [] },
      createdBy: executorUUID ?? userUUID ?? '',
      embedWorkflowStep: 'PLACEMENT',
    })
    onClose()
    navigate(host, placementPath(created.embed.embedUUID))
  }

  const target = shown && 'item' in shown && shown.kind !== 'labels' ? shown : null
  return (
    <>
      {target ? (
        <ConfirmDialog
          open={isOpen}
          kind={target.kind as ConfirmKind}
          name={target.item.embedName}
          busy={busy}
          onConfirm={() => void confirm(target.kind as ConfirmKind, target.item)}
          onClose={onClose}
        />
      ) : null}
      {shown?.kind === 'labels' ? (
        <LabelsEditor
          key={round}
          open={isOpen}
          embedName={shown.item.embedName}
          attached={shown.item.labelUUIDs}
          labels={labels.list}
          apply={(body) => libraryApi.attachLabels(shown.item.embedUUID, body)}
          onApplied={(result) => {
            setLabelsChanged(true)
            labels.add(result.createdLabels)
            onLabelsApplied(shown.item.embedUUID, result.attachedLabelUUIDs)
          }}
          onClose={() => {
            onClose()
            if (labelsChanged) onChanged()
            setLabelsChanged(false)
          }}
        />
      ) : null}
      {shown?.kind === 'new' ? (
        <EmbedNameDialog
          mode="new"
          open={isOpen}
          sites={sessionSite ? shown.sites.filter((s) => s.siteUUID === sessionSite) : shown.sites}
          names={shown.names}
          labels={labels.list}
          initial={sessionSite ? { siteUUID: sessionSite } : undefined}
          siteFixed={!!sessionSite}
          onSubmit={create}
          onError={(error) => {
            if (!(error instanceof ApiError && error.fields.length))
              notifyFailure(error, CREATE_FAILED)
          }}
          onClose={onClose}
        />
      ) : null}
      {shown?.kind === 'createLabels' && accountUUID ? (
        <CreateLabelsDialog
          key={round}
          open={isOpen}
          create={(name) => libraryApi.createLabel(accountUUID, name)}
          onCreated={(label) => labels.add([label])}
          onClose={onClose}
        />
      ) : null}
    </>
  )
}
