/**
 * Session lifetime: log out, idle expiry, absolute expiry, extend (API-16), and sessions that
 * end when the password is reset or a new sign-in happens.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { hashId } from '../../demo/server/platform/sessions'
import {
  api,
  Client,
  IDS,
  mailsTo,
  signedIn,
  startHarness,
  withClock,
  withHarness,
  type Harness,
} from './harness'

async function sessionRow(h: Harness, c: Client) {
  const id = c.cookie('pp_session')
  assert.ok(id, 'the client holds a session cookie')
  return h.db
    .selectFrom('sessions')
    .selectAll()
    .where('id_hash', '=', hashId(id))
    .executeTakeFirst()
}

async function sessionsOf(h: Harness, userUUID: string) {
  return h.db.selectFrom('sessions').selectAll().where('user_uuid', '=', userUUID).execute()
}

/** Asserts the session is over: 401 on a session call, signedIn false, and no row left. */
async function assertEnded(h: Harness, c: Client, cookie: string) {
  c.setCookie('pp_session', cookie)
  const extend = await c.put(api('/auth/session/extend'))
  assert.equal(extend.status, 401)
  assert.equal((await c.get(api(`/accounts/${IDS.demoAccount}`))).status, 401)
  assert.equal((await c.get(api('/auth/session'))).body.signedIn, false)
  const row = await h.db
    .selectFrom('sessions')
    .select('id_hash')
    .where('id_hash', '=', hashId(cookie))
    .executeTakeFirst()
  assert.equal(row, undefined, 'the session row is gone')
}

/**
 * Runs `body` with a fake clock (withClock) on a harness of its own with `overrides`, its client
 * signed in as `email` once the clock is fake.
 */
function signedInOnClock(
  overrides: Parameters<typeof startHarness>[0],
  email: string,
  body: (c: Client, tick: (ms: number) => void, h: Harness) => Promise<void>,
) {
  return withClock((tick) =>
    withHarness(overrides ?? {}, async (h) => body(await signedIn(h, email), tick, h)),
  )
}

describe('log out (API-17)', () => {
  let h: Harness
  before(async () => {
    h = await startHarness()
  })
  after(() => h.close())

  it('ends the session: later calls answer 401, even replaying the old cookie', async () => {
    const c = await signedIn(h, 'owner@demo.test')
    const cookie = c.cookie('pp_session')!
    assert.equal((await c.put(api('/auth/session/extend'))).status, 200)
    const out = await c.get(api('/auth/logout'))
    assert.equal(out.status, 204)
    const cleared = out.headers.getSetCookie().find((l) => l.startsWith('pp_session='))
    assert.ok(cleared && /max-age=0/i.test(cleared), 'the cookie is cleared')
    assert.equal(c.cookie('pp_session'), undefined)
    assert.equal(c.cookie('autoLogin'), 'false')
    assert.equal((await c.put(api('/auth/session/extend'))).status, 401)
    await assertEnded(h, new Client(h), cookie)
  })

  it("ends only this session, not the same user's other sessions", async () => {
    const a = await signedIn(h, 'editor@demo.test')
    const b = await signedIn(h, 'editor@demo.test')
    await a.get(api('/auth/logout'))
    assert.equal((await b.put(api('/auth/session/extend'))).status, 200)
  })

  it('answers 204 without a session too', async () => {
    assert.equal((await new Client(h).get(api('/auth/logout'))).status, 204)
  })

  it('from a mocked session also ends the support session that opened it', async () => {
    const c = await signedIn(h, 'support@demo.test')
    const supportCookie = c.cookie('pp_session')!
    assert.equal(
      (await c.post(api('/support/sessions'), { kind: 'mocked', accountUUID: IDS.demoAccount }))
        .status,
      201,
    )
    const mockedCookie = c.cookie('pp_session')!
    assert.notEqual(mockedCookie, supportCookie)
    assert.equal((await c.get(api('/auth/logout'))).status, 204)
    await assertEnded(h, new Client(h), mockedCookie)
    await assertEnded(h, new Client(h), supportCookie)
  })
})

