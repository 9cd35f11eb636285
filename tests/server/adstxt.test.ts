/**
 * Ads.txt (API-38, API-39, ACCT-17..22) against a listening server, so the checks really fetch
 * the demo sites' files over HTTP: the three seeded states, verifying after a file changes, the
 * support console's control, and the fetcher's limits (private addresses, time, size,
 * redirects). Refused and failed checks store nothing.
 */
import assert from 'node:assert/strict'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { after, afterEach, before, beforeEach, describe, it } from 'node:test'
import { serve } from '@hono/node-server'
import { fetchAdsTxt, isPrivateAddress } from '../../demo/server/adstxt/adstxt-fetch'
import { demoAdsTxt, requiredAdsTxt } from '../../demo/server/seed'
import {
  api,
  Client,
  fieldsOf,
  gate,
  IDS,
  ORIGIN,
  signedIn,
  snapshot,
  startHarness,
  until,
  type Harness,
} from './harness'

const [DAILY, GOTHAM, METRO, OTHER_TIMES] = IDS.sites as [string, string, string, string]
const REQUIRED = requiredAdsTxt('pub-1001')
const TABLES = ['adstxt_checks', 'demo_site_files', 'sites']

let h: Harness
let net: Harness
let base: string
let server: ReturnType<typeof serve>
let outside: Server
let outsideBase: string
const hits = new Map<string, number>()
// The slow and counted files answer once their test opens the gate, not after a guessed sleep.
let slowFile = gate()
let countedFile = gate()

/** Test-only paths on the server's own origin; everything else goes to the portal app. */
async function testRoutes(request: Request): Promise<Response | null> {
  const path = new URL(request.url).pathname
  if (!path.startsWith('/test/')) return null
  hits.set(path, (hits.get(path) ?? 0) + 1)
  switch (path) {
    case '/test/slow/ads.txt':
      await slowFile.wait()
      return new Response(REQUIRED.join('\n'))
    case '/test/big/ads.txt':
      return new Response(`${REQUIRED.join('\n')}\n${'#'.repeat(300 * 1024)}`)
    case '/test/big-chunked/ads.txt': {
      const chunk = new TextEncoder().encode(`${'x, 1, DIRECT\n'.repeat(1000)}`)
      let sent = 0
      return new Response(
        new ReadableStream({
          pull(controller) {
            if (sent++ > 100) controller.close()
            else controller.enqueue(chunk)
          },
        }),
      )
    }
    case '/test/html/ads.txt':
      return new Response('<!doctype html><title>Not found</title>', {
        headers: { 'content-type': 'text/html' },
      })
    case '/test/error/ads.txt':
      return new Response('down', { status: 503 })
    case '/test/to-private/ads.txt':
      return Response.redirect('http://10.0.0.1/ads.txt', 302)
    case '/test/to-own/ads.txt':
      return Response.redirect(`${base}/demo/sites/daily-planet/ads.txt`, 301)
    case '/test/loop/ads.txt':
      return Response.redirect(`${base}/test/loop/ads.txt`, 302)
    case '/test/counted/ads.txt':
      await countedFile.wait()
      return new Response(REQUIRED.join('\n'))
    default:
      return new Response('nothing here', { status: 404 })
  }
}

