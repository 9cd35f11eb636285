/** Demo server settings from the environment, with the defaults of DESIGN.md. */
import { resolve } from 'node:path'

export interface ServerConfig {
  host: string
  port: number
  dataDir: string
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
  internalDomains: string[]
  /** How long a started commenting migration takes before it is COMPLETED (API-99). */
  migrationJobMs: number
}

function num(name: string, fallback: number): number {
  const value = Number(process.env[name])
  return Number.isFinite(value) && value > 0 ? value : fallback
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
  return {
    host: env.HOST ?? '127.0.0.1',
    port: num('PORT', 8080),
    dataDir,
    uploadsDir: env.UPLOADS_DIR ? resolve(env.UPLOADS_DIR) : resolve(dataDir, 'uploads'),
    sessionIdleMs: num('SESSION_IDLE_MS', 24 * 3600_000),
    sessionAbsoluteMs: num('SESSION_ABSOLUTE_MS', 30 * 24 * 3600_000),
    loginMaxFailures: num('LOGIN_MAX_FAILURES', 10),
    loginWindowMs: num('LOGIN_WINDOW_MS', 15 * 60_000),
    resendLockMs: num('RESEND_LOCK_MS', 30_000),
    demoTimers,
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    newPortalUrl: env.NEW_PORTAL_URL ?? '/demo/new-portal',
    internalDomains: (env.INTERNAL_DOMAINS ?? 'demo-staff.test')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    migrationJobMs: num('MIGRATION_JOB_MS', 4000),
  }
}
