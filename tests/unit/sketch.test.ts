/** The HyperLogLog of the unique engaged users (demo/server/metrics/sketch.ts; issue 10). */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { hash32, PRECISION, Sketch } from '../../demo/server/metrics/sketch'

const sketchOf = (from: number, to: number) => {
  const s = new Sketch()
  for (let id = from; id <= to; id++) s.add(id)
  return s
}

describe('sketch', () => {
  it('hashes neighbouring numbers evenly over the registers and the bits', () => {
    const n = 1 << 18
    const registers = new Uint32Array(1 << PRECISION)
    const bits = new Uint32Array(32)
    for (let id = 1; id <= n; id++) {
      const h = hash32(id)
      registers[h >>> (32 - PRECISION)]!++
      for (let b = 0; b < 32; b++) bits[b]! += (h >>> b) & 1
    }
    // 64 a register expected: a χ² test with 4095 degrees of freedom (99.9 % bound ≈ 4,400).
    const expected = n / registers.length
    const chi2 = registers.reduce((s, c) => s + (c - expected) ** 2 / expected, 0)
    assert.ok(chi2 < 4400, `χ² ${chi2.toFixed(0)}`)
    for (const ones of bits) assert.ok(Math.abs(ones / n - 0.5) < 0.01, `a bit set ${ones / n}`)
  })

  it('never gives two numbers one hash (a bijection on 32 bits)', () => {
    const seen = new Set<number>()
    for (let id = 0; id < 100_000; id++) seen.add(hash32(id))
    assert.equal(seen.size, 100_000)
  })

  for (const n of [1e3, 1e4, 1e5, 1e6])
    it(`estimates ${n.toLocaleString('en-US')} distinct numbers within 3 %`, () => {
      const s = sketchOf(1, n)
      // Adding them again changes nothing.
      for (let id = 1; id <= Math.min(n, 1000); id++) s.add(id)
      const error = Math.abs(s.estimate() / n - 1)
      assert.ok(error < 0.03, `${s.estimate().toFixed(0)} for ${n}`)
    })

  it('is exact enough for a handful, and zero when empty', () => {
    assert.equal(new Sketch().estimate(), 0)
    assert.equal(Math.round(sketchOf(1, 1).estimate()), 1)
    assert.equal(Math.round(sketchOf(1, 20).estimate()), 20)
  })

  it('merges into the sketch of the union', () => {
    const a = sketchOf(1, 30_000)
    const b = sketchOf(20_001, 60_000)
    const union = sketchOf(1, 60_000)
    assert.deepEqual(a.merge(b).toBytes(), union.toBytes())
    const small = sketchOf(1, 50).merge(sketchOf(40, 90))
    assert.deepEqual(small.toBytes(), sketchOf(1, 90).toBytes())
    assert.deepEqual(
      new Sketch().mergeBytes(sketchOf(1, 50).toBytes()).mergeBytes(union.toBytes()).toBytes(),
      union.toBytes(),
    )
  })

  it('stores few registers sparse and many dense, and reads both back', () => {
    const small = sketchOf(1, 100)
    const bytes = small.toBytes()
    assert.equal(bytes[0], 0)
    assert.ok(bytes.length <= 1 + 3 * 100)
    assert.deepEqual(Sketch.fromBytes(bytes).toBytes(), bytes)
    assert.equal(Sketch.fromBytes(bytes).estimate(), small.estimate())
    const big = sketchOf(1, 50_000)
    const dense = big.toBytes()
    assert.equal(dense[0], 1)
    assert.equal(dense.length, 1 + (1 << PRECISION))
    assert.deepEqual(Sketch.fromBytes(dense).toBytes(), dense)
    assert.equal(Sketch.fromBytes(dense).estimate(), big.estimate())
    assert.throws(() => Sketch.fromBytes(new Uint8Array([7])))
  })
})
