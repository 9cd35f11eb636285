/**
 * Bad input to every account- and commenting-service call that takes input: missing fields,
 * wrong types, too-long strings, leading spaces / bad formats, invalid JSON, wrong content
 * type (415), oversized bodies (413). Every refusal is a 4xx, names the field where the field
 * is the problem, and leaves the database exactly as it was.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import {
  Client,
  DEMO_PASSWORD,
  fieldsOf,
  IDS,
  signedIn,
  snapshot,
  startHarness,
  type Harness,
  type Reply,
} from './harness'
import { COMMENTING_IDS } from '../../demo/server/commenting/seed'

/** Every table a refused call could touch. */
const TABLES = [
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

const UNKNOWN_UUID = '9f9f9f9f-0000-4000-8000-000000000000'
const LONG = 'x'.repeat(5000)
const BIG = 'x'.repeat(65 * 1024)
/** Bodies within the 64 KB limit nested far past any call's shape (a recursive walk overflows). */
const DEEP_ARRAYS = '['.repeat(30_000) + ']'.repeat(30_000)
const DEEP_OBJECTS = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`

let h: Harness
before(async () => {
  h = await startHarness()
})
after(() => h.close())

type Who = 'anonymous' | 'owner' | 'support' | 'terms' | 'invited'

async function clientFor(who: Who): Promise<Client> {
  if (who === 'anonymous') return new Client(h)
  if (who === 'invited') {
    const c = new Client(h)
    const reply = await c.get(`/api/accounts/auth/invitation/${IDS.freshInviteToken}`)
    assert.equal(reply.status, 302)
    return c
  }
  return signedIn(h, `${who}@demo.test`)
}

interface Endpoint {
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

const ENDPOINTS: Endpoint[] = [
  {
    name: 'POST login',
    method: 'POST',
    path: '/api/accounts/login',
    who: 'anonymous',
    encoding: 'form',
    cases: [
      { name: 'missing username', body: { password: 'x' }, fields: ['username'] },
      { name: 'missing password', body: { username: 'owner@demo.test' }, fields: ['password'] },
      {
        name: 'empty password',
        body: { username: 'owner@demo.test', password: '' },
        fields: ['password'],
      },
      { name: 'not an e-mail', body: { username: 'owner', password: 'x' }, fields: ['username'] },
      {
        name: 'leading space',
        body: { username: ' owner@demo.test', password: 'Demo#Portal2026' },
        fields: ['username'],
      },
      {
        name: 'too-long username',
        body: { username: `${'a'.repeat(300)}@demo.test`, password: 'x' },
        fields: ['username'],
      },
      {
        name: 'too-long password',
        body: { username: 'owner@demo.test', password: 'Aa1!'.repeat(40) },
        fields: ['password'],
      },
    ],
  },
  {
    name: 'POST password/send-email',
    method: 'POST',
    path: '/api/accounts/password/send-email',
    who: 'anonymous',
    cases: [
      { name: 'missing email', body: {}, fields: ['email'] },
      { name: 'null email', body: { email: null }, fields: ['email'] },
      { name: 'number', body: { email: 42 }, fields: ['email'] },
      { name: 'array', body: { email: ['owner@demo.test'] }, fields: ['email'] },
      { name: 'leading space', body: { email: ' owner@demo.test' }, fields: ['email'] },
      { name: 'not an e-mail', body: { email: 'owner.demo.test' }, fields: ['email'] },
      { name: 'too long', body: { email: `${'a'.repeat(260)}@demo.test` }, fields: ['email'] },
    ],
  },
  {
    name: 'PUT auth/password/reset',
    method: 'PUT',
    path: '/api/accounts/auth/password/reset',
    who: 'anonymous',
    cases: [
      {
        name: 'missing everything',
        body: {},
        fields: ['tokenUUID', 'userUUID', 'updatedPassword'],
      },
      {
        name: 'number token',
        body: { tokenUUID: 5, userUUID: IDS.owner, updatedPassword: 'New#Pass2026' },
        fields: ['tokenUUID'],
      },
      {
        name: 'bad user id',
        body: { tokenUUID: UNKNOWN_UUID, userUUID: 'owner', updatedPassword: 'New#Pass2026' },
        fields: ['userUUID'],
      },
      {
        name: 'leading-space token',
        body: {
          tokenUUID: ` ${UNKNOWN_UUID}`,
          userUUID: IDS.owner,
          updatedPassword: 'New#Pass2026',
        },
        fields: ['tokenUUID'],
      },
      {
        name: 'array password',
        body: { tokenUUID: UNKNOWN_UUID, userUUID: IDS.owner, updatedPassword: ['New#Pass2026'] },
        fields: ['updatedPassword'],
      },
      {
        name: 'weak password',
        body: { tokenUUID: UNKNOWN_UUID, userUUID: IDS.owner, updatedPassword: 'password' },
        fields: ['updatedPassword'],
      },
      {
        name: 'too-long password',
        body: { tokenUUID: UNKNOWN_UUID, userUUID: IDS.owner, updatedPassword: 'Aa1!'.repeat(40) },
        fields: ['updatedPassword'],
      },
      {
        name: 'unknown token',
        body: { tokenUUID: UNKNOWN_UUID, userUUID: IDS.owner, updatedPassword: 'New#Pass2026' },
        fields: ['tokenUUID'],
      },
    ],
  },
  {
    name: 'PUT auth/user/activate',
    method: 'PUT',
    path: '/api/accounts/auth/user/activate',
    who: 'invited',
    cases: [
      { name: 'missing everything', body: {}, fields: ['userUUID', 'updatedPassword'] },
      {
        name: 'number user id',
        body: { userUUID: 7, updatedPassword: 'New#Pass2026' },
        fields: ['userUUID'],
      },
      {
        name: 'leading-space user id',
        body: { userUUID: ` ${IDS.invitedFresh}`, updatedPassword: 'New#Pass2026' },
        fields: ['userUUID'],
      },
      {
        name: 'weak password',
        body: { userUUID: IDS.invitedFresh, updatedPassword: 'abcdefgh' },
        fields: ['updatedPassword'],
      },
      {
        name: 'object password',
        body: { userUUID: IDS.invitedFresh, updatedPassword: { p: 1 } },
        fields: ['updatedPassword'],
      },
      {
        name: 'too-long password',
        body: { userUUID: IDS.invitedFresh, updatedPassword: 'Aa1!'.repeat(40) },
        fields: ['updatedPassword'],
      },
    ],
  },
  {
    name: 'PUT agreements/:id',
    method: 'PUT',
    path: `/api/accounts/agreements/${IDS.agreement}`,
    who: 'terms',
    cases: [
      { name: 'missing user id', body: {}, fields: ['userUUID'] },
      { name: 'number', body: { userUUID: 9 }, fields: ['userUUID'] },
      { name: 'array', body: { userUUID: [IDS.terms] }, fields: ['userUUID'] },
      { name: 'leading space', body: { userUUID: ` ${IDS.terms}` }, fields: ['userUUID'] },
      { name: 'too long', body: { userUUID: LONG }, fields: ['userUUID'] },
    ],
  },
  {
    name: 'POST auth/resend/user-invite',
    method: 'POST',
    path: '/api/accounts/auth/resend/user-invite',
    who: 'anonymous',
    cases: [
      { name: 'missing user id', body: {}, fields: ['userUUID'] },
      { name: 'number', body: { userUUID: 8, isResend: true }, fields: ['userUUID'] },
      { name: 'not an id', body: { userUUID: 'invited', isResend: true }, fields: ['userUUID'] },
      {
        name: 'string flag',
        body: { userUUID: IDS.invitedExpired, isResend: 'yes' },
        fields: ['isResend'],
      },
      { name: 'too long', body: { userUUID: LONG, isResend: true }, fields: ['userUUID'] },
    ],
  },
  {
    name: 'POST auth/request-demo',
    method: 'POST',
    path: '/api/accounts/auth/request-demo',
    who: 'anonymous',
    cases: [
      {
        name: 'missing everything',
        body: {},
        fields: ['firstName', 'lastName', 'email', 'phone', 'domain', 'pageviews'],
      },
      {
        name: 'all null',
        body: {
          firstName: null,
          lastName: null,
          email: null,
          phone: null,
          domain: null,
          pageviews: null,
        },
        fields: ['firstName', 'lastName', 'email', 'phone', 'domain', 'pageviews'],
      },
      { name: 'number name', body: demo({ firstName: 12 }), fields: ['firstName'] },
      { name: 'array phone', body: demo({ phone: ['555'] }), fields: ['phone'] },
      { name: 'blank last name', body: demo({ lastName: '   ' }), fields: ['lastName'] },
      {
        name: 'leading-space e-mail',
        body: demo({ email: ' ada@example.com' }),
        fields: ['email'],
      },
      { name: 'bad domain', body: demo({ domain: 'not a domain' }), fields: ['domain'] },
      { name: 'bad page views', body: demo({ pageviews: 'lots' }), fields: ['pageviews'] },
      {
        name: 'name over the rule',
        body: demo({ firstName: 'a'.repeat(101) }),
        fields: ['firstName'],
      },
      { name: 'name over the shape', body: demo({ firstName: LONG }), fields: ['firstName'] },
    ],
  },
  {
    name: 'PUT auth/password/change',
    method: 'PUT',
    path: '/api/accounts/auth/password/change',
    who: 'owner',
    cases: [
      { name: 'missing everything', body: {}, fields: ['currentpassword', 'newpassword'] },
      {
        name: 'number current',
        body: { currentpassword: 1, newpassword: 'New#Pass2026' },
        fields: ['currentpassword'],
      },
      {
        name: 'empty current',
        body: { currentpassword: '', newpassword: 'New#Pass2026' },
        fields: ['currentpassword'],
      },
      {
        name: 'weak new',
        body: { currentpassword: 'Demo#Portal2026', newpassword: '12345678' },
        fields: ['newpassword'],
      },
      {
        name: 'too-long new',
        body: { currentpassword: 'Demo#Portal2026', newpassword: 'Aa1!'.repeat(40) },
        fields: ['newpassword'],
      },
      {
        name: 'wrong current',
        body: { currentpassword: 'Wrong#Pass2026', newpassword: 'New#Pass2026' },
        fields: ['currentpassword'],
        countsFailure: `current-password:${IDS.owner}`,
      },
    ],
  },
  {
    name: 'PUT users/:id (profile)',
    method: 'PUT',
    path: `/api/accounts/users/${IDS.owner}`,
    who: 'owner',
    cases: [
      {
        name: 'missing everything',
        body: {},
        fields: ['firstName', 'lastName', 'email', 'phoneNumber'],
      },
      { name: 'number name', body: profile({ firstName: 42 }), fields: ['firstName'] },
      { name: 'array e-mail', body: profile({ email: ['a@b.co'] }), fields: ['email'] },
      { name: 'blank last name', body: profile({ lastName: '  ' }), fields: ['lastName'] },
      { name: 'null phone', body: profile({ phoneNumber: null }), fields: ['phoneNumber'] },
      {
        name: 'leading-space e-mail',
        body: profile({ email: ' owner@demo.test' }),
        fields: ['email'],
      },
      { name: 'bad e-mail', body: profile({ email: 'owner@demo' }), fields: ['email'] },
      { name: 'bad phone', body: profile({ phoneNumber: 'call me' }), fields: ['phoneNumber'] },
      {
        name: 'name over the rule',
        body: profile({ firstName: 'a'.repeat(101) }),
        fields: ['firstName'],
      },
      { name: 'name over the shape', body: profile({ firstName: LONG }), fields: ['firstName'] },
      {
        name: "another user's e-mail",
        body: profile({ email: 'editor@demo.test', currentPassword: DEMO_PASSWORD }),
        fields: ['email'],
      },
    ],
  },
  {
    name: 'POST feedback',
    method: 'POST',
    path: '/api/accounts/feedback',
    who: 'owner',
    cases: [
      { name: 'missing message', body: {}, fields: ['message'] },
      { name: 'number message', body: { message: 3 }, fields: ['message'] },
      { name: 'array message', body: { message: ['hi'] }, fields: ['message'] },
      { name: 'blank message', body: { message: '   ' }, fields: ['message'] },
      { name: 'too-long message', body: { message: 'a'.repeat(2001) }, fields: ['message'] },
      { name: 'number page', body: { message: 'hi', page: 5 }, fields: ['page'] },
      { name: 'too-long page', body: { message: 'hi', page: 'p'.repeat(501) }, fields: ['page'] },
    ],
  },
  {
    name: 'POST support/sessions',
    method: 'POST',
    path: '/api/accounts/support/sessions',
    who: 'support',
    cases: [
      { name: 'missing everything', body: {}, fields: ['kind', 'accountUUID'] },
      {
        name: 'unknown kind',
        body: { kind: 'admin', accountUUID: IDS.otherAccount },
        fields: ['kind'],
      },
      { name: 'number account', body: { kind: 'mocked', accountUUID: 2 }, fields: ['accountUUID'] },
      {
        name: 'unknown account',
        body: { kind: 'mocked', accountUUID: UNKNOWN_UUID },
        fields: ['accountUUID'],
      },
      {
        name: 'leading-space account',
        body: { kind: 'mocked', accountUUID: ` ${IDS.otherAccount}` },
        fields: ['accountUUID'],
      },
      {
        name: 'too-long account',
        body: { kind: 'mocked', accountUUID: LONG },
        fields: ['accountUUID'],
      },
      {
        name: "another account's site",
        body: { kind: 'mockup', accountUUID: IDS.demoAccount, siteUUID: IDS.sites[3] },
        fields: ['siteUUID'],
      },
      {
        name: 'unknown product category',
        body: { kind: 'mockup', accountUUID: IDS.demoAccount, productCategory: 'ADS' },
        fields: ['productCategory'],
      },
    ],
  },
]

function demo(overrides: Record<string, unknown>) {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '+1 212 555 0199',
    domain: 'example.com',
    pageviews: '100,000',
    ...overrides,
  }
}

function profile(overrides: Record<string, unknown>) {
  return {
    firstName: 'Olivia',
    lastName: 'Owner',
    email: 'owner@demo.test',
    phoneNumber: '+1 212 555 0100',
    ...overrides,
  }
}

function send(c: Client, e: Endpoint, body: unknown): Promise<Reply> {
  if (e.encoding === 'form') {
    return c.request(e.method, e.path, { form: body as Record<string, string> })
  }
  return c.request(e.method, e.path, { json: body })
}

function assertFieldError(reply: Reply, fields: string[], status = 400) {
  assert.equal(reply.status, status, JSON.stringify(reply.body))
  assert.ok(Array.isArray(reply.body.error.fields), 'error.fields is a list')
  const got = fieldsOf(reply)
  for (const field of fields) assert.ok(got.includes(field), `expected ${field} in ${got}`)
  for (const f of reply.body.error.fields) assert.ok(f.message, 'every field error has a message')
}

for (const e of ENDPOINTS) {
  describe(`${e.name}: bad input`, () => {
    for (const item of e.cases) {
      it(`refuses ${item.name} with field errors and changes nothing`, async () => {
        const c = await clientFor(e.who)
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

    it('refuses invalid JSON (400 on _body) and changes nothing', async () => {
      const c = await clientFor(e.who)
      const before = await snapshot(h.db, TABLES)
      const reply = await c.request(e.method, e.path, {
        raw: '{"email": "owner@demo.test",',
        headers: { 'content-type': 'application/json' },
      })
      assertFieldError(reply, ['_body'])
      assert.equal(await snapshot(h.db, TABLES), before)
    })

    it('refuses a body nested 30,000 deep (60 KB) with 400 on _body, not a server error', async () => {
      const c = await clientFor(e.who)
      const before = await snapshot(h.db, TABLES)
      for (const raw of [DEEP_ARRAYS, DEEP_OBJECTS]) {
        const reply = await c.request(e.method, e.path, {
          raw,
          headers: { 'content-type': 'application/json' },
        })
        assertFieldError(reply, ['_body'])
      }
      assert.equal(await snapshot(h.db, TABLES), before)
    })

    it('refuses a JSON array or null as the body', async () => {
      const c = await clientFor(e.who)
      const before = await snapshot(h.db, TABLES)
      for (const raw of ['[]', 'null', '"text"', '42']) {
        const reply = await c.request(e.method, e.path, {
          raw,
          headers: { 'content-type': 'application/json' },
        })
        assertFieldError(reply, ['_body'])
      }
      assert.equal(await snapshot(h.db, TABLES), before)
    })

    it('refuses text/plain with 415', async () => {
      const c = await clientFor(e.who)
      const before = await snapshot(h.db, TABLES)
      const reply = await c.request(e.method, e.path, {
        raw: 'username=owner@demo.test&password=Demo#Portal2026',
        headers: { 'content-type': 'text/plain' },
      })
      assert.equal(reply.status, 415)
      assert.equal(reply.body.error.code, 'unsupported_media_type')
      assert.equal(await snapshot(h.db, TABLES), before)
    })

    it('refuses a body over 64 KB with 413', async () => {
      const c = await clientFor(e.who)
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

    it('refuses a malformed multipart body with 400, not a server error', async () => {
      const c = await clientFor(e.who)
      const before = await snapshot(h.db, TABLES)
      const reply = await c.request(e.method, e.path, {
        raw: 'not really multipart',
        headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
      })
      assert.equal(reply.status, 400, JSON.stringify(reply.body))
      assert.deepEqual(fieldsOf(reply), ['_body'])
      assert.equal(await snapshot(h.db, TABLES), before)
    })
  })
}

describe('POST login: encoding', () => {
  it('refuses a JSON body even with correct credentials', async () => {
    const before = await snapshot(h.db, TABLES)
    const reply = await new Client(h).request('POST', '/api/accounts/login', {
      json: { username: 'owner@demo.test', password: 'Demo#Portal2026' },
    })
    assertFieldError(reply, ['_body'])
    assert.equal(await snapshot(h.db, TABLES), before)
  })
  it('accepts the same credentials as multipart form data', async () => {
    const boundary = 'b0undary'
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
    const reply = await new Client(h).request('POST', '/api/accounts/login', {
      raw: `${part('username', 'analyst@demo.test')}${part('password', 'Demo#Portal2026')}--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    })
    assert.equal(reply.status, 200)
    assert.equal(reply.body.userUUID, IDS.analyst)
  })
})

