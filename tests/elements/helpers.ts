/** Element-test helpers: load an element from the build under test, stub the API, wait for DOM. */

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

export interface StubCall {
  method: string
  path: string
  body: string | null
  contentType: string | null
}
type Responder = (
  call: StubCall,
) => { status?: number; body?: unknown; headers?: Record<string, string> } | undefined

/** True when a route key with `*` segments (such as "GET /api/accounts/accounts/*") matches. */
function matches(pattern: string, key: string): boolean {
  if (!pattern.includes('*')) return false
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+')
  return new RegExp(`^${source}$`).test(key)
}

/**
 * Replaces window.fetch: `routes` maps "METHOD /path" (path without query; `*` stands for one
 * segment) to a reply.
 */
export function stubApi(
  routes: Record<
    string,
    Responder | { status?: number; body?: unknown; headers?: Record<string, string> }
  >,
) {
  const calls: StubCall[] = []
  // The reply given to each call, to tell when the element has read it.
  const replies = new WeakMap<StubCall, Response>()
  const original = window.fetch
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    const body = request.method === 'GET' ? null : await request.text()
    const call = {
      method: request.method,
      path: url.pathname + url.search,
      body,
      contentType: request.headers.get('content-type'),
    }
    calls.push(call)
    const key = `${request.method} ${url.pathname}`
    const route = routes[key] ?? routes[Object.keys(routes).find((k) => matches(k, key)) ?? '']
    const reply = typeof route === 'function' ? route(call) : route
    const response = !reply
      ? new Response(
          JSON.stringify({ error: { code: 'not_found', message: 'stub', fields: [] } }),
          { status: 404, headers: { 'content-type': 'application/json' } },
        )
      : new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
          status: reply.status ?? 200,
          headers: {
            'content-type': 'application/json',
            ...('headers' in reply && reply.headers),
          },
        })
    replies.set(call, response)
    return response
  }
  /** True once the element has read the reply to `call` (a reply without a body: once given). */
  const read = (call: StubCall) => {
    const response = replies.get(call)
    return !!response && (response.body === null || response.bodyUsed)
  }
  return {
    calls,
    restore: () => (window.fetch = original),
    /**
     * Waits until the element has read the replies to the calls made so far that `which`
     * picks (all by default), then for the next frame: what it rendered from them is on screen.
     * The positive sign to wait on before asserting that an answer changed nothing.
     */
    async answered(which: (call: StubCall) => boolean = () => true): Promise<void> {
      const picked = calls.filter(which)
      await waitFor(() => picked.every(read))
      await nextFrame()
    },
  }
}

/**
 * Waits for the next frame and the task after it: renders queued before it are committed and
 * preact's effects (which it runs after a frame) have run. A rendering step, not a fixed time.
 */
export function nextFrame(): Promise<void> {
  return new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)))
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
 * Yields one task, so renders and effects queued by a synthetic event run before the next step,
 * as they do between two real user events (preact renders in a microtask and runs effects
 * later). Not a sleep: it waits for nothing in particular and takes no fixed time.
 */
export function nextTask(): Promise<void> {
  return new Promise((r) => setTimeout(r, 0))
}

/** Text of the element's shadow root. */
export function text(el: HTMLElement): string {
  return el.shadowRoot?.textContent ?? ''
}

export const SIGNED_OUT = { signedIn: false }

/** The element's shadow root (throws when the element has none yet). */
export function root(el: HTMLElement): ShadowRoot {
  if (!el.shadowRoot) throw new Error(`${el.localName} has no shadow root`)
  return el.shadowRoot
}

/** The accessible name of a control: aria-labelledby, aria-label, then its text. */
export function accessibleName(node: Element): string {
  const scope = node.getRootNode() as ShadowRoot | Document
  const labelledBy = node.getAttribute('aria-labelledby')
  if (labelledBy) {
    return labelledBy
      .split(/\s+/)
      .map((id) => scope.getElementById(id)?.textContent ?? '')
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim()
  }
  const label = node.getAttribute('aria-label')
  if (label) return label.trim()
  if (node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement) {
    return Array.from(node.labels ?? [])
      .map((l) => l.textContent ?? '')
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim()
  }
  return (node.textContent ?? '').replace(/\s+/g, ' ').trim()
}

/** Where to look: an element's shadow root, or the node itself (a dialog inside one). */
function scopeOf(el: Element): ParentNode {
  return el.shadowRoot ?? el
}

