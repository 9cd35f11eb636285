import { useId, useRef } from 'react'
import { CopyButton } from './copy-button'

export { COPIED_FOR_MS } from './copy-button'

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
        <CopyButton label={label} text={code} onRefused={selectCode} />
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
    </div>
  )
}
