import { useLayoutEffect, type ReactNode } from 'react'
import { showInlineFailure } from '../core/store'

const TONES = {
  error: 'border-danger/30 bg-red-50 text-red-700',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  info: 'border-sky-200 bg-sky-50 text-sky-900',
  success: 'border-green-300 bg-green-50 text-green-900',
}

/**
 * An inline message block; errors are announced. An error shown here is the one message of its
 * failure: while it shows, a toast with the same text is not raised (or leaves).
 */
export function Alert({
  tone,
  children,
  action,
}: Readonly<{ tone: keyof typeof TONES; children: ReactNode; action?: ReactNode }>) {
  const failure = tone === 'error' && typeof children === 'string' ? children : null
  useLayoutEffect(() => (failure ? showInlineFailure(failure) : undefined), [failure])
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-3 rounded-card border px-4 py-3 text-sm ${TONES[tone]}`}
    >
      <div className="flex-1">{children}</div>
      {action}
    </div>
  )
}
