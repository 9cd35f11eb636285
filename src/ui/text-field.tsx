import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string
  value: string
  onChange: (value: string) => void
  /** The field's message when invalid; null when valid or not yet checked. */
  error?: string | null
  helper?: ReactNode
  /** Content placed at the right edge inside the field (a show/hide toggle). */
  trailing?: ReactNode
  labelHidden?: boolean
}

/**
 * A labelled input. Validity is tri-state (CORE-22): untouched fields show no error; once an
 * error is given the field gets the error style and the message is announced.
 */
export function TextField({
  label,
  value,
  onChange,
  error,
  helper,
  trailing,
  labelHidden,
  id,
  className = '',
  required,
  ...rest
}: Readonly<TextFieldProps>) {
  const autoId = useId()
  const inputId = id ?? autoId
  const messageId = `${inputId}-message`
  const helperId = `${inputId}-helper`
  const invalid = !!error
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label
        htmlFor={inputId}
        className={labelHidden ? 'sr-only' : 'text-sm font-medium text-slate-700'}
      >
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          value={value}
          required={required}
          onChange={(e) => onChange(e.currentTarget.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={
            [invalid ? messageId : '', helper ? helperId : ''].filter(Boolean).join(' ') ||
            undefined
          }
          className={`h-10 w-full rounded-control border bg-white px-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 read-only:bg-slate-50 read-only:text-slate-700 disabled:bg-slate-50 disabled:text-slate-500 ${trailing ? 'pr-16' : ''} ${invalid ? 'border-danger' : 'border-slate-300'}`}
          {...rest}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>
        ) : null}
      </div>
      {invalid ? (
        <p id={messageId} role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
      {helper ? (
        <div id={helperId} className="text-xs text-slate-600">
          {helper}
        </div>
      ) : null}
    </div>
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
          className="rounded px-2 py-1 text-xs font-medium text-link hover:bg-slate-100"
        >
          {shown ? 'Hide' : 'Show'}
        </button>
      }
    />
  )
}
