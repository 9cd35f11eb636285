import { useState, type InputHTMLAttributes, type ReactNode } from 'react'
import { ValueField, type ValueFieldProps } from './field'

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'>

export interface TextFieldProps extends ValueFieldProps, InputAttributes {
  /** Content placed at the right edge inside the field (a show/hide toggle). */
  trailing?: ReactNode
}

/**
 * A labelled input in the kit's Field frame. Validity is tri-state (CORE-22): untouched fields
 * show no error; once an error is given the field gets the error style and the message is
 * announced. `required` marks the label and sets `required` on the input (forms use noValidate
 * and their own rules, so the browser's bubble never shows).
 */
export function TextField({ trailing, ...props }: Readonly<TextFieldProps>) {
  return (
    <ValueField<InputAttributes> {...props}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            className={`h-10 w-full min-w-0 rounded-control border bg-white px-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 read-only:bg-slate-50 read-only:text-slate-700 disabled:bg-slate-50 disabled:text-slate-500 ${trailing ? 'pr-16' : ''} ${props.error ? 'border-danger' : 'border-slate-300'}`}
          />
          {trailing ? (
            <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>
          ) : null}
        </div>
      )}
    </ValueField>
  )
}

/** A password input with a Show/Hide toggle (AUTH-18). */
export function PasswordField(props: Readonly<Omit<TextFieldProps, 'type' | 'trailing'>>) {
  const [shown, setShown] = useState(false)
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setShown(!shown)}
          aria-pressed={shown}
          aria-label={shown ? `Hide ${props.label}` : `Show ${props.label}`}
          className="rounded-sm px-2 py-1 text-xs font-medium text-link hover:bg-slate-100"
        >
          {shown ? 'Hide' : 'Show'}
        </button>
      }
    />
  )
}
