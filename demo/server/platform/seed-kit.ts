/** What the services' demo seeds (and the bench data) share: fixed ids and a deterministic PRNG. */

export const DAY = 86_400_000

/** The n-th fixed id of a seeded kind: `prefix-0000-4000-8000-<n in 12 hex digits>`. */
export const seedId = (prefix: string, n: number) =>
  `${prefix}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`

/** mulberry32: a small deterministic PRNG, numbers in [0, 1). */
export function prng(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
