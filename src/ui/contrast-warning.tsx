import { shownRatio } from '../core/contrast'
import { Alert } from './alert'

export interface LowContrast {
  /** The colour's label, as its picker shows it. */
  text: string
  /** The colour it is drawn on. */
  background: string
  ratio: number
  /** What WCAG AA asks of the pair (4.5 for text, 3 for graphics). */
  needed: number
}

/**
 * A colour section's warning that readers could not make out some colours on their background
 * (below WCAG AA). Only a warning: the publisher may still save. Nothing while all pairs pass.
 */
export function ContrastWarning({ pairs }: Readonly<{ pairs: readonly LowContrast[] }>) {
  if (!pairs.length) return null
  return (
    <Alert tone="warning">
      <p className="font-semibold">
        Low contrast: readers may not make out some of these colours (WCAG AA).
      </p>
      <ul className="mt-1 list-disc pl-5">
        {pairs.map(({ text, background, ratio, needed }) => (
          <li key={`${text} ${background}`}>
            {text} on {background}: {shownRatio(ratio)}, needs {shownRatio(needed)}
          </li>
        ))}
      </ul>
    </Alert>
  )
}
