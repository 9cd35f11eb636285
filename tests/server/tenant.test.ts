/**
 * Tenant isolation and permissions: a user of one account cannot read or change another
 * account's data; inside an account, reading other users needs settings.users; payment
 * information needs settings.paymentInfo, which a mocked session does not get for free (ACCT-03).
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { ALL } from '../../demo/server/seed'
import { api, fileHarness, IDS, signedIn, snapshot, supportSession, withHarness } from './harness'

const h = fileHarness()

/** Demo Publisher's reads that a session without it must be refused. */
const DEMO_READS = [
  `/accounts/${IDS.demoAccount}`,
  `/accounts/${IDS.demoAccount}/sites`,
  `/accounts/${IDS.demoAccount}/paymentinfo`,
  `/users/${IDS.owner}/permissions`,
]

function profileBody(email: string) {
  return { firstName: 'Mallory', lastName: 'Intruder', email, phoneNumber: '+1 212 555 0666' }
}

for (const [label, who, theirAccount, theirUser] of [
  ['Other Media → Demo Publisher', 'other@demo.test', IDS.demoAccount, IDS.owner],
  ['Demo Publisher → Other Media', 'owner@demo.test', IDS.otherAccount, IDS.other],
] as const) {
  describe(`tenant isolation: ${label}`, () => {
    it('cannot read the other account', async () => {
      const c = await signedIn(h, who)
      const reply = await c.get(api(`/accounts/${theirAccount}`))
      assert.equal(reply.status, 403)
      assert.equal(reply.body.error.code, 'forbidden')
      assert.equal(reply.body.accountName, undefined)
    })
    it("cannot list the other account's sites, with or without a query", async () => {
      const c = await signedIn(h, who)
      for (const query of ['', '?filterRonSites=false', '?page=1&size=10']) {
        const reply = await c.get(api(`/accounts/${theirAccount}/sites${query}`))
        assert.equal(reply.status, 403, query)
        assert.equal(reply.body.items, undefined)
      }
    })
    it("cannot read the other account's payment information", async () => {
      const c = await signedIn(h, who)
      const reply = await c.get(api(`/accounts/${theirAccount}/paymentinfo`))
      assert.equal(reply.status, 403)
      assert.equal(reply.body.paymentInfo, undefined)
    })
    it("cannot read a user's permissions in the other account", async () => {
      const c = await signedIn(h, who)
      const reply = await c.get(api(`/users/${theirUser}/permissions`))
      assert.equal(reply.status, 403)
      assert.equal(reply.body.email, undefined)
    })
    it("cannot change a user's profile in the other account", async () => {
      const c = await signedIn(h, who)
      const before = await snapshot(h.db, ['users'])
      const reply = await c.put(api(`/users/${theirUser}`), profileBody('mallory@evil.test'))
      assert.equal(reply.status, 403)
      assert.equal(await snapshot(h.db, ['users']), before)
    })
    it('still reads its own account, sites and payment information', async () => {
      const c = await signedIn(h, who)
      const own = theirAccount === IDS.demoAccount ? IDS.otherAccount : IDS.demoAccount
      const account = await c.get(api(`/accounts/${own}`))
      assert.equal(account.status, 200)
      assert.equal(account.body.accountUUID, own)
      const sites = await c.get(api(`/accounts/${own}/sites`))
      assert.equal(sites.status, 200)
      assert.ok(sites.body.items.length > 0)
      assert.equal((await c.get(api(`/accounts/${own}/paymentinfo`))).status, 200)
    })
  })
}

