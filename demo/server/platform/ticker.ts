/**
 * A job run by a tick inside the server (the reports' scheduler, the comment digests): the first
 * tick at once, then every `everyMs`; a tick still running is not overlapped; the timer does not
 * keep the process alive; `stop` resolves once a running tick has finished (a clean shutdown).
 */
export function ticker(run: () => Promise<unknown>, everyMs: number) {
  let timer: ReturnType<typeof setInterval> | null = null
  let ticking: Promise<unknown> | null = null
  async function stop(): Promise<void> {
    if (timer) clearInterval(timer)
    timer = null
    await ticking
  }
  function start(): void {
    void stop()
    const tick = () => {
      if (ticking) return
      ticking = run().finally(() => (ticking = null))
    }
    timer = setInterval(tick, everyMs)
    timer.unref()
    tick()
  }
  return { start, stop }
}
