/**
 * Commenting add-ons (API-87..89) under /api/commenting: the comments counter and the community
 * add-on of a site's unit. The first switch-on creates the setting (POST, 409 when it exists);
 * later changes update it (PUT). Tenant-checked like the configuration (another account: 404).
 */
import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import {
  COLOR_KEYS,
  communityAddonProblems,
  counterProblems,
  placeholderTypeFor,
  type AddonPath,
} from '../../../src/areas/commenting/lib/commenting-rules'
import { addonCalls } from '../../../src/contracts/commenting/addons'
import { addonSchemas } from '../../../src/contracts/commenting/addons.schemas'
import { requireSession, type Ctx } from '../platform/context'
import { fail } from '../platform/http-errors'
import { contractRoutes } from '../platform/serve-contract'
import {
  addonsOf,
  communityAddonJson,
  counterJson,
  type CommunityAddonData,
  type CounterData,
} from './codes'
import { ownUnit, unitOfSite } from '../site-products/commenting-units'
import { inTransaction } from '../platform/transaction'

export const [addonRoutes, addons] = contractRoutes(addonCalls, addonSchemas)

type CounterBody = z.output<typeof addonSchemas.createCounter.body>
type CommunityBody = z.output<typeof addonSchemas.createCommunity.body>
/** A checked add-on body, as stored (codes and ids are not stored). */
interface Saved<D> {
  configurationUUID: string
  data: D
}

function counterOf(body: CounterBody): Saved<CounterData> {
  const errors = counterProblems(body)
  if (errors.length) throw fail.badRequest(errors, 'Cannot save: invalid fields')
  const { uuid: _u, commentingUnitConfigurationUUID, ...data } = body
  return { configurationUUID: commentingUnitConfigurationUUID, data }
}

function communityOf(body: CommunityBody): Saved<CommunityAddonData> {
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

/** API-87: the site's add-ons (null when never switched on), with their code filled in. */
addons.handle('addons', async (c, { params }) => {
  const unit = await unitOfSite(c, params.siteUUID)
  const rows = await addonsOf(c.get('services').db, unit.unit_uuid)
  const counter = rows.get('comments-counters')
  const community = rows.get('community')
  return {
    commentsCounter: counter
      ? counterJson(c, unit, counter.addon_uuid, JSON.parse(counter.data) as CounterData)
      : null,
    community: community
      ? communityAddonJson(unit, community.addon_uuid, JSON.parse(community.data))
      : null,
  }
})

/** API-88: creates an add-on setting for the unit named by commentingUnitConfigurationUUID. */
async function create<D>(c: Ctx, path: AddonPath, saved: Saved<D>) {
  const unit = await ownUnit(c, saved.configurationUUID, 'configuration_uuid')
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
        data: JSON.stringify(saved.data),
        updated_at: Date.now(),
      })
      .execute()
  })
  return { unit, uuid }
}

addons.handle('createCounter', async (c, { read }) => {
  requireSession(c)
  const saved = counterOf(await read())
  const { unit, uuid } = await create(c, 'comments-counters', saved)
  return { data: counterJson(c, unit, uuid, saved.data) }
})

addons.handle('createCommunity', async (c, { read }) => {
  requireSession(c)
  const saved = communityOf(await read())
  const { unit, uuid } = await create(c, 'community', saved)
  return { data: communityAddonJson(unit, uuid, saved.data) }
})

/**
 * API-89: updates an add-on setting. The id in the path may be the unit's configuration uuid
 * (what the client sends) or the add-on's own uuid. The body is read once the setting is found.
 */
async function update<D>(c: Ctx, path: AddonPath, id: string, read: () => Promise<Saved<D>>) {
  const session = requireSession(c)
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
  const { configurationUUID, data } = await read()
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
  return { unit, uuid: row.addon_uuid, data }
}

addons.handle('updateCounter', async (c, { params, read }) => {
  const { unit, uuid, data } = await update(c, 'comments-counters', params.configurationUUID, () =>
    read().then(counterOf),
  )
  return { data: counterJson(c, unit, uuid, data) }
})

addons.handle('updateCommunity', async (c, { params, read }) => {
  const { unit, uuid, data } = await update(c, 'community', params.configurationUUID, () =>
    read().then(communityOf),
  )
  return { data: communityAddonJson(unit, uuid, data) }
})
