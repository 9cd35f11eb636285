import type { ContentOrder, EditorCard } from '../../lib/card-rules'
import { cardNumber, cardTitle, TYPE_NAMES } from '../../lib/customize-rules'
import { IconButton } from './icon-button'

export interface CardTileProps {
  card: EditorCard
  order: ContentOrder
  selected: boolean
  onSelect: () => void
  onDelete: () => void
  onToggleLive: () => void
}

/**
 * One card of the selector strip (BLD-19, 23): a button that selects it (its number when the
 * order is 'ordered', its type and title), a delete icon and the add/remove-from-embed toggle.
 */
export function CardTile({
  card,
  order,
  selected,
  onSelect,
  onDelete,
  onToggleLive,
}: Readonly<CardTileProps>) {
  const number = cardNumber(card, order)
  const title = cardTitle(card) || 'Untitled'
  const type = TYPE_NAMES[card.contentType]
  return (
    <li
      data-card-tile=""
      data-live={card.contentLive ? '' : undefined}
      className={`flex w-40 shrink-0 flex-col rounded-card border shadow-sm ${selected ? 'border-primary ring-2 ring-primary/30' : 'border-slate-200'} ${card.contentLive ? 'bg-white' : 'border-dashed bg-slate-50'}`}
    >
      <button
        type="button"
        aria-current={selected ? 'true' : undefined}
        onClick={onSelect}
        className="flex min-h-16 flex-col items-start gap-1 rounded-t-card px-3 pt-2 pb-1 text-left hover:bg-slate-50"
      >
        <span className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
          {number !== null ? (
            <span className="inline-flex size-5 items-center justify-center rounded-full bg-primary text-[11px] font-semibold text-white">
              {number}
            </span>
          ) : null}
          {type}
          {card.contentLive ? null : <span>· Not live</span>}
        </span>
        <span className="line-clamp-2 text-sm text-slate-900">{title}</span>
      </button>
      <div className="flex items-center justify-end gap-1 border-t border-slate-100 px-1 py-0.5">
        <IconButton
          label={card.contentLive ? 'Remove from Embed' : 'Add to Embed'}
          pressed={card.contentLive}
          onClick={onToggleLive}
        >
          {card.contentLive ? (
            <path d="M10 3a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm-1 10.4L5.6 10l1.4-1.4 2 2 4-4 1.4 1.4z" />
          ) : (
            <path d="M10 3a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm1 8v3H9v-3H6V9h3V6h2v3h3v2z" />
          )}
        </IconButton>
        <IconButton label={`Delete card ${title}`} tone="danger" onClick={onDelete}>
          <path d="M7 3h6l1 2h3v2H3V5h3zm-2 5h10l-1 9H6z" />
        </IconButton>
      </div>
    </li>
  )
}
