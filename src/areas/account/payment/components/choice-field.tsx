import { useId } from 'react'

/** A labelled native select with the error style and message of TextField. */
export function ChoiceField({
  label,
  name,
  value,
  options,
  optionLabel,
  onChange,
  onBlur,
  error,
  disabled,
  className = '',
}: Readonly<{
  label: string
  name: string
  value: string
  options: readonly string[]
  optionLabel: (value: string) => string
  onChange: (value: string) => void
  onBlur?: () => void
  error?: string | null
  disabled?: boolean
  className?: string
}>) {
  const id = useId()
  const messageId = `${id}-message`
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        required
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        className={`h-10 w-full rounded-control border bg-white px-3 text-sm text-slate-900 shadow-sm disabled:bg-slate-50 disabled:text-slate-700 disabled:opacity-100 ${error ? 'border-danger' : 'border-slate-300'}`}
      >
        <option value="" disabled>
          Choose…
        </option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
      {error ? (
        <p id={messageId} role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
