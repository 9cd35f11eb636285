/** The password strength rule of AUTH-05, as the sign-in calls check it after the body's shape. */
import { isStrongPassword } from '../../../src/core/validation/password-rules'
import type { Rule } from '../../../src/core/validation/rules'

export const strongPassword: Rule = (value) =>
  value && isStrongPassword(value)
    ? null
    : 'Use 8 or more characters with a mix of letters, numbers & symbols.'
