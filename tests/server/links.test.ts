/**
 * Links in e-mails and every absolute URL the server builds take their origin from configuration
 * (PUBLIC_URL; in demo mode the listening address), never from the request's Host header. These
 * requests go through a real HTTP server, where the request URL is built from Host, as in a
 * deployment (`Host: evil.example` once put http://evil.example/… into the reset e-mail).
 */
import assert from 'node:assert/strict'
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { after, before, describe, it } from 'node:test'
import { serve, type ServerType } from '@hono/node-server'
import { ConfigError, loadConfig } from '../../demo/server/platform/config'
import { DEMO_PASSWORD, IDS, mailsTo, ORIGIN, startHarness, type Harness } from './harness'

const EVIL = 'evil.example'

let h: Harness
let server: ServerType
let port: number

interface RawReply {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: any
}

/** One HTTP request to the listening server with the given Host header (fetch cannot set it). */
function raw(
  method: string,
  path: string,
  init: { host?: string; json?: unknown; form?: Record<string, string>; cookie?: string } = {},
): Promise<RawReply> {
  let body: string | undefined
  const headers: Record<string, string> = { host: init.host ?? EVIL }
  if (init.json !== undefined) {
    body = JSON.stringify(init.json)
    headers['content-type'] = 'application/json'
  } else if (init.form) {
    body = new URLSearchParams(init.form).toString()
    headers['content-type'] = 'application/x-www-form-urlencoded'
  }
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body))
  if (init.cookie) headers.cookie = init.cookie
  return new Promise((done, failed) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        let parsed: unknown = text
        try {
          parsed = text ? JSON.parse(text) : null
        } catch {
          // not JSON
        }
        done({ status: res.statusCode ?? 0, headers: res.headers, body: parsed })
      })
    })
    req.on('error', failed)
    req.end(body)
  })
}

/** Signs in through the real server with a forged Host; returns the Cookie header to send. */
async function signIn(email: string): Promise<string> {
  const reply = await raw('POST', '/api/accounts/login', {
    form: { username: email, password: DEMO_PASSWORD },
  })
  assert.equal(reply.status, 200)
  const cookies = (reply.headers['set-cookie'] as string[]).map((line) => line.split(';')[0])
  return cookies.join('; ')
}

before(async () => {
  h = await startHarness()
  await new Promise<void>((ready) => {
    server = serve({ fetch: h.app.fetch, hostname: '127.0.0.1', port: 0 }, () => ready())
  })
  port = (server.address() as AddressInfo).port
})

after(() => {
  server.close()
  h.close()
})

describe('links in e-mails', () => {
  it('a reset e-mail links to the configured origin whatever the Host header says', async () => {
    const reply = await raw('POST', '/api/accounts/password/send-email', {
      json: { email: 'owner@demo.test' },
    })
    assert.equal(reply.status, 200)
    const [mail] = await mailsTo(h.db, 'owner@demo.test')
    assert.ok(mail?.link, 'a reset e-mail with a link')
    assert.match(
      mail.link,
      /^http:\/\/portal\.test\/\?auth_ref=RESET_PASSWORD&token_uuid=[0-9a-f-]{36}$/,
    )
    assert.ok(mail.body.includes(mail.link))
    assert.ok(!mail.body.includes(EVIL) && !mail.link.includes(EVIL))
  })
})

describe('absolute URLs the server builds', () => {
  it('commenting code loads the unit script from the configured origin', async () => {
    const cookie = await signIn('owner@demo.test')
    const code = await raw(
      'GET',
      `/api/commenting/v1/sites/${IDS.sites[0]}/commenting-units/code`,
      {
        cookie,
      },
    )
    assert.equal(code.status, 200)
    assert.equal(
      code.body.commentingUnitCode.headerCode,
      `<script async src="${ORIGIN}/units/commenting.js"></script>`,
    )
    const addons = await raw(
      'GET',
      `/api/commenting/v1/sites/${IDS.sites[0]}/commenting-units/add-ons/code`,
      { cookie },
    )
    assert.equal(addons.status, 200)
    assert.ok(!JSON.stringify(addons.body).includes(EVIL))
    assert.ok(addons.body.commentsCounterCode.headerCode.includes(`${ORIGIN}/units/commenting.js`))
  })

  it('the sites list resolves relative site URLs against the configured origin', async () => {
    const cookie = await signIn('owner@demo.test')
    const reply = await raw('GET', `/api/accounts/accounts/${IDS.demoAccount}/sites`, { cookie })
    assert.equal(reply.status, 200)
    const urls = (reply.body.items as { url: string }[]).map((s) => s.url)
    assert.ok(urls.length > 0)
    for (const url of urls) assert.ok(url.startsWith(`${ORIGIN}/demo/sites/`), url)
  })
})

describe('the configured origin', () => {
  it('is PUBLIC_URL when set, as an origin without a trailing slash', () => {
    assert.equal(
      loadConfig({ PUBLIC_URL: 'https://portal.example.com/' }).publicUrl,
      'https://portal.example.com',
    )
  })
  it('is the listening address in demo mode without PUBLIC_URL', () => {
    assert.equal(loadConfig({ HOST: '127.0.0.1', PORT: '9123' }).publicUrl, 'http://127.0.0.1:9123')
    assert.equal(loadConfig({ HOST: '0.0.0.0', PORT: '80' }).publicUrl, 'http://localhost:80')
    assert.equal(loadConfig({ HOST: '::1', PORT: '8080' }).publicUrl, 'http://[::1]:8080')
  })
  it('refuses a PUBLIC_URL that is not an http(s) origin', () => {
    for (const bad of ['portal.example.com', 'ftp://portal.example.com', 'https://x.test/portal'])
      assert.throws(() => loadConfig({ PUBLIC_URL: bad }), ConfigError, bad)
  })
})
