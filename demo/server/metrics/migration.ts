/**
 * Migration 0009: the analytics facts (issue 10).
 *
 * - `embed_engagement_daily` (0005, 0007) stays the one table of engagement facts, now by site,
 *   device (DESKTOP/MOBILE) and country (ISO 3166-1 alpha-2, 'ZZ' unknown) as well, with
 *   `inview_loads` (loads whose embed came into view: Average In-View % is
 *   sum(inview_loads) / sum(loads)). SQLite cannot change a primary key, so the table is rebuilt:
 *   the old rows move over (site from their embed, device DESKTOP, country ZZ, inview_loads 0).
 * - `engagement_visitors_daily`: one row per engaged visitor (a salted hash of the player's
 *   first-party visitor id), account, New York day, embed, device and country. Unique engaged
 *   users are a distinct count of `visitor_hash` over the rows of a range, never a sum of days.
 * - `ad_units` and `ad_facts_daily`: impressions, viewable impressions and revenue (micro-dollars,
 *   integers) by day, site, device, country, ad unit, ad type (DISPLAY/VIDEO) and the embed the ad
 *   ran in ('' when none).
 *
 * Every analytics read starts with `account_uuid = ? and day between ? and ?`: the primary keys
 * and indexes below lead with (account_uuid, day).
 */
import { sql, type Kysely, type Migration } from 'kysely'
import { portable } from '../migrations/portable'
import { cascade, clustered, compositeKey, index, table, type ColumnSpec } from '../migrations/kit'

/** An engaged visitor's cell, the leading columns of its rows; 0010 keeps them when it rebuilds. */
export const VISITOR_CELL: Readonly<Record<string, ColumnSpec>> = {
  account_uuid: ['text', cascade('accounts.account_uuid')],
  day: ['text', 'not null'],
  site_uuid: ['text', 'not null'],
  embed_uuid: ['text', cascade('embeds.embed_uuid')],
  device: ['text', 'not null'],
  country: ['text', 'not null'],
}

export const metricsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const { int } = portable(db)
    // On SQLite the fact tables are clustered by their primary key (clustered: WITHOUT ROWID),
    // which leads with (account_uuid, day): a range read is one contiguous walk with no row
    // lookups. On PostgreSQL the primary key index serves the same reads.
    await db.schema.dropIndex('embed_engagement_embed_day').execute()
    await db.schema.dropIndex('embed_engagement_account_day').execute()
    await db.schema.alterTable('embed_engagement_daily').renameTo('embed_engagement_old').execute()
    // A measure: summed, 0 where nothing was counted.
    const measure: ColumnSpec = [int, 'not null', { default: 0 }]
    await table(
      db,
      'embed_engagement_daily',
      {
        account_uuid: ['text', cascade('accounts.account_uuid')],
        site_uuid: ['text', 'not null'],
        embed_uuid: ['text', cascade('embeds.embed_uuid')],
        content_uuid: ['text', cascade('embed_contents.content_uuid')],
        // '' on the card's own row.
        option_uuid: ['text', 'not null'],
        /** YYYY-MM-DD, New York day. */
        day: ['text', 'not null'],
        device: ['text', 'not null'],
        country: ['text', 'not null'],
        loads: measure,
        inview_loads: measure,
        answers: measure,
        clicks: measure,
        inview_ms: measure,
      },
      compositeKey('embed_engagement_facts_pk', [
        'account_uuid',
        'day',
        'content_uuid',
        'option_uuid',
        'device',
        'country',
      ]),
      clustered(db),
    )
    await sql`insert into embed_engagement_daily
        (account_uuid, site_uuid, embed_uuid, content_uuid, option_uuid, day, device, country,
         loads, inview_loads, answers, clicks, inview_ms)
      select o.account_uuid, e.site_uuid, o.embed_uuid, o.content_uuid, o.option_uuid, o.day,
         'DESKTOP', 'ZZ', o.loads, 0, o.answers, o.clicks, o.inview_ms
      from embed_engagement_old o join embeds e on e.embed_uuid = o.embed_uuid`.execute(db)
    await db.schema.dropTable('embed_engagement_old').execute()
    // API-49 and the player: one embed's facts.
    await index(db, 'embed_engagement_embed_day', 'embed_engagement_daily', ['embed_uuid', 'day'])

    // The daily rollup of the facts without card and option: what every engagement total,
    // series and breakdown reads (10–20 times fewer rows). Derived only: rebuilt from the facts
    // (rebuildRollup) or added to in the same transaction as the facts (the player's writeBatch).
    await table(
      db,
      'engagement_rollup_daily',
      {
        account_uuid: ['text', cascade('accounts.account_uuid')],
        day: ['text', 'not null'],
        embed_uuid: ['text', cascade('embeds.embed_uuid')],
        device: ['text', 'not null'],
        country: ['text', 'not null'],
        site_uuid: ['text', 'not null'],
        loads: measure,
        inview_loads: measure,
        answers: measure,
        clicks: measure,
      },
      compositeKey('engagement_rollup_daily_pk', [
        'account_uuid',
        'day',
        'embed_uuid',
        'device',
        'country',
      ]),
      clustered(db),
    )
    await sql`insert into engagement_rollup_daily
        (account_uuid, day, embed_uuid, device, country, site_uuid, loads, inview_loads, answers, clicks)
      select account_uuid, day, embed_uuid, device, country, min(site_uuid), sum(loads),
        sum(inview_loads), sum(answers), sum(clicks)
      from embed_engagement_daily group by account_uuid, day, embed_uuid, device, country`.execute(
      db,
    )

    await table(
      db,
      'engagement_visitors_daily',
      { ...VISITOR_CELL, visitor_hash: ['text', 'not null'] },
      compositeKey('engagement_visitors_daily_pk', [
        'account_uuid',
        'day',
        'embed_uuid',
        'device',
        'country',
        'visitor_hash',
      ]),
      clustered(db),
    )

    await table(db, 'ad_units', {
      ad_unit_uuid: ['text', 'primary key'],
      account_uuid: ['text', cascade('accounts.account_uuid')],
      site_uuid: ['text', cascade('sites.site_uuid')],
      name: ['text', 'not null'],
    })
    await index(db, 'ad_units_account', 'ad_units', ['account_uuid', 'name'])

    await table(
      db,
      'ad_facts_daily',
      {
        account_uuid: ['text', cascade('accounts.account_uuid')],
        day: ['text', 'not null'],
        site_uuid: ['text', 'not null'],
        device: ['text', 'not null'],
        country: ['text', 'not null'],
        ad_unit_uuid: ['text', 'not null'],
        ad_type: ['text', 'not null'],
        // '' when the ad did not run in an embed.
        embed_uuid: ['text', 'not null'],
        impressions: measure,
        viewable_impressions: measure,
        /** Micro-dollars. */
        revenue_micros: measure,
      },
      compositeKey('ad_facts_daily_pk', [
        'account_uuid',
        'day',
        'site_uuid',
        'device',
        'country',
        'ad_unit_uuid',
        'ad_type',
        'embed_uuid',
      ]),
      clustered(db),
    )
    // A chosen embed's ads.
    await index(db, 'ad_facts_account_embed_day', 'ad_facts_daily', [
      'account_uuid',
      'embed_uuid',
      'day',
    ])
  },
}
