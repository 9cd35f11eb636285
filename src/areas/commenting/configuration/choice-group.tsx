import { useId, type ReactNode } from 'react'
import { RadioCard } from '../../../ui/radio-card'

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
        {choices.map((choice) => (
          <RadioCard
            key={choice.value}
            name={name}
            value={choice.value}
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
            label={choice.label}
            note={choice.note}
            className="p-3"
          />
        ))}
      </div>
    </fieldset>
  )
}
