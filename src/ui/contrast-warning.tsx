import { AA_TEXT_CONTRAST, shownRatio } from '../core/contrast'
import { Alert } from './alert'

export interface LowContrast {
  /** The text colour's label, as its picker shows it. */
  text: string
  /** The colour it is drawn on. */
  background: string
  ratio: number
}

/**
 * A colour section's warning that readers could not read some text in the chosen colours (below
 * WCAG AA's 4.5:1). Only a warning: the publisher may still save. Nothing while all pairs pass.
 */
export function ContrastWarning({ pairs }: Readonly<{ pairs: readonly LowContrast[] }>) {
  if (!pairs.length) return null
  return (
    <Alert tone="warning">
      <p className="font-semibold">
        Low contrast: some text in these colours is hard to read (WCAG AA asks for{' '}
        {shownRatio(AA_TEXT_CONTRAST)}).
      </p>
      <ul className="mt-1 list-disc pl-5">
        {pairs.map(({ text, background, ratio }) => (
          <li key={`${text} ${background}`}>
            {text} on {background}: {shownRatio(ratio)}
          </li>
        ))}
      </ul>
    </Alert>
  )
}
