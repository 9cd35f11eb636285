// The fetch layer (src/core/http.ts) in node with globalThis.fetch stubbed: what request() sends,
// and the status rules of spec 000 §7: a 401 signs out except on an auth address (CORE-06), a 403
// reloads the permissions (CORE-07), page-level failures route to /error/403, 404 or 500
// (CORE-08), network failures and the server's field errors become one ApiError. How the screens
// show these runs on both builds in tests/elements.
import assert from 'node:assert/strict'
import { afterEach, beforeEach, describe, it } from 'node:test'
import {
  ApiError,
  bindServices,
  configureServices,
  errorRouteFor,
  noteActionIn,
  request,
  serviceBase,
} from '../../src/core/http'
import { countStatusRules, failure } from './fixtures'

interface Sent {
  url: string
  method: string
  headers: Headers
  body: unknown
  credentials: RequestCredentials | undefined
}

const original = globalThis.fetch
let sent: Sent[]
let answer: () => Response | Promise<Response>
let rules: ReturnType<typeof countStatusRules>

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })
}

const FIELD_ERRORS = {
  error: {
    code: 'invalid',
    message: 'Some fields are invalid',
    fields: [
      { field: 'email', message: 'Please enter a valid email' },
      { field: 'email', message: 'A second message' },
      { field: 'phone', message: 'Please enter a valid phone number' },
    ],
  },
}

beforeEach(() => {
  sent = []
  answer = () => json(200, { ok: true })
  rules = countStatusRules('/dashboard/home')
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input)
    sent.push({
      url,
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body,
      credentials: init?.credentials,
    })
    if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError')
    return answer()
  }) as typeof fetch
})
afterEach(() => {
  globalThis.fetch = original
  configureServices({ accounts: '/api/accounts' })
})

describe('request()', () => {
  it('GETs the service path with the query, cookies and accept: JSON, and resolves the body', async () => {
    answer = () => json(200, { items: [1, 2] })
    const body = await request<{ items: number[] }>('accounts', '/accounts/acc-1/sites', {
      query: { filterRonSites: false, skip: undefined },
    })
    assert.deepEqual(body, { items: [1, 2] })
    assert.equal(sent.length, 1)
    assert.equal(sent[0]!.url, '/api/accounts/accounts/acc-1/sites?filterRonSites=false')
    assert.equal(sent[0]!.method, 'GET')
    assert.equal(sent[0]!.credentials, 'include')
    assert.equal(sent[0]!.headers.get('accept'), 'application/json')
  })

  it('sends an object as JSON and a form body as it is', async () => {
    await request('accounts', '/users', { method: 'POST', body: { firstName: 'Ann' } })
    assert.equal(sent[0]!.method, 'POST')
    assert.equal(sent[0]!.body, JSON.stringify({ firstName: 'Ann' }))
    assert.match(sent[0]!.headers.get('content-type') ?? '', /application\/json/)
    const form = new URLSearchParams({ username: 'a@b.example', password: 'x' })
    await request('accounts', '/login', { method: 'POST', body: form })
    assert.equal(sent[1]!.body, form)
  })

  it('resolves an empty 204 reply', async () => {
    answer = () => new Response(null, { status: 204 })
    assert.equal(await request('accounts', '/auth/logout'), undefined)
  })

  it('uses the base a host configured for the service (services attribute), without a trailing slash', async () => {
    assert.equal(serviceBase('metrics'), '/api/metrics')
    configureServices({ accounts: 'https://api.example/accounts/' })
    assert.equal(serviceBase('accounts'), 'https://api.example/accounts')
    await request('accounts', '/auth/session')
    assert.equal(sent[0]!.url, 'https://api.example/accounts/auth/session')
    configureServices(null)
    assert.equal(serviceBase('accounts'), 'https://api.example/accounts', 'null changes nothing')
  })

  it("goes to the bases of the element that calls: the caller's, its load's, then the last acted in", async () => {
    configureServices({ accounts: '/page/accounts' })
    const load = new AbortController()
    bindServices(load.signal, { accounts: '/load/accounts' })
    try {
      await request('accounts', '/a', { signal: load.signal })
      await request('accounts', '/b')
      noteActionIn({ accounts: '/acted/accounts' })
      await request('accounts', '/c')
      await request('accounts', '/d', { signal: load.signal })
      await request('accounts', '/e', { signal: load.signal, services: { accounts: '/own' } })
      noteActionIn({})
      await request('accounts', '/f')
      const urls = sent.map((s) => s.url)
      assert.deepEqual(urls, [
        '/load/accounts/a',
        '/page/accounts/b',
        '/acted/accounts/c',
        '/load/accounts/d',
        '/own/e',
        '/api/accounts/f',
      ])
    } finally {
      noteActionIn(null)
    }
  })
})

