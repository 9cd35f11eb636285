import type { SelectHTMLAttributes } from 'react'
import { ValueField, type ValueFieldProps } from './field'
import { ChevronDownIcon } from './solid-icon'

export interface SelectOption {
  value: string
  label: string
  /** Shown but not choosable (a choice not available yet; say why in the field's helper). */
  disabled?: boolean
}

type SelectAttributes = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'>

export interface SelectFieldProps extends ValueFieldProps, SelectAttributes {
  options: readonly SelectOption[]
  /** A first, empty choice (e.g. "Choose a site"); without it the first option is preselected. */
  placeholder?: string
}

/**
 * A labelled native select styled like the text fields: keyboard, screen readers, mobile pickers
 * and shadow DOM all work as the platform does, with no popup positioning.
 */
export function SelectField({ options, placeholder, ...props }: Readonly<SelectFieldProps>) {
  return (
    <ValueField<SelectAttributes> {...props}>
      {(control) => (
        <div className="relative">
          <select
            {...control}
            className={`h-10 w-full min-w-0 cursor-pointer appearance-none truncate rounded-control border bg-white pr-9 pl-3 text-sm text-slate-900 shadow-sm disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 ${props.error ? 'border-danger' : 'border-slate-300'}`}
          >
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" />
        </div>
      )}
    </ValueField>
  )
}
