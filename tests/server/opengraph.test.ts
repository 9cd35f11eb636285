/**
 * API-57 (BLD-31): the Open Graph reader against a listening server, so it really fetches test
 * pages over HTTP from the server's own origin (the demo-site exception of the guard): a good
 * page, the blocked answers, a timeout, a private address refused, a page too large, a bad URL,
 * no session, and the per-user rate limit.
 */
import assert from 'node:assert/strict'
import { beforeEach, describe, it } from 'node:test'
import { parseOpenGraph } from '../../demo/server/utils/opengraph'
import { listeningHarness } from './listening-harness'
import { api, Client, gate, signedIn } from './harness'

// The slow page answers once its test opens the gate, not after a guessed sleep.
let slowPage = gate()

const LONG_TITLE = 'A'.repeat(200)
const page = (head: string) =>
  new Response(`<!doctype html><html><head>${head}</head><body><p>Story</p></body></html>`, {
    headers: { 'content-type': 'text/html; charset=utf-8' },
  })

async function testRoutes(request: Request): Promise<Response | null> {
  const path = new URL(request.url).pathname
  if (!path.startsWith('/test/')) return null
  switch (path) {
    case '/test/good':
      return page(
        '<meta property="og:title" content="Moon landing: fifty years on">' +
          '<meta property="og:image" content="/img/moon.jpg"><title>Other</title>',
      )
    case '/test/long':
      return page(`<meta property="og:title" content="${LONG_TITLE}">`)
    case '/test/forbidden':
      return new Response('no', { status: 403 })
    case '/test/robots':
      return page(
        '<meta name="robots" content="noindex, nosnippet"><meta property="og:title" content="Hidden">',
      )
    case '/test/robots-header':
      return new Response('<meta property="og:title" content="Hidden">', {
        headers: { 'content-type': 'text/html', 'x-robots-tag': 'none' },
      })
    case '/test/empty':
      return page('')
    case '/test/missing':
      return new Response('gone', { status: 404 })
    case '/test/slow':
      await slowPage.wait()
      return page('<meta property="og:title" content="Late">')
    case '/test/big':
      return page(`<meta property="og:title" content="Big"><!--${'x'.repeat(600 * 1024)}-->`)
    case '/test/to-private':
      return Response.redirect('http://10.0.0.1/story', 302)
    default:
      return new Response('nothing here', { status: 404 })
  }
}

const listening = listeningHarness({
  routes: testRoutes,
  // A good page on another loopback server, not the portal: refused.
  outside: { type: 'text/html', body: '<meta property="og:title" content="Inside">' },
  beforeClose: () => slowPage.open(),
})
const { h, net } = listening
beforeEach(async () => {
  await h.db.deleteFrom('rate_limits').execute()
})

const read = (url: string) => api(`/utils/getopengraphparams?url=${encodeURIComponent(url)}`)
const owner = () => signedIn(net, 'owner@demo.test')

describe('API-57: reading a page', () => {
  it('a good page → og:title and og:image (absolute)', async () => {
    const reply = await (await owner()).get(read(`${listening.base}/test/good`))
    assert.equal(reply.status, 200, JSON.stringify(reply.body))
    assert.deepEqual(reply.body, [
      { property: 'og:title', content: 'Moon landing: fifty years on' },
      { property: 'og:image', content: `${listening.base}/img/moon.jpg` },
    ])
  })
  it('a title over 150 characters is cut to 150', async () => {
    const reply = await (await owner()).get(read(`${listening.base}/test/long`))
    assert.equal(reply.status, 200)
    assert.equal(reply.body[0].content, LONG_TITLE.slice(0, 150))
  })
  it('the parser reads the HTML it is given, <title> as a fallback', async () => {
    assert.deepEqual(await parseOpenGraph('<title>Plain page</title>', 'https://a.example/'), [
      { property: 'og:title', content: 'Plain page' },
    ])
  })
})

describe('API-57: blocked → an empty list', () => {
  for (const path of ['/test/forbidden', '/test/robots', '/test/robots-header', '/test/empty'])
    it(path, async () => {
      const reply = await (await owner()).get(read(`${listening.base}${path}`))
      assert.equal(reply.status, 200, JSON.stringify(reply.body))
      assert.deepEqual(reply.body, [])
    })
})

describe('API-57: failures', () => {
  it('a page that does not answer in time → 504', async () => {
    process.env.OPENGRAPH_TIMEOUT_MS = '300'
    try {
      slowPage = gate()
      const reply = await (await owner()).get(read(`${listening.base}/test/slow`))
      assert.equal(reply.status, 504)
      assert.equal(reply.body.error.code, 'opengraph_timeout')
    } finally {
      delete process.env.OPENGRAPH_TIMEOUT_MS
      slowPage.open()
    }
  })
  it('a private address (another local server) is refused → 422', async () => {
    const reply = await (await owner()).get(read(`${listening.outsideBase}/story`))
    assert.equal(reply.status, 422)
    assert.equal(reply.body.error.code, 'opengraph_refused')
  })
  it('a redirect to a private address is refused', async () => {
    const reply = await (await owner()).get(read(`${listening.base}/test/to-private`))
    assert.equal(reply.status, 422)
  })
  it('a page over the size cap → 502', async () => {
    const reply = await (await owner()).get(read(`${listening.base}/test/big`))
    assert.equal(reply.status, 502)
    assert.equal(reply.body.error.code, 'opengraph_too_large')
  })
  it('a missing page (404) → 502', async () => {
    const reply = await (await owner()).get(read(`${listening.base}/test/missing`))
    assert.equal(reply.status, 502)
    assert.equal(reply.body.error.code, 'opengraph_bad_status')
  })
  it('a bad URL → 400 naming the field', async () => {
    const c = await owner()
    for (const bad of ['', 'notaurl', 'ftp://a.example/x', 'http://localhost/x']) {
      const reply = await c.get(read(bad))
      assert.equal(reply.status, 400, bad)
      assert.deepEqual(
        reply.body.error.fields.map((f: { field: string }) => f.field),
        ['url'],
      )
    }
  })
  it('no session → 401', async () => {
    const reply = await new Client(net).get(read(`${listening.base}/test/good`))
    assert.equal(reply.status, 401)
  })
  it('more than 30 reads a minute → 429', async () => {
    const c = await owner()
    for (let i = 0; i < 30; i++)
      assert.equal((await c.get(read(`${listening.base}/test/empty`))).status, 200)
    const reply = await c.get(read(`${listening.base}/test/empty`))
    assert.equal(reply.status, 429)
  })
})
