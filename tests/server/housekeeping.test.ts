/**
 * The hourly housekeeping (demo/server/platform/housekeeping.ts): expired rate-limit counters and expired
 * sessions are deleted, live ones stay and keep working.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { pruneRateLimits, RateLimiter } from '../../demo/server/platform/rate-limit'
import { pruneExpiredSessions } from '../../demo/server/platform/sessions'
import { api, IDS, signedIn, withHarness } from './harness'

const DAY = 86_400_000

describe('housekeeping', () => {
  it('removes only rate-limit counters older than the longest window; live ones keep counting', () =>
    withHarness(async (h) => {
      const limiter = new RateLimiter(h.db)
      const now = Date.now()
      await h.db.deleteFrom('rate_limits').execute()
      assert.equal(await limiter.tryTake('old-address', 1, DAY, now - 3 * DAY), 0)
      assert.equal(await limiter.tryTake('live-address', 1, DAY, now - DAY / 2), 0)
      assert.equal(await pruneRateLimits(h.db, 2 * DAY, now), 1)
      const keys = await h.db.selectFrom('rate_limits').select('key').execute()
      assert.deepEqual(
        keys.map((k) => k.key),
        ['live-address'],
      )
      // The live counter still refuses (its day is not over); the pruned one starts afresh.
      assert.ok((await limiter.tryTake('live-address', 1, DAY, now)) > 0)
      assert.equal(await limiter.tryTake('old-address', 1, DAY, now), 0)
    }))

  it('removes sessions past their idle or absolute expiry; a live session still works', () =>
    withHarness(async (h) => {
      const idle = await signedIn(h, 'owner@demo.test')
      const absolute = await signedIn(h, 'editor@demo.test')
      const live = await signedIn(h, 'analyst@demo.test')
      const now = Date.now()
      const rows = await h.db.selectFrom('sessions').select(['id_hash', 'user_uuid']).execute()
      const of = (user: string) => rows.filter((r) => r.user_uuid === user).map((r) => r.id_hash)
      await h.db
        .updateTable('sessions')
        .set({ expires_at: now - 1 })
        .where('id_hash', 'in', of(IDS.owner))
        .execute()
      await h.db
        .updateTable('sessions')
        .set({ absolute_expires_at: now - 1 })
        .where('id_hash', 'in', of(IDS.editor))
        .execute()
      const before = rows.length
      assert.equal(
        await pruneExpiredSessions(h.db, now),
        of(IDS.owner).length + of(IDS.editor).length,
      )
      const left = await h.db.selectFrom('sessions').select('user_uuid').execute()
      assert.equal(left.length, before - of(IDS.owner).length - of(IDS.editor).length)
      assert.ok(left.every((r) => r.user_uuid !== IDS.owner && r.user_uuid !== IDS.editor))
      const session = api('/auth/session')
      assert.equal((await live.get(session)).body.signedIn, true)
      assert.notEqual((await idle.get(session)).body.signedIn, true)
      assert.notEqual((await absolute.get(session)).body.signedIn, true)
    }))
})
