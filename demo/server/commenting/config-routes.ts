/**
 * The commenting unit configuration (API-91..97) and its code snippets (API-100, API-101), under
 * /api/commenting. Commenting is always permitted (spec 002 §6): any signed-in session of the
 * unit's account may call these; another account's site, unit or section id answers 404 and
 * changes nothing. Every save is checked with the rules the screens use (commenting-rules.ts);
 * advancedSettings may only come from a mocked session and are only shown to one.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import {
  AVATAR_PACKS,
  COLOR_KEYS,
  FONT_SIZES,
  FONT_WEIGHTS,
  GROUPS,
  MODERATION_TYPES,
  POSITIONS,
  PLACEHOLDER_TYPES,
  TREE_TYPES,
  USER_TYPES,
  applyTreePreset,
  colorProblems,
  communityProblems,
  communityToSave,
  generalProblems,
  scoresProblems,
  treeProblems,
} from '../../../src/areas/commenting/lib/commenting-rules'
import type { FieldError } from '../../../src/core/validation/rules'
import { readBody } from '../platform/body'
import type { Ctx, Env } from '../platform/context'
import { fail } from '../platform/http-errors'
import { inTransaction } from '../platform/transaction'
import { communityCode, counterCode, unitCode } from './codes'
import { flag, imageUrlShape, text, whole } from './settings-shapes'
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
configRoutes.get('/v1/sites/:siteUUID/configurations', async (c) => {
  const unit = await unitOfSite(c, c.req.param('siteUUID'))
  return c.json(await configurationOf(c.get('services').db, unit, isMocked(c)))
})

const generalShape = z.object({
  isPageIDEnabled: flag,
  name: text(1000),
  isPromoteCommentsEnabled: flag,
  isTurnOffRepliesEnabled: flag,
  isActiveUsersIndicatorEnabled: flag,
  activeUsersIndicatorTitle: text(1000).nullable(),
  fontSize: z.enum(FONT_SIZES, 'Choose REGULAR, COMFORTABLE or ACCESSIBLE'),
  weight: z.enum(FONT_WEIGHTS, 'Choose REGULAR or MEDIUM'),
  advancedSettings: z
    .object({
      group: z.enum(GROUPS, 'Choose DEMO, CUSTOMER, INTERNAL or TEST'),
      isLoadCommentsButtonEnabled: flag,
      allowDisqusAccountLink: flag,
    })
    .nullable()
    .optional(),
})

/** API-94: general settings, addressed by the configuration uuid. */
configRoutes.put('/v1/commenting-units/configurations/:configurationUUID/generals', async (c) => {
  const unit = await ownUnit(c, c.req.param('configurationUUID'), 'configuration_uuid')
  const body = await readBody(c, generalShape)
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
  return c.json(visibleAdvanced(saved, isMocked(c)))
})

const moderationShape = z.object({
  uuid: z.string().optional(),
  moderationType: z.enum(MODERATION_TYPES, 'Choose a moderation type'),
  commentingUserType: z.enum(USER_TYPES, 'Choose a commenting user type'),
  isMediaContentEnabled: flag,
  isVideosEnabled: flag,
  isImagesEnabled: flag,
  isGifsEnabled: flag,
  autoBlockAuthors: flag,
  autoRemoveComments: flag,
  blockCommentsWithLink: flag,
  isEmojiReactionsEnabled: flag,
  advancedSettings: z
    .object({
      isAIModerationEnabled: flag,
      minApprovalScore: whole,
      maxApprovalScore: whole,
    })
    .nullable()
    .optional(),
})

/** API-93: moderation settings, addressed by the moderation section's uuid. */
configRoutes.put('/v1/commenting-units/configurations/moderations/:uuid', async (c) => {
  const section = await ownSection(c, 'moderation', c.req.param('uuid'))
  const body = await readBody(c, moderationShape)
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
  return c.json(visibleAdvanced({ uuid: section.section_uuid, ...saved }, isMocked(c)))
})

const treeShape = z.object({
  uuid: z.string().optional(),
  treeType: z.enum(TREE_TYPES, 'Choose BASIC, COMPACT, ADVANCED or CUSTOM'),
  commentsInitialLoadLimit: whole,
  repliesInitialLoadLimit: whole,
  commentsLoadMoreLimit: whole,
  repliesLoadMoreLimit: whole,
})

