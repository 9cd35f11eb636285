/**
 * General information and the sites page (ACCT-04/05, ACCT-16; API-01, API-02, API-36):
 * every field required and trimmed, the same rules as the form, tenant and permission checks,
 * and refused input leaves the account row exactly as it was.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { fieldsOf, fileHarness, IDS, signedIn, snapshot } from './harness'

const path = (account: string) => `/api/accounts/accounts/${account}`
const GOOD = {
  accountName: '  Demo Publisher Media  ',
  streetAddress: '1 Main Street',
  city: 'Springfield',
  zipCode: '12345',
  region: 'IL',
  country: 'United States',
}

const h = fileHarness()

describe('PUT accounts/{id} (API-02)', () => {
  it('saves all six fields trimmed and returns them; GET reads them back', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    const reply = await c.put(path(IDS.demoAccount), GOOD)
    assert.equal(reply.status, 200)
    assert.equal(reply.body.accountName, 'Demo Publisher Media')
    const read = await c.get(path(IDS.demoAccount))
    assert.equal(read.body.city, 'Springfield')
    assert.equal(read.body.accountName, 'Demo Publisher Media')
  })

  const bad: Array<[string, Record<string, unknown>, string]> = [
    ['a missing field', { ...GOOD, city: undefined }, 'city'],
    ['an empty field', { ...GOOD, zipCode: '' }, 'zipCode'],
    ['a blank field', { ...GOOD, region: '   ' }, 'region'],
    ['null', { ...GOOD, country: null }, 'country'],
    ['a number', { ...GOOD, accountName: 42 }, 'accountName'],
    ['an array', { ...GOOD, streetAddress: ['x'] }, 'streetAddress'],
    ['too long', { ...GOOD, accountName: 'x'.repeat(151) }, 'accountName'],
    ['too long zip', { ...GOOD, zipCode: '1'.repeat(21) }, 'zipCode'],
  ]
  for (const [name, body, field] of bad) {
    it(`refuses ${name} with a field error and saves nothing`, async () => {
      const c = await signedIn(h, 'owner@demo.test')
      const before = await snapshot(h.db, ['accounts'])
      const reply = await c.put(path(IDS.demoAccount), body)
      assert.equal(reply.status, 400)
      assert.ok(fieldsOf(reply).includes(field), JSON.stringify(reply.body))
      assert.equal(await snapshot(h.db, ['accounts']), before)
    })
  }

  it('refuses another account, a user without settings.general, and no session', async () => {
    const before = await snapshot(h.db, ['accounts'])
    const other = await signedIn(h, 'other@demo.test')
    assert.equal((await other.put(path(IDS.demoAccount), GOOD)).status, 403)
    const editor = await signedIn(h, 'editor@demo.test')
    assert.equal((await editor.put(path(IDS.demoAccount), GOOD)).status, 403)
    const anonymous = await signedIn(h, 'owner@demo.test')
    await anonymous.get('/api/accounts/auth/logout')
    assert.equal((await anonymous.put(path(IDS.demoAccount), GOOD)).status, 401)
    assert.equal(await snapshot(h.db, ['accounts']), before)
  })

  it('lets a mocked session save (ACCT-03)', async () => {
    const support = await signedIn(h, 'support@demo.test')
    await support.post('/api/accounts/support/sessions', {
      kind: 'mocked',
      accountUUID: IDS.otherAccount,
    })
    const reply = await support.put(path(IDS.otherAccount), {
      ...GOOD,
      accountName: 'Other Media Group',
    })
    assert.equal(reply.status, 200)
    assert.equal(reply.body.accountName, 'Other Media Group')
  })
})

describe('GET accounts/{id}/sites with paging (API-36)', () => {
  it('pages the sites with totals and absolute URLs', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    const first = await c.get(`${path(IDS.demoAccount)}/sites?page=1&size=2`)
    assert.equal(first.status, 200)
    assert.equal(first.body.totalRows, 3)
    assert.equal(first.body.totalPages, 2)
    assert.equal(first.body.items.length, 2)
    assert.match(first.body.items[0].url, /^http:\/\/portal\.test\/demo\/sites\//)
    const second = await c.get(`${path(IDS.demoAccount)}/sites?page=2&size=2`)
    assert.equal(second.body.items.length, 1)
  })
  it('refuses a bad page size and another account', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    assert.equal((await c.get(`${path(IDS.demoAccount)}/sites?size=0`)).status, 400)
    assert.equal((await c.get(`${path(IDS.demoAccount)}/sites?page=abc`)).status, 400)
    assert.equal((await c.get(`${path(IDS.otherAccount)}/sites?page=1`)).status, 403)
  })
})
