/**
 * Migration 0010: the analytics rollups beyond 0009's engagement_rollup_daily (rollup.ts says
 * what each one sums and how it is kept). A read takes the smallest one whose keys cover its
 * filters and breakdown, and for a total or a breakdown over whole months the monthly one:
 *
 * - engagement_sites_daily / _monthly: engagement by site, device and country (the series,
 *   totals and the Sites, Devices and Geo breakdowns);
 * - engagement_rollup_monthly: by embed, device and country (the Embeds breakdown);
 * - engagement_cards_daily / _monthly: answers (option rows) and clicks by card, device and
 *   country (the top questions and stories, the Stories breakdown);
 * - ad_sites_daily / _monthly: ad facts by site, device, country and ad type;
 * - ad_facts_monthly: the ad facts by month (the Ad Units and Embeds breakdowns).
 *
 * Filled from the facts already stored. Clustered by their primary key on SQLite, as the facts.
 *
 * And the engaged visitors by number: `engagement_visitor_ids` gives each (account, visitor
 * hash) an integer once, and `engagement_visitors_daily` keeps that integer instead of the
 * 32-character hash (distinct counts over integers take about a third of the time).
 *
 * And the visitor sketches (sketches.ts): for each cell by day alone, by site, device and
 * country, and by embed, device and country (site carried), daily and monthly, the visitor rows
 * in it (`rows`) and a HyperLogLog of its visitor numbers (`sketch`, sketch.ts's stored form).
 * Filled from the visitor rows already stored, by this migration's own frozen copy of the
 * rebuild (rollups-migration-sketches.ts).
 */
import { sql, type Kysely, type Migration, type RawBuilder } from 'kysely'
import { portable } from '../migrations/portable'
import { rebuildSketches, type SketchTable } from './rollups-migration-sketches'
import { VISITOR_CELL } from './migration'
import {
  alike,
  cascade,
  clustered,
  compositeKey,
  index,
  table,
  uniqueTogether,
  type ColumnSpec,
} from '../migrations/kit'

/** The tables as this migration creates them (never changed: a later change is a new migration). */
const TABLES: ReadonlyArray<{
  table: string
  period: 'day' | 'month'
  keys: readonly string[]
  carried: readonly string[]
  measures: readonly string[]
}> = [
  {
    table: 'engagement_rollup_monthly',
    period: 'month',
    keys: ['embed_uuid', 'device', 'country'],
    carried: ['site_uuid'],
    measures: ['loads', 'inview_loads', 'answers', 'clicks'],
  },
  {
    table: 'engagement_sites_daily',
    period: 'day',
    keys: ['site_uuid', 'device', 'country'],
    carried: [],
    measures: ['loads', 'inview_loads', 'answers', 'clicks'],
  },
  {
    table: 'engagement_sites_monthly',
    period: 'month',
    keys: ['site_uuid', 'device', 'country'],
    carried: [],
    measures: ['loads', 'inview_loads', 'answers', 'clicks'],
  },
  {
    table: 'engagement_totals_daily',
    period: 'day',
    keys: [],
    carried: [],
    measures: ['loads', 'inview_loads', 'answers', 'clicks'],
  },
  {
    table: 'engagement_totals_monthly',
    period: 'month',
    keys: [],
    carried: [],
    measures: ['loads', 'inview_loads', 'answers', 'clicks'],
  },
  {
    table: 'engagement_cards_daily',
    period: 'day',
    keys: ['content_uuid', 'device', 'country'],
    carried: ['embed_uuid', 'site_uuid'],
    measures: ['answers', 'clicks'],
  },
  {
    table: 'engagement_cards_monthly',
    period: 'month',
    keys: ['content_uuid', 'device', 'country'],
    carried: ['embed_uuid', 'site_uuid'],
    measures: ['answers', 'clicks'],
  },
  {
    table: 'engagement_card_totals_daily',
    period: 'day',
    keys: ['content_uuid'],
    carried: ['embed_uuid', 'site_uuid'],
    measures: ['answers', 'clicks'],
  },
  {
    table: 'engagement_card_totals_monthly',
    period: 'month',
    keys: ['content_uuid'],
    carried: ['embed_uuid', 'site_uuid'],
    measures: ['answers', 'clicks'],
  },
  {
    table: 'ad_facts_monthly',
    period: 'month',
    keys: ['site_uuid', 'device', 'country', 'ad_unit_uuid', 'ad_type', 'embed_uuid'],
    carried: [],
    measures: ['impressions', 'viewable_impressions', 'revenue_micros'],
  },
  {
    table: 'ad_sites_daily',
    period: 'day',
    keys: ['site_uuid', 'device', 'country', 'ad_type'],
    carried: [],
    measures: ['impressions', 'viewable_impressions', 'revenue_micros'],
  },
  {
    table: 'ad_sites_monthly',
    period: 'month',
    keys: ['site_uuid', 'device', 'country', 'ad_type'],
    carried: [],
    measures: ['impressions', 'viewable_impressions', 'revenue_micros'],
  },
  {
    table: 'ad_totals_daily',
    period: 'day',
    keys: ['ad_type'],
    carried: [],
    measures: ['impressions', 'viewable_impressions', 'revenue_micros'],
  },
  {
    table: 'ad_totals_monthly',
    period: 'month',
    keys: ['ad_type'],
    carried: [],
    measures: ['impressions', 'viewable_impressions', 'revenue_micros'],
  },
]

