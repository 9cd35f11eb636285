/**
 * Hourly housekeeping of each server process (the deletes are idempotent, so several processes
 * may run them): expired rate-limit counters and expired sessions. Neither changes a decision:
 * an expired counter counts from zero and an expired session is unknown either way; both tables
 * would otherwise grow with every client address and every browser ever seen. And the services'
 * own jobs main.ts hands in (also idempotent): the embeds the player has not loaded for
 * OFFLINE_AFTER_DAYS days go offline (embeds/online-state.ts), at most an hour late.
 */
import type { DB } from './db'
import { pruneRateLimits } from './rate-limit'
import { pruneExpiredSessions } from './sessions'
import { log } from './log'

const DAY = 86_400_000
const HOUR = 3_600_000

/** A service's idempotent hourly job. */
export type HousekeepingJob = (db: DB) => Promise<unknown>

/**
 * Runs the housekeeping and `jobs` now and every hour; returns the stop. `longestWindowMs` is the
 * longest rate-limit window configured; counters twice as old as the longest window in use (a
 * day, new raters per page, unless a configured one is longer) go.
 */
export function startHousekeeping(
  db: DB,
  longestWindowMs: number,
  jobs: readonly HousekeepingJob[] = [],
): () => void {
  const maxAgeMs = 2 * Math.max(DAY, longestWindowMs)
  const run = () => {
    Promise.all([
      pruneRateLimits(db, maxAgeMs),
      pruneExpiredSessions(db),
      ...jobs.map((job) => job(db)),
    ]).catch((err: unknown) => log.error({ err }, 'housekeeping failed'))
  }
  run()
  const timer = setInterval(run, HOUR)
  timer.unref()
  return () => clearInterval(timer)
}
