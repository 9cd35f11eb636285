import type { ReactNode, TextareaHTMLAttributes } from 'react'
import { Field } from './field'

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'onChange' | 'value'
> {
  label: string
  value: string
  onChange: (value: string) => void
  /** The field's message when invalid; null when valid or not yet checked. */
  error?: string | null
  helper?: ReactNode
}

/** A labelled multi-line text in the kit's Field frame, styled and validated like TextField. */
export function TextAreaField({
  label,
  value,
  onChange,
  error,
  helper,
  id,
  className = '',
  required,
  rows = 3,
  ...rest
}: Readonly<TextAreaFieldProps>) {
  return (
    <Field
      label={label}
      required={required}
      hint={helper}
      error={error}
      id={id}
      className={className}
    >
      {(control) => (
        <textarea
          {...control}
          value={value}
          rows={rows}
          required={required}
          onChange={(e) => onChange(e.currentTarget.value)}
          className={`w-full min-w-0 resize-y rounded-control border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 read-only:bg-slate-50 read-only:text-slate-700 disabled:bg-slate-50 disabled:text-slate-500 ${error ? 'border-danger' : 'border-slate-300'}`}
          {...rest}
        />
      )}
    </Field>
  )
}
