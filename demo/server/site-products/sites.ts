/**
 * The guards the per-site products (commenting and ratings: one unit per site of an account)
 * share: the session's account and its sites. Another account's ids answer 404, exactly like
 * unknown ones.
 */
import { requirePortalAccess, type Ctx } from '../platform/context'
import { fail } from '../platform/http-errors'
import { siteOfAccount } from '../platform/access'

/**
 * The session's account, or 404 with `noUnit` (the product's "no such unit") for sessions
 * without one (support): nothing to see.
 */
export async function accountOf(c: Ctx, noUnit: string): Promise<string> {
  const session = await requirePortalAccess(c)
  if (!session.row.account_uuid) throw fail.notFound(noUnit)
  return session.row.account_uuid
}

/** A site of the session's account, else 404. */
export async function ownSiteOf(c: Ctx, siteUUID: string | undefined, noUnit: string) {
  const accountUUID = await accountOf(c, noUnit)
  const site = await siteOfAccount(c.get('services').db, accountUUID, siteUUID ?? '')
  if (!site) throw fail.notFound('No such site')
  return site
}