/** The first button in `el` whose accessible name is `name` (or null). */
export function findButton(el: Element, name: string | RegExp): HTMLButtonElement | null {
  const buttons = Array.from(scopeOf(el).querySelectorAll('button'))
  return (
    buttons.find((b) =>
      typeof name === 'string' ? accessibleName(b) === name : name.test(accessibleName(b)),
    ) ?? null
  )
}

/** Waits for the button named `name` and returns it. */
export function button(el: Element, name: string | RegExp): Promise<HTMLButtonElement> {
  return waitFor(() => findButton(el, name))
}

/** The first link in `el` whose text is `name` (or null). */
export function findLink(el: Element, name: string): HTMLAnchorElement | null {
  const links = Array.from(scopeOf(el).querySelectorAll('a'))
  return links.find((a) => accessibleName(a) === name) ?? null
}

/** The input or textarea in `el` labelled exactly `label` (or null). */
export function findField(el: Element, label: string): HTMLInputElement | null {
  const fields = Array.from(scopeOf(el).querySelectorAll<HTMLInputElement>('input, textarea'))
  return fields.find((f) => Array.from(f.labels ?? []).some((l) => l.textContent === label)) ?? null
}

/** Waits for the field labelled `label` and returns it. */
export function field(el: Element, label: string): Promise<HTMLInputElement> {
  return waitFor(() => findField(el, label))
}

/**
 * Types `value` into a field the way a user's input event does (React and preact both see it),
 * then yields a task: preact renders in a microtask, as it does between real keystrokes.
 */
export async function fill(
  input: HTMLInputElement | HTMLTextAreaElement,
  value: string,
): Promise<void> {
  const proto =
    input instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }))
  await nextTask()
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

/** Waits until the element's shadow text contains `needle`. */
export function waitForText(el: HTMLElement, needle: string, timeout?: number): Promise<true> {
  return waitFor(() => text(el).includes(needle), timeout)
}

/**
 * Moves the page's clock as the code reads it (Date.now and `new Date()` without arguments:
 * notice ages, countdown deadlines, New York cutoffs): to `iso` when given, then on with real
 * time, and further by `advance(ms)`; timers stay real. Call `restore()` after the test.
 */
export function shiftedClock(iso?: string) {
  const RealDate = Date
  let offset = iso === undefined ? 0 : RealDate.parse(iso) - RealDate.now()
  const now = () => RealDate.now() + offset
  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(now())
      else super(...(args as [string]))
    }
    static now() {
      return now()
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor
  return {
    advance: (ms: number) => {
      offset += ms
    },
    restore: () => {
      globalThis.Date = RealDate
    },
  }
}

/** Makes the page's clock read `iso` (then move on with real time). Returns the undo. */
export const fixClock = (iso: string): (() => void) => shiftedClock(iso).restore

export interface PortalEvent {
  type: string
  detail: Record<string, unknown>
}

/**
 * Records every `pp-*` event that reaches the document and takes every pp-navigate (so the
 * test page itself never moves). Call `stop()` after the test.
 */
export function spyEvents() {
  const types = ['pp-navigate', 'pp-signed-in', 'pp-signed-out', 'pp-ready', 'pp-notice']
  const events: PortalEvent[] = []
  const listener = (event: Event) => {
    if (event.type === 'pp-navigate') event.preventDefault()
    events.push({ type: event.type, detail: (event as CustomEvent).detail })
  }
  for (const type of types) document.addEventListener(type, listener)
  return {
    events,
    /** The details of every event of `type`, in order. */
    of: (type: string) => events.filter((e) => e.type === type).map((e) => e.detail),
    /** The paths asked for by pp-navigate, in order. */
    paths: () => events.filter((e) => e.type === 'pp-navigate').map((e) => e.detail.path),
    clear: () => events.splice(0),
    stop: () => {
      for (const type of types) document.removeEventListener(type, listener)
    },
  }
}

/**
 * Accessibility problems in a shadow root: fields without a label, buttons and links without
 * an accessible name, open dialogs without a title, dangling aria references, duplicate ids.
 */