/**
 * The sketch tables as this migration creates them, each cell daily then monthly:
 * visitor_totals_daily, visitor_totals_monthly, visitor_sites_daily, … visitor_embeds_monthly.
 */
const SKETCH_TABLES: readonly SketchTable[] = (
  [
    ['totals', [], []],
    ['sites', ['site_uuid', 'device', 'country'], []],
    ['embeds', ['embed_uuid', 'device', 'country'], ['site_uuid']],
  ] as const
).flatMap(([cell, keys, carried]) => [
  { table: `visitor_${cell}_daily`, period: 'day' as const, keys, carried },
  { table: `visitor_${cell}_monthly`, period: 'month' as const, keys, carried },
])

export const rollupsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const { int, rowId, blob } = portable(db)
    // A derived table's leading columns: the account, the period, its keys and carried columns;
    // its primary key: the account, the period and its keys.
    const derived = (t: SketchTable): Record<string, ColumnSpec> => ({
      account_uuid: ['text', cascade('accounts.account_uuid')],
      ...alike([t.period, ...t.keys, ...t.carried], ['text', 'not null']),
    })
    const key = (t: SketchTable) =>
      compositeKey(`${t.table}_pk`, ['account_uuid', t.period, ...t.keys])
    for (const t of TABLES) {
      const measures = alike(t.measures, [int, 'not null', { default: 0 }])
      await table(db, t.table, { ...derived(t), ...measures }, key(t), clustered(db))
    }
    // A chosen embed's or story's rows without walking every other one's.
    await index(db, 'engagement_rollup_account_embed_day', 'engagement_rollup_daily', [
      'account_uuid',
      'embed_uuid',
      'day',
    ])
    await index(db, 'engagement_cards_account_content_day', 'engagement_cards_daily', [
      'account_uuid',
      'content_uuid',
      'day',
    ])
    await table(
      db,
      'engagement_visitor_ids',
      {
        visitor_id: [int, rowId],
        account_uuid: ['text', cascade('accounts.account_uuid')],
        visitor_hash: ['text', 'not null'],
      },
      uniqueTogether('engagement_visitor_ids_hash', ['account_uuid', 'visitor_hash']),
    )
    await sql`insert into engagement_visitor_ids (account_uuid, visitor_hash)
      select distinct account_uuid, visitor_hash from engagement_visitors_daily`.execute(db)
    await db.schema
      .alterTable('engagement_visitors_daily')
      .renameTo('engagement_visitors_old')
      .execute()
    await table(
      db,
      'engagement_visitors_daily',
      { ...VISITOR_CELL, visitor_id: [int, 'not null'] },
      compositeKey('engagement_visitors_by_id_pk', [
        'account_uuid',
        'day',
        'embed_uuid',
        'device',
        'country',
        'visitor_id',
      ]),
      clustered(db),
    )
    await sql`insert into engagement_visitors_daily
        (account_uuid, day, site_uuid, embed_uuid, device, country, visitor_id)
      select o.account_uuid, o.day, o.site_uuid, o.embed_uuid, o.device, o.country, i.visitor_id
      from engagement_visitors_old o join engagement_visitor_ids i
        on i.account_uuid = o.account_uuid and i.visitor_hash = o.visitor_hash`.execute(db)
    await db.schema.dropTable('engagement_visitors_old').execute()

    // Filled from the facts already stored, in the order of their sources.
    const measure = (m: string) => sql`sum(${sql.ref(m)})`
    const fill = async (name: string, from: string, period: RawBuilder<string>) => {
      const t = TABLES.find((x) => x.table === name)!
      const columns = ['account_uuid', t.period, ...t.keys, ...t.carried, ...t.measures]
      const answers =
        name === 'engagement_cards_daily'
          ? sql`sum(case when option_uuid <> '' then answers else 0 end)`
          : null
      const grouped = [sql.ref('account_uuid'), period, ...t.keys.map((k) => sql.ref(k))]
      const selected = [
        ...grouped,
        ...t.carried.map((c) => sql`min(${sql.ref(c)})`),
        ...t.measures.map((m) => (m === 'answers' && answers ? answers : measure(m))),
      ]
      await sql`insert into ${sql.table(name)} (${sql.join(columns.map((c) => sql.ref(c)))})
        select ${sql.join(selected)}
        from ${sql.table(from)}
        group by ${sql.join(grouped)}
        ${answers ? sql`having ${answers} > 0 or sum(clicks) > 0` : sql``}`.execute(db)
    }
    const day = sql<string>`day`
    const monthOfDay = sql<string>`substr(day, 1, 7)`
    await fill('engagement_rollup_monthly', 'engagement_rollup_daily', monthOfDay)
    await fill('engagement_sites_daily', 'engagement_rollup_daily', day)
    await fill('engagement_sites_monthly', 'engagement_sites_daily', monthOfDay)
    await fill('engagement_cards_daily', 'embed_engagement_daily', day)
    await fill('engagement_cards_monthly', 'engagement_cards_daily', monthOfDay)
    await fill('engagement_totals_daily', 'engagement_sites_daily', day)
    await fill('engagement_totals_monthly', 'engagement_totals_daily', monthOfDay)
    await fill('engagement_card_totals_daily', 'engagement_cards_daily', day)
    await fill('engagement_card_totals_monthly', 'engagement_card_totals_daily', monthOfDay)
    await fill('ad_facts_monthly', 'ad_facts_daily', monthOfDay)
    await fill('ad_sites_daily', 'ad_facts_daily', day)
    await fill('ad_sites_monthly', 'ad_sites_daily', monthOfDay)
    await fill('ad_totals_daily', 'ad_sites_daily', day)
    await fill('ad_totals_monthly', 'ad_totals_daily', monthOfDay)

    // With a row id on SQLite: a dense sketch is 4 KB, too wide for a clustered row.
    const sketch = { rows: [int, 'not null'], sketch: [blob, 'not null'] } as const
    for (const t of SKETCH_TABLES) await table(db, t.table, { ...derived(t), ...sketch }, key(t))
    const accounts = await sql<{
      account_uuid: string
    }>`select distinct account_uuid from engagement_visitors_daily`.execute(db)
    for (const { account_uuid } of accounts.rows)
      await rebuildSketches(db, account_uuid, SKETCH_TABLES)
  },
}
