// The framed area's messages (CORE-18 / EMB-01): which parents it reports its height to, and the
// visible part of the frame a parent may report back (modals centre in it).
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { parentOrigins, visiblePart } from '../../src/areas/embeds/frame-height'

describe('parentOrigins', () => {
  it('keeps its own origin and valid http(s) origins only', () => {
    assert.deepEqual(
      parentOrigins(
        [
          'https://partner.example',
          'https://x.example/path',
          'javascript:alert(1)',
          7,
          'http://a.test/',
        ],
        'https://portal.test',
      ),
      ['https://portal.test', 'https://partner.example', 'http://a.test'],
    )
    assert.deepEqual(parentOrigins('nope', 'https://portal.test'), ['https://portal.test'])
  })
})

describe('visiblePart', () => {
  const message = (top: unknown, height: unknown) => ({ type: 'pp-frame-viewport', top, height })

  it('reads the visible part, rounded, inside the frame', () => {
    assert.deepEqual(visiblePart(message(1200.4, 700.6), 3000), { top: 1200, height: 701 })
    // Past the end or above the top: clamped to the frame.
    assert.deepEqual(visiblePart(message(2800, 700), 3000), { top: 2800, height: 200 })
    assert.deepEqual(visiblePart(message(-50, 700), 3000), { top: 0, height: 700 })
  })

  it('ignores anything that is not such a message', () => {
    assert.equal(visiblePart(null, 3000), null)
    assert.equal(visiblePart('pp-frame-viewport', 3000), null)
    assert.equal(visiblePart({ type: 'pp-frame-height', top: 0, height: 10 }, 3000), null)
    assert.equal(visiblePart(message('0', 700), 3000), null)
    assert.equal(visiblePart(message(0, 0), 3000), null)
    assert.equal(visiblePart(message(Number.NaN, 700), 3000), null)
    assert.equal(visiblePart(message(0, Number.POSITIVE_INFINITY), 3000), null)
  })
})
