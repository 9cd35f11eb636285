/**
 * HOME-03: All Ads / Display Ads / Video Ads (revenueType none, DISPLAY, VIDEO): a radio group
 * drawn as a segmented control (arrow keys move the choice, one tab stop).
 */
import { useId } from 'react'
import type { RevenueType } from '../lib/metrics-rules'

const CHOICES: ReadonlyArray<{ value: RevenueType | null; label: string }> = [
  { value: null, label: 'All Ads' },
  { value: 'DISPLAY', label: 'Display Ads' },
  { value: 'VIDEO', label: 'Video Ads' },
]

export function AdTypeToggle({
  value,
  onChange,
}: Readonly<{ value: RevenueType | null; onChange: (value: RevenueType | null) => void }>) {
  const name = useId()
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">Ad type</legend>
      <div className="inline-flex rounded-control border border-slate-300 bg-white p-0.5">
        {CHOICES.map((choice) => {
          const checked = choice.value === value
          return (
            <label
              key={choice.label}
              className={`relative cursor-pointer rounded-control px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent ${
                checked ? 'bg-primary text-white' : 'text-slate-700 hover:bg-slate-50'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={choice.value ?? 'ALL'}
                checked={checked}
                onChange={() => onChange(choice.value)}
                className="sr-only"
              />
              {choice.label}
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
