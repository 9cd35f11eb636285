/**
 * ANA-12: the breakdown tabs of a chart page (an ARIA tablist: arrow keys, Home and End move
 * between the tabs and choose them). The panel below is the breakdown table of the chosen view.
 */
import { useRef, type ReactNode } from 'react'
import type { ViewType } from '../lib/metrics-rules'

export interface ViewTab {
  label: string
  viewType: ViewType
}

export function ViewTabs({
  tabs,
  current,
  onSelect,
  label,
  idBase,
  children,
}: Readonly<{
  tabs: readonly ViewTab[]
  current: ViewType
  onSelect: (viewType: ViewType) => void
  label: string
  /** A unique prefix for the tab and panel ids. */
  idBase: string
  children: ReactNode
}>) {
  const list = useRef<HTMLDivElement>(null)
  const at = Math.max(
    0,
    tabs.findIndex((t) => t.viewType === current),
  )
  function onKeyDown(event: React.KeyboardEvent) {
    const moves: Record<string, number> = {
      ArrowRight: at + 1,
      ArrowLeft: at - 1,
      Home: 0,
      End: tabs.length - 1,
    }
    if (!(event.key in moves)) return
    event.preventDefault()
    const next = (moves[event.key] + tabs.length) % tabs.length
    onSelect(tabs[next].viewType)
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus()
  }
  const tabId = (viewType: ViewType) => `${idBase}-tab-${viewType}`
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="-mx-1 flex gap-1 overflow-x-auto border-b border-slate-200 px-1 [scrollbar-width:none]"
      >
        {tabs.map((tab, i) => (
          <button
            key={tab.viewType}
            type="button"
            role="tab"
            id={tabId(tab.viewType)}
            aria-controls={`${idBase}-panel`}
            aria-selected={i === at}
            tabIndex={i === at ? 0 : -1}
            data-view-type={tab.viewType}
            onClick={() => onSelect(tab.viewType)}
            className={`-mb-px shrink-0 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap focus-visible:-outline-offset-2! ${
              i === at
                ? 'border-primary text-primary'
                : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
            }`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${idBase}-panel`}
        aria-labelledby={tabId(tabs[at]?.viewType ?? current)}
        className="min-w-0"
      >
        {children}
      </div>
    </div>
  )
}
