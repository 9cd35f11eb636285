/**
 * Migration 0015 (issue 27): colour schemes still on the first defaults, which fail WCAG AA, take
 * the AA defaults; a scheme the publisher changed stays.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Kysely } from 'kysely'
import { DEFAULT_COLORS } from '../../src/areas/commenting/lib/commenting-rules'
import { moveToAaDefaults } from '../../demo/server/commenting/colors-migration'
import { COMMENTING_IDS } from '../../demo/server/commenting/seed'
import { fileHarness } from './harness'

const [DAILY, GOTHAM] = COMMENTING_IDS.units
const FIRST = { ...DEFAULT_COLORS, secondaryText: 'ABB2C3', branding: '1494F4' }

const h = fileHarness()

const colorsOf = async (unit: string) =>
  JSON.parse(
    (
      await h.db
        .selectFrom('commenting_sections')
        .select('data')
        .where('unit_uuid', '=', unit)
        .where('kind', '=', 'colorSchema')
        .executeTakeFirstOrThrow()
    ).data,
  )

async function store(unit: string, colors: object) {
  await h.db
    .updateTable('commenting_sections')
    .set({ data: JSON.stringify(colors) })
    .where('unit_uuid', '=', unit)
    .where('kind', '=', 'colorSchema')
    .execute()
}

describe('migration 0015', () => {
  it('a new database already has the AA defaults', async () => {
    assert.deepEqual(await colorsOf(DAILY!.unit), DEFAULT_COLORS)
  })

  it('moves schemes on the first defaults (any case) to the AA ones and leaves changed ones', async () => {
    await store(DAILY!.unit, { ...FIRST, secondaryText: 'abb2c3' })
    const changed = { ...FIRST, branding: 'FF0000' }
    await store(GOTHAM!.unit, changed)
    await moveToAaDefaults(h.db as unknown as Kysely<unknown>)
    assert.deepEqual(await colorsOf(DAILY!.unit), {
      ...FIRST,
      secondaryText: '64748B',
      branding: '0A6CC2',
    })
    assert.deepEqual(await colorsOf(DAILY!.unit), DEFAULT_COLORS)
    assert.deepEqual(await colorsOf(GOTHAM!.unit), changed)
  })
})
