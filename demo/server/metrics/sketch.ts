/**
 * HyperLogLog (issue 10): an estimate of how many distinct visitor numbers were added, in at most
 * 4096 bytes, which merges with another sketch into the sketch of the union. Precision 12: 4096
 * registers, a standard error of about 1.6 %; a 32-bit hash of the integer visitor number (murmur3_32, a
 * bijection on 32-bit numbers, so two visitors never share a hash), the first 12 bits choosing the
 * register and the rank of the first one bit in the other 20 kept as its value.
 *
 * Stored (toBytes) sparse while few registers are set: a 0 byte, then (register as 2 bytes
 * little-endian, value) for each set register in order; dense beyond: a 1 byte and the 4096
 * values. The format is stored in the sketch tables (migration 0010): changing it needs a migration.
 */

export const PRECISION = 12
const M = 1 << PRECISION
const SPARSE = 0
const DENSE = 1
/** Set registers past which the dense form is the smaller. */
const SPARSE_MAX = Math.floor(M / 3)
const SEED = 0x5bd1e995
/** Bits of the hash left for the register's value. */
const Q = 32 - PRECISION

/** Ertl's σ(x) = x + Σ x^(2^k) 2^(k-1), k ≥ 1. */
function sigma(x: number): number {
  if (x === 1) return Infinity
  let y = 1
  let z = x
  for (;;) {
    x *= x
    const before = z
    z += x * y
    y += y
    if (z === before) return z
  }
}

/** Ertl's τ(x) = (1 − x − Σ (1 − x^(2^−k))² 2^−k) / 3, k ≥ 1. */
function tau(x: number): number {
  if (x === 0 || x === 1) return 0
  let y = 1
  let z = 1 - x
  for (;;) {
    x = Math.sqrt(x)
    const before = z
    y *= 0.5
    z -= (1 - x) ** 2 * y
    if (z === before) return z / 3
  }
}

/**
 * murmur3_32 of a visitor number as one 4-byte block (numbers past 2^32 fold their high bits in):
 * the block mix spreads neighbouring numbers before the finaliser.
 */
export function hash32(id: number): number {
  let k = ((id >>> 0) ^ Math.floor(id / 2 ** 32)) >>> 0
  k = Math.imul(k, 0xcc9e2d51)
  k = (k << 15) | (k >>> 17)
  k = Math.imul(k, 0x1b873593)
  let h = SEED ^ k
  h = (h << 13) | (h >>> 19)
  h = (Math.imul(h, 5) + 0xe6546b64) | 0
  h ^= 4
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

export class Sketch {
  /** Register → value while sparse; null once dense. */
  private sparse: Map<number, number> | null = new Map()
  private dense: Uint8Array | null = null

  /** Adds a visitor number. */
  add(id: number): this {
    const h = hash32(id)
    // The rank of the first one bit of the low 20 bits (21 when they are all zero).
    const rest = (h << PRECISION) >>> 0
    this.set(h >>> (32 - PRECISION), rest === 0 ? 33 - PRECISION : Math.clz32(rest) + 1)
    return this
  }

  /** Makes this the sketch of the union with `other`. */
  merge(other: Sketch): this {
    if (other.dense) for (let i = 0; i < M; i++) this.set(i, other.dense[i]!)
    else for (const [i, v] of other.sparse!) this.set(i, v)
    return this
  }

  /** Merges a stored sketch without building it first (the reads merge thousands). */
  mergeBytes(bytes: Uint8Array): this {
    if (bytes[0] === DENSE) {
      const dense = this.densify()
      for (let i = 0; i < M; i++) if (bytes[i + 1]! > dense[i]!) dense[i] = bytes[i + 1]!
    } else
      for (let at = 1; at + 2 < bytes.length; at += 3)
        this.set(bytes[at]! | (bytes[at + 1]! << 8), bytes[at + 2]!)
    return this
  }

  /**
   * The estimated number of distinct numbers added: Ertl's improved estimator ("New cardinality
   * estimation algorithms for HyperLogLog sketches", 2017), the harmonic mean with the empty and
   * the full registers accounted for by σ and τ. The textbook one (linear counting up to
   * 2.5 × 4096) came out 3–5 % high just past its switch (10,000–12,000 distinct); this one has no
   * switch and no bias table. No large-range correction: 32-bit hashes saturate only near 10^8.
   */
  estimate(): number {
    // How many registers hold each value.
    const counts = new Uint32Array(Q + 2)
    if (this.dense) for (let i = 0; i < M; i++) counts[this.dense[i]!]!++
    else {
      counts[0] = M - this.sparse!.size
      for (const v of this.sparse!.values()) counts[v]!++
    }
    let z = M * tau(1 - counts[Q + 1]! / M)
    for (let k = Q; k >= 1; k--) z = 0.5 * (z + counts[k]!)
    z += M * sigma(counts[0]! / M)
    return (M * M) / (2 * Math.LN2 * z)
  }

  toBytes(): Uint8Array {
    if (this.dense) {
      const out = new Uint8Array(M + 1)
      out[0] = DENSE
      out.set(this.dense, 1)
      return out
    }
    const registers = [...this.sparse!.keys()].sort((a, b) => a - b)
    const out = new Uint8Array(1 + 3 * registers.length)
    out[0] = SPARSE
    registers.forEach((r, n) => {
      out[1 + 3 * n] = r & 0xff
      out[2 + 3 * n] = r >>> 8
      out[3 + 3 * n] = this.sparse!.get(r)!
    })
    return out
  }

  static fromBytes(bytes: Uint8Array): Sketch {
    if (bytes[0] !== SPARSE && bytes[0] !== DENSE) throw new Error('not a sketch')
    return new Sketch().mergeBytes(bytes)
  }

  private set(register: number, value: number): void {
    if (this.dense) {
      if (value > this.dense[register]!) this.dense[register] = value
      return
    }
    if (value === 0 || value <= (this.sparse!.get(register) ?? 0)) return
    this.sparse!.set(register, value)
    if (this.sparse!.size > SPARSE_MAX) this.densify()
  }

  private densify(): Uint8Array {
    if (!this.dense) {
      this.dense = new Uint8Array(M)
      for (const [i, v] of this.sparse!) this.dense[i] = v
      this.sparse = null
    }
    return this.dense
  }
}
