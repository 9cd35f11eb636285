import type { ReactNode } from 'react'

/**
 * One choice of a radio group drawn as a card: a real radio input (arrow keys move the choice
 * within its `name`), its label and an optional note under it; the chosen card is outlined.
 */
export function RadioCard({
  name,
  value,
  checked,
  onChange,
  label,
  note,
  className = '',
}: Readonly<{
  name: string
  value: string
  checked: boolean
  onChange: () => void
  label: string
  note?: ReactNode
  /** The card's padding and other classes. */
  className?: string
}>) {
  return (
    <label
      className={`flex cursor-pointer items-start gap-3 rounded-card border transition-colors ${className} ${
        checked
          ? 'border-primary bg-primary/5 ring-1 ring-primary'
          : 'border-slate-200 hover:border-slate-300 hover:bg-slate-50'
      }`}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="mt-0.5 size-4 shrink-0 accent-primary"
      />
      <span className="flex min-w-0 flex-col">
        <span className="text-sm font-medium text-slate-900">{label}</span>
        {note ? <span className="text-xs text-slate-600">{note}</span> : null}
      </span>
    </label>
  )
}
