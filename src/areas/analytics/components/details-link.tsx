import { PortalLink } from '../../../ui/link'

interface DetailsLinkProps {
  /** The detail page. */
  to: string
  host: HTMLElement
  /** The card's title, which names the link for screen readers. */
  title: string
}

/** HOME-10: a card's "View details" link to its metric's detail page. */
export function DetailsLink({ to, host, title }: Readonly<DetailsLinkProps>) {
  return (
    <PortalLink
      to={to}
      from={host}
      className="rounded-control text-sm font-medium text-primary hover:underline"
    >
      View details<span className="sr-only">: {title}</span>
    </PortalLink>
  )
}