before(async () => {
  h = await startHarness({ allowedOrigins: [ORIGIN] })
  await new Promise<void>((ready) => {
    server = serve(
      {
        fetch: async (request, env) =>
          (await testRoutes(request)) ?? h.app.fetch(request, env as never),
        hostname: '127.0.0.1',
        port: 0,
      },
      (info) => {
        base = `http://127.0.0.1:${info.port}`
        // Relative site URLs resolve against the configured origin (PUBLIC_URL, in demo mode the
        // listening address), never the Host header: here the address this server listens on.
        h.config.publicUrl = base
        ready()
      },
    )
  })
  // The Client talks to the listening server instead of calling the app in-process.
  net = {
    ...h,
    app: {
      request: (url: string, init: RequestInit) => fetch(url.replace(ORIGIN, base), init),
    } as unknown as Harness['app'],
  }
  // Another local server that would serve a complete file: loopback, but not the portal.
  outside = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' })
    res.end(REQUIRED.join('\n'))
  })
  await new Promise<void>((ready) => outside.listen(0, '127.0.0.1', ready))
  outsideBase = `http://127.0.0.1:${(outside.address() as AddressInfo).port}`
})
after(async () => {
  slowFile.open()
  countedFile.open()
  ;(server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.()
  outside.closeAllConnections()
  await new Promise((done) => server.close(done))
  await new Promise((done) => outside.close(done))
  h.close()
})

const SEEDED = [
  [DAILY, '/demo/sites/daily-planet', demoAdsTxt('complete', 'pub-1001')],
  [GOTHAM, '/demo/sites/gotham-gazette', demoAdsTxt('partial', 'pub-1001')],
  [METRO, '/demo/sites/metro-weekly', demoAdsTxt('absent', 'pub-1001')],
  [OTHER_TIMES, '/demo/sites/other-times', demoAdsTxt('complete', 'pub-2002')],
] as const

beforeEach(async () => {
  hits.clear()
  await h.db.deleteFrom('adstxt_checks').execute()
  await h.db.deleteFrom('rate_limits').execute()
  for (const [site, url, file] of SEEDED) {
    await h.db.updateTable('sites').set({ url }).where('site_uuid', '=', site).execute()
    await h.db
      .updateTable('demo_site_files')
      .set({ adstxt: file })
      .where('site_uuid', '=', site)
      .execute()
  }
})

const status = (site: string, account = IDS.demoAccount) =>
  api(`/sites/${site}/adstxt?accountUUID=${account}`)
const verify = (site: string) => api(`/sites/${site}/adstxt/verify`)

const owner = () => signedIn(net, 'owner@demo.test')
const support = () => signedIn(net, 'support@demo.test')
const setUrl = (site: string, url: string) =>
  h.db.updateTable('sites').set({ url }).where('site_uuid', '=', site).execute()
const storedCheck = (site: string) =>
  h.db.selectFrom('adstxt_checks').selectAll().where('site_uuid', '=', site).executeTakeFirst()

describe('API-38: the three seeded states', () => {
  it('Daily Planet: a complete file', async () => {
    const c = await owner()
    const reply = await c.get(status(DAILY))
    assert.equal(reply.status, 200, JSON.stringify(reply.body))
    assert.equal(reply.body.siteUUID, DAILY)
    assert.deepEqual(reply.body.values, REQUIRED)
    assert.deepEqual(reply.body.missing, [])
    assert.equal(reply.body.containsAdsTxt, true)
    assert.equal(reply.body.adsTxtComplete, true)
    assert.equal(reply.body.adsTxtUrl, `${base}/demo/sites/daily-planet/ads.txt`)
    assert.ok(Math.abs(Date.parse(reply.body.checkedAt) - Date.now()) < 10_000)
    const row = await storedCheck(DAILY)
    assert.equal(row?.complete, 1)
    assert.equal(row?.contains_adstxt, 1)
  })
  it('Gotham Gazette: a file missing the last two required lines', async () => {
    const c = await owner()
    const reply = await c.get(status(GOTHAM))
    assert.equal(reply.status, 200)
    assert.equal(reply.body.containsAdsTxt, true)
    assert.equal(reply.body.adsTxtComplete, false)
    assert.deepEqual(reply.body.missing, REQUIRED.slice(2))
    assert.deepEqual(JSON.parse((await storedCheck(GOTHAM))!.missing), REQUIRED.slice(2))
  })
  it('Metro Weekly: no file (404)', async () => {
    const c = await owner()
    const reply = await c.get(status(METRO))
    assert.equal(reply.status, 200)
    assert.equal(reply.body.containsAdsTxt, false)
    assert.equal(reply.body.adsTxtComplete, false)
    assert.deepEqual(reply.body.missing, REQUIRED)
    assert.equal((await storedCheck(METRO))?.contains_adstxt, 0)
  })
  it('the other account checks its own site against its own required values', async () => {
    const c = await signedIn(net, 'other@demo.test')
    const reply = await c.get(status(OTHER_TIMES, IDS.otherAccount))
    assert.equal(reply.status, 200)
    assert.deepEqual(reply.body.values, requiredAdsTxt('pub-2002'))
    assert.equal(reply.body.adsTxtComplete, true)
  })
  it('a mocked session may check; the fetch happens once for two calls at the same time', async () => {
    const c = await support()
    assert.equal(
      (await c.post(api('/support/sessions'), { kind: 'mocked', accountUUID: IDS.demoAccount }))
        .status,
      201,
    )
    await setUrl(GOTHAM, '/test/counted')
    countedFile = gate()
    const both = Promise.all([c.put(verify(GOTHAM)), c.put(verify(GOTHAM))])
    // The file answers once both calls have been counted by the rate limit: the next step of
    // each is joining or starting the check, so the second finds the first still running.
    await until(
      () =>
        h.db
          .selectFrom('rate_limits')
          .select('count')
          .where('key', 'like', 'adstxt-verify:%')
          .execute(),
      (rows) => rows.reduce((sum, row) => sum + Number(row.count), 0) >= 2,
    )
    countedFile.open()
    const [a, b] = await both
    assert.equal(a.status, 200)
    assert.equal(b.status, 200)
    assert.equal(a.body.adsTxtComplete, true)
    assert.equal(hits.get('/test/counted/ads.txt'), 1)
  })
})

describe('the demo sites serve their ads.txt from demo_site_files', () => {
  it('a file as text/plain; a null file and an unknown site are 404', async () => {
    const file = await fetch(`${base}/demo/sites/gotham-gazette/ads.txt`)
    assert.equal(file.status, 200)
    assert.match(file.headers.get('content-type') ?? '', /^text\/plain/)
    assert.equal(await file.text(), demoAdsTxt('partial', 'pub-1001'))
    assert.equal((await fetch(`${base}/demo/sites/metro-weekly/ads.txt`)).status, 404)
    assert.equal((await fetch(`${base}/demo/sites/nowhere/ads.txt`)).status, 404)
  })
})

describe('API-39: verify after the file changes', () => {
  it('GET keeps the stored result; Verify fetches again, stores and returns the new one', async () => {
    const c = await owner()
    assert.equal((await c.get(status(GOTHAM))).body.adsTxtComplete, false)
    const first = (await storedCheck(GOTHAM))!
    await h.db
      .updateTable('demo_site_files')
      .set({ adstxt: demoAdsTxt('complete', 'pub-1001') })
      .where('site_uuid', '=', GOTHAM)
      .execute()
    const stale = await c.get(status(GOTHAM))
    assert.equal(stale.body.adsTxtComplete, false, 'GET returns the stored check')
    assert.equal(stale.body.checkedAt, new Date(first.checked_at).toISOString())
    const fresh = await c.put(verify(GOTHAM))
    assert.equal(fresh.status, 200)
    assert.equal(fresh.body.adsTxtComplete, true)
    assert.deepEqual(fresh.body.missing, [])
    assert.deepEqual(fresh.body.values, REQUIRED)
    const row = (await storedCheck(GOTHAM))!
    assert.equal(row.complete, 1)
    assert.ok(row.checked_at >= first.checked_at)
    assert.equal((await c.get(status(GOTHAM))).body.adsTxtComplete, true)
  })
  it('the support console sets complete, missing lines and absent; each verifies as such', async () => {
    const staff = await support()
    const c = await owner()
    for (const [state, contains, complete, missing] of [
      ['complete', true, true, []],
      ['partial', true, false, REQUIRED.slice(2)],
      ['absent', false, false, REQUIRED],
      ['complete', true, true, []],
    ] as const) {
      const set = await staff.post(api(`/support/sites/${METRO}/adstxt`), { state })
      assert.equal(set.status, 200, JSON.stringify(set.body))
      assert.equal(set.body.adsTxtUrl, '/demo/sites/metro-weekly/ads.txt')
      const reply = await c.put(verify(METRO))
      assert.equal(reply.status, 200)
      assert.equal(reply.body.containsAdsTxt, contains, state)
      assert.equal(reply.body.adsTxtComplete, complete, state)
      assert.deepEqual(reply.body.missing, missing, state)
    }
  })
  it("a page instead of a file is no ads.txt; the site's other 4xx answers too", async () => {
    const c = await owner()
    await setUrl(GOTHAM, '/test/html')
    assert.equal((await c.put(verify(GOTHAM))).body.containsAdsTxt, false)
    await setUrl(GOTHAM, '/test/missing')
    assert.equal((await c.put(verify(GOTHAM))).body.containsAdsTxt, false)
  })
  it('follows a redirect on the own origin', async () => {
    const c = await owner()
    await setUrl(GOTHAM, '/test/to-own')
    const reply = await c.put(verify(GOTHAM))
    assert.equal(reply.status, 200)
    assert.equal(reply.body.adsTxtComplete, true)
  })
})

describe('the fetcher refuses and gives up, storing nothing', () => {
  async function refused(
    site: string,
    url: string,
    expect: { status: number; code: string },
    call: 'put' | 'get' = 'put',
  ) {
    const c = await owner()
    await setUrl(site, url)
    const before = await snapshot(h.db, TABLES)
    const started = Date.now()
    const reply = call === 'put' ? await c.put(verify(site)) : await c.get(status(site))
    assert.equal(reply.status, expect.status, `${url}: ${JSON.stringify(reply.body)}`)
    assert.equal(reply.body.error.code, expect.code, url)
    assert.equal(reply.body.values, undefined)
    assert.equal(await snapshot(h.db, TABLES), before, `${url} changed the database`)
    return Date.now() - started
  }
  const REFUSED = { status: 422, code: 'adstxt_refused' }

  it('private, loopback and link-local addresses that are not the server itself', async () => {
    for (const url of [
      'http://10.0.0.1/',
      'http://192.168.1.20/news',
      'http://172.16.5.4',
      'http://169.254.169.254/latest/meta-data',
      'http://100.64.0.1/',
      'http://0.0.0.0/',
      'http://[::1]/',
      'http://[fe80::1]/',
      'http://[fd00::1]/',
      'http://[::ffff:10.0.0.1]/',
      'http://0x7f000001/',
      outsideBase,
      `http://localhost:${new URL(outsideBase).port}/`,
    ]) {
      const took = await refused(GOTHAM, url, REFUSED)
      assert.ok(took < 1500, `${url} took ${took} ms: it must be refused before connecting`)
    }
  })
  it('a GET with no stored check refuses too', async () => {
    await refused(METRO, 'http://10.0.0.1/', REFUSED, 'get')
  })
  it('schemes other than http(s) and addresses with credentials', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.com/', 'http://user:pw@example.com/'])
      await refused(GOTHAM, url, REFUSED)
  })
  it('a redirect from the own origin to a private address', async () => {
    await refused(GOTHAM, '/test/to-private', REFUSED)
  })
  it('too many redirects', async () => {
    await refused(GOTHAM, '/test/loop', { status: 502, code: 'adstxt_redirects' })
    assert.equal(hits.get('/test/loop/ads.txt'), 4)
  })
  it('a site slower than the time limit', async () => {
    process.env.ADSTXT_TIMEOUT_MS = '400'
    slowFile = gate()
    try {
      // The file never answers before the reply: only the time limit can end the check.
      const took = await refused(GOTHAM, '/test/slow', { status: 504, code: 'adstxt_timeout' })
      assert.ok(took < 2500, `took ${took} ms`)
    } finally {
      slowFile.open()
      delete process.env.ADSTXT_TIMEOUT_MS
    }
  })
  it('a file larger than the cap, announced or streamed', async () => {
    for (const url of ['/test/big', '/test/big-chunked'])
      await refused(GOTHAM, url, { status: 502, code: 'adstxt_too_large' })
  })
  it('a server error on the site', async () => {
    await refused(GOTHAM, '/test/error', { status: 502, code: 'adstxt_bad_status' })
  })
  it('the address ranges it treats as private', () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '172.31.255.255', '192.168.0.1', '169.254.1.1'])
      assert.ok(isPrivateAddress(a), a)
    for (const a of ['::1', '::', 'fe80::1', 'fc00::1', '::ffff:192.168.0.1', '64:ff9b::a00:1'])
      assert.ok(isPrivateAddress(a), a)
    for (const a of ['::7f00:1', '::ffff:0:7f00:1', '::ffff:7f00:1', '::ffff:127.0.0.1'])
      assert.ok(isPrivateAddress(a), a)
    for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '172.32.0.1'])
      assert.ok(!isPrivateAddress(a), a)
  })
  it('connects to the address it checked, without a second DNS lookup', async () => {
    // public.invalid has no DNS answer: only the checked address (the outside server, allowed
    // here as the own endpoint) can be reached, so a second lookup would fail the fetch.
    const port = Number(new URL(outsideBase).port)
    let lookups = 0
    const fetched = await fetchAdsTxt(`http://public.invalid:${port}/ads.txt`, {
      resolve: async () => (lookups++ === 0 ? ['127.0.0.1'] : ['10.0.0.7']),
      own: { origin: `http://public.invalid:${port}`, address: null, port },
      timeoutMs: 1500,
    })
    assert.deepEqual(fetched, {
      found: true,
      text: REQUIRED.join('\n'),
      url: `http://public.invalid:${port}/ads.txt`,
    })
    assert.equal(lookups, 1)
  })
  it('checks every address a host name resolves to, not just the first', async () => {
    await assert.rejects(
      fetchAdsTxt('http://public.example/ads.txt', {
        resolve: async () => ['93.184.216.34', '10.0.0.7'],
      }),
      (error: Error & { reason?: string }) => error.reason === 'refused',
    )
  })
})

