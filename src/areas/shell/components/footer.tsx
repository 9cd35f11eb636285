import { useState } from 'react'
import { safeHref } from '../../../core/safe-url'

/**
 * SHELL-19: the dashboard footer: the copyright line (this year) and the Terms and Privacy links
 * the host names (`terms-url`, `privacy-url`; a link not given is not shown); the feedback button
 * is hidden when framed (SHELL-20).
 */
export function Footer({
  onFeedback,
  framed,
  termsUrl,
  privacyUrl,
}: Readonly<{
  onFeedback: () => void
  framed: boolean
  termsUrl: string | null
  privacyUrl: string | null
}>) {
  // The year when the footer first drew (a session spanning New Year's Eve keeps it).
  const [year] = useState(() => new Date().getFullYear())
  const links = [
    { label: 'Terms', href: termsUrl ? safeHref(termsUrl) : null },
    { label: 'Privacy', href: privacyUrl ? safeHref(privacyUrl) : null },
  ]
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-[1200px] flex-wrap items-center gap-x-6 gap-y-2 px-4 py-4 text-xs text-slate-500 sm:px-6">
        <p>© {year} Publisher Portal</p>
        {links.map(({ label, href }) =>
          href ? (
            <a key={label} className="hover:text-slate-900 hover:underline" href={href}>
              {label}
            </a>
          ) : null,
        )}
        {framed ? null : (
          <button
            type="button"
            onClick={onFeedback}
            className="ml-auto rounded-control border border-slate-300 px-3 py-1.5 text-xs font-medium text-slate-700 hover:bg-slate-50"
          >
            Feedback
          </button>
        )}
      </div>
    </footer>
  )
}
