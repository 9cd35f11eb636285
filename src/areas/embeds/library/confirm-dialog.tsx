import { ConfirmModal } from '../../../ui/confirm-modal'

export type ConfirmKind = 'archive' | 'unarchive' | 'delete'

/** EMB-17/18/19: the confirmations, their calls' toasts (OPEN failure texts: the inventory's). */
export const CONFIRM_TEXTS: Record<
  ConfirmKind,
  {
    title: string
    question: (name: string) => string
    button: string
    busy: string
    done: string
    failed: string
  }
> = {
  archive: {
    title: 'Archive Confirmation',
    question: (name) => `Are you sure you want to archive ${name}?`,
    button: 'Archive',
    busy: 'Archiving…',
    done: 'embed is now archived',
    failed: 'There was an issue archiving your embed',
  },
  unarchive: {
    title: 'Unarchive Confirmation',
    question: (name) => `Are you sure you want to unarchive ${name}?`,
    button: 'Unarchive',
    busy: 'Unarchiving…',
    done: 'embed is now live',
    failed: 'There was an issue unarchiving your embed',
  },
  delete: {
    title: 'Delete Confirmation',
    question: (name) => `Are you sure you want to delete ${name}?`,
    button: 'Delete',
    busy: 'Deleting…',
    done: 'We have successfully deleted your embed',
    failed: 'There was an issue deleting your embed',
  },
}

/** A confirmation with Cancel and the action (busy while its call runs). */
export function ConfirmDialog({
  kind,
  name,
  open,
  busy,
  onConfirm,
  onClose,
}: Readonly<{
  kind: ConfirmKind
  name: string
  open: boolean
  busy: boolean
  onConfirm: () => void
  onClose: () => void
}>) {
  const texts = CONFIRM_TEXTS[kind]
  return (
    <ConfirmModal
      open={open}
      title={texts.title}
      size="sm"
      onClose={onClose}
      lockWhileBusy
      confirm={{
        variant: kind === 'delete' ? 'danger' : 'primary',
        busy,
        busyLabel: texts.busy,
        onClick: onConfirm,
        children: texts.button,
      }}
    >
      <p className="break-words">{texts.question(name)}</p>
    </ConfirmModal>
  )
}
