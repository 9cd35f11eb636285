/** BLD-39: one list of the organize view (live or not live): rows with keyboard moves, a pager. */
import { useRef, type ReactNode } from 'react'
import { Pager } from '../../../../ui/pager'
import {
  cardTitle,
  ORGANIZE_PAGE_SIZE,
  TYPE_LABELS,
  type KeyboardMove,
  type OrganizeItem,
  type OrganizeList as ListName,
} from '../../lib/organize-rules'
import { useSortable, type DropEvent } from './use-sortable'

const ICON = 'size-4'
const ARROW_UP = 'M10 4l-5 6h3v6h4v-6h3z'
const ARROW_DOWN = 'M10 16l5-6h-3V4H8v6H5z'

/** A row's move button: `icon` is its SVG path, `label` its accessible name and tooltip. */
function RowButton({
  label,
  action,
  icon,
  onClick,
}: Readonly<{ label: string; action: string; icon: string; onClick: () => void }>) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      data-action={action}
      onClick={onClick}
      className="rounded-sm p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className={ICON} fill="currentColor">
        <path d={icon} />
      </svg>
    </button>
  )
}

export function OrganizeListView({
  name,
  title,
  items,
  shown,
  page,
  onPage,
  numbered,
  highlighted,
  onMove,
  onDrop,
  tools,
  empty,
}: Readonly<{
  name: ListName
  title: string
  /** The whole list (after the filter). */
  items: OrganizeItem[]
  /** The rows of the current page. */
  shown: OrganizeItem[]
  page: number
  onPage: (page: number) => void
  /** Live cards show their number (ordered content). */
  numbered: boolean
  highlighted: string | null
  onMove: (key: string, move: KeyboardMove) => void
  onDrop: (event: DropEvent) => void
  tools?: ReactNode
  empty: string
}>) {
  const list = useRef<HTMLUListElement>(null)
  useSortable(list, 'organize-cards', onDrop)
  const headingId = `organize-${name}`
  const first = (page - 1) * ORGANIZE_PAGE_SIZE
  const live = name === 'live'
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded-card border border-slate-200 bg-slate-50 p-3"
    >
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {title} <span className="font-normal text-slate-600">({items.length})</span>
      </h3>
      {tools}
      <ul
        ref={list}
        data-list={name}
        aria-labelledby={headingId}
        className="flex min-h-24 flex-col gap-2"
      >
        {shown.map((item, i) => {
          const label = cardTitle(item.card)
          const position = first + i
          return (
            <li
              key={item.key}
              data-key={item.key}
              data-moved={highlighted === item.key ? '' : undefined}
              className={`flex cursor-grab items-center gap-2 rounded-control border bg-white p-2 text-sm shadow-sm transition-shadow ${
                highlighted === item.key ? 'border-accent ring-2 ring-accent' : 'border-slate-200'
              }`}
            >
              {live && numbered ? (
                <span className="w-6 shrink-0 text-center font-semibold text-slate-700 tabular-nums">
                  {position + 1}
                </span>
              ) : null}
              <span className="shrink-0 rounded-sm bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">
                {TYPE_LABELS[item.card.contentType]}
              </span>
              <span className="min-w-0 flex-1 truncate" title={label}>
                {label}
              </span>
              <span className="flex shrink-0 items-center">
                {position > 0 ? (
                  <RowButton
                    label={`Move ${label} up`}
                    action="up"
                    icon={ARROW_UP}
                    onClick={() => onMove(item.key, 'up')}
                  />
                ) : null}
                {position < items.length - 1 ? (
                  <RowButton
                    label={`Move ${label} down`}
                    action="down"
                    icon={ARROW_DOWN}
                    onClick={() => onMove(item.key, 'down')}
                  />
                ) : null}
                <RowButton
                  label={`${live ? 'Remove from Embed' : 'Add to Embed'}: ${label}`}
                  action={live ? 'toNotLive' : 'toLive'}
                  icon={live ? 'M4 9h12v2H4z' : 'M9 4h2v5h5v2h-5v5H9v-5H4V9h5z'}
                  onClick={() => onMove(item.key, live ? 'toNotLive' : 'toLive')}
                />
              </span>
            </li>
          )
        })}
      </ul>
      {shown.length === 0 ? <p className="text-sm text-slate-600">{empty}</p> : null}
      {items.length > ORGANIZE_PAGE_SIZE ? (
        <Pager
          page={page}
          size={ORGANIZE_PAGE_SIZE}
          total={items.length}
          onPage={onPage}
          label={`${title} pages`}
        />
      ) : null}
    </section>
  )
}
