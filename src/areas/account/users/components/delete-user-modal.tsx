import { ConfirmModal } from '../../../../ui/confirm-modal'

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
    <ConfirmModal
      open={open}
      title="Delete User"
      size="sm"
      onClose={onClose}
      lockWhileBusy
      confirm={{
        variant: 'danger',
        busy,
        busyLabel: 'Deleting…',
        onClick: onConfirm,
        children: 'Delete',
      }}
    >
      <p>{`Are you sure you want to delete ${name}?`}</p>
    </ConfirmModal>
  )
}
