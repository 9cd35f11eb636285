import { Button } from '../../../ui/button'
import { Modal } from '../../../ui/modal'
import { SHORTCUTS } from '../lib/queue-rules'

/** The queue's keyboard shortcuts, opened with "?" or its button. */
export function ShortcutsDialog({
  open,
  onClose,
}: Readonly<{ open: boolean; onClose: () => void }>) {
  return (
    <Modal
      open={open}
      title="Keyboard shortcuts"
      onClose={onClose}
      size="sm"
      actions={<Button onClick={onClose}>Close</Button>}
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {SHORTCUTS.map(([key, does]) => (
          <div key={key} className="contents">
            <dt>
              <kbd className="inline-block min-w-7 rounded-control border border-slate-300 bg-slate-50 px-2 py-0.5 text-center font-mono text-xs">
                {key}
              </kbd>
            </dt>
            <dd className="text-slate-700">{does}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  )
}
