/** pp-analytics: the metric detail pages (ANA-01..16). Only a route switch. */
import { useEffect } from 'react'
import type { AreaProps } from '../../element-kit/define-element'
import { hasPermission, PERMISSIONS } from '../../core/permissions'
import { navigate } from '../../core/router'
import { usePortal } from '../../core/store'
import { LoadingState } from '../../ui/states'
import { Toasts } from '../../ui/toasts'
import { ChartPage } from './detail/chart-page'
import { TopPage } from './detail/top-page'
import { detailView } from './lib/detail-route-rules'

export default function AnalyticsRoot({ host, route }: Readonly<AreaProps>) {
  const permissionsReceived = usePortal((s) => s.session.permissionsReceived)
  const mocked = usePortal((s) => s.session.mocked)
  const adMetrics = usePortal((s) => hasPermission(s.session.permissions, PERMISSIONS.adMetrics))
  const view = detailView(route, { permissionsReceived, canSeeAdMetrics: mocked || adMetrics })

  const redirectTo = view.kind === 'redirect' ? view.to : null
  useEffect(() => {
    if (redirectTo !== null) navigate(host, redirectTo, true)
  }, [redirectTo, host])

  // Keyed by the whole route: another metric, revenue type or origin starts afresh (ANA-15).
  return (
    <div>
      <Toasts />
      {view.kind === 'chart' ? (
        <ChartPage
          key={route}
          host={host}
          metric={view.metric}
          revenueType={view.revenueType}
          back={view.back}
          range={view.range}
        />
      ) : view.kind === 'top' ? (
        <TopPage key={route} host={host} metric={view.metric} back={view.back} range={view.range} />
      ) : (
        <LoadingState />
      )}
    </div>
  )
}
