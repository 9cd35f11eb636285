import { useState } from 'react'
import { PortalLink } from '../../../ui/link'
import { bannerKey } from '../lib/banner-rules'

function closedBefore(message: string): boolean {
  try {
    return localStorage.getItem(bannerKey(message)) === '1'
  } catch {
    return false
  }
}

/** SHELL-21: the server's reporting-delay message; closing it is remembered on this browser. */
export function ReportingDelayBanner({ message }: Readonly<{ message: string }>) {
  const [closed, setClosed] = useState(() => closedBefore(message))
  if (closed) return null
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-card border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p className="flex-1">{message}</p>
      <button
        type="button"
        aria-label="Close message"
        className="-m-1 rounded-sm p-1 hover:bg-amber-100"
        onClick={() => {
          try {
            localStorage.setItem(bannerKey(message), '1')
          } catch {
            // Private mode: the banner just closes for this page view.
          }
          setClosed(true)
        }}
      >
        ×
      </button>
    </div>
  )
}

/** SHELL-22: persistent notice that no preferred payment method is set. */
export function MissingPaymentNotice({ host }: Readonly<{ host: HTMLElement }>) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-card border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900"
    >
      <p>You have not set a preferred payment method.</p>
      <PortalLink
        from={host}
        to="/dashboard/account/paymentinfo"
        className="font-medium text-link hover:underline"
      >
        Set up payment information
      </PortalLink>
    </div>
  )
}
