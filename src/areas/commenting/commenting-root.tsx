/** pp-commenting: access, request widget and the comment manager (COM-01..42). Only a route switch. */
import type { AreaProps } from '../../element-kit/define-element'
import { ProductFrame } from '../../site-product/product-frame'
import { useProductAccess } from '../../site-product/use-product-access'
import { LoadingState, PageHeader } from '../../ui/states'
import { RequestWidget } from './access/request-widget'
import { accessApi } from './commenting-api'
import { commentingView, type Access } from './lib/commenting-routes'
import { TEXT } from './lib/commenting-texts'
import { CommentManager } from './manager/comment-manager'

export default function CommentingRoot({ host, route, newPortalUrl }: Readonly<AreaProps>) {
  // COM-06: the account's request, and in mockup mode whether the session's site has a unit.
  const {
    access,
    view: data,
    session,
    mockupGenerator,
    siteUUID,
  } = useProductAccess<Access>(async (accountUUID, mockupSite, signal) => {
    const [request, unit] = await Promise.all([
      accessApi.current(accountUUID, signal),
      mockupSite ? accessApi.siteUnit(mockupSite, signal) : null,
    ])
    return { requestStatus: request?.requestStatus, siteHasUnit: !!unit?.hasCommentingUnit }
  }, TEXT.fetchFailed)
  const view = commentingView(route, session, data)

  return (
    <ProductFrame host={host} redirect={view.kind === 'redirect' ? view.to : null}>
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
    </ProductFrame>
  )
}
