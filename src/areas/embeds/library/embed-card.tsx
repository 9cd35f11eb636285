import { useId, useState } from 'react'
import { Spinner } from '../../../ui/spinner'
import { CONTENT_TYPES, type LibraryItem } from '../lib/embeds-rules'
import { CONTENT_TYPE_NAMES, labelsNeedToggle, liveCardsText } from '../lib/library-filters'
import { CardMenu, type CardAction } from './card-menu'

/** EMB-12: the image-processing badges and their tooltips (OPEN wording: the inventory's). */
export const BADGES = {
  IN_PROGRESS: {
    text: 'Images Processing',
    tip: 'We are optimising your images for fast loading.',
    tone: 'bg-amber-50 text-amber-900 border-amber-300',
  },
  FAILED: {
    text: 'Image Processing Failed',
    tip: 'Please go back and retry or use another image.',
    tone: 'bg-red-50 text-red-700 border-danger/30',
  },
} as const

const TYPE_TONES = {
  QUIZ: 'bg-sky-100 text-sky-900',
  POLL: 'bg-violet-100 text-violet-900',
  STORY: 'bg-emerald-100 text-emerald-900',
} as const

/** The default poster: a small inline logo (no download). */
function DefaultLogo() {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className="size-16 text-primary/70">
      <rect x="6" y="10" width="52" height="44" rx="8" fill="currentColor" opacity="0.15" />
      <rect x="14" y="20" width="28" height="5" rx="2.5" fill="currentColor" />
      <rect x="14" y="30" width="36" height="5" rx="2.5" fill="currentColor" opacity="0.6" />
      <rect x="14" y="40" width="22" height="5" rx="2.5" fill="currentColor" opacity="0.6" />
      <circle cx="48" cy="22" r="5" fill="currentColor" />
    </svg>
  )
}

/**
 * EMB-11/12/15: one embed of the grid: poster (or the default logo) that edits or opens
 * analytics, labels (collapsed behind a toggle past 43 characters), the processing badge, name
 * and site (full text in tooltips), live cards by type, online/offline, and the actions menu.
 */
export function EmbedCard({
  item,
  labelNames,
  who,
  disabled,
  onAction,
}: Readonly<{
  item: LibraryItem
  labelNames: readonly string[]
  who: { canEdit: boolean; mocked: boolean; mockupGenerator: boolean }
  disabled: boolean
  onAction: (action: CardAction) => void
}>) {
  const id = useId()
  const [allLabels, setAllLabels] = useState(false)
  const toggle = labelsNeedToggle(labelNames)
  const imageAction: CardAction | null =
    item.active && who.canEdit ? 'edit' : item.active && !who.mockupGenerator ? 'analytics' : null
  const badge = item.imagesUploadStatus ? BADGES[item.imagesUploadStatus] : null
  const online = item.embedState === 'online'
  const image = item.posterImage ? (
    <img src={item.posterImage} alt="" className="size-full object-cover" loading="lazy" />
  ) : (
    <DefaultLogo />
  )
  return (
    <article
      aria-labelledby={`${id}-name`}
      data-embed={item.embedUUID}
      className={`flex min-w-0 flex-col rounded-card border border-slate-200 bg-white shadow-raised ${disabled ? 'opacity-60' : ''}`}
    >
      {/* Only the picture is clipped to the card's corners: the actions menu opens past the card. */}
      <div className="relative aspect-[16/9] overflow-hidden rounded-t-card bg-slate-100">
        {imageAction ? (
          <button
            type="button"
            disabled={disabled}
            onClick={() => onAction(imageAction)}
            aria-label={`${imageAction === 'edit' ? 'Edit' : 'View Analytics of'} ${item.embedName}`}
            className="flex size-full items-center justify-center overflow-hidden focus-visible:outline-offset-[-4px] disabled:cursor-not-allowed"
          >
            {image}
          </button>
        ) : (
          <div className="flex size-full items-center justify-center overflow-hidden">{image}</div>
        )}
        {badge ? (
          <span
            title={badge.tip}
            className={`absolute top-2 left-2 inline-flex items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium ${badge.tone}`}
          >
            {item.imagesUploadStatus === 'IN_PROGRESS' ? <Spinner /> : null}
            {badge.text}
            <span className="sr-only">{`: ${badge.tip}`}</span>
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {labelNames.length ? (
          <div className="flex items-start gap-2">
            <ul
              id={`${id}-labels`}
              aria-label="Labels"
              className={`flex min-w-0 flex-1 flex-wrap gap-1 ${toggle && !allLabels ? 'max-h-6 overflow-hidden' : ''}`}
            >
              {labelNames.map((name) => (
                <li
                  key={name}
                  className="max-w-full truncate rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700"
                >
                  {name}
                </li>
              ))}
            </ul>
            {toggle ? (
              <button
                type="button"
                aria-expanded={allLabels}
                aria-controls={`${id}-labels`}
                onClick={() => setAllLabels(!allLabels)}
                className="shrink-0 rounded-sm text-xs font-medium text-primary hover:underline"
              >
                {allLabels ? 'Show less' : 'Show all'}
              </button>
            ) : null}
          </div>
        ) : null}
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3
              id={`${id}-name`}
              title={item.embedName}
              className="truncate text-base font-semibold text-slate-900"
            >
              {item.embedName}
            </h3>
            <p title={item.siteUrl} className="truncate text-sm text-slate-600">
              {item.siteUrl}
            </p>
          </div>
          <CardMenu item={item} who={who} disabled={disabled} onAction={onAction} />
        </div>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1 text-sm">
          <p className="flex flex-wrap items-center gap-1.5 text-slate-700">
            <span>{liveCardsText(item.liveContentTypes)}</span>
            {CONTENT_TYPES.filter((t) => item.liveContentTypes[t]).map((type) => (
              <span
                key={type}
                className={`rounded-sm px-1.5 py-0.5 text-xs font-medium ${TYPE_TONES[type]}`}
              >
                {`${CONTENT_TYPE_NAMES[type]} ${item.liveContentTypes[type]}`}
              </span>
            ))}
          </p>
          <p className="flex items-center gap-1.5 text-slate-700">
            <span
              aria-hidden="true"
              className={`size-2.5 rounded-full ${online ? 'bg-success' : 'bg-slate-400'}`}
            />
            {online ? 'online' : 'offline'}
          </p>
        </div>
      </div>
    </article>
  )
}
