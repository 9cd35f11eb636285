/**
 * The rollups of the analytics facts (migrations 0009, 0010): sums of the facts at coarser keys,
 * daily and monthly, so that a read touches few rows whatever its range. Derived only, never
 * written on their own: rebuilt from the facts for an account (the seed, the bench load), for a
 * range of an account's days (a builder save that removes cards, and so their facts), or added
 * to in the transaction that adds to the facts (the player's events).
 *
 * Each rollup is described once in ROLLUPS (its table, the table it is summed from, its period,
 * its keys and measures); the rebuild and the additions are generated from that, and the reads
 * (facts.ts) choose the smallest rollup whose keys cover a query's filters and breakdown.
 */
import { sql, type RawBuilder } from 'kysely'
import type { DB } from '../platform/db'
import type { EmbedEngagementDailyTable } from '../platform/schema'

export type Period = 'day' | 'month'

export interface Rollup {
  table: string
  /** The table it is summed from (a fact table or a finer rollup, listed before it). */
  from: string
  period: Period
  /** Key columns after account_uuid and the period: the primary key. */
  keys: readonly string[]
  /** Columns that follow from the keys (an embed's site), carried along. */
  carried: readonly string[]
  measures: readonly string[]
  /**
   * Card level, from the engagement facts: answers counted on option rows only (the answers a
   * question got), and only the rows with answers or clicks kept.
   */
  cards?: boolean
}

const ENGAGEMENT = ['loads', 'inview_loads', 'answers', 'clicks'] as const
const CARD = ['answers', 'clicks'] as const
const AD = ['impressions', 'viewable_impressions', 'revenue_micros'] as const

/** A daily rollup summed from `from`, then its monthly twin summed from it. */
function dailyAndMonthly(
  name: string,
  from: string,
  keys: readonly string[],
  carried: readonly string[],
  measures: readonly string[],
  cards?: true,
): Rollup[] {
  const daily: Rollup = { table: `${name}_daily`, from, period: 'day', keys, carried, measures }
  const monthly: Rollup = { ...daily, table: `${name}_monthly`, from: daily.table, period: 'month' }
  return [cards ? { ...daily, cards } : daily, monthly]
}

const CARD_KEYS = ['content_uuid', 'device', 'country']
const CARD_CARRIED = ['embed_uuid', 'site_uuid']
const AD_KEYS = ['site_uuid', 'device', 'country', 'ad_type']

/** In build order: each one's `from` comes before it. */
export const ROLLUPS: readonly Rollup[] = [
  ...dailyAndMonthly(
    'engagement_rollup',
    'embed_engagement_daily',
    ['embed_uuid', 'device', 'country'],
    ['site_uuid'],
    ENGAGEMENT,
  ),
  ...dailyAndMonthly(
    'engagement_sites',
    'engagement_rollup_daily',
    ['site_uuid', 'device', 'country'],
    [],
    ENGAGEMENT,
  ),
  ...dailyAndMonthly('engagement_totals', 'engagement_sites_daily', [], [], ENGAGEMENT),
  ...dailyAndMonthly(
    'engagement_cards',
    'embed_engagement_daily',
    CARD_KEYS,
    CARD_CARRIED,
    CARD,
    true,
  ),
  ...dailyAndMonthly(
    'engagement_card_totals',
    'engagement_cards_daily',
    ['content_uuid'],
    CARD_CARRIED,
    CARD,
  ),
  {
    table: 'ad_facts_monthly',
    from: 'ad_facts_daily',
    period: 'month',
    keys: ['site_uuid', 'device', 'country', 'ad_unit_uuid', 'ad_type', 'embed_uuid'],
    carried: [],
    measures: AD,
  },
  ...dailyAndMonthly('ad_sites', 'ad_facts_daily', AD_KEYS, [], AD),
  ...dailyAndMonthly('ad_totals', 'ad_sites_daily', ['ad_type'], [], AD),
]

const ENGAGEMENT_FACTS = 'embed_engagement_daily'

/** A source's period column read as this rollup's period. */
function periodOf(rollup: Rollup): RawBuilder<string> {
  const source = ROLLUPS.find((r) => r.table === rollup.from)
  if (rollup.period === 'month' && source?.period !== 'month') return sql`substr(day, 1, 7)`
  return sql.ref(rollup.period === 'month' ? 'month' : 'day')
}

/** The month (YYYY-MM) of a day. */
export const monthOf = (day: string): string => day.slice(0, 7)

export interface DayRange {
  start: string
  end: string
}

/**
 * Rebuilds an account's rollups from its facts, all of them or only those of a range of days
 * (the months that hold the range, for the monthly ones).
 */
