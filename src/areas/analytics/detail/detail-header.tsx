/** The top of every detail page: the back link (ANA-02, ANA-09), the title and its actions. */
import type { ReactNode } from 'react'
import { PortalLink } from '../../../ui/link'
import { PageHeader } from '../../../ui/states'
import type { BackLink } from '../lib/detail-route-rules'

export function DetailHeader({
  host,
  back,
  title,
  actions,
}: Readonly<{ host: HTMLElement; back: BackLink; title: string; actions?: ReactNode }>) {
  return (
    <>
      <PortalLink
        to={back.to}
        from={host}
        className="mb-3 inline-flex items-center gap-1 rounded-control text-sm font-medium text-link hover:underline"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
          <path d="M8.7 4.3a1 1 0 0 1 0 1.4L5.4 9H16a1 1 0 1 1 0 2H5.4l3.3 3.3a1 1 0 1 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
        </svg>
        {back.label}
      </PortalLink>
      <PageHeader title={title} actions={actions} />
    </>
  )
}
