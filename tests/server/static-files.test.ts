/**
 * The scripts publishers paste and the builds under /dist (static-files.ts): kept in memory with
 * brotli and gzip copies chosen by Accept-Encoding, a strong ETag per copy and 304 on
 * If-None-Match, a changed file shown within a second, Cache-Control by kind of URL (hashed
 * chunks immutable, fixed entries revalidated, pasted URLs briefly public), and no path that
 * leaves dist/.
 */
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { serve, type ServerType } from '@hono/node-server'
import {
  acceptedCodings,
  IMMUTABLE_CACHE,
  matches,
  PASTED_SCRIPT_CACHE,
  RECHECK_MS,
} from '../../demo/server/platform/static-files'
import { ORIGIN, startHarness, withClock, type Harness } from './harness'

/** A text long and repetitive enough that both copies are smaller than the file. */
const script = (name: string) => `console.log(${JSON.stringify(name)});\n`.repeat(200)
const SECRET = '{"name":"secret-package-json"}'
const FILES: Record<string, string> = {
  'dist/units/commenting.js': script('commenting unit'),
  'dist/units/ratings.js': script('ratings unit'),
  'dist/player/v4/embed.js': script('embed player'),
  'dist/player/v4/preview.html': `<!doctype html><title>Preview</title>${'<p>preview</p>'.repeat(100)}`,
  'dist/elements/pp-auth.js': script('pp-auth entry'),
  'dist/host/main.js': script('host'),
  'dist/chunks/core-D0x_CO-v.js': script('core chunk'),
  'dist/lite/kit/chunks/runtime-9Whk69la.js': script('lite kit runtime chunk'),
  'dist/changing.js': script('before the rebuild'),
  'package.json': SECRET,
}
/** A stand-in image: bytes that must go out untouched, never compressed. */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array(600).fill(0)])

let h: Harness
let empty: Harness
let root: string
let emptyRoot: string
let server: ServerType
let port: number

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'pp-static-'))
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  mkdirSync(join(root, 'dist/images'))
  writeFileSync(join(root, 'dist/images/logo.png'), PNG)
  emptyRoot = mkdtempSync(join(tmpdir(), 'pp-static-empty-'))
  h = await startHarness({}, root)
  empty = await startHarness({}, emptyRoot)
  await new Promise<void>((ready) => {
    server = serve({ fetch: h.app.fetch, hostname: '127.0.0.1', port: 0 }, () => ready())
  })
  port = (server.address() as AddressInfo).port
})
after(async () => {
  server.close()
  await h.close()
  await empty.close()
  rmSync(root, { recursive: true, force: true })
  rmSync(emptyRoot, { recursive: true, force: true })
})

interface Reply {
  status: number
  headers: Headers
  body: Buffer
}

/** A request to the app; the body as the bytes sent (still compressed). */
async function send(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
  app = h.app,
): Promise<Reply> {
  const response = await app.request(ORIGIN + path, { method, headers })
  return {
    status: response.status,
    headers: response.headers,
    body: Buffer.from(await response.arrayBuffer()),
  }
}

/** The body as the file it stands for, decoded by its Content-Encoding. */
function decoded(reply: Reply): string {
  const coding = reply.headers.get('content-encoding')
  if (coding === 'br') return brotliDecompressSync(reply.body).toString('utf8')
  if (coding === 'gzip') return gunzipSync(reply.body).toString('utf8')
  assert.equal(coding, null)
  return reply.body.toString('utf8')
}

