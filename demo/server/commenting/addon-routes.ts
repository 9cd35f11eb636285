/**
 * Commenting add-ons (API-87..89) under /api/commenting: the comments counter and the community
 * add-on of a site's unit. The first switch-on creates the setting (POST, 409 when it exists);
 * later changes update it (PUT). Tenant-checked like the configuration (another account: 404).
 */
import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { z } from 'zod'
import {
  ADDON_PATHS,
  COLOR_KEYS,
  PLACEHOLDER_TYPES,
  communityAddonProblems,
  counterProblems,
  placeholderTypeFor,
  type AddonPath,
} from '../../../src/areas/commenting/lib/commenting-rules'
import { readBody } from '../platform/body'
import { requireSession, type Ctx, type Env } from '../platform/context'
import { fail } from '../platform/http-errors'
import type { CommentingUnitsTable } from '../platform/schema'
import {
  addonsOf,
  communityAddonJson,
  counterJson,
  type CommunityAddonData,
  type CounterData,
} from './codes'
import { flag, imageUrlShape, text, whole } from './settings-shapes'
import { ownUnit, unitOfSite } from '../site-products/commenting-units'
import { inTransaction } from '../platform/transaction'

export const addonRoutes = new Hono<Env>()

const counterShape = z.object({
  uuid: z.string().optional(),
  commentingUnitConfigurationUUID: text(64),
  isCommentsCounterEnabled: flag,
  zeroCommentsLabel: text(1000),
  singleCommentLabel: text(1000),
  multipleCommentsLabel: text(1000),
})

const communityShape = z.object({
  uuid: z.string().optional(),
  commentingUnitConfigurationUUID: text(64),
  isCommunityEnabled: flag,
  title: text(1000).nullable(),
  topArticlesDaysTimeFrame: whole,
  placeholderImageType: z.enum(PLACEHOLDER_TYPES, 'Choose standard or custom').optional(),
  placeholderImageUrl: imageUrlShape,
  showTopArticles: flag,
  topArticlesInitialLoadLimit: whole,
  showTopCommenters: flag,
  topCommentersInitialLoadLimit: whole,
  isCustomColorEnabled: flag,
  customColorSchema: z.object(
    Object.fromEntries(COLOR_KEYS.map((k) => [k, text(100)])) as Record<
      (typeof COLOR_KEYS)[number],
      ReturnType<typeof text>
    >,
  ),
})

function pathParam(c: Ctx): AddonPath {
  const path = c.req.param('path') as AddonPath
  if (!ADDON_PATHS.includes(path)) throw fail.notFound('No such add-on')
  return path
}

/** The checked body of an add-on save, as stored (codes and ids are not stored). */
async function readAddon(
  c: Ctx,
  path: AddonPath,
): Promise<{ configurationUUID: string; data: CounterData | CommunityAddonData }> {
  if (path === 'comments-counters') {
    const body = await readBody(c, counterShape)
    const errors = counterProblems(body)
    if (errors.length) throw fail.badRequest(errors, 'Cannot save: invalid fields')
    const { uuid: _u, commentingUnitConfigurationUUID, ...data } = body
    return { configurationUUID: commentingUnitConfigurationUUID, data }
  }
  const body = await readBody(c, communityShape)
  const errors = communityAddonProblems(body)
  if (errors.length) throw fail.badRequest(errors, 'Cannot save: invalid fields')
  const { uuid: _u, commentingUnitConfigurationUUID, ...rest } = body
  const data: CommunityAddonData = {
    ...rest,
    title: rest.title?.trim() ? rest.title : null,
    placeholderImageType: placeholderTypeFor(rest.placeholderImageUrl),
    customColorSchema: Object.fromEntries(
      COLOR_KEYS.map((k) => [k, rest.customColorSchema[k].toUpperCase()]),
    ) as CommunityAddonData['customColorSchema'],
  }
  return { configurationUUID: commentingUnitConfigurationUUID, data }
}

function addonJson(
  c: Ctx,
  path: AddonPath,
  unit: CommentingUnitsTable,
  uuid: string,
  data: unknown,
) {
  return path === 'comments-counters'
    ? counterJson(c, unit, uuid, data as CounterData)
    : communityAddonJson(unit, uuid, data as CommunityAddonData)
}

/** API-87: the site's add-ons (null when never switched on), with their code filled in. */
addonRoutes.get('/v1/sites/:siteUUID/add-ons', async (c) => {
  const unit = await unitOfSite(c, c.req.param('siteUUID'))
  const rows = await addonsOf(c.get('services').db, unit.unit_uuid)
  const counter = rows.get('comments-counters')
  const community = rows.get('community')
  return c.json({
    commentsCounter: counter
      ? counterJson(c, unit, counter.addon_uuid, JSON.parse(counter.data) as CounterData)
      : null,
    community: community
      ? communityAddonJson(unit, community.addon_uuid, JSON.parse(community.data))
      : null,
  })
})

/** API-88: creates an add-on setting for the unit named by commentingUnitConfigurationUUID. */
addonRoutes.post('/add-ons/:path', async (c) => {
  requireSession(c)
  const path = pathParam(c)
  const { configurationUUID, data } = await readAddon(c, path)
  const unit = await ownUnit(c, configurationUUID, 'configuration_uuid')
  const uuid = randomUUID()
  await inTransaction(c.get('services').db, async (trx) => {
    const existing = await trx
      .selectFrom('commenting_addons')
      .select('addon_uuid')
      .where('unit_uuid', '=', unit.unit_uuid)
      .where('kind', '=', path)
      .executeTakeFirst()
    if (existing) throw fail.conflict([], 'This add-on setting exists already; update it instead')
    await trx
      .insertInto('commenting_addons')
      .values({
        addon_uuid: uuid,
        unit_uuid: unit.unit_uuid,
        kind: path,
        data: JSON.stringify(data),
        updated_at: Date.now(),
      })
      .execute()
  })
  return c.json({ data: addonJson(c, path, unit, uuid, data) }, 201)
})

/**
 * API-89: updates an add-on setting. The id in the path may be the unit's configuration uuid
 * (what the client sends) or the add-on's own uuid.
 */
addonRoutes.put('/add-ons/:path/:configurationUUID', async (c) => {
  const session = requireSession(c)
  const path = pathParam(c)
  const id = c.req.param('configurationUUID')
  const { db } = c.get('services')
  const row = await db
    .selectFrom('commenting_addons as a')
    .innerJoin('commenting_units as u', 'u.unit_uuid', 'a.unit_uuid')
    .select(['a.addon_uuid', 'u.unit_uuid'])
    .where('a.kind', '=', path)
    .where('u.account_uuid', '=', session.row.account_uuid ?? '')
    .where((eb) => eb.or([eb('a.addon_uuid', '=', id), eb('u.configuration_uuid', '=', id)]))
    .executeTakeFirst()
  if (!row) throw fail.notFound('No such add-on setting')
  const unit = await ownUnit(c, row.unit_uuid)
  const { configurationUUID, data } = await readAddon(c, path)
  if (configurationUUID !== unit.configuration_uuid)
    throw fail.badRequest([
      {
        field: 'commentingUnitConfigurationUUID',
        message: 'The configuration does not match the address',
      },
    ])
  await db
    .updateTable('commenting_addons')
    .set({ data: JSON.stringify(data), updated_at: Date.now() })
    .where('addon_uuid', '=', row.addon_uuid)
    .execute()
  return c.json({ data: addonJson(c, path, unit, row.addon_uuid, data) })
})
