/**
 * REP-09: the report's dimensions, an ORDERED list (its rows group by them in this order): add
 * from the ones not chosen, remove, and reorder by dragging a row's handle or with its Move up /
 * Move down buttons (the keyboard way; focus stays on the moved row and the move is announced).
 */
import { useLayoutEffect, useRef, useState } from 'react'
import { lazyModule } from '../../../ui/lazy-module'
import { DIMENSIONS_MESSAGE } from '../lib/report-field-rules'
import { DIMENSION_LABELS, DIMENSIONS, type Dimension, type Report } from '../lib/report-rules'
import { errorOf, SectionError, SectionFrame, type SectionProps } from './section-frame'

/** `list` with the item at `from` moved to `to`. */
// SortableJS is its own chunk, fetched as the editor opens (no page loads it at start; until it
// lands the rows reorder by their buttons only).
const sortable = lazyModule(() =>
  import('react-sortablejs').then((m) => ({ ReactSortable: m.ReactSortable })),
)

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item as T)
  return next
}

const LIST = 'flex flex-col gap-2'
const ICON_BUTTON =
  'inline-flex size-8 items-center justify-center rounded-control text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent'

function Arrow({ up }: Readonly<{ up: boolean }>) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
      <path
        fillRule="evenodd"
        transform={up ? undefined : 'rotate(180 10 10)'}
        d="M10 17a.75.75 0 0 1-.75-.75V5.56L5.53 9.28a.75.75 0 1 1-1.06-1.06l5-5a.75.75 0 0 1 1.06 0l5 5a.75.75 0 1 1-1.06 1.06l-3.72-3.72v10.69A.75.75 0 0 1 10 17Z"
        clipRule="evenodd"
      />
    </svg>
  )
}

export function DimensionsSection({ report, onChange, errors }: Readonly<SectionProps<Report>>) {
  const list = useRef<HTMLDivElement>(null)
  const Sortable = sortable.useModule()?.ReactSortable ?? null
  const [moved, setMoved] = useState<{ dimension: Dimension; up: boolean } | null>(null)
  const [said, setSaid] = useState('')
  const chosen = report.dimensions
  const remaining = DIMENSIONS.filter((d) => !chosen.includes(d))
  const change = (dimensions: Dimension[]) => onChange({ ...report, dimensions })

  function move(from: number, to: number, byKey: boolean) {
    const dimension = chosen[from]!
    change(moveItem(chosen, from, to))
    setSaid(`${DIMENSION_LABELS[dimension]} moved to position ${to + 1} of ${chosen.length}`)
    if (byKey) setMoved({ dimension, up: to < from })
  }

  // Keep focus on the moved row's button (or its other one at the end of the list).
  useLayoutEffect(() => {
    if (!moved) return
    const pick = (up: boolean) =>
      list.current?.querySelector<HTMLButtonElement>(
        `[data-dimension="${moved.dimension}"] [data-move="${up ? 'up' : 'down'}"]`,
      )
    const target = pick(moved.up)
    ;(target && !target.disabled ? target : pick(!moved.up))?.focus()
    setMoved(null)
  }, [moved])

  const rows = chosen.map((dimension, i) => {
    const label = DIMENSION_LABELS[dimension]
    return (
      <li
        key={dimension}
        data-dimension={dimension}
        className="flex items-center gap-2 rounded-control border border-slate-200 bg-white py-1 pr-1 pl-2 shadow-sm"
      >
        <span
          data-drag-handle=""
          aria-hidden="true"
          title="Drag to reorder"
          className="cursor-grab px-1 text-slate-400 select-none"
        >
          ⠿
        </span>
        <span className="w-6 text-sm text-slate-500 tabular-nums">{i + 1}.</span>
        <span className="flex-1 text-sm font-medium text-slate-900">{label}</span>
        <button
          type="button"
          data-move="up"
          aria-label={`Move ${label} up`}
          disabled={i === 0}
          onClick={() => move(i, i - 1, true)}
          className={ICON_BUTTON}
        >
          <Arrow up />
        </button>
        <button
          type="button"
          data-move="down"
          aria-label={`Move ${label} down`}
          disabled={i === chosen.length - 1}
          onClick={() => move(i, i + 1, true)}
          className={ICON_BUTTON}
        >
          <Arrow up={false} />
        </button>
        <button
          type="button"
          aria-label={`Remove ${label}`}
          onClick={() => change(chosen.filter((d) => d !== dimension))}
          className={ICON_BUTTON}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
          </svg>
        </button>
      </li>
    )
  })
  const message = errorOf(errors, 'dimensions') ?? (chosen.length ? null : DIMENSIONS_MESSAGE)
  return (
    <SectionFrame
      section="dimensions"
      description="The report's rows group by these, in this order. Drag a row or use its arrows to reorder."
    >
      <SectionError message={message} />
      {chosen.length ? (
        <div ref={list}>
          {Sortable ? (
            <Sortable
              tag="ol"
              list={chosen.map((id) => ({ id }))}
              setList={() => undefined}
              handle="[data-drag-handle]"
              animation={150}
              onUpdate={(event) => {
                if (event.oldIndex === undefined || event.newIndex === undefined) return
                move(event.oldIndex, event.newIndex, false)
              }}
              className={LIST}
            >
              {rows}
            </Sortable>
          ) : (
            <ol className={LIST}>{rows}</ol>
          )}
        </div>
      ) : null}
      {remaining.length ? (
        <div
          className="flex flex-wrap items-center gap-2"
          role="group"
          aria-label="Add a dimension"
        >
          <span className="text-sm text-slate-600">Add:</span>
          {remaining.map((dimension) => (
            <button
              key={dimension}
              type="button"
              aria-label={`Add ${DIMENSION_LABELS[dimension]}`}
              onClick={() => change([...chosen, dimension])}
              className="rounded-control border border-dashed border-slate-300 px-3 py-1 text-sm font-medium text-slate-800 hover:border-slate-400 hover:bg-slate-50"
            >
              <span aria-hidden="true">+ </span>
              {DIMENSION_LABELS[dimension]}
            </button>
          ))}
        </div>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
    </SectionFrame>
  )
}
