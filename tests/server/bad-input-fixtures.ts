/**
 * Shared by the bad-input tests: every call that takes input refuses missing fields, wrong types,
 * too-long strings, leading spaces / bad formats, invalid JSON, wrong content type (415) and
 * oversized bodies (413) with a 4xx that names the field where the field is the problem, and
 * leaves the database exactly as it was. `describeBadInput` runs all of that for a table of calls.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { Client, fieldsOf, IDS, signedIn, snapshot, type Harness, type Reply } from './harness'

/** Every table a refused call could touch. */
export const TABLES = [
  'accounts',
  'users',
  'sessions',
  'tokens',
  'outbox',
  'rate_limits',
  'sites',
  'payment_methods',
  'user_agreements',
  'demo_requests',
  'feedback',
]

export const UNKNOWN_UUID = '9f9f9f9f-0000-4000-8000-000000000000'
export const LONG = 'x'.repeat(5000)
const BIG = 'x'.repeat(65 * 1024)
/** Bodies within the 64 KB limit nested far past any call's shape (a recursive walk overflows). */
export const DEEP_ARRAYS = '['.repeat(30_000) + ']'.repeat(30_000)
export const DEEP_OBJECTS = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`

type Who = 'anonymous' | 'owner' | 'support' | 'terms' | 'invited'

async function clientFor(h: Harness, who: Who): Promise<Client> {
  if (who === 'anonymous') return new Client(h)
  if (who === 'invited') {
    const c = new Client(h)
    const reply = await c.get(`/api/accounts/auth/invitation/${IDS.freshInviteToken}`)
    assert.equal(reply.status, 302)
    return c
  }
  return signedIn(h, `${who}@demo.test`)
}

export interface Endpoint {
  name: string
  method: 'POST' | 'PUT'
  path: string
  who: Who
  /** 'form' for the form-encoded sign-in, else JSON. */
  encoding?: 'form'
  cases: Array<{
    name: string
    body: unknown
    fields: string[]
    status?: number
    /** A wrong current password counts one failure toward its limit: the only row it writes. */
    countsFailure?: string
  }>
}

function send(c: Client, e: Endpoint, body: unknown): Promise<Reply> {
  if (e.encoding === 'form') {
    return c.request(e.method, e.path, { form: body as Record<string, string> })
  }
  return c.request(e.method, e.path, { json: body })
}

/** The reply is `status` with a field error on each of `fields`, every one with a message. */
export function assertFieldError(reply: Reply, fields: string[], status = 400) {
  assert.equal(reply.status, status, JSON.stringify(reply.body))
  assert.ok(Array.isArray(reply.body.error.fields), 'error.fields is a list')
  const got = fieldsOf(reply)
  for (const field of fields) assert.ok(got.includes(field), `expected ${field} in ${got}`)
  for (const f of reply.body.error.fields) assert.ok(f.message, 'every field error has a message')
}

/**
 * For each call of `endpoints`: its own bad cases, then bad bodies of every kind (invalid JSON,
 * nested 30,000 deep, not an object, text/plain, over 64 KB, malformed multipart), each refused
 * with nothing changed.
 */
export function describeBadInput(h: Harness, endpoints: Endpoint[]) {
  for (const e of endpoints) {
    describe(`${e.name}: bad input`, () => {
      /** Sends `raw` with `type`: the reply must pass `check`, and the tables stay as they were. */
      async function refusesRaw(
        raws: string[],
        type: string,
        check: (reply: Reply) => void = (reply) => assertFieldError(reply, ['_body']),
      ) {
        const c = await clientFor(h, e.who)
        const before = await snapshot(h.db, TABLES)
        for (const raw of raws)
          check(await c.request(e.method, e.path, { raw, headers: { 'content-type': type } }))
        assert.equal(await snapshot(h.db, TABLES), before)
      }

      for (const item of e.cases) {
        it(`refuses ${item.name} with field errors and changes nothing`, async () => {
          const c = await clientFor(h, e.who)
          const tables = item.countsFailure ? TABLES.filter((t) => t !== 'rate_limits') : TABLES
          const before = await snapshot(h.db, tables)
          const failures = () =>
            h.db
              .selectFrom('rate_limits')
              .select('count')
              .where('key', '=', item.countsFailure ?? '')
              .executeTakeFirst()
          const counted = (await failures())?.count ?? 0
          const reply = await send(c, e, item.body)
          assertFieldError(reply, item.fields, item.status)
          assert.equal(await snapshot(h.db, tables), before)
          if (item.countsFailure) assert.equal((await failures())?.count, counted + 1)
        })
      }

      it('refuses invalid JSON (400 on _body) and changes nothing', () =>
        refusesRaw(['{"email": "owner@demo.test",'], 'application/json'))

      it('refuses a body nested 30,000 deep (60 KB) with 400 on _body, not a server error', () =>
        refusesRaw([DEEP_ARRAYS, DEEP_OBJECTS], 'application/json'))

      it('refuses a JSON array or null as the body', () =>
        refusesRaw(['[]', 'null', '"text"', '42'], 'application/json'))

      it('refuses text/plain with 415', () =>
        refusesRaw(['username=owner@demo.test&password=Demo#Portal2026'], 'text/plain', (reply) => {
          assert.equal(reply.status, 415)
          assert.equal(reply.body.error.code, 'unsupported_media_type')
        }))

      it('refuses a body over 64 KB with 413', async () => {
        const c = await clientFor(h, e.who)
        const before = await snapshot(h.db, TABLES)
        const reply =
          e.encoding === 'form'
            ? await c.request(e.method, e.path, {
                form: { username: 'owner@demo.test', password: 'x', pad: BIG },
              })
            : await c.request(e.method, e.path, { json: { pad: BIG } })
        assert.equal(reply.status, 413)
        assert.equal(reply.body.error.code, 'too_large')
        assert.equal(await snapshot(h.db, TABLES), before)
      })

      it('refuses a malformed multipart body with 400, not a server error', () =>
        refusesRaw(['not really multipart'], 'multipart/form-data; boundary=zzz', (reply) => {
          assert.equal(reply.status, 400, JSON.stringify(reply.body))
          assert.deepEqual(fieldsOf(reply), ['_body'])
        }))
    })
  }
}
