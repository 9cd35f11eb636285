/**
 * The reset-password flow (AUTH-09..16, API-12/13/15): send-email writes an outbox mail whose
 * link carries token_uuid; GET token describes it; PUT reset refuses weak passwords and
 * spent tokens and sets the new password. Also the older change-password call (API-27).
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import {
  api,
  Client,
  DEMO_PASSWORD,
  fieldsOf,
  IDS,
  mailsTo,
  rowOf,
  signedIn,
  snapshot,
  startHarness,
  type Harness,
} from './harness'

const NEW_PASSWORD = 'Brand#New2026pass'
const EXPIRED = 'Woops, something wrong: Your token has expired. Please try again later.'

async function passwordHash(h: Harness, userUUID: string) {
  const row = await h.db
    .selectFrom('users')
    .select('password_hash')
    .where('user_uuid', '=', userUUID)
    .executeTakeFirstOrThrow()
  return row.password_hash
}

/** Asks for a reset mail and returns the token from its link. */
async function requestReset(h: Harness, email: string): Promise<string> {
  const reply = await new Client(h).post(api('/password/send-email'), { email })
  assert.equal(reply.status, 200)
  assert.deepEqual(reply.body, { sent: true })
  const [mail] = await mailsTo(h.db, email)
  assert.ok(mail, 'an e-mail was written to the outbox')
  const link = new URL(mail.link!)
  const token = link.searchParams.get('token_uuid')
  assert.ok(token)
  return token
}

