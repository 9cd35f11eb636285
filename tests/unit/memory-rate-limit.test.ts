// The per-process limiter of hot public reads (demo/server/platform/rate-limit.ts MemoryRateLimiter).
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { MemoryRateLimiter } from '../../demo/server/platform/rate-limit'

describe('MemoryRateLimiter', () => {
  it('counts per key up to max in a window, then answers the seconds left', () => {
    const limiter = new MemoryRateLimiter(3, 60_000)
    const t = 120_000
    assert.deepEqual(
      [1, 2, 3, 4].map(() => limiter.tryTake('a', t)),
      [0, 0, 0, 60],
    )
    assert.equal(limiter.tryTake('a', t + 59_500), 1)
    assert.equal(limiter.tryTake('b', t + 1000), 0)
    // A new window starts every key again.
    assert.equal(limiter.tryTake('a', t + 60_000), 0)
  })

  it('throws 429 with the wait when over the limit', () => {
    const limiter = new MemoryRateLimiter(1, 1000)
    limiter.take('x', 0)
    assert.throws(
      () => limiter.take('x', 10),
      (e: { status?: number }) => e.status === 429,
    )
  })

  it('keeps at most maxKeys counters: new clients past it pass uncounted until the next window', () => {
    const limiter = new MemoryRateLimiter(1, 1000, 2)
    assert.equal(limiter.tryTake('a', 0), 0)
    assert.equal(limiter.tryTake('b', 0), 0)
    assert.equal(limiter.tryTake('c', 0), 0)
    assert.equal(limiter.tryTake('c', 0), 0)
    // Counted keys stay limited.
    assert.equal(limiter.tryTake('a', 0), 1)
    assert.equal(limiter.tryTake('c', 1000), 0)
    assert.equal(limiter.tryTake('c', 1000), 1)
  })
})
