/**
 * The element-test page: the build under test and its elements, mounting, waiting on the page,
 * and emptying it after a test. Every test file imports it, and with it fixtures.ts's fresh page
 * before every test.
 */

// The fresh page before every test (fixtures.ts), for every file that imports this module.
import './fixtures'

declare global {
  interface Window {
    __PP_BUILD__: 'react' | 'lite'
  }
}

export const build = window.__PP_BUILD__ ?? 'react'
export const base = build === 'lite' ? '/dist/lite' : '/dist'

/** Imports `elements/<tag>.js` from the build under test. */
export async function loadElement(tag: string): Promise<void> {
  await import(/* @vite-ignore */ `${base}/elements/${tag}.js`)
  await customElements.whenDefined(tag)
}

/** Mounts one section of the kit gallery (demo/kit) from the build under test. */
export async function mountKit(section: string): Promise<HTMLElement> {
  await import(/* @vite-ignore */ `${base}/kit/main.js`)
  await customElements.whenDefined('pp-kit-gallery')
  const el = document.createElement('pp-kit-gallery')
  el.setAttribute('section', section)
  document.body.append(el)
  await waitFor(() => root(el).querySelector(`#${section}`))
  return el
}

/** Elements mounted by `mount()` that have emitted pp-ready. */
const readyElements = new WeakSet<Element>()

/** Mounts `<tag attrs>` in the document and returns it. */
export function mount(tag: string, attrs: Record<string, string> = {}): HTMLElement {
  const el = document.createElement(tag)
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v)
  el.addEventListener('pp-ready', () => readyElements.add(el), { once: true })
  document.body.append(el)
  return el
}

/**
 * Waits until `el` (mounted with `mount()`) has emitted pp-ready: its first render is committed
 * and its mount effects have run. The positive sign to wait on before asserting that an element
 * shows or asks for nothing.
 */
export function ready(el: HTMLElement): Promise<true> {
  return waitFor(() => readyElements.has(el))
}

/**
 * Waits for the next frame and the task after it: renders queued before it are committed and
 * preact's effects (which it runs after a frame) have run. A rendering step, not a fixed time.
 */
export function nextFrame(): Promise<void> {
  return new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)))
}

/**
 * Yields one task, so renders and effects queued by a synthetic event run before the next step,
 * as they do between two real user events (preact renders in a microtask and runs effects
 * later). Not a sleep: it waits for nothing in particular and takes no fixed time.
 */
export function nextTask(): Promise<void> {
  return new Promise((r) => setTimeout(r, 0))
}

/** Polls until `fn` returns a truthy value (or throws after `timeout` ms). */
export async function waitFor<T>(
  fn: () => T | null | undefined | false,
  timeout = 4000,
): Promise<T> {
  const start = performance.now()
  for (;;) {
    const value = fn()
    if (value) return value
    if (performance.now() - start > timeout)
      throw new Error(`waitFor timed out: ${fn.toString().slice(0, 120)}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

/** Text of the element's shadow root. */
export function text(el: HTMLElement): string {
  return el.shadowRoot?.textContent ?? ''
}

/** Waits until the element's shadow text contains `needle`. */
export function waitForText(el: HTMLElement, needle: string, timeout?: number): Promise<true> {
  return waitFor(() => text(el).includes(needle), timeout)
}

/** The element's shadow root (throws when the element has none yet). */
export function root(el: HTMLElement): ShadowRoot {
  if (!el.shadowRoot) throw new Error(`${el.localName} has no shadow root`)
  return el.shadowRoot
}

/** Dismisses every toast the element shows (notices live in the shared store). */
export function dismissToasts(el: Element): void {
  for (const b of Array.from(el.shadowRoot?.querySelectorAll('button') ?? []))
    if (b.getAttribute('aria-label') === 'Dismiss') b.click()
}

/** Dismisses the toasts of every element in the body, then empties it. */
export function cleanBody(): void {
  for (const el of Array.from(document.body.querySelectorAll('*'))) dismissToasts(el)
  document.body.replaceChildren()
}

/** Clears a fragment left behind by a leaveTo('#…') test address. */
export function clearHash(): void {
  if (location.hash) history.replaceState(null, '', location.pathname + location.search)
}
