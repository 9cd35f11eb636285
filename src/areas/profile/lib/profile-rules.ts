/** PROF-03/05 rules, shared by the profile forms and the demo server. */
import { email, required, type Rule } from '../../../core/validation/rules'

const max =
  (n: number): Rule =>
  (value) =>
    value && value.length > n ? `Use at most ${n} characters` : null

const PHONE = /^\+?[0-9 ().-]{7,20}$/
export const phone: Rule = (value) =>
  value && !PHONE.test(value) ? 'Please enter a valid phone number' : null

/** First name, last name, phone required; email required and valid (the edit-user rules). */
export const PROFILE_RULES: Record<string, Rule[]> = {
  firstName: [required(), max(100)],
  lastName: [required(), max(100)],
  email: [required(), email()],
  phoneNumber: [required(), phone],
}
