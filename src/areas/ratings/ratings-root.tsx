/** pp-ratings: access, the request screen and the ratings manager (RAT-01..23). Only a route switch. */
import type { AreaProps } from '../../element-kit/define-element'
import { ProductFrame } from '../../site-product/product-frame'
import { useProductAccess } from '../../site-product/use-product-access'
import { LoadError } from '../../ui/load-error'
import { LoadingState, PageHeader } from '../../ui/states'
import { RequestScreen } from './access/request-screen'
import { ratingsView, type Access } from './lib/ratings-routes'
import { TEXT } from './lib/ratings-texts'
import { RatingsManager } from './manager/ratings-manager'
import { accessApi } from './ratings-api'

export default function RatingsRoot({ host, route, attrs }: Readonly<AreaProps>) {
  // RAT-03: the account's request, and in mockup mode whether the session's site has a unit.
  const {
    access,
    view: data,
    session,
  } = useProductAccess<Access>(async (accountUUID, mockupSite, signal) => {
    const [request, unit] = await Promise.all([
      accessApi.current(accountUUID, signal),
      mockupSite ? accessApi.hasUnit(accountUUID, mockupSite, signal) : null,
    ])
    return {
      requestStatus: request?.requestStatus ?? null,
      hasRatingsUnit: !!unit?.hasRatingsUnit,
    }
  }, TEXT.fetchFailed)
  const view = ratingsView(route, session, data)

  return (
    <ProductFrame host={host} redirect={view.kind === 'redirect' ? view.to : null}>
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
    </ProductFrame>
  )
}
