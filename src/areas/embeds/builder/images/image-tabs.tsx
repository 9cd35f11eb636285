/**
 * The image pane's tabs (BLD-58, BLD-72): an ARIA tab list (not routes: the pane is a panel of
 * the customize step), arrow keys, Home and End move between tabs, the current one is focusable.
 */
import { useRef, type KeyboardEvent } from 'react'
import { IMAGE_TAB_LABELS, type ImageTab } from '../../lib/images-rules'

export function ImageTabs({
  tabs,
  current,
  onChange,
  panelId,
  idPrefix,
}: Readonly<{
  tabs: readonly ImageTab[]
  current: ImageTab
  onChange: (tab: ImageTab) => void
  panelId: string
  idPrefix: string
}>) {
  const list = useRef<HTMLDivElement>(null)

  function move(event: KeyboardEvent) {
    const at = tabs.indexOf(current)
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1
    if (next < 0) return
    event.preventDefault()
    onChange(tabs[next]!)
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus()
  }

  return (
    <div
      ref={list}
      role="tablist"
      aria-label="Image sources"
      onKeyDown={move}
      className="flex gap-1 border-b border-slate-200"
    >
      {tabs.map((tab) => {
        const active = tab === current
        return (
          <button
            key={tab}
            id={`${idPrefix}-${tab}`}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            onClick={() => onChange(tab)}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap focus-visible:-outline-offset-2! ${
              active
                ? 'border-primary text-primary'
                : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
            }`}
          >
            {IMAGE_TAB_LABELS[tab]}
          </button>
        )
      })}
    </div>
  )
}
