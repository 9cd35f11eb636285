import { useId, useState, type ChangeEvent } from 'react'
import { notifyFailure } from '../../../core/store'
import { commentingApi } from '../commenting-api'
import { IMAGE_MAX_KB, IMAGE_MAX_PX, IMAGE_TYPES } from '../lib/commenting-rules'
import { TEXT } from '../lib/commenting-texts'

/** Width and height of an image file, read by the browser. */
function dimensions(file: File): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file)
    const image = new Image()
    image.onload = () => {
      resolve({ width: image.naturalWidth, height: image.naturalHeight })
      URL.revokeObjectURL(url)
    }
    image.onerror = () => {
      reject(new Error('unreadable image'))
      URL.revokeObjectURL(url)
    }
    image.src = url
  })
}

/** COM-30: the problem with a chosen file before it is sent, or null. */
export async function imageProblem(file: File): Promise<string | null> {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return TEXT.imageType
  if (file.size > IMAGE_MAX_KB * 1024) return TEXT.imageTooLarge
  try {
    const { width, height } = await dimensions(file)
    if (width > IMAGE_MAX_PX || height > IMAGE_MAX_PX) return TEXT.imageTooLarge
  } catch {
    return TEXT.imageType
  }
  return null
}

/**
 * COM-30: a placeholder image: choose a PNG, JPEG or GIF, checked here and by the server, sent
 * with progress; `onUploading` lets the section keep Save disabled meanwhile.
 */
export function ImageUpload({
  unitUUID,
  workflow,
  imageUrl,
  imageName,
  onUploaded,
  onUploading,
}: Readonly<{
  unitUUID: string
  workflow: 'COMMUNITY' | 'STAND_ALONE_COMMUNITY'
  imageUrl: string | null
  imageName?: string | null
  onUploaded: (url: string, name: string) => void
  onUploading: (uploading: boolean) => void
}>) {
  const id = useId()
  const [problem, setProblem] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const file = input.files?.[0]
    input.value = ''
    if (!file) return
    const found = await imageProblem(file)
    setProblem(found)
    if (found) return
    onUploading(true)
    setProgress(0)
    try {
      const { imageUrl: url } = await commentingApi.uploadImage(
        unitUUID,
        file,
        workflow,
        (sent, total) => setProgress(total ? Math.round((sent / total) * 100) : 0),
      )
      onUploaded(url, file.name)
    } catch (error) {
      const message = (error as { fields?: Array<{ message: string }> }).fields?.[0]?.message
      if (message === TEXT.imageTooLarge || message === TEXT.imageType) setProblem(message)
      else notifyFailure(error, TEXT.imageFailed)
    } finally {
      setProgress(null)
      onUploading(false)
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-4">
        {imageUrl ? (
          <img
            src={imageUrl}
            alt={imageName ? `Placeholder image ${imageName}` : 'Placeholder image'}
            className="size-16 rounded-control border border-slate-200 object-cover"
          />
        ) : (
          <div className="flex size-16 items-center justify-center rounded-control border border-dashed border-slate-300 text-xs text-slate-500">
            No image
          </div>
        )}
        <label
          htmlFor={id}
          className="inline-flex h-9 cursor-pointer items-center rounded-control border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 shadow-sm hover:bg-slate-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent"
        >
          {imageUrl ? 'Replace image' : 'Upload image'}
          <input
            id={id}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            onChange={(e) => void choose(e)}
            className="sr-only"
          />
        </label>
        {progress !== null ? (
          <span role="status" className="text-sm text-slate-600">
            Uploading… {progress}%
          </span>
        ) : null}
      </div>
      <p className="text-xs text-slate-600">
        PNG, JPEG or GIF, at most 5000 × 5000 pixels and 5000 KB.
      </p>
      {problem ? (
        <p role="alert" className="text-xs text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  )
}
