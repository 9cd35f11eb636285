/**
 * Time in API tests without sleeping: a fake clock for Date, a gate a route awaits, and polling
 * until a condition holds. Re-exported by harness.ts.
 */
import { mock } from 'node:test'

/**
 * Runs `body` with a fake clock for Date only (timers and I/O stay real): the server reads the
 * time through Date.now() alone, so `tick(ms)` moves its notion of now, and expiry tests neither
 * wait nor depend on how busy the machine is. Production code is untouched.
 */
export async function withClock(body: (tick: (ms: number) => void) => Promise<void>) {
  mock.timers.enable({ apis: ['Date'], now: Date.now() })
  try {
    await body((ms) => mock.timers.tick(ms))
  } finally {
    mock.timers.reset()
  }
}

/**
 * A gate a test route awaits: `wait()` resolves once `open()` is called (the test decides when,
 * on a condition, instead of the route sleeping a guessed time). `open()` may be called twice.
 */
export function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { wait: () => opened, open: () => open() }
}

/** Polls `read` until `done(value)` holds (or throws after `timeoutMs`); returns the value. */
export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 3000,
): Promise<T> {
  // performance.now(): a fake Date (withClock) must not stop the timeout.
  const start = performance.now()
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (performance.now() - start > timeoutMs)
      throw new Error(`condition not met: ${JSON.stringify(value)}`)
    await new Promise((resolve) => setImmediate(resolve))
  }
}
