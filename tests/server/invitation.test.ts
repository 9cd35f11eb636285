/**
 * The invitation flow (AUTH-20..29, API-09/14): the e-mailed link opens a set-password session;
 * activate sets the password and makes the user ACTIVE; an expired link goes to the
 * expired-link page; resend mails a new link, at most once per 30 seconds (who may ask and
 * the hourly limits: tokens.test.ts).
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  api,
  Client,
  fieldsOf,
  IDS,
  mailsTo,
  rowOf,
  snapshot,
  withClock,
  withHarness,
  type Harness,
} from './harness'

const PASSWORD = 'Welcome#Aboard2026'

async function user(h: Harness, userUUID: string) {
  return rowOf(h.db, 'users', { user_uuid: userUUID })
}

describe('invitation link', () => {
  it('the seeded invitation mail carries the link, relative to the server', () =>
    withHarness(async (h) => {
      const [mail] = await mailsTo(h.db, 'newuser@demo.test')
      assert.equal(mail!.kind, 'invitation')
      assert.equal(mail!.link, `/api/accounts/auth/invitation/${IDS.freshInviteToken}`)
    }))

  it('a fresh token redirects and opens a set-password session', () =>
    withHarness(async (h) => {
      const c = new Client(h)
      const reply = await c.get(api(`/auth/invitation/${IDS.freshInviteToken}`))
      assert.equal(reply.status, 302)
      assert.equal(
        reply.headers.get('location'),
        `/?auth_ref=COMPLETE_SIGN_UP&token_uuid=${IDS.freshInviteToken}`,
      )
      assert.ok(c.cookie('pp_session'), 'a session cookie is set')
      const session = await c.get(api('/auth/session'))
      assert.equal(session.body.signedIn, true)
      assert.equal(session.body.showSetPassword, true)
      assert.equal(session.body.userUUID, IDS.invitedFresh)
      assert.equal(session.body.accountUUID, IDS.demoAccount)
      assert.equal(session.body.email, 'newuser@demo.test')
    }))

  it('ends a session the browser already had', () =>
    withHarness(async (h) => {
      const c = new Client(h)
      await c.login('owner@demo.test')
      const old = c.cookie('pp_session')!
      await c.get(api(`/auth/invitation/${IDS.freshInviteToken}`))
      assert.notEqual(c.cookie('pp_session'), old)
      const replay = new Client(h)
      replay.setCookie('pp_session', old)
      assert.equal((await replay.put(api('/auth/session/extend'))).status, 401)
    }))

  it('an expired token redirects to the expired-link page without a session', () =>
    withHarness(async (h) => {
      const before = await snapshot(h.db, ['sessions', 'tokens', 'users'])
      const c = new Client(h)
      const reply = await c.get(api(`/auth/invitation/${IDS.expiredInviteToken}`))
      assert.equal(reply.status, 302)
      const location = reply.headers.get('location')!
      assert.ok(location.startsWith('/?auth_ref=EXPIRED_LINK'), location)
      assert.equal(
        new URL(location, 'http://portal.test').searchParams.get('token_uuid'),
        IDS.expiredInviteToken,
      )
      assert.equal(c.cookie('pp_session'), undefined)
      assert.equal(await snapshot(h.db, ['sessions', 'tokens', 'users']), before)
    }))

  it('an unknown, malformed or reset token goes to /error/404 without a session', () =>
    withHarness(async (h) => {
      const before = await snapshot(h.db, ['sessions'])
      await new Client(h).post(api('/password/send-email'), { email: 'owner@demo.test' })
      const resetToken = new URL(
        (await mailsTo(h.db, 'owner@demo.test'))[0]!.link!,
      ).searchParams.get('token_uuid')!
      for (const token of ['9f9f9f9f-0000-4000-8000-000000000000', 'not-a-token', resetToken]) {
        const c = new Client(h)
        const reply = await c.get(api(`/auth/invitation/${token}`))
        assert.equal(reply.status, 302, token)
        assert.equal(reply.headers.get('location'), '/error/404')
        assert.equal(c.cookie('pp_session'), undefined)
      }
      assert.equal(await snapshot(h.db, ['sessions']), before)
    }))
})

describe('activate user (API-14)', () => {
  it('sets the password and makes the user ACTIVE; the link is then spent', () =>
    withHarness(async (h) => {
      const c = new Client(h)
      await c.get(api(`/auth/invitation/${IDS.freshInviteToken}`))
      assert.equal((await user(h, IDS.invitedFresh)).status, 'INVITE_SENT')
      const reply = await c.put(api('/auth/user/activate'), {
        userUUID: IDS.invitedFresh,
        updatedPassword: PASSWORD,
      })
      assert.equal(reply.status, 200)
      assert.equal(reply.body.showSetPassword, false)
      assert.equal(reply.body.userUUID, IDS.invitedFresh)
      // The sign-up form's "By clicking Submit you agree…" accepted the agreement (AUTH-20/24).
      assert.equal(reply.body.showTermsAndConditions, false)
      const accepted = await h.db
        .selectFrom('user_agreements')
        .select('agreement_uuid')
        .where('user_uuid', '=', IDS.invitedFresh)
        .execute()
      assert.equal(accepted.length, 1)
      const row = await user(h, IDS.invitedFresh)
      assert.equal(row.status, 'ACTIVE')
      assert.ok(row.password_hash)
      assert.equal((await c.get(api('/auth/session'))).body.showSetPassword, false)

      const login = await new Client(h).login('newuser@demo.test', PASSWORD)
      assert.equal(login.status, 200)
      assert.equal(login.body.userUUID, IDS.invitedFresh)

      // The token is spent: the link now goes to the expired-link page.
      const again = await new Client(h).get(api(`/auth/invitation/${IDS.freshInviteToken}`))
      assert.match(again.headers.get('location')!, /^\/\?auth_ref=EXPIRED_LINK/)
      // And the session cannot set the password a second time.
      const twice = await c.put(api('/auth/user/activate'), {
        userUUID: IDS.invitedFresh,
        updatedPassword: 'Second#Try2026',
      })
      assert.equal(twice.status, 403)
      assert.equal((await new Client(h).login('newuser@demo.test', PASSWORD)).status, 200)
    }))

  it('refuses a weak password and leaves the user as invited', () =>
    withHarness(async (h) => {
      const c = new Client(h)
      await c.get(api(`/auth/invitation/${IDS.freshInviteToken}`))
      const before = await snapshot(h.db, ['users', 'tokens', 'sessions'])
      const reply = await c.put(api('/auth/user/activate'), {
        userUUID: IDS.invitedFresh,
        updatedPassword: 'password',
      })
      assert.equal(reply.status, 400)
      assert.deepEqual(fieldsOf(reply), ['updatedPassword'])
      assert.equal(await snapshot(h.db, ['users', 'tokens', 'sessions']), before)
    }))

  it("refuses another user's id in the set-password session", () =>
    withHarness(async (h) => {
      const c = new Client(h)
      await c.get(api(`/auth/invitation/${IDS.freshInviteToken}`))
      const before = await snapshot(h.db, ['users', 'tokens'])
      for (const userUUID of [IDS.owner, IDS.invitedExpired]) {
        const reply = await c.put(api('/auth/user/activate'), {
          userUUID,
          updatedPassword: PASSWORD,
        })
        assert.equal(reply.status, 403)
      }
      assert.equal(await snapshot(h.db, ['users', 'tokens']), before)
    }))

  it('refuses an ordinary signed-in session (no set-password flag)', () =>
    withHarness(async (h) => {
      const c = new Client(h)
      await c.login('owner@demo.test')
      const before = await snapshot(h.db, ['users'])
      const reply = await c.put(api('/auth/user/activate'), {
        userUUID: IDS.owner,
        updatedPassword: PASSWORD,
      })
      assert.equal(reply.status, 403)
      assert.equal(await snapshot(h.db, ['users']), before)
    }))
})

describe('resend invitation (API-09)', () => {
  it('mails a new working link, spends the old token and locks for 30 seconds', () =>
    withHarness(async (h) => {
      const before = (await mailsTo(h.db, 'invited@demo.test')).length
      const reply = await new Client(h).post(api('/auth/resend/user-invite'), {
        userUUID: IDS.invitedExpired,
        isResend: true,
      })
      assert.equal(reply.status, 200)
      const mails = await mailsTo(h.db, 'invited@demo.test')
      assert.equal(mails.length, before + 1)
      assert.equal(mails[0]!.kind, 'invitation')
      const match = mails[0]!.link!.match(
        /^http:\/\/portal\.test\/api\/accounts\/auth\/invitation\/([0-9a-f-]{36})$/,
      )
      assert.ok(match, mails[0]!.link!)
      const token = match[1]!
      assert.notEqual(token, IDS.expiredInviteToken)
      const tokens = await h.db
        .selectFrom('tokens')
        .selectAll()
        .where('user_uuid', '=', IDS.invitedExpired)
        .execute()
      const fresh = tokens.find((t) => t.token_uuid === token)!
      assert.equal(fresh.used_at, null)
      assert.ok(Math.abs(fresh.expires_at - fresh.created_at - 24 * 3600_000) < 1000)
      assert.ok(tokens.find((t) => t.token_uuid === IDS.expiredInviteToken)!.used_at)
      assert.equal((await user(h, IDS.invitedExpired)).status, 'INVITE_SENT')

      // A second call within 30 s: 429 with Retry-After, and no new mail.
      const snap = await snapshot(h.db, ['outbox', 'tokens'])
      const blocked = await new Client(h).post(api('/auth/resend/user-invite'), {
        userUUID: IDS.invitedExpired,
        isResend: true,
      })
      assert.equal(blocked.status, 429)
      assert.equal(blocked.body.error.code, 'rate_limited')
      const retry = Number(blocked.headers.get('retry-after'))
      assert.ok(retry > 0 && retry <= 30, `Retry-After ${retry}`)
      assert.equal(await snapshot(h.db, ['outbox', 'tokens']), snap)

      // The new link opens a set-password session.
      const c = new Client(h)
      const open = await c.get(api(`/auth/invitation/${token}`))
      assert.equal(open.headers.get('location'), `/?auth_ref=COMPLETE_SIGN_UP&token_uuid=${token}`)
      const session = await c.get(api('/auth/session'))
      assert.equal(session.body.userUUID, IDS.invitedExpired)
      assert.equal(session.body.showSetPassword, true)
    }))

  it('the lock is per user', () =>
    withHarness(async (h) => {
      const first = await new Client(h).post(api('/auth/resend/user-invite'), {
        userUUID: IDS.invitedExpired,
        isResend: true,
      })
      assert.equal(first.status, 200)
      // A second invited user whose link ran out (a CREATED user may not ask: see tokens.test.ts).
      await h.db
        .updateTable('tokens')
        .set({ expires_at: Date.now() - 1 })
        .where('token_uuid', '=', IDS.freshInviteToken)
        .execute()
      const other = await new Client(h).post(api('/auth/resend/user-invite'), {
        userUUID: IDS.invitedFresh,
        isResend: true,
      })
      assert.equal(other.status, 200)
      assert.equal((await mailsTo(h.db, 'newuser@demo.test')).length, 2)
    }))

  it('allows a new mail once the lock has passed', () =>
    withClock((tick) =>
      withHarness({ resendLockMs: 50 }, async (h) => {
        const send = () =>
          new Client(h).post(api('/auth/resend/user-invite'), {
            userUUID: IDS.invitedExpired,
            isResend: true,
          })
        assert.equal((await send()).status, 200)
        tick(49)
        assert.equal((await send()).status, 429, 'still locked')
        tick(1)
        assert.equal((await send()).status, 200)
        // The previous new link is spent by the newer one.
        const [newest, previous] = await mailsTo(h.db, 'invited@demo.test')
        const reply = await new Client(h).get(new URL(previous!.link!).pathname)
        assert.match(reply.headers.get('location')!, /^\/\?auth_ref=EXPIRED_LINK/)
        const ok = await new Client(h).get(new URL(newest!.link!).pathname)
        assert.match(ok.headers.get('location')!, /^\/\?auth_ref=COMPLETE_SIGN_UP/)
      }),
    ))

  it('answers 404 for a user with no pending invitation, and sends nothing', () =>
    withHarness(async (h) => {
      const before = await snapshot(h.db, ['outbox', 'tokens', 'users', 'rate_limits'])
      for (const userUUID of [IDS.owner, '9f9f9f9f-0000-4000-8000-000000000000']) {
        const reply = await new Client(h).post(api('/auth/resend/user-invite'), {
          userUUID,
          isResend: true,
        })
        assert.equal(reply.status, 404)
      }
      assert.equal(await snapshot(h.db, ['outbox', 'tokens', 'users', 'rate_limits']), before)
    }))
})
