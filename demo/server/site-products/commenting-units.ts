/**
 * Commenting units and their settings: the spec defaults for a new unit, reading a unit's
 * sections into the configuration the portal sees (API-91), and the tenant guards every portal
 * call goes through (another account's ids answer 404, exactly like unknown ones).
 */
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import {
  defaultSections,
  type CommentingConfiguration,
  type MigrationStatus,
  type SectionData,
} from '../../../src/areas/commenting/lib/commenting-rules'
import { accountRow } from '../platform/access'
import type { Ctx } from '../platform/context'
import { fail } from '../platform/http-errors'
import type { CommentingUnitsTable, Database } from '../platform/schema'
import { accountOf as sessionAccount, ownSiteOf } from './sites'
import { unitDataRow, writeUnitData } from './unit-data'

export const SECTION_KINDS = [
  'general',
  'moderation',
  'commentsTree',
  'colorSchema',
  'community',
  'avatarPack',
] as const
export type SectionKind = (typeof SECTION_KINDS)[number]

// The spec's defaults of a new unit live in the rules module, where the element tests read them too.
export { defaultSections, type SectionData }

export interface NewUnitIds {
  unit: string
  configuration: string
  sections: Record<SectionKind, string>
}

export function newUnitIds(): NewUnitIds {
  return {
    unit: randomUUID(),
    configuration: randomUUID(),
    sections: Object.fromEntries(SECTION_KINDS.map((k) => [k, randomUUID()])) as Record<
      SectionKind,
      string
    >,
  }
}

/** Inserts a unit with its six default sections (inside the caller's transaction). */
export async function insertUnit(
  trx: Kysely<Database>,
  input: {
    accountUUID: string
    siteUUID: string
    siteName: string
    migrationStatus?: MigrationStatus
    ids?: NewUnitIds
    now?: number
  },
): Promise<CommentingUnitsTable> {
  const ids = input.ids ?? newUnitIds()
  const now = input.now ?? Date.now()
  const unit: CommentingUnitsTable = {
    unit_uuid: ids.unit,
    configuration_uuid: ids.configuration,
    account_uuid: input.accountUUID,
    site_uuid: input.siteUUID,
    is_active: 1,
    migration_status: input.migrationStatus ?? 'NOT_REQUIRED',
    migration_started_at: null,
    created_at: now,
  }
  await trx.insertInto('commenting_units').values(unit).execute()
  const data = defaultSections(input.siteName)
  await trx
    .insertInto('commenting_sections')
    .values(
      SECTION_KINDS.map((kind) => ({
        section_uuid: ids.sections[kind],
        unit_uuid: ids.unit,
        kind,
        data: JSON.stringify(data[kind]),
        updated_at: now,
      })),
    )
    .execute()
  return unit
}

const NO_UNIT = 'No such commenting unit'
/** The session's account, or 404 for sessions without one (support): nothing to see. */
const accountOf = (c: Ctx) => sessionAccount(c, NO_UNIT)

/** Whether the session is a mocked one (the only kind that sees advanced settings). */
export const isMocked = (c: Ctx) => c.get('session')?.row.kind === 'mocked'

/** A site of the session's account, else 404. */
export const ownSite = (c: Ctx, siteUUID: string) => ownSiteOf(c, siteUUID, NO_UNIT)

/** The unit of a site of the session's account, else 404. */
export async function unitOfSite(c: Ctx, siteUUID: string): Promise<CommentingUnitsTable> {
  await ownSite(c, siteUUID)
  const unit = await c
    .get('services')
    .db.selectFrom('commenting_units')
    .selectAll()
    .where('site_uuid', '=', siteUUID)
    .executeTakeFirst()
  if (!unit) throw fail.notFound('This site has no commenting unit')
  return unit
}

/** A unit of the session's account by unit or configuration uuid, else 404. */
export async function ownUnit(
  c: Ctx,
  id: string,
  by: 'unit_uuid' | 'configuration_uuid' = 'unit_uuid',
): Promise<CommentingUnitsTable> {
  const { db } = c.get('services')
  const unit = await accountRow(db, 'commenting_units', await accountOf(c), id, by)
  if (!unit) throw fail.notFound('No such commenting unit')
  return unit
}

/** A section of a unit of the session's account by its own uuid, else 404. */
export async function ownSection(c: Ctx, kind: SectionKind, sectionUUID: string) {
  const accountUUID = await accountOf(c)
  const row = await c
    .get('services')
    .db.selectFrom('commenting_sections as s')
    .innerJoin('commenting_units as u', 'u.unit_uuid', 's.unit_uuid')
    .select(['s.section_uuid', 's.unit_uuid', 's.data'])
    .where('s.section_uuid', '=', sectionUUID)
    .where('s.kind', '=', kind)
    .where('u.account_uuid', '=', accountUUID)
    .executeTakeFirst()
  if (!row) throw fail.notFound('No such setting')
  return row
}

/** One section's stored data with its uuid. */
export async function readSection<K extends SectionKind>(
  db: Kysely<Database>,
  unitUUID: string,
  kind: K,
): Promise<SectionData[K] & { uuid: string }> {
  const row = await unitDataRow(db, 'commenting_sections', unitUUID, kind)
  return { ...(JSON.parse(row.data) as SectionData[K]), uuid: row.section_uuid }
}

/** Writes one section's data (one statement, so a save is all or nothing). */
export async function writeSection<K extends SectionKind>(
  db: Kysely<Database>,
  unitUUID: string,
  kind: K,
  data: SectionData[K],
): Promise<void> {
  await writeUnitData(db, 'commenting_sections', unitUUID, kind, data)
}

/** Drops advancedSettings unless the session may see them (COM-14, COM-20). */
export function visibleAdvanced<T extends { advancedSettings?: unknown }>(
  value: T,
  mocked: boolean,
): T {
  if (mocked) return value
  const { advancedSettings: _hidden, ...rest } = value
  return rest as T
}

/** API-91: the configuration of a unit as the portal sees it. */
export async function configurationOf(
  db: Kysely<Database>,
  unit: CommentingUnitsTable,
  mocked: boolean,
): Promise<CommentingConfiguration> {
  const rows = await db
    .selectFrom('commenting_sections')
    .select(['section_uuid', 'kind', 'data'])
    .where('unit_uuid', '=', unit.unit_uuid)
    .execute()
  const byKind = new Map(rows.map((r) => [r.kind, r]))
  const data = <K extends SectionKind>(kind: K) => {
    const row = byKind.get(kind)!
    return { ...(JSON.parse(row.data) as SectionData[K]), uuid: row.section_uuid }
  }
  const { uuid: _g, ...general } = data('general')
  return {
    commentingUnitUUID: unit.unit_uuid,
    commentingUnitConfigurationUUID: unit.configuration_uuid,
    isActive: unit.is_active === 1,
    general: visibleAdvanced(general, mocked),
    moderation: visibleAdvanced(data('moderation'), mocked),
    commentsTree: data('commentsTree'),
    colorSchema: data('colorSchema'),
    avatarPack: data('avatarPack').avatarPack,
    community: data('community'),
  }
}
