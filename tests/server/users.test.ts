/**
 * Users tab calls, the list and new users (ACCT-08..15, API-03..05): list, add and read, with the
 * guards (session, settings.users, tenant) and bad input that must answer 4xx with field errors
 * and leave the database exactly as it was.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { Client, fieldsOf, IDS, mailsTo, signedIn, snapshot, withHarness } from './harness'
import { GOOD, list, mocked, TABLES, UNKNOWN, userPath, userRow } from './users-fixtures'

describe('list users (API-03)', () => {
  it("gives the account's users with status and permissions, no other tenant, no support", () =>
    withHarness(async (h) => {
      const c = await signedIn(h, 'owner@demo.test')
      const reply = await c.get(list(IDS.demoAccount))
      assert.equal(reply.status, 200)
      const emails = (reply.body.items as { email: string }[]).map((u) => u.email).sort()
      assert.deepEqual(emails, [
        'analyst@demo.test',
        'created@demo.test',
        'editor@demo.test',
        'invited@demo.test',
        'newuser@demo.test',
        'noperm@demo.test',
        'owner@demo.test',
        'terms@demo.test',
      ])
      const created = reply.body.items.find(
        (u: { email: string }) => u.email === 'created@demo.test',
      )
      assert.deepEqual(created, {
        userUUID: IDS.created,
        firstName: 'Cora',
        lastName: 'Created',
        email: 'created@demo.test',
        phoneNumber: '+1 212 555 0100',
        userStatus: 'CREATED',
        permissions: ['home.adMetrics'],
      })
      assert.ok(reply.body.items.every((u: object) => !('password_hash' in u)))
    }))

  it('refuses no session (401), no settings.users (403) and another account (403)', () =>
    withHarness(async (h) => {
      assert.equal((await new Client(h).get(list(IDS.demoAccount))).status, 401)
      const analyst = await signedIn(h, 'analyst@demo.test')
      assert.equal((await analyst.get(list(IDS.demoAccount))).status, 403)
      const owner = await signedIn(h, 'owner@demo.test')
      const other = await owner.get(list(IDS.otherAccount))
      assert.equal(other.status, 403)
      assert.equal(JSON.stringify(other.body).includes('other@demo.test'), false)
    }))

  it('a mocked session passes the settings.users check', () =>
    withHarness(async (h) => {
      const c = await mocked(h)
      const reply = await c.get(list(IDS.demoAccount))
      assert.equal(reply.status, 200)
      assert.equal(reply.body.items.length, 8)
    }))
})

describe('add a user (API-04)', () => {
  it('creates a CREATED user with the permissions in order, once each, e-mail lower-cased', () =>
    withHarness(async (h) => {
      const c = await signedIn(h, 'owner@demo.test')
      const reply = await c.post(list(IDS.demoAccount), GOOD)
      assert.equal(reply.status, 201)
      assert.equal(reply.body.userStatus, 'CREATED')
      assert.equal(reply.body.email, 'grace@demo.test')
      assert.deepEqual(reply.body.permissions, ['settings.sites', 'manageEmbeds', 'home.adMetrics'])
      const row = (await userRow(h, reply.body.userUUID))!
      assert.equal(row.account_uuid, IDS.demoAccount)
      assert.equal(row.status, 'CREATED')
      assert.equal(row.password_hash, null)
      assert.equal(row.first_name, 'Grace')
      assert.equal(row.phone, '+1 212 555 0199')
      const listed = (await c.get(list(IDS.demoAccount))).body.items
      assert.ok(listed.some((u: { email: string }) => u.email === 'grace@demo.test'))
      // Nobody was e-mailed: inviting is a separate step.
      assert.equal((await mailsTo(h.db, 'grace@demo.test')).length, 0)
    }))

  it('accepts an empty permission list', () =>
    withHarness(async (h) => {
      const c = await signedIn(h, 'owner@demo.test')
      const reply = await c.post(list(IDS.demoAccount), { ...GOOD, permissions: [] })
      assert.equal(reply.status, 201)
      assert.deepEqual(reply.body.permissions, [])
    }))

  const bad: Array<[string, unknown, string[]]> = [
    ['no fields', {}, ['firstName', 'lastName', 'email', 'phoneNumber', 'permissions']],
    [
      'empty and blank strings',
      { firstName: '', lastName: '   ', email: '', phoneNumber: null, permissions: [] },
      ['firstName', 'lastName', 'email', 'phoneNumber'],
    ],
    ['a first name too long', { ...GOOD, firstName: 'G'.repeat(101) }, ['firstName']],
    ['a last name far too long', { ...GOOD, lastName: 'H'.repeat(600) }, ['lastName']],
    [
      'a leading space',
      { ...GOOD, firstName: ' Grace', phoneNumber: ' +1 212 555 0199' },
      ['firstName', 'phoneNumber'],
    ],
    ['a bad e-mail', { ...GOOD, email: 'grace@' }, ['email']],
    ['an e-mail with a space', { ...GOOD, email: 'grace hopper@demo.test' }, ['email']],
    ['a taken e-mail', { ...GOOD, email: 'analyst@demo.test' }, ['email']],
    ['a taken e-mail in capitals', { ...GOOD, email: 'OTHER@demo.test' }, ['email']],
    ['a bad phone', { ...GOOD, phoneNumber: 'call me' }, ['phoneNumber']],
    ['an unknown permission', { ...GOOD, permissions: ['settings.everything'] }, ['permissions']],
    ['the misspelled sites string', { ...GOOD, permissions: ['setttings.sites'] }, ['permissions']],
    ['permissions not a list', { ...GOOD, permissions: 'manageEmbeds' }, ['permissions']],
    ['a permission not a string', { ...GOOD, permissions: [7] }, ['permissions.0']],
    ['a number for a name', { ...GOOD, firstName: 42 }, ['firstName']],
  ]
  for (const [name, body, fields] of bad) {
    it(`refuses ${name} with 400 and field errors, and saves nothing`, () =>
      withHarness(async (h) => {
        const c = await signedIn(h, 'owner@demo.test')
        const before = await snapshot(h.db, TABLES)
        const reply = await c.post(list(IDS.demoAccount), body)
        assert.equal(reply.status, 400)
        assert.deepEqual(fieldsOf(reply).sort(), [...fields].sort())
        assert.equal(await snapshot(h.db, TABLES), before)
      }))
  }

  it('refuses a body that is not JSON', () =>
    withHarness(async (h) => {
      const c = await signedIn(h, 'owner@demo.test')
      const before = await snapshot(h.db, TABLES)
      const reply = await c.request('POST', list(IDS.demoAccount), {
        raw: '{"firstName":',
        headers: { 'content-type': 'application/json' },
      })
      assert.equal(reply.status, 400)
      assert.deepEqual(fieldsOf(reply), ['_body'])
      assert.equal(await snapshot(h.db, TABLES), before)
    }))

  it('refuses no session, no permission and another tenant, and saves nothing', () =>
    withHarness(async (h) => {
      const analyst = await signedIn(h, 'analyst@demo.test')
      const other = await signedIn(h, 'other@demo.test')
      const owner = await signedIn(h, 'owner@demo.test')
      const before = await snapshot(h.db, TABLES)
      assert.equal((await new Client(h).post(list(IDS.demoAccount), GOOD)).status, 401)
      assert.equal((await analyst.post(list(IDS.demoAccount), GOOD)).status, 403)
      assert.equal((await other.post(list(IDS.demoAccount), GOOD)).status, 403)
      assert.equal((await owner.post(list(IDS.otherAccount), GOOD)).status, 403)
      assert.equal((await owner.post(list(UNKNOWN), GOOD)).status, 403)
      assert.equal(await snapshot(h.db, TABLES), before)
    }))

  it('a mocked session may add users', () =>
    withHarness(async (h) => {
      const c = await mocked(h)
      const reply = await c.post(list(IDS.demoAccount), GOOD)
      assert.equal(reply.status, 201)
    }))
})

describe('read one user (API-05)', () => {
  it("a settings.users holder reads a user of the account; others' users and no permission are refused", () =>
    withHarness(async (h) => {
      const owner = await signedIn(h, 'owner@demo.test')
      const reply = await owner.get(userPath(IDS.analyst, '/permissions'))
      assert.equal(reply.status, 200)
      assert.equal(reply.body.email, 'analyst@demo.test')
      assert.deepEqual(reply.body.permissions, ['home.adMetrics'])
      assert.equal((await owner.get(userPath(IDS.other, '/permissions'))).status, 403)
      const analyst = await signedIn(h, 'analyst@demo.test')
      assert.equal((await analyst.get(userPath(IDS.owner, '/permissions'))).status, 403)
    }))
})
