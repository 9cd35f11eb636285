/**
 * Concurrent requests (issue 6, "every write that reads then writes runs in a transaction that
 * cannot fail"): the same call fired several times at once must succeed exactly as often as the
 * rules allow, refuse the rest with their usual 4xx (never 500), and leave the database holding
 * exactly what one request after the other would have left. Run on SQLite, PGlite and, in CI,
 * on a PostgreSQL server with a pool of connections (PP_TEST_DB=postgres).
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { TOO_MANY_METHODS, MAX_METHODS } from '../../src/areas/account/lib/payment-rules'
import { MARKER_MIN_AGE_MS } from '../../src/areas/commenting/lib/moderation-rules'
import { COMMENTING_IDS } from '../../demo/server/commenting/seed'
import { defaultSections } from '../../demo/server/site-products/commenting-units'
import { verifyPassword } from '../../demo/server/platform/passwords'
import {
  api,
  Client,
  fieldsOf,
  IDS,
  mailsTo,
  ORIGIN,
  signedIn,
  type Reply,
  withHarness,
  supportSession,
} from './harness'

const AT_ONCE = 10

/** Fires `count` requests at once. */
function atOnce(count: number, send: (i: number) => Promise<Reply>): Promise<Reply[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => send(i)))
}

/** How many replies had each status, e.g. `{201: 1, 400: 9}`. */
function statuses(replies: Reply[]): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const reply of replies) counts[reply.status] = (counts[reply.status] ?? 0) + 1
  return counts
}

describe('users', () => {
  it('add user (API-04): one e-mail ten times at once → one 201, nine 400, one row', () =>
    withHarness(async (h) => {
      const c = await signedIn(h, 'owner@demo.test')
      const replies = await atOnce(AT_ONCE, (i) =>
        c.post(api(`/accounts/${IDS.demoAccount}/users/permissions`), {
          firstName: 'Grace',
          lastName: `Hopper ${i}`,
          email: 'grace@demo.test',
          phoneNumber: '+1 212 555 0199',
          permissions: ['home.adMetrics'],
        }),
      )
      assert.deepEqual(statuses(replies), { 201: 1, 400: AT_ONCE - 1 })
      for (const refused of replies.filter((r) => r.status === 400))
        assert.deepEqual(fieldsOf(refused), ['email'])
      const rows = await h.db
        .selectFrom('users')
        .select('user_uuid')
        .where('email', '=', 'grace@demo.test')
        .execute()
      assert.deepEqual(
        rows.map((r) => r.user_uuid),
        [replies.find((r) => r.status === 201)!.body.userUUID],
      )
    }))

  it('profile (API-10): four users taking one new e-mail at once → one 200, three 400', () =>
    withHarness(async (h) => {
      const who = ['owner', 'analyst', 'editor', 'noperm'] as const
      const clients = await Promise.all(who.map((name) => signedIn(h, `${name}@demo.test`)))
      // Each user's password check runs first, so the requests meet the database at slightly
      // different times: several rounds give the race more chances to show. (In one process on
      // SQLite the look and the write never interleave; the race shows on PostgreSQL.)
      for (let round = 0; round < 16; round++) {
        const address = `taken${round}@demo.test`
        const replies = await atOnce(who.length, (i) =>
          clients[i]!.put(api(`/users/${IDS[who[i]!]}`), {
            firstName: 'Same',
            lastName: 'Address',
            email: address,
            phoneNumber: '+1 212 555 0100',
            currentPassword: 'Demo#Portal2026',
          }),
        )
        assert.deepEqual(statuses(replies), { 200: 1, 400: who.length - 1 })
        for (const refused of replies.filter((r) => r.status === 400))
          assert.deepEqual(fieldsOf(refused), ['email'])
        const winner = IDS[who[replies.findIndex((r) => r.status === 200)]!]
        const rows = await h.db
          .selectFrom('users')
          .select('user_uuid')
          .where('email', '=', address)
          .execute()
        assert.deepEqual(rows, [{ user_uuid: winner }])
      }
    }))

  it('invite (API-08): five at once → one 200, four 409; one open link, one e-mail', () =>
    withHarness(async (h) => {
      const c = await supportSession(h)
      const replies = await atOnce(5, () => c.put(api(`/users/${IDS.created}/invite`)))
      assert.deepEqual(statuses(replies), { 200: 1, 409: 4 })
      const open = await h.db
        .selectFrom('tokens')
        .select('token_uuid')
        .where('user_uuid', '=', IDS.created)
        .where('type', '=', 'COMPLETE_SIGN_UP')
        .where('used_at', 'is', null)
        .execute()
      assert.equal(open.length, 1)
      const mails = (await mailsTo(h.db, 'created@demo.test')).filter(
        (m) => m.kind === 'invitation',
      )
      assert.equal(mails.length, 1)
      assert.equal(mails[0]!.link, `${ORIGIN}/api/accounts/auth/invitation/${open[0]!.token_uuid}`)
    }))
})

