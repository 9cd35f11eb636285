/** REP-16: Discard asks first: back to the saved version, or to a fresh report if never saved. */
import { Button } from '../../../ui/button'
import { Modal } from '../../../ui/modal'
import { TEXT } from '../lib/report-texts'

export function DiscardDialog({
  open,
  saved,
  onDiscard,
  onCancel,
}: Readonly<{ open: boolean; saved: boolean; onDiscard: () => void; onCancel: () => void }>) {
  return (
    <Modal
      open={open}
      title="Discard your changes?"
      onClose={onCancel}
      size="sm"
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Keep editing
          </Button>
          <Button variant="danger" onClick={onDiscard}>
            {TEXT.discard}
          </Button>
        </>
      }
    >
      <p>
        {saved
          ? 'The report goes back to its saved version.'
          : 'The report goes back to a new, empty one.'}
      </p>
    </Modal>
  )
}
