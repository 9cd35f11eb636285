// The download helpers (src/core/download.ts) in node: `document` is a stand-in that records the
// anchor's click, object URLs are watched through URL.createObjectURL / revokeObjectURL, the
// revocation timer runs on node:test's mocked clock and the server is a stubbed global fetch.
import assert from 'node:assert/strict'
import { afterEach, beforeEach, describe, it, mock } from 'node:test'
import {
  downloadFile,
  fileNameFrom,
  REVOKE_AFTER_MS,
  requestFile,
  saveFile,
} from '../../src/core/download'
import { ApiError, setStatusHandlers } from '../../src/core/http'

interface Anchor {
  href: string
  download: string
  rel: string
  clicks: number
  click(): void
}

const scope = globalThis as unknown as Record<string, unknown>
let anchors: Anchor[] = []
let created: { url: string; blob: Blob }[] = []
let revoked: string[] = []
const originals = {
  document: scope.document,
  fetch: globalThis.fetch,
  create: URL.createObjectURL,
  revoke: URL.revokeObjectURL,
}

beforeEach(() => {
  anchors = []
  created = []
  revoked = []
  scope.document = {
    createElement(tag: string) {
      assert.equal(tag, 'a')
      const anchor: Anchor = {
        href: '',
        download: '',
        rel: '',
        clicks: 0,
        click() {
          this.clicks++
        },
      }
      anchors.push(anchor)
      return anchor
    },
  }
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${created.length + 1}`
    created.push({ url, blob })
    return url
  }
  URL.revokeObjectURL = (url: string) => void revoked.push(url)
  mock.timers.enable({ apis: ['setTimeout'] })
})

afterEach(() => {
  mock.timers.reset()
  scope.document = originals.document
  globalThis.fetch = originals.fetch
  URL.createObjectURL = originals.create
  URL.revokeObjectURL = originals.revoke
  setStatusHandlers({ unauthorized() {}, forbidden() {}, address: () => '/dashboard' })
})

/** Answers every fetch with `status`, `body` and `headers`; records the URLs asked for. */
function stubFetch(status: number, body: BodyInit | null, headers: Record<string, string> = {}) {
  const urls: string[] = []
  globalThis.fetch = async (input: RequestInfo | URL) => {
    urls.push(String(input instanceof Request ? input.url : input))
    return new Response(body, { status, headers })
  }
  return urls
}

describe('saveFile', () => {
  it('clicks an anchor named for the file on an object URL of the text', async () => {
    saveFile('ads.txt', 'google.com, pub-1, DIRECT')
    assert.equal(anchors.length, 1)
    const [anchor] = anchors
    assert.equal(anchor.clicks, 1)
    assert.equal(anchor.download, 'ads.txt')
    assert.equal(anchor.href, 'blob:test/1')
    assert.equal(anchor.rel, 'noopener')
    assert.equal(await created[0].blob.text(), 'google.com, pub-1, DIRECT')
    assert.equal(created[0].blob.type, 'text/plain;charset=utf-8')
  })

  it('saves a Blob as it is, with the type asked for text', () => {
    const blob = new Blob(['a,b'], { type: 'text/csv' })
    saveFile('report.csv', blob)
    assert.equal(created[0].blob, blob)
    saveFile('data.json', '{}', 'application/json')
    assert.equal(created[1].blob.type, 'application/json')
  })

  it('revokes the object URL after the download has started, not before', () => {
    saveFile('a.txt', 'x')
    assert.deepEqual(revoked, [])
    mock.timers.tick(REVOKE_AFTER_MS - 1)
    assert.deepEqual(revoked, [])
    mock.timers.tick(1)
    assert.deepEqual(revoked, ['blob:test/1'])
  })
})

describe('fileNameFrom', () => {
  it('reads quoted, bare and UTF-8 encoded names', () => {
    assert.equal(fileNameFrom('attachment; filename="user-profiles.csv"'), 'user-profiles.csv')
    assert.equal(fileNameFrom('attachment; filename=report.xlsx'), 'report.xlsx')
    assert.equal(
      fileNameFrom(`attachment; filename="r.csv"; filename*=UTF-8''Revenue%20%E2%82%AC.csv`),
      'Revenue €.csv',
    )
  })
  it('gives null without a header or a name', () => {
    assert.equal(fileNameFrom(null), null)
    assert.equal(fileNameFrom('inline'), null)
  })
})

describe('requestFile and downloadFile', () => {
  it('fetches from the service base with the query and returns the body and name', async () => {
    const urls = stubFetch(200, 'a;b', {
      'content-type': 'text/csv',
      'content-disposition': 'attachment; filename="CommentStatistics.csv"',
    })
    const { blob, fileName } = await requestFile('commenting', '/v1/export', {
      query: { interval: 'DAY' },
    })
    assert.equal(fileName, 'CommentStatistics.csv')
    assert.equal(await blob.text(), 'a;b')
    assert.match(urls[0], /\/api\/commenting\/v1\/export\?interval=DAY$/)
  })

  it('downloadFile saves under the server name, or the fallback without one', async () => {
    stubFetch(200, 'x', { 'content-disposition': 'attachment; filename="server.csv"' })
    assert.equal(await downloadFile('reporting', '/v1/r', 'fallback.csv'), 'server.csv')
    stubFetch(200, 'y')
    assert.equal(await downloadFile('reporting', '/v1/r', 'fallback.csv'), 'fallback.csv')
    assert.deepEqual(
      anchors.map((a) => a.download),
      ['server.csv', 'fallback.csv'],
    )
  })

  it('fails with an ApiError carrying the status and the server message, saving nothing', async () => {
    stubFetch(
      404,
      JSON.stringify({ error: { code: 'not_found', message: 'No data', fields: [] } }),
      { 'content-type': 'application/json' },
    )
    const error = await downloadFile('commenting', '/v1/export', 'a.csv').catch((e) => e)
    assert.ok(error instanceof ApiError)
    assert.equal(error.status, 404)
    assert.equal(anchors.length, 0)
  })

  it('applies the status rules: a 401 away from auth pages signs out', async () => {
    let signedOut = 0
    setStatusHandlers({
      unauthorized: () => signedOut++,
      forbidden() {},
      address: () => '/dashboard/reports',
    })
    stubFetch(401, JSON.stringify({ error: { code: 'unauthorized', message: 'no' } }), {
      'content-type': 'application/json',
    })
    const error = await requestFile('reporting', '/v1/r').catch((e) => e)
    assert.equal(error.status, 401)
    assert.equal(signedOut, 1)
  })

  it('lets an abort through as an abort, not an ApiError', async () => {
    globalThis.fetch = (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        )
      })
    const controller = new AbortController()
    const pending = requestFile('reporting', '/v1/r', { signal: controller.signal }).catch((e) => e)
    controller.abort()
    const error = await pending
    assert.equal(error instanceof ApiError, false)
    assert.equal(error.name, 'AbortError')
  })
})
