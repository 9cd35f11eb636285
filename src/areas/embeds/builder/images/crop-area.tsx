/**
 * The cropper half of Upload & Crop (BLD-61), imported dynamically by upload-crop.tsx so that
 * react-image-crop and its stylesheet load only when an image is cropped. A crop frame of the
 * purpose's aspect over the image, a zoom slider (min 1, or 0.25 for the logo; max 5; step
 * 0.05; initial 3) and a preview refreshed on mouse-up and on zoom (debounced 300 ms).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import {
  centerCrop,
  cropToCanvas,
  makeAspectCrop,
  ReactCrop,
  type PercentCrop,
  type PixelCrop,
} from 'react-image-crop'
import {
  CROP_PREVIEW_DEBOUNCE_MS,
  CROP_SIZES,
  ZOOM_INITIAL,
  ZOOM_MAX,
  ZOOM_STEP,
  zoomMin,
} from '../../lib/images-rules'
import { REACT_CROP_CSS } from './crop-css'
import type { ImagePurpose } from './image-selector'

let sheet: CSSStyleSheet | null = null

/** Adopts react-image-crop's sheet into the element's shadow root, once per root. */
function adoptCropStyles(node: Element): void {
  const root = node.getRootNode() as ShadowRoot | Document
  if (!('adoptedStyleSheets' in root)) return
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(REACT_CROP_CSS)
  }
  if (!root.adoptedStyleSheets.includes(sheet))
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
}

/** What the parent keeps to make the upload: the cropped image as a blob. */
export interface CropHandle {
  toBlob: () => Promise<Blob>
}

export interface CropAreaProps {
  src: string
  purpose: ImagePurpose
  type: string
  disabled: boolean
  /** Receives the handle once the image has loaded (null while it loads). */
  onReady: (handle: CropHandle | null) => void
  /** The browser could not draw the file (a damaged image). */
  onBroken: () => void
}

/** The crop drawn at the purpose's size (twice, for sharp screens) as a canvas. */
async function cropped(image: HTMLImageElement, crop: PixelCrop, zoom: number) {
  const full = document.createElement('canvas')
  await cropToCanvas(image, full, crop, zoom)
  return full
}

export function CropArea({
  src,
  purpose,
  type,
  disabled,
  onReady,
  onBroken,
}: Readonly<CropAreaProps>) {
  const size = CROP_SIZES[purpose]
  const aspect = size.width / size.height
  const [crop, setCrop] = useState<PercentCrop>()
  const [done, setDone] = useState<PixelCrop>()
  const [zoom, setZoom] = useState(ZOOM_INITIAL)
  const [preview, setPreview] = useState<string | null>(null)
  const [previewAt, setPreviewAt] = useState(0)
  const image = useRef<HTMLImageElement>(null)
  const wrapper = useRef<HTMLDivElement>(null)
  const latest = useRef({ done, zoom })
  useLayoutEffect(() => {
    latest.current = { done, zoom }
  })

  useLayoutEffect(() => {
    if (wrapper.current) adoptCropStyles(wrapper.current)
  }, [])

  // The handle the parent's Submit uses: the current crop and zoom at that moment.
  useEffect(() => {
    if (!done) return onReady(null)
    onReady({
      toBlob: async () => {
        const img = image.current
        const current = latest.current
        if (!img || !current.done) throw new Error('No image')
        const canvas = await cropped(img, current.done, current.zoom)
        const out = document.createElement('canvas')
        out.width = size.width * 2
        out.height = size.height * 2
        out.getContext('2d')?.drawImage(canvas, 0, 0, out.width, out.height)
        const mime = type === 'image/png' ? 'image/png' : 'image/jpeg'
        return new Promise<Blob>((resolve, reject) =>
          out.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No blob'))), mime, 0.9),
        )
      },
    })
  }, [done, onReady, size.width, size.height, type])

  // BLD-61: the preview follows mouse-up (previewAt) and zoom, debounced 300 ms.
  useEffect(() => {
    const img = image.current
    if (!img || !done) return
    let cancelled = false
    const timer = setTimeout(() => {
      cropped(img, done, zoom)
        .then((canvas) => {
          if (!cancelled) setPreview(canvas.toDataURL('image/jpeg', 0.8))
        })
        .catch(() => undefined)
    }, CROP_PREVIEW_DEBOUNCE_MS)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [zoom, previewAt, done])

  function start(event: { currentTarget: HTMLImageElement }) {
    const { width, height } = event.currentTarget
    const first = centerCrop(
      makeAspectCrop({ unit: '%', width: 80 }, aspect, width, height),
      width,
      height,
    )
    setCrop(first)
    setDone({
      unit: 'px',
      x: (first.x * width) / 100,
      y: (first.y * height) / 100,
      width: (first.width * width) / 100,
      height: (first.height * height) / 100,
    })
    setPreviewAt((n) => n + 1)
  }

  return (
    <div ref={wrapper} className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-control bg-slate-100" style={{ maxHeight: 360 }}>
        <ReactCrop
          crop={crop}
          aspect={aspect}
          keepSelection
          disabled={disabled}
          onChange={(_pixel, percent) => setCrop(percent)}
          onComplete={(pixel) => {
            setDone(pixel)
            setPreviewAt((n) => n + 1)
          }}
          ariaLabels={{
            cropArea: 'Crop area: drag to move, arrow keys to nudge',
            nwDragHandle: 'Resize the crop from its top left corner',
            nDragHandle: 'Resize the crop from its top edge',
            neDragHandle: 'Resize the crop from its top right corner',
            eDragHandle: 'Resize the crop from its right edge',
            seDragHandle: 'Resize the crop from its bottom right corner',
            sDragHandle: 'Resize the crop from its bottom edge',
            swDragHandle: 'Resize the crop from its bottom left corner',
            wDragHandle: 'Resize the crop from its left edge',
          }}
        >
          <img
            ref={image}
            src={src}
            alt="The image to crop"
            onLoad={start}
            onError={onBroken}
            style={{ transform: `scale(${zoom})`, maxHeight: 360 }}
          />
        </ReactCrop>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <label className="flex flex-1 items-center gap-3 text-sm text-slate-700">
          <span>Zoom</span>
          <input
            type="range"
            min={zoomMin(purpose)}
            max={ZOOM_MAX}
            step={ZOOM_STEP}
            value={zoom}
            disabled={disabled}
            onChange={(e) => setZoom(Number(e.currentTarget.value))}
            className="min-w-32 flex-1 accent-primary"
          />
          <span className="w-10 text-right tabular-nums">{zoom.toFixed(2)}</span>
        </label>
        {preview ? (
          <figure className="flex items-center gap-2 text-xs text-slate-600">
            <img
              src={preview}
              alt="Preview of the cropped image"
              className="rounded border border-slate-200 object-cover"
              style={{ width: (size.width * 56) / size.height, height: 56 }}
            />
            <figcaption>Preview</figcaption>
          </figure>
        ) : null}
      </div>
    </div>
  )
}
