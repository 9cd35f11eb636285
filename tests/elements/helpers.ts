/** Element-test helpers: load an element from the build under test, stub the API, wait for DOM. */

declare global {
  interface Window {
    __PP_BUILD__: 'react' | 'lite'
  }
}

export const build = window.__PP_BUILD__ ?? 'react'
const base = build === 'lite' ? '/dist/lite' : '/dist'

/** Imports `elements/<tag>.js` from the build under test. */
export async function loadElement(tag: string): Promise<void> {
  await import(/* @vite-ignore */ `${base}/elements/${tag}.js`)
  await customElements.whenDefined(tag)
}

export interface StubCall {
  method: string
  path: string
  body: string | null
}
type Responder = (
  call: StubCall,
) => { status?: number; body?: unknown; headers?: Record<string, string> } | undefined

/** Replaces window.fetch: `routes` maps "METHOD /path" (path without query) to a reply. */
export function stubApi(routes: Record<string, Responder | { status?: number; body?: unknown }>) {
  const calls: StubCall[] = []
  const original = window.fetch
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    const body = request.method === 'GET' ? null : await request.text()
    const call = { method: request.method, path: url.pathname + url.search, body }
    calls.push(call)
    const route = routes[`${request.method} ${url.pathname}`]
    const reply = typeof route === 'function' ? route(call) : route
    if (!reply)
      return new Response(
        JSON.stringify({ error: { code: 'not_found', message: 'stub', fields: [] } }),
        { status: 404, headers: { 'content-type': 'application/json' } },
      )
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json', ...(('headers' in reply && reply.headers) || {}) },
    })
  }
  return { calls, restore: () => (window.fetch = original) }
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

/** Mounts `<tag attrs>` in the document and returns it. */
export function mount(tag: string, attrs: Record<string, string> = {}): HTMLElement {
  const el = document.createElement(tag)
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v)
  document.body.append(el)
  return el
}

/** Text of the element's shadow root. */
export function text(el: HTMLElement): string {
  return el.shadowRoot?.textContent ?? ''
}

export const SIGNED_OUT = { signedIn: false }
