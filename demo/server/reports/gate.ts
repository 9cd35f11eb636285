/**
 * REP-01: who may use the reporting calls, in one place for both reports routers: a session of
 * the account holding `home.adMetrics` (a mocked session only when its permission list holds it),
 * never a mockup-generator session.
 */
import { hasPermission, PERMISSIONS } from '../../../src/core/permissions'
import { permissionsOf, requireAccount, type Ctx } from '../context'
import { MOCKUP_REFUSED } from '../embeds/access'
import { fail } from '../http-errors'
import { AD_METRICS_REFUSED } from '../metrics/routes'

/** REP-01: the session of `accountUUID` if it may use reports, else 401/403. */
export async function requireReports(c: Ctx, accountUUID: string) {
  const session = requireAccount(c, accountUUID)
  if (session.row.kind === 'mockup') throw fail.forbidden(MOCKUP_REFUSED)
  if (!hasPermission(await permissionsOf(c, session), PERMISSIONS.adMetrics))
    throw fail.forbidden(AD_METRICS_REFUSED)
  return session
}
