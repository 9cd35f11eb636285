/**
 * PORTAL_MODE=production: refuses to start without PUBLIC_URL or SMTP settings; with them it
 * mounts no /demo page or call and no support console, seeds no demo account or fixed token,
 * sets Secure cookies and sends e-mail through nodemailer (a jsonTransport here: nothing leaves
 * the machine) with links on PUBLIC_URL.
 */
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { ConfigError, loadConfig } from '../../demo/server/platform/config'
import type { DB } from '../../demo/server/platform/db'
import type { Mailer } from '../../demo/server/platform/mailer'
import { DEMO_PASSWORD, IDS } from '../../demo/server/seed'
import { Client, type Harness } from './harness'
import {
  ACCOUNT,
  builtRoot,
  EMAIL,
  PRODUCTION,
  PUBLIC_URL,
  startProduction,
  USER,
  type SentMail,
} from './production-harness'

describe('production settings', () => {
  it('refuse to load without PUBLIC_URL, naming it', () => {
    const { PUBLIC_URL: _, ...env } = PRODUCTION
    assert.throws(
      () => loadConfig(env),
      (error: Error) => {
        assert.ok(error instanceof ConfigError)
        assert.match(error.message, /^PORTAL_MODE=production requires PUBLIC_URL \(/)
        return true
      },
    )
  })
  it('refuse to load without SMTP settings, naming them', () => {
    const env = { PORTAL_MODE: 'production', PUBLIC_URL }
    assert.throws(
      () => loadConfig(env),
      (error: Error) => {
        assert.ok(error instanceof ConfigError)
        assert.match(error.message, /requires SMTP_URL or SMTP_HOST/)
        return true
      },
    )
    assert.throws(
      () => loadConfig({ ...env, SMTP_HOST: 'smtp.example.com', SMTP_USER: 'u' }),
      /SMTP_PASS/,
    )
    assert.throws(() => loadConfig({ ...env, SMTP_URL: 'http://smtp.example.com' }), /SMTP_URL/)
  })
  it('refuse an unknown mode', () => {
    assert.throws(
      () => loadConfig({ PORTAL_MODE: 'staging' }),
      /PORTAL_MODE must be demo or production/,
    )
  })
  it('load with PUBLIC_URL and SMTP_URL or SMTP_HOST', () => {
    const config = loadConfig(PRODUCTION)
    assert.equal(config.mode, 'production')
    assert.equal(config.publicUrl, PUBLIC_URL)
    assert.deepEqual(config.smtp, {
      url: null,
      host: 'smtp.example.com',
      port: 587,
      user: 'portal',
      pass: 'secret',
      from: 'Publisher Portal <portal@example.com>',
    })
    assert.equal(config.newPortalUrl, '', 'no /demo/new-portal stand-in in production')
    const byUrl = loadConfig({
      PORTAL_MODE: 'production',
      PUBLIC_URL,
      SMTP_URL: 'smtps://u:p@mail.test',
    })
    assert.equal(byUrl.smtp?.url, 'smtps://u:p@mail.test')
    assert.equal(byUrl.smtp?.from, 'Publisher Portal <no-reply@portal.example.com>')
  })
  it('default to demo mode, with no SMTP', () => {
    const config = loadConfig({})
    assert.equal(config.mode, 'demo')
    assert.equal(config.smtp, null)
  })
  it('the server exits non-zero with a one-line message when PUBLIC_URL is missing', () => {
    const env: NodeJS.ProcessEnv = { ...process.env }
    for (const name of Object.keys(env))
      if (/^(PUBLIC_URL|SMTP_|MAIL_FROM|PORTAL_MODE|DATA_DIR|PORT)/.test(name)) delete env[name]
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
      env: {
        ...env,
        PORTAL_MODE: 'production',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'pp-prod-')),
        PORT: '1',
      },
      encoding: 'utf8',
      timeout: 30_000,
    })
    assert.equal(run.signal, null, 'it stopped by itself, before the timeout')
    assert.notEqual(run.status, 0)
    assert.equal(
      run.stderr.trim(),
      "Cannot start: PORTAL_MODE=production requires PUBLIC_URL (the portal's public address, e.g. https://portal.example.com)",
    )
  })
})

