/**
 * Session extension and inactivity timing (SHELL-23, SHELL-26..28). The clock and the timer
 * functions are injected so tests can drive hours of session time in milliseconds.
 */
import type { TimerSettings } from '../../core/timer-settings'

export { DEFAULT_TIMERS, type TimerSettings } from '../../core/timer-settings'

export interface Clock {
  now(): number
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
}

export interface SessionTimerHooks {
  lastActionAt(): number
  extend(): Promise<void>
  /** Shows "Are you still there?"; the automatic logout comes at `deadline` (ms). */
  showInactivityModal(deadline: number): void
  hideInactivityModal(): void
  extendFailed(): void
  autoLogout(): void
  /** This tab raised the warning (to tell the portal's other tabs, tab-sync.ts). */
  warned?(deadline: number): void
  /** The warning was answered here and the session extended (to tell the other tabs). */
  stayed?(): void
}

/** Drives the extension timer, the inactivity check and the automatic logout. */
export class SessionTimers {
  private extendHandle: unknown = null
  private logoutHandle: unknown = null
  private running = false

  constructor(
    private readonly settings: TimerSettings,
    private readonly hooks: SessionTimerHooks,
    private readonly clock: Clock = systemClock,
  ) {}

  /** Starts (or restarts) the extension timer. */
  start(): void {
    this.running = true
    this.scheduleExtension()
  }

  stop(): void {
    this.running = false
    this.clear('extend')
    this.clear('logout')
  }

  get modalTimerRunning(): boolean {
    return this.logoutHandle !== null
  }

  /** The modal's primary action: extend, then reset everything (SHELL-27). */
  async stayActive(): Promise<boolean> {
    try {
      await this.hooks.extend()
    } catch {
      this.hooks.extendFailed()
      this.hooks.hideInactivityModal()
      return false
    }
    this.clear('logout')
    this.scheduleExtension()
    this.hooks.hideInactivityModal()
    this.hooks.stayed?.()
    return true
  }

  /**
   * Another tab raised the warning: show it here too, with the same deadline (unless this tab
   * shows it already).
   */
  warnUntil(deadline: number): void {
    if (!this.running || this.logoutHandle !== null) return
    this.clear('extend')
    this.openWarning(deadline)
  }

  /** Another tab answered the warning and extended the session: close it, start over. */
  answeredElsewhere(): void {
    if (!this.running || this.logoutHandle === null) return
    this.clear('logout')
    this.hooks.hideInactivityModal()
    this.scheduleExtension()
  }

  private openWarning(deadline: number): void {
    this.hooks.showInactivityModal(deadline)
    this.clear('logout')
    this.logoutHandle = this.clock.setTimeout(
      () => {
        this.logoutHandle = null
        this.stop()
        this.hooks.autoLogout()
      },
      Math.max(0, deadline - this.clock.now()),
    )
  }

  private scheduleExtension(): void {
    this.clear('extend')
    if (!this.running) return
    this.extendHandle = this.clock.setTimeout(
      () => void this.onExtensionDue(),
      this.settings.extendEveryMs,
    )
  }

  private async onExtensionDue(): Promise<void> {
    this.extendHandle = null
    if (!this.running) return
    const idleFor = this.clock.now() - this.hooks.lastActionAt()
    if (idleFor >= this.settings.inactivityMs) {
      const deadline = this.clock.now() + this.settings.autoLogoutMs
      this.openWarning(deadline)
      this.hooks.warned?.(deadline)
      return
    }
    try {
      await this.hooks.extend()
    } catch {
      // A silent extension that fails is not announced; the next 401 signs the user out.
    }
    this.scheduleExtension()
  }

  private clear(which: 'extend' | 'logout'): void {
    const key = which === 'extend' ? 'extendHandle' : 'logoutHandle'
    if (this[key] !== null) this.clock.clearTimeout(this[key])
    this[key] = null
  }
}