describe('a new sign-in replaces the session', () => {
  it("ends the browser's previous session, whoever it belonged to", async () => {
    const h = await startHarness()
    try {
      const c = await signedIn(h, 'owner@demo.test')
      const first = c.cookie('pp_session')!
      assert.equal((await c.login('analyst@demo.test')).status, 200)
      assert.equal((await c.get(api('/auth/session'))).body.userUUID, IDS.analyst)
      await assertEnded(h, new Client(h), first)
    } finally {
      await h.close()
    }
  })
  it('a failed sign-in keeps the current session', async () => {
    const h = await startHarness()
    try {
      const c = await signedIn(h, 'owner@demo.test')
      assert.equal((await c.login('owner@demo.test', 'Wrong#Pass1')).status, 401)
      assert.equal((await c.get(api('/auth/session'))).body.userUUID, IDS.owner)
    } finally {
      await h.close()
    }
  })
})

describe('idle expiry', () => {
  it('ends exactly at sessionIdleMs without activity, and cannot be revived', async () => {
    await signedInOnClock({ sessionIdleMs: 50 }, 'owner@demo.test', async (c, tick, h) => {
      const cookie = c.cookie('pp_session')!
      tick(49)
      assert.equal((await c.get(api(`/accounts/${IDS.demoAccount}`))).status, 200)
      tick(1)
      assert.equal(c.cookie('pp_session'), cookie, 'the client still sends the cookie')
      assert.equal((await c.put(api('/auth/session/extend'))).status, 401)
      assert.equal((await sessionsOf(h, IDS.owner)).length, 0)
      await assertEnded(h, c, cookie)
    })
  })

  it('activity keeps a session alive (one touch a minute at most)', async () => {
    await signedInOnClock({ sessionIdleMs: 5 * 60_000 }, 'owner@demo.test', async (c, tick) => {
      // Four minutes of calls a minute and a half apart: past the original 5-minute expiry.
      for (let i = 0; i < 4; i++) {
        tick(90_000)
        assert.equal((await c.get(api(`/accounts/${IDS.demoAccount}`))).status, 200, `${i}`)
      }
      tick(5 * 60_000 + 1)
      assert.equal((await c.get(api(`/accounts/${IDS.demoAccount}`))).status, 401)
    })
  })
})

describe('extend session (API-16)', () => {
  it('moves the idle expiry forward', async () => {
    await signedInOnClock({ sessionIdleMs: 600 }, 'owner@demo.test', async (c, tick, h) => {
      const initial = (await sessionRow(h, c))!.expires_at
      tick(400)
      const reply = await c.put(api('/auth/session/extend'))
      assert.equal(reply.status, 200)
      const expiresAt = Date.parse(reply.body.expiresAt)
      assert.equal(expiresAt, Date.now() + 600)
      assert.ok(expiresAt > initial, 'the expiry moved forward')
      assert.equal((await sessionRow(h, c))!.expires_at, expiresAt)
      // Past the original expiry, still inside the extended one.
      tick(400)
      assert.ok(Date.now() > initial)
      assert.equal((await c.get(api(`/accounts/${IDS.demoAccount}`))).status, 200)
      // And it ends once the extended expiry passes without another extension.
      tick(200)
      assert.equal((await c.get(api(`/accounts/${IDS.demoAccount}`))).status, 401)
    })
  })
})