describe('tenant isolation: the data itself', () => {
  it("lists only the account's own sites", async () => {
    const c = await signedIn(h, 'owner@demo.test')
    const reply = await c.get(api(`/accounts/${IDS.demoAccount}/sites?filterRonSites=false`))
    assert.deepEqual(
      reply.body.items.map((s: { siteUUID: string }) => s.siteUUID).sort(),
      IDS.sites.slice(0, 3).sort(),
    )
  })
  it("payment information shows only the account's own methods", async () => {
    const demo = await signedIn(h, 'owner@demo.test')
    assert.deepEqual(
      (await demo.get(api(`/accounts/${IDS.demoAccount}/paymentinfo`))).body.paymentInfo,
      [],
    )
    const other = await signedIn(h, 'other@demo.test')
    const reply = await other.get(api(`/accounts/${IDS.otherAccount}/paymentinfo`))
    assert.equal(reply.body.paymentInfo.length, 1)
    assert.equal(reply.body.paymentInfo[0].paymentType, 'PAYPAL')
  })
  it('a support session (no account) reads no account', async () => {
    const c = await signedIn(h, 'support@demo.test')
    for (const path of DEMO_READS) assert.equal((await c.get(api(path))).status, 403, path)
  })
  it('a mocked session of Other Media cannot reach Demo Publisher', async () => {
    const c = await supportSession(h, 'mocked', IDS.otherAccount)
    for (const path of DEMO_READS) assert.equal((await c.get(api(path))).status, 403, path)
    assert.equal((await c.get(api(`/accounts/${IDS.otherAccount}`))).status, 200)
  })
  it('a mockup session of Demo Publisher cannot reach Other Media', async () => {
    const c = await supportSession(h, 'mockup', IDS.demoAccount)
    assert.equal((await c.get(api(`/accounts/${IDS.otherAccount}/sites`))).status, 403)
    assert.equal((await c.get(api(`/accounts/${IDS.demoAccount}/sites`))).status, 200)
  })
})

describe('permissions inside an account', () => {
  it("a user without settings.users cannot read another user's permissions", async () => {
    for (const who of ['analyst@demo.test', 'editor@demo.test', 'noperm@demo.test']) {
      const c = await signedIn(h, who)
      const reply = await c.get(api(`/users/${IDS.owner}/permissions`))
      assert.equal(reply.status, 403, who)
      assert.equal(reply.body.permissions, undefined)
    }
  })
  it('every user reads their own permissions', async () => {
    for (const [who, id, permissions] of [
      ['analyst@demo.test', IDS.analyst, ['home.adMetrics']],
      ['noperm@demo.test', IDS.noperm, []],
      ['owner@demo.test', IDS.owner, ALL],
    ] as const) {
      const c = await signedIn(h, who)
      const reply = await c.get(api(`/users/${id}/permissions`))
      assert.equal(reply.status, 200, who)
      assert.deepEqual(reply.body.permissions, permissions)
      assert.equal(reply.body.userUUID, id)
    }
  })
  it('a settings.users holder reads other users of the same account', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    const reply = await c.get(api(`/users/${IDS.analyst}/permissions`))
    assert.equal(reply.status, 200)
    assert.deepEqual(reply.body.permissions, ['home.adMetrics'])
    assert.equal(reply.body.email, 'analyst@demo.test')
  })
  it('an unknown user id is refused like a foreign one', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    const reply = await c.get(api('/users/9f9f9f9f-0000-4000-8000-000000000000/permissions'))
    assert.equal(reply.status, 403)
  })
  it("a user cannot change another same-account user's profile", async () => {
    const c = await signedIn(h, 'owner@demo.test')
    const before = await snapshot(h.db, ['users'])
    const reply = await c.put(api(`/users/${IDS.analyst}`), profileBody('analyst@demo.test'))
    assert.equal(reply.status, 403)
    assert.equal(await snapshot(h.db, ['users']), before)
  })
  it('noperm@demo.test cannot read payment information', async () => {
    const c = await signedIn(h, 'noperm@demo.test')
    const reply = await c.get(api(`/accounts/${IDS.demoAccount}/paymentinfo`))
    assert.equal(reply.status, 403)
    assert.equal(reply.body.error.code, 'forbidden')
  })
  it('users without settings.paymentInfo cannot read payment information', async () => {
    for (const who of ['analyst@demo.test', 'editor@demo.test']) {
      const c = await signedIn(h, who)
      assert.equal((await c.get(api(`/accounts/${IDS.demoAccount}/paymentinfo`))).status, 403)
    }
  })
  it('every user of the account reads the account and its sites', async () => {
    const c = await signedIn(h, 'noperm@demo.test')
    assert.equal((await c.get(api(`/accounts/${IDS.demoAccount}`))).status, 200)
    assert.equal((await c.get(api(`/accounts/${IDS.demoAccount}/sites`))).status, 200)
  })
})

