/**
 * The engagement rollup (engagement_rollup_daily, migration 0009): the facts summed by account,
 * day, embed, device and country. Derived only, never written on its own: rebuilt from the facts
 * for an account or an embed (the seed, the bench load, a builder save that removes cards and so
 * their facts), or added to in the transaction that adds to the facts (the player's events).
 */
import { sql } from 'kysely'
import type { DB } from '../db'

/** Rebuilds the rollup rows of an account or of one embed from the facts. */
export async function rebuildRollup(
  trx: DB,
  scope: { accountUUID: string } | { embedUUID: string },
): Promise<void> {
  const [column, value] =
    'accountUUID' in scope ? ['account_uuid', scope.accountUUID] : ['embed_uuid', scope.embedUUID]
  await trx.deleteFrom('engagement_rollup_daily').where(sql.ref(column), '=', value).execute()
  await sql`insert into engagement_rollup_daily
      (account_uuid, day, embed_uuid, device, country, site_uuid, loads, inview_loads, answers, clicks)
    select account_uuid, day, embed_uuid, device, country, min(site_uuid), sum(loads),
      sum(inview_loads), sum(answers), sum(clicks)
    from embed_engagement_daily where ${sql.ref(column)} = ${value}
    group by account_uuid, day, embed_uuid, device, country`.execute(trx)
}

/** Adds one batch's sums of an embed to the rollup (inside the facts' transaction). */
export async function addToRollup(
  trx: DB,
  row: {
    accountUUID: string
    day: string
    embedUUID: string
    device: string
    country: string
    siteUUID: string
    loads: number
    inviewLoads: number
    answers: number
    clicks: number
  },
): Promise<void> {
  await trx
    .insertInto('engagement_rollup_daily')
    .values({
      account_uuid: row.accountUUID,
      day: row.day,
      embed_uuid: row.embedUUID,
      device: row.device,
      country: row.country,
      site_uuid: row.siteUUID,
      loads: row.loads,
      inview_loads: row.inviewLoads,
      answers: row.answers,
      clicks: row.clicks,
    })
    .onConflict((oc) =>
      oc.columns(['account_uuid', 'day', 'embed_uuid', 'device', 'country']).doUpdateSet({
        loads: sql<number>`engagement_rollup_daily.loads + ${row.loads}`,
        inview_loads: sql<number>`engagement_rollup_daily.inview_loads + ${row.inviewLoads}`,
        answers: sql<number>`engagement_rollup_daily.answers + ${row.answers}`,
        clicks: sql<number>`engagement_rollup_daily.clicks + ${row.clicks}`,
      }),
    )
    .execute()
}
