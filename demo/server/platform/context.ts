/** What every route handler can reach, and the guards that check session, tenant and permission. */
import type { Context, MiddlewareHandler } from 'hono'
import {
  hasPermission,
  mockedSessionPasses,
  sessionPermissions,
} from '../../../src/core/permissions'
import type { ServerConfig } from './config'
import type { DB } from './db'
import type { OwnEndpoint } from './guarded-fetch'
import { ApiFailure, fail } from './http-errors'
import type { PublicCache } from './public-cache'
import type { FastAnswer } from './public-fast-lane'
import { MemoryRateLimiter, type RateLimiter } from './rate-limit'
import { currentAgreementFor, type SessionContext, type Sessions } from './sessions'
import type { FileStore } from './file-store'

export interface Services {
  db: DB
  config: ServerConfig
  sessions: Sessions
  limiter: RateLimiter
  /** The public reads of publishers' pages, per process (public-cache.ts). */
  cache: PublicCache
  /** Uploaded files: beside a SQLite database, in a PostgreSQL one (file-store.ts). */
  files: FileStore
}

export type Env = {
  Variables: {
    services: Services
    session: SessionContext | null
    /** An answer the fast lane may give again (public-fast-lane.ts), set by its route. */
    fastAnswer?: FastAnswer
    /** The request's id in the log (log.ts). */
    requestId?: string
  }
}
export type Ctx = Context<Env>

/** The signed-in session, or 401. */
export function requireSession(c: Ctx): SessionContext {
  const session = c.get('session')
  if (!session) throw fail.unauthorized()
  return session
}

/** A support staff member's own session (the support console's), or 401/403. */
export function requireSupport(c: Ctx): SessionContext {
  const session = requireSession(c)
  if (session.row.kind !== 'support' || session.user.is_support !== 1)
    throw fail.forbidden('Support staff only')
  return session
}

/**
 * The session's permission list (the acting user's, in a mocked session): the shared rule of
 * src/core/permissions (sessionPermissions) applied to the user's stored list.
 */
export async function permissionsOf(c: Ctx, session: SessionContext): Promise<string[]> {
  const { db } = c.get('services')
  const user = await db
    .selectFrom('users')
    .select('permissions')
    .where('user_uuid', '=', session.row.user_uuid)
    .executeTakeFirst()
  const own = user ? (JSON.parse(user.permissions) as string[]) : []
  return sessionPermissions(session.row.kind, own)
}

/** Why a user with an empty permission list is refused (the screens show /error/permission). */
export const NO_PERMISSIONS = 'You do not have permission to view this page'

/**
 * A session that may use the portal's screens, else 403: the screens send a user whose own
 * permission list is empty to /error/permission (SHELL-25), so the calls behind them (collected
 * e-mails, commenters, commenting and ratings settings) refuse that user too. Mocked,
 * mockup-generator and support sessions are not a user's own list.
 */
export async function requirePortalAccess(c: Ctx): Promise<SessionContext> {
  const session = requireSession(c)
  if (session.row.kind === 'normal' && !(await permissionsOf(c, session)).length)
    throw fail.forbidden(NO_PERMISSIONS)
  return session
}

/** A session of `accountUUID` (tenant isolation), else 403. */
export function requireAccount(c: Ctx, accountUUID: string): SessionContext {
  const session = requireSession(c)
  if (!session.row.account_uuid || session.row.account_uuid !== accountUUID) throw fail.forbidden()
  return session
}

/**
 * The permission, or 403. Mocked sessions pass the permission of every Account Settings tab
 * except Payment Information, which needs the explicit grant (ACCT-03): the same rule the
 * screens use (mockedSessionPasses, hasPermission in src/core/permissions, which also accept
 * the misspelled `setttings.sites`).
 */
export async function requirePermission(c: Ctx, permission: string): Promise<SessionContext> {
  const session = requireSession(c)
  if (session.row.kind === 'mocked' && mockedSessionPasses(permission)) return session
  if (!hasPermission(await permissionsOf(c, session), permission)) throw fail.forbidden()
  return session
}

/**
 * The calls open to a user who has not accepted the Publisher Agreement yet (AUTH-25/26):
 * the session, its extension, logout and the agreement itself; the sign-up steps that come
 * before the agreement screen (set password, API-14, and its commenting-account check, API-109);
 * and the calls that need no session at all (sign-in, reset, invitation links, request demo,
 * the public commenting unit, the demo outbox, report file links). The own permission fetch stays open too: the
 * fetch layer reloads it after any 403 (CORE-07), and it must not answer 403 itself.
 */
