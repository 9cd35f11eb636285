import { Alert } from '../../../../ui/alert'
import { ConfirmModal } from '../../../../ui/confirm-modal'

export const PREFERRED_INFO = 'After saving, all payments will go through the new preferred method.'

/**
 * PAY-16: asks whether the method being saved becomes the preferred one. `keepLabel` is the
 * other choice: `Save Without Changing` when saving a form, `Cancel` from the list.
 */
export function PreferredDialog({
  open,
  methodLabel,
  keepLabel = 'Save Without Changing',
  onPrefer,
  onKeep,
  onClose,
}: Readonly<{
  open: boolean
  methodLabel: string
  keepLabel?: string
  onPrefer: () => void
  onKeep: () => void
  onClose: () => void
}>) {
  return (
    <ConfirmModal
      open={open}
      title="Make this your preferred payment method?"
      onClose={onClose}
      cancelLabel={keepLabel}
      onCancel={onKeep}
      confirm={{ onClick: onPrefer, children: 'Make Preferred' }}
    >
      <div className="flex flex-col gap-3">
        <p>
          You already have a preferred payment method. You can make {methodLabel} your preferred
          method instead.
        </p>
        <Alert tone="info">{PREFERRED_INFO}</Alert>
      </div>
    </ConfirmModal>
  )
}

/** PAY-17: leaving a form with unsaved edits (the kit's dialog). */
export { LeaveDialog } from '../../../../ui/leave-dialog'
