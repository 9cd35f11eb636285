/** REP-01 / REP-25: the one gate of every reporting call (the saved reports' and the runs'). */
import { hasPermission, PERMISSIONS } from '../../../src/core/permissions'
import { permissionsOf, requireAccount, type Ctx } from '../platform/context'
import { AD_METRICS_REFUSED, MOCKUP_REFUSED } from '../platform/access'
import { fail } from '../platform/http-errors'
import type { SessionContext } from '../platform/sessions'

/**
 * REP-01: a session of `accountUUID` (else 403), never a mockup-generator session, holding
 * `home.adMetrics` (a mocked session only when the acting user's list holds it).
 */
export async function requireReports(c: Ctx, accountUUID: string): Promise<SessionContext> {
  const session = requireAccount(c, accountUUID)
  if (session.row.kind === 'mockup') throw fail.forbidden(MOCKUP_REFUSED)
  if (!hasPermission(await permissionsOf(c, session), PERMISSIONS.adMetrics))
    throw fail.forbidden(AD_METRICS_REFUSED)
  return session
}
