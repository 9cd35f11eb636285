import { useId, useState } from 'react'
import { notify } from '../../../core/store'
import { Button } from '../../../ui/button'
import { Modal } from '../../../ui/modal'
import { shellApi } from '../shell-api'

export const FEEDBACK_MAX = 2000

/** SHELL-20: a short message to the portal team, sent with the page it was written on. */
export function FeedbackModal({
  open,
  onClose,
  route,
}: Readonly<{ open: boolean; onClose: () => void; route: string }>) {
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const id = useId()
  const text = message.trim()

  async function send() {
    if (!text || busy) return
    setBusy(true)
    try {
      await shellApi.sendFeedback({ message: text, page: route })
      notify('success', 'Thank you for your feedback.')
      setMessage('')
      onClose()
    } catch {
      notify('error', 'Woops, something wrong. Please try again later.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Send feedback"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={send} disabled={!text} busy={busy} busyLabel="Sending…">
            Send
          </Button>
        </>
      }
    >
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        What would make the portal better for you?
      </label>
      <textarea
        id={id}
        value={message}
        maxLength={FEEDBACK_MAX}
        rows={5}
        onChange={(e) => setMessage(e.currentTarget.value)}
        className="w-full rounded-control border border-slate-300 p-3 text-sm shadow-sm"
      />
      <p className="mt-1 text-right text-xs text-slate-500 tabular-nums">
        {message.length} / {FEEDBACK_MAX}
      </p>
    </Modal>
  )
}
