/** In-page tabs (ARIA tablist: arrow keys, Home and End move between the tabs). */
import { useId, useRef, type ReactNode } from 'react'

export interface PanelTab {
  id: string
  label: string
  panel: ReactNode
}

export function PanelTabs({
  tabs,
  current,
  onSelect,
  label,
}: Readonly<{ tabs: PanelTab[]; current: string; onSelect: (id: string) => void; label: string }>) {
  const base = useId()
  const list = useRef<HTMLDivElement>(null)
  const at = Math.max(
    0,
    tabs.findIndex((t) => t.id === current),
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
    onSelect(tabs[next].id)
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus()
  }
  return (
    <div className="flex flex-col gap-4">
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 border-b border-slate-200"
      >
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-controls={`${base}-panel-${tab.id}`}
            aria-selected={i === at}
            tabIndex={i === at ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={`-mb-px border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap focus-visible:-outline-offset-2! ${
              i === at
                ? 'border-primary text-primary'
                : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
            }`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={i !== at}
        >
          {i === at ? tab.panel : null}
        </div>
      ))}
    </div>
  )
}
