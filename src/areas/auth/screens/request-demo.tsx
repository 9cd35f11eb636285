import { useId } from 'react'
import { notify } from '../../../core/store'
import { normalizeFields } from '../../../core/validation/rules'
import { ConfirmModal } from '../../../ui/confirm-modal'
import { TextField } from '../../../ui/text-field'
import { byRules, useForm } from '../../../ui/use-form'
import { authApi, type DemoRequest } from '../auth-api'
import { TEXT } from '../lib/auth-texts'
import { DEMO_REQUEST_RULES } from '../lib/demo-request-rules'

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', domain: '', pageviews: '' }
const LABELS: Record<keyof typeof EMPTY, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  domain: 'Domain',
  pageviews: 'Monthly pageviews',
}
const validate = byRules(DEMO_REQUEST_RULES)

/** AUTH-07: the request-demo form (all fields required, e-mail checked). */
export function RequestDemo({ open, onClose }: Readonly<{ open: boolean; onClose: () => void }>) {
  const formId = useId()
  const form = useForm({
    initial: EMPTY,
    validate,
    save: (values) => authApi.requestDemo(normalizeFields(values) as unknown as DemoRequest),
    onSaved: () => {
      notify('success', TEXT.savedDefault)
      form.reset(EMPTY)
      onClose()
    },
    onError: () => notify('error', TEXT.saveFailedDefault),
  })

  return (
    <ConfirmModal
      open={open}
      onClose={onClose}
      title="Request Demo"
      confirm={{
        type: 'submit',
        form: formId,
        busy: form.submitting,
        busyLabel: 'Sending…',
        children: 'Send request',
      }}
    >
      <form
        id={formId}
        noValidate
        onSubmit={form.submit}
        aria-label="Request Demo"
        className="grid gap-4 sm:grid-cols-2"
      >
        {(Object.keys(EMPTY) as Array<keyof typeof EMPTY>).map((field) => (
          <TextField
            key={field}
            label={LABELS[field]}
            name={field}
            type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
            inputMode={field === 'pageviews' ? 'numeric' : undefined}
            required
            value={form.values[field]}
            error={form.error(field)}
            onChange={(value) => form.set(field, value)}
          />
        ))}
      </form>
    </ConfirmModal>
  )
}
