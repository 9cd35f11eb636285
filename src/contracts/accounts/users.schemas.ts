/** The schemas of the Users calls (users.ts): bodies as the server reads them, answers as sent. */
import { z } from 'zod'
import type { SchemasOf } from '../define'
import type { usersCalls } from './users'

const text = z.string('Required').max(500, 'Too long').nullable()
const permissions = z
  .array(z.string('Must be a permission string').max(100, 'Too long'), 'Send a list of permissions')
  .max(20, 'Too many permissions')

/** A user of the account (spec 000 §3, User). */
export const accountUser = z.object({
  userUUID: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  /** CREATED, INVITE_SENT, ACTIVE, … */
  userStatus: z.string(),
  permissions: z.array(z.string()),
})
export type AccountUser = z.output<typeof accountUser>

/** The add-user body (API-04). */
export const userInput = z.object({
  firstName: text,
  lastName: text,
  email: text,
  phoneNumber: text,
  permissions,
})
export type UserInput = z.input<typeof userInput>

/** The edit body (API-06): the add body without the e-mail, which may come back unchanged. */
export const userEdit = userInput.extend({
  email: z.string().max(500, 'Too long').nullable().optional(),
})

export const usersSchemas = {
  list: { answer: z.object({ items: z.array(accountUser) }) },
  add: { body: userInput, answer: accountUser },
  get: { answer: accountUser },
  update: { body: userEdit, answer: accountUser },
  remove: {},
  invite: { answer: accountUser },
} satisfies SchemasOf<typeof usersCalls>
