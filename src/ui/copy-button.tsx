import { useEffect, useState } from 'react'
import { Button } from './button'

/** How long the Copy button says "Copied" (UI.md copy fields). */
export const COPIED_FOR_MS = 2000

/**
 * The Copy button of the copy field and the code block (UI.md copy fields): named
 * "Copy <label>", it writes `text` to the clipboard, then says "Copied" for 2 s and announces
 * "<label> copied". Where the clipboard is refused, `onRefused` runs (the caller selects the
 * text for the user to copy by hand).
 */
export function CopyButton({
  label,
  text,
  onRefused,
}: Readonly<{ label: string; text: string; onRefused?: () => void }>) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS)
    return () => clearTimeout(timer)
  }, [copied])

  async function copy() {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
    } catch {
      onRefused?.()
    }
  }

  return (
    <>
      <Button variant="secondary" className="h-8 px-3" onClick={copy} aria-label={`Copy ${label}`}>
        {copied ? 'Copied' : 'Copy'}
      </Button>
      <span aria-live="polite" className="sr-only">
        {copied ? `${label} copied` : ''}
      </span>
    </>
  )
}
