/**
 * The guarded fetch (demo/server/platform/guarded-fetch.ts) with a fake resolver: it connects to the
 * address it checked (a DNS answer that changes afterwards cannot move the connection), checks
 * every redirect hop again, and refuses every spelling of loopback and private addresses.
 */
import assert from 'node:assert/strict'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { after, before, describe, it } from 'node:test'
import { guardedFetch, isPrivateAddress } from '../../demo/server/platform/guarded-fetch'

/** Two local servers: 127.0.0.1 stands for a public host, 127.0.0.2 for an internal one. */
let publicServer: Server
let internalServer: Server
let port = 0
const hits = { public: 0, internal: 0 }

function listen(server: Server, host: string, at: number): Promise<number> {
  return new Promise((ready, fail) => {
    server.once('error', fail)
    server.listen(at, host, () => ready((server.address() as AddressInfo).port))
  })
}

before(async () => {
  publicServer = createServer((req, res) => {
    hits.public++
    if (req.url === '/to-internal') {
      res.writeHead(302, { location: `http://internal.test:${port}/secret` })
      return res.end()
    }
    if (req.url === '/big') return res.end('x'.repeat(5000))
    res.writeHead(200, { 'content-type': 'text/plain' })
    res.end(`public ${req.headers.host}`)
  })
  internalServer = createServer((_req, res) => {
    hits.internal++
    res.end('internal secret')
  })
  port = await listen(publicServer, '127.0.0.1', 0)
  await listen(internalServer, '127.0.0.2', port)
})
after(async () => {
  publicServer.closeAllConnections()
  internalServer.closeAllConnections()
  await new Promise((done) => publicServer.close(done))
  await new Promise((done) => internalServer.close(done))
})

/** In these tests 127.0.0.1 plays a public address; every other private address stays refused. */
const options = (resolve: (host: string) => Promise<string[]>) => ({
  timeoutMs: 2000,
  maxBytes: 1024,
  maxRedirects: 3,
  resolve,
  allow: (_url: URL, address: string) => address === '127.0.0.1',
})

describe('guarded fetch', () => {
  it('connects to the checked address when the DNS answer changes (rebinding)', async () => {
    hits.public = hits.internal = 0
    let lookups = 0
    // First answer "public", every later answer internal: a second lookup would reach 127.0.0.2.
    const resolve = async () => (lookups++ === 0 ? ['127.0.0.1'] : ['127.0.0.2'])
    const response = await guardedFetch(`http://rebind.test:${port}/file`, options(resolve))
    assert.equal(response.status, 200)
    assert.equal(response.text, `public rebind.test:${port}`)
    assert.equal(lookups, 1)
    assert.deepEqual(hits, { public: 1, internal: 0 })
  })
  it('refuses a host when any of its addresses is private', async () => {
    await assert.rejects(
      guardedFetch(
        `http://mixed.test:${port}/`,
        options(async () => ['127.0.0.1', '10.0.0.7']),
      ),
      (error: Error & { reason?: string }) => error.reason === 'refused',
    )
  })
  it('checks every redirect hop again', async () => {
    hits.public = hits.internal = 0
    const resolve = async (host: string) =>
      host === 'internal.test' ? ['127.0.0.2'] : ['127.0.0.1']
    await assert.rejects(
      guardedFetch(`http://site.test:${port}/to-internal`, options(resolve)),
      (error: Error & { reason?: string }) => error.reason === 'refused',
    )
    assert.deepEqual(hits, { public: 1, internal: 0 })
  })
  it('caps the body size', async () => {
    await assert.rejects(
      guardedFetch(
        `http://site.test:${port}/big`,
        options(async () => ['127.0.0.1']),
      ),
      (error: Error & { reason?: string }) => error.reason === 'too_large',
    )
  })
  it('refuses IPv6 and IPv4 forms of loopback and private addresses, literal or resolved', async () => {
    const forms = [
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::7f00:1',
      '::127.0.0.1',
      '::ffff:0:7f00:1',
      '::ffff:0:127.0.0.1',
      '0:0:0:0:0:ffff:7f00:1',
      '::ffff:a00:1',
      '::ffff:c0a8:1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::7f00:1',
      '64:ff9b::10.0.0.1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'fe80::1%eth0',
      'febf::1',
      'ff02::1',
      '2002:7f00:1::1',
      '0.0.0.0',
      '0.1.2.3',
      '127.0.0.1',
      '10.0.0.1',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '255.255.255.255',
    ]
    for (const address of forms) assert.ok(isPrivateAddress(address), address)
    for (const address of ['8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808'])
      assert.ok(!isPrivateAddress(address), address)
    for (const address of ['::1', '::7f00:1', '::ffff:0:7f00:1', '::ffff:7f00:1', 'fd00::1']) {
      const noAllow = { timeoutMs: 1000, maxBytes: 1024, maxRedirects: 0 }
      await assert.rejects(
        guardedFetch(`http://[${address}]:${port}/`, noAllow),
        (error: Error & { reason?: string }) => error.reason === 'refused',
        address,
      )
      await assert.rejects(
        guardedFetch(`http://v6.test:${port}/`, { ...noAllow, resolve: async () => [address] }),
        (error: Error & { reason?: string }) => error.reason === 'refused',
        address,
      )
    }
  })
  it('refuses other schemes and credentials', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://site.test/', `http://u:p@site.test:${port}/`])
      await assert.rejects(
        guardedFetch(
          url,
          options(async () => ['127.0.0.1']),
        ),
        (error: Error & { reason?: string }) => error.reason === 'refused',
        url,
      )
  })
})
