import { useEffect, useId, useRef, useState } from 'react'
import { Button } from './button'

/** How long the Copy button says "Copied" (UI.md copy fields). */
export const COPIED_FOR_MS = 2000

/**
 * A copy-to-clipboard code block (embed and header codes): monospace, kept on its lines and
 * scrolled sideways (the block takes focus, so arrow keys scroll it), with the copy field's
 * button: "Copy", "Copied" for 2 s, "<label> copied" announced. Where the clipboard is refused,
 * the code is selected for the user to copy by hand.
 */
export function CodeBlock({
  label,
  code,
  labelHidden = false,
}: Readonly<{ label: string; code: string; labelHidden?: boolean }>) {
  const labelId = useId()
  const codeRef = useRef<HTMLPreElement>(null)
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS)
    return () => clearTimeout(timer)
  }, [copied])

  async function copyCode() {
    try {
      await navigator.clipboard.writeText(code)
      setCopied(true)
    } catch {
      selectCode()
    }
  }

  function selectCode() {
    const block = codeRef.current
    const selection = block ? (block.ownerDocument.defaultView?.getSelection() ?? null) : null
    if (!block || !selection) return
    selection.selectAllChildren(block)
    block.focus()
  }

  return (
    <div data-code-block className="flex min-w-0 flex-col gap-1">
      <div className="flex items-center justify-between gap-2">
        <span
          id={labelId}
          className={labelHidden ? 'sr-only' : 'text-sm font-medium text-slate-700'}
        >
          {label}
        </span>
        <Button
          variant="secondary"
          className="h-8 px-3"
          onClick={copyCode}
          aria-label={`Copy ${label}`}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <pre
        ref={codeRef}
        tabIndex={0}
        role="region"
        aria-labelledby={labelId}
        className="max-w-full overflow-x-auto rounded-control border border-slate-300 bg-slate-50 p-3 font-mono text-xs leading-5 whitespace-pre text-slate-800"
      >
        <code>{code}</code>
      </pre>
      <span aria-live="polite" className="sr-only">
        {copied ? `${label} copied` : ''}
      </span>
    </div>
  )
}
