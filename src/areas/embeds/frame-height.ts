/**
 * CORE-18 / EMB-01, framed pages: an area inside another page's iframe tells the parent page how
 * tall its content is, so the parent sizes the iframe and the frame never scrolls inside.
 *
 * Message (window.postMessage to the parent): `{ type: 'pp-frame-height', height }`, height in
 * CSS pixels (whole, rounded up). It goes only to the allowed parent origins: the portal's own
 * origin, plus those the element's `frame-origins` attribute lists (a JSON array of origins such
 * as `["https://partner.example"]`; malformed entries are ignored). The parent must check
 * `event.origin` (the portal's) and `event.source` (its iframe) before using it; /demo/framed
 * (demo/assets/framed.js) is the reference listener.
 */
import { useEffect } from 'react'

export const FRAME_HEIGHT_MESSAGE = 'pp-frame-height'
/**
 * From the parent: `{ type: 'pp-frame-viewport', top, height }`, the part of the frame the visitor
 * sees, in the frame's CSS pixels (top from the frame's top edge). The frame accepts it only from
 * the allowed parent origins and from its parent window, and sets `--pp-visible-top` and
 * `--pp-visible-height` on its document: modals centre in that part (styles.css).
 */
export const FRAME_VIEWPORT_MESSAGE = 'pp-frame-viewport'

/** The visible part of the frame from a parent's message, or null when it is not one. */
export function visiblePart(
  data: unknown,
  frameHeight: number,
): { top: number; height: number } | null {
  if (!data || typeof data !== 'object') return null
  const { type, top, height } = data as Record<string, unknown>
  if (type !== FRAME_VIEWPORT_MESSAGE || typeof top !== 'number' || typeof height !== 'number')
    return null
  if (!Number.isFinite(top) || !Number.isFinite(height) || height <= 0) return null
  const clampedTop = Math.min(Math.max(0, top), Math.max(0, frameHeight - 1))
  const clampedHeight = Math.min(height, frameHeight - clampedTop)
  return { top: Math.round(clampedTop), height: Math.max(1, Math.round(clampedHeight)) }
}

/** The origins a height may be posted to: `self` plus each valid http(s) origin given. */
export function parentOrigins(given: unknown, self: string): string[] {
  const list = Array.isArray(given) ? given : []
  const origins = new Set<string>([self])
  for (const entry of list) {
    if (typeof entry !== 'string') continue
    try {
      const url = new URL(entry)
      // An origin only: no path, query, credentials; http(s) only.
      if (
        (url.protocol === 'https:' || url.protocol === 'http:') &&
        url.origin === entry.replace(/\/$/, '')
      )
        origins.add(url.origin)
    } catch {
      // not a URL: ignored
    }
  }
  return [...origins]
}

/** The composed parent of a node: across slots and shadow roots up to the document element. */
function composedParent(node: Element): Element | null {
  if (node.assignedSlot) return node.assignedSlot
  if (node.parentElement) return node.parentElement
  const root = node.parentNode
  return root instanceof ShadowRoot ? root.host : null
}

function inFlow(element: Element): boolean {
  const style = getComputedStyle(element)
  return (
    style.display !== 'none' &&
    style.position !== 'fixed' &&
    style.position !== 'absolute' &&
    element.tagName !== 'DIALOG'
  )
}

/**
 * How tall the page needs to be to show `host` and what follows it, without the slack a
 * full-height layout adds (a `min-height: 100svh` column would otherwise keep the frame from ever
 * shrinking): from the host up to the document, the lowest bottom of the host's branch and of the
 * in-flow siblings beside it, plus the heights of those below it (a footer) and each ancestor's
 * bottom padding and border.
 */
