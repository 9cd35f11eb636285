/** The session and screen timers of spec 000 §9, as settings a host or test may override. */

export interface TimerSettings {
  /** How often the extension check fires (846e5 ms = 23.5 hours). */
  extendEveryMs: number
  /** A user idle this long when the check fires gets the inactivity modal (15 minutes). */
  inactivityMs: number
  /** The modal's automatic logout timer (30 minutes). */
  autoLogoutMs: number
  /** How long the dashboard loading screen shows (500 ms, SHELL-17). */
  loadingScreenMs: number
  /** The app-start phase change (100 ms, SHELL-18). */
  appPhaseMs: number
  /** The invitation Send again lock (30 s, AUTH-29). */
  resendLockMs: number
}

export const DEFAULT_TIMERS: TimerSettings = {
  extendEveryMs: 846e5,
  inactivityMs: 15 * 60_000,
  autoLogoutMs: 1_800_000,
  loadingScreenMs: 500,
  appPhaseMs: 100,
  resendLockMs: 30_000,
}

/** The known timers of a parsed JSON value that are non-negative numbers (others are dropped). */
export function timerOverrides(value: unknown): Partial<TimerSettings> | undefined {
  if (!value || typeof value !== 'object') return undefined
  const given = value as Record<string, unknown>
  const out: Partial<TimerSettings> = {}
  for (const key of Object.keys(DEFAULT_TIMERS) as Array<keyof TimerSettings>) {
    const ms = given[key]
    if (typeof ms === 'number' && Number.isFinite(ms) && ms >= 0) out[key] = ms
  }
  return out
}
