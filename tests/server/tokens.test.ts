/**
 * Tokens (issue 6): using a reset link, changing the password or completing sign-up spends every
 * other open reset link of the user; resending an invitation without a session works only for
 * an invited user whose invitation expired unused, and is limited per user and per address.
 */
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { describe, it } from 'node:test'
import { api, Client, IDS, mailsTo, signedIn, snapshot, withHarness, type Harness } from './harness'

const NEW_PASSWORD = 'Brand#New2026pass'
const TABLES = ['users', 'tokens', 'outbox', 'sessions', 'rate_limits']

/** Asks for a reset mail and returns the token from its link. */
async function requestReset(h: Harness, email: string): Promise<string> {
  const reply = await new Client(h).post(api('/password/send-email'), { email })
  assert.equal(reply.status, 200)
  const [mail] = await mailsTo(h.db, email)
  return new URL(mail!.link!).searchParams.get('token_uuid')!
}

function reset(h: Harness, tokenUUID: string, userUUID: string, password = NEW_PASSWORD) {
  return new Client(h).put(api('/auth/password/reset'), {
    tokenUUID,
    userUUID,
    updatedPassword: password,
  })
}

async function tokenState(h: Harness, tokenUUID: string) {
  return (await new Client(h).get(api(`/token?tokenUUID=${tokenUUID}`))).body
}

describe('reset tokens are spent together', () => {
  it('using reset token A refuses token B of the same user', () =>
    withHarness(async (h) => {
      const a = await requestReset(h, 'owner@demo.test')
      const b = await requestReset(h, 'owner@demo.test')
      assert.notEqual(a, b)
      assert.equal((await reset(h, a, IDS.owner)).status, 200)
      assert.equal((await tokenState(h, b)).error, 'USED')
      const snap = await snapshot(h.db, TABLES)
      const refused = await reset(h, b, IDS.owner, 'Other#Pass2026x')
      assert.equal(refused.status, 400)
      assert.equal(await snapshot(h.db, TABLES), snap)
      assert.equal((await new Client(h).login('owner@demo.test', NEW_PASSWORD)).status, 200)
    }))

  it('one token used twice at once sets the password once', () =>
    withHarness(async (h) => {
      const a = await requestReset(h, 'editor@demo.test')
      const replies = await Promise.all([
        reset(h, a, IDS.editor, 'First#Pass2026x'),
        reset(h, a, IDS.editor, 'Second#Pass2026x'),
      ])
      assert.deepEqual(replies.map((r) => r.status).sort(), [200, 400])
    }))

  it('changing the password spends the open reset tokens', () =>
    withHarness(async (h) => {
      const a = await requestReset(h, 'analyst@demo.test')
      const c = await signedIn(h, 'analyst@demo.test')
      const changed = await c.changePassword(NEW_PASSWORD)
      assert.equal(changed.status, 200)
      assert.equal((await tokenState(h, a)).error, 'USED')
      assert.equal((await reset(h, a, IDS.analyst)).status, 400)
    }))

  it('completing sign-up spends the open reset tokens', () =>
    withHarness(async (h) => {
      const now = Date.now()
      const stray = randomUUID()
      await h.db
        .insertInto('tokens')
        .values({
          token_uuid: stray,
          user_uuid: IDS.invitedFresh,
          type: 'RESET_PASSWORD',
          created_at: now,
          expires_at: now + 3600_000,
          used_at: null,
        })
        .execute()
      const c = new Client(h)
      await c.get(api(`/auth/invitation/${IDS.freshInviteToken}`))
      const activated = await c.put(api('/auth/user/activate'), {
        userUUID: IDS.invitedFresh,
        updatedPassword: NEW_PASSWORD,
      })
      assert.equal(activated.status, 200)
      assert.equal((await tokenState(h, stray)).error, 'USED')
      assert.equal((await reset(h, stray, IDS.invitedFresh, 'Other#Pass2026x')).status, 400)
    }))
})

function resend(h: Harness, userUUID: string, ip = '203.0.113.10') {
  return new Client(h).request('POST', api('/auth/resend/user-invite'), {
    json: { userUUID, isResend: true },
    headers: { 'x-test-ip': ip },
  })
}

/** A copy of the seeded expired-invitation user, with its own expired link. */
async function addExpiredInvitee(h: Harness, n: number): Promise<string> {
  const base = await h.db
    .selectFrom('users')
    .selectAll()
    .where('user_uuid', '=', IDS.invitedExpired)
    .executeTakeFirstOrThrow()
  const userUUID = randomUUID()
  await h.db
    .insertInto('users')
    .values({ ...base, user_uuid: userUUID, email: `invitee${n}@demo.test` })
    .execute()
  const now = Date.now()
  await h.db
    .insertInto('tokens')
    .values({
      token_uuid: randomUUID(),
      user_uuid: userUUID,
      type: 'COMPLETE_SIGN_UP',
      created_at: now - 48 * 3600_000,
      expires_at: now - 24 * 3600_000,
      used_at: null,
    })
    .execute()
  return userUUID
}

describe('resending an invitation without a session (API-09)', () => {
  it('is refused for a user never invited, one with a valid link and an active one', () =>
    withHarness(async (h) => {
      const before = await snapshot(h.db, TABLES)
      for (const userUUID of [IDS.created, IDS.invitedFresh, IDS.owner]) {
        const reply = await resend(h, userUUID)
        assert.equal(reply.status, 404, userUUID)
      }
      assert.equal(await snapshot(h.db, TABLES), before)
    }))

  it('works for an expired invitation, Send again keeps working, then it is rate limited', () =>
    withHarness({ resendLockMs: 0 }, async (h) => {
      for (let i = 0; i < 3; i++) assert.equal((await resend(h, IDS.invitedExpired)).status, 200)
      assert.equal((await mailsTo(h.db, 'invited@demo.test')).length, 4)
      const snap = await snapshot(h.db, TABLES)
      const blocked = await resend(h, IDS.invitedExpired, '198.51.100.3')
      assert.equal(blocked.status, 429)
      assert.ok(Number(blocked.headers.get('retry-after')) > 30)
      assert.equal(await snapshot(h.db, TABLES), snap)
    }))

  it('is rate limited per address', () =>
    withHarness({ resendLockMs: 0 }, async (h) => {
      const users = [IDS.invitedExpired]
      for (let n = 1; n <= 3; n++) users.push(await addExpiredInvitee(h, n))
      let sent = 0
      for (const userUUID of users)
        for (let i = 0; i < 3 && sent < 10; i++, sent++)
          assert.equal((await resend(h, userUUID, '203.0.113.20')).status, 200)
      const last = users[3]!
      const snap = await snapshot(h.db, TABLES)
      assert.equal((await resend(h, last, '203.0.113.20')).status, 429)
      assert.equal(await snapshot(h.db, TABLES), snap)
      assert.equal((await resend(h, last, '203.0.113.21')).status, 200)
    }))
})
