import { useState, type FormEvent } from 'react'
import {
  PASSWORD_HINT,
  isStrongPassword,
  passwordChecklist,
} from '../../../core/validation/password-rules'
import { PasswordField } from '../../../ui/text-field'
import { useForm, type FieldMessages, type Form } from '../../../ui/use-form'
import { TEXT } from '../lib/auth-texts'

export type PasswordPairValue = { password: string; confirm: string }

const NO_PAIR: PasswordPairValue = { password: '', confirm: '' }

/** True when the pair may be submitted: a strong new password and a confirmation typed. */
export function pairReady(value: PasswordPairValue): boolean {
  return isStrongPassword(value.password) && value.confirm.length > 0
}

/** The problem of a pair not ready to submit: it keeps the submit button disabled, shown nowhere. */
const PAIR_NOT_READY: FieldMessages = { password: PASSWORD_HINT }

/**
 * The form of a new password (AUTH-11..23): ready with a strong password and a confirmation
 * (and `enabled`), a confirmation that differs refused when saving with `mismatch` on it, the save
 * (which moves on) refused with TEXT.unableToProcess while `missing` (no user to save for), a
 * failed save saying TEXT.network above the fields. `submit` is the form's submit handler.
 */
export function usePasswordForm({
  enabled = true,
  missing,
  mismatch,
  save,
  onSaved,
}: Readonly<{
  enabled?: boolean
  missing: boolean
  mismatch: string
  save: (pair: PasswordPairValue) => Promise<unknown>
  onSaved: () => void
}>): { form: Form<PasswordPairValue>; submit: (event: FormEvent) => void } {
  const form = useForm({
    initial: NO_PAIR,
    validate: (pair) => (enabled && pairReady(pair) ? {} : PAIR_NOT_READY),
    checks: (pair): FieldMessages => (pair.password === pair.confirm ? {} : { confirm: mismatch }),
    save,
    leaves: true,
    onSaved,
    failure: () => TEXT.network,
  })
  function submit(event: FormEvent) {
    form.submit(event, () => {
      if (missing) form.fail(TEXT.unableToProcess)
      else void form.send()
    })
  }
  return { form, submit }
}

/**
 * New and confirm password fields with show/hide toggles, the hint, and the rules checklist
 * that appears once the new-password field is focused (AUTH-13, AUTH-18, AUTH-19).
 */
export function PasswordPair({
  form,
  labels,
  disabled,
}: Readonly<{
  form: Form<PasswordPairValue>
  labels: { password: string; confirm: string }
  disabled?: boolean
}>) {
  const [focused, setFocused] = useState(false)
  const value = form.values
  return (
    <div className="flex flex-col gap-4">
      <PasswordField
        label={labels.password}
        name="newPassword"
        autoComplete="new-password"
        required
        disabled={disabled}
        value={value.password}
        onFocus={() => setFocused(true)}
        onChange={(password) => form.set('password', password)}
        helper={
          <>
            <p>{PASSWORD_HINT}</p>
            {focused ? (
              <ul aria-label="Password rules" className="mt-2 grid grid-cols-2 gap-1">
                {passwordChecklist(value.password).map((rule) => (
                  <li
                    key={rule.id}
                    className={`flex items-center gap-1.5 ${rule.ok ? 'text-success' : 'text-slate-500'}`}
                  >
                    <span aria-hidden="true">{rule.ok ? '✓' : '○'}</span>
                    {rule.label}
                    <span className="sr-only">{rule.ok ? ' (met)' : ' (not met)'}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        }
      />
      <PasswordField
        label={labels.confirm}
        name="confirmedPassword"
        autoComplete="new-password"
        required
        disabled={disabled}
        value={value.confirm}
        error={form.error('confirm')}
        onChange={(confirm) => form.set('confirm', confirm)}
      />
    </div>
  )
}
