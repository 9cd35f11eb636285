/**
 * Sign-in throttling (issue 6): every attempt is checked and counted in one atomic step before
 * the password hash runs, per account and address together, with a looser per-account
 * ceiling across addresses; every path runs exactly one argon2 check.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { passwordChecks } from '../../demo/server/platform/passwords'
import {
  api,
  Client,
  DEMO_PASSWORD,
  IDS,
  signedIn,
  snapshot,
  type Harness,
  withHarness,
} from './harness'

const WRONG = 'Wrong#Password1'

function loginFrom(h: Harness, ip: string, email: string, password: string) {
  return new Client(h).request('POST', '/api/accounts/login', {
    form: { username: email, password },
    headers: { 'x-test-ip': ip },
  })
}

describe('sign-in throttling', () => {
  it('100 wrong passwords at once reach at most the limit of hash checks; the rest get 429', () =>
    withHarness(async (h) => {
      const before = passwordChecks.count
      const replies = await Promise.all(
        Array.from({ length: 100 }, () => loginFrom(h, '203.0.113.7', 'owner@demo.test', WRONG)),
      )
      const checks = passwordChecks.count - before
      assert.ok(checks <= h.config.loginMaxFailures, `${checks} hash checks`)
      const statuses = replies.map((r) => r.status)
      assert.equal(statuses.filter((s) => s === 401).length, checks)
      assert.equal(statuses.filter((s) => s === 429).length, 100 - checks)
      for (const reply of replies.filter((r) => r.status === 429))
        assert.ok(Number(reply.headers.get('retry-after')) > 0)
    }))

  it('ten failures from one address do not lock the user out from another', () =>
    withHarness(async (h) => {
      for (let i = 0; i < 10; i++)
        assert.equal((await loginFrom(h, '203.0.113.1', 'editor@demo.test', WRONG)).status, 401)
      // The stranger's address is blocked, even with the right password, and nothing changes.
      const snap = await snapshot(h.db, ['sessions', 'rate_limits'])
      const blocked = await loginFrom(h, '203.0.113.1', 'editor@demo.test', DEMO_PASSWORD)
      assert.equal(blocked.status, 429)
      assert.ok(Number(blocked.headers.get('retry-after')) > 0)
      assert.equal(await snapshot(h.db, ['sessions', 'rate_limits']), snap)
      // The real user, elsewhere, signs in.
      const own = await loginFrom(h, '198.51.100.2', 'editor@demo.test', DEMO_PASSWORD)
      assert.equal(own.status, 200)
    }))

  it('the per-account ceiling applies across addresses', () =>
    withHarness({ loginMaxFailures: 3 }, async (h) => {
      // Ceiling: 5 × 3 = 15 attempts per account in the window, whatever the address.
      for (let a = 1; a <= 5; a++)
        for (let i = 0; i < 3; i++)
          assert.equal(
            (await loginFrom(h, `203.0.113.${a}`, 'analyst@demo.test', WRONG)).status,
            401,
          )
      const before = passwordChecks.count
      const fresh = await loginFrom(h, '198.51.100.9', 'analyst@demo.test', DEMO_PASSWORD)
      assert.equal(fresh.status, 429)
      assert.equal(passwordChecks.count, before, 'no hash check once blocked')
      // Another account from the same addresses is not affected.
      assert.equal(
        (await loginFrom(h, '203.0.113.1', 'editor@demo.test', DEMO_PASSWORD)).status,
        200,
      )
    }))

  it('a successful sign-in clears the account+address count and uses up no ceiling', () =>
    withHarness({ loginMaxFailures: 3 }, async (h) => {
      const ip = '203.0.113.5'
      for (let round = 0; round < 3; round++) {
        for (let i = 0; i < 2; i++)
          assert.equal((await loginFrom(h, ip, 'noperm@demo.test', WRONG)).status, 401)
        assert.equal((await loginFrom(h, ip, 'noperm@demo.test', DEMO_PASSWORD)).status, 200)
      }
      // Twenty sign-ins from one address stay under the per-account and per-address ceilings.
      for (let i = 0; i < 20; i++)
        assert.equal((await loginFrom(h, ip, 'owner@demo.test', DEMO_PASSWORD)).status, 200)
    }))

  it('unknown e-mails and invited users without a password run one hash check, like others', () =>
    withHarness(async (h) => {
      for (const email of ['nobody@demo.test', 'newuser@demo.test', 'owner@demo.test']) {
        const before = passwordChecks.count
        const reply = await loginFrom(h, '203.0.113.8', email, WRONG)
        assert.equal(reply.status, 401, email)
        assert.equal(passwordChecks.count - before, 1, email)
      }
      // An invited user cannot sign in with any password, the dummy's own included.
      const before = passwordChecks.count
      const dummy = await loginFrom(h, '203.0.113.8', 'newuser@demo.test', 'not-a-real-password-0!')
      assert.equal(dummy.status, 401)
      assert.equal(passwordChecks.count - before, 1)
    }))
})

describe('current-password checks (password change, profile e-mail change)', () => {
  it('ten wrong current passwords, then 429 even for the right one; right answers count nothing', () =>
    withHarness(async (h) => {
      const c = await signedIn(h, 'analyst@demo.test')
      const change = (currentpassword: string) =>
        c.changePassword('Another#Password9', currentpassword)
      const profile = (currentPassword: string) =>
        c.put(api(`/users/${IDS.analyst}`), {
          firstName: 'Ann',
          lastName: 'Analyst',
          email: 'ann.new@demo.test',
          phoneNumber: '+1 212 555 0100',
          currentPassword,
        })
      // A right answer refunds its count: five of them leave all ten wrong ones available.
      for (let i = 0; i < 5; i++) {
        const [from, to] =
          i % 2 ? ['Another#Password9', DEMO_PASSWORD] : [DEMO_PASSWORD, 'Another#Password9']
        const reply = await c.changePassword(to, from)
        assert.equal(reply.status, 200, `right answer ${i}`)
      }
      const before = await snapshot(h.db, ['users', 'sessions'])
      for (let i = 0; i < 10; i++) {
        const reply = await (i % 2 ? profile(WRONG) : change(WRONG))
        assert.equal(reply.status, 400, `wrong answer ${i}`)
      }
      assert.equal((await change('Another#Password9')).status, 429)
      assert.equal((await profile('Another#Password9')).status, 429)
      assert.equal(await snapshot(h.db, ['users', 'sessions']), before, 'nothing saved')
    }))
})

describe('the write budget per user', () => {
  it('past its writes per minute a user gets 429 on any write, nothing is saved, reads and other users go on', () =>
    withHarness({ writesPerMinute: 4 }, async (h) => {
      const owner = await signedIn(h, 'owner@demo.test')
      const labels = api(`/accounts/${IDS.demoAccount}/labels`)
      for (let i = 0; i < 4; i++)
        assert.equal(
          (await owner.post(labels, { labelName: `budget ${i}` })).status,
          201,
          `write ${i}`,
        )
      const before = await snapshot(h.db, ['embed_labels', 'embeds'])
      const refused = await owner.post(labels, { labelName: 'one too many' })
      assert.equal(refused.status, 429)
      assert.ok(Number(refused.headers.get('retry-after')) > 0)
      // Another kind of write is refused too (archive), before its handler runs.
      const archive = await owner.put(api(`/embeds/${IDS.embeds.demo[0]}/archive`))
      assert.equal(archive.status, 429)
      assert.equal(await snapshot(h.db, ['embed_labels', 'embeds']), before)
      // Reads are not writes; a colleague has a budget of their own.
      assert.equal((await owner.get(labels)).status, 200)
      const editor = await signedIn(h, 'editor@demo.test')
      assert.equal((await editor.post(labels, { labelName: 'editor label' })).status, 201)
    }))
})
