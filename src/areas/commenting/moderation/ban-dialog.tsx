import { useLayoutEffect } from 'react'
import { notifyFailure } from '../../../core/store'
import { Button } from '../../../ui/button'
import { Modal } from '../../../ui/modal'
import { RadioCard } from '../../../ui/radio-card'
import { TextAreaField } from '../../../ui/text-area-field'
import { useForm, type FieldMessages } from '../../../ui/use-form'
import { BAN_LABELS, BAN_DURATIONS, BAN_REASON_MAX, type BanDuration } from '../lib/queue-rules'

export interface BanValues {
  [field: string]: unknown
  duration: BanDuration
  reason: string
}

const START: BanValues = { duration: 'DAY', reason: '' }

/** A ban's reason: required, at most BAN_REASON_MAX characters (the server says the same). */
export function validateBan(values: BanValues): FieldMessages {
  const reason = values.reason.trim()
  if (!reason) return { reason: 'This field is required' }
  if (reason.length > BAN_REASON_MAX) return { reason: `Use at most ${BAN_REASON_MAX} characters` }
  return {}
}

/**
 * Ban a commenter: for a day, a week or for good, with a reason they are shown in the unit.
 * Rejecting `onSubmit` keeps the dialog open with the server's field errors.
 */
export function BanDialog({
  name,
  open,
  onSubmit,
  onClose,
}: Readonly<{
  /** The commenter's name (null: anonymous); null `open` closes it. */
  name: string | null
  open: boolean
  onSubmit: (values: BanValues) => Promise<unknown>
  onClose: () => void
}>) {
  const form = useForm<BanValues>({
    initial: START,
    validate: validateBan,
    save: onSubmit,
    onError: (error) => notifyFailure(error, 'There was an issue banning the commenter'),
  })
  const { reset } = form
  useLayoutEffect(() => {
    if (open) reset(START)
  }, [open, reset])
  const busy = form.submitting
  return (
    <Modal
      open={open}
      title={`Ban ${name ?? 'this anonymous commenter'}`}
      onClose={() => {
        if (!busy) onClose()
      }}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="danger"
            type="submit"
            form="pp-ban-form"
            busy={busy}
            busyLabel="Banning…"
          >
            Ban
          </Button>
        </>
      }
    >
      <form
        id="pp-ban-form"
        noValidate
        onSubmit={(event) => form.submit(event)}
        className="flex flex-col gap-4"
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-900">How long</legend>
          {BAN_DURATIONS.map((d) => (
            <RadioCard
              key={d}
              name="pp-ban-duration"
              value={d}
              checked={form.values.duration === d}
              onChange={() => form.set('duration', d)}
              label={BAN_LABELS[d]}
              className="p-3"
            />
          ))}
        </fieldset>
        <TextAreaField
          label="Reason"
          helper="Shown to them when they try to comment."
          value={form.values.reason}
          onChange={(value) => form.set('reason', value)}
          onBlur={(event) => form.blur('reason', event)}
          error={form.error('reason')}
          maxLength={BAN_REASON_MAX}
          required
        />
      </form>
    </Modal>
  )
}
