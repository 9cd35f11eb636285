import { useId, useRef } from 'react'
import { CopyButton } from './copy-button'

/**
 * Integration code (UI.md copy fields): a monospace, read-only block with a Copy button that
 * says "Copied" for 2 s. Falls back to selecting the text where the clipboard is refused.
 */
export function CopyField({
  label,
  value,
  rows = 3,
}: Readonly<{ label: string; value: string; rows?: number }>) {
  const id = useId()
  const areaRef = useRef<HTMLTextAreaElement>(null)

  return (
    <div data-copy-field className="flex flex-col gap-1">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        <CopyButton label={label} text={value} onRefused={() => areaRef.current?.select()} />
      </div>
      <textarea
        ref={areaRef}
        id={id}
        readOnly
        rows={rows}
        value={value}
        spellCheck={false}
        onFocus={(e) => e.currentTarget.select()}
        className="w-full resize-none rounded-control border border-slate-300 bg-slate-50 p-3 font-mono text-xs leading-5 text-slate-800"
      />
    </div>
  )
}