describe('access: session, tenant, permission, ids', () => {
  it('401 without a session', async () => {
    const c = new Client(net)
    assert.equal((await c.get(status(DAILY))).status, 401)
    assert.equal((await c.put(verify(DAILY))).status, 401)
  })
  it("another account's site: 403 with either account id, and nothing stored", async () => {
    const c = await owner()
    const before = await snapshot(h.db, TABLES)
    for (const path of [status(OTHER_TIMES), status(OTHER_TIMES, IDS.otherAccount)]) {
      const reply = await c.get(path)
      assert.equal(reply.status, 403, path)
      assert.equal(reply.body.values, undefined)
    }
    assert.equal((await c.put(verify(OTHER_TIMES))).status, 403)
    const other = await signedIn(net, 'other@demo.test')
    assert.equal((await other.put(verify(GOTHAM))).status, 403)
    assert.equal((await other.get(status(GOTHAM, IDS.otherAccount))).status, 403)
    assert.equal((await other.get(status(GOTHAM))).status, 403)
    assert.equal(await snapshot(h.db, TABLES), before)
  })
  it('an unknown site id is refused like another account’s', async () => {
    const c = await owner()
    const unknown = '4e5f6071-0000-4000-8000-0000000000ff'
    assert.equal((await c.get(status(unknown))).status, 403)
    assert.equal((await c.put(verify(unknown))).status, 403)
  })
  it('403 without settings.adsTxt (and for mockup and support sessions)', async () => {
    const before = await snapshot(h.db, TABLES)
    for (const email of ['noperm@demo.test', 'analyst@demo.test', 'editor@demo.test']) {
      const c = await signedIn(net, email)
      assert.equal((await c.get(status(GOTHAM))).status, 403, email)
      assert.equal((await c.put(verify(GOTHAM))).status, 403, email)
    }
    const staff = await support()
    assert.equal((await staff.put(verify(GOTHAM))).status, 403)
    assert.equal(
      (await staff.post(api('/support/sessions'), { kind: 'mockup', accountUUID: IDS.demoAccount }))
        .status,
      201,
    )
    assert.equal((await staff.put(verify(GOTHAM))).status, 403)
    assert.equal(await snapshot(h.db, TABLES), before)
  })
  it('400 for a malformed site id or a missing account id', async () => {
    const c = await owner()
    for (const bad of ['not-a-uuid', '1', `${DAILY}x`, "1'%20or%20'1'%3D'1"]) {
      const reply = await c.get(api(`/sites/${bad}/adstxt?accountUUID=${IDS.demoAccount}`))
      assert.equal(reply.status, 400, bad)
      assert.deepEqual(fieldsOf(reply), ['siteUUID'])
      assert.equal((await c.put(api(`/sites/${bad}/adstxt/verify`))).status, 400, bad)
    }
    const missing = await c.get(api(`/sites/${DAILY}/adstxt`))
    assert.equal(missing.status, 400)
    assert.deepEqual(fieldsOf(missing), ['accountUUID'])
  })
  it('fetches are rate limited per user; a stored result still reads', async () => {
    const c = await owner()
    assert.equal((await c.get(status(DAILY))).status, 200)
    await h.db
      .insertInto('rate_limits')
      .values({ key: `adstxt-verify:${IDS.owner}`, window_start: Date.now(), count: 30 })
      .onConflict((oc) => oc.column('key').doUpdateSet({ window_start: Date.now(), count: 30 }))
      .execute()
    const before = await snapshot(h.db, TABLES)
    assert.equal((await c.put(verify(DAILY))).status, 429)
    assert.equal((await c.get(status(METRO))).status, 429, 'a GET that would fetch')
    assert.equal(await snapshot(h.db, TABLES), before)
    const stored = await c.get(status(DAILY))
    assert.equal(stored.status, 200)
    assert.equal(stored.body.adsTxtComplete, true)
  })
})

