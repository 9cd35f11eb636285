/** pp-reports: the library, the editor and the preview (REP-01..25). Only a route switch. */
import type { AreaProps } from '../../element-kit/define-element'
import { hasPermission, PERMISSIONS } from '../../core/permissions'
import { usePortal } from '../../core/store'
import { LoadingState, MovedNotice, PageHeader } from '../../ui/states'
import { Toasts } from '../../ui/toasts'
import { useRedirect } from '../../ui/link'
import { DetailScreen } from './detail/detail-screen'
import { reportsView } from './lib/report-route-rules'
import { TEXT } from './lib/report-texts'
import { LibraryScreen } from './library/library-screen'
import { PreviewScreen } from './preview/preview-screen'
import { ReportsStateProvider, useReportsState } from './report-state'

function ReportsSwitch({ host, route, newPortalUrl }: Readonly<AreaProps>) {
  const permissionsReceived = usePortal((s) => s.session.permissionsReceived)
  const mockupGenerator = usePortal((s) => s.session.mockupGenerator)
  const adMetrics = usePortal((s) => hasPermission(s.session.permissions, PERMISSIONS.adMetrics))
  const { draft, preview } = useReportsState()
  const view = reportsView(route, {
    permissionsReceived,
    adMetrics,
    mockupGenerator,
    moved: Boolean(newPortalUrl),
    hasDraft: draft !== null,
    hasPreview: preview !== null,
  })

  useRedirect(host, view.kind === 'redirect' ? view.to : null)

  switch (view.kind) {
    case 'moved':
      return (
        <>
          <PageHeader title="Reports" />
          <MovedNotice text={TEXT.movedNotice} button={TEXT.movedButton} url={newPortalUrl!} />
        </>
      )
    case 'library':
      return <LibraryScreen host={host} />
    case 'detail':
      return <DetailScreen host={host} route={route} />
    case 'preview':
      return <PreviewScreen host={host} />
    default:
      return <LoadingState />
  }
}

export default function ReportsRoot(props: Readonly<AreaProps>) {
  const accountUUID = usePortal((s) => s.session.accountUUID) ?? ''
  return (
    <div>
      <Toasts />
      {/* Another account (a support user switching publishers) starts with no loaded work. */}
      <ReportsStateProvider key={accountUUID} accountUUID={accountUUID}>
        <ReportsSwitch {...props} />
      </ReportsStateProvider>
    </div>
  )
}
