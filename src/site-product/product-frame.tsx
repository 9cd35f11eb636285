import type { ReactNode } from 'react'
import { useRedirect } from '../ui/link'
import { Toasts } from '../ui/toasts'

/** A product element's frame: its toasts, and the move to `redirect` when its route asks one. */
export function ProductFrame({
  host,
  redirect,
  children,
}: Readonly<{ host: HTMLElement; redirect: string | null; children: ReactNode }>) {
  useRedirect(host, redirect)
  return (
    <div>
      <Toasts />
      {children}
    </div>
  )
}
