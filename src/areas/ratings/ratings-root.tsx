/** pp-ratings: access, the request screen and the ratings manager (RAT-01..23). Only a route switch. */
import type { AreaProps } from '../../element-kit/define-element'
import { notifyFailure, usePortal } from '../../core/store'
import { LoadError } from '../../ui/load-error'
import { LoadingState, PageHeader } from '../../ui/states'
import { Toasts } from '../../ui/toasts'
import { requestView, useRequest } from '../../ui/use-request'
import { useRedirect } from '../../ui/link'
import { RequestScreen } from './access/request-screen'
import { ratingsView, type AccessData, type RequestStatus } from './lib/ratings-routes'
import { TEXT } from './lib/ratings-texts'
import { RatingsManager } from './manager/ratings-manager'
import { accessApi } from './ratings-api'

interface Access {
  requestStatus: RequestStatus
  hasRatingsUnit: boolean
}

export default function RatingsRoot({ host, route, attrs }: Readonly<AreaProps>) {
  const accountUUID = usePortal((s) => s.session.accountUUID)
  const permissionsReceived = usePortal((s) => s.session.permissionsReceived)
  const mockupGenerator = usePortal((s) => s.session.mockupGenerator)
  const siteUUID = usePortal((s) => s.session.siteUUID)

  // RAT-03: the account's request, and in mockup mode whether the session's site has a unit.
  const access = useRequest<Access>(
    accountUUID
      ? async (signal) => {
          const [request, unit] = await Promise.all([
            accessApi.request(accountUUID, signal),
            mockupGenerator && siteUUID ? accessApi.hasUnit(accountUUID, siteUUID, signal) : null,
          ])
          return {
            requestStatus: request?.requestStatus ?? null,
            hasRatingsUnit: !!unit?.hasRatingsUnit,
          }
        }
      : null,
    `${accountUUID}:${mockupGenerator}:${siteUUID}`,
    (error) => notifyFailure(error, TEXT.fetchFailed),
  )
  const data: AccessData = requestView(access)
  const view = ratingsView(route, { permissionsReceived, mockupGenerator }, data)

  useRedirect(host, view.kind === 'redirect' ? view.to : null)

  return (
    <div>
      <Toasts />
      {view.kind === 'request' ? (
        <RequestScreen
          host={host}
          requestStatus={access.data?.requestStatus ?? null}
          onStatus={(requestStatus) => access.setData((d) => (d ? { ...d, requestStatus } : d))}
        />
      ) : view.kind === 'manager' ? (
        <RatingsManager
          host={host}
          tab={view.tab}
          testPage={typeof attrs.testPageUrl === 'string' ? attrs.testPageUrl : null}
        />
      ) : view.kind === 'failed' ? (
        <>
          <PageHeader title="Ratings" />
          <LoadError text={TEXT.fetchFailed} onRetry={access.reload} />
        </>
      ) : (
        <LoadingState />
      )}
    </div>
  )
}
