import { useId, type ReactNode } from 'react'

export interface Choice<V extends string> {
  value: V
  label: string
  note?: ReactNode
}

/**
 * A radio group: real radio inputs in a fieldset with its legend (arrow keys move the choice),
 * drawn as cards when the choices carry notes.
 */
export function ChoiceGroup<V extends string>({
  legend,
  value,
  choices,
  onChange,
  columns = 'sm:grid-cols-3',
}: Readonly<{
  legend: string
  value: V
  choices: ReadonlyArray<Choice<V>>
  onChange: (value: V) => void
  columns?: string
}>) {
  const name = useId()
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-700">{legend}</legend>
      <div className={`grid gap-2 ${columns}`}>
        {choices.map((choice) => {
          const checked = choice.value === value
          return (
            <label
              key={choice.value}
              className={`flex cursor-pointer items-start gap-3 rounded-card border p-3 transition-colors ${
                checked
                  ? 'border-primary bg-primary/5 ring-1 ring-primary'
                  : 'border-slate-200 hover:border-slate-300 hover:bg-slate-50'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={checked}
                onChange={() => onChange(choice.value)}
                className="mt-0.5 size-4 shrink-0 accent-[var(--color-primary)]"
              />
              <span className="flex min-w-0 flex-col">
                <span className="text-sm font-medium text-slate-900">{choice.label}</span>
                {choice.note ? <span className="text-xs text-slate-600">{choice.note}</span> : null}
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
