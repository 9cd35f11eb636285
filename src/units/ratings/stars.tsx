/** @jsxImportSource preact */
/**
 * The five stars: a read-only row (the average) and the rating input (buttons; arrow keys, Home
 * and End move by a star, or half a star when half stars are shown; Enter or Space rates; the
 * pointer on a star's left 40 % means half a star less, when half stars are shown). Pure: the unit keeps the state.
 */
import { STARS_MAX, STARS_MIN, shownAverage } from '../../areas/ratings/lib/ratings-rules'

const PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z'
const STARS = [1, 2, 3, 4, 5]
const clamp = (value: number) => Math.min(STARS_MAX, Math.max(STARS_MIN, value))
/** How much of star n (1..5) a value fills, in half steps. */
const fillOf = (value: number, n: number) =>
  Math.min(1, Math.max(0, Math.round((value - n + 1) * 2) / 2))

/** The stars a key asks for from `from` (null: not a star key). */
export function starsForKey(key: string, from: number, half: boolean): number | null {
  const step = half ? 0.5 : 1
  if (key === 'ArrowRight' || key === 'ArrowUp') return clamp(from + step)
  if (key === 'ArrowLeft' || key === 'ArrowDown') return clamp(from - step)
  if (key === 'Home') return STARS_MIN
  if (key === 'End') return STARS_MAX
  return null
}

function Star({ fill }: Readonly<{ fill: number }>) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path d={PATH} class="empty" />
      <path d={PATH} style={`clip-path:inset(0 ${100 - fill * 100}% 0 0)`} />
    </svg>
  )
}

/** The average as five stars, for reading only. */
export function StarRow({ value }: Readonly<{ value: number }>) {
  return (
    <span class="stars" role="img" aria-label={`${shownAverage(value)} out of 5 stars`}>
      {STARS.map((n) => (
        <Star key={n} fill={fillOf(value, n)} />
      ))}
    </span>
  )
}

interface InputProps {
  label: string
  /** The visitor's own stars, if any. */
  value: number | null
  /** The stars under the pointer or chosen with the keys, not yet sent. */
  pending: number | null
  half: boolean
  busy: boolean
  /** The stars the pointer or the keys point at now (null: none; keys also move the focus). */
  onPoint: (stars: number | null, byKey?: boolean) => void
  onRate: (stars: number) => void
}

export function StarInput({
  label,
  value,
  pending,
  half,
  busy,
  onPoint,
  onRate,
}: Readonly<InputProps>) {
  const shown = pending ?? value ?? 0
  const current = Math.ceil(pending ?? value ?? 1)
  const pointed = (event: MouseEvent, n: number) => {
    const box = (event.currentTarget as HTMLElement).getBoundingClientRect()
    // Only the star's left 40 % is half a star less: a click in its middle is the whole star.
    return half && event.clientX < box.x + box.width * 0.4 ? clamp(n - 0.5) : n
  }
  function keyDown(event: KeyboardEvent, n: number) {
    const from = pending ?? n
    const next = starsForKey(event.key, from, half)
    if (next !== null) onPoint(next, true)
    else if (event.key === 'Enter' || event.key === ' ') onRate(from)
    else return
    event.preventDefault()
  }
  return (
    <div
      class="stars input"
      role="group"
      aria-label={label}
      onPointerLeave={() => onPoint(null)}
      onFocusOut={(event) => {
        if (!(event.currentTarget as Node).contains(event.relatedTarget as Node | null))
          onPoint(null)
      }}
    >
      {STARS.map((n) => (
        <button
          key={n}
          type="button"
          tabIndex={n === current ? 0 : -1}
          aria-label={`Rate ${n === current && pending !== null ? pending : n} out of 5`}
          aria-disabled={busy}
          onKeyDown={(event) => keyDown(event, n)}
          onPointerMove={(event) => onPoint(pointed(event, n))}
          onClick={(event) => event.detail > 0 && onRate(pointed(event, n))}
        >
          <Star fill={fillOf(shown, n)} />
        </button>
      ))}
    </div>
  )
}
