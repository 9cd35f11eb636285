import { Button } from '../../../../ui/button'
import { Modal } from '../../../../ui/modal'

/** ACCT-15: the delete confirmation; Delete stays busy while the call runs. */
export function DeleteUserModal({
  open,
  name,
  busy,
  onConfirm,
  onClose,
}: Readonly<{
  open: boolean
  name: string
  busy: boolean
  onConfirm: () => void
  onClose: () => void
}>) {
  return (
    <Modal
      open={open}
      title="Delete User"
      size="sm"
      onClose={() => {
        if (!busy) onClose()
      }}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" busy={busy} busyLabel="Deleting…" onClick={onConfirm}>
            Delete
          </Button>
        </>
      }
    >
      <p>{`Are you sure you want to delete ${name}?`}</p>
    </Modal>
  )
}
