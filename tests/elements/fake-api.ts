/** The fake API of the element tests: `window.fetch` answered from a table of routes. */
import { nextFrame, waitFor } from './page'

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

/** A refusal of the API: `status` with the error `code` and the message `text` on `field`. */
export const refusedField = (
  status: number,
  code: string,
  field: string,
  text: string,
): ApiReply => ({
  status,
  body: { error: { code, message: code, fields: [{ field, message: text }] } },
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

export const SIGNED_OUT = { signedIn: false }

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
