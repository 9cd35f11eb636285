/**
 * Support staff sessions (CORE-01, SHELL-30/31, API-18/19): mocked and mockup-generator
 * sessions opened from the support console, and the way back.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { ALL } from '../../demo/server/seed'
import { api, Client, fileHarness, IDS, signedIn, snapshot } from './harness'

const h = fileHarness()

describe('the support session itself', () => {
  it('signs in as support with no account and no permissions', async () => {
    const c = new Client(h)
    const reply = await c.login('support@demo.test')
    assert.equal(reply.status, 200)
    assert.equal(reply.body.support, true)
    assert.equal(reply.body.accountUUID, null)
    assert.deepEqual(reply.body.permissions, [])
    assert.equal(reply.body.mocked, false)
    assert.equal(reply.body.mockupGenerator, false)
  })
  it('lists accounts with their sites for the console', async () => {
    const c = await signedIn(h, 'support@demo.test')
    const reply = await c.get(api('/support/accounts'))
    assert.equal(reply.status, 200)
    const other = reply.body.items.find(
      (a: { accountUUID: string }) => a.accountUUID === IDS.otherAccount,
    )
    assert.equal(other.name, 'Other Media')
    assert.deepEqual(
      other.sites.map((s: { siteUUID: string }) => s.siteUUID),
      [IDS.sites[3]],
    )
    assert.deepEqual(reply.body.productCategories, ['EMBEDS', 'COMMENTING'])
  })
  it('publishers cannot use the support calls', async () => {
    for (const who of ['owner@demo.test', 'other@demo.test', 'noperm@demo.test']) {
      const c = await signedIn(h, who)
      const before = await snapshot(h.db, ['sessions'])
      const open = await c.post(api('/support/sessions'), {
        kind: 'mocked',
        accountUUID: IDS.otherAccount,
      })
      assert.equal(open.status, 403, who)
      assert.equal(await snapshot(h.db, ['sessions']), before)
      assert.equal((await c.get(api('/support/accounts'))).status, 403, who)
      // The publisher's own session is untouched.
      assert.equal((await c.get(api('/auth/session'))).body.email, who)
    }
  })
  it('a mocked session cannot open further support sessions', async () => {
    const c = await signedIn(h, 'support@demo.test')
    await c.post(api('/support/sessions'), { kind: 'mocked', accountUUID: IDS.otherAccount })
    const reply = await c.post(api('/support/sessions'), {
      kind: 'mocked',
      accountUUID: IDS.demoAccount,
    })
    assert.equal(reply.status, 403)
  })
})

describe('mocked session (impersonation)', () => {
  it('opens for Other Media with the permissions of its user', async () => {
    const c = await signedIn(h, 'support@demo.test')
    const open = await c.post(api('/support/sessions'), {
      kind: 'mocked',
      accountUUID: IDS.otherAccount,
    })
    assert.equal(open.status, 201)
    assert.deepEqual(open.body, { redirect: '/' })
    const session = (await c.get(api('/auth/session'))).body
    assert.equal(session.mocked, true)
    assert.equal(session.mockupGenerator, false)
    assert.equal(session.accountUUID, IDS.otherAccount)
    assert.equal(session.userUUID, IDS.other)
    assert.equal(session.email, 'other@demo.test')
    assert.equal(session.executorUUID, IDS.support)
    assert.deepEqual(session.permissions, ALL)
    assert.equal(session.showTermsAndConditions, false)
    const permissions = await c.get(api(`/users/${IDS.other}/permissions`))
    assert.equal(permissions.status, 200)
    assert.deepEqual(permissions.body.permissions, ALL)
    assert.equal(
      (await c.get(api(`/accounts/${IDS.otherAccount}`))).body.accountName,
      'Other Media',
    )
  })

  it('acts as the account user with the most permissions', async () => {
    const c = await signedIn(h, 'support@demo.test')
    await c.post(api('/support/sessions'), { kind: 'mocked', accountUUID: IDS.demoAccount })
    assert.equal((await c.get(api('/auth/session'))).body.userUUID, IDS.owner)
  })

  it('unmock returns {redirect: "/demo/support"} and the support session is back', async () => {
    const c = await signedIn(h, 'support@demo.test')
    const supportCookie = c.cookie('pp_session')!
    await c.post(api('/support/sessions'), { kind: 'mocked', accountUUID: IDS.otherAccount })
    const mockedCookie = c.cookie('pp_session')!
    const reply = await c.post(api('/auth/unmock'))
    assert.equal(reply.status, 200)
    assert.deepEqual(reply.body, { redirect: '/demo/support' })
    const session = (await c.get(api('/auth/session'))).body
    assert.equal(session.signedIn, true)
    assert.equal(session.userUUID, IDS.support)
    assert.equal(session.support, true)
    assert.equal(session.mocked, false)
    assert.equal(session.accountUUID, null)
    assert.equal((await c.get(api('/support/accounts'))).status, 200)
    // The mocked session is over, and the support session has a new id.
    for (const old of [mockedCookie, supportCookie]) {
      const replay = new Client(h)
      replay.setCookie('pp_session', old)
      assert.equal((await replay.put(api('/auth/session/extend'))).status, 401)
    }
    assert.notEqual(c.cookie('pp_session'), supportCookie)
  })

  it('admin extend is refused in a mocked session (wrong way back)', async () => {
    const c = await signedIn(h, 'support@demo.test')
    await c.post(api('/support/sessions'), { kind: 'mocked', accountUUID: IDS.otherAccount })
    const reply = await c.put(api('/auth/admin/session/extend'))
    assert.equal(reply.status, 403)
    assert.equal((await c.get(api('/auth/session'))).body.mocked, true)
  })

  it("a mocked session cannot change the acted-as user's password", async () => {
    const c = await signedIn(h, 'support@demo.test')
    await c.post(api('/support/sessions'), { kind: 'mocked', accountUUID: IDS.otherAccount })
    const reply = await c.changePassword('Taken#Over2026')
    assert.equal(reply.status, 403)
  })
})

describe('mockup-generator session', () => {
  it('has mockupGenerator true, manageEmbeds only, and the chosen site and product', async () => {
    const c = await signedIn(h, 'support@demo.test')
    const open = await c.post(api('/support/sessions'), {
      kind: 'mockup',
      accountUUID: IDS.demoAccount,
      siteUUID: IDS.sites[1],
      productCategory: 'COMMENTING',
    })
    assert.equal(open.status, 201)
    const session = (await c.get(api('/auth/session'))).body
    assert.equal(session.mockupGenerator, true)
    assert.equal(session.mocked, false)
    assert.equal(session.accountUUID, IDS.demoAccount)
    assert.equal(session.siteUUID, IDS.sites[1])
    assert.equal(session.productCategory, 'COMMENTING')
    assert.deepEqual(session.permissions, ['manageEmbeds'])
    assert.equal(session.executorUUID, IDS.support)
  })

  it('defaults the product category to EMBEDS', async () => {
    const c = await signedIn(h, 'support@demo.test')
    await c.post(api('/support/sessions'), { kind: 'mockup', accountUUID: IDS.demoAccount })
    assert.equal((await c.get(api('/auth/session'))).body.productCategory, 'EMBEDS')
  })

  it('PUT admin/session/extend returns to the support session', async () => {
    const c = await signedIn(h, 'support@demo.test')
    await c.post(api('/support/sessions'), { kind: 'mockup', accountUUID: IDS.demoAccount })
    const mockupCookie = c.cookie('pp_session')!
    const reply = await c.put(api('/auth/admin/session/extend'))
    assert.equal(reply.status, 200)
    assert.deepEqual(reply.body, { redirect: '/demo/support' })
    const session = (await c.get(api('/auth/session'))).body
    assert.equal(session.userUUID, IDS.support)
    assert.equal(session.support, true)
    assert.equal(session.mockupGenerator, false)
    const replay = new Client(h)
    replay.setCookie('pp_session', mockupCookie)
    assert.equal((await replay.get(api('/auth/session'))).body.signedIn, false)
  })

  it('unmock is refused in a mockup session', async () => {
    const c = await signedIn(h, 'support@demo.test')
    await c.post(api('/support/sessions'), { kind: 'mockup', accountUUID: IDS.demoAccount })
    assert.equal((await c.post(api('/auth/unmock'))).status, 403)
    assert.equal((await c.get(api('/auth/session'))).body.mockupGenerator, true)
  })
})

describe('leaving calls outside support sessions', () => {
  it('a publisher session cannot unmock or admin-extend, and stays signed in', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    const before = await snapshot(h.db, ['sessions'])
    assert.equal((await c.post(api('/auth/unmock'))).status, 403)
    assert.equal((await c.put(api('/auth/admin/session/extend'))).status, 403)
    assert.equal(await snapshot(h.db, ['sessions']), before)
    assert.equal((await c.get(api('/auth/session'))).body.userUUID, IDS.owner)
  })
  it('the support session itself cannot unmock', async () => {
    const c = await signedIn(h, 'support@demo.test')
    assert.equal((await c.post(api('/auth/unmock'))).status, 403)
    assert.equal((await c.get(api('/auth/session'))).body.support, true)
  })
})
