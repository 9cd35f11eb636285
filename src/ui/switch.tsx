import { Switch as HeadlessSwitch } from '@headlessui/react'

export interface SwitchProps {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  disabled?: boolean
  className?: string
}

/**
 * An on/off switch (role="switch", aria-checked) with its visible label; Space, a click on the
 * switch or on the label toggle it. Headless UI's Switch renders in place, so it works inside a
 * shadow root. Its Label/Field components are not used: Label finds the control with
 * document.getElementById, which cannot see into a shadow root (a click on the label did
 * nothing), so a native <label> wraps both, and aria-label names the switch (Headless UI
 * replaces a given aria-labelledby with its own, which is empty outside a Field).
 */
export function Switch({
  label,
  checked,
  onChange,
  disabled = false,
  className = '',
}: Readonly<SwitchProps>) {
  return (
    <label
      className={`flex items-center justify-between gap-4 ${disabled ? 'text-slate-500' : 'cursor-pointer text-slate-800'} ${className}`}
    >
      <span className="min-w-0 text-sm">{label}</span>
      <HeadlessSwitch
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        aria-label={label}
        className="group relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-300 transition-colors data-checked:bg-primary data-disabled:cursor-not-allowed data-disabled:opacity-50"
      >
        <span
          aria-hidden="true"
          className="inline-block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-5.5"
        />
      </HeadlessSwitch>
    </label>
  )
}
