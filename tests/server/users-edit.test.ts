/**
 * Users tab calls on one user (ACCT-08..15, API-06..08): edit, delete and invite, with the guards
 * (session, settings.users, tenant, own row, mocked-only invite) and bad input that must answer
 * 4xx with field errors and leave the database exactly as it was.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { api, Client, fieldsOf, IDS, mailsTo, signedIn, snapshot, withHarness } from './harness'
import { GOOD, list, mocked, TABLES, UNKNOWN, userPath, userRow } from './users-fixtures'

describe('edit a user (API-06)', () => {
  const EDIT = {
    firstName: 'Andrea',
    lastName: 'Analytica',
    phoneNumber: '(212) 555-0142',
    permissions: ['manageEmbeds', 'settings.users'],
  }

  it('saves names, phone and permissions; the e-mail stays', () =>
    withHarness(async (h) => {
      const c = await signedIn(h, 'owner@demo.test')
      const reply = await c.put(userPath(IDS.analyst, '/permissions'), EDIT)
      assert.equal(reply.status, 200)
      assert.deepEqual(reply.body, {
        userUUID: IDS.analyst,
        firstName: 'Andrea',
        lastName: 'Analytica',
        email: 'analyst@demo.test',
        phoneNumber: '(212) 555-0142',
        userStatus: 'ACTIVE',
        permissions: ['settings.users', 'manageEmbeds'],
      })
      const row = (await userRow(h, IDS.analyst))!
      assert.equal(row.first_name, 'Andrea')
      assert.equal(row.email, 'analyst@demo.test')
      assert.deepEqual(JSON.parse(row.permissions), ['settings.users', 'manageEmbeds'])
      // The same e-mail sent back is accepted.
      const same = await c.put(userPath(IDS.analyst, '/permissions'), {
        ...EDIT,
        email: 'analyst@demo.test',
      })
      assert.equal(same.status, 200)
    }))

  const bad: Array<[string, unknown, string[]]> = [
    ['no fields', {}, ['firstName', 'lastName', 'phoneNumber', 'permissions']],
    ['blank names', { ...EDIT, firstName: ' ', lastName: '' }, ['firstName', 'lastName']],
    ['a phone too long', { ...EDIT, phoneNumber: '1'.repeat(31) }, ['phoneNumber']],
    ['a leading space', { ...EDIT, lastName: '\tAnalytica' }, ['lastName']],
    ['an unknown permission', { ...EDIT, permissions: ['admin'] }, ['permissions']],
    ['a changed e-mail', { ...EDIT, email: 'new@demo.test' }, ['email']],
  ]
  for (const [name, body, fields] of bad) {
    it(`refuses ${name} with 400 and field errors, and changes nothing`, () =>
      withHarness(async (h) => {
        const c = await signedIn(h, 'owner@demo.test')
        const before = await snapshot(h.db, TABLES)
        const reply = await c.put(userPath(IDS.analyst, '/permissions'), body)
        assert.equal(reply.status, 400)
        assert.deepEqual(fieldsOf(reply).sort(), [...fields].sort())
        assert.equal(await snapshot(h.db, TABLES), before)
      }))
  }

  it('refuses editing oneself (403), also in a mocked session, and changes nothing', () =>
    withHarness(async (h) => {
      const owner = await signedIn(h, 'owner@demo.test')
      const support = await mocked(h)
      const before = await snapshot(h.db, ['users'])
      const self = await owner.put(userPath(IDS.owner, '/permissions'), {
        ...EDIT,
        permissions: ['manageEmbeds'],
      })
      assert.equal(self.status, 403)
      // A mocked session acts as the owner: the owner's row is its own.
      assert.equal((await support.put(userPath(IDS.owner, '/permissions'), EDIT)).status, 403)
      assert.equal(await snapshot(h.db, ['users']), before)
    }))

  it("refuses another account's user, an unknown id and the support user (404), no session, no permission", () =>
    withHarness(async (h) => {
      const owner = await signedIn(h, 'owner@demo.test')
      const analyst = await signedIn(h, 'analyst@demo.test')
      const before = await snapshot(h.db, ['users'])
      for (const id of [IDS.other, UNKNOWN, IDS.support, 'not-an-id'])
        assert.equal((await owner.put(userPath(id, '/permissions'), EDIT)).status, 404, id)
      assert.equal(
        (await new Client(h).put(userPath(IDS.analyst, '/permissions'), EDIT)).status,
        401,
      )
      assert.equal((await analyst.put(userPath(IDS.editor, '/permissions'), EDIT)).status, 403)
      // Another tenant's settings.users holder cannot reach this account's users either.
      const other = await signedIn(h, 'other@demo.test')
      assert.equal((await other.put(userPath(IDS.analyst, '/permissions'), EDIT)).status, 404)
      assert.equal(await snapshot(h.db, ['users']), before)
    }))
})

describe('delete a user (API-07)', () => {
  it('deletes the user, their sessions and tokens', () =>
    withHarness(async (h) => {
      const editor = await signedIn(h, 'editor@demo.test')
      const owner = await signedIn(h, 'owner@demo.test')
      const reply = await owner.del(userPath(IDS.editor))
      assert.equal(reply.status, 204)
      assert.equal(await userRow(h, IDS.editor), undefined)
      assert.equal((await editor.get(api('/auth/session'))).body.signedIn, false)
      assert.equal((await editor.put(api('/auth/session/extend'))).status, 401)
      // A user with tokens (an invitation) goes with them.
      assert.equal((await owner.del(userPath(IDS.invitedFresh))).status, 204)
      const tokens = await h.db
        .selectFrom('tokens')
        .selectAll()
        .where('user_uuid', '=', IDS.invitedFresh)
        .execute()
      assert.equal(tokens.length, 0)
    }))

  it("refuses oneself (403), another account's user (404), no session, no permission", () =>
    withHarness(async (h) => {
      const owner = await signedIn(h, 'owner@demo.test')
      const analyst = await signedIn(h, 'analyst@demo.test')
      const other = await signedIn(h, 'other@demo.test')
      const support = await mocked(h)
      const before = await snapshot(h.db, TABLES)
      assert.equal((await owner.del(userPath(IDS.owner))).status, 403)
      assert.equal((await support.del(userPath(IDS.owner))).status, 403)
      assert.equal((await owner.del(userPath(IDS.other))).status, 404)
      assert.equal((await owner.del(userPath(UNKNOWN))).status, 404)
      assert.equal((await other.del(userPath(IDS.analyst))).status, 404)
      assert.equal((await analyst.del(userPath(IDS.editor))).status, 403)
      assert.equal((await new Client(h).del(userPath(IDS.editor))).status, 401)
      assert.equal(await snapshot(h.db, TABLES), before)
    }))
})

describe('invite a user (API-08)', () => {
  it('a mocked session invites a CREATED user: INVITE_SENT, a 24-hour link mailed, sign-up works', () =>
    withHarness(async (h) => {
      const c = await mocked(h)
      const started = Date.now()
      const reply = await c.put(userPath(IDS.created, '/invite'))
      assert.equal(reply.status, 200)
      assert.equal(reply.body.userStatus, 'INVITE_SENT')
      assert.equal((await userRow(h, IDS.created))!.status, 'INVITE_SENT')
      const [mail] = await mailsTo(h.db, 'created@demo.test')
      assert.equal(mail!.kind, 'invitation')
      assert.equal(mail!.subject, 'You are invited to the Publisher Portal')
      assert.match(mail!.body, /valid for 24 hours/)
      const match = mail!.link!.match(/\/api\/accounts\/auth\/invitation\/([0-9a-f-]{36})$/)
      assert.ok(match, mail!.link!)
      const token = (await h.db
        .selectFrom('tokens')
        .selectAll()
        .where('token_uuid', '=', match[1]!)
        .executeTakeFirst())!
      assert.equal(token.type, 'COMPLETE_SIGN_UP')
      assert.equal(token.user_uuid, IDS.created)
      const lifetime = token.expires_at - token.created_at
      assert.equal(lifetime, 24 * 3600_000)
      assert.ok(token.created_at >= started)

      // The invited user opens the link and completes sign-up.
      const invited = new Client(h)
      const open = await invited.get(new URL(mail!.link!).pathname)
      assert.equal(open.status, 302)
      assert.equal(
        open.headers.get('location'),
        `/?auth_ref=COMPLETE_SIGN_UP&token_uuid=${match[1]}`,
      )
      const session = (await invited.get(api('/auth/session'))).body
      assert.equal(session.userUUID, IDS.created)
      assert.equal(session.showSetPassword, true)
      const activate = await invited.put(api('/auth/user/activate'), {
        userUUID: IDS.created,
        updatedPassword: 'Fresh#Start2026',
      })
      assert.equal(activate.status, 200)
      assert.equal((await userRow(h, IDS.created))!.status, 'ACTIVE')
      assert.equal((await new Client(h).login('created@demo.test', 'Fresh#Start2026')).status, 200)

      // A user added by the mocked session can be invited the same way.
      const added = await c.post(list(IDS.demoAccount), GOOD)
      assert.equal((await c.put(userPath(added.body.userUUID, '/invite'))).status, 200)
      assert.equal((await mailsTo(h.db, 'grace@demo.test')).length, 1)
    }))

  it('refuses a normal session (403) even with settings.users, and changes nothing', () =>
    withHarness(async (h) => {
      const owner = await signedIn(h, 'owner@demo.test')
      const before = await snapshot(h.db, TABLES)
      const reply = await owner.put(userPath(IDS.created, '/invite'))
      assert.equal(reply.status, 403)
      assert.equal(await snapshot(h.db, TABLES), before)
    }))

  it('refuses a user who is not CREATED (409 with a field error), and changes nothing', () =>
    withHarness(async (h) => {
      const c = await mocked(h)
      const before = await snapshot(h.db, TABLES)
      for (const id of [IDS.invitedFresh, IDS.analyst]) {
        const reply = await c.put(userPath(id, '/invite'))
        assert.equal(reply.status, 409, id)
        assert.deepEqual(fieldsOf(reply), ['userStatus'])
      }
      assert.equal(await snapshot(h.db, TABLES), before)
      // Inviting twice: the second is refused.
      assert.equal((await c.put(userPath(IDS.created, '/invite'))).status, 200)
      const after = await snapshot(h.db, TABLES)
      assert.equal((await c.put(userPath(IDS.created, '/invite'))).status, 409)
      assert.equal(await snapshot(h.db, TABLES), after)
    }))

  it("refuses another account's user (404), the acting user (403) and no session (401)", () =>
    withHarness(async (h) => {
      const other = await mocked(h, IDS.otherAccount)
      const demo = await mocked(h)
      const before = await snapshot(h.db, TABLES)
      assert.equal((await other.put(userPath(IDS.created, '/invite'))).status, 404)
      assert.equal((await demo.put(userPath(UNKNOWN, '/invite'))).status, 404)
      assert.equal((await demo.put(userPath(IDS.owner, '/invite'))).status, 403)
      assert.equal((await new Client(h).put(userPath(IDS.created, '/invite'))).status, 401)
      assert.equal(await snapshot(h.db, TABLES), before)
    }))
})
