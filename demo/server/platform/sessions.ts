/**
 * Cookie sessions kept in the database: a random id in an HttpOnly, SameSite cookie, only its
 * SHA-256 stored; a new id at every sign-in; idle and absolute expiry checked on each request.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { sessionPermissions } from '../../../src/core/permissions'
import type { ServerConfig } from './config'
import type { DB } from './db'
import type { SessionsTable, UsersTable } from './schema'

export const SESSION_COOKIE = 'pp_session'
export const AUTO_LOGIN_COOKIE = 'autoLogin'

export function hashId(id: string): string {
  return createHash('sha256').update(id).digest('hex')
}

export interface SessionContext {
  row: SessionsTable
  user: UsersTable
}

export class Sessions {
  constructor(
    private readonly db: DB,
    private readonly config: ServerConfig,
  ) {}

  /**
   * Creates a session row and returns its raw id (set as the cookie). `notAfter` caps the
   * absolute expiry (a session derived from a support sign-in ends with it).
   */
  async create(
    values: Omit<
      SessionsTable,
      'id_hash' | 'created_at' | 'last_seen_at' | 'expires_at' | 'absolute_expires_at'
    >,
    now = Date.now(),
    notAfter = Infinity,
  ): Promise<string> {
    const id = randomBytes(32).toString('base64url')
    const absolute = Math.min(now + this.config.sessionAbsoluteMs, notAfter)
    await this.db
      .insertInto('sessions')
      .values({
        ...values,
        id_hash: hashId(id),
        created_at: now,
        last_seen_at: now,
        expires_at: Math.min(now + this.config.sessionIdleMs, absolute),
        absolute_expires_at: absolute,
      })
      .execute()
    return id
  }

  /**
   * A sign-in in this browser (password, invitation link, Google): the browser's previous session
   * ends, a new one with a new id starts for `user`, and its cookie is set. Returns the raw id.
   */
  async signIn(
    c: Context,
    user: Pick<UsersTable, 'user_uuid' | 'account_uuid' | 'is_support'>,
    showSetPassword = false,
  ): Promise<string> {
    const old = await this.find(this.cookieId(c))
    if (old) await this.destroy(old.row.id_hash)
    const id = await this.create({
      user_uuid: user.user_uuid,
      account_uuid: user.account_uuid,
      kind: user.is_support ? 'support' : 'normal',
      parent_id_hash: null,
      executor_uuid: null,
      site_uuid: null,
      embed_uuid: null,
      product_category: null,
      show_set_password: showSetPassword ? 1 : 0,
    })
    this.setCookie(c, id)
    return id
  }

  /** The live session for a raw id, or null (expired sessions are deleted on sight). */
  async find(id: string | undefined, now = Date.now()): Promise<SessionContext | null> {
    if (!id || id.length > 100) return null
    const row = await this.db
      .selectFrom('sessions')
      .selectAll()
      .where('id_hash', '=', hashId(id))
      .executeTakeFirst()
    if (!row) return null
    if (row.expires_at <= now || row.absolute_expires_at <= now) {
      await this.db.deleteFrom('sessions').where('id_hash', '=', row.id_hash).execute()
      return null
    }
    const user = await this.db
      .selectFrom('users')
      .selectAll()
      .where('user_uuid', '=', row.user_uuid)
      .executeTakeFirst()
    if (!user) return null
    // Activity keeps the session alive (idle expiry), at most one write a minute.
    if (now - row.last_seen_at > 60_000) await this.touch(row, now)
    return { row, user }
  }

  /** Moves the idle expiry forward (PUT extend session, and activity). */
  async touch(row: SessionsTable, now = Date.now()): Promise<number> {
    const expires = Math.min(now + this.config.sessionIdleMs, row.absolute_expires_at)
    await this.db
      .updateTable('sessions')
      .set({ last_seen_at: now, expires_at: expires })
      .where('id_hash', '=', row.id_hash)
      .execute()
    row.last_seen_at = now
    row.expires_at = expires
    return expires
  }

  /**
   * Ends a session; answers whether this call ended it (of two concurrent calls for one session,
   * only one gets true, so it can serve as the claim on a one-time step).
   */
  async destroy(idHash: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('sessions')
      .where('id_hash', '=', idHash)
      .executeTakeFirst()
    return Number(result.numDeletedRows) > 0
  }

  async destroyAllFor(userUUID: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('user_uuid', '=', userUUID).execute()
  }

  setCookie(c: Context, id: string): void {
    setCookie(c, SESSION_COOKIE, id, {
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      // Production always sets Secure (TLS ends at the server or at a proxy before it).
      secure: this.config.mode === 'production' || new URL(c.req.url).protocol === 'https:',
      maxAge: Math.floor(this.config.sessionAbsoluteMs / 1000),
    })
  }

  clearCookie(c: Context): void {
    deleteCookie(c, SESSION_COOKIE, { path: '/', secure: this.config.mode === 'production' })
  }

  cookieId(c: Context): string | undefined {
    return getCookie(c, SESSION_COOKIE)
  }
}

/**
 * Deletes the sessions past their idle or absolute expiry as of `now`. `find` already treats
 * them as unknown (and deletes one on sight); this removes those never presented again (a closed
 * browser), which would otherwise stay forever. Returns how many went.
 */
export async function pruneExpiredSessions(db: DB, now = Date.now()): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('absolute_expires_at', '<=', now)]))
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** The session entity the portal reads (CORE-02), built from a session row and its user. */
export async function sessionData(db: DB, ctx: SessionContext, internalDomains: string[]) {
  const { row, user } = ctx
  let target = user
  if (row.kind === 'mocked' && row.user_uuid !== user.user_uuid) {
    target =
      (await db
        .selectFrom('users')
        .selectAll()
        .where('user_uuid', '=', row.user_uuid)
        .executeTakeFirst()) ?? user
  }
  const agreement = await currentAgreementFor(db, target)
  const domain = target.email.split('@')[1]?.toLowerCase() ?? ''
  const permissions = sessionPermissions(row.kind, JSON.parse(target.permissions) as string[])
  return {
    signedIn: true as const,
    accountUUID: row.account_uuid,
    userUUID: target.user_uuid,
    executorUUID: row.executor_uuid,
    email: target.email,
    firstName: target.first_name,
    lastName: target.last_name,
    phone: target.phone,
    showSetPassword: row.show_set_password === 1,
    showTermsAndConditions: row.kind === 'normal' && !!agreement,
    agreementUUID: row.kind === 'normal' ? (agreement ?? null) : null,
    mocked: row.kind === 'mocked',
    mockupGenerator: row.kind === 'mockup',
    siteUUID: row.site_uuid,
    embedUUID: row.embed_uuid,
    productCategory: row.product_category,
    permissions,
    autoLogin: user.auto_login === 1 && row.kind === 'normal',
    internalUser: internalDomains.includes(domain),
    support: user.is_support === 1,
  }
}

/** The agreement a user still has to accept, if terms are required of them. */
export async function currentAgreementFor(db: DB, user: UsersTable): Promise<string | undefined> {
  if (!user.terms_required) return undefined
  const latest = await db
    .selectFrom('agreements')
    .select('agreement_uuid')
    .orderBy('created_at', 'desc')
    .executeTakeFirst()
  if (!latest) return undefined
  const accepted = await db
    .selectFrom('user_agreements')
    .select('accepted_at')
    .where('user_uuid', '=', user.user_uuid)
    .where('agreement_uuid', '=', latest.agreement_uuid)
    .executeTakeFirst()
  return accepted ? undefined : latest.agreement_uuid
}
