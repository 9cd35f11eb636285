/** A choice of one among a few, as cards with a line each (view type, schedule). */
import { useId } from 'react'

export interface RadioCard<V extends string> {
  value: V
  label: string
  hint: string
  disabled?: boolean
}

/**
 * Native radios (arrow keys move the choice, one tab stop) styled as cards. `reason` says why
 * some cards are disabled; it is tied to those cards so a screen reader says it too.
 */
export function RadioCards<V extends string>({
  legend,
  options,
  value,
  onChange,
  reason,
  columns = 'sm:grid-cols-2',
}: Readonly<{
  legend: string
  options: readonly RadioCard<V>[]
  value: V
  onChange: (value: V) => void
  reason?: string | null
  columns?: string
}>) {
  const id = useId()
  const reasonId = `${id}-reason`
  const someDisabled = options.some((o) => o.disabled)
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend}</legend>
      <div className={`grid grid-cols-1 gap-3 ${columns}`}>
        {options.map((option) => {
          const checked = option.value === value
          return (
            <label
              key={option.value}
              data-card={option.value}
              className={`flex gap-3 rounded-control border p-3 text-sm ${
                checked ? 'border-primary bg-primary/5' : 'border-slate-300 bg-white'
              } ${option.disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:border-slate-400'}`}
            >
              <input
                type="radio"
                name={id}
                value={option.value}
                checked={checked}
                disabled={option.disabled}
                aria-describedby={`${id}-${option.value}${option.disabled && reason ? ` ${reasonId}` : ''}`}
                onChange={() => onChange(option.value)}
                className="mt-0.5 size-4 shrink-0 accent-primary"
              />
              <span className="flex flex-col gap-0.5">
                <span className="font-medium text-slate-900">{option.label}</span>
                <span id={`${id}-${option.value}`} className="text-slate-600">
                  {option.hint}
                </span>
              </span>
            </label>
          )
        })}
      </div>
      {someDisabled && reason ? (
        <p id={reasonId} className="text-xs text-slate-600">
          {reason}
        </p>
      ) : null}
    </fieldset>
  )
}
