/**
 * Bad input to the account calls that take input (agreements, invitations, demo requests,
 * profile, feedback, support sessions), the sites and commenting e-mail queries, and deeply nested
 * bodies on the other services: every refusal is a 4xx that names the field, and changes nothing.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { COMMENTING_IDS } from '../../demo/server/commenting/seed'
import { Client, DEMO_PASSWORD, fieldsOf, fileHarness, IDS, signedIn } from './harness'
import {
  assertFieldError,
  DEEP_ARRAYS,
  DEEP_OBJECTS,
  describeBadInput,
  LONG,
  UNKNOWN_UUID,
  type Endpoint,
} from './bad-input-fixtures'

const h = fileHarness()

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

const ENDPOINTS: Endpoint[] = [
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

describeBadInput(h, ENDPOINTS)

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