describe('reset password flow', () => {
  let h: Harness
  before(async () => {
    h = await startHarness()
  })
  after(() => h.close())

  it('send-email writes a reset mail whose link carries token_uuid', async () => {
    const before = (await mailsTo(h.db, 'analyst@demo.test')).length
    const reply = await new Client(h).post(api('/password/send-email'), {
      email: 'Analyst@Demo.test',
    })
    assert.equal(reply.status, 200)
    const mails = await mailsTo(h.db, 'analyst@demo.test')
    assert.equal(mails.length, before + 1)
    const mail = mails[0]!
    assert.equal(mail.kind, 'reset')
    const link = new URL(mail.link!)
    assert.equal(link.origin, 'http://portal.test')
    assert.equal(link.pathname, '/')
    assert.equal(link.searchParams.get('auth_ref'), 'RESET_PASSWORD')
    const token = link.searchParams.get('token_uuid')!
    assert.match(token, /^[0-9a-f-]{36}$/)
    assert.ok(mail.body.includes(mail.link!), 'the body shows the link')
    const row = await rowOf(h.db, 'tokens', { token_uuid: token })
    assert.equal(row.user_uuid, IDS.analyst)
    assert.equal(row.type, 'RESET_PASSWORD')
    assert.equal(row.used_at, null)
    assert.ok(row.expires_at > Date.now())
  })

  it('the demo outbox JSON lists the same mail', async () => {
    await new Client(h).post(api('/password/send-email'), { email: 'editor@demo.test' })
    const reply = await new Client(h).get('/api/demo/outbox?to=editor@demo.test')
    assert.equal(reply.status, 200)
    assert.equal(reply.body.items[0].kind, 'reset')
    assert.match(reply.body.items[0].link, /auth_ref=RESET_PASSWORD&token_uuid=/)
  })

  it('answers the same for an unknown address, and sends nothing', async () => {
    const before = await snapshot(h.db, ['outbox', 'tokens'])
    const reply = await new Client(h).post(api('/password/send-email'), {
      email: 'nobody@demo.test',
    })
    assert.equal(reply.status, 200)
    assert.deepEqual(reply.body, { sent: true })
    assert.equal(await snapshot(h.db, ['outbox', 'tokens']), before)
  })

  it('sends nothing to a user who has no password yet (invited)', async () => {
    const before = await snapshot(h.db, ['outbox', 'tokens'])
    const reply = await new Client(h).post(api('/password/send-email'), {
      email: 'invited@demo.test',
    })
    assert.equal(reply.status, 200)
    assert.equal(await snapshot(h.db, ['outbox', 'tokens']), before)
  })

  it('GET token describes a fresh reset token as valid', async () => {
    const token = await requestReset(h, 'noperm@demo.test')
    const reply = await new Client(h).get(api(`/token?tokenUUID=${token}`))
    assert.equal(reply.status, 200)
    assert.deepEqual(reply.body, {
      tokenUUID: token,
      tokenType: 'RESET_PASSWORD',
      userUUID: IDS.noperm,
      email: 'noperm@demo.test',
      error: null,
      validToken: true,
    })
  })

  it('a weak password is refused and the password stays unchanged', async () => {
    const token = await requestReset(h, 'owner@demo.test')
    const before = await snapshot(h.db, ['users', 'tokens', 'sessions'])
    for (const weak of ['short1!', 'longenoughbutletters', '12345678901', 'NoSymbols123']) {
      const reply = await new Client(h).put(api('/auth/password/reset'), {
        tokenUUID: token,
        userUUID: IDS.owner,
        updatedPassword: weak,
      })
      assert.equal(reply.status, 400, weak)
      assert.deepEqual(fieldsOf(reply), ['updatedPassword'])
      assert.equal(
        reply.body.error.fields[0].message,
        'Use 8 or more characters with a mix of letters, numbers & symbols.',
      )
    }
    assert.equal(await snapshot(h.db, ['users', 'tokens', 'sessions']), before)
    assert.equal((await new Client(h).login('owner@demo.test')).status, 200)
    // The token is still valid after the refusals.
    assert.equal((await new Client(h).get(api(`/token?tokenUUID=${token}`))).body.validToken, true)
  })

  it("refuses a token used with another user's id", async () => {
    const token = await requestReset(h, 'owner@demo.test')
    const before = await snapshot(h.db, ['users', 'tokens'])
    const reply = await new Client(h).put(api('/auth/password/reset'), {
      tokenUUID: token,
      userUUID: IDS.analyst,
      updatedPassword: NEW_PASSWORD,
    })
    assert.equal(reply.status, 400)
    assert.deepEqual(fieldsOf(reply), ['tokenUUID'])
    assert.equal(reply.body.error.fields[0].message, EXPIRED)
    assert.equal(await snapshot(h.db, ['users', 'tokens']), before)
  })

  it('refuses an invitation token used as a reset token', async () => {
    const before = await snapshot(h.db, ['users', 'tokens'])
    const reply = await new Client(h).put(api('/auth/password/reset'), {
      tokenUUID: IDS.freshInviteToken,
      userUUID: IDS.invitedFresh,
      updatedPassword: NEW_PASSWORD,
    })
    assert.equal(reply.status, 400)
    assert.deepEqual(fieldsOf(reply), ['tokenUUID'])
    assert.equal(await snapshot(h.db, ['users', 'tokens']), before)
  })

  it('a good password is set: the new one signs in, the old one does not, the token is spent', async () => {
    const token = await requestReset(h, 'editor@demo.test')
    const oldHash = await passwordHash(h, IDS.editor)
    const reply = await new Client(h).put(api('/auth/password/reset'), {
      tokenUUID: token,
      userUUID: IDS.editor,
      updatedPassword: NEW_PASSWORD,
    })
    assert.equal(reply.status, 200)
    assert.notEqual(await passwordHash(h, IDS.editor), oldHash)
    assert.doesNotMatch((await passwordHash(h, IDS.editor))!, new RegExp(NEW_PASSWORD))
    const login = await new Client(h).login('editor@demo.test', NEW_PASSWORD)
    assert.equal(login.status, 200)
    assert.equal(login.body.userUUID, IDS.editor)
    assert.equal((await new Client(h).login('editor@demo.test', DEMO_PASSWORD)).status, 401)

    // Reuse is refused and changes nothing.
    const before = await snapshot(h.db, ['users', 'tokens'])
    const again = await new Client(h).put(api('/auth/password/reset'), {
      tokenUUID: token,
      userUUID: IDS.editor,
      updatedPassword: 'Another#Pass2026',
    })
    assert.equal(again.status, 400)
    assert.deepEqual(fieldsOf(again), ['tokenUUID'])
    assert.equal(again.body.error.fields[0].message, EXPIRED)
    assert.equal(await snapshot(h.db, ['users', 'tokens']), before)
    assert.equal((await new Client(h).login('editor@demo.test', NEW_PASSWORD)).status, 200)

    const described = await new Client(h).get(api(`/token?tokenUUID=${token}`))
    assert.equal(described.body.validToken, false)
    assert.equal(described.body.error, 'USED')
  })

  it('an expired reset token is described as EXPIRED and refused', async () => {
    const token = await requestReset(h, 'terms@demo.test')
    await h.db
      .updateTable('tokens')
      .set({ expires_at: Date.now() - 1 })
      .where('token_uuid', '=', token)
      .execute()
    const described = await new Client(h).get(api(`/token?tokenUUID=${token}`))
    assert.equal(described.body.validToken, false)
    assert.equal(described.body.error, 'EXPIRED')
    const before = await snapshot(h.db, ['users', 'tokens'])
    const reply = await new Client(h).put(api('/auth/password/reset'), {
      tokenUUID: token,
      userUUID: IDS.terms,
      updatedPassword: NEW_PASSWORD,
    })
    assert.equal(reply.status, 400)
    assert.equal(reply.body.error.fields[0].message, EXPIRED)
    assert.equal(await snapshot(h.db, ['users', 'tokens']), before)
  })

  it('GET token describes the expired invitation token', async () => {
    const reply = await new Client(h).get(api(`/token?tokenUUID=${IDS.expiredInviteToken}`))
    assert.equal(reply.status, 200)
    assert.equal(reply.body.tokenType, 'COMPLETE_SIGN_UP')
    assert.equal(reply.body.userUUID, IDS.invitedExpired)
    assert.equal(reply.body.validToken, false)
    assert.equal(reply.body.error, 'EXPIRED')
  })
})

