import { useEffect, useState } from 'react'
import {
  activeToastHost,
  dismissNotice,
  NOTICE_MS,
  registerToastHost,
  unregisterToastHost,
  usePortal,
  type Notice,
} from '../core/store'

function Toast({ notice }: Readonly<{ notice: Notice }>) {
  useEffect(() => {
    const timer = setTimeout(
      () => dismissNotice(notice.id),
      Math.max(0, notice.at + NOTICE_MS - Date.now()),
    )
    return () => clearTimeout(timer)
  }, [notice.id, notice.at])
  const tone =
    notice.kind === 'error'
      ? 'border-danger/30 bg-red-50 text-red-700'
      : notice.kind === 'success'
        ? 'border-success/30 bg-green-50 text-success'
        : 'border-slate-200 bg-white text-slate-800'
  return (
    <div
      role={notice.kind === 'error' ? 'alert' : 'status'}
      className={`pointer-events-auto flex items-start gap-3 rounded-card border px-4 py-3 text-sm shadow-raised ${tone}`}
    >
      <span className="flex-1">{notice.text}</span>
      <button
        type="button"
        onClick={() => dismissNotice(notice.id)}
        aria-label="Dismiss"
        className="-m-1 rounded-sm p-1 opacity-70 hover:opacity-100"
      >
        ×
      </button>
    </div>
  )
}

/**
 * The toast area (CORE-20): top right, below the 56 px header so it never covers the user menu;
 * 5 s. Every element has one, but only the page's active one shows the notices (the shell's,
 * marked primary, when present), so a notice shows once whichever element raised it.
 */
export function Toasts({ primary = false }: Readonly<{ primary?: boolean }>) {
  const [hostId, setHostId] = useState<number | null>(null)
  useEffect(() => {
    const id = registerToastHost(primary ? 1 : 0)
    setHostId(id)
    return () => unregisterToastHost(id)
  }, [primary])
  const active = usePortal(activeToastHost)
  const notices = usePortal((s) => s.notices)
  // A notice raised more than 5 s ago (while no toast area was shown) stays hidden.
  // oxlint-disable-next-line react/purity -- hides by age at render; shown ones leave by timer
  const now = Date.now()
  const mine =
    hostId !== null && active === hostId ? notices.filter((n) => now - n.at < NOTICE_MS) : []
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed top-16 right-4 z-50 flex w-[min(384px,calc(100vw-32px))] flex-col gap-2"
    >
      {mine.map((notice) => (
        <Toast key={notice.id} notice={notice} />
      ))}
    </div>
  )
}
