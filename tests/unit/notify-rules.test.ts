import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  DAY_MS,
  digestPeriod,
  pendingLine,
  quoted,
  replyDigestDue,
} from '../../src/areas/commenting/lib/notify-rules'

describe('notify rules', () => {
  it('digestPeriod: an hour, a day, or none when off', () => {
    assert.equal(digestPeriod('HOURLY'), 3_600_000)
    assert.equal(digestPeriod('DAILY'), DAY_MS)
    assert.equal(digestPeriod('OFF'), null)
  })

  it('replyDigestDue: never sent, or a day since the last', () => {
    assert.equal(replyDigestDue(null, 5), true)
    assert.equal(replyDigestDue(1000, 1000 + DAY_MS - 1), false)
    assert.equal(replyDigestDue(1000, 1000 + DAY_MS), true)
  })

  it('quoted: one line, cut with an ellipsis', () => {
    assert.equal(quoted('  a\n\n b  '), 'a b')
    assert.equal(quoted('abcdef', 4), 'abc…')
    assert.equal(quoted('abcd', 4), 'abcd')
  })

  it('pendingLine: one or many', () => {
    assert.equal(pendingLine(1, 'X'), '1 comment is waiting for review in X.')
    assert.equal(pendingLine(1200, 'X'), '1,200 comments are waiting for review in X.')
  })
})
