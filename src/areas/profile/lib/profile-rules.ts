/** PROF-03/05 rules, shared by the profile forms and the demo server. */
import { email, maxLength, phone, required, type Rule } from '../../../core/validation/rules'

/** First name, last name, phone required; email required and valid (the edit-user rules). */
export const PROFILE_RULES: Record<string, Rule[]> = {
  firstName: [required(), maxLength(100)],
  lastName: [required(), maxLength(100)],
  email: [required(), email()],
  phoneNumber: [required(), phone],
}

/** Changing the sign-in e-mail needs the current password (the server checks it too). */
export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password to change your email'
export const CURRENT_PASSWORD_WRONG = 'The current password is incorrect'
