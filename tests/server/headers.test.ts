/**
 * Security headers: a Content-Security-Policy without inline scripts (script-src 'self',
 * object-src 'none', base-uri 'none', the frame-ancestors of the partner origins), COOP and a
 * Permissions-Policy on the pages; the demo pages carry no inline script; the commenting unit
 * script and its public API stay usable from other origins; logout by GET refuses cross-site.
 */
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { Client, openPreflight, signedIn, startHarness, type Harness } from './harness'

let h: Harness
let root: string
before(async () => {
  // A stand-in dist/ so the host page and the unit script answer without a build (npm test runs
  // the server tests before the build; a clean clone has no dist/ yet).
  root = mkdtempSync(join(tmpdir(), 'pp-headers-'))
  mkdirSync(join(root, 'dist/host'), { recursive: true })
  mkdirSync(join(root, 'dist/units'), { recursive: true })
  writeFileSync(join(root, 'dist/host/main.js'), 'export {}\n')
  writeFileSync(join(root, 'dist/units/commenting.js'), 'console.log(1)\n')
  writeFileSync(join(root, 'dist/units/ratings.js'), 'console.log(2)\n')
  h = await startHarness({ allowedOrigins: ['https://partner.example'] }, root)
})
after(() => {
  rmSync(root, { recursive: true, force: true })
  h.close()
})

function directives(csp: string | null): Map<string, string> {
  assert.ok(csp, 'a Content-Security-Policy header')
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/)
        return [name!, values.join(' ')] as const
      }),
  )
}

/** Inline scripts in an HTML page: <script> without src, except JSON data blocks. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs]) => !/\bsrc=/i.test(attrs!) && !/type="application\/json"/i.test(attrs!))
    .map(([tag]) => tag)
    .concat([...html.matchAll(/\son[a-z]+\s*=/gi)].map(([m]) => m))
    .concat([...html.matchAll(/javascript:/gi)].map(([m]) => m))
}

describe('security headers', () => {
  it('the portal page: CSP, COOP and Permissions-Policy', async () => {
    const reply = await new Client(h).get('/auth/signin')
    assert.equal(reply.status, 200)
    const csp = directives(reply.headers.get('content-security-policy'))
    assert.equal(csp.get('script-src'), "'self'")
    assert.equal(csp.get('object-src'), "'none'")
    assert.equal(csp.get('base-uri'), "'none'")
    assert.equal(csp.get('frame-ancestors'), "'self' https://partner.example")
    assert.equal(reply.headers.get('cross-origin-opener-policy'), 'same-origin')
    const permissions = reply.headers.get('permissions-policy') ?? ''
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()'])
      assert.ok(permissions.includes(feature), feature)
    assert.equal(reply.headers.get('x-content-type-options'), 'nosniff')
    assert.deepEqual(inlineScripts(reply.body), [])
  })
  it('the same headers on API answers and errors', async () => {
    for (const path of ['/api/accounts/auth/session', '/api/nothing-here', '/healthz']) {
      const reply = await new Client(h).get(path)
      assert.equal(
        directives(reply.headers.get('content-security-policy')).get('script-src'),
        "'self'",
        path,
      )
      assert.equal(reply.headers.get('cross-origin-opener-policy'), 'same-origin', path)
    }
  })
  it('no demo page carries an inline script', async () => {
    const owner = await signedIn(h, 'owner@demo.test')
    for (const path of [
      '/demo/outbox',
      '/demo/support',
      '/demo/google',
      '/demo/framed',
      '/demo/new-portal',
      '/demo/terms',
      '/demo/article',
      '/demo/sites/daily-planet',
    ]) {
      const reply = await owner.get(path)
      assert.equal(reply.status, 200, path)
      assert.match(reply.headers.get('content-type') ?? '', /text\/html/, path)
      assert.deepEqual(inlineScripts(reply.body), [], path)
      assert.equal(
        directives(reply.headers.get('content-security-policy')).get('script-src'),
        "'self'",
        path,
      )
    }
  })
  it('the commenting unit script and public API stay open to other origins', async () => {
    const script = await new Client(h).get('/units/commenting.js', {
      origin: 'https://publisher.example',
    })
    assert.equal(script.status, 200)
    assert.equal(script.headers.get('access-control-allow-origin'), '*')
    assert.equal(script.headers.get('cross-origin-resource-policy'), null)
    await openPreflight(h, '/api/commenting/public/units/x', {
      origin: 'https://publisher.example',
    })
  })
  it('the ratings unit script is served like the commenting one', async () => {
    const script = await new Client(h).get('/units/ratings.js', {
      origin: 'https://publisher.example',
    })
    assert.equal(script.status, 200)
    assert.equal(String(script.body), 'console.log(2)\n')
    assert.equal(script.headers.get('content-type'), 'text/javascript; charset=utf-8')
    assert.equal(script.headers.get('access-control-allow-origin'), '*')
    assert.equal(
      script.headers.get('cache-control'),
      'public, max-age=300, stale-while-revalidate=86400',
    )
    assert.match(script.headers.get('etag') ?? '', /^"[\w-]+"$/)
    assert.equal(script.headers.get('cross-origin-resource-policy'), null)
  })
})

describe('logout by GET (API-17)', () => {
  it('refuses a cross-site request and keeps the session', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    const refused = await c.get('/api/accounts/auth/logout', { 'sec-fetch-site': 'cross-site' })
    assert.equal(refused.status, 403)
    assert.equal((await c.put('/api/accounts/auth/session/extend')).status, 200)
  })
  it('same-origin, same-site and header-less requests still sign out', async () => {
    for (const site of ['same-origin', 'same-site', 'none', undefined]) {
      const c = await signedIn(h, 'owner@demo.test')
      const reply = await c.get('/api/accounts/auth/logout', site ? { 'sec-fetch-site': site } : {})
      assert.equal(reply.status, 204, String(site))
      assert.equal((await c.put('/api/accounts/auth/session/extend')).status, 401, String(site))
    }
  })
})
