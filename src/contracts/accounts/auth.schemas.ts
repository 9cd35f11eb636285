/** The schemas of the sign-in and password calls (auth.ts): bodies as read, answers as sent. */
import { z } from 'zod'
import { MAX_PASSWORD_LENGTH } from '../../core/validation/password-rules'
import type { SchemasOf } from '../define'
import type { authCalls } from './auth'
import { signedIn } from './session.schemas'

/** A UUID (any version, any case): ids of users, tokens and agreements. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const uuid = z.string().regex(UUID, 'Must be an id')
/** A password as sent: its strength is the spec's rule (AUTH-05), checked after the shape. */
export const passwordField = z.string().max(MAX_PASSWORD_LENGTH, 'Too long')

const nullable = z.string().nullable()

/** API-15's answer. */
export const tokenAnswer = z.object({
  tokenUUID: z.string(),
  /** COMPLETE_SIGN_UP or RESET_PASSWORD. */
  tokenType: z.string(),
  userUUID: z.string(),
  email: nullable,
  error: z.enum(['EXPIRED', 'USED']).nullable(),
  validToken: z.boolean(),
})
export type TokenData = z.output<typeof tokenAnswer>

const demoText = z.string('Required').max(300, 'Too long').nullable()
/** API-26's body (the spec's messages: src/areas/auth/lib/demo-request-rules.ts). */
export const demoRequest = z.object({
  firstName: demoText,
  lastName: demoText,
  email: demoText,
  phone: demoText,
  domain: demoText,
  pageviews: demoText,
})
export type DemoRequest = z.input<typeof demoRequest>

export const authSchemas = {
  login: {
    body: z.object({
      username: z.string('Required').max(254, 'Too long'),
      password: passwordField.min(1, 'Required'),
      rememberme: z.string().optional(),
    }),
    bodyAs: 'form-only',
    answer: signedIn,
  },
  agree: { body: z.object({ userUUID: uuid }), answer: signedIn },
  sendResetEmail: {
    body: z.object({ email: z.string('Required').max(254, 'Too long') }),
    answer: z.object({ sent: z.literal(true) }),
  },
  token: {
    query: z.object({ tokenUUID: z.string('Must be an id').regex(UUID, 'Must be an id') }),
    answer: tokenAnswer,
  },
  resetPassword: {
    body: z.object({ tokenUUID: uuid, userUUID: uuid, updatedPassword: passwordField }),
    answer: z.object({ reset: z.literal(true) }),
  },
  changePassword: {
    // The field names are the spec's.
    body: z.object({ currentpassword: passwordField, newpassword: passwordField }),
    answer: z.object({ changed: z.literal(true) }),
  },
  invitation: {},
  activate: {
    body: z.object({ userUUID: uuid, updatedPassword: passwordField }),
    answer: signedIn,
  },
  resendInvite: {
    body: z.object({ userUUID: uuid, isResend: z.boolean().optional() }),
    answer: z.object({ sent: z.literal(true) }),
  },
  requestDemo: { body: demoRequest, answer: z.object({ saved: z.literal(true) }) },
} satisfies SchemasOf<typeof authCalls>
