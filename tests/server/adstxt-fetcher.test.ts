/**
 * The ads.txt fetcher's limits (API-39), against a listening server: private addresses, schemes
 * and credentials, redirects, time, size and server errors are refused or given up on, and a
 * refused or failed check stores nothing.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { fetchAdsTxt, isPrivateAddress } from '../../demo/server/adstxt/adstxt-fetch'
import { gate, snapshot } from './harness'
import {
  gates,
  GOTHAM,
  hits,
  METRO,
  owner,
  REQUIRED,
  setUrl,
  listening,
  status,
  TABLES,
  verify,
} from './adstxt-fixtures'

const { h } = listening

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
      listening.outsideBase,
      `http://localhost:${new URL(listening.outsideBase).port}/`,
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
    gates.slow = gate()
    try {
      // The file never answers before the reply: only the time limit can end the check.
      const took = await refused(GOTHAM, '/test/slow', { status: 504, code: 'adstxt_timeout' })
      assert.ok(took < 2500, `took ${took} ms`)
    } finally {
      gates.slow.open()
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
    const port = Number(new URL(listening.outsideBase).port)
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