/** One request over a real socket with the path sent exactly as written (no URL parsing). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((done, failed) => {
    const req = httpRequest({ host: '127.0.0.1', port, path }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('latin1') }),
      )
    })
    req.on('error', failed)
    req.end()
  })
}

const PASTED = ['/units/commenting.js', '/units/ratings.js', '/player/v4/embed.js']

describe('encodings', () => {
  it('sends brotli, gzip or the file itself as Accept-Encoding asks, always with Vary', async () => {
    const cases: [string | undefined, string | null][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['x-gzip', 'gzip'],
      ['gzip, br;q=0', 'gzip'],
      ['br;q=0.5, gzip;q=0.8', 'gzip'],
      ['*', 'br'],
      ['*, br;q=0', 'gzip'],
      ['br;q=0, gzip;q=0', null],
      ['identity', null],
      ['deflate', null],
      [undefined, null],
    ]
    for (const path of [...PASTED, '/player/v4/preview.html', '/dist/elements/pp-auth.js'])
      for (const [accept, coding] of cases) {
        const reply = await send(path, accept === undefined ? {} : { 'accept-encoding': accept })
        const label = `${path} with ${accept}`
        assert.equal(reply.status, 200, label)
        assert.equal(reply.headers.get('content-encoding'), coding, label)
        assert.equal(reply.headers.get('vary'), 'Accept-Encoding', label)
        assert.equal(reply.headers.get('content-length'), String(reply.body.length), label)
        const file = FILES[path.startsWith('/dist/') ? path.slice(1) : `dist${path}`]
        assert.equal(decoded(reply), file, label)
        if (coding) assert.ok(reply.body.length < Buffer.byteLength(file!), label)
      }
  })

  it('gives each encoding its own strong ETag', async () => {
    for (const path of [...PASTED, '/dist/chunks/core-D0x_CO-v.js']) {
      const tags = await Promise.all(
        ['br', 'gzip', 'identity'].map(async (accept) => {
          const reply = await send(path, { 'accept-encoding': accept })
          return reply.headers.get('etag')
        }),
      )
      for (const tag of tags) assert.match(tag ?? '', /^"[\w-]+"$/, `${path}: strong ${tag}`)
      assert.equal(new Set(tags).size, 3, `${path}: ${tags.join(' ')}`)
      // The same file answers the same tag again.
      assert.equal((await send(path, { 'accept-encoding': 'br' })).headers.get('etag'), tags[0])
    }
  })

  it('sends an image as it is (no encoding, no Vary) with an ETag and 304', async () => {
    const reply = await send('/dist/images/logo.png', { 'accept-encoding': 'br, gzip' })
    assert.equal(reply.status, 200)
    assert.equal(reply.headers.get('content-type'), 'image/png')
    assert.equal(reply.headers.get('content-encoding'), null)
    assert.equal(reply.headers.get('vary'), null)
    assert.deepEqual(reply.body, PNG)
    const etag = reply.headers.get('etag')!
    assert.match(etag, /^"[\w-]+"$/)
    const again = await send('/dist/images/logo.png', { 'if-none-match': etag })
    assert.equal(again.status, 304)
    assert.equal(again.body.length, 0)
  })
})

describe('conditional requests', () => {
  it('answers 304 with no body and the same validators when If-None-Match names the copy', async () => {
    for (const path of [...PASTED, '/player/v4/preview.html', '/dist/chunks/core-D0x_CO-v.js'])
      for (const accept of ['br', 'gzip', 'identity']) {
        const first = await send(path, { 'accept-encoding': accept })
        const etag = first.headers.get('etag')!
        for (const condition of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
          const reply = await send(path, { 'accept-encoding': accept, 'if-none-match': condition })
          const label = `${path} ${accept} If-None-Match: ${condition}`
          assert.equal(reply.status, 304, label)
          assert.equal(reply.body.length, 0, label)
          assert.equal(reply.headers.get('etag'), etag, label)
          assert.equal(reply.headers.get('cache-control'), first.headers.get('cache-control'))
          assert.equal(reply.headers.get('vary'), 'Accept-Encoding', label)
          assert.equal(reply.headers.get('content-encoding'), null, label)
        }
      }
  })

  it("sends the file when If-None-Match names another copy's or an old tag", async () => {
    const gz = await send('/units/ratings.js', { 'accept-encoding': 'gzip' })
    const br = await send('/units/ratings.js', {
      'accept-encoding': 'br',
      'if-none-match': gz.headers.get('etag')!,
    })
    assert.equal(br.status, 200)
    assert.equal(br.headers.get('content-encoding'), 'br')
    assert.equal(decoded(br), FILES['dist/units/ratings.js'])
    const stale = await send('/units/ratings.js', { 'if-none-match': '"not-this-one"' })
    assert.equal(stale.status, 200)
    assert.equal(decoded(stale), FILES['dist/units/ratings.js'])
  })

  it('answers HEAD with the headers of the GET and no body', async () => {
    const get = await send('/player/v4/embed.js', { 'accept-encoding': 'br' })
    const head = await send('/player/v4/embed.js', { 'accept-encoding': 'br' }, 'HEAD')
    assert.equal(head.status, 200)
    assert.equal(head.body.length, 0)
    for (const name of ['etag', 'content-encoding', 'content-length', 'cache-control', 'vary'])
      assert.equal(head.headers.get(name), get.headers.get(name), name)
  })

  it('shows a rewritten file within a second, with a new ETag', async () => {
    const file = join(root, 'dist/changing.js')
    await withClock(async (tick) => {
      const before = await send('/dist/changing.js', { 'accept-encoding': 'br' })
      assert.equal(decoded(before), script('before the rebuild'))
      // Same length, new content and mtime: only a look at the file tells them apart.
      const rewritten = script('after  the rebuild')
      assert.equal(rewritten.length, script('before the rebuild').length)
      writeFileSync(file, rewritten)
      const later = new Date(Date.now() + 5000)
      utimesSync(file, later, later)
      // Within the second the copy in memory is still sent (no stat per request).
      const soon = await send('/dist/changing.js', { 'accept-encoding': 'br' })
      assert.equal(soon.headers.get('etag'), before.headers.get('etag'))
      tick(RECHECK_MS)
      const after = await send('/dist/changing.js', {
        'accept-encoding': 'br',
        'if-none-match': before.headers.get('etag')!,
      })
      assert.equal(after.status, 200)
      assert.notEqual(after.headers.get('etag'), before.headers.get('etag'))
      assert.equal(decoded(after), rewritten)
      // Removed: gone at the next look.
      rmSync(file)
      tick(RECHECK_MS)
      assert.equal((await send('/dist/changing.js')).status, 404)
    })
  })
})

describe('Cache-Control', () => {
  it('hashed chunks are immutable, entries with fixed names revalidate', async () => {
    for (const path of [
      '/dist/chunks/core-D0x_CO-v.js',
      '/dist/lite/kit/chunks/runtime-9Whk69la.js',
    ])
      assert.equal((await send(path)).headers.get('cache-control'), IMMUTABLE_CACHE, path)
    for (const path of ['/dist/elements/pp-auth.js', '/dist/host/main.js', '/dist/images/logo.png'])
      assert.equal((await send(path)).headers.get('cache-control'), 'no-cache', path)
    const chunk = await send('/dist/chunks/core-D0x_CO-v.js')
    assert.equal(chunk.headers.get('content-type'), 'text/javascript; charset=utf-8')
  })

  it('the pasted URLs are public for five minutes, open to every origin', async () => {
    assert.equal(PASTED_SCRIPT_CACHE, 'public, max-age=300, stale-while-revalidate=86400')
    for (const path of PASTED) {
      const reply = await send(path, { origin: 'https://publisher.example' })
      assert.equal(reply.headers.get('cache-control'), PASTED_SCRIPT_CACHE, path)
      assert.equal(reply.headers.get('access-control-allow-origin'), '*', path)
      assert.equal(reply.headers.get('content-type'), 'text/javascript; charset=utf-8', path)
    }
    const preview = await send('/player/v4/preview.html')
    assert.equal(preview.headers.get('cache-control'), 'no-cache')
    assert.equal(preview.headers.get('content-type'), 'text/html; charset=utf-8')
    assert.equal(preview.headers.get('access-control-allow-origin'), null)
    assert.match(preview.headers.get('etag') ?? '', /^"[\w-]+"$/)
  })
})

describe('missing files and paths outside dist/', () => {
  it('the four script URLs ask for a build; unknown /dist files are 404', async () => {
    for (const path of [...PASTED, '/player/v4/preview.html']) {
      const reply = await send(path, {}, 'GET', empty.app)
      assert.equal(reply.status, 503, path)
      assert.equal(reply.body.toString(), 'Run npm run build first.', path)
    }
    for (const path of ['/dist/nope.js', '/dist/chunks', '/dist/chunks/', '/dist/units/x.js']) {
      const reply = await send(path)
      assert.equal(reply.status, 404, path)
      assert.equal(reply.body.toString(), 'Not found', path)
    }
  })

  it('never sends a file outside dist/', async () => {
    // These keep their /dist/ prefix through URL parsing and reach the /dist handler: 404.
    for (const path of [
      '/dist/%2e%2e%2fpackage.json',
      '/dist/..%2fpackage.json',
      '/dist/..%2Fpackage.json',
      '/dist/..%5cpackage.json',
      '/dist/%252e%252e/package.json',
      '/dist/units%2f..%2f..%2fpackage.json',
      '/dist//package.json',
      '/dist/units/commenting.js%00.png',
      '/dist/%E0%A4%A',
    ]) {
      const reply = await send(path, { 'accept-encoding': 'identity' })
      assert.equal(reply.status, 404, path)
      assert.ok(!reply.body.toString().includes('secret-package-json'), path)
    }
    // Dot segments, plain or encoded, are resolved by URL parsing (in the app and in the Node
    // server alike) before any route sees them: /package.json is a portal route, never the file.
    for (const path of [
      '/dist/../package.json',
      '/dist/%2e%2e/package.json',
      '/dist/.%2E/package.json',
      '/dist/chunks/../../package.json',
    ]) {
      const reply = await send(path)
      assert.ok(!reply.body.toString().includes('secret-package-json'), path)
      assert.match(reply.headers.get('content-type') ?? '', /text\/html/, path)
      const overSocket = await rawGet(path)
      assert.ok(!overSocket.body.includes('secret-package-json'), `${path} over a socket`)
    }
  })
})

describe('the rules', () => {
  it('ranks codings by q, br first on a tie, never one with q=0', () => {
    assert.deepEqual(acceptedCodings('gzip, br'), ['br', 'gzip'])
    assert.deepEqual(acceptedCodings('gzip;q=1.0, br;q=0.9'), ['gzip', 'br'])
    assert.deepEqual(acceptedCodings('BR;Q=0, GZIP'), ['gzip'])
    assert.deepEqual(acceptedCodings('*;q=0'), [])
    assert.deepEqual(acceptedCodings('identity, *;q=0.1'), ['br', 'gzip'])
  })

  it('compares If-None-Match weakly (RFC 9110 13.1.2)', () => {
    assert.ok(matches('"a"', '"a"'))
    assert.ok(matches('W/"a"', '"a"'))
    assert.ok(matches('"x", W/"y" ,"a"', '"a"'))
    assert.ok(matches(' * ', '"a"'))
    assert.ok(!matches('"a-br"', '"a"'))
    assert.ok(!matches('"a"', '"a-br"'))
    assert.ok(!matches('a', '"a"'))
    assert.ok(!matches('', '"a"'))
  })
})

describe('over a real socket', () => {
  it('sends the compressed copy with the right length', async () => {
    const reply = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>(
      (done, failed) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path: '/units/commenting.js',
            headers: { 'accept-encoding': 'gzip' },
          },
          (res) => {
            const chunks: Buffer[] = []
            res.on('data', (chunk: Buffer) => chunks.push(chunk))
            res.on('end', () => done({ headers: res.headers, body: Buffer.concat(chunks) }))
          },
        )
        req.on('error', failed)
        req.end()
      },
    )
    assert.equal(reply.headers['content-encoding'], 'gzip')
    assert.equal(reply.headers['content-length'], String(reply.body.length))
    assert.equal(gunzipSync(reply.body).toString(), FILES['dist/units/commenting.js'])
  })
})