describe('passwords and sessions', () => {
  it('password change (API-27): five at once from one old password → one 200, four 400', () =>
    withHarness(async (h) => {
      const c = await signedIn(h, 'owner@demo.test')
      const next = (i: number) => `Next#Pass${i}2026`
      const replies = await atOnce(5, (i) => c.changePassword(next(i)))
      assert.deepEqual(statuses(replies), { 200: 1, 400: 4 })
      for (const refused of replies.filter((r) => r.status === 400))
        assert.deepEqual(fieldsOf(refused), ['currentpassword'])
      const row = await h.db
        .selectFrom('users')
        .select('password_hash')
        .where('user_uuid', '=', IDS.owner)
        .executeTakeFirstOrThrow()
      const winner = replies.findIndex((r) => r.status === 200)
      assert.equal(await verifyPassword(row.password_hash, next(winner)), true)
    }))

  it('activate (API-14): three submits at once → one 200, two 403; one password', () =>
    withHarness(async (h) => {
      const c = new Client(h)
      await c.get(api(`/auth/invitation/${IDS.freshInviteToken}`))
      const chosen = (i: number) => `Chosen#Pass${i}2026`
      const replies = await atOnce(3, (i) =>
        c.put(api('/auth/user/activate'), {
          userUUID: IDS.invitedFresh,
          updatedPassword: chosen(i),
        }),
      )
      assert.deepEqual(statuses(replies), { 200: 1, 403: 2 })
      const row = await h.db
        .selectFrom('users')
        .select(['status', 'password_hash'])
        .where('user_uuid', '=', IDS.invitedFresh)
        .executeTakeFirstOrThrow()
      assert.equal(row.status, 'ACTIVE')
      const winner = replies.findIndex((r) => r.status === 200)
      assert.equal(await verifyPassword(row.password_hash, chosen(winner)), true)
    }))

  it('unmock (API-18): five at once → one 200, four 401; the support session comes back once', () =>
    withHarness(async (h) => {
      const c = await supportSession(h)
      const replies = await atOnce(5, () => c.post(api('/auth/unmock')))
      assert.deepEqual(statuses(replies), { 200: 1, 401: 4 })
      const support = await h.db
        .selectFrom('sessions')
        .select(['kind', 'parent_id_hash'])
        .where('user_uuid', '=', IDS.support)
        .execute()
      assert.deepEqual(support, [{ kind: 'support', parent_id_hash: null }])
      assert.equal((await c.get(api('/auth/session'))).body.support, true)
    }))
})

describe('payment methods', () => {
  const create = api(`/accounts/${IDS.demoAccount}/paymentinfo/paypal`)

  it(`ten new methods at once → ${MAX_METHODS} saved (201), the rest 409`, () =>
    withHarness(async (h) => {
      const c = await signedIn(h, 'owner@demo.test')
      const replies = await atOnce(AT_ONCE, (i) =>
        c.post(create, { paypalUserName: `payouts${i}@demo.test` }),
      )
      assert.deepEqual(statuses(replies), { 201: MAX_METHODS, 409: AT_ONCE - MAX_METHODS })
      for (const refused of replies.filter((r) => r.status === 409))
        assert.deepEqual(refused.body.error.fields, [
          { field: 'paymentType', message: TOO_MANY_METHODS },
        ])
      const rows = await h.db
        .selectFrom('payment_methods')
        .select(['method_uuid', 'position'])
        .where('account_uuid', '=', IDS.demoAccount)
        .orderBy('position')
        .execute()
      assert.equal(rows.length, MAX_METHODS)
      assert.deepEqual(
        rows.map((r) => r.position),
        [1, 2, 3, 4],
      )
      assert.deepEqual(
        rows.map((r) => r.method_uuid).sort(),
        replies
          .filter((r) => r.status === 201)
          .map((r) => r.body.id)
          .sort(),
      )
    }))

  it('one method made preferred while another preferred one is saved → one preferred', () =>
    withHarness(async (h) => {
      const c = await signedIn(h, 'owner@demo.test')
      const first = await c.post(create, { paypalUserName: 'first@demo.test' })
      const second = await c.post(create, {
        paypalUserName: 'second@demo.test',
        preferredPayment: true,
      })
      assert.equal(first.status, 201)
      assert.equal(second.status, 201)
      // The edits read the method before the switch lands and write after it; a few rounds,
      // each from the second method preferred again.
      for (let round = 0; round < 5; round++) {
        const back = await c.put(api(`/paymentinfo/paypal/${second.body.id}/preferred`))
        assert.equal(back.status, 200)
        const replies = await Promise.all([
          ...Array.from({ length: 4 }, (_, i) =>
            c.put(api(`/paymentinfo/paypal/${second.body.id}`), {
              paypalUserName: `second${i}@demo.test`,
              preferredPayment: false,
            }),
          ),
          c.put(api(`/paymentinfo/paypal/${first.body.id}/preferred`)),
        ])
        assert.deepEqual(statuses(replies), { 200: 5 })
        const preferred = await h.db
          .selectFrom('payment_methods')
          .select('method_uuid')
          .where('account_uuid', '=', IDS.demoAccount)
          .where('preferred', '=', 1)
          .execute()
        assert.deepEqual(preferred, [{ method_uuid: first.body.id }])
      }
    }))
})