export function contentHeight(host: Element): number {
  const scrollY = host.ownerDocument.defaultView?.scrollY ?? 0
  let bottom = host.getBoundingClientRect().bottom + scrollY
  let node: Element | null = host
  while (node && node !== host.ownerDocument.documentElement) {
    const parent = composedParent(node)
    if (!parent) break
    const shadow = node.parentNode instanceof ShadowRoot ? node.parentNode : null
    const siblings = node.assignedSlot ? [] : Array.from((shadow ?? parent).children)
    const own = node.getBoundingClientRect()
    const parentHeight = parent.getBoundingClientRect().height
    let below = 0
    for (const sibling of siblings) {
      if (sibling === node || sibling.tagName === 'SLOT' || !inFlow(sibling)) continue
      const rect = sibling.getBoundingClientRect()
      if (rect.height === 0) continue
      const style = getComputedStyle(sibling)
      const marginTop = parseFloat(style.marginTop) || 0
      const marginBottom = parseFloat(style.marginBottom) || 0
      if (rect.top >= own.bottom - 1) {
        // Below the branch (a footer): its own height counts, not where the slack put it.
        below += rect.height + marginTop + marginBottom
      } else if (Math.abs(rect.height - parentHeight) >= 1) {
        // Beside or above it; one as tall as the parent stretches with it and is skipped.
        bottom = Math.max(bottom, rect.bottom + scrollY + marginBottom)
      }
    }
    bottom += below
    const style = getComputedStyle(parent)
    if (style.display !== 'contents')
      bottom += (parseFloat(style.paddingBottom) || 0) + (parseFloat(style.borderBottomWidth) || 0)
    node = parent
  }
  return Math.ceil(Math.max(bottom, popupBottom(host, scrollY)))
}

/**
 * Open menus, list boxes and popover panels are out of flow; one opened near the end of the
 * content would be clipped by the frame, so the frame grows to hold it (plus a small gap). Modal
 * <dialog>s are not counted: they sit in the top layer, inside the frame's viewport.
 */
const POPUPS = '[role="menu"], [role="listbox"], [role="dialog"]:not(dialog)'
const POPUP_GAP = 8

function popupBottom(host: Element, scrollY: number): number {
  let bottom = 0
  for (const popup of Array.from(host.shadowRoot?.querySelectorAll(POPUPS) ?? [])) {
    const rect = popup.getBoundingClientRect()
    if (rect.height > 0) bottom = Math.max(bottom, rect.bottom + scrollY + POPUP_GAP)
  }
  return bottom
}

function isFramed(view: Window): boolean {
  try {
    return view.self !== view.top
  } catch {
    return true
  }
}

/**
 * While `framed`, posts the content height of `host` to the parent page whenever it changes
 * (content, viewport, or the page around it resizing), one message per animation frame at most.
 */
export function useFrameHeight(host: HTMLElement, framed: boolean, frameOrigins: unknown): void {
  const originsKey = JSON.stringify(frameOrigins ?? null)
  useEffect(() => {
    const view = host.ownerDocument.defaultView
    if (!framed || !view || !isFramed(view) || typeof ResizeObserver === 'undefined') return
    const origins = parentOrigins(JSON.parse(originsKey), view.location.origin)
    let last = -1
    let queued = 0
    const post = () => {
      queued = 0
      const height = contentHeight(host)
      if (height === last) return
      last = height
      for (const origin of origins)
        view.parent.postMessage({ type: FRAME_HEIGHT_MESSAGE, height }, origin)
    }
    const schedule = () => {
      if (!queued) queued = view.requestAnimationFrame(post)
    }
    const root = host.ownerDocument.documentElement
    const onViewport = (event: MessageEvent) => {
      if (event.source !== view.parent || !origins.includes(event.origin)) return
      const part = visiblePart(event.data, view.innerHeight)
      if (!part) return
      root.style.setProperty('--pp-visible-top', `${part.top}px`)
      root.style.setProperty('--pp-visible-height', `${part.height}px`)
    }
    view.addEventListener('message', onViewport)
    const observer = new ResizeObserver(schedule)
    // The host may be display: inline (no box of its own): its shadow root's children too.
    observer.observe(host)
    for (const child of Array.from(host.shadowRoot?.children ?? [])) observer.observe(child)
    observer.observe(host.ownerDocument.body)
    // A popup opening or closing changes no in-flow box: watch the shadow tree for it.
    const popups = new MutationObserver(schedule)
    if (host.shadowRoot) popups.observe(host.shadowRoot, { childList: true, subtree: true })
    schedule()
    return () => {
      view.removeEventListener('message', onViewport)
      observer.disconnect()
      popups.disconnect()
      if (queued) view.cancelAnimationFrame(queued)
    }
  }, [host, framed, originsKey])
}
