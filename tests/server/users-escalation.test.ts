/**
 * Permission escalation (issue 6): outside mocked sessions a user grants only permissions they
 * hold and cannot edit, delete or invite a user who holds one they lack (API-04, 06, 07, 08).
 * Every refusal is a 403 with a clear message and leaves the database exactly as it was.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { ALL } from '../../demo/server/seed'
import { GRANT_REFUSED, MANAGE_REFUSED } from '../../src/areas/account/users/lib/user-rules'
import {
  api,
  expectRefused,
  IDS,
  rowOf,
  signedIn,
  type Harness,
  supportSession,
  withHarness,
} from './harness'

const list = api(`/accounts/${IDS.demoAccount}/users/permissions`)
const userPath = (id: string, rest = '') => api(`/users/${id}${rest}`)
const TABLES = ['users', 'tokens', 'outbox']
const MANAGER = '5a5a5a5a-0000-4000-8000-000000000001'
const MANAGER_EMAIL = 'manager@demo.test'

const NEW_USER = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@demo.test',
  phoneNumber: '+1 212 555 0199',
}

/** The seed with one more active user who holds settings.users and sites (as `setttings`). */
function withManager(run: (h: Harness) => Promise<void>) {
  return withHarness(async (h) => {
    const owner = await rowOf(h.db, 'users', { user_uuid: IDS.owner })
    await h.db
      .insertInto('users')
      .values({
        ...owner,
        user_uuid: MANAGER,
        email: MANAGER_EMAIL,
        first_name: 'Manny',
        last_name: 'Manager',
        permissions: JSON.stringify(['settings.users', 'setttings.sites']),
        created_at: owner.created_at + 1,
      })
      .execute()
    await run(h)
  })
}

async function permissionsOf(h: Harness, id: string): Promise<string[] | null> {
  const row = await h.db
    .selectFrom('users')
    .select('permissions')
    .where('user_uuid', '=', id)
    .executeTakeFirst()
  return row ? (JSON.parse(row.permissions) as string[]) : null
}

/** A user's editable fields as the edit form sends them, read from the database. */
async function userOf(h: Harness, id: string) {
  const row = await rowOf(h.db, 'users', { user_uuid: id })
  return { firstName: row.first_name, lastName: row.last_name, phoneNumber: row.phone }
}

function edit(user: Record<string, unknown>, permissions: string[]) {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    permissions,
  }
}

describe('a settings.users user without every permission (issue 6)', () => {
  it('cannot add a user with all seven permissions (API-04): 403, no row', () =>
    withManager(async (h) => {
      const c = await signedIn(h, MANAGER_EMAIL)
      const reply = await expectRefused(
        h.db,
        TABLES,
        () => c.post(list, { ...NEW_USER, permissions: ALL }),
        403,
      )
      assert.match(reply.body.error.message, new RegExp(`^${GRANT_REFUSED}: `))
      assert.match(reply.body.error.message, /Edit payment information/)
      assert.doesNotMatch(reply.body.error.message, /Manage sites/)
    }))

  it('may add a user with permissions they hold (settings.sites through its misspelling)', () =>
    withManager(async (h) => {
      const c = await signedIn(h, MANAGER_EMAIL)
      const reply = await c.post(list, {
        ...NEW_USER,
        permissions: ['settings.sites', 'settings.users'],
      })
      assert.equal(reply.status, 201)
      assert.deepEqual(await permissionsOf(h, reply.body.userUUID), [
        'settings.users',
        'settings.sites',
      ])
    }))

  it('cannot grant settings.paymentInfo on edit (API-06): 403, unchanged', () =>
    withManager(async (h) => {
      const c = await signedIn(h, MANAGER_EMAIL)
      const noperm = await userOf(h, IDS.noperm)
      const grant = edit({ ...noperm, firstName: 'Changed' }, [
        'settings.sites',
        'settings.paymentInfo',
      ])
      const reply = await expectRefused(
        h.db,
        TABLES,
        () => c.put(userPath(IDS.noperm, '/permissions'), grant),
        403,
      )
      assert.equal(reply.body.error.message, `${GRANT_REFUSED}: Edit payment information`)
      assert.deepEqual(await permissionsOf(h, IDS.noperm), [])
    }))

  it("cannot strip the owner's permissions (API-06): 403, unchanged", () =>
    withManager(async (h) => {
      const c = await signedIn(h, MANAGER_EMAIL)
      const owner = await userOf(h, IDS.owner)
      const strip = () => c.put(userPath(IDS.owner, '/permissions'), edit(owner, []))
      const reply = await expectRefused(h.db, TABLES, strip, 403)
      assert.equal(reply.body.error.message, MANAGE_REFUSED)
      assert.deepEqual(await permissionsOf(h, IDS.owner), ALL)
    }))

  it('cannot delete the owner or another user who holds more (API-07): 403, still there', () =>
    withManager(async (h) => {
      const c = await signedIn(h, MANAGER_EMAIL)
      for (const id of [IDS.owner, IDS.analyst]) {
        const reply = await expectRefused(h.db, TABLES, () => c.del(userPath(id)), 403)
        assert.equal(reply.body.error.message, MANAGE_REFUSED)
      }
      assert.deepEqual(await permissionsOf(h, IDS.owner), ALL)
    }))

  it('may still edit and delete a user who holds nothing they lack', () =>
    withManager(async (h) => {
      const c = await signedIn(h, MANAGER_EMAIL)
      const noperm = await userOf(h, IDS.noperm)
      const put = await c.put(
        userPath(IDS.noperm, '/permissions'),
        edit(noperm, ['settings.sites']),
      )
      assert.equal(put.status, 200)
      assert.deepEqual(await permissionsOf(h, IDS.noperm), ['settings.sites'])
      assert.equal((await c.del(userPath(IDS.noperm))).status, 204)
      assert.equal(await permissionsOf(h, IDS.noperm), null)
    }))

  it('keeps the own-row and mocked-only invitation guards first (API-06, API-08)', () =>
    withManager(async (h) => {
      const c = await signedIn(h, MANAGER_EMAIL)
      const own = await c.del(userPath(MANAGER))
      assert.equal(own.status, 403)
      assert.equal(own.body.error.message, 'You cannot change or delete your own user')
      const invite = await c.put(userPath(IDS.created, '/invite'))
      assert.equal(invite.status, 403)
      assert.equal(invite.body.error.message, 'Only a mocked session can send invitations')
      assert.deepEqual(await permissionsOf(h, MANAGER), ['settings.users', 'setttings.sites'])
    }))
})

