import { useState } from 'react'
import {
  PASSWORD_HINT,
  isStrongPassword,
  passwordChecklist,
} from '../../../core/validation/password-rules'
import { PasswordField } from '../../../ui/text-field'

export interface PasswordPairValue {
  password: string
  confirm: string
}

/** True when the pair may be submitted: a strong new password and a confirmation typed. */
export function pairReady(value: PasswordPairValue): boolean {
  return isStrongPassword(value.password) && value.confirm.length > 0
}

/**
 * New and confirm password fields with show/hide toggles, the hint, and the rules checklist
 * that appears once the new-password field is focused (AUTH-13, AUTH-18, AUTH-19).
 */
export function PasswordPair({
  value,
  onChange,
  labels,
  mismatch,
  disabled,
}: Readonly<{
  value: PasswordPairValue
  onChange: (value: PasswordPairValue) => void
  labels: { password: string; confirm: string }
  mismatch: string | null
  disabled?: boolean
}>) {
  const [focused, setFocused] = useState(false)
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
        onChange={(password) => onChange({ ...value, password })}
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
        error={mismatch}
        onChange={(confirm) => onChange({ ...value, confirm })}
      />
    </div>
  )
}
