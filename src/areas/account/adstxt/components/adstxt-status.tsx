import { Alert } from '../../../../ui/alert'
import { SolidIcon } from '../../../../ui/solid-icon'
import { safeHref } from '../../../../core/safe-url'
import { ADSTXT_GUIDANCE, ADSTXT_STATUS_TEXT, type AdsTxtState } from '../lib/adstxt-rules'

const TONES: Record<AdsTxtState, string> = {
  complete: 'border-green-300 bg-green-50 text-success',
  partial: 'border-amber-300 bg-amber-50 text-warning',
  absent: 'border-red-200 bg-red-50 text-red-700',
}

const ICONS: Record<AdsTxtState, string> = {
  // check, exclamation, cross (20 × 20)
  complete:
    'M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z',
  partial:
    'M10 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16Zm0 4a1 1 0 0 0-1 1v3.5a1 1 0 1 0 2 0V7a1 1 0 0 0-1-1Zm0 8.5a1.1 1.1 0 1 0 0-2.2 1.1 1.1 0 0 0 0 2.2Z',
  absent:
    'M5.3 5.3a1 1 0 0 1 1.4 0L10 8.58l3.3-3.3a1 1 0 1 1 1.4 1.42L11.42 10l3.3 3.3a1 1 0 0 1-1.42 1.4L10 11.42l-3.3 3.3a1 1 0 0 1-1.4-1.42L8.58 10 5.3 6.7a1 1 0 0 1 0-1.4Z',
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/** ACCT-18..20: the indicator, when the file was checked, and what to do next. */
export function AdsTxtStatus({
  state,
  checkedAt,
  adsTxtUrl,
}: Readonly<{ state: AdsTxtState; checkedAt: string; adsTxtUrl: string }>) {
  const guidance = ADSTXT_GUIDANCE[state]
  const when = new Date(checkedAt)
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p
          data-state={state}
          className={`inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-semibold ${TONES[state]}`}
        >
          <SolidIcon path={ICONS[state]} className="size-4" />
          <span>{ADSTXT_STATUS_TEXT[state]}</span>
        </p>
        {Number.isNaN(when.getTime()) ? null : (
          <p className="text-xs text-slate-600">
            Last checked <time dateTime={checkedAt}>{dateTime.format(when)}</time>
            {adsTxtUrl ? (
              <>
                {' at '}
                {safeHref(adsTxtUrl) ? (
                  <a
                    href={safeHref(adsTxtUrl)!}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="break-all text-link hover:underline"
                  >
                    {adsTxtUrl}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : (
                  <span className="break-all">{adsTxtUrl}</span>
                )}
              </>
            ) : null}
          </p>
        )}
      </div>
      {guidance ? <Alert tone={state === 'absent' ? 'info' : 'warning'}>{guidance}</Alert> : null}
    </div>
  )
}
