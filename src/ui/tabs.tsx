import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { PortalLink } from './link'

export interface RouteTab {
  id: string
  label: string
  path: string
}

export interface ButtonTab<Id extends string = string> {
  id: Id
  label: string
}

/** Which edges of the strip hide tabs. */
interface Overflow {
  left: boolean
  right: boolean
}

const TAB_LOOK =
  'border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap focus-visible:-outline-offset-2!'
const tabLook = (active: boolean) =>
  `${TAB_LOOK} ${
    active
      ? 'border-primary text-primary'
      : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
  }`

/**
 * A sideways-scrolling tab strip: the current tab (found by `currentSelector`) is scrolled
 * into view, and `more`/`style` say and show (a fade) on which edge more tabs lie.
 */
function useTabStrip<T extends HTMLElement>(
  currentSelector: string,
  current: string,
  count: number,
) {
  const strip = useRef<T>(null)
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
    reveal(strip.current?.querySelector<HTMLElement>(currentSelector))
  }, [current, count, currentSelector, reveal])

  useLayoutEffect(() => {
    const list = strip.current
    if (!list || typeof ResizeObserver === 'undefined') return
    // A new width (a turned phone, the element's sheet arriving) shows the current tab again.
    const observer = new ResizeObserver(() =>
      reveal(list.querySelector<HTMLElement>(currentSelector)),
    )
    observer.observe(list)
    return () => observer.disconnect()
  }, [currentSelector, reveal])

  // The fade is a mask, so it works on any background (the page, a card).
  const mask =
    overflow.left || overflow.right
      ? `linear-gradient(to right, ${overflow.left ? 'transparent, black 32px' : 'black'}, ${
          overflow.right ? 'black calc(100% - 32px), transparent' : 'black'
        })`
      : undefined
  const style: CSSProperties | undefined = mask
    ? { maskImage: mask, WebkitMaskImage: mask }
    : undefined
  const more = {
    'data-more-left': overflow.left ? '' : undefined,
    'data-more-right': overflow.right ? '' : undefined,
  }
  return { strip, measure, reveal, style, more }
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
  const { strip, measure, reveal, style, more } = useTabStrip<HTMLUListElement>(
    '[aria-current="page"]',
    current,
    tabs.length,
  )
  return (
    <nav aria-label={label} {...more} className="relative mb-6 border-b border-slate-200">
      <ul
        ref={strip}
        onScroll={measure}
        style={style}
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
                className={`inline-block ${tabLook(active)}`}
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

interface TabListProps<Id extends string> {
  tabs: readonly ButtonTab<Id>[]
  current: Id
  onSelect: (id: Id) => void
  label: string
  /** A unique prefix for the tab ids (`tabElementId`) and ButtonTabs' panel id. */
  idBase: string
}

/** The id of a button tab's element, for a panel's aria-labelledby. */
export const tabElementId = (idBase: string, id: string) => `${idBase}-tab-${id}`

/**
 * In-page tabs that switch a panel without a route (an ARIA tablist): only the current tab is
 * in the Tab order; arrow keys, Home and End move between the tabs and choose them. The strip
 * scrolls and fades like RouteTabs. With `panelId`, each tab controls that panel; ButtonTabs
 * draws the panel too.
 */
export function TabList<Id extends string>({
  tabs,
  current,
  onSelect,
  label,
  idBase,
  panelId,
}: Readonly<TabListProps<Id> & { panelId?: string }>) {
  const { strip, measure, reveal, style, more } = useTabStrip<HTMLDivElement>(
    '[aria-selected="true"]',
    current,
    tabs.length,
  )
  const at = Math.max(
    0,
    tabs.findIndex((t) => t.id === current),
  )
  function moveWithKeys(event: KeyboardEvent) {
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
    strip.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus()
  }
  return (
    <div {...more} className="relative min-w-0 border-b border-slate-200">
      <div
        ref={strip}
        role="tablist"
        aria-label={label}
        onKeyDown={moveWithKeys}
        onScroll={measure}
        onFocus={(event) => reveal(event.target.closest<HTMLElement>('[role="tab"]'))}
        style={style}
        className="-mb-px flex gap-1 overflow-x-auto [scrollbar-width:none]"
      >
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabElementId(idBase, tab.id)}
            aria-controls={panelId}
            aria-selected={i === at}
            tabIndex={i === at ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={`shrink-0 ${tabLook(i === at)}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
    </div>
  )
}

/** TabList with its panel below: `children` are the current tab's content. */
export function ButtonTabs<Id extends string>({
  children,
  ...list
}: Readonly<TabListProps<Id> & { children: ReactNode }>) {
  const panelId = `${list.idBase}-panel`
  const shown = list.tabs.some((t) => t.id === list.current) ? list.current : list.tabs[0]?.id
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <TabList {...list} panelId={panelId} />
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabElementId(list.idBase, shown ?? list.current)}
        className="min-w-0"
      >
        {children}
      </div>
    </div>
  )
}
