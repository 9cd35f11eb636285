import { ConfirmModal } from './confirm-modal'

/** Leaving a form with unsaved edits (Back, a tab, a link); `what` names what is lost. */
export function LeaveDialog({
  open,
  onLeave,
  onStay,
  what = 'this payment method',
}: Readonly<{ open: boolean; onLeave: () => void; onStay: () => void; what?: string }>) {
  return (
    <ConfirmModal
      open={open}
      title="You have unsaved changes. Leave anyway?"
      onClose={onStay}
      size="sm"
      cancelLabel="Stay"
      confirm={{ variant: 'danger', onClick: onLeave, children: 'Leave' }}
    >
      <p>The changes you made to {what} will be lost.</p>
    </ConfirmModal>
  )
}
