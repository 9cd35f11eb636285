import { useState } from 'react'
import { notify } from '../../../core/store'
import { normalizeFields, validate, type FieldError } from '../../../core/validation/rules'
import { Button } from '../../../ui/button'
import { Modal } from '../../../ui/modal'
import { TextField } from '../../../ui/text-field'
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

/** AUTH-07: the request-demo form (all fields required, e-mail checked). */
export function RequestDemo({ open, onClose }: Readonly<{ open: boolean; onClose: () => void }>) {
  const [form, setForm] = useState(EMPTY)
  const [errors, setErrors] = useState<FieldError[]>([])
  const [busy, setBusy] = useState(false)

  async function send() {
    const body = normalizeFields(form) as unknown as DemoRequest
    const found = validate(body as unknown as Record<string, unknown>, DEMO_REQUEST_RULES)
    setErrors(found)
    if (found.length) return
    setBusy(true)
    try {
      await authApi.requestDemo(body)
      notify('pp-auth', 'success', TEXT.savedDefault)
      setForm(EMPTY)
      onClose()
    } catch {
      notify('pp-auth', 'error', TEXT.saveFailedDefault)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Request Demo"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={send} busy={busy} busyLabel="Sending…">
            Send request
          </Button>
        </>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {(Object.keys(EMPTY) as Array<keyof typeof EMPTY>).map((field) => (
          <TextField
            key={field}
            label={LABELS[field]}
            name={field}
            type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
            inputMode={field === 'pageviews' ? 'numeric' : undefined}
            required
            value={form[field]}
            error={errors.find((e) => e.field === field)?.message}
            onChange={(value) => setForm({ ...form, [field]: value })}
          />
        ))}
      </div>
    </Modal>
  )
}
