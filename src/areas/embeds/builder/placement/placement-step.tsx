/**
 * Step 1, Select Placement (BLD-13): two cards, Right or Left Rail and In-Content. In the new
 * flow a pick moves on to the next step after 250 ms; in the update flow the pick is a change
 * that the step bar's Save / Discard handles.
 */
import { useEffect, useRef } from 'react'
import { PLACEMENT_ADVANCE_MS } from '../../lib/builder-rules'
import type { Location } from '../../lib/builder-doc-rules'
import { useBuilder, useBuilderActions } from '../builder-store'

export const PLACEMENT_TEXT =
  'Please pick where you think you would like to place your Embed on your website'

const CHOICES: { value: Location; title: string; picture: 'rail' | 'content' }[] = [
  { value: 'rail', title: 'Right or Left Rail', picture: 'rail' },
  { value: 'in-content', title: 'In-Content', picture: 'content' },
]

/** A small page sketch: article lines with the embed beside them or between them. */
function Sketch({ picture }: Readonly<{ picture: 'rail' | 'content' }>) {
  const line = 'h-1.5 rounded-full bg-slate-200'
  const embed = 'rounded-sm bg-primary/70'
  return (
    <div
      aria-hidden="true"
      className="flex h-28 w-44 gap-2 rounded-sm border border-slate-200 bg-white p-2"
    >
      <div className="flex flex-1 flex-col gap-1.5">
        <div className={`${line} w-3/4 bg-slate-300`} />
        <div className={line} />
        <div className={line} />
        {picture === 'content' ? <div className={`${embed} h-9`} /> : <div className={line} />}
        <div className={line} />
        <div className={`${line} w-2/3`} />
      </div>
      {picture === 'rail' ? <div className={`${embed} w-12`} /> : null}
    </div>
  )
}

export function PlacementStep({ onAdvance }: Readonly<{ onAdvance: (() => void) | null }>) {
  const location = useBuilder((s) => s.doc.embed.location)
  const { updateEmbed } = useBuilderActions()
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(() => () => clearTimeout(timer.current ?? undefined), [])

  function pick(value: Location) {
    updateEmbed({ location: value })
    if (!onAdvance) return
    clearTimeout(timer.current ?? undefined)
    timer.current = setTimeout(onAdvance, PLACEMENT_ADVANCE_MS)
  }

  return (
    <section aria-labelledby="placement-text">
      <p id="placement-text" className="mb-6 text-base text-slate-700">
        {PLACEMENT_TEXT}
      </p>
      <div role="radiogroup" aria-labelledby="placement-text" className="flex flex-wrap gap-4">
        {CHOICES.map((choice) => {
          const checked = location === choice.value
          return (
            <button
              key={choice.value}
              type="button"
              role="radio"
              aria-checked={checked}
              onClick={() => pick(choice.value)}
              onKeyDown={(event) => {
                if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
                event.preventDefault()
                const other = CHOICES.find((c) => c.value !== choice.value)!
                event.currentTarget.parentElement
                  ?.querySelector<HTMLElement>(`[data-value="${other.value}"]`)
                  ?.focus()
              }}
              data-value={choice.value}
              tabIndex={
                checked || (!CHOICES.some((c) => c.value === location) && choice.value === 'rail')
                  ? 0
                  : -1
              }
              className={`flex w-56 flex-col items-center gap-3 rounded-card border-2 bg-white p-5 text-sm font-medium shadow-sm transition-colors hover:border-primary/60 ${
                checked ? 'border-primary text-primary' : 'border-slate-200 text-slate-800'
              }`}
            >
              <Sketch picture={choice.picture} />
              <span>{choice.title}</span>
            </button>
          )
        })}
      </div>
    </section>
  )
}
