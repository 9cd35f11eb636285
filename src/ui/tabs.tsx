import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import { PortalLink } from './link'

export interface RouteTab {
  id: string
  label: string
  path: string
}

/** Which edges of the strip hide tabs. */
interface Overflow {
  left: boolean
  right: boolean
}

/**
 * Tabs that are routes (account settings, report steps): links with aria-current, so each
 * tab has an address, works with the back button and opens in a new tab. On a narrow screen
 * the strip scrolls sideways: the current tab is scrolled into view, and a fade on an edge
 * shows that more tabs lie that way.
 */
export function RouteTabs({
  from,
  tabs,
  current,
  label,
}: Readonly<{ from: HTMLElement; tabs: RouteTab[]; current: string; label: string }>) {
  const strip = useRef<HTMLUListElement>(null)
  const [overflow, setOverflow] = useState<Overflow>({ left: false, right: false })

  const measure = useCallback(() => {
    const list = strip.current
    if (!list) return
    const left = list.scrollLeft > 1
    const right = list.scrollLeft + list.clientWidth < list.scrollWidth - 1
    setOverflow((was) => (was.left === left && was.right === right ? was : { left, right }))
  }, [])

  /** Scrolls the strip (never the page) so that `tab` shows whole, with a little room. */
  const reveal = useCallback(
    (tab: HTMLElement | null | undefined) => {
      const list = strip.current
      if (!list || !tab) return
      const start = tab.offsetLeft - list.offsetLeft
      const end = start + tab.offsetWidth
      if (start < list.scrollLeft) list.scrollLeft = Math.max(0, start - 24)
      else if (end > list.scrollLeft + list.clientWidth)
        list.scrollLeft = end - list.clientWidth + 24
      measure()
    },
    [measure],
  )

  // The current tab into view, in a layout effect so preact does it before the first paint too.
  useLayoutEffect(() => {
    reveal(strip.current?.querySelector<HTMLElement>('[aria-current="page"]'))
  }, [current, tabs.length, reveal])

  useLayoutEffect(() => {
    const list = strip.current
    if (!list || typeof ResizeObserver === 'undefined') return
    // A new width (a turned phone, the element's sheet arriving) shows the current tab again.
    const observer = new ResizeObserver(() =>
      reveal(list.querySelector<HTMLElement>('[aria-current="page"]')),
    )
    observer.observe(list)
    return () => observer.disconnect()
  }, [reveal])

  // The fade is a mask, so it works on any background (the page, a card).
  const mask =
    overflow.left || overflow.right
      ? `linear-gradient(to right, ${overflow.left ? 'transparent, black 32px' : 'black'}, ${
          overflow.right ? 'black calc(100% - 32px), transparent' : 'black'
        })`
      : undefined
  return (
    <nav
      aria-label={label}
      data-more-left={overflow.left ? '' : undefined}
      data-more-right={overflow.right ? '' : undefined}
      className="relative mb-6 border-b border-slate-200"
    >
      <ul
        ref={strip}
        onScroll={measure}
        style={mask ? { maskImage: mask, WebkitMaskImage: mask } : undefined}
        onFocus={(event) => reveal(event.target.closest('li'))}
        className="-mb-px flex gap-1 overflow-x-auto [scrollbar-width:none]"
      >
        {tabs.map((tab) => {
          const active = tab.id === current
          return (
            <li key={tab.id} className="shrink-0">
              <PortalLink
                from={from}
                to={tab.path}
                aria-current={active ? 'page' : undefined}
                className={`inline-block border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap focus-visible:-outline-offset-2! ${
                  active
                    ? 'border-primary text-primary'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
                }`}
              >
                {tab.label}
              </PortalLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
