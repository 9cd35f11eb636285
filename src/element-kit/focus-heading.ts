/**
 * Focus after an in-app page change: the new page's heading (its h1, made focusable with
 * tabindex=-1) takes focus, so keyboard and screen-reader users start on the new page instead of
 * at <body>. Not on the first page shown after a load: there the browser's own focus stays.
 * A layout effect, since preact runs passive effects a frame late; a heading that arrives with
 * the page's data is focused when it appears, unless the user has moved focus meanwhile.
 */
import { useLayoutEffect, useRef } from 'react'

/** How long a page may take to draw its heading after the change. */
const HEADING_WAIT_MS = 3000

/** The path (no query) the portal shows now: null until the first element renders. */
let shownPath: string | null = null
/** Counts the page changes since the load; every element handles each change once. */
let changes = 0

function pathOf(route: string): string {
  return route.split(/[?#]/)[0] ?? route
}

/** The focused element, looked up through open shadow roots. */
function deepActive(): Element | null {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}

function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
  heading.focus()
}

/** Moves focus to `root`'s h1 after each in-app page change (CORE: focus on page change). */
export function useFocusHeading(root: ShadowRoot, route: string): void {
  const handled = useRef(0)
  useLayoutEffect(() => {
    const path = pathOf(route)
    if (shownPath === null) shownPath = path
    else if (path !== shownPath) {
      shownPath = path
      changes += 1
    }
    if (changes === 0 || handled.current === changes) return
    handled.current = changes
    const before = deepActive()
    // An open dialog keeps its focus; a user who moved focus since the change keeps theirs.
    const free = () => {
      const now = deepActive()
      return (
        !root.querySelector('dialog[open]') && (!now || now === document.body || now === before)
      )
    }
    const heading = root.querySelector('h1')
    if (heading) {
      if (free()) focusHeading(heading)
      return
    }
    const watcher = new MutationObserver(() => {
      const arrived = root.querySelector('h1')
      if (!arrived) return
      stop()
      if (free()) focusHeading(arrived)
    })
    const timer = setTimeout(() => stop(), HEADING_WAIT_MS)
    const stop = () => {
      watcher.disconnect()
      clearTimeout(timer)
    }
    watcher.observe(root, { childList: true, subtree: true })
    return stop
  }, [root, route])
}