describe('GET token: bad query', () => {
  const cases: Array<[string, string]> = [
    ['missing', ''],
    ['empty', '?tokenUUID='],
    ['not an id', '?tokenUUID=abc'],
    ['leading space', `?tokenUUID=%20${IDS.freshInviteToken}`],
    ['too long', `?tokenUUID=${LONG}`],
  ]
  for (const [name, query] of cases) {
    it(`refuses ${name} with a tokenUUID field error`, async () => {
      const reply = await new Client(h).get(`/api/accounts/token${query}`)
      assertFieldError(reply, ['tokenUUID'])
    })
  }
  it('answers 404 to an unknown token id', async () => {
    const reply = await new Client(h).get(`/api/accounts/token?tokenUUID=${UNKNOWN_UUID}`)
    assert.equal(reply.status, 404)
  })
})

describe('GET accounts/:id/sites: bad query', () => {
  const cases: Array<[string, string]> = [
    ['page 0', 'page=0'],
    ['negative page', 'page=-1'],
    ['text page', 'page=abc'],
    ['fractional page', 'page=1.5'],
    ['huge page', 'page=10001'],
    ['size 0', 'size=0'],
    ['size over 100', 'size=101'],
    ['text size', 'size=ten'],
    ['bad filter', 'filterRonSites=maybe'],
    ['upper-case filter', 'filterRonSites=TRUE'],
  ]
  for (const [name, query] of cases) {
    it(`refuses ${name} with a field error naming the parameter`, async () => {
      const c = await signedIn(h, 'owner@demo.test')
      const reply = await c.get(`/api/accounts/accounts/${IDS.demoAccount}/sites?${query}`)
      assertFieldError(reply, [query.split('=')[0]!])
    })
  }
  it('pages a valid query', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    const reply = await c.get(`/api/accounts/accounts/${IDS.demoAccount}/sites?page=2&size=2`)
    assert.equal(reply.status, 200)
    assert.equal(reply.body.totalRows, 3)
    assert.equal(reply.body.totalPages, 2)
    assert.equal(reply.body.currentPage, 2)
    assert.deepEqual(
      reply.body.items.map((s: { name: string }) => s.name),
      ['Metro Weekly'],
    )
  })
})

