/**
 * The server's log (issue 28): JSON lines, an access line per request with its id (a proxy's
 * `X-Request-Id` kept, else one made and answered), errors with their stack and the same id;
 * never a password, token, cookie or full e-mail address on any line.
 */
import assert from 'node:assert/strict'
import { Writable } from 'node:stream'
import { after, before, describe, it } from 'node:test'
import { logTo, maskEmail } from '../../demo/server/platform/log'
import { Client, DEMO_PASSWORD, startHarness, type Harness } from './harness'

describe('the log', () => {
  let h: Harness
  const lines: string[] = []
  let restore: () => void
  before(async () => {
    restore = logTo(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(...String(chunk).split('\n').filter(Boolean))
          done()
        },
      }),
    )
    h = await startHarness()
  })
  after(async () => {
    restore()
    await h.close()
  })
  const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>)

  it('writes a JSON access line per request, keeping a proxy request id and answering it', async () => {
    lines.length = 0
    const c = new Client(h)
    const reply = await c.get('/api/accounts/auth/session', { 'x-request-id': 'lb-7f3a.42' })
    assert.equal(reply.headers.get('x-request-id'), 'lb-7f3a.42')
    const access = parsed().find((l) => l.msg === 'request')!
    assert.equal(access.requestId, 'lb-7f3a.42')
    assert.equal(access.route, '/api/accounts/auth/session')
    assert.equal(access.method, 'GET')
    assert.equal(access.status, 200)
    assert.equal(typeof access.ms, 'number')
    assert.equal(typeof access.time, 'string')
    // A malformed id is replaced by one of ours.
    const made = await c.get('/healthz', { 'x-request-id': 'bad id with spaces {}' })
    assert.match(made.headers.get('x-request-id')!, /^[0-9a-f-]{36}$/)
  })

  it('never writes a password, token, cookie or full e-mail address', async () => {
    lines.length = 0
    const c = new Client(h)
    assert.equal((await c.login('owner@demo.test', DEMO_PASSWORD)).status, 200)
    await c.get('/api/accounts/token?tokenUUID=5f0c7d1e-0000-4000-8000-00000000abcd')
    await c.request('POST', '/api/accounts/login', {
      form: { username: 'owner@demo.test', password: 'Wrong#Password1' },
    })
    await c.request('POST', '/api/accounts/password/send-email', {
      json: { email: 'owner@demo.test' },
    })
    const all = lines.join('\n')
    assert.ok(lines.length >= 4, all)
    for (const secret of [
      DEMO_PASSWORD,
      'Wrong#Password1',
      'owner@demo.test',
      '5f0c7d1e-0000-4000-8000-00000000abcd',
      'pp_session',
    ])
      assert.ok(!all.includes(secret), `${secret} in the log:\n${all}`)
    assert.equal(maskEmail('reader@example.com'), 'r***@example.com')
  })

  it('writes an error with its stack and the request id; the answer says nothing of it', async () => {
    const gone = await startHarness()
    await gone.close()
    lines.length = 0
    // The session lookup reads a closed database: the request fails inside the app.
    const answer = await new Client(gone).get('/api/accounts/auth/session', {
      'x-request-id': 'req-err-2',
      cookie: 'pp_session=0123456789abcdef',
    })
    assert.equal(answer.status, 500)
    assert.equal(answer.body.error.code, 'server_error')
    const error = parsed().find((l) => l.msg === 'request failed')
    assert.ok(error, lines.join('\n'))
    assert.equal(error.requestId, 'req-err-2')
    assert.equal(error.level, 50)
    const err = error.err as { message: string; stack: string }
    assert.ok(err.message.length > 0)
    assert.ok(!JSON.stringify(answer.body).includes(err.message))
    assert.match(err.stack, /\n\s+at /)
    const access = parsed().find((l) => l.msg === 'request')!
    assert.equal(access.requestId, 'req-err-2')
    assert.equal(access.status, 500)
  })
})
