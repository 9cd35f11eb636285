import { useEffect, useState, type ReactNode } from 'react'
import { Field } from './field'

const HEX = /^#?[0-9a-fA-F]{6}$/

/**
 * A colour: a swatch that opens the browser's colour picker and a hex field beside it. The
 * value is six hex digits without '#' (how the commenting and ratings services store colours);
 * what the user types is reported with its validity, so a form can refuse invalid colours.
 */
export function ColorField({
  label,
  value,
  onChange,
  error,
  required,
  hint,
  disabled = false,
}: Readonly<{
  label: string
  /** Six hex digits, no '#'. */
  value: string
  onChange: (value: string, valid: boolean) => void
  error?: string | null
  required?: boolean
  hint?: ReactNode
  disabled?: boolean
}>) {
  const [text, setText] = useState(`#${value.toUpperCase()}`)
  // A new value from outside (cancel, load) replaces what was typed.
  useEffect(() => {
    setText((current) =>
      current.replace('#', '').toLowerCase() === value.toLowerCase()
        ? current
        : `#${value.toUpperCase()}`,
    )
  }, [value])
  const valid = HEX.test(text.trim())
  const invalid = !!error || !valid

  function type(next: string) {
    setText(next)
    const trimmed = next.trim()
    onChange(
      HEX.test(trimmed) ? trimmed.replace('#', '').toUpperCase() : trimmed.replace('#', ''),
      HEX.test(trimmed),
    )
  }

  return (
    <Field
      label={label}
      required={required}
      hint={hint}
      error={invalid ? (error ?? 'Enter a colour such as #1494F4') : null}
    >
      {(control) => (
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label={`${label} picker`}
            value={valid ? `#${value.toLowerCase()}` : '#ffffff'}
            disabled={disabled}
            onChange={(e) => type(e.currentTarget.value.toUpperCase())}
            className="h-10 w-12 shrink-0 cursor-pointer rounded-control border border-slate-300 bg-white p-1 disabled:cursor-not-allowed disabled:opacity-50"
          />
          <input
            {...control}
            value={text}
            maxLength={7}
            spellCheck={false}
            required={required}
            disabled={disabled}
            onChange={(e) => type(e.currentTarget.value)}
            className={`h-10 w-28 rounded-control border bg-white px-3 font-mono text-sm text-slate-900 uppercase shadow-sm disabled:bg-slate-50 disabled:text-slate-500 ${invalid ? 'border-danger' : 'border-slate-300'}`}
          />
        </div>
      )}
    </Field>
  )
}
