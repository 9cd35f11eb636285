/** The commenting-service call pp-auth needs now (API-109); the rest comes with the commenting area. */
import { Hono } from 'hono'
import { commentingAccountCalls } from '../../../src/contracts/commenting/accounts'
import { commentingAccountSchemas } from '../../../src/contracts/commenting/accounts.schemas'
import { email } from '../../../src/core/validation/rules'
import { serve } from '../platform/serve-contract'
import { requireSession, type Env } from '../platform/context'
import { fail } from '../platform/http-errors'

export const emailRoutes = new Hono<Env>()
const accounts = serve(emailRoutes, commentingAccountCalls, commentingAccountSchemas)

/** Whether a commenting account uses this e-mail; a user may only ask about their own address. */
accounts.handle('byEmail', async (c, { params }) => {
  const { db } = c.get('services')
  const session = requireSession(c)
  // Hono has already decoded the path parameter; decoding it again broke on a literal '%' (500).
  const address = params.email.trim().toLowerCase()
  if (email()(address))
    throw fail.badRequest([{ field: 'email', message: 'Please enter a valid email' }])
  if (address !== session.user.email && session.row.kind === 'normal') throw fail.forbidden()
  const row = await db
    .selectFrom('commenting_accounts')
    .select('email')
    .where('email', '=', address)
    .executeTakeFirst()
  return { exists: !!row }
})