export async function rebuildRollups(
  trx: DB,
  accountUUID: string,
  days: DayRange | null = null,
  tables: readonly Rollup[] = ROLLUPS,
): Promise<void> {
  for (const rollup of tables) {
    const period = rollup.period === 'month' ? 'month' : 'day'
    const bounds = days
      ? rollup.period === 'month'
        ? { start: monthOf(days.start), end: monthOf(days.end) }
        : days
      : null
    const from = ROLLUPS.find((r) => r.table === rollup.from)
    // The source's rows of those periods: a month's days when reading days for a month.
    const sourceBounds =
      bounds && rollup.period === 'month' && from?.period !== 'month'
        ? { start: `${bounds.start}-01`, end: `${bounds.end}-31` }
        : bounds
    const sourcePeriod = from?.period === 'month' ? 'month' : 'day'
    await sql`delete from ${sql.table(rollup.table)} where account_uuid = ${accountUUID}
      ${bounds ? sql`and ${sql.ref(period)} >= ${bounds.start} and ${sql.ref(period)} <= ${bounds.end}` : sql``}`.execute(
      trx,
    )
    const measure = (m: string) =>
      rollup.cards && m === 'answers'
        ? sql`sum(case when option_uuid <> '' then answers else 0 end)`
        : sql`sum(${sql.ref(m)})`
    const columns = ['account_uuid', period, ...rollup.keys, ...rollup.carried, ...rollup.measures]
    const p = periodOf(rollup)
    const grouped = [sql.ref('account_uuid'), p, ...rollup.keys.map((k) => sql.ref(k))]
    const selected = [
      ...grouped,
      ...rollup.carried.map((c) => sql`min(${sql.ref(c)})`),
      ...rollup.measures.map(measure),
    ]
    await sql`insert into ${sql.table(rollup.table)} (${sql.join(columns.map((c) => sql.ref(c)))})
      select ${sql.join(selected)}
      from ${sql.table(rollup.from)}
      where account_uuid = ${accountUUID}
        ${sourceBounds ? sql`and ${sql.ref(sourcePeriod)} >= ${sourceBounds.start} and ${sql.ref(sourcePeriod)} <= ${sourceBounds.end}` : sql``}
      group by ${sql.join(grouped)}
      ${rollup.cards ? sql`having sum(case when option_uuid <> '' then answers else 0 end) > 0 or sum(clicks) > 0` : sql``}`.execute(
      trx,
    )
  }
}

/** The engagement rollups, for the callers that change only engagement facts. */
export const ENGAGEMENT_ROLLUPS = ROLLUPS.filter((r) => r.table.startsWith('engagement_'))

/** One engagement fact row's increments (a card's own row or an option's row; no in-view time). */
export type FactIncrement = Required<Omit<EmbedEngagementDailyTable, 'inview_ms'>>

/**
 * Adds increments of the engagement facts to every engagement rollup (inside the facts'
 * transaction): summed per rollup row in memory, one upsert per row.
 */
export async function addToRollups(trx: DB, increments: readonly FactIncrement[]): Promise<void> {
  for (const rollup of ENGAGEMENT_ROLLUPS) {
    const period = rollup.period === 'month' ? 'month' : 'day'
    const rows = new Map<string, Record<string, string | number>>()
    for (const inc of increments) {
      const values: Record<string, number> = {}
      for (const m of rollup.measures)
        values[m] =
          rollup.cards && m === 'answers'
            ? inc.option_uuid === ''
              ? 0
              : inc.answers
            : Number(inc[m as keyof FactIncrement])
      if (rollup.cards && !values.answers && !values.clicks) continue
      const at = rollup.period === 'month' ? monthOf(inc.day) : inc.day
      const id = [
        inc.account_uuid,
        at,
        ...rollup.keys.map((k) => inc[k as keyof FactIncrement]),
      ].join('|')
      const row = rows.get(id)
      if (row) for (const m of rollup.measures) row[m] = Number(row[m]) + values[m]!
      else {
        const fresh: Record<string, string | number> = {
          account_uuid: inc.account_uuid,
          [period]: at,
        }
        for (const c of [...rollup.keys, ...rollup.carried])
          fresh[c] = inc[c as keyof FactIncrement] as string
        rows.set(id, Object.assign(fresh, values))
      }
    }
    const pk = ['account_uuid', period, ...rollup.keys]
    for (const row of rows.values()) {
      const columns = Object.keys(row)
      await sql`insert into ${sql.table(rollup.table)} (${sql.join(columns.map((c) => sql.ref(c)))})
        values (${sql.join(columns.map((c) => row[c]))})
        on conflict (${sql.join(pk.map((c) => sql.ref(c)))}) do update set
        ${sql.join(
          rollup.measures.map(
            (m) =>
              sql`${sql.ref(m)} = ${sql.ref(`${rollup.table}.${m}`)} + ${sql.ref(`excluded.${m}`)}`,
          ),
        )}`.execute(trx)
    }
  }
}

/** The days an account's engagement facts of some cards span (before they are removed). */
export async function factDaysOf(
  trx: DB,
  contentUUIDs: readonly string[],
): Promise<{ accountUUID: string; days: DayRange } | null> {
  if (!contentUUIDs.length) return null
  const row = await trx
    .selectFrom(ENGAGEMENT_FACTS)
    .select([
      sql<string>`min(account_uuid)`.as('account'),
      sql<string>`min(day)`.as('start'),
      sql<string>`max(day)`.as('end'),
    ])
    .where('content_uuid', 'in', contentUUIDs)
    .executeTakeFirst()
  return row?.start ? { accountUUID: row.account, days: { start: row.start, end: row.end } } : null
}
