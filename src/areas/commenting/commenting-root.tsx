/** pp-commenting: access, request widget and the comment manager (COM-01..42). Only a route switch. */
import type { AreaProps } from '../../element-kit/define-element'
import { notifyFailure, usePortal } from '../../core/store'
import { LoadingState, PageHeader } from '../../ui/states'
import { Toasts } from '../../ui/toasts'
import { requestView, useRequest } from '../../ui/use-request'
import { useRedirect } from '../../ui/link'
import { RequestWidget } from './access/request-widget'
import { accessApi } from './commenting-api'
import { commentingView, type AccessData } from './lib/commenting-routes'
import { TEXT } from './lib/commenting-texts'
import { CommentManager } from './manager/comment-manager'

interface Access {
  requestStatus: 'PENDING' | 'APPROVED' | null | undefined
  siteHasUnit: boolean
}

export default function CommentingRoot({ host, route, newPortalUrl }: Readonly<AreaProps>) {
  const accountUUID = usePortal((s) => s.session.accountUUID)
  const permissionsReceived = usePortal((s) => s.session.permissionsReceived)
  const mockupGenerator = usePortal((s) => s.session.mockupGenerator)
  const siteUUID = usePortal((s) => s.session.siteUUID)

  // COM-06: the account's request, and in mockup mode whether the session's site has a unit.
  const access = useRequest<Access>(
    accountUUID
      ? async (signal) => {
          const [request, unit] = await Promise.all([
            accessApi.request(accountUUID, signal),
            mockupGenerator && siteUUID ? accessApi.siteUnit(siteUUID, signal) : null,
          ])
          return { requestStatus: request?.requestStatus, siteHasUnit: !!unit?.hasCommentingUnit }
        }
      : null,
    `${accountUUID}:${mockupGenerator}:${siteUUID}`,
    (error) => notifyFailure(error, TEXT.fetchFailed),
  )
  const data: AccessData = requestView(access)
  const view = commentingView(route, { permissionsReceived, mockupGenerator }, data)

  useRedirect(host, view.kind === 'redirect' ? view.to : null)

  return (
    <div>
      <Toasts />
      <PageHeader title="Commenting" />
      {view.kind === 'widget' ? (
        <RequestWidget
          host={host}
          newPortalUrl={newPortalUrl}
          mockup={mockupGenerator}
          siteUUID={siteUUID}
          requestStatus={access.data?.requestStatus ?? null}
          onRequested={(requestStatus) => access.setData((d) => (d ? { ...d, requestStatus } : d))}
          onCreated={() =>
            access.setData((d) => (d ? { requestStatus: 'APPROVED', siteHasUnit: true } : d))
          }
        />
      ) : view.kind === 'manager' ? (
        <CommentManager host={host} tab={view.tab} newPortalUrl={newPortalUrl} />
      ) : (
        <LoadingState />
      )}
    </div>
  )
}
