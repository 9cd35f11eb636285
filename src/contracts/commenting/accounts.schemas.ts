/** The schemas of the commenting account check (accounts.ts). */
import { z } from 'zod'
import type { SchemasOf } from '../define'
import type { commentingAccountCalls } from './accounts'

export const commentingAccountSchemas = {
  byEmail: { answer: z.object({ exists: z.boolean() }) },
} satisfies SchemasOf<typeof commentingAccountCalls>
