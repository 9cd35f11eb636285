/**
 * Migration 0010's visitor sketches, frozen as they were when it landed (61509cd): the rebuild of
 * an account's sketch tables from all its visitor rows (sketches.ts rebuildSketches) and the
 * HyperLogLog's stored form (sketch.ts: precision 12, murmur3_32 of the visitor number, sparse
 * while at most a third of the registers are set, dense beyond). The live modules change freely;
 * a landed migration does not change with them (a new stored form needs a new migration).
 */
import { sql, type Kysely } from 'kysely'
import { kindOf } from '../platform/dialect'

/** A sketch table as migration 0010 creates it. */
export interface SketchTable {
  table: string
  period: 'day' | 'month'
  /** Key columns after account_uuid and the period: the primary key. */
  keys: readonly string[]
  /** Columns that follow from the keys (an embed's site). */
  carried: readonly string[]
}

const PRECISION = 12
const M = 1 << PRECISION
const SPARSE = 0
const DENSE = 1
const SPARSE_MAX = Math.floor(M / 3)
const SEED = 0x5bd1e995

/** murmur3_32 of a visitor number as one 4-byte block (high bits past 2^32 folded in). */
function hash32(id: number): number {
  let k = ((id >>> 0) ^ Math.floor(id / 2 ** 32)) >>> 0
  k = Math.imul(k, 0xcc9e2d51)
  k = (k << 15) | (k >>> 17)
  k = Math.imul(k, 0x1b873593)
  let h = SEED ^ k
  h = (h << 13) | (h >>> 19)
  h = (Math.imul(h, 5) + 0xe6546b64) | 0
  h ^= 4
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

/**
 * The stored sketch of some visitor numbers: per register (the hash's first 12 bits) the highest
 * rank of the first one bit in the other 20; sparse (0, then register as 2 bytes little-endian
 * and value, by register) or dense (1, then the 4096 values).
 */
function sketchBytes(ids: readonly number[]): Buffer {
  const registers = new Map<number, number>()
  for (const id of ids) {
    const h = hash32(id)
    const rest = (h << PRECISION) >>> 0
    const register = h >>> (32 - PRECISION)
    const value = rest === 0 ? 33 - PRECISION : Math.clz32(rest) + 1
    if (value > (registers.get(register) ?? 0)) registers.set(register, value)
  }
  if (registers.size > SPARSE_MAX) {
    const dense = Buffer.alloc(M + 1)
    dense[0] = DENSE
    for (const [register, value] of registers) dense[register + 1] = value
    return dense
  }
  const sorted = [...registers.keys()].sort((a, b) => a - b)
  const sparse = Buffer.alloc(1 + 3 * sorted.length)
  sparse[0] = SPARSE
  sorted.forEach((register, n) => {
    sparse[1 + 3 * n] = register & 0xff
    sparse[2 + 3 * n] = register >>> 8
    sparse[3 + 3 * n] = registers.get(register)!
  })
  return sparse
}

type VisitorRow = Record<
  'account_uuid' | 'day' | 'site_uuid' | 'embed_uuid' | 'device' | 'country',
  string
> & { visitor_id: number }

/** The rows of one sketch table for some visitor rows, one per primary key. */
function rowsOf(spec: SketchTable, visitors: readonly VisitorRow[]) {
  const cells = new Map<string, { values: Record<string, string>; ids: number[] }>()
  for (const r of visitors) {
    const at = spec.period === 'month' ? r.day.slice(0, 7) : r.day
    const id = [r.account_uuid, at, ...spec.keys.map((k) => r[k as keyof VisitorRow])].join('|')
    let cell = cells.get(id)
    if (!cell) {
      const values: Record<string, string> = { account_uuid: r.account_uuid, [spec.period]: at }
      for (const c of [...spec.keys, ...spec.carried])
        values[c] = r[c as keyof VisitorRow] as string
      cells.set(id, (cell = { values, ids: [] }))
    }
    cell.ids.push(r.visitor_id)
  }
  return [...cells.values()].map((c) => ({
    ...c.values,
    rows: c.ids.length,
    sketch: sketchBytes(c.ids),
  }))
}

/** Rebuilds an account's sketches in `tables` from all its visitor rows, month by month. */
export async function rebuildSketches(
  db: Kysely<unknown>,
  accountUUID: string,
  tables: readonly SketchTable[],
): Promise<void> {
  for (const spec of tables)
    await sql`delete from ${sql.table(spec.table)} where account_uuid = ${accountUUID}`.execute(db)
  const months = await sql<{ month: string }>`select distinct substr(day, 1, 7) as month
    from engagement_visitors_daily where account_uuid = ${accountUUID}
    order by month`.execute(db)
  // Rows per statement: under SQLite's 32,766 parameters (at most 8 a row).
  const chunk = kindOf(db) === 'postgres' ? 2000 : 1000
  for (const { month } of months.rows) {
    const visitors = await sql<VisitorRow>`select account_uuid, day, site_uuid, embed_uuid,
        device, country, visitor_id
      from engagement_visitors_daily
      where account_uuid = ${accountUUID} and day >= ${`${month}-01`} and day <= ${`${month}-31`}`.execute(
      db,
    )
    const rows = visitors.rows.map((r) => ({ ...r, visitor_id: Number(r.visitor_id) }))
    for (const spec of tables) {
      const all = rowsOf(spec, rows)
      for (let i = 0; i < all.length; i += chunk)
        await (db as Kysely<Record<string, object>>)
          .insertInto(spec.table)
          .values(all.slice(i, i + chunk))
          .execute()
    }
  }
}
