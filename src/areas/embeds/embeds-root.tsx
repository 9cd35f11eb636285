/**
 * pp-embeds: the embed library, per-card analytics and collected e-mails (EMB-01..34). Only a
 * route switch. Analytics and e-mails are chunks of their own, fetched when their route shows
 * (or on intent from the library): the library, the usual landing, parses only its own code
 * before its cards can show (issue 27 #13).
 */
import type { AreaProps } from '../../element-kit/define-element'
import { useFrameHeight } from './frame-height'
import { usePortal } from '../../core/store'
import { LoadingState, MovedNotice, PageHeader } from '../../ui/states'
import { Toasts } from '../../ui/toasts'
import { useRedirect } from '../../ui/link'
import { analyticsScreen, emailsScreen } from './lazy-screens'
import { embedsView, MOVED_BUTTON, MOVED_TEXT, TITLE } from './lib/embeds-routes'
import { Library } from './library/library'

export { TITLE }

export default function EmbedsRoot({
  host,
  route,
  attrs,
  framed,
  newPortalUrl,
}: Readonly<AreaProps>) {
  // CORE-18: framed, the parent page sizes its iframe to the content (frame-height.ts).
  useFrameHeight(host, framed, attrs.frameOrigins)
  const permissionsReceived = usePortal((s) => s.session.permissionsReceived)
  const mockupGenerator = usePortal((s) => s.session.mockupGenerator)
  const view = embedsView(route, { permissionsReceived, mockupGenerator }, { newPortalUrl, framed })

  useRedirect(host, view.kind === 'redirect' ? view.to : null)
  const analytics = analyticsScreen.useModule(view.kind === 'analytics')
  const emails = emailsScreen.useModule(view.kind === 'emails')

  return (
    <div>
      <Toasts />
      {view.kind === 'moved' && newPortalUrl ? (
        <>
          <PageHeader title={TITLE} />
          <MovedNotice text={MOVED_TEXT} button={MOVED_BUTTON} url={newPortalUrl} />
        </>
      ) : view.kind === 'library' ? (
        <Library host={host} route={route} />
      ) : view.kind === 'analytics' && analytics ? (
        <analytics.ContentAnalytics host={host} embedUUID={view.embedUUID} />
      ) : view.kind === 'emails' && emails ? (
        <emails.EmailsPage host={host} embedUUID={view.embedUUID} />
      ) : (
        <LoadingState />
      )}
    </div>
  )
}