describe('the support control (POST support/sites/{id}/adstxt)', () => {
  it('support staff only; validated; nothing changes on refusal', async () => {
    const before = await snapshot(h.db, TABLES)
    const publisher = await owner()
    assert.equal(
      (await publisher.post(api(`/support/sites/${GOTHAM}/adstxt`), { state: 'complete' })).status,
      403,
    )
    assert.equal(
      (await new Client(net).post(api(`/support/sites/${GOTHAM}/adstxt`), { state: 'complete' }))
        .status,
      401,
    )
    const staff = await support()
    for (const body of [{ state: 'perfect' }, {}, { state: null }]) {
      const reply = await staff.post(api(`/support/sites/${GOTHAM}/adstxt`), body)
      assert.equal(reply.status, 400, JSON.stringify(body))
      assert.deepEqual(fieldsOf(reply), ['state'])
    }
    const badId = await staff.post(api('/support/sites/nope/adstxt'), { state: 'complete' })
    assert.equal(badId.status, 400)
    assert.deepEqual(fieldsOf(badId), ['siteUUID'])
    const unknown = await staff.post(
      api('/support/sites/4e5f6071-0000-4000-8000-0000000000ff/adstxt'),
      { state: 'complete' },
    )
    assert.equal(unknown.status, 400)
    assert.equal(await snapshot(h.db, TABLES), before)
  })
  it('writes the file from the account’s own required lines', async () => {
    const staff = await support()
    assert.equal(
      (await staff.post(api(`/support/sites/${OTHER_TIMES}/adstxt`), { state: 'partial' })).status,
      200,
    )
    const text = await (await fetch(`${base}/demo/sites/other-times/ads.txt`)).text()
    for (const line of requiredAdsTxt('pub-2002').slice(0, 2)) assert.ok(text.includes(line))
    for (const line of requiredAdsTxt('pub-2002').slice(2)) assert.ok(!text.includes(line))
  })
})

afterEach(() => {
  delete process.env.ADSTXT_TIMEOUT_MS
})
