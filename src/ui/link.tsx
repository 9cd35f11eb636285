import { useEffect, type ReactNode } from 'react'
import { hrefFor, navigate } from '../core/router'

/**
 * A link inside the portal: a real href (open in new tab works), plain clicks go through the
 * router contract so the host decides.
 */
export function PortalLink({
  to,
  from,
  children,
  className = 'text-link hover:underline',
  ...rest
}: Readonly<{
  to: string
  from: HTMLElement
  children: ReactNode
  className?: string
  'aria-current'?: 'page'
}>) {
  return (
    <a
      href={hrefFor(from, to)}
      className={className}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return
        event.preventDefault()
        navigate(from, to)
      }}
      {...rest}
    >
      {children}
    </a>
  )
}

/**
 * A route switch's redirect: once `to` is set, navigates there in place of the current entry
 * (an address that only redirects never stays in the history).
 */
export function useRedirect(host: HTMLElement, to: string | null): void {
  useEffect(() => {
    if (to !== null) navigate(host, to, true)
  }, [to, host])
}
