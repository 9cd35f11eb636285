export interface SwitchProps {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  disabled?: boolean
  className?: string
}

/**
 * An on/off switch (role="switch", aria-checked) with its visible label; Space, Enter, a click on
 * the switch or on the label toggle it. A native button: Headless UI's Switch added nothing a
 * button does not do (its Label cannot find a control in a shadow root) and kept its 31 KB
 * chunk on every page with a switch. A native <label> wraps both; aria-label names the switch.
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
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        data-checked={checked ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
        onClick={() => onChange(!checked)}
        disabled={disabled}
        aria-label={label}
        className="group relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-300 transition-colors data-checked:bg-primary data-disabled:cursor-not-allowed data-disabled:opacity-50"
      >
        <span
          aria-hidden="true"
          className="inline-block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-5.5"
        />
      </button>
    </label>
  )
}
