/**
 * The preview (spec 001 §2 "Preview modal", §4 "Preview"; BLD-54..56): a desktop mock page
 * with the embed in the rail or in the article, inside a frame running the player
 * (`/player/v4/preview.html`), and two placeholder ad boxes. Once the frame has loaded it gets
 * the unsaved embed (`{type: 'pp-preview', embed}`, frames in the BLD-56 order; add-on mode
 * while the add-ons panel is open) and may answer with its height. With no live content and
 * no e-mail card, the BLD-55 message shows instead. A click outside closes it (the kit modal).
 */
import { useMemo } from 'react'
import { Modal } from '../../../../ui/modal'
import {
  emailShown,
  PREVIEW_NO_CONTENT_MESSAGE,
  previewEmpty,
  toPlayerEmbed,
} from '../../lib/preview-rules'
import { useBuilder } from '../builder-store'
import { MockPage } from './mock-page'
import { PreviewFrame } from './preview-frame'

export interface PreviewModalProps {
  open: boolean
  onClose: () => void
}

export function PreviewModal({ open, onClose }: Readonly<PreviewModalProps>) {
  const doc = useBuilder((s) => s.doc)
  const addOnMode = useBuilder((s) => s.editingAddOn)
  // One embed per opening (random order shuffles once).
  const embed = useMemo(
    () => (open ? toPlayerEmbed(doc, { addOnMode }) : null),
    [open, doc, addOnMode],
  )
  const empty = previewEmpty(doc)
  const shown = embed !== null && (!empty || emailShown(doc))
  return (
    <Modal open={open} title="Preview" onClose={onClose} size="xl">
      {empty ? (
        <p data-preview-empty className="rounded-card bg-slate-50 p-6 text-base text-slate-800">
          {PREVIEW_NO_CONTENT_MESSAGE}
        </p>
      ) : null}
      {shown ? (
        <div className={empty ? 'mt-4' : undefined}>
          <MockPage location={embed.location} embed={<PreviewFrame embed={embed} />} />
        </div>
      ) : null}
    </Modal>
  )
}