describe('ApiError from a failed call', () => {
  it("carries the server's code, message and field errors", async () => {
    answer = () => json(400, FIELD_ERRORS)
    const error = await failure(request('accounts', '/users', { method: 'POST', body: {} }))
    assert.ok(error instanceof ApiError)
    assert.equal(error.name, 'ApiError')
    assert.equal(error.status, 400)
    assert.equal(error.code, 'invalid')
    assert.equal(error.message, 'Some fields are invalid')
    assert.deepEqual(
      error.fields.map((f) => f.field),
      ['email', 'email', 'phone'],
    )
    assert.equal(error.fieldMessage('email'), 'Please enter a valid email', 'the first one')
    assert.equal(error.fieldMessage('phone'), 'Please enter a valid phone number')
    assert.equal(error.fieldMessage('lastName'), null)
    assert.equal(error.retryAfter, null)
  })

  it('reads Retry-After as seconds on a 429', async () => {
    answer = () =>
      json(429, { error: { code: 'rate_limited', message: 'Too many' } }, { 'retry-after': '42' })
    const error = (await failure(request('accounts', '/login'))) as ApiError
    assert.equal(error.status, 429)
    assert.equal(error.code, 'rate_limited')
    assert.equal(error.retryAfter, 42)
  })

  it('names the status when the reply is not the JSON error shape', async () => {
    answer = () =>
      new Response('<h1>Bad gateway</h1>', {
        status: 502,
        headers: { 'content-type': 'text/html' },
      })
    const error = (await failure(request('accounts', '/accounts/acc-1'))) as ApiError
    assert.ok(error instanceof ApiError)
    assert.equal(error.status, 502)
    assert.equal(error.code, 'http_502')
    assert.deepEqual(error.fields, [])
  })

  it('ignores fields that are not a list', async () => {
    answer = () => json(400, { error: { code: 'invalid', message: 'x', fields: 'email' } })
    const error = (await failure(request('accounts', '/users'))) as ApiError
    assert.deepEqual(error.fields, [])
  })

  it('a network failure is status 0, code "network", and routes to /error/500', async () => {
    answer = () => Promise.reject(new TypeError('fetch failed'))
    const error = (await failure(request('accounts', '/accounts/acc-1'))) as ApiError
    assert.ok(error instanceof ApiError)
    assert.equal(error.status, 0)
    assert.equal(error.code, 'network')
    assert.equal(rules.signedOut + rules.permissionReloads, 0)
    assert.equal(errorRouteFor(error), '/error/500')
  })

  // ofetch wraps the AbortError in a FetchError (the abort is its `cause`); failWith unwraps it.
  it('an abort is rethrown as the AbortError it is, with no status rule', async () => {
    const controller = new AbortController()
    controller.abort()
    answer = () => json(401, {})
    const error = await failure(
      request('accounts', '/accounts/acc-1', { signal: controller.signal }),
    )
    assert.ok(!(error instanceof ApiError))
    assert.equal((error as Error).name, 'AbortError')
    assert.equal(rules.signedOut, 0)
  })
})

describe('status rules (CORE-06, CORE-07)', () => {
  it('401 signs out on a dashboard address', async () => {
    answer = () => json(401, { error: { code: 'unauthorized', message: 'no session' } })
    const error = (await failure(request('accounts', '/accounts/acc-1'))) as ApiError
    assert.equal(error.status, 401)
    assert.equal(rules.signedOut, 1)
    assert.equal(rules.permissionReloads, 0)
  })

  it('401 on an auth address (sign-in, reset) does not sign out, unless the call says always', async () => {
    rules.address = '/auth/signin'
    answer = () => json(401, {})
    await failure(request('accounts', '/login', { method: 'POST' }))
    assert.equal(rules.signedOut, 0)
    await failure(request('accounts', '/users/u/permissions', { alwaysSignOutOn401: true }))
    assert.equal(rules.signedOut, 1)
  })

  it('skipStatusRules leaves a 401 and a 403 to the caller', async () => {
    answer = () => json(401, {})
    await failure(request('accounts', '/auth/session', { skipStatusRules: true }))
    answer = () => json(403, {})
    await failure(request('accounts', '/auth/session', { skipStatusRules: true }))
    assert.equal(rules.signedOut + rules.permissionReloads, 0)
  })

  it('403 reloads the permissions and does not sign out', async () => {
    answer = () => json(403, { error: { code: 'forbidden', message: 'no' } })
    const error = (await failure(request('accounts', '/accounts/acc-1/users'))) as ApiError
    assert.equal(error.code, 'forbidden')
    assert.equal(rules.permissionReloads, 1)
    assert.equal(rules.signedOut, 0)
  })

  it('404 and 500 trigger no rule: only the screen decides', async () => {
    for (const status of [404, 500]) {
      answer = () => json(status, {})
      const error = (await failure(request('accounts', '/x'))) as ApiError
      assert.equal(error.status, status)
    }
    assert.equal(rules.signedOut + rules.permissionReloads, 0)
  })
})

describe('errorRouteFor (CORE-08)', () => {
  it('routes 403 and 404 to their pages and everything else to /error/500', () => {
    assert.equal(errorRouteFor(new ApiError(403, 'forbidden', '')), '/error/403')
    assert.equal(errorRouteFor(new ApiError(404, 'not_found', '')), '/error/404')
    for (const status of [0, 400, 401, 409, 429, 500, 502, 503])
      assert.equal(errorRouteFor(new ApiError(status, 'x', '')), '/error/500', `${status}`)
    assert.equal(errorRouteFor(new Error('boom')), '/error/500')
    assert.equal(errorRouteFor(undefined), '/error/500')
  })

  it('routes what request() rejects with', async () => {
    for (const [status, route] of [
      [403, '/error/403'],
      [404, '/error/404'],
      [500, '/error/500'],
    ] as const) {
      answer = () => json(status, {})
      assert.equal(errorRouteFor(await failure(request('accounts', '/x'))), route)
    }
  })
})