describe('send-email rate limit', () => {
  it('answers 429 with Retry-After after five requests an hour for one address', async () => {
    const h = await startHarness()
    try {
      for (let i = 0; i < 5; i++) {
        const reply = await new Client(h).post(api('/password/send-email'), {
          email: 'analyst@demo.test',
        })
        assert.equal(reply.status, 200, `request ${i + 1}`)
      }
      const mails = (await mailsTo(h.db, 'analyst@demo.test')).length
      const blocked = await new Client(h).post(api('/password/send-email'), {
        email: 'ANALYST@demo.test',
      })
      assert.equal(blocked.status, 429)
      assert.equal(blocked.body.error.code, 'rate_limited')
      assert.ok(Number(blocked.headers.get('retry-after')) > 0)
      assert.equal((await mailsTo(h.db, 'analyst@demo.test')).length, mails)
      // Another address is not affected.
      const other = await new Client(h).post(api('/password/send-email'), {
        email: 'editor@demo.test',
      })
      assert.equal(other.status, 200)
    } finally {
      h.close()
    }
  })
})

describe('change password (API-27)', () => {
  let h: Harness
  before(async () => {
    h = await startHarness()
  })
  after(() => h.close())

  it('changes the password when the current one is right, ending only the other sessions', async () => {
    const other = await signedIn(h, 'analyst@demo.test')
    const c = await signedIn(h, 'analyst@demo.test')
    const reply = await c.changePassword(NEW_PASSWORD)
    assert.equal(reply.status, 200)
    assert.deepEqual(reply.body, { changed: true })
    assert.equal((await new Client(h).login('analyst@demo.test', NEW_PASSWORD)).status, 200)
    assert.equal((await new Client(h).login('analyst@demo.test')).status, 401)
    assert.equal((await c.get(api('/auth/session'))).body.signedIn, true)
    assert.equal((await other.get(api('/auth/session'))).body.signedIn, false)
  })

  it('refuses a wrong current password and keeps the old one', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    const before = await snapshot(h.db, ['users'])
    const reply = await c.changePassword(NEW_PASSWORD, 'Not#The1Password')
    assert.equal(reply.status, 400)
    assert.deepEqual(fieldsOf(reply), ['currentpassword'])
    assert.equal(await snapshot(h.db, ['users']), before)
  })

  it('is refused in a mocked session', async () => {
    const c = await signedIn(h, 'support@demo.test')
    await c.post(api('/support/sessions'), { kind: 'mocked', accountUUID: IDS.demoAccount })
    const before = await snapshot(h.db, ['users'])
    const reply = await c.changePassword(NEW_PASSWORD)
    assert.equal(reply.status, 403)
    assert.equal(await snapshot(h.db, ['users']), before)
  })
})
