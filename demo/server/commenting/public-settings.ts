/** What the public commenting unit calls read of a unit's settings, through the public cache. */
import type { Ctx } from '../platform/context'
import { cacheTags } from '../platform/public-cache'
import { readSection, visibleAdvanced } from '../site-products/commenting-units'
import { counterOf, unitRow } from './public-queries'

/** A unit's account and what the unit script shows of its settings, as the public cache keeps them. */
interface CachedSettings {
  accountUUID: string
  settings: Record<string, unknown>
}

/** The unit and its settings from the process's public cache (null: no such unit). */
export function cachedSettings(c: Ctx, unitUUID: string) {
  const { db, cache } = c.get('services')
  return cache.read<CachedSettings>(
    `commenting-settings:${unitUUID}`,
    async () => {
      const unit = await unitRow(db, unitUUID)
      if (!unit) return null
      const { uuid: _g, ...general } = await readSection(db, unit.unit_uuid, 'general')
      const settings = {
        unitUUID: unit.unit_uuid,
        isActive: unit.is_active === 1,
        general: visibleAdvanced(general, false),
        moderation: await readSection(db, unit.unit_uuid, 'moderation'),
        commentsTree: await readSection(db, unit.unit_uuid, 'commentsTree'),
        colorSchema: await readSection(db, unit.unit_uuid, 'colorSchema'),
        avatarPack: (await readSection(db, unit.unit_uuid, 'avatarPack')).avatarPack,
        counter: await counterOf(db, unit.unit_uuid),
      }
      return { accountUUID: unit.account_uuid, settings }
    },
    (unit) => [cacheTags.account(unit.accountUUID)],
    (unit) => JSON.stringify(unit.settings),
  )
}