/** Leaves `user` only settings.general and manageEmbeds. */
const onlyGeneralAndEmbeds = (local: typeof h, user: string) =>
  local.db
    .updateTable('users')
    .set({ permissions: JSON.stringify(['settings.general', 'manageEmbeds']) })
    .where('user_uuid', '=', user)
    .execute()

describe('mocked and mockup sessions and payment information', () => {
  it('a mocked session acting as a user without settings.paymentInfo cannot read it', async () => {
    await withHarness(async (local) => {
      await onlyGeneralAndEmbeds(local, IDS.other)
      const c = await supportSession(local, 'mocked', IDS.otherAccount)
      const session = await c.get(api('/auth/session'))
      assert.equal(session.body.mocked, true)
      assert.equal(session.body.userUUID, IDS.other)
      const reply = await c.get(api(`/accounts/${IDS.otherAccount}/paymentinfo`))
      assert.equal(reply.status, 403)
      assert.equal(reply.body.paymentInfo, undefined)
      // Every other settings tab is open to a mocked session.
      assert.equal((await c.get(api(`/accounts/${IDS.otherAccount}`))).status, 200)
      assert.equal((await c.get(api(`/accounts/${IDS.otherAccount}/sites`))).status, 200)
    })
  })
  it('a mocked session acting as a user who holds settings.paymentInfo may read it', async () => {
    const c = await supportSession(h, 'mocked', IDS.otherAccount)
    const reply = await c.get(api(`/accounts/${IDS.otherAccount}/paymentinfo`))
    assert.equal(reply.status, 200)
    assert.equal(reply.body.paymentInfo.length, 1)
  })
  it('a mocked session reads users of the account without holding settings.users', async () => {
    await withHarness(async (local) => {
      // Only the owner keeps a permission list; make it lack settings.users.
      await onlyGeneralAndEmbeds(local, IDS.owner)
      const c = await supportSession(local, 'mocked', IDS.demoAccount)
      assert.equal((await c.get(api('/auth/session'))).body.userUUID, IDS.owner)
      const reply = await c.get(api(`/users/${IDS.analyst}/permissions`))
      assert.equal(reply.status, 200)
      assert.deepEqual(reply.body.permissions, ['home.adMetrics'])
      // ...but not payment information.
      assert.equal((await c.get(api(`/accounts/${IDS.demoAccount}/paymentinfo`))).status, 403)
    })
  })
  it('a mockup session has only manageEmbeds: no payment information, no other users', async () => {
    const c = await supportSession(h, 'mockup', IDS.demoAccount)
    assert.equal((await c.get(api(`/accounts/${IDS.demoAccount}/paymentinfo`))).status, 403)
    assert.equal((await c.get(api(`/users/${IDS.owner}/permissions`))).status, 403)
  })
  it('a mockup session reads its own permission list (manageEmbeds)', async () => {
    const c = await supportSession(h, 'mockup', IDS.demoAccount)
    const session = await c.get(api('/auth/session'))
    assert.equal(session.body.mockupGenerator, true)
    const reply = await c.get(api(`/users/${session.body.userUUID}/permissions`))
    assert.equal(reply.status, 200, JSON.stringify(reply.body))
    assert.deepEqual(reply.body.permissions, ['manageEmbeds'])
  })
  it('a mocked or mockup session cannot change the profile it acts as', async () => {
    for (const kind of ['mocked', 'mockup'] as const) {
      const c = await supportSession(h, kind, IDS.demoAccount)
      const userUUID = (await c.get(api('/auth/session'))).body.userUUID
      const before = await snapshot(h.db, ['users'])
      const reply = await c.put(api(`/users/${userUUID}`), profileBody('mallory@evil.test'))
      assert.equal(reply.status, 403, kind)
      assert.equal(await snapshot(h.db, ['users']), before)
    }
  })
})
