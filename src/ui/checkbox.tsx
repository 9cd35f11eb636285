import type { InputHTMLAttributes, ReactNode } from 'react'

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'checked' | 'onChange' | 'className'
> {
  /** The text beside the box (the box's accessible name). */
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
  /** Classes of the label around both (text colour, layout). */
  className?: string
}

/** A native checkbox with its label beside it; a click on either toggles it. */
export function Checkbox({
  label,
  checked,
  onChange,
  className = '',
  ...rest
}: Readonly<CheckboxProps>) {
  return (
    <label className={`flex items-center gap-2 text-sm ${className}`}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
        className="size-4 shrink-0 accent-primary"
        {...rest}
      />
      {label}
    </label>
  )
}