describe('a production server', () => {
  let db: DB
  let harness: Harness
  let mailer: Mailer
  let sent: SentMail[]

  before(async () => {
    ;({ harness, db, mailer, sent } = await startProduction())
  })
  after(() => harness.close())

  it('answers 404 to every demo page and call, and has no support console', async () => {
    const c = new Client(harness, PUBLIC_URL)
    for (const path of [
      '/demo/outbox',
      '/api/demo/outbox',
      '/demo/support',
      '/demo/google',
      '/demo/article',
      '/demo/new-portal',
      '/demo/sites/daily-planet/ads.txt',
      '/demo/assets/support.js',
      '/api/accounts/support/accounts',
    ])
      assert.equal((await c.get(path)).status, 404, path)
    const google = await c.request('POST', '/demo/google', { form: { email: EMAIL } })
    assert.equal(google.status, 404)
    assert.equal(google.headers.getSetCookie().length, 0, 'no session from the Google stand-in')
    const support = await c.post('/api/accounts/support/sessions', {
      kind: 'mocked',
      accountUUID: ACCOUNT,
    })
    assert.equal(support.status, 404)
  })

  it('documents only the calls it serves: no support console nor demo call in its OpenAPI', async () => {
    const reply = await new Client(harness, PUBLIC_URL).get('/api/openapi.json')
    assert.equal(reply.status, 200)
    const paths = Object.keys((reply.body as { paths: Record<string, unknown> }).paths)
    assert.ok(paths.includes('/api/accounts/login'), 'the sign-in call is documented')
    assert.deepEqual(
      paths.filter((path) => /\/support\/|\/demo\//.test(path)),
      [],
    )
  })

  it('still serves the commenting unit script that publisher pages load', async () => {
    const reply = await new Client(harness, PUBLIC_URL).get('/units/commenting.js')
    assert.notEqual(reply.status, 404)
  })

  it('has no demo account, no seeded token and no seeded e-mail', async () => {
    const users = await db.selectFrom('users').select('email').execute()
    assert.deepEqual(
      users.map((u) => u.email),
      [EMAIL],
    )
    assert.equal((await db.selectFrom('accounts').select('account_uuid').execute()).length, 1)
    const token = await db
      .selectFrom('tokens')
      .select('token_uuid')
      .where('token_uuid', 'in', [IDS.freshInviteToken, IDS.expiredInviteToken])
      .execute()
    assert.deepEqual(token, [])
    assert.deepEqual(await db.selectFrom('outbox').selectAll().execute(), [])
    const demo = await new Client(harness, PUBLIC_URL).login('owner@demo.test')
    assert.equal(demo.status, 401)
  })

  it('sets Secure on every cookie', async () => {
    const c = new Client(harness, PUBLIC_URL)
    const reply = await c.login(EMAIL)
    assert.equal(reply.status, 200)
    const cookies = reply.headers.getSetCookie()
    assert.ok(cookies.length > 0)
    for (const line of cookies) assert.match(line, /;\s*Secure/i, line)
    const out = await c.get('/api/accounts/auth/logout')
    for (const line of out.headers.getSetCookie()) assert.match(line, /;\s*Secure/i, line)
  })

  it('sends a reset e-mail through the SMTP transport, linking to PUBLIC_URL', async () => {
    sent.length = 0
    const c = new Client(harness, PUBLIC_URL)
    const reply = await c.request('POST', '/api/accounts/password/send-email', {
      json: { email: EMAIL },
    })
    assert.equal(reply.status, 200)
    await mailer.settled()
    assert.equal(sent.length, 1)
    const [mail] = sent
    assert.equal(mail!.to, EMAIL)
    assert.equal(mail!.from, 'Publisher Portal <portal@example.com>')
    assert.equal(mail!.subject, 'Reset your Publisher Portal password')
    assert.match(
      mail!.text,
      /https:\/\/portal\.example\.com\/\?auth_ref=RESET_PASSWORD&token_uuid=[0-9a-f-]{36}/,
    )
    const [token] = mail!.text.match(/[0-9a-f]{8}-[0-9a-f-]{27}/)!
    const stored = await db
      .selectFrom('tokens')
      .select('user_uuid')
      .where('token_uuid', '=', token)
      .executeTakeFirst()
    assert.equal(stored?.user_uuid, USER, 'a random token of this user')
    // The outbox records what was sent, and nothing serves it.
    assert.equal((await db.selectFrom('outbox').selectAll().execute()).length, 1)
    assert.equal((await c.get('/api/demo/outbox')).status, 404)
  })

  it('serves a portal page that names nothing of the demo: no /demo link, footer or test page', async () => {
    const built = await startProduction({}, builtRoot())
    const page = await new Client(built.harness, PUBLIC_URL).get('/dashboard/home')
    await built.harness.close()
    assert.equal(page.status, 200)
    assert.equal(page.headers.get('content-type')?.startsWith('text/html'), true)
    assert.doesNotMatch(page.body as string, /\/demo\//)
    const config = JSON.parse(
      /<script[^>]*id="pp-demo-config"[^>]*>([^<]*)<\/script>/.exec(page.body as string)![1]!,
    )
    assert.equal(config.termsUrl, '')
    assert.equal(config.privacyUrl, '')
    assert.equal(config.testPageUrl, '')
    assert.equal(config.newPortalUrl, '')
  })

  it('answers only for PUBLIC_URL: a rebinding page (its own Host and Origin) is refused', async () => {
    sent.length = 0
    const c = new Client(harness, PUBLIC_URL)
    const evil = { host: 'evil.example', origin: 'http://evil.example' }
    const reset = await c.request('POST', '/api/accounts/password/send-email', {
      json: { email: EMAIL },
      headers: evil,
    })
    assert.equal(reset.status, 421)
    assert.equal(reset.body.error.code, 'wrong_host')
    const login = await c.request('POST', '/api/accounts/login', {
      form: { username: EMAIL, password: DEMO_PASSWORD },
      headers: evil,
    })
    assert.equal(login.status, 421)
    assert.equal(login.headers.getSetCookie().length, 0)
    assert.equal((await c.get('/dashboard/home', { host: 'evil.example' })).status, 421)
    // The right Host with another Origin: the CSRF check compares it with PUBLIC_URL only.
    const forged = await c.request('POST', '/api/accounts/password/send-email', {
      json: { email: EMAIL },
      headers: { origin: 'http://evil.example' },
    })
    assert.equal(forged.status, 403)
    assert.equal(forged.body.error.code, 'bad_origin')
    await mailer.settled()
    assert.equal(sent.length, 0)
    // Health checks answer whatever name the prober uses.
    assert.equal((await c.get('/healthz', { host: '10.0.0.7:8080' })).status, 200)
    assert.equal((await c.get('/readyz', { host: 'localhost' })).status, 200)
  })

  it('sends nothing for an unknown address or a refused request', async () => {
    sent.length = 0
    const c = new Client(harness, PUBLIC_URL)
    const unknown = await c.post('/api/accounts/password/send-email', {
      email: 'nobody@example.com',
    })
    assert.equal(unknown.status, 200)
    const bad = await c.post('/api/accounts/password/send-email', { email: 'not an address' })
    assert.equal(bad.status, 400)
    await mailer.settled()
    assert.equal(sent.length, 0)
  })
})
