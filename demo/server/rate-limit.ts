/** Fixed-window counters in the database (so several server instances share them). */
import type { DB } from './db'
import { fail } from './http-errors'

export class RateLimiter {
  constructor(private readonly db: DB) {}

  /** Seconds until `key` may act again, or 0 when it is under `max` in the window. */
  async blockedFor(key: string, max: number, windowMs: number, now = Date.now()): Promise<number> {
    const row = await this.db
      .selectFrom('rate_limits')
      .selectAll()
      .where('key', '=', key)
      .executeTakeFirst()
    if (!row || now - row.window_start >= windowMs || row.count < max) return 0
    return (row.window_start + windowMs - now) / 1000
  }

  /** Counts one event for `key`. */
  async hit(key: string, windowMs: number, now = Date.now()): Promise<void> {
    const row = await this.db
      .selectFrom('rate_limits')
      .selectAll()
      .where('key', '=', key)
      .executeTakeFirst()
    if (!row || now - row.window_start >= windowMs) {
      await this.db
        .insertInto('rate_limits')
        .values({ key, window_start: now, count: 1 })
        .onConflict((oc) => oc.column('key').doUpdateSet({ window_start: now, count: 1 }))
        .execute()
    } else {
      await this.db
        .updateTable('rate_limits')
        .set({ count: row.count + 1 })
        .where('key', '=', key)
        .execute()
    }
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', key).execute()
  }

  /** Throws 429 when blocked, otherwise counts the hit. */
  async take(key: string, max: number, windowMs: number): Promise<void> {
    const wait = await this.blockedFor(key, max, windowMs)
    if (wait > 0) throw fail.tooMany(wait)
    await this.hit(key, windowMs)
  }
}
