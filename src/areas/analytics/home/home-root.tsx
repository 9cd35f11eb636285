/**
 * pp-home (HOME-01..12): /dashboard/home. With `new-portal-url` set it leaves for the newer
 * portal's home (HOME-01, CONF-01 default); otherwise it shows the home dashboard. Any other path
 * of its route is /error/404.
 */
import { useEffect } from 'react'
import type { AreaProps } from '../../../element-kit/define-element'
import { navigate } from '../../../core/router'
import { LoadingState } from '../../../ui/states'
import { homeView } from '../lib/home-rules'
import { HomePage } from './home-page'

export default function HomeRoot({ host, route, newPortalUrl }: Readonly<AreaProps>) {
  const view = homeView(route, newPortalUrl, typeof location === 'undefined' ? '' : location.href)
  const leaveFor = view.kind === 'leave' || view.kind === 'not-found' ? view.to : null
  useEffect(() => {
    if (leaveFor) navigate(host, leaveFor, true)
  }, [host, leaveFor])

  if (view.kind === 'home') return <HomePage host={host} />
  return <LoadingState label={view.kind === 'leave' ? 'Opening the new portal' : 'Loading'} />
}
