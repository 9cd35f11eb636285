import { useId } from 'react'
import { SelectField } from '../../../../ui/select-field'

/** A choice of the payment forms: the kit's SelectField with the error style and message of TextField. */
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
      <SelectField
        id={id}
        label={label}
        name={name}
        value={value}
        placeholder="Choose…"
        options={options.map((option) => ({ value: option, label: optionLabel(option) }))}
        required
        disabled={disabled}
        onChange={onChange}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        className={error ? '[&_select]:border-danger' : ''}
      />
      {error ? (
        <p id={messageId} role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
