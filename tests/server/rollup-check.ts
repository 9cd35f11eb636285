/**
 * The rollups (demo/server/metrics/rollup.ts) are derived only: after any write path has added
 * to them, they must equal a rebuild from the facts. `rollupsMatchFacts` compares every rollup
 * table of an account with what a rebuild gives (rows in primary-key order, numbers as numbers),
 * rebuilding in a transaction that it rolls back. The visitor sketches (sketches.ts) too: each
 * cell's visitor rows and its sketch's bytes.
 */
import assert from 'node:assert/strict'
import { sql } from 'kysely'
import type { DB } from '../../demo/server/platform/db'
import { rebuildRollups, ROLLUPS } from '../../demo/server/metrics/rollup'
import { rebuildSketches, SKETCHES } from '../../demo/server/metrics/sketches'

const TABLES = [
  ...ROLLUPS,
  ...SKETCHES.map((s) => ({ ...s, measures: ['rows'] as readonly string[] })),
]

async function rowsOf(db: DB, accountUUID: string) {
  const out: Record<string, unknown[]> = {}
  for (const r of TABLES) {
    const period = r.period === 'month' ? 'month' : 'day'
    const order = [period, ...r.keys].map((c) => sql.ref(c))
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(r.table)}
      where account_uuid = ${accountUUID} order by ${sql.join(order)}`.execute(db)
    out[r.table] = rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([k, v]) => [
          k,
          r.measures.includes(k)
            ? Number(v)
            : v instanceof Uint8Array
              ? Buffer.from(v).toString('hex')
              : v,
        ]),
      ),
    )
  }
  return out
}

class Rollback extends Error {}

export async function rollupsMatchFacts(db: DB, accountUUID: string): Promise<void> {
  const stored = await rowsOf(db, accountUUID)
  let rebuilt: Record<string, unknown[]> = {}
  try {
    await db.transaction().execute(async (trx) => {
      await rebuildRollups(trx, accountUUID)
      await rebuildSketches(trx, accountUUID)
      rebuilt = await rowsOf(trx, accountUUID)
      throw new Rollback()
    })
  } catch (error) {
    if (!(error instanceof Rollback)) throw error
  }
  for (const r of TABLES)
    assert.deepEqual(stored[r.table], rebuilt[r.table], `${r.table} agrees with a rebuild`)
}
