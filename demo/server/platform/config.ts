/** Demo server settings from the environment, with the defaults of DESIGN.md. */
import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'
import type { DatabaseTarget } from './db'

/** `demo` (npm start): seed, demo accounts, outbox, stand-ins. `production`: none of those. */
export type PortalMode = 'demo' | 'production'

/** The SMTP server production mail goes through (SMTP_URL, or SMTP_HOST and the rest). */
export interface SmtpSettings {
  /** A full nodemailer connection URL (smtp://user:pass@host:587, smtps://…); wins when set. */
  url: string | null
  host: string | null
  port: number
  user: string | null
  pass: string | null
  /** The From address of every e-mail (MAIL_FROM). */
  from: string
}

/** A setting is missing or wrong: the server must not start. The message names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Sign in with Google (production; OpenID Connect). */
export interface GoogleSettings {
  clientId: string
  clientSecret: string
  /** https://accounts.google.com, or a test provider on loopback. */
  issuer: string
}

export interface ServerConfig {
  mode: PortalMode
  /**
   * The origin of every link in an e-mail and every absolute URL the server builds: PUBLIC_URL,
   * or in demo mode the listening address. Never taken from the request's Host header.
   */
  publicUrl: string
  /** Production mail transport; null in demo mode (e-mail goes to the outbox). */
  smtp: SmtpSettings | null
  host: string
  port: number
  dataDir: string
  /**
   * DATABASE_URL=postgres://… selects PostgreSQL (any number of server processes on one
   * database); without it, the SQLite file <dataDir>/portal.sqlite, which one process serves.
   */
  database: DatabaseTarget
  /** Where uploaded tax forms are kept, under server-chosen names (default <dataDir>/uploads). */
  uploadsDir: string
  /** Idle expiry: a session unused (and not extended) this long ends. */
  sessionIdleMs: number
  /** Absolute expiry from sign-in, whatever the activity. */
  sessionAbsoluteMs: number
  loginMaxFailures: number
  loginWindowMs: number
  resendLockMs: number
  /** Timer settings handed to pp-shell by the demo host (JSON), for fast flow tests. */
  demoTimers: Record<string, number> | null
  /** Extra origins allowed to call the API with cookies (a newer portal on another host). */
  allowedOrigins: string[]
  /** Where the "newer beta portal" lives; the demo has a stand-in page. */
  newPortalUrl: string
  /** The footer's Terms and Privacy links (TERMS_URL, PRIVACY_URL); none shown when empty. */
  termsUrl: string
  privacyUrl: string
  /** The ratings Test Page of mocked sessions, `{siteUUID}` replaced (TEST_PAGE_URL; RAT-10). */
  testPageUrl: string
  /**
   * Production's Google sign-in (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_ISSUER); null:
   * no Google button (demo mode has its stand-in page instead).
   */
  google: GoogleSettings | null
  internalDomains: string[]
  /** How long a started commenting migration takes before it is COMPLETED (API-99). */
  migrationJobMs: number
  /**
   * Writes (POST, PUT, PATCH, DELETE under /api) one signed-in user may make per minute across
   * every call (WRITES_PER_MINUTE): a ceiling on floods, far above what a person does; calls
   * with limits of their own (creates, exports, sign-in) keep those too.
   */
  writesPerMinute: number
  /**
   * How often the player's buffered events are written (EVENTS_FLUSH_MS, default 250): one
   * transaction per interval; 0 writes each accepted batch before answering (the API tests).
   */
  eventFlushMs: number
  /** Event batches one client address may send a minute, per process (PLAYER_BATCHES_PER_MINUTE). */
  playerBatchesPerMinute: number
  /**
   * Server processes `npm run serve` starts (WORKERS): on PostgreSQL one per core by default; on
   * SQLite always one (one file serves one process).
   */
  workers: number
  /**
   * On SIGTERM, how long the process keeps serving with /readyz answering 503 before it stops
   * taking connections: the time a load balancer needs to see it leave (SHUTDOWN_DRAIN_MS;
   * 5 s in production, none in demo mode).
   */
  drainMs: number
  /** The operator's metrics on a port of their own (METRICS_PORT; none when unset). */
  metricsPort: number | null
  /** A bearer token the metrics port asks for (METRICS_TOKEN; none when unset). */
  metricsToken: string | null
}

function num(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name])
  return Number.isFinite(value) && value > 0 ? value : fallback
}

