/**
 * One page of image results (BLD-60, BLD-72) as a grid of buttons (each named by its image),
 * free photos with their photographer's name and profile link, and the paging buttons (BLD-59).
 */
import { Pager } from '../../../../ui/pager'
import { Spinner } from '../../../../ui/spinner'
import { showNext, showPrevious, type ImageResult } from '../../lib/images-rules'

export function ImageGrid({
  results,
  page,
  pages,
  disabled,
  onPick,
  onPage,
}: Readonly<{
  results: ImageResult[]
  page: number
  pages: number
  disabled: boolean
  onPick: (image: ImageResult) => void
  onPage: (page: number) => void
}>) {
  return (
    <div className="flex flex-col gap-3">
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(96px,1fr))] gap-2" aria-label="Images">
        {results.map((image) => (
          <li key={`${image.provider}-${image.id}`} className="flex flex-col gap-1">
            {image.status && image.status !== 'DONE' ? (
              <div className="flex aspect-[4/3] items-center justify-center rounded-control border border-slate-200 bg-slate-100 p-2 text-center text-xs text-slate-600">
                {image.status === 'FAILED' ? (
                  'Image Processing Failed'
                ) : (
                  <span className="flex flex-col items-center gap-1">
                    <Spinner />
                    Image processing
                  </span>
                )}
              </div>
            ) : (
              <button
                type="button"
                disabled={disabled}
                onClick={() => onPick(image)}
                aria-label={`Choose ${image.alt}`}
                className="block aspect-[4/3] overflow-hidden rounded-control border border-slate-200 bg-slate-100 hover:border-primary disabled:opacity-50"
              >
                <img
                  src={image.thumb.url}
                  alt={image.alt}
                  width={image.thumb.width}
                  height={image.thumb.height}
                  loading="lazy"
                  className="size-full object-cover"
                />
              </button>
            )}
            {image.photographer ? (
              <p className="truncate text-xs text-slate-600">
                Photo by{' '}
                <a
                  href={image.photographer.profileUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  title={image.photographer.name}
                  className="text-link hover:underline"
                >
                  {image.photographer.name}
                </a>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {showPrevious(page) || showNext(page, pages) ? (
        <Pager label="Image pages" page={page} pages={pages} hideUnavailable onPage={onPage} />
      ) : null}
    </div>
  )
}
