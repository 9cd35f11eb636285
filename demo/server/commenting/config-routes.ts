/**
 * The commenting unit configuration (API-91..97) and its code snippets (API-100, API-101), under
 * /api/commenting. Commenting is always permitted (spec 002 §6): any signed-in session of the
 * unit's account may call these; another account's site, unit or section id answers 404 and
 * changes nothing. Every save is checked with the rules the screens use (commenting-rules.ts);
 * advancedSettings may only come from a mocked session and are only shown to one.
 */
import { Hono } from 'hono'
import {
  COLOR_KEYS,
  applyTreePreset,
  colorProblems,
  communityProblems,
  communityToSave,
  generalProblems,
  scoresProblems,
  treeProblems,
} from '../../../src/areas/commenting/lib/commenting-rules'
import { configurationCalls } from '../../../src/contracts/commenting/configuration'
import { configurationSchemas } from '../../../src/contracts/commenting/configuration.schemas'
import type { FieldError } from '../../../src/core/validation/rules'
import type { Ctx, Env } from '../platform/context'
import { fail } from '../platform/http-errors'
import { serve } from '../platform/serve-contract'
import { inTransaction } from '../platform/transaction'
import { communityCode, counterCode, unitCode } from './codes'
import {
  configurationOf,
  isMocked,
  ownSection,
  ownUnit,
  readSection,
  unitOfSite,
  visibleAdvanced,
  writeSection,
  type SectionData,
} from '../site-products/commenting-units'

export const configRoutes = new Hono<Env>()
const config = serve(configRoutes, configurationCalls, configurationSchemas)

const ADVANCED_ONLY_MOCKED = 'Only a mocked session may change advanced settings'

/** Field errors → 400 (nothing saved). */
function refuse(errors: FieldError[]) {
  if (errors.length) throw fail.badRequest(errors, 'Cannot save: invalid fields')
}

/** A body uuid, when sent, must name the section in the path. */
function sameUuid(sent: string | undefined, uuid: string): FieldError[] {
  return sent !== undefined && sent !== uuid
    ? [{ field: 'uuid', message: 'The uuid does not match the address' }]
    : []
}

/** advancedSettings are accepted from mocked sessions only (COM-14, COM-20). */
function advancedAllowed(c: Ctx, sent: unknown): FieldError[] {
  return sent != null && !isMocked(c)
    ? [{ field: 'advancedSettings', message: ADVANCED_ONLY_MOCKED }]
    : []
}

/** API-91: a site's configuration (404 when the site has no unit). */
config.handle('configuration', async (c, { params }) => {
  const unit = await unitOfSite(c, params.siteUUID)
  return configurationOf(c.get('services').db, unit, isMocked(c))
})

/** API-94: general settings, addressed by the configuration uuid. */
config.handle('saveGeneral', async (c, { params, read }) => {
  const unit = await ownUnit(c, params.configurationUUID, 'configuration_uuid')
  const body = await read()
  const { advancedSettings, ...fields } = body
  refuse([...advancedAllowed(c, advancedSettings), ...generalProblems(fields)])
  // Read and write in one transaction: advancedSettings kept from the stored section must be the
  // ones stored when this save lands, not older ones a concurrent mocked save has replaced.
  const saved = await inTransaction(c.get('services').db, async (trx) => {
    const stored = await readSection(trx, unit.unit_uuid, 'general')
    const next: SectionData['general'] = {
      ...fields,
      activeUsersIndicatorTitle: fields.activeUsersIndicatorTitle || null,
      advancedSettings: advancedSettings ?? stored.advancedSettings,
    }
    await writeSection(trx, unit.unit_uuid, 'general', next)
    return next
  })
  return visibleAdvanced(saved, isMocked(c))
})

/** API-93: moderation settings, addressed by the moderation section's uuid. */
config.handle('saveModeration', async (c, { params, read }) => {
  const section = await ownSection(c, 'moderation', params.uuid)
  const body = await read()
  const allowed = advancedAllowed(c, body.advancedSettings)
  refuse([
    ...sameUuid(body.uuid, section.section_uuid),
    ...allowed,
    ...(body.advancedSettings && !allowed.length ? scoresProblems(body.advancedSettings) : []),
  ])
  const { uuid: _uuid, advancedSettings, ...fields } = body
  // As for general settings: the kept advancedSettings are read in the transaction that writes.
  const saved = await inTransaction(c.get('services').db, async (trx) => {
    const { uuid: _stored, ...stored } = await readSection(trx, section.unit_uuid, 'moderation')
    const next: SectionData['moderation'] = {
      ...fields,
      advancedSettings: advancedSettings ?? stored.advancedSettings,
    }
    await writeSection(trx, section.unit_uuid, 'moderation', next)
    return next
  })
  return visibleAdvanced({ uuid: section.section_uuid, ...saved }, isMocked(c))
})

/** API-96: the comments tree; a preset keeps its own initial limits (COM-22). */
config.handle('saveTree', async (c, { params, read }) => {
  const section = await ownSection(c, 'commentsTree', params.uuid)
  const body = await read()
  const { uuid, ...tree } = body
  refuse([...sameUuid(uuid, section.section_uuid), ...treeProblems(tree)])
  const saved = applyTreePreset(tree, tree.treeType)
  await writeSection(c.get('services').db, section.unit_uuid, 'commentsTree', saved)
  return { uuid: section.section_uuid, ...saved }
})

/** API-92: the colour scheme, six hex colours without '#', stored upper-case. */
config.handle('saveColors', async (c, { params, read }) => {
  const section = await ownSection(c, 'colorSchema', params.uuid)
  const body = await read()
  refuse([...sameUuid(body.uuid, section.section_uuid), ...colorProblems(body)])
  const saved = Object.fromEntries(
    COLOR_KEYS.map((k) => [k, body[k].toUpperCase()]),
  ) as SectionData['colorSchema']
  await writeSection(c.get('services').db, section.unit_uuid, 'colorSchema', saved)
  return { uuid: section.section_uuid, ...saved }
})

/** API-95: the avatar pack, addressed by the configuration uuid; answers {avatarPack}. */
config.handle('saveAvatarPack', async (c, { params, read }) => {
  const unit = await ownUnit(c, params.configurationUUID, 'configuration_uuid')
  const body = await read()
  await writeSection(c.get('services').db, unit.unit_uuid, 'avatarPack', body)
  return { avatarPack: body.avatarPack }
})

/** API-97: the community; an empty title is saved as null, standard clears the image (COM-28). */
config.handle('saveCommunity', async (c, { params, read }) => {
  const section = await ownSection(c, 'community', params.uuid)
  const body = await read()
  const { uuid, ...community } = body
  refuse([...sameUuid(uuid, section.section_uuid), ...communityProblems(community)])
  const saved = communityToSave(community)
  await writeSection(c.get('services').db, section.unit_uuid, 'community', saved)
  return { uuid: section.section_uuid, ...saved }
})

/** API-101: the header script and the unit's body code for a site. */
config.handle('unitCode', async (c, { params }) => {
  const unit = await unitOfSite(c, params.siteUUID)
  return { commentingUnitCode: unitCode(c, unit.unit_uuid) }
})

/** API-100: the add-ons' code (showOnlyNewCode is accepted; there is only new code). */
config.handle('addonsCode', async (c, { params }) => {
  const unit = await unitOfSite(c, params.siteUUID)
  return {
    communityCode: communityCode(unit.unit_uuid),
    commentsCounterCode: counterCode(c, unit.unit_uuid),
  }
})
