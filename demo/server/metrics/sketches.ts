/**
 * The visitor sketches (migration 0010): for each cell of the engagement rollups' shape (by day
 * alone, by site, device and country, by embed, device and country; each daily and monthly) the
 * number of visitor rows in it (`rows`) and a HyperLogLog of its visitor numbers (sketch.ts), so
 * that unique engaged users over a long range are merged sketches instead of a distinct count
 * over millions of rows (facts.ts decides which, from `rows`).
 *
 * Derived only, as the rollups: rebuilt in JS from engagement_visitors_daily for an account (the
 * seed, the bench load, an embed's deletion) and added to in the transaction that inserts visitor
 * rows (the player's events).
 */
import { sql } from 'kysely'
import type { DB } from '../platform/db'
import { kindOf } from '../platform/dialect'
import type { EngagementVisitorsDailyTable } from '../platform/schema'
import { monthOf, type DayRange } from './rollup'
import { Sketch } from './sketch'

export interface SketchTable {
  table: string
  period: 'day' | 'month'
  /** Key columns after account_uuid and the period: the primary key. */
  keys: readonly string[]
  /** Columns that follow from the keys (an embed's site). */
  carried: readonly string[]
}

/** Smallest first, as the engagement rollups. */
export const SKETCHES: readonly SketchTable[] = [
  { table: 'visitor_totals_daily', period: 'day', keys: [], carried: [] },
  { table: 'visitor_totals_monthly', period: 'month', keys: [], carried: [] },
  {
    table: 'visitor_sites_daily',
    period: 'day',
    keys: ['site_uuid', 'device', 'country'],
    carried: [],
  },
  {
    table: 'visitor_sites_monthly',
    period: 'month',
    keys: ['site_uuid', 'device', 'country'],
    carried: [],
  },
  {
    table: 'visitor_embeds_daily',
    period: 'day',
    keys: ['embed_uuid', 'device', 'country'],
    carried: ['site_uuid'],
  },
  {
    table: 'visitor_embeds_monthly',
    period: 'month',
    keys: ['embed_uuid', 'device', 'country'],
    carried: ['site_uuid'],
  },
]

type VisitorRow = Omit<EngagementVisitorsDailyTable, 'visitor_id'> & { visitor_id: number }

interface Cell {
  values: Record<string, string>
  rows: number
  sketch: Sketch
}

/** Bytes as both drivers bind them (better-sqlite3 takes only Buffers). */
const bytesOf = (sketch: Sketch) => {
  const bytes = sketch.toBytes()
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}

/** The cells of `rows` in one sketch table, by primary key. */
function cellsOf(spec: SketchTable, rows: readonly VisitorRow[], into = new Map<string, Cell>()) {
  const period = spec.period === 'month' ? 'month' : 'day'
  for (const r of rows) {
    const at = spec.period === 'month' ? monthOf(r.day) : r.day
    const keyValues = spec.keys.map((k) => r[k as keyof VisitorRow] as string)
    const id = [r.account_uuid, at, ...keyValues].join('|')
    let cell = into.get(id)
    if (!cell) {
      const values: Record<string, string> = { account_uuid: r.account_uuid, [period]: at }
      for (const c of [...spec.keys, ...spec.carried])
        values[c] = r[c as keyof VisitorRow] as string
      cell = { values, rows: 0, sketch: new Sketch() }
      into.set(id, cell)
    }
    cell.rows++
    cell.sketch.add(Number(r.visitor_id))
  }
  return into
}

async function insertCells(trx: DB, spec: SketchTable, cells: Iterable<Cell>): Promise<void> {
  const all = [...cells]
  // Rows per statement: under SQLite's 32,766 parameters (at most 8 a row).
  const chunk = kindOf(trx) === 'postgres' ? 2000 : 1000
  for (let i = 0; i < all.length; i += chunk)
    await trx
      .insertInto(spec.table as 'visitor_embeds_daily')
      .values(
        all
          .slice(i, i + chunk)
          .map((c) => ({ ...c.values, rows: c.rows, sketch: bytesOf(c.sketch) }) as never),
      )
      .execute()
}

const lastDayOf = (month: string) => `${month}-31`

/**
 * Rebuilds an account's sketches from its visitor rows, all of them or the months that hold a
 * range of days; month by month, so that a year of bench rows never sits in memory at once.
 */
export async function rebuildSketches(
  trx: DB,
  accountUUID: string,
  days: DayRange | null = null,
): Promise<void> {
  const first = days ? `${monthOf(days.start)}-01` : null
  const last = days ? lastDayOf(monthOf(days.end)) : null
  for (const spec of SKETCHES) {
    const period = spec.period === 'month' ? 'month' : 'day'
    await sql`delete from ${sql.table(spec.table)} where account_uuid = ${accountUUID}
      ${first && last ? sql`and ${sql.ref(period)} >= ${spec.period === 'month' ? monthOf(first) : first} and ${sql.ref(period)} <= ${spec.period === 'month' ? monthOf(last) : last}` : sql``}`.execute(
      trx,
    )
  }
  let months = trx
    .selectFrom('engagement_visitors_daily')
    .select(sql<string>`substr(day, 1, 7)`.as('month'))
    .distinct()
    .where('account_uuid', '=', accountUUID)
  if (first && last) months = months.where('day', '>=', first).where('day', '<=', last)
  for (const { month } of await months.orderBy('month').execute()) {
    const rows = (
      await trx
        .selectFrom('engagement_visitors_daily')
        .select(['account_uuid', 'day', 'site_uuid', 'embed_uuid', 'device', 'country'])
        .select('visitor_id')
        .where('account_uuid', '=', accountUUID)
        .where('day', '>=', `${month}-01`)
        .where('day', '<=', lastDayOf(month))
        .execute()
    ).map((r) => ({ ...r, visitor_id: Number(r.visitor_id) }))
    for (const spec of SKETCHES) await insertCells(trx, spec, cellsOf(spec, rows).values())
  }
}

/**
 * Adds visitor rows just inserted (only those: a row already there is already counted) to every
 * sketch, inside their transaction: each touched cell read, merged and written back.
 */
export async function addToSketches(trx: DB, rows: readonly VisitorRow[]): Promise<void> {
  if (!rows.length) return
  for (const spec of SKETCHES) {
    const period = spec.period === 'month' ? 'month' : 'day'
    const pk = ['account_uuid', period, ...spec.keys]
    for (const cell of cellsOf(spec, rows).values()) {
      const stored = await sql<{
        rows: number
        sketch: Uint8Array
      }>`select ${sql.ref('rows')}, sketch
        from ${sql.table(spec.table)}
        where ${sql.join(
          pk.map((c) => sql`${sql.ref(c)} = ${cell.values[c]}`),
          sql` and `,
        )}`.execute(trx)
      const before = stored.rows[0]
      if (before) cell.sketch.mergeBytes(before.sketch)
      const columns = [...Object.keys(cell.values), 'rows', 'sketch']
      const values = [
        ...Object.values(cell.values),
        cell.rows + Number(before?.rows ?? 0),
        bytesOf(cell.sketch),
      ]
      await sql`insert into ${sql.table(spec.table)} (${sql.join(columns.map((c) => sql.ref(c)))})
        values (${sql.join(values)})
        on conflict (${sql.join(pk.map((c) => sql.ref(c)))}) do update set
        ${sql.ref('rows')} = ${sql.ref('excluded.rows')}, sketch = excluded.sketch`.execute(trx)
    }
  }
}
