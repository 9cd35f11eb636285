import { useEffect, useState } from 'react'
import { ConfirmModal } from '../../../ui/confirm-modal'

/** SHELL-26/27: shown after 15 idle minutes at the extension check; logs out after 30 more. */
export function InactivityModal({
  open,
  busy,
  onStay,
  onLogout,
  deadline,
}: Readonly<{
  open: boolean
  busy: boolean
  onStay: () => void
  onLogout: () => void
  deadline: number
}>) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!open) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [open])
  const left = Math.max(0, Math.ceil((deadline - now) / 1000))
  const clock = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`
  return (
    <ConfirmModal
      open={open}
      onClose={onStay}
      dismissible={false}
      title="Are you still there?"
      cancelLabel="Log out"
      onCancel={onLogout}
      confirm={{ onClick: onStay, busy, busyLabel: 'Extending…', children: 'Stay signed in' }}
    >
      <p>
        You have been inactive for a while. For your security you will be logged out automatically
        in <span className="font-medium tabular-nums">{clock}</span>.
      </p>
    </ConfirmModal>
  )
}
