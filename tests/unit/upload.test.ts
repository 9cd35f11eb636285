// The upload helper (src/core/upload.ts) in node with a stand-in XMLHttpRequest: what it sends,
// progress, and that failures become the same ApiError as request() gives under the same 401/403
// rules. The payment tax form uploads through it on both builds in tests/elements (fake-xhr.ts).
import assert from 'node:assert/strict'
import { afterEach, beforeEach, describe, it } from 'node:test'
import { ApiError, configureServices } from '../../src/core/http'
import { upload } from '../../src/core/upload'
import { countStatusRules, failure } from './fixtures'

type Handler =
  ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null

/** The part of XMLHttpRequest upload() uses; the test answers each request by hand. */
class FakeXHR {
  static last: FakeXHR | null = null
  static created = 0
  method = ''
  url = ''
  withCredentials = false
  headers: Record<string, string> = {}
  body: unknown = undefined
  status = 0
  responseText = ''
  responseHeaders: Record<string, string> = {}
  aborted = false
  upload: { onprogress: Handler } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  ontimeout: (() => void) | null = null
  onabort: (() => void) | null = null

  constructor() {
    FakeXHR.last = this
    FakeXHR.created++
  }
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value
  }
  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null
  }
  send(body: unknown) {
    this.body = body
  }
  abort() {
    this.aborted = true
    this.onabort?.()
  }

  /** Answers with `status` and `body` (JSON unless a string). */
  answer(status: number, body?: unknown, headers: Record<string, string> = {}) {
    this.status = status
    this.responseText =
      body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body)
    this.responseHeaders = headers
    this.onload?.()
  }
}

const scope = globalThis as unknown as { XMLHttpRequest: unknown }
const original = scope.XMLHttpRequest
let rules: ReturnType<typeof countStatusRules>

function sent(): FakeXHR {
  assert.ok(FakeXHR.last, 'an XMLHttpRequest was made')
  return FakeXHR.last
}

function form(): FormData {
  const data = new FormData()
  data.append('taxForm', new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'w9.pdf')
  return data
}

beforeEach(() => {
  FakeXHR.last = null
  FakeXHR.created = 0
  scope.XMLHttpRequest = FakeXHR
  rules = countStatusRules('/dashboard/account/paymentinfo')
})
afterEach(() => {
  scope.XMLHttpRequest = original
  configureServices({ accounts: '/api/accounts' })
})

describe('upload()', () => {
  it('POSTs the form to the service path with cookies and accept: JSON, and resolves the body', async () => {
    const body = form()
    const done = upload<{ id: string }>('accounts', '/accounts/acc-1/paymentinfo/check', { body })
    const xhr = sent()
    assert.equal(xhr.method, 'POST')
    assert.equal(xhr.url, '/api/accounts/accounts/acc-1/paymentinfo/check')
    assert.equal(xhr.withCredentials, true)
    assert.equal(xhr.headers.accept, 'application/json')
    assert.equal(xhr.body, body, 'the FormData as it is (the browser sets the boundary)')
    assert.equal(xhr.headers['content-type'], undefined)
    xhr.answer(201, { id: 'm-1' })
    assert.deepEqual(await done, { id: 'm-1' })
  })

  it('PUTs when asked, to the base a host configured', async () => {
    configureServices({ accounts: 'https://api.example/accounts/' })
    const done = upload('accounts', '/x', { method: 'PUT', body: form() })
    assert.equal(sent().method, 'PUT')
    assert.equal(sent().url, 'https://api.example/accounts/x')
    sent().answer(204)
    assert.equal(await done, undefined, 'an empty reply resolves undefined')
  })

  it('reports progress as the body goes out; an unknown total is 0', async () => {
    const progress: [number, number][] = []
    const done = upload('accounts', '/x', {
      body: form(),
      onProgress: (loaded, total) => progress.push([loaded, total]),
    })
    const xhr = sent()
    xhr.upload.onprogress!({ loaded: 100, total: 400, lengthComputable: true })
    xhr.upload.onprogress!({ loaded: 400, total: 400, lengthComputable: true })
    xhr.upload.onprogress!({ loaded: 500, total: 123, lengthComputable: false })
    xhr.answer(200, {})
    await done
    assert.deepEqual(progress, [
      [100, 400],
      [400, 400],
      [500, 0],
    ])
  })
})

