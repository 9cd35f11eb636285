import { Button, type ButtonProps } from './button'
import { Modal, type ModalProps } from './modal'

export interface ConfirmModalProps extends Omit<ModalProps, 'actions'> {
  /** The action, on the right: a Button's props (its label as `children`). */
  confirm: ButtonProps
  /** The other choice, on the left; `Cancel` unless named. */
  cancelLabel?: string
  /** What the other choice does; `onClose` unless given. */
  onCancel?: () => void
  /** While the action is busy, the other choice is disabled and the dialog does not close. */
  lockWhileBusy?: boolean
}

/** A modal with two actions: a secondary choice (Cancel) and the action, primary last. */
export function ConfirmModal({
  confirm,
  cancelLabel = 'Cancel',
  onCancel,
  lockWhileBusy = false,
  onClose,
  ...modal
}: Readonly<ConfirmModalProps>) {
  const locked = lockWhileBusy && !!confirm.busy
  return (
    <Modal
      {...modal}
      onClose={() => {
        if (!locked) onClose()
      }}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel ?? onClose} disabled={locked}>
            {cancelLabel}
          </Button>
          <Button {...confirm} />
        </>
      }
    />
  )
}
