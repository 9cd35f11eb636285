import { useRef, useState } from 'react'
import { notify, notifyFailure } from '../../../core/store'
import { Button } from '../../../ui/button'
import { Modal } from '../../../ui/modal'
import type { AttachLabels, AttachLabelsResult, Label } from '../lib/embeds-rules'
import type { LabelChoice } from '../lib/label-choice'
import { LabelPicker } from './label-picker'

export const LABELS_SAVE_FAILED = 'There was an issue saving your labels'
export const LABEL_CREATED = 'Label created'

/**
 * EMB-21: the labels of one embed, applied at once (API-54): adding an existing label, creating
 * one by Enter (EMB-22) or removing one sends the whole new list; the answer is the truth.
 */
export function LabelsEditor({
  open,
  embedName,
  attached,
  labels,
  apply,
  onApplied,
  onClose,
}: Readonly<{
  open: boolean
  embedName: string
  /** The embed's labels when the editor opened. */
  attached: readonly string[]
  labels: readonly Label[]
  apply: (body: AttachLabels) => Promise<AttachLabelsResult>
  /** After each applied change: the embed's labels and the labels it created. */
  onApplied: (result: AttachLabelsResult) => void
  onClose: () => void
}>) {
  const [current, setCurrent] = useState<string[]>(() => [...attached])
  const [known, setKnown] = useState<Label[]>(() => [...labels])
  const [busy, setBusy] = useState(false)
  // One change at a time; the field keeps its focus (disabling it would drop the focus).
  const running = useRef(false)

  async function change(next: LabelChoice) {
    if (running.current) return
    running.current = true
    setBusy(true)
    try {
      const result = await apply({
        attachedLabelUUIDs: next.attachedLabelUUIDs,
        newLabelNames: next.newLabelNames,
      })
      setCurrent(result.attachedLabelUUIDs)
      if (result.createdLabels.length) {
        setKnown((list) => [...list, ...result.createdLabels])
        notify('success', LABEL_CREATED)
      }
      onApplied(result)
    } catch (error) {
      notifyFailure(error, LABELS_SAVE_FAILED)
    } finally {
      running.current = false
      setBusy(false)
    }
  }

  return (
    <Modal
      open={open}
      title="Edit Labels"
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      }
    >
      <div className="flex flex-col gap-3" aria-busy={busy || undefined}>
        <p className="truncate text-slate-600" title={embedName}>
          {embedName}
        </p>
        <LabelPicker
          label="Add label(s)"
          hint="Start typing to create your label"
          labels={known}
          value={{ attachedLabelUUIDs: current, newLabelNames: [] }}
          onChange={(next) => void change(next)}
        />
      </div>
    </Modal>
  )
}
