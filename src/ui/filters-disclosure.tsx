import { useId, useState, type ReactNode } from 'react'

/**
 * A filter bar that folds away on narrow screens (#10): in a container under 36rem (a phone)
 * one `Filters` button, with how many filters are active, shows and hides the bar, so the first
 * numbers of the page are within the first screen; wider, the button is gone and the bar always
 * shows (a container query, so a narrow host column folds it as a phone does).
 */
export function FiltersDisclosure({
  active,
  children,
  className = '',
}: Readonly<{
  /** How many filters differ from their defaults. */
  active: number
  children: ReactNode
  className?: string
}>) {
  const id = useId()
  const [open, setOpen] = useState(false)
  return (
    <div className={`@container ${className}`} data-filters="">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="inline-flex h-10 items-center gap-2 rounded-control border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 shadow-sm hover:bg-slate-50 @xl:hidden"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
          <path d="M3 5.25A.75.75 0 0 1 3.75 4.5h12.5a.75.75 0 0 1 0 1.5H3.75A.75.75 0 0 1 3 5.25Zm3 4.75a.75.75 0 0 1 .75-.75h6.5a.75.75 0 0 1 0 1.5h-6.5A.75.75 0 0 1 6 10Zm2.25 4.75a.75.75 0 0 1 .75-.75h2a.75.75 0 0 1 0 1.5h-2a.75.75 0 0 1-.75-.75Z" />
        </svg>
        Filters
        {active > 0 ? (
          <span
            data-active-filters=""
            className="rounded-full bg-primary px-2 text-xs leading-5 font-semibold text-white"
          >
            {active}
            <span className="sr-only"> active</span>
          </span>
        ) : null}
      </button>
      <div id={id} className={open ? 'mt-3 @xl:mt-0' : 'hidden @xl:block'}>
        {children}
      </div>
    </div>
  )
}
