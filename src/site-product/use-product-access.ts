import { notifyFailure, usePortal } from '../core/store'
import { requestView, useRequest } from '../ui/use-request'

/**
 * COM-06 / RAT-03: a per-site product's access data, loaded once the session names an account:
 * the account's request and, in mockup mode, whether the session's site has a unit (`load` gets
 * that site, else null). A failure toasts `failed`. Also the session values the product's route
 * rules read.
 */
export function useProductAccess<A extends object>(
  load: (accountUUID: string, mockupSite: string | null, signal: AbortSignal) => Promise<A>,
  failed: string,
) {
  const accountUUID = usePortal((s) => s.session.accountUUID)
  const permissionsReceived = usePortal((s) => s.session.permissionsReceived)
  const mockupGenerator = usePortal((s) => s.session.mockupGenerator)
  const siteUUID = usePortal((s) => s.session.siteUUID)
  const access = useRequest<A>(
    accountUUID
      ? (signal) => load(accountUUID, mockupGenerator && siteUUID ? siteUUID : null, signal)
      : null,
    `${accountUUID}:${mockupGenerator}:${siteUUID}`,
    (error) => notifyFailure(error, failed),
  )
  return {
    access,
    view: requestView(access),
    session: { permissionsReceived, mockupGenerator },
    mockupGenerator,
    siteUUID,
  }
}
