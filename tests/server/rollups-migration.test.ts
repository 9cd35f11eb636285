/**
 * Migration 0010 fills the visitor sketches with its own frozen copy of the rebuild
 * (demo/server/metrics/rollups-migration-sketches.ts), so later changes to the live one
 * (metrics/sketches.ts) cannot change it. While the stored form is the one 0010 created, both
 * write the same rows from the same visitor rows: sparse sketches (the seed's few visitors a
 * cell) and dense ones (a cell with thousands).
 */
import assert from 'node:assert/strict'
import { it } from 'node:test'
import { sql, type Kysely } from 'kysely'
import { rebuildSketches as frozenRebuild } from '../../demo/server/metrics/rollups-migration-sketches'
import { rebuildSketches, SKETCHES } from '../../demo/server/metrics/sketches'
import { nyDayBefore } from '../../demo/server/platform/days'
import { fileHarness, IDS } from './harness'

const h = fileHarness()

/** Every sketch table's rows, in primary-key order. */
async function sketchRows() {
  const out: Record<string, unknown[]> = {}
  for (const spec of SKETCHES) {
    const order = ['account_uuid', spec.period, ...spec.keys].map((c) => sql.ref(c))
    out[spec.table] = (
      await sql<
        Record<string, unknown>
      >`select * from ${sql.table(spec.table)} order by ${sql.join(order)}`.execute(h.db)
    ).rows.map((row) => ({ ...row, sketch: Buffer.from(row.sketch as Uint8Array).toString('hex') }))
  }
  return out
}

it('writes the rows the live rebuild writes, sparse and dense', async () => {
  const day = nyDayBefore(Date.now(), 3)
  const { site_uuid } = await h.db
    .selectFrom('embeds')
    .select('site_uuid')
    .where('embed_uuid', '=', IDS.embeds.online)
    .executeTakeFirstOrThrow()
  // A cell with far more visitors than a sparse sketch holds.
  const crowd = Array.from({ length: 3000 }, (_, i) => ({
    account_uuid: IDS.demoAccount,
    day,
    site_uuid,
    embed_uuid: IDS.embeds.online,
    device: 'DESKTOP',
    country: 'CA',
    visitor_id: 9_000_000 + i,
  }))
  for (let i = 0; i < crowd.length; i += 500)
    await h.db
      .insertInto('engagement_visitors_daily')
      .values(crowd.slice(i, i + 500))
      .execute()
  const accounts = await h.db
    .selectFrom('engagement_visitors_daily')
    .select('account_uuid')
    .distinct()
    .execute()
  for (const { account_uuid } of accounts) await rebuildSketches(h.db, account_uuid)
  const live = await sketchRows()
  const dense = live.visitor_embeds_daily!.filter((r) => (r as { rows: number }).rows >= 3000)
  assert.equal(dense.length, 1, 'the crowded cell')
  assert.ok(
    Object.values(live).every((rows) => rows.length > 0),
    'every table has rows',
  )

  for (const { account_uuid } of accounts)
    await frozenRebuild(h.db as unknown as Kysely<unknown>, account_uuid, SKETCHES)
  assert.deepEqual(await sketchRows(), live)
})
