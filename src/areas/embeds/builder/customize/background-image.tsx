import { useEffect, useState } from 'react'
import { Spinner } from '../../../../ui/spinner'
import type { EditorBackground } from '../../lib/card-rules'
import { useBuilder, useBuilderActions } from '../builder-store'

const RETRY_MS = 2000

/**
 * The card's background image (BLD-36, 37): choose (opens the image selector for 'background'),
 * remove, and a thumbnail that says `Image processing` while the image does not load (a fresh
 * upload is still being optimised) and hides it once it loads.
 */
export function BackgroundImage({
  background,
  onRemove,
}: Readonly<{ background: EditorBackground; onRemove: () => void }>) {
  const { setActiveSelection } = useBuilderActions()
  const active = useBuilder((s) => s.activeSelection === 'background')
  const url = background.backgroundImageURL
  const [failed, setFailed] = useState<string | null>(null)
  // A fresh upload answers 404 until it is resized: look again every 2 s until it loads.
  const [attempt, setAttempt] = useState(0)
  const waiting = !!url && failed === url
  useEffect(() => {
    if (!waiting) return
    const timer = setTimeout(() => setAttempt((n) => n + 1), RETRY_MS)
    return () => clearTimeout(timer)
  }, [waiting, attempt])
  const src =
    url && attempt && waiting ? `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}` : url
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium text-slate-700">Background Image</span>
      {url ? (
        <div className="relative h-24 w-40 overflow-hidden rounded-control border border-slate-300 bg-slate-100">
          <img
            key={url}
            src={src ?? undefined}
            alt="Background image"
            onLoad={() => setFailed(null)}
            onError={() => setFailed(url)}
            className={`size-full object-cover ${failed === url ? 'invisible' : ''}`}
          />
          {failed === url ? (
            <p
              role="status"
              title="Your image is being optimised for fast loading"
              className="absolute inset-0 flex items-center justify-center gap-2 bg-amber-50 text-xs font-medium text-warning"
            >
              <Spinner /> Image processing
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          aria-pressed={active}
          onClick={() => setActiveSelection(active ? 'none' : 'background')}
          className="h-9 rounded-control border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50"
        >
          {url ? 'Change image' : 'Choose image'}
        </button>
        {url ? (
          <button
            type="button"
            onClick={onRemove}
            className="h-9 rounded-control px-3 text-sm font-medium text-danger hover:bg-red-50"
          >
            Remove image
          </button>
        ) : null}
      </div>
    </div>
  )
}
