import type { ReactNode, SelectHTMLAttributes } from 'react'
import { Field } from './field'

export interface SelectOption {
  value: string
  label: string
  /** Shown but not choosable (a choice not available yet; say why in the field's helper). */
  disabled?: boolean
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
  /** The field's message when invalid; null when valid or not yet checked. */
  error?: string | null
  /** Text under the select. */
  helper?: ReactNode
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
  error,
  helper,
  required,
  id,
  className = '',
  ...rest
}: Readonly<SelectFieldProps>) {
  return (
    <Field
      label={label}
      required={required}
      hint={helper}
      error={error}
      labelHidden={labelHidden}
      id={id}
      className={className}
    >
      {(control) => (
        <div className="relative">
          <select
            {...control}
            value={value}
            required={required}
            onChange={(e) => onChange(e.currentTarget.value)}
            className={`h-10 w-full min-w-0 cursor-pointer appearance-none truncate rounded-control border bg-white pr-9 pl-3 text-sm text-slate-900 shadow-sm disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 ${error ? 'border-danger' : 'border-slate-300'}`}
            {...rest}
          >
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
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
      )}
    </Field>
  )
}
