/**
 * The ratings unit's keyboard (issue 13 "Ratings on real pages"): the arrows move by half a star
 * when half stars are shown and by a star otherwise, within 1..5; Home and End jump to the ends;
 * other keys are not star keys. Every value reached is one the server accepts.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { isStarValue } from '../../src/areas/ratings/lib/ratings-rules'
import { starsForKey } from '../../src/units/ratings/stars'

describe('ratings unit keys', () => {
  it('moves by half stars with half stars shown, by whole ones otherwise', () => {
    assert.equal(starsForKey('ArrowRight', 1, true), 1.5)
    assert.equal(starsForKey('ArrowUp', 3.5, true), 4)
    assert.equal(starsForKey('ArrowLeft', 4, true), 3.5)
    assert.equal(starsForKey('ArrowRight', 1, false), 2)
    assert.equal(starsForKey('ArrowDown', 4, false), 3)
  })

  it('stays within one to five stars; Home and End jump there', () => {
    assert.equal(starsForKey('ArrowRight', 5, true), 5)
    assert.equal(starsForKey('ArrowLeft', 1, false), 1)
    assert.equal(starsForKey('Home', 3.5, true), 1)
    assert.equal(starsForKey('End', 2, false), 5)
  })

  it('answers null for keys that do not move', () => {
    for (const key of ['Enter', ' ', 'Tab', 'a']) assert.equal(starsForKey(key, 3, true), null)
  })

  it('reaches only values the server accepts', () => {
    for (const half of [true, false]) {
      let stars = 1
      for (let i = 0; i < 12; i++) {
        stars = starsForKey('ArrowRight', stars, half)!
        assert.ok(isStarValue(stars, half), `${stars} (half ${half})`)
      }
      assert.equal(stars, 5)
    }
  })
})
