/** What every route handler can reach, and the guards that check session, tenant and permission. */
import type { Context } from 'hono'
import type { ServerConfig } from './config'
import type { DB } from './db'
import { fail } from './http-errors'
import type { RateLimiter } from './rate-limit'
import type { SessionContext, Sessions } from './sessions'

export interface Services {
  db: DB
  config: ServerConfig
  sessions: Sessions
  limiter: RateLimiter
}

export type Env = { Variables: { services: Services; session: SessionContext | null } }
export type Ctx = Context<Env>

const SETTINGS_PERMISSIONS = [
  'settings.general',
  'settings.users',
  'settings.sites',
  'setttings.sites',
  'settings.adsTxt',
]

/** The signed-in session, or 401. */
export function requireSession(c: Ctx): SessionContext {
  const session = c.get('session')
  if (!session) throw fail.unauthorized()
  return session
}

/** The session's permission list (the acting user's, in a mocked session). */
export async function permissionsOf(c: Ctx, session: SessionContext): Promise<string[]> {
  const { db } = c.get('services')
  if (session.row.kind === 'mockup') return ['manageEmbeds']
  if (session.row.kind === 'support') return []
  const user = await db
    .selectFrom('users')
    .select('permissions')
    .where('user_uuid', '=', session.row.user_uuid)
    .executeTakeFirst()
  return user ? (JSON.parse(user.permissions) as string[]) : []
}

/** A session of `accountUUID` (tenant isolation), else 403. */
export function requireAccount(c: Ctx, accountUUID: string): SessionContext {
  const session = requireSession(c)
  if (!session.row.account_uuid || session.row.account_uuid !== accountUUID) throw fail.forbidden()
  return session
}

/**
 * The permission, or 403. Mocked sessions pass every settings permission except payment
 * information (ACCT-03); `settings.sites` also accepts its misspelling.
 */
export async function requirePermission(c: Ctx, permission: string): Promise<SessionContext> {
  const session = requireSession(c)
  if (session.row.kind === 'mocked' && SETTINGS_PERMISSIONS.includes(permission)) return session
  const list = await permissionsOf(c, session)
  const ok =
    permission === 'settings.sites'
      ? list.includes('settings.sites') || list.includes('setttings.sites')
      : list.includes(permission)
  if (!ok) throw fail.forbidden()
  return session
}

/** The address this request reached the server at (for links in e-mails). */
export function originOf(c: Ctx): string {
  return new URL(c.req.url).origin
}

/** The caller's IP, for rate limits and the user-IP call. */
export function clientIp(c: Ctx): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming
  return incoming?.socket?.remoteAddress ?? c.req.header('x-test-ip') ?? '127.0.0.1'
}
