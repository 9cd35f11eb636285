/**
 * The one way to write more than one row, or to read and then write: `inTransaction(db, fn)`.
 *
 * - SQLite: one `BEGIN IMMEDIATE` transaction (db.ts); writers queue on the file's lock instead of
 *   failing half-way, and within one process kysely hands the connection to one transaction at a
 *   time.
 * - PostgreSQL: SERIALIZABLE, so what `fn` read is still true when it commits, across any number of
 *   server processes; a transaction that lost a race (a serialization failure, which is also what
 *   PostgreSQL reports for a unique key a concurrent transaction took after this one looked for
 *   it, or a deadlock) is run again from the start, a few times, after a short random
 *   pause. `fn` must therefore only touch the database (and queue e-mail with sendMail, whose
 *   queue forgets what a rolled-back attempt queued); write files before or after it.
 */
import type { Kysely, Transaction } from 'kysely'
import { kindOf } from './dialect'
import { mailCheckpoint } from './mailer'
import type { Database } from './schema'

const RETRYABLE = new Set([
  '40001', // serialization_failure
  '40P01', // deadlock_detected
])
/** Attempts before a lost race becomes an error; the pause grows to ~100 ms (full jitter). */
const ATTEMPTS = 25
const pause = (attempt: number) => Math.random() * Math.min(100, 2 ** attempt)

function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : undefined
}

export async function inTransaction<T>(
  db: Kysely<Database>,
  fn: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const forgetMail = mailCheckpoint()
  const postgres = kindOf(db) === 'postgres'
  for (let attempt = 1; ; attempt++) {
    try {
      return postgres
        ? await db.transaction().setIsolationLevel('serializable').execute(fn)
        : await db.transaction().execute(fn)
    } catch (error) {
      forgetMail()
      const state = sqlState(error)
      if (!postgres || attempt >= ATTEMPTS || !state || !RETRYABLE.has(state)) throw error
      await new Promise((resolve) => setTimeout(resolve, pause(attempt)))
    }
  }
}