/** API-96: the comments tree; a preset keeps its own initial limits (COM-22). */
configRoutes.put('/v1/commenting-units/configurations/comments-tree/:uuid', async (c) => {
  const section = await ownSection(c, 'commentsTree', c.req.param('uuid'))
  const body = await readBody(c, treeShape)
  const { uuid, ...tree } = body
  refuse([...sameUuid(uuid, section.section_uuid), ...treeProblems(tree)])
  const saved = applyTreePreset(tree, tree.treeType)
  await writeSection(c.get('services').db, section.unit_uuid, 'commentsTree', saved)
  return c.json({ uuid: section.section_uuid, ...saved })
})

const colorShape = z.object({
  uuid: z.string().optional(),
  ...Object.fromEntries(COLOR_KEYS.map((k) => [k, text(100)])),
}) as unknown as z.ZodType<{ uuid?: string } & SectionData['colorSchema']>

/** API-92: the colour scheme, six hex colours without '#', stored upper-case. */
configRoutes.put('/v1/commenting-units/configurations/color-schemes/:uuid', async (c) => {
  const section = await ownSection(c, 'colorSchema', c.req.param('uuid'))
  const body = await readBody(c, colorShape)
  refuse([...sameUuid(body.uuid, section.section_uuid), ...colorProblems(body)])
  const saved = Object.fromEntries(
    COLOR_KEYS.map((k) => [k, body[k].toUpperCase()]),
  ) as SectionData['colorSchema']
  await writeSection(c.get('services').db, section.unit_uuid, 'colorSchema', saved)
  return c.json({ uuid: section.section_uuid, ...saved })
})

/** API-95: the avatar pack, addressed by the configuration uuid; answers {avatarPack}. */
configRoutes.put(
  '/v1/commenting-units/configurations/:configurationUUID/avatar-packs',
  async (c) => {
    const unit = await ownUnit(c, c.req.param('configurationUUID'), 'configuration_uuid')
    const body = await readBody(
      c,
      z.object({ avatarPack: z.enum(AVATAR_PACKS, 'Choose one of the avatar packs') }),
    )
    await writeSection(c.get('services').db, unit.unit_uuid, 'avatarPack', body)
    return c.json({ avatarPack: body.avatarPack })
  },
)

const communityShape = z.object({
  uuid: z.string().optional(),
  isCommunityEnabled: flag,
  title: text(1000).nullable(),
  position: z.enum(POSITIONS, 'Choose IN_UNIT, ABOVE_UNIT or BELOW_UNIT'),
  showTopArticles: flag,
  topArticlesInitialLoadLimit: whole,
  topArticlesDaysTimeFrame: whole,
  placeholderImageType: z.enum(PLACEHOLDER_TYPES, 'Choose standard or custom'),
  placeholderImageUrl: imageUrlShape,
  placeholderImageName: text(255).nullable(),
  showTopCommenters: flag,
  topCommentersInitialLoadLimit: whole,
})

/** API-97: the community; an empty title is saved as null, standard clears the image (COM-28). */
configRoutes.put('/v1/commenting-units/configurations/community/:uuid', async (c) => {
  const section = await ownSection(c, 'community', c.req.param('uuid'))
  const body = await readBody(c, communityShape)
  const { uuid, ...community } = body
  refuse([...sameUuid(uuid, section.section_uuid), ...communityProblems(community)])
  const saved = communityToSave(community)
  await writeSection(c.get('services').db, section.unit_uuid, 'community', saved)
  return c.json({ uuid: section.section_uuid, ...saved })
})

/** API-101: the header script and the unit's body code for a site. */
configRoutes.get('/v1/sites/:siteUUID/commenting-units/code', async (c) => {
  const unit = await unitOfSite(c, c.req.param('siteUUID'))
  return c.json({ commentingUnitCode: unitCode(c, unit.unit_uuid) })
})

/** API-100: the add-ons' code (showOnlyNewCode is accepted; there is only new code). */
configRoutes.get('/v1/sites/:siteUUID/commenting-units/add-ons/code', async (c) => {
  const unit = await unitOfSite(c, c.req.param('siteUUID'))
  return c.json({
    communityCode: communityCode(unit.unit_uuid),
    commentsCounterCode: counterCode(c, unit.unit_uuid),
  })
})
