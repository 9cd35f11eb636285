import { useId, type SelectHTMLAttributes } from 'react'

export interface SelectOption {
  value: string
  label: string
}

export interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'onChange' | 'value'
> {
  label: string
  value: string
  options: readonly SelectOption[]
  onChange: (value: string) => void
  /** A first, empty choice (e.g. "Choose a site"); without it the first option is preselected. */
  placeholder?: string
  labelHidden?: boolean
}

/**
 * A labelled native select styled like the text fields: keyboard, screen readers, mobile pickers
 * and shadow DOM all work as the platform does, with no popup positioning.
 */
export function SelectField({
  label,
  value,
  options,
  onChange,
  placeholder,
  labelHidden,
  id,
  className = '',
  ...rest
}: Readonly<SelectFieldProps>) {
  const autoId = useId()
  const selectId = id ?? autoId
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label
        htmlFor={selectId}
        className={labelHidden ? 'sr-only' : 'text-sm font-medium text-slate-700'}
      >
        {label}
      </label>
      <div className="relative">
        <select
          id={selectId}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          className="h-10 w-full cursor-pointer appearance-none truncate rounded-control border border-slate-300 bg-white pr-9 pl-3 text-sm text-slate-900 shadow-sm disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500"
          {...rest}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="currentColor"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
        >
          <path
            fillRule="evenodd"
            d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z"
            clipRule="evenodd"
          />
        </svg>
      </div>
    </div>
  )
}
