/** Password rules (AUTH-13, AUTH-19, PROF-05): the hint, the checklist and the mismatch texts. */

export const PASSWORD_HINT = 'Use 8 or more characters with a mix of letters, numbers & symbols.'
export const PASSWORDS_DIFFER = "Woops, something wrong: The entered passwords don't match."
export const PASSWORDS_DIFFER_RESET =
  "Woops, something wrong: The entered passwords don't match. Please try again later."
export const MAX_PASSWORD_LENGTH = 128

export interface PasswordCheck {
  id: 'length' | 'letter' | 'number' | 'symbol'
  label: string
  ok: boolean
}

/** The checklist shown once the new-password field is focused (AUTH-19 default items). */
export function passwordChecklist(password: string): PasswordCheck[] {
  return [
    { id: 'length', label: '8 or more characters', ok: password.length >= 8 },
    { id: 'letter', label: 'A letter', ok: /\p{L}/u.test(password) },
    { id: 'number', label: 'A number', ok: /\p{N}/u.test(password) },
    { id: 'symbol', label: 'A symbol', ok: /[^\p{L}\p{N}\s]/u.test(password) },
  ]
}

/** True when every checklist item passes and the password is not absurdly long. */
export function isStrongPassword(password: string): boolean {
  return password.length <= MAX_PASSWORD_LENGTH && passwordChecklist(password).every((c) => c.ok)
}
