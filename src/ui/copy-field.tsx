import { useEffect, useId, useState } from 'react'
import { Button } from './button'

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
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 2000)
    return () => clearTimeout(timer)
  }, [copied])

  async function copy(event: { currentTarget: HTMLElement }) {
    const area = event.currentTarget
      .closest('[data-copy-field]')
      ?.querySelector('textarea') as HTMLTextAreaElement | null
    try {
      await navigator.clipboard.writeText(value)
      setCopied(true)
    } catch {
      area?.select()
    }
  }

  return (
    <div data-copy-field className="flex flex-col gap-1">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        <Button
          variant="secondary"
          className="h-8 px-3"
          onClick={copy}
          aria-label={`Copy ${label}`}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <textarea
        id={id}
        readOnly
        rows={rows}
        value={value}
        spellCheck={false}
        onFocus={(e) => e.currentTarget.select()}
        className="w-full resize-none rounded-control border border-slate-300 bg-slate-50 p-3 font-mono text-xs leading-5 text-slate-800"
      />
      <span aria-live="polite" className="sr-only">
        {copied ? `${label} copied` : ''}
      </span>
    </div>
  )
}
