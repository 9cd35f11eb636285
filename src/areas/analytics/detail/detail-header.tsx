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
        <span aria-hidden="true">←</span>
        {back.label}
      </PortalLink>
      <PageHeader title={title} actions={actions} />
    </>
  )
}