function databaseTarget(env: NodeJS.ProcessEnv, dataDir: string): DatabaseTarget {
  const url = env.DATABASE_URL?.trim()
  if (!url) return { kind: 'sqlite', dataDir }
  if (!/^postgres(ql)?:\/\//.test(url))
    throw new ConfigError('DATABASE_URL must be a postgres:// URL (leave it unset for SQLite)')
  return { kind: 'postgres', url, poolSize: num(env, 'DATABASE_POOL_SIZE', 10) }
}

function workerCount(env: NodeJS.ProcessEnv): number {
  const postgres = !!env.DATABASE_URL?.trim()
  const workers = num(env, 'WORKERS', postgres ? availableParallelism() : 1)
  if (!Number.isInteger(workers)) throw new ConfigError('WORKERS must be a whole number')
  if (workers > 1 && !postgres)
    throw new ConfigError('WORKERS above 1 needs DATABASE_URL (one SQLite file serves one process)')
  return workers
}

export function loadConfig(env = process.env): ServerConfig {
  let demoTimers: Record<string, number> | null = null
  if (env.DEMO_TIMERS) {
    try {
      demoTimers = JSON.parse(env.DEMO_TIMERS) as Record<string, number>
    } catch {
      throw new Error('DEMO_TIMERS must be JSON, e.g. {"extendEveryMs":2000}')
    }
  }
  const dataDir = resolve(env.DATA_DIR ?? './data')
  const mode = portalMode(env)
  const host = env.HOST ?? '127.0.0.1'
  const port = num(env, 'PORT', 8080)
  const publicUrl = env.PUBLIC_URL
    ? publicOrigin(env.PUBLIC_URL)
    : mode === 'production'
      ? missing('PUBLIC_URL', "the portal's public address, e.g. https://portal.example.com")
      : listeningOrigin(host, port)
  return {
    mode,
    publicUrl,
    smtp: mode === 'production' ? smtpSettings(env, publicUrl) : null,
    host,
    port,
    dataDir,
    database: databaseTarget(env, dataDir),
    uploadsDir: env.UPLOADS_DIR ? resolve(env.UPLOADS_DIR) : resolve(dataDir, 'uploads'),
    sessionIdleMs: num(env, 'SESSION_IDLE_MS', 24 * 3600_000),
    sessionAbsoluteMs: num(env, 'SESSION_ABSOLUTE_MS', 30 * 24 * 3600_000),
    loginMaxFailures: num(env, 'LOGIN_MAX_FAILURES', 10),
    loginWindowMs: num(env, 'LOGIN_WINDOW_MS', 15 * 60_000),
    resendLockMs: num(env, 'RESEND_LOCK_MS', 30_000),
    demoTimers,
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    // The stand-in page exists only in demo mode; without one the moved screens stay in place.
    newPortalUrl: env.NEW_PORTAL_URL ?? (mode === 'demo' ? '/demo/new-portal' : ''),
    termsUrl: env.TERMS_URL ?? (mode === 'demo' ? '/demo/terms' : ''),
    privacyUrl: env.PRIVACY_URL ?? (mode === 'demo' ? '/demo/privacy' : ''),
    testPageUrl: env.TEST_PAGE_URL ?? (mode === 'demo' ? '/demo/article?siteUUID={siteUUID}' : ''),
    google: mode === 'production' ? googleSettings(env) : null,
    internalDomains: (env.INTERNAL_DOMAINS ?? 'demo-staff.test')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    migrationJobMs: num(env, 'MIGRATION_JOB_MS', 4000),
    writesPerMinute: num(env, 'WRITES_PER_MINUTE', 300),
    eventFlushMs: num(env, 'EVENTS_FLUSH_MS', 250),
    playerBatchesPerMinute: num(env, 'PLAYER_BATCHES_PER_MINUTE', 120),
    workers: workerCount(env),
    drainMs:
      env.SHUTDOWN_DRAIN_MS === '0'
        ? 0
        : num(env, 'SHUTDOWN_DRAIN_MS', mode === 'production' ? 5000 : 0),
    metricsPort: env.METRICS_PORT ? num(env, 'METRICS_PORT', 0) : null,
    metricsToken: env.METRICS_TOKEN?.trim() || null,
  }
}

function googleSettings(env: NodeJS.ProcessEnv): GoogleSettings | null {
  const clientId = env.GOOGLE_CLIENT_ID?.trim()
  const clientSecret = env.GOOGLE_CLIENT_SECRET?.trim()
  if (!clientId && !clientSecret) return null
  if (!clientId || !clientSecret)
    throw new ConfigError('Google sign-in needs both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET')
  const issuer = env.GOOGLE_ISSUER?.trim() || 'https://accounts.google.com'
  if (!URL.canParse(issuer)) throw new ConfigError('GOOGLE_ISSUER must be a URL')
  return { clientId, clientSecret, issuer }
}

function portalMode(env: NodeJS.ProcessEnv): PortalMode {
  const value = env.PORTAL_MODE ?? 'demo'
  if (value !== 'demo' && value !== 'production')
    throw new ConfigError(`PORTAL_MODE must be demo or production, not ${JSON.stringify(value)}`)
  return value
}

function missing(name: string, what: string): never {
  throw new ConfigError(`PORTAL_MODE=production requires ${name} (${what})`)
}

/** PUBLIC_URL as an origin without a trailing slash; the server serves from its root. */
function publicOrigin(value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an absolute address, e.g. https://portal.example.com`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigError('PUBLIC_URL must start with http:// or https://')
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password)
    throw new ConfigError(
      'PUBLIC_URL must be an origin only (no path), e.g. https://portal.example.com',
    )
  return url.origin
}

/** The demo's own address; a wildcard listening address is reached as localhost. */
function listeningOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`
}

function smtpSettings(env: NodeJS.ProcessEnv, publicUrl: string): SmtpSettings {
  const url = env.SMTP_URL || null
  const host = env.SMTP_HOST || null
  if (!url && !host)
    missing('SMTP_URL or SMTP_HOST', 'the mail server that sends reset and invitation e-mails')
  if (url && !/^smtps?:\/\//.test(url))
    throw new ConfigError('SMTP_URL must start with smtp:// or smtps://')
  const user = env.SMTP_USER || null
  const pass = env.SMTP_PASS || null
  if (!url && user && !pass) missing('SMTP_PASS', 'the password for SMTP_USER')
  return {
    url,
    host,
    port: num(env, 'SMTP_PORT', 587),
    user,
    pass,
    from: env.MAIL_FROM || `Publisher Portal <no-reply@${new URL(publicUrl).hostname}>`,
  }
}