describe('those who may do all of it (issue 6)', () => {
  for (const who of ['the owner', 'a mocked session'] as const) {
    it(`${who} may add with every permission, grant, strip, invite and delete`, () =>
      withManager(async (h) => {
        const c =
          who === 'the owner' ? await signedIn(h, 'owner@demo.test') : await supportSession(h)
        const added = await c.post(list, { ...NEW_USER, permissions: ALL })
        assert.equal(added.status, 201)
        assert.deepEqual(await permissionsOf(h, added.body.userUUID), ALL)
        const created = await userOf(h, IDS.created)
        const granted = await c.put(
          userPath(IDS.created, '/permissions'),
          edit(created, ['settings.paymentInfo']),
        )
        assert.equal(granted.status, 200)
        assert.deepEqual(await permissionsOf(h, IDS.created), ['settings.paymentInfo'])
        const manager = await userOf(h, MANAGER)
        const stripped = await c.put(userPath(MANAGER, '/permissions'), edit(manager, []))
        assert.equal(stripped.status, 200)
        assert.deepEqual(await permissionsOf(h, MANAGER), [])
        if (who === 'a mocked session') {
          const invite = await c.put(userPath(added.body.userUUID, '/invite'))
          assert.equal(invite.status, 200)
        }
        assert.equal((await c.del(userPath(added.body.userUUID))).status, 204)
        assert.equal(await permissionsOf(h, added.body.userUUID), null)
      }))
  }

  it('a mocked session is excepted even when the user it acts as holds nothing', () =>
    withManager(async (h) => {
      const c = await supportSession(h)
      // The mocked session acts as the owner; without the exception this owner could do nothing.
      await h.db
        .updateTable('users')
        .set({ permissions: '[]' })
        .where('user_uuid', '=', IDS.owner)
        .execute()
      const added = await c.post(list, { ...NEW_USER, permissions: ALL })
      assert.equal(added.status, 201)
      const created = await userOf(h, IDS.created)
      const granted = await c.put(userPath(IDS.created, '/permissions'), edit(created, ALL))
      assert.equal(granted.status, 200)
      assert.deepEqual(await permissionsOf(h, IDS.created), ALL)
      const invite = await c.put(userPath(IDS.created, '/invite'))
      assert.equal(invite.status, 200)
      assert.equal((await c.del(userPath(MANAGER))).status, 204)
      assert.equal(await permissionsOf(h, MANAGER), null)
    }))
})
