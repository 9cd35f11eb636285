/**
 * EMB-34 / BLD-06: the embeds header `Trivia & Polls > Configuration`, whose `Trivia & Polls`
 * leads back to the library. The builder's h1 is that header; embed analytics and collected
 * e-mails name their own page in the h1 and show the header plus the embed's name as a
 * breadcrumb above it (issue 27 #9: they had no title of their own and no way back).
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { hrefFor, navigate } from '../../../core/router'
import { LIBRARY } from '../lib/embeds-routes'

export const PRODUCT = 'Trivia & Polls'
export const SECTION = 'Configuration'
export const ANALYTICS_PAGE = 'Embed Analytics'
export const EMAILS_PAGE = 'Collected Emails'

/**
 * `Trivia & Polls` as a link to the library. Its href is the portal's address of the library,
 * read from where the link sits (no host prop); plain clicks go through the router (its guards).
 */
export function LibraryLink() {
  const ref = useRef<HTMLAnchorElement>(null)
  const [href, setHref] = useState(LIBRARY)
  useLayoutEffect(() => {
    if (ref.current) setHref(hrefFor(ref.current, LIBRARY))
  }, [])
  return (
    <a
      ref={ref}
      href={href}
      className="text-link underline underline-offset-2 hover:no-underline"
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return
        event.preventDefault()
        navigate(event.currentTarget, LIBRARY)
      }}
    >
      {PRODUCT}
    </a>
  )
}

/** The header text with `Trivia & Polls` a link (plain text while `linked` is false). */
export function EmbedsTrail({ linked = true }: Readonly<{ linked?: boolean }>) {
  return (
    <>
      {linked ? <LibraryLink /> : PRODUCT} &gt; {SECTION}
    </>
  )
}

/** Embed analytics (the default) or collected e-mails: breadcrumb, page title, actions. */
export function EmbedTitle({
  name,
  page = ANALYTICS_PAGE,
  actions,
}: Readonly<{ name: string | null; page?: string; actions?: ReactNode }>) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <nav aria-label="Breadcrumb" className="text-sm break-words text-slate-600">
          <EmbedsTrail />
          {name ? <> &gt; {name}</> : null}
        </nav>
        <h1 className="text-2xl font-semibold break-words text-slate-900">{page}</h1>
      </div>
      {actions ? <div className="flex gap-2">{actions}</div> : null}
    </div>
  )
}
