/** What the sign-in calls read alike: ids, and passwords with the strength rule of AUTH-05. */
import { z } from 'zod'
import { isStrongPassword, MAX_PASSWORD_LENGTH } from '../../../src/core/validation/password-rules'
import type { Rule } from '../../../src/core/validation/rules'

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const uuid = z.string().regex(UUID, 'Must be an id')
export const strongPassword: Rule = (value) =>
  value && isStrongPassword(value)
    ? null
    : 'Use 8 or more characters with a mix of letters, numbers & symbols.'
export const passwordField = z.string().max(MAX_PASSWORD_LENGTH, 'Too long')
