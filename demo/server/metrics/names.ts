/** The names of the breakdown keys as the metric reads and the reports show them. */
import { sql } from 'kysely'
import type { ViewType } from '../../../src/areas/analytics/lib/metrics-rules'
import type { DB } from '../platform/db'

/** The EMBED breakdown's row of ads that ran outside embeds. */
export const NOT_IN_AN_EMBED = 'Not in an embed'

const DEVICE_NAMES: Record<string, string> = { DESKTOP: 'Desktop', MOBILE: 'Mobile' }
const AD_TYPE_NAMES: Record<string, string> = { DISPLAY: 'Display', VIDEO: 'Video' }
/** The breakdowns whose keys are an account's rows: their table and id column. */
const OWNED = {
  SITE: ['sites', 'site_uuid'],
  EMBED: ['embeds', 'embed_uuid'],
  AD_UNIT: ['ad_units', 'ad_unit_uuid'],
} as const
const regions = new Intl.DisplayNames(['en-US'], { type: 'region', fallback: 'code' })

/** A country's English name (ZZ: Unknown). */
export function countryName(code: string): string {
  if (code === 'ZZ') return 'Unknown'
  try {
    return regions.of(code) ?? code
  } catch {
    return code
  }
}

/** The title of a card from its stored properties. */
export const titleOf = (properties: string): string => {
  try {
    return String((JSON.parse(properties) as { title?: unknown }).title ?? '')
  } catch {
    return ''
  }
}

/** Names of the breakdown keys (site, embed, story, ad unit names; device, country, ad type). */
export async function namesOf(
  db: DB,
  accountUUID: string,
  viewType: ViewType,
  keys: string[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>()
  if (!keys.length) return names
  switch (viewType) {
    case 'DEVICE':
      for (const k of keys) names.set(k, DEVICE_NAMES[k] ?? k)
      break
    case 'AD_TYPE':
      for (const k of keys) names.set(k, AD_TYPE_NAMES[k] ?? k)
      break
    case 'GEO':
      for (const k of keys) names.set(k, countryName(k))
      break
    case 'SITE':
    case 'EMBED':
    case 'AD_UNIT': {
      const [table, id] = OWNED[viewType]
      // The tables share account_uuid and name; kysely cannot see that through the union.
      for (const r of await db
        .selectFrom(table as 'sites')
        .select([sql.ref<string>(id).as('id'), 'name'])
        .where('account_uuid', '=', accountUUID)
        .where(id as 'site_uuid', 'in', keys)
        .execute())
        names.set(r.id, r.name)
      break
    }
    case 'STORY':
      for (const r of await db
        .selectFrom('embed_contents')
        .select(['content_uuid', 'properties'])
        .where('content_uuid', 'in', keys)
        .execute())
        names.set(r.content_uuid, titleOf(r.properties))
      break
  }
  if (viewType === 'EMBED' && keys.includes('')) names.set('', NOT_IN_AN_EMBED)
  for (const k of keys) if (!names.has(k)) names.set(k, k)
  return names
}
