import { Button } from './button'
import { Modal } from './modal'

/** Leaving a form with unsaved edits (Back, a tab, a link); `what` names what is lost. */
export function LeaveDialog({
  open,
  onLeave,
  onStay,
  what = 'this payment method',
}: Readonly<{ open: boolean; onLeave: () => void; onStay: () => void; what?: string }>) {
  return (
    <Modal
      open={open}
      title="You have unsaved changes. Leave anyway?"
      onClose={onStay}
      size="sm"
      actions={
        <>
          <Button variant="secondary" onClick={onStay}>
            Stay
          </Button>
          <Button variant="danger" onClick={onLeave}>
            Leave
          </Button>
        </>
      }
    >
      <p>The changes you made to {what} will be lost.</p>
    </Modal>
  )
}
