/**
 * The ads.txt service's reads, shared with the support console (support/routes.ts): a site id
 * from a path, the account's site, the lines an account must publish, and the demo-hosted file
 * for a state.
 */
import { SITE_ID, type AdsTxtState } from '../../../src/areas/account/adstxt/lib/adstxt-rules'
import type { DB } from '../platform/db'
import { fail } from '../platform/http-errors'
import { siteOfAccount } from '../platform/access'

export interface SiteRow {
  site_uuid: string
  account_uuid: string
  url: string
}

/** A site id from the path, or 400. */
export function siteIdOf(value: string | undefined): string {
  if (!value || !SITE_ID.test(value))
    throw fail.badRequest([{ field: 'siteUUID', message: 'Not a valid site id' }])
  return value.toLowerCase()
}

/** The account's site, or 403 (another account's site and an unknown one look the same). */
export async function siteOf(db: DB, siteUUID: string, accountUUID: string): Promise<SiteRow> {
  const site = await siteOfAccount(db, accountUUID, siteUUID)
  if (!site) throw fail.forbidden()
  return site
}

/** The lines `accountUUID` must publish, in order. */
export async function requiredLines(db: DB, accountUUID: string): Promise<string[]> {
  const rows = await db
    .selectFrom('adstxt_required')
    .select('line')
    .where('account_uuid', '=', accountUUID)
    .orderBy('position')
    .execute()
  return rows.map((r) => r.line)
}

/** The demo file for a state, built from the account's required lines (support console). */
export function demoAdsTxtFile(state: AdsTxtState, required: readonly string[]): string | null {
  if (state === 'absent') return null
  const own = ['# ads.txt', 'other-network.test, 7781, DIRECT']
  const lines =
    state === 'complete' ? required : required.slice(0, Math.max(0, required.length - 2))
  return `${[...own, ...lines].join('\n')}\n`
}
