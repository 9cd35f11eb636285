import { useEffect, useRef } from 'react'
import { Button } from './button'

type Counted = {
  /** Rows per page and all rows: the status reads "n–m of total" (UI.md Tables). */
  size: number
  total: number
  pages?: never
}
type PagesOnly = {
  /** Only the page count is known: the status reads "Page x of y". */
  pages: number
  size?: never
  total?: never
}

export type PagerProps = Readonly<
  (Counted | PagesOnly) & {
    /** 1-based. */
    page: number
    onPage: (page: number) => void
    /** Names the paging landmark ("Embed pages"). */
    label: string
    /** Leave out a button that cannot move instead of disabling it (BLD-59). */
    hideUnavailable?: boolean
    /** A page is loading: the buttons announce it and ignore presses, keeping their focus. */
    busy?: boolean
  }
>

/**
 * The one paging control of the portal (issue 15): the status on the left, Previous and Next on
 * the right, under every paged list and table. Keyboard: Tab reaches both buttons, Enter or
 * Space moves; when the pressed button can no longer move (first or last page), focus passes to
 * the other one instead of dropping to the page.
 */
export function Pager(props: PagerProps) {
  const { page, onPage, label, hideUnavailable = false, busy = false } = props
  const pages =
    props.pages ?? Math.max(1, Math.ceil((props.total ?? 0) / Math.max(1, props.size ?? 1)))
  const canPrevious = page > 1
  const canNext = page < pages
  const nav = useRef<HTMLElement>(null)
  const pressed = useRef<'previous' | 'next' | null>(null)

  useEffect(() => {
    const from = pressed.current
    pressed.current = null
    if (!from || (from === 'next' ? canNext : canPrevious)) return
    const other = from === 'next' ? 'previous' : 'next'
    nav.current?.querySelector<HTMLButtonElement>(`[data-pager="${other}"]`)?.focus()
  }, [page, canNext, canPrevious])

  function move(to: 'previous' | 'next') {
    if (busy) return
    pressed.current = to
    onPage(to === 'next' ? page + 1 : page - 1)
  }
  const control = (to: 'previous' | 'next', can: boolean) =>
    can || !hideUnavailable ? (
      <Button
        variant="secondary"
        data-pager={to}
        disabled={!can}
        aria-disabled={busy || undefined}
        className="aria-disabled:cursor-wait aria-disabled:opacity-50"
        onClick={() => move(to)}
      >
        {to === 'next' ? 'Next' : 'Previous'}
      </Button>
    ) : null

  return (
    <nav
      ref={nav}
      aria-label={label}
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 pt-4 text-sm text-slate-600"
    >
      <p aria-live="polite" className="tabular-nums">
        {props.total === undefined
          ? `Page ${page} of ${pages}`
          : counted(page, props.size, props.total)}
      </p>
      <div className="ml-auto flex gap-2">
        {control('previous', canPrevious)}
        {control('next', canNext)}
      </div>
    </nav>
  )
}

function counted(page: number, size: number, total: number): string {
  const first = total === 0 ? 0 : (page - 1) * size + 1
  const last = Math.min(total, page * size)
  return `${first}–${last} of ${total}`
}
