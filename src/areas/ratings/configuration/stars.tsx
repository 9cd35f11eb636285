import { STARS_MAX } from '../lib/ratings-rules'

const STAR =
  'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.49l-5.87 3.09 1.12-6.54L2.5 9.41l6.56-.95z'

function StarShape({ color, size }: Readonly<{ color: string; size: number }>) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} className="block shrink-0" fill={color}>
      <path d={STAR} strokeLinejoin="round" />
    </svg>
  )
}

/**
 * RAT-18: one star filled to `fill` (0..1): the empty star with the filled one clipped over it,
 * so a partial star (4.6 → the fifth at 60 %) needs no gradient ids inside the shadow root.
 */
export function Star({
  fill,
  color,
  empty,
  size = 20,
}: Readonly<{ fill: number; color: string; empty: string; size?: number }>) {
  const share = Math.max(0, Math.min(1, fill))
  return (
    <span className="relative inline-block shrink-0" style={{ width: size, height: size }}>
      <StarShape color={empty} size={size} />
      {share > 0 ? (
        <span
          className="absolute inset-y-0 left-0 overflow-hidden"
          style={{ width: `${share * 100}%` }}
        >
          <StarShape color={color} size={size} />
        </span>
      ) : null}
    </span>
  )
}

/** Five decorative stars showing `value` (0..5); the text beside them says the value. */
export function Stars({
  value,
  color,
  empty,
  size,
}: Readonly<{ value: number; color: string; empty: string; size?: number }>) {
  return (
    <span aria-hidden="true" className="inline-flex items-center gap-0.5">
      {Array.from({ length: STARS_MAX }, (_, i) => (
        <Star key={i} fill={value - i} color={color} empty={empty} size={size} />
      ))}
    </span>
  )
}
