/**
 * BLD-66: confetti on the code step of a new embed, CONFETTI_DELAY_MS after it shows. The
 * library is imported on demand (no element page loads it at start) and draws on a canvas the
 * step owns (inside the element, never on the host page); nothing runs for readers who ask for
 * reduced motion.
 */
import { CONFETTI_DELAY_MS } from '../../lib/builder-rules'

export function prefersReducedMotion(view: Window | null): boolean {
  return !!view?.matchMedia?.('(prefers-reduced-motion: reduce)').matches
}

/** Starts the delay; returns the cancel (also stops a burst that started). */
export function scheduleConfetti(canvas: HTMLCanvasElement, delay = CONFETTI_DELAY_MS): () => void {
  let cancelled = false
  let reset: (() => void) | null = null
  const timer = setTimeout(() => {
    import('canvas-confetti').then(
      ({ default: confetti }) => {
        if (cancelled) return
        const fire = confetti.create(canvas, { resize: true, disableForReducedMotion: true })
        reset = () => fire.reset()
        canvas.dataset.fired = ''
        void fire({ particleCount: 140, spread: 80, origin: { y: 0.6 } })
      },
      () => undefined,
    )
  }, delay)
  return () => {
    cancelled = true
    clearTimeout(timer)
    reset?.()
  }
}
