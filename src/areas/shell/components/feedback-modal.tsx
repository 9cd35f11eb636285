import { useId } from 'react'
import { notify } from '../../../core/store'
import { REQUIRED_MESSAGE } from '../../../core/validation/rules'
import { ConfirmModal } from '../../../ui/confirm-modal'
import { useForm, type FieldMessages } from '../../../ui/use-form'
import { shellApi } from '../shell-api'

export const FEEDBACK_MAX = 2000
const NO_MESSAGE = { message: '' }

/** SHELL-20: a short message to the portal team, sent with the page it was written on. */
export function FeedbackModal({
  open,
  onClose,
  route,
}: Readonly<{ open: boolean; onClose: () => void; route: string }>) {
  const id = useId()
  const form = useForm({
    initial: NO_MESSAGE,
    validate: ({ message }): FieldMessages => (message.trim() ? {} : { message: REQUIRED_MESSAGE }),
    save: ({ message }) => shellApi.sendFeedback({ message: message.trim(), page: route }),
    onSaved: () => {
      notify('success', 'Thank you for your feedback.')
      form.reset(NO_MESSAGE)
      onClose()
    },
    onError: () => notify('error', 'Woops, something wrong. Please try again later.'),
  })
  const { message } = form.values

  return (
    <ConfirmModal
      open={open}
      onClose={onClose}
      title="Send feedback"
      confirm={{
        onClick: () => form.submit(),
        disabled: !form.valid,
        busy: form.submitting,
        busyLabel: 'Sending…',
        children: 'Send',
      }}
    >
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        What would make the portal better for you?
      </label>
      <textarea
        id={id}
        value={message}
        maxLength={FEEDBACK_MAX}
        rows={5}
        onChange={(e) => form.set('message', e.currentTarget.value)}
        className="w-full rounded-control border border-slate-300 p-3 text-sm shadow-sm"
      />
      <p className="mt-1 text-right text-xs text-slate-500 tabular-nums">
        {message.length} / {FEEDBACK_MAX}
      </p>
    </ConfirmModal>
  )
}
