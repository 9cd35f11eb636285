/**
 * Server-side gates the screens already have (issue 6): the Publisher Agreement before anything
 * else (AUTH-25/26), Payment Information only with its explicit permission in a mocked session
 * (ACCT-03), and the current password for a new sign-in e-mail (PROF-04).
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { ALL } from '../../demo/server/seed'
import {
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
} from '../../src/areas/profile/lib/profile-rules'
import {
  api,
  Client,
  DEMO_PASSWORD,
  fieldsOf,
  fileHarness,
  type Harness,
  IDS,
  signedIn,
  snapshot,
  withHarness,
} from './harness'

const commenting = (path: string) => `/api/commenting${path}`

const h = fileHarness()

describe('the Publisher Agreement comes first', () => {
  const gated = (c: Client) => [
    () => c.get(api(`/accounts/${IDS.demoAccount}/sites?filterRonSites=false`)),
    () => c.get(api(`/accounts/${IDS.demoAccount}`)),
    () => c.get(api('/utils/ip')),
    () => c.get(api('/dashboard/message')),
    () => c.post(api('/feedback'), { message: 'Hello', page: '/dashboard/home' }),
    () =>
      c.put(api(`/users/${IDS.terms}`), {
        firstName: 'Tess',
        lastName: 'Terms',
        email: 'terms@demo.test',
        phoneNumber: '+1 212 555 0100',
      }),
    () => c.get(commenting(`/v1/sites/${IDS.sites[0]}/commenting`)),
    () => c.get(commenting(`/v1/accounts/${IDS.demoAccount}/product-access-requests`)),
  ]

  it('answers 403 to every other call until the agreement is accepted, then they work', () =>
    withHarness(async (local) => {
      const c = await signedIn(local, 'terms@demo.test')
      const before = await snapshot(local.db, ['feedback', 'users'])
      for (const call of gated(c)) {
        const reply = await call()
        assert.equal(reply.status, 403)
        assert.equal(reply.body.error.code, 'agreement_required')
        assert.match(reply.body.error.message, /Publisher Agreement/)
      }
      assert.equal(await snapshot(local.db, ['feedback', 'users']), before)

      // What the agreement screen and the shell need stays open.
      const session = await c.get(api('/auth/session'))
      assert.equal(session.status, 200)
      assert.equal(session.body.showTermsAndConditions, true)
      assert.equal((await c.put(api('/auth/session/extend'))).status, 200)
      const permissions = await c.get(api(`/users/${IDS.terms}/permissions`))
      assert.equal(permissions.status, 200)
      assert.deepEqual(permissions.body.permissions, ['manageEmbeds'])
      // Someone else's permissions are not part of that.
      assert.equal((await c.get(api(`/users/${IDS.owner}/permissions`))).status, 403)

      const accept = await c.put(api(`/agreements/${IDS.agreement}`), { userUUID: IDS.terms })
      assert.equal(accept.status, 200)
      assert.equal(accept.body.showTermsAndConditions, false)
      const sites = await c.get(api(`/accounts/${IDS.demoAccount}/sites?filterRonSites=false`))
      assert.equal(sites.status, 200)
      assert.ok(sites.body.items.length > 0)
      assert.equal((await c.get(api('/utils/ip'))).status, 200)
      // The commenting call now gets its own answer (the same as the owner's), not the gate's.
      const unit = await c.get(commenting(`/v1/sites/${IDS.sites[0]}/commenting`))
      const owner = await signedIn(local, 'owner@demo.test')
      const ownerUnit = await owner.get(commenting(`/v1/sites/${IDS.sites[0]}/commenting`))
      assert.equal(unit.status, ownerUnit.status)
      assert.notEqual(unit.body?.error?.code, 'agreement_required')
    }))

  it('logout works before accepting', async () => {
    const c = await signedIn(h, 'terms@demo.test')
    assert.equal((await c.get(api('/auth/logout'))).status, 204)
    assert.equal((await c.get(api('/auth/session'))).body.signedIn, false)
  })

  it('a user without the requirement is not gated', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    const reply = await c.get(api(`/accounts/${IDS.demoAccount}/sites?filterRonSites=false`))
    assert.equal(reply.status, 200)
  })

  it('an invited user can set a password before accepting, which accepts the agreement', () =>
    withHarness(async (local) => {
      const c = new Client(local)
      await c.get(api(`/auth/invitation/${IDS.freshInviteToken}`))
      const check = await c.get(commenting('/v1/commenting/email/newuser%40demo.test'))
      assert.notEqual(check.status, 403)
      const activate = await c.put(api('/auth/user/activate'), {
        userUUID: IDS.invitedFresh,
        updatedPassword: 'Fresh#Start2026',
      })
      assert.equal(activate.status, 200)
      // Submitting the sign-up form accepts the agreement it showed (AUTH-20/24): the gate opens.
      assert.equal(activate.body.showTermsAndConditions, false)
      const sites = await c.get(api(`/accounts/${IDS.demoAccount}/sites`))
      assert.equal(sites.status, 200)
    }))

  it('a mocked session acting as a user with pending terms is not gated', () =>
    withHarness(async (local) => {
      // Terms apply to the user's own sign-in only (showTermsAndConditions is false when mocked).
      await local.db
        .updateTable('users')
        .set({ terms_required: 1 })
        .where('user_uuid', '=', IDS.other)
        .execute()
      const c = await signedIn(local, 'support@demo.test')
      await c.post(api('/support/sessions'), { kind: 'mocked', accountUUID: IDS.otherAccount })
      assert.equal((await c.get(api(`/accounts/${IDS.otherAccount}/sites`))).status, 200)
    }))
})

describe('Payment Information needs the explicit permission in a mocked session (ACCT-03)', () => {
  const withoutPayment = ALL.filter((p) => p !== 'settings.paymentInfo')

  async function mockedOther(local: Harness, permissions: readonly string[]) {
    await local.db
      .updateTable('users')
      .set({ permissions: JSON.stringify(permissions) })
      .where('user_uuid', '=', IDS.other)
      .execute()
    const c = await signedIn(local, 'support@demo.test')
    const open = await c.post(api('/support/sessions'), {
      kind: 'mocked',
      accountUUID: IDS.otherAccount,
    })
    assert.equal(open.status, 201)
    return c
  }

  it('without settings.paymentInfo: 403 on the payment calls, nothing saved; other tabs pass', () =>
    withHarness(async (local) => {
      const c = await mockedOther(local, [])
      const before = await snapshot(local.db, ['payment_methods', 'uploads'])
      const summary = await c.get(api(`/accounts/${IDS.otherAccount}/paymentinfo`))
      assert.equal(summary.status, 403)
      const save = await c.post(api(`/accounts/${IDS.otherAccount}/paymentinfo/paypal`), {
        paypalUserName: 'payouts@other.test',
      })
      assert.equal(save.status, 403)
      assert.equal(await snapshot(local.db, ['payment_methods', 'uploads']), before)
      // The other Account Settings permissions are passed by the mocked session (ACCT-03).
      const general = await c.put(api(`/accounts/${IDS.otherAccount}`), {
        accountName: 'Other Media',
        streetAddress: '1 Main Street',
        city: 'Springfield',
        zipCode: '12345',
        region: 'IL',
        country: 'US',
      })
      assert.equal(general.status, 200)
    }))

  it('with every other permission but payment info: still 403', () =>
    withHarness(async (local) => {
      const c = await mockedOther(local, withoutPayment)
      assert.equal((await c.get(api(`/accounts/${IDS.otherAccount}/paymentinfo`))).status, 403)
    }))

  it('with settings.paymentInfo: the payment calls pass', () =>
    withHarness(async (local) => {
      const c = await mockedOther(local, ['settings.paymentInfo'])
      assert.equal((await c.get(api(`/accounts/${IDS.otherAccount}/paymentinfo`))).status, 200)
      const save = await c.post(api(`/accounts/${IDS.otherAccount}/paymentinfo/paypal`), {
        paypalUserName: 'payouts@other.test',
      })
      assert.equal(save.status, 201)
    }))
})

describe('a new sign-in e-mail needs the current password (PROF-04)', () => {
  const body = (email: string, currentPassword?: string | null) => ({
    firstName: 'Andrea',
    lastName: 'Analyst',
    email,
    phoneNumber: '+1 212 555 0142',
    ...(currentPassword !== undefined ? { currentPassword } : {}),
  })
  const emailOf = async (local: Harness) =>
    (
      await local.db
        .selectFrom('users')
        .select('email')
        .where('user_uuid', '=', IDS.analyst)
        .executeTakeFirstOrThrow()
    ).email

  it('refuses a change without the current password or with a wrong one; nothing saved', () =>
    withHarness(async (local) => {
      const c = await signedIn(local, 'analyst@demo.test')
      const before = await snapshot(local.db, ['users'])
      for (const [password, message] of [
        [undefined, CURRENT_PASSWORD_REQUIRED],
        [null, CURRENT_PASSWORD_REQUIRED],
        ['', CURRENT_PASSWORD_REQUIRED],
        ['Wrong#Password1', CURRENT_PASSWORD_WRONG],
      ] as const) {
        const reply = await c.put(api(`/users/${IDS.analyst}`), body('new@demo.test', password))
        assert.equal(reply.status, 400, String(password))
        assert.deepEqual(fieldsOf(reply), ['currentPassword'])
        assert.equal(reply.body.error.fields[0].message, message)
      }
      assert.equal(await snapshot(local.db, ['users']), before)
      assert.equal(await emailOf(local), 'analyst@demo.test')
      // A taken address is not revealed without the password either.
      const taken = await c.put(api(`/users/${IDS.analyst}`), body('owner@demo.test'))
      assert.deepEqual(fieldsOf(taken), ['currentPassword'])
    }))

  it('saves the new e-mail with the right current password; it signs in', () =>
    withHarness(async (local) => {
      const c = await signedIn(local, 'analyst@demo.test')
      const reply = await c.put(
        api(`/users/${IDS.analyst}`),
        body('New.Address@Demo.test', DEMO_PASSWORD),
      )
      assert.equal(reply.status, 200)
      assert.equal(reply.body.email, 'new.address@demo.test')
      assert.equal(await emailOf(local), 'new.address@demo.test')
      assert.equal((await new Client(local).login('new.address@demo.test')).status, 200)
    }))

  it('other profile changes, or the same e-mail in another case, need no password', () =>
    withHarness(async (local) => {
      const c = await signedIn(local, 'analyst@demo.test')
      const reply = await c.put(api(`/users/${IDS.analyst}`), body('Analyst@Demo.test'))
      assert.equal(reply.status, 200)
      assert.equal(await emailOf(local), 'analyst@demo.test')
    }))
})