describe('commenting', () => {
  const DAILY = COMMENTING_IDS.units[0]
  const GOTHAM = COMMENTING_IDS.units[1]

  it('general settings (API-94): normal saves at once do not undo a mocked advancedSettings', () =>
    withHarness(async (h) => {
      const path = `/api/commenting/v1/commenting-units/configurations/${DAILY.configuration}/generals`
      // A normal save: the spec's general settings without the support-only advancedSettings.
      const { advancedSettings: _, ...general } = defaultSections('Daily Planet').general
      const advanced = {
        group: 'CUSTOMER',
        isLoadCommentsButtonEnabled: true,
        allowDisqusAccountLink: true,
      }
      const support = await supportSession(h)
      const owner = await signedIn(h, 'owner@demo.test')
      // The lost update shows on PostgreSQL (on SQLite in one process the read and the write of
      // one save never interleave with another's).
      const replies = await Promise.all([
        support.put(path, { ...general, advancedSettings: advanced }),
        ...Array.from({ length: 5 }, () => owner.put(path, general)),
      ])
      assert.deepEqual(statuses(replies), { 200: 6 })
      const row = await h.db
        .selectFrom('commenting_sections')
        .select('data')
        .where('unit_uuid', '=', DAILY.unit)
        .where('kind', '=', 'general')
        .executeTakeFirstOrThrow()
      assert.deepEqual(JSON.parse(row.data).advancedSettings, advanced)
    }))

  it('marks: three established commenters at once → every mark counted, the comment held once; two from one address → one counted', () =>
    withHarness(async (h) => {
      const pub = (rest: string) => `/api/commenting/public/v1/units/${GOTHAM.unit}${rest}`
      const visitor = (ip: string, token?: string) => {
        const client = new Client(h)
        return (path: string, json: unknown) =>
          client.request('POST', path, {
            json,
            headers: {
              origin: 'https://gotham.example',
              'x-test-ip': ip,
              ...(token ? { 'x-commenter-token': token } : {}),
            },
          })
      }
      const post = async (ip: string) => {
        const posted = await visitor(ip)(pub('/comments'), {
          pageId: 'raced',
          text: 'Mark me.',
          anonymous: true,
        })
        assert.equal(posted.status, 201)
        return posted.body as { comment: { commentUUID: string }; commenterToken: string }
      }
      // Markers whose marks count: each has a comment published before MARKER_MIN_AGE_MS.
      const markers: string[] = []
      for (let i = 0; i < 5; i++) {
        const standing = await post(`10.70.2.${i}`)
        await h.db
          .updateTable('comments')
          .set({ created_at: Date.now() - MARKER_MIN_AGE_MS - 60_000 })
          .where('comment_uuid', '=', standing.comment.commentUUID)
          .execute()
        markers.push(standing.commenterToken)
      }
      const id = (await post('10.70.0.1')).comment.commentUUID
      const replies = await atOnce(3, (i) =>
        visitor(`10.70.1.${i}`, markers[i])(pub(`/comments/${id}/marks`), {}),
      )
      assert.deepEqual(statuses(replies), { 200: 3 })
      assert.equal(replies.filter((r) => r.body.removed).length, 1)
      const row = await h.db
        .selectFrom('comments')
        .select(['marks', 'status'])
        .where('comment_uuid', '=', id)
        .executeTakeFirstOrThrow()
      assert.deepEqual(row, { marks: 3, status: 'HELD' })

      const other = (await post('10.70.0.2')).comment.commentUUID
      const shared = await atOnce(2, (i) =>
        visitor('10.70.3.1', markers[3 + i])(pub(`/comments/${other}/marks`), {}),
      )
      assert.deepEqual(statuses(shared), { 200: 2 })
      const marks = await h.db
        .selectFrom('comment_marks')
        .select('counted')
        .where('comment_uuid', '=', other)
        .execute()
      assert.deepEqual(marks.map((m) => m.counted).sort(), [0, 1])
      const counted = await h.db
        .selectFrom('comments')
        .select('marks')
        .where('comment_uuid', '=', other)
        .executeTakeFirstOrThrow()
      assert.equal(counted.marks, 1)
    }))
})
