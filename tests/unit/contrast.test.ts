import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { contrastRatio, shownRatio } from '../../src/core/contrast'

describe('contrast (issue 27)', () => {
  it('is the WCAG 2 ratio, either order, with or without #, any case', () => {
    assert.equal(contrastRatio('000000', 'FFFFFF'), 21)
    assert.equal(contrastRatio('#ffffff', '#000000'), 21)
    assert.equal(contrastRatio('1494F4', '1494f4'), 1)
    assert.equal(contrastRatio('ABB2C3', 'FFFFFF').toFixed(2), '2.12')
    assert.equal(contrastRatio('777777', 'FFFFFF').toFixed(2), '4.48')
  })
  it('is NaN for anything but six hex digits', () => {
    for (const bad of ['fff', '', '12345G', '#1234567'])
      assert.ok(Number.isNaN(contrastRatio(bad, 'FFFFFF')), bad)
  })
  it('is shown rounded down, so a failing ratio never reads as passing', () => {
    assert.equal(shownRatio(4.4999), '4.4:1')
    assert.equal(shownRatio(4.5), '4.5:1')
    assert.equal(shownRatio(21), '21:1')
  })
})
