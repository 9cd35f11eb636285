import { useId } from 'react'
import type { AdsTxtState } from '../lib/adstxt-rules'

/**
 * ACCT-17/19: the values the site's ads.txt must hold. When a file was found, the missing ones
 * are highlighted and labelled "Missing" (not colour alone); found ones are marked "Found".
 */
export function AdsTxtValues({
  values,
  missing,
  state,
}: Readonly<{ values: readonly string[]; missing: readonly string[]; state: AdsTxtState }>) {
  const headingId = useId()
  const absent = new Set(missing)
  const marked = state !== 'absent'
  const count = values.filter((v) => absent.has(v)).length
  return (
    <div>
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          Required values
        </h3>
        {marked && count ? (
          <p className="text-xs text-slate-600">
            {count} of {values.length} missing
          </p>
        ) : null}
      </div>
      {values.length === 0 ? (
        <p className="text-sm text-slate-600">Your account has no required ads.txt values.</p>
      ) : (
        <ul
          aria-labelledby={headingId}
          className="divide-y divide-slate-100 overflow-hidden rounded-control border border-slate-200"
        >
          {values.map((value) => {
            const isMissing = marked && absent.has(value)
            return (
              <li
                key={value}
                data-missing={isMissing || undefined}
                className={`flex items-center justify-between gap-3 px-3 py-2 ${
                  isMissing
                    ? 'border-l-4 border-l-warning bg-amber-50'
                    : 'border-l-4 border-l-transparent'
                }`}
              >
                <code className="font-mono text-[13px] text-slate-900 [overflow-wrap:anywhere]">
                  {value}
                </code>
                {marked ? (
                  <span
                    className={`shrink-0 rounded-sm px-2 py-0.5 text-xs font-semibold ${
                      isMissing ? 'bg-amber-200 text-amber-950' : 'text-success'
                    }`}
                  >
                    {isMissing ? 'Missing' : 'Found'}
                  </span>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