const BEFORE_AGREEMENT = [
  /^\/api\/accounts\/(login|token|password\/send-email|agreements\/[^/]+)$/,
  /^\/api\/accounts\/auth\/(session|session\/extend|logout|unmock|admin\/session\/extend|user\/activate|password\/reset|resend\/user-invite|request-demo|invitation\/[^/]+)$/,
  /^\/api\/commenting\/v1\/commenting\/email\/[^/]+$/,
  /^\/api\/commenting\/public\//,
  /^\/api\/ratings\/public\//,
  /^\/api\/demo\//,
  /^\/api\/reporting\/report\/files\/[^/]+$/,
]

/** Middleware for /api/*: until the agreement is accepted, every other call answers 403. */
export const agreementGate: MiddlewareHandler<Env> = async (c, next) => {
  const session = c.get('session')
  // Only a user's own session asks for the agreement (mocked and support sessions never do).
  if (!session || session.row.kind !== 'normal' || !session.user.terms_required) return next()
  const path = c.req.path
  const ownPermissions =
    c.req.method === 'GET' && path === `/api/accounts/users/${session.row.user_uuid}/permissions`
  if (ownPermissions || BEFORE_AGREEMENT.some((open) => open.test(path))) return next()
  if (!(await currentAgreementFor(c.get('services').db, session.user))) return next()
  throw new ApiFailure(
    403,
    'agreement_required',
    'Accept the Publisher Agreement before using the portal',
  )
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Middleware for /api/*: every write of a signed-in user counts against one budget per user and
 * minute (config.writesPerMinute); over it, 429 with Retry-After before the handler runs, so
 * nothing is saved. A mocked session counts against the support user acting in it.
 */
export const writeBudget: MiddlewareHandler<Env> = async (c, next) => {
  const session = c.get('session')
  if (!session || !WRITES.has(c.req.method)) return next()
  const user = session.row.executor_uuid ?? session.row.user_uuid
  // The metric queries are reads the spec sends as form POSTs (home makes seven per filter
  // change): counted in memory on a budget of their own, never a database write per read.
  if (READ_POSTS.test(c.req.path)) {
    metricReads.take(`metric-reads:${user}`)
    return next()
  }
  const { limiter, config } = c.get('services')
  await limiter.take(`writes:${user}`, config.writesPerMinute, 60_000)
  return next()
}

/** Export files (CSV, XML) one user may download a minute, per kind of export. */
export const EXPORTS_PER_MINUTE = 30

/**
 * Counts an export download against the signed-in user's budget for `kind` (429 with Retry-After
 * over it, before any query): each file is a grouped query over a whole unit, embed or range,
 * far more than an ordinary read. A mocked session counts against the support user in it.
 */
export async function takeExport(c: Ctx, kind: string): Promise<void> {
  const session = requireSession(c)
  const user = session.row.executor_uuid ?? session.row.user_uuid
  await c.get('services').limiter.take(`${kind}-export:${user}`, EXPORTS_PER_MINUTE, 60_000)
}

/** The POSTs that only read (spec 002 §7): the metric families' detailed, total and top calls. */
export const READ_POSTS =
  /^\/api\/(metrics\/(questionAnswered|embedLoad|uniqueEngagedUsers|storyClicked)\/(detailed|total|top-questions|top-stories)|reporting\/revenue\/(detail|total))\/?$/
/** Metric reads one user may make a minute (per server process). */
export const METRIC_READS_PER_MINUTE = 600
export const metricReads = new MemoryRateLimiter(METRIC_READS_PER_MINUTE, 60_000)

/**
 * The origin of every link in an e-mail and every absolute URL the server builds: PUBLIC_URL, or
 * in demo mode the listening address (config.ts). Never the request's Host header, which anyone
 * can set (`Host: evil.example` must not reach a reset e-mail).
 */
/** Where this request reached the server: its origin and the connection's local end. */
export function ownEndpoint(c: Ctx): OwnEndpoint {
  const socket = (
    c.env as { incoming?: { socket?: { localAddress?: string; localPort?: number } } } | undefined
  )?.incoming?.socket
  return {
    origin: originOf(c),
    address: socket?.localAddress ?? null,
    port: socket?.localPort ?? null,
  }
}

export function originOf(c: Ctx): string {
  return c.get('services').config.publicUrl
}

/** The caller's IP, for rate limits and the user-IP call. */
export function clientIp(c: Ctx): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming
  return incoming?.socket?.remoteAddress ?? c.req.header('x-test-ip') ?? '127.0.0.1'
}