describe('upload failures: the same ApiError and rules as request()', () => {
  it("carries the server's code, message and field errors", async () => {
    const done = upload('accounts', '/x', { body: form() })
    sent().answer(400, {
      error: {
        code: 'invalid',
        message: 'Invalid file',
        fields: [{ field: 'taxForm', message: 'Please upload a PDF file.' }],
      },
    })
    const error = await failure(done)
    assert.ok(error instanceof ApiError)
    assert.equal(error.status, 400)
    assert.equal(error.code, 'invalid')
    assert.equal(error.message, 'Invalid file')
    assert.equal(error.fieldMessage('taxForm'), 'Please upload a PDF file.')
    assert.equal(rules.signedOut + rules.permissionReloads, 0)
  })

  it('reads Retry-After on a 429, and names the status of a reply that is not JSON', async () => {
    const limited = upload('accounts', '/x', { body: form() })
    sent().answer(
      429,
      { error: { code: 'rate_limited', message: 'Too many' } },
      {
        'retry-after': '30',
      },
    )
    const error = (await failure(limited)) as ApiError
    assert.equal(error.code, 'rate_limited')
    assert.equal(error.retryAfter, 30)
    const html = upload('accounts', '/x', { body: form() })
    sent().answer(502, '<h1>Bad gateway</h1>')
    const bad = (await failure(html)) as ApiError
    assert.equal(bad.status, 502)
    assert.equal(bad.code, 'http_502')
    assert.equal(bad.retryAfter, null)
  })

  it('a network error or a timeout is status 0, code "network"', async () => {
    for (const event of ['onerror', 'ontimeout'] as const) {
      const done = upload('accounts', '/x', { body: form() })
      sent()[event]!()
      const error = (await failure(done)) as ApiError
      assert.ok(error instanceof ApiError, event)
      assert.equal(error.status, 0, event)
      assert.equal(error.code, 'network', event)
    }
    assert.equal(rules.signedOut + rules.permissionReloads, 0)
  })

  it('401 signs out (CORE-06), but not on an auth address unless the call says always', async () => {
    const first = upload('accounts', '/x', { body: form() })
    sent().answer(401, {})
    assert.equal(((await failure(first)) as ApiError).status, 401)
    assert.equal(rules.signedOut, 1)
    rules.address = '/auth/completesignup'
    const onAuth = upload('accounts', '/x', { body: form() })
    sent().answer(401, {})
    await failure(onAuth)
    assert.equal(rules.signedOut, 1)
    const always = upload('accounts', '/x', { body: form(), alwaysSignOutOn401: true })
    sent().answer(401, {})
    await failure(always)
    assert.equal(rules.signedOut, 2)
  })

  it('403 reloads the permissions (CORE-07); skipStatusRules leaves both to the caller', async () => {
    const forbidden = upload('accounts', '/x', { body: form() })
    sent().answer(403, { error: { code: 'forbidden', message: 'no' } })
    assert.equal(((await failure(forbidden)) as ApiError).code, 'forbidden')
    assert.equal(rules.permissionReloads, 1)
    for (const status of [401, 403]) {
      const skipped = upload('accounts', '/x', { body: form(), skipStatusRules: true })
      sent().answer(status, {})
      await failure(skipped)
    }
    assert.equal(rules.permissionReloads, 1)
    assert.equal(rules.signedOut, 0)
  })
})

describe('aborting an upload', () => {
  it('the signal aborts the request and rejects with an AbortError, not an ApiError', async () => {
    const controller = new AbortController()
    const done = upload('accounts', '/x', { body: form(), signal: controller.signal })
    controller.abort()
    assert.equal(sent().aborted, true)
    const error = await failure(done)
    assert.ok(error instanceof DOMException)
    assert.equal(error.name, 'AbortError')
    assert.equal(rules.signedOut, 0)
  })

  it('an already aborted signal sends nothing', async () => {
    const controller = new AbortController()
    controller.abort()
    const error = await failure(
      upload('accounts', '/x', { body: form(), signal: controller.signal }),
    )
    assert.equal((error as Error).name, 'AbortError')
    assert.equal(FakeXHR.created, 1, 'made but never opened')
    assert.equal(sent().method, '')
    assert.equal(sent().body, undefined)
  })
})
