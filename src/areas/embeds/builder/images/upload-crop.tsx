/**
 * Upload & Crop (BLD-61, BLD-62, BLD-17): pick a file, checked by the file rules before any
 * upload; crop it with zoom (the cropper loads lazily) or, for a GIF, take it as it is; Submit
 * uploads (API-55) while the builder counts the upload (saves wait, BLD-53) and the controls
 * are disabled; Cancel resets; New Image picks another file.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { isAbort } from '../../../../core/http'
import { Alert } from '../../../../ui/alert'
import { Button } from '../../../../ui/button'
import { lazyModule } from '../../../../ui/lazy-module'
import { Spinner } from '../../../../ui/spinner'
import {
  IMAGE_TYPE_MESSAGE,
  IMAGE_UPLOAD_FAILED_MESSAGE,
  UPLOAD_TYPES,
} from '../../lib/builder-rules'
import { skipsCropper, sniffImageType, uploadProblem, uploadStep } from '../../lib/images-rules'
import { useBuilderActions, useBuilderEnv } from '../builder-store'
import type { CropHandle } from './crop-area'
import type { ImagePurpose, PickedImage } from './image-selector'
import { imagesApi } from './images-api'

const cropModule = lazyModule(() => import('./crop-area'))

/** BLD-61: the prompt of the file button. */
export const uploadPrompt = (purpose: ImagePurpose) =>
  purpose === 'logo' ? 'Upload Image' : 'Upload your own photo'

export function UploadCrop({
  purpose,
  onUploaded,
}: Readonly<{ purpose: ImagePurpose; onUploaded: (image: PickedImage) => void }>) {
  const { accountUUID } = useBuilderEnv()
  const { beginUpload } = useBuilderActions()
  const titleId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [src, setSrc] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [uploading, setUploading] = useState(false)
  const [handle, setHandle] = useState<CropHandle | null>(null)
  const gif = file !== null && skipsCropper(file)
  const crop = cropModule.useModule(file !== null && !gif)

  // The local blob URL of the chosen file lives as long as it is shown.
  useEffect(() => (src ? () => URL.revokeObjectURL(src) : undefined), [src])

  function reset() {
    setFile(null)
    setSrc(null)
    setHandle(null)
    setProblem(null)
    if (input.current) input.current.value = ''
  }

  async function choose(chosen: File | undefined) {
    if (!chosen) return
    // Judged by content (the first bytes), as the server does: the name's type can lie.
    const head = new Uint8Array(await chosen.slice(0, 12).arrayBuffer())
    const type = sniffImageType(head)
    const found = uploadProblem({ size: chosen.size, type })
    if (found) {
      reset()
      setProblem(found)
      return
    }
    setProblem(null)
    setHandle(null)
    setFile(type === chosen.type ? chosen : new File([chosen], chosen.name, { type }))
    setSrc(URL.createObjectURL(chosen))
  }

  /** The browser could not draw the chosen file: it is not a usable image. */
  function broken() {
    reset()
    setProblem(IMAGE_TYPE_MESSAGE)
  }

  async function submit() {
    if (!file) return
    const end = beginUpload()
    setUploading(true)
    setProblem(null)
    try {
      // GIFs go as they are (the local blob); others as the crop.
      const blob = gif ? file : await handle!.toBlob()
      const base = file.name.replace(/\.[^.]*$/, '') || 'image'
      const fileName = gif ? file.name : `${base}.${blob.type === 'image/png' ? 'png' : 'jpg'}`
      const reply = await imagesApi.send({
        accountUUID,
        logo: purpose === 'logo',
        file: blob,
        fileName,
        embedWorkflowStep: uploadStep(purpose),
      })
      const image = reply.images[0]
      if (!image) throw new Error('No image in the reply')
      setUploading(false)
      onUploaded({ provider: 'CLIENT_UPLOADED', id: image.imageUUID, url: image.url })
    } catch (error) {
      setUploading(false)
      if (!isAbort(error)) setProblem(IMAGE_UPLOAD_FAILED_MESSAGE)
    } finally {
      end()
    }
  }

  const ready = gif || handle !== null
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h3 id={titleId} className="text-base font-semibold text-slate-900">
        Upload &amp; Crop
      </h3>
      <input
        ref={input}
        type="file"
        accept={UPLOAD_TYPES.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-upload-input=""
        onChange={(e) => void choose(e.currentTarget.files?.[0])}
      />
      {!file || !src ? (
        <div className="flex flex-col items-start gap-2 rounded-card border border-dashed border-slate-300 bg-slate-50 p-4">
          <Button variant="secondary" onClick={() => input.current?.click()}>
            {uploadPrompt(purpose)}
          </Button>
          <p className="text-xs text-slate-600">JPEG, PNG or GIF, up to 5 MB.</p>
        </div>
      ) : gif ? (
        <img
          src={src}
          alt="The GIF to upload"
          className="max-h-64 self-start rounded-control"
          onError={broken}
        />
      ) : crop ? (
        <crop.CropArea
          src={src}
          purpose={purpose}
          type={file.type}
          disabled={uploading}
          onReady={setHandle}
          onBroken={broken}
        />
      ) : (
        <Spinner label="Loading the cropper" className="h-40 justify-center" />
      )}
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {file ? (
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" disabled={uploading} onClick={() => input.current?.click()}>
            New Image
          </Button>
          <Button variant="secondary" disabled={uploading} onClick={reset}>
            Cancel
          </Button>
          <Button
            busy={uploading}
            busyLabel="Uploading…"
            disabled={!ready}
            onClick={() => void submit()}
          >
            Submit
          </Button>
        </div>
      ) : null}
    </section>
  )
}