describe('absolute expiry', () => {
  it('ends the session at sessionAbsoluteMs after sign-in, whatever the activity', async () => {
    await signedInOnClock({ sessionAbsoluteMs: 10_000 }, 'owner@demo.test', async (c, tick, h) => {
      const cookie = c.cookie('pp_session')!
      const absolute = (await sessionRow(h, c))!.absolute_expires_at
      for (let i = 0; i < 4; i++) {
        tick(2_400)
        const reply = await c.put(api('/auth/session/extend'))
        assert.equal(reply.status, 200)
        assert.ok(Date.parse(reply.body.expiresAt) <= absolute, 'extend stops at the absolute')
      }
      tick(absolute - Date.now())
      assert.equal(c.cookie('pp_session'), cookie, 'the cookie outlives the session')
      assert.equal((await c.put(api('/auth/session/extend'))).status, 401)
      await assertEnded(h, c, cookie)
    })
  })

  it("a support session's absolute expiry survives opening and leaving a mocked session", async () => {
    await signedInOnClock(
      { sessionAbsoluteMs: 10_000 },
      'support@demo.test',
      async (c, tick, h) => {
        const absolute = (await sessionRow(h, c))!.absolute_expires_at
        tick(6_000)
        const open = await c.post(api('/support/sessions'), {
          kind: 'mocked',
          accountUUID: IDS.otherAccount,
        })
        assert.equal(open.status, 201)
        assert.equal((await sessionRow(h, c))!.absolute_expires_at, absolute, 'mocked: capped')
        tick(1_000)
        const back = await c.post(api('/auth/unmock'))
        assert.equal(back.status, 200)
        assert.equal((await c.get(api('/auth/session'))).body.support, true)
        assert.equal((await sessionRow(h, c))!.absolute_expires_at, absolute, 'not renewed')
        tick(absolute - Date.now())
        assert.equal((await c.get(api('/support/accounts'))).status, 401)
      },
    )
  })

  it('a mocked or mockup session ends with the support sign-in that opened it', async () => {
    for (const kind of ['mocked', 'mockup'] as const) {
      await signedInOnClock({ sessionAbsoluteMs: 10_000 }, 'support@demo.test', async (c, tick) => {
        tick(7_000)
        await c.post(api('/support/sessions'), { kind, accountUUID: IDS.demoAccount })
        const session = await c.get(api('/auth/session'))
        assert.equal(session.body.mocked || session.body.mockupGenerator, true)
        tick(2_999)
        assert.equal((await c.get(api(`/accounts/${IDS.demoAccount}/sites`))).status, 200)
        tick(1)
        assert.equal((await c.get(api(`/accounts/${IDS.demoAccount}/sites`))).status, 401)
      })
    }
  })

  it('leaving a support-made session after the support sign-in expired signs out', async () => {
    await signedInOnClock(
      { sessionAbsoluteMs: 10_000 },
      'support@demo.test',
      async (c, tick, h) => {
        await c.post(api('/support/sessions'), { kind: 'mocked', accountUUID: IDS.demoAccount })
        const mocked = await sessionRow(h, c)
        // Pretend the mocked session was opened before the cap existed (a longer lifetime).
        await h.db
          .updateTable('sessions')
          .set({ absolute_expires_at: Date.now() + 60_000, expires_at: Date.now() + 60_000 })
          .where('id_hash', '=', mocked!.id_hash)
          .execute()
        tick(20_000)
        const back = await c.post(api('/auth/unmock'))
        assert.equal(back.status, 200)
        assert.deepEqual(back.body, { redirect: '/demo/support' })
        assert.equal(c.cookie('pp_session'), undefined)
        assert.equal((await sessionsOf(h, IDS.support)).length, 0)
      },
    )
  })
})

describe('password reset ends sessions', () => {
  it("ends every session of the user, and only that user's", async () => {
    const h = await startHarness()
    try {
      const laptop = await signedIn(h, 'owner@demo.test')
      const phone = await signedIn(h, 'owner@demo.test')
      const bystander = await signedIn(h, 'editor@demo.test')
      const cookies = [laptop.cookie('pp_session')!, phone.cookie('pp_session')!]
      const anonymous = new Client(h)
      assert.equal(
        (await anonymous.post(api('/password/send-email'), { email: 'owner@demo.test' })).status,
        200,
      )
      const link = (await mailsTo(h.db, 'owner@demo.test'))[0]!.link!
      const tokenUUID = new URL(link).searchParams.get('token_uuid')!
      const reset = await anonymous.put(api('/auth/password/reset'), {
        tokenUUID,
        userUUID: IDS.owner,
        updatedPassword: 'Fresh#Start2026',
      })
      assert.equal(reset.status, 200)
      assert.equal((await laptop.put(api('/auth/session/extend'))).status, 401)
      assert.equal((await phone.put(api('/auth/session/extend'))).status, 401)
      for (const cookie of cookies) await assertEnded(h, new Client(h), cookie)
      assert.equal((await sessionsOf(h, IDS.owner)).length, 0)
      assert.equal((await bystander.put(api('/auth/session/extend'))).status, 200)
    } finally {
      await h.close()
    }
  })
})
