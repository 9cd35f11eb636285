import type { ReactNode } from 'react'

/**
 * A row of toggle buttons of which one is chosen (an interval, a queue): a labelled group,
 * `aria-pressed` on each, the chosen one filled with the primary colour.
 */
export function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
  className = '',
}: Readonly<{
  /** The group's accessible name. */
  label: string
  options: ReadonlyArray<{ id: T; label: ReactNode }>
  value: T
  onChange: (id: T) => void
  className?: string
}>) {
  return (
    <div
      role="group"
      aria-label={label}
      className={`inline-flex flex-wrap rounded-control border border-slate-300 p-0.5 ${className}`}
    >
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          aria-pressed={value === option.id}
          onClick={() => onChange(option.id)}
          className={`h-8 rounded-[5px] px-4 text-sm font-medium ${value === option.id ? 'bg-primary text-white' : 'text-slate-700 hover:bg-slate-100'}`}
        >
          {option.label}
        </button>
      ))}
    </div>
  )
}