describe('GET commenting e-mail check: bad input', () => {
  for (const [name, value] of [
    ['not an e-mail', 'owner'],
    ['too long', `${'a'.repeat(260)}@demo.test`],
    ['a stray percent sign', 'a%zz@demo.test'],
    ['a malformed escape', '%E0%A4%A@demo.test'],
  ] as const) {
    it(`refuses ${name} with a 4xx and no server error`, async () => {
      const c = await signedIn(h, 'owner@demo.test')
      const reply = await c.get(`/api/commenting/v1/commenting/email/${encodeURIComponent(value)}`)
      assert.ok(reply.status >= 400 && reply.status < 500, `status ${reply.status}`)
      if (reply.status === 400) assert.deepEqual(fieldsOf(reply), ['email'])
    })
  }
})

describe('deeply nested bodies on the other services', () => {
  it('the player events, a comment, a vote and a PayPal save answer 400 on _body', async () => {
    const owner = await signedIn(h, 'owner@demo.test')
    const stranger = new Client(h)
    const calls: [Client, string, string, Record<string, string>][] = [
      [stranger, 'POST', '/api/player/events', {}],
      [
        stranger,
        'POST',
        `/api/commenting/public/v1/units/${COMMENTING_IDS.units[0].unit}/comments`,
        {},
      ],
      [
        stranger,
        'POST',
        `/api/ratings/public/v1/units/${IDS.ratings.units[0].unit}/votes`,
        {
          'x-rater-id': 'd'.repeat(32),
        },
      ],
      [owner, 'POST', `/api/accounts/accounts/${IDS.demoAccount}/paymentinfo/paypal`, {}],
    ]
    for (const [client, method, path, headers] of calls)
      for (const raw of [DEEP_ARRAYS, DEEP_OBJECTS]) {
        const reply = await client.request(method, path, {
          raw,
          headers: { 'content-type': 'application/json', 'x-test-ip': '10.91.0.1', ...headers },
        })
        assert.equal(reply.status, 400, `${path}: ${JSON.stringify(reply.body).slice(0, 200)}`)
        assert.deepEqual(fieldsOf(reply), ['_body'], path)
      }
  })
})
