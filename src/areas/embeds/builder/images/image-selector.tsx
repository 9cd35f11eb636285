/**
 * CONTRACT STUB (issue 9) — the images helper replaces this file. The image selector panel
 * (spec 001 §2 "Image selector panel", BLD-58..62): tabs Images / Giphy / Your Own, search,
 * paging, upload and crop. Calls onPick with the chosen image; the caller stores it.
 */
import type { ImageProvider } from '../../lib/builder-rules'

/** What the image is for: decides the crop area (BLD-61) and the upload's flags (BLD-62). */
export type ImagePurpose =
  | 'option' // an answer image (user image crop 146×178)
  | 'background' // a card background (in-content cropper 582×350)
  | 'logo' // the partner logo (275×96, zoom from 0.25; uploads with logo=true; Your Own only)
  | 'email' // the e-mail card background (582×350; embedWorkflowStep ADD_ONS)

export interface PickedImage {
  provider: ImageProvider
  id: string
  url: string
}

export interface ImageSelectorProps {
  purpose: ImagePurpose
  onPick: (image: PickedImage) => void
  onClose: () => void
}

export function ImageSelector({ onClose }: Readonly<ImageSelectorProps>) {
  return (
    <div role="region" aria-label="Choose an image">
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  )
}