export function accessibilityProblems(scope: ShadowRoot): string[] {
  const problems: string[] = []
  const describe = (node: Element) =>
    `<${node.localName}${node.id ? ` id=${node.id}` : ''}${
      node.getAttribute('name') ? ` name=${node.getAttribute('name')}` : ''
    }>`
  for (const input of scope.querySelectorAll<HTMLInputElement>('input, textarea, select')) {
    if (input.type === 'hidden') continue
    if (!accessibleName(input)) problems.push(`${describe(input)} has no label`)
  }
  for (const control of scope.querySelectorAll(
    'button, a[href], [role="button"], [role="menuitem"]',
  )) {
    if (!accessibleName(control)) problems.push(`${describe(control)} has no accessible name`)
  }
  for (const dialog of scope.querySelectorAll('dialog[open]')) {
    if (!accessibleName(dialog)) problems.push(`${describe(dialog)} has no title`)
  }
  for (const node of scope.querySelectorAll('[aria-labelledby], [aria-describedby], label[for]')) {
    // A closed dialog is not rendered, so its title reference does not count yet.
    if (node.closest('dialog:not([open])')) continue
    const refs = [
      ...(node.getAttribute('aria-labelledby') ?? '').split(/\s+/),
      ...(node.getAttribute('aria-describedby') ?? '').split(/\s+/),
      node.getAttribute('for') ?? '',
    ].filter(Boolean)
    for (const id of refs)
      if (!scope.getElementById(id)) problems.push(`${describe(node)} points to missing #${id}`)
  }
  const seen = new Set<string>()
  for (const node of scope.querySelectorAll('[id]')) {
    if (seen.has(node.id)) problems.push(`duplicate id ${node.id}`)
    seen.add(node.id)
  }
  return problems
}

/** Clears a fragment left behind by a leaveTo('#…') test address. */
export function clearHash(): void {
  if (location.hash) history.replaceState(null, '', location.pathname + location.search)
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

/** A reply of the fake API (see `stubApi`). */
export interface ApiReply {
  status?: number
  body?: unknown
  headers?: Record<string, string>
}

/** The routes `stubApi` answers: "METHOD /path" to a reply, or to a function of the call. */
export type ApiRoutes = Parameters<typeof stubApi>[0]

/** A failed answer of the API: `status` with the error `code` and no field messages. */
export const failed = (status: number, code = 'x'): ApiReply => ({
  status,
  body: { error: { code, message: code, fields: [] } },
})

/**
 * Holds back every call whose address contains `fragment` (as a slow network would) until the
 * returned `release()`; what puts the fetch it wrapped back goes on `undo`. Install it after the
 * fake API.
 */
export function holdCalls(fragment: string, undo: Array<() => void>): () => void {
  const answer = window.fetch
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  window.fetch = async (input, init) => {
    if (String(input instanceof Request ? input.url : input).includes(fragment)) await held
    return answer(input, init)
  }
  undo.push(() => (window.fetch = answer))
  return release
}

/** A file an element saved, caught by `captureDownloads`. */
export interface SavedFile {
  name: string
  size: number
  blob: Blob | null
}

/**
 * Catches the files an element saves (the object URL and the link click of saveFile), so that
 * none is written, keeping each one's name and content; `restore()` undoes it.
 */
export function captureDownloads(): { saved: SavedFile[]; restore: () => void } {
  const saved: SavedFile[] = []
  const createObjectURL = URL.createObjectURL
  const revokeObjectURL = URL.revokeObjectURL
  const click = HTMLAnchorElement.prototype.click
  let pending: Blob | null = null
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    pending = blob as Blob
    return 'blob:captured'
  }
  URL.revokeObjectURL = () => undefined
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    if (this.href === 'blob:captured')
      saved.push({ name: this.download, size: pending?.size ?? -1, blob: pending })
    else click.call(this)
  }
  return {
    saved,
    restore: () => {
      URL.createObjectURL = createObjectURL
      URL.revokeObjectURL = revokeObjectURL
      HTMLAnchorElement.prototype.click = click
    },
  }
}

/**
 * GET /auth/session's answer for a support user's mockup-generator session on `accountUUID`
 * (the session's site and anything else in `extra`).
 */
export function mockupSession(accountUUID: string, extra: Record<string, unknown> = {}) {
  return {
    signedIn: true,
    accountUUID,
    userUUID: 'usr-mockup',
    executorUUID: 'admin-1',
    email: 'admin@demo.test',
    firstName: 'Ada',
    lastName: 'Admin',
    phone: null,
    showSetPassword: false,
    showTermsAndConditions: false,
    agreementUUID: null,
    mocked: false,
    mockupGenerator: true,
    siteUUID: null,
    embedUUID: null,
    productCategory: null,
    permissions: [],
    autoLogin: false,
    internalUser: true,
    ...extra,
  }
}
