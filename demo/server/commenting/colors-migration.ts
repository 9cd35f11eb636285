/**
 * Migration 0015: a unit whose colour scheme is still exactly the first defaults (the spec's
 * #ABB2C3 secondary text and #1494F4 branding, which fail WCAG AA on white: issue 27) takes the
 * new defaults; a scheme its publisher changed in any colour stays as it is.
 */
import { sql, type Kysely, type Migration } from 'kysely'

// Both sets frozen here: a landed migration never changes.
const FIRST_DEFAULTS: Record<string, string> = {
  background: 'FFFFFF',
  primaryText: '062B75',
  secondaryText: 'ABB2C3',
  branding: '1494F4',
  primaryButtonLabel: 'FFFFFF',
  errorValidation: 'DF1D1D',
}
const AA_DEFAULTS = { secondaryText: '64748B', branding: '0A6CC2' }

const isFirstDefaults = (data: Record<string, unknown>) =>
  Object.entries(FIRST_DEFAULTS).every(
    ([key, value]) => String(data[key] ?? '').toUpperCase() === value,
  )

/** Moves the colour schemes still on the first defaults to the AA defaults. */
export async function moveToAaDefaults(db: Kysely<unknown>): Promise<void> {
  const sections = await sql<{ section_uuid: string; data: string }>`
    select section_uuid, data from commenting_sections where kind = 'colorSchema'`.execute(db)
  for (const row of sections.rows) {
    const data = JSON.parse(row.data) as Record<string, unknown>
    if (!isFirstDefaults(data)) continue
    const next = JSON.stringify({ ...data, ...AA_DEFAULTS })
    await sql`update commenting_sections set data = ${next}, updated_at = ${Date.now()}
      where section_uuid = ${row.section_uuid}`.execute(db)
  }
}

export const commentingAaColorsMigration: Migration = {
  up: (db: Kysely<unknown>) => moveToAaDefaults(db),
}
