/** The schemas of a signed-in session's calls (session.ts): answers as sent. */
import { z } from 'zod'
import type { SchemasOf } from '../define'
import type { sessionCalls } from './session'

const nullable = z.string().nullable()

/** A signed-in session (spec 000 §3, CORE-02/03), as sign-in and the session calls answer it. */
export const signedIn = z.object({
  signedIn: z.literal(true),
  accountUUID: nullable,
  userUUID: z.string(),
  /** The support user acting in a mocked or mockup session. */
  executorUUID: nullable,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: nullable,
  showSetPassword: z.boolean(),
  showTermsAndConditions: z.boolean(),
  agreementUUID: nullable,
  mocked: z.boolean(),
  mockupGenerator: z.boolean(),
  siteUUID: nullable,
  embedUUID: nullable,
  productCategory: nullable,
  permissions: z.array(z.string()),
  /** Whether the auto-login cookie says to continue in the newer portal (AUTH-05). */
  autoLogin: z.boolean(),
  /** The user is on an internal e-mail domain (SHELL-16). */
  internalUser: z.boolean(),
  /** The session is a support user's own (the support console). */
  support: z.boolean(),
})

/** Where the browser goes after leaving a support-opened session. */
const redirect = z.object({ redirect: z.string() })

export const sessionSchemas = {
  session: { answer: z.union([z.object({ signedIn: z.literal(false) }), signedIn]) },
  extend: { answer: z.object({ expiresAt: z.string() }) },
  logout: {},
  unmock: { answer: redirect },
  adminExtend: { answer: redirect },
} satisfies SchemasOf<typeof sessionCalls>
