/**
 * Fixed-window counters in the database (so several server instances share them).
 * Checking and counting is one statement (INSERT … ON CONFLICT DO UPDATE … WHERE … RETURNING,
 * which SQLite and PostgreSQL both run atomically), so concurrent requests cannot all pass
 * a check before any of them is counted.
 */
import { sql } from 'kysely'
import type { DB } from './db'
import { fail } from './http-errors'
import { inTransaction } from './transaction'

export class RateLimiter {
  constructor(private readonly db: DB) {}

  /**
   * Counts one event for `key` when it is under `max` in the window and answers 0; when it is
   * not, changes nothing and answers the seconds until it may act again.
   */
  tryTake(key: string, max: number, windowMs: number, now = Date.now()): Promise<number> {
    return tryTakeOn(this.db, key, max, windowMs, now)
  }

  /** Throws 429 when blocked, otherwise counts the hit (in one atomic step). */
  async take(key: string, max: number, windowMs: number): Promise<void> {
    const wait = await this.tryTake(key, max, windowMs)
    if (wait > 0) throw fail.tooMany(wait)
  }

  /**
   * Takes every limit or none, in one transaction: when one is blocked the transaction rolls
   * back and 429 is thrown, so a refused request leaves every counter as it was.
   */
  async takeAll(limits: { key: string; max: number; windowMs: number }[]): Promise<void> {
    const now = Date.now()
    await inTransaction(this.db, async (trx) => {
      for (const { key, max, windowMs } of limits) {
        const wait = await tryTakeOn(trx, key, max, windowMs, now)
        if (wait > 0) throw fail.tooMany(wait)
      }
    })
  }

  /**
   * Gives back one counted event (e.g. an attempt that turned out to succeed); a counter back at
   * zero disappears, so a refunded event leaves no trace. Each statement is atomic on its own: an
   * event counted between them is kept.
   */
  async refund(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', key).where('count', '<=', 1).execute()
    await this.db
      .updateTable('rate_limits')
      .set({ count: sql<number>`count - 1` })
      .where('key', '=', key)
      .where('count', '>', 1)
      .execute()
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', key).execute()
  }
}

/**
 * Deletes the counters whose window started before `now - maxAgeMs`. Keys carry client
 * addresses (and pages, for new raters), so without this the table grows with every address
 * ever seen. A row older than the longest window is expired whatever its limit, and an expired
 * row counts from zero anyway, so removing it changes no decision. Returns how many went.
 */
export async function pruneRateLimits(db: DB, maxAgeMs: number, now = Date.now()) {
  const result = await db
    .deleteFrom('rate_limits')
    .where('window_start', '<', now - maxAgeMs)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

async function tryTakeOn(
  db: DB,
  key: string,
  max: number,
  windowMs: number,
  now: number,
): Promise<number> {
  const expired = sql<boolean>`rate_limits.window_start <= ${now - windowMs}`
  const taken = await db
    .insertInto('rate_limits')
    .values({ key, window_start: now, count: 1 })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          window_start: sql<number>`case when ${expired} then ${now} else rate_limits.window_start end`,
          count: sql<number>`case when ${expired} then 1 else rate_limits.count + 1 end`,
        })
        .where(sql<boolean>`${expired} or rate_limits.count < ${max}`),
    )
    .returning('count')
    .executeTakeFirst()
  if (taken) return 0
  const row = await db
    .selectFrom('rate_limits')
    .select('window_start')
    .where('key', '=', key)
    .executeTakeFirst()
  return Math.max(1, ((row?.window_start ?? now) + windowMs - now) / 1000)
}

/**
 * Per-process fixed-window counters for hot public reads (the embed player's reads), where a
 * database write per request would cost more than the read: no database, O(1) per request. Each
 * server process counts on its own (N processes let a client make up to N × max), and memory is
 * bounded: past `maxKeys` clients in one window, new ones pass uncounted until the next window.
 */
export class MemoryRateLimiter {
  private window = -1
  private readonly counts = new Map<string, number>()

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly maxKeys = 100_000,
  ) {}

  /** Counts one event for `key` and answers 0, or answers the seconds until it may act again. */
  tryTake(key: string, now = Date.now()): number {
    const window = Math.floor(now / this.windowMs)
    if (window !== this.window) {
      this.window = window
      this.counts.clear()
    }
    const count = this.counts.get(key) ?? 0
    if (count >= this.max)
      return Math.max(1, Math.ceil(((window + 1) * this.windowMs - now) / 1000))
    if (count > 0 || this.counts.size < this.maxKeys) this.counts.set(key, count + 1)
    return 0
  }

  /** Throws 429 when `key` is over the limit. */
  take(key: string, now = Date.now()): void {
    const wait = this.tryTake(key, now)
    if (wait > 0) throw fail.tooMany(wait)
  }
}
