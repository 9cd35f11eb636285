import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  actionEffect,
  banActive,
  banUntil,
  decodeCursor,
  encodeCursor,
  queueAfter,
  queueOf,
  shortcutOf,
  whyText,
} from '../../src/areas/commenting/lib/queue-rules'

const DAY = 86_400_000
const keys = { altKey: false, ctrlKey: false, metaKey: false, inField: false }

describe('moderation queue rules', () => {
  it('a cursor reads back as the position it was made from; foreign ones are refused', () => {
    const id = '6a7b8ca2-0000-4000-8000-000000000001'
    assert.deepEqual(decodeCursor(encodeCursor(1_764_000_000_123, id)), {
      createdAt: 1_764_000_000_123,
      commentUUID: id,
    })
    assert.equal(decodeCursor('x'), null)
    assert.equal(decodeCursor(`zz.${id}'--`), null)
  })
  it('names the queues and refuses others', () => {
    assert.equal(queueOf('REPORTED'), 'REPORTED')
    assert.equal(queueOf('reported'), null)
    assert.equal(queueOf(undefined), null)
  })
  it('bans end after a day, a week or never; lifted ones are over', () => {
    assert.equal(banUntil('DAY', 1000), 1000 + DAY)
    assert.equal(banUntil('WEEK', 1000), 1000 + 7 * DAY)
    assert.equal(banUntil('FOREVER', 1000), null)
    assert.equal(banActive({ until: 2000 }, 1999), true)
    assert.equal(banActive({ until: 2000 }, 2000), false)
    assert.equal(banActive({ until: null }, 9e15), true)
    assert.equal(banActive({ until: null, lifted_at: 5 }, 6), false)
  })
  it('what each action does and where the comment goes', () => {
    assert.deepEqual(actionEffect('APPROVE'), { status: 'PUBLISHED' })
    assert.deepEqual(actionEffect('REJECT'), { status: 'REMOVED', featured: 0 })
    assert.deepEqual(actionEffect('FEATURE'), { status: 'PUBLISHED', featured: 1 })
    assert.deepEqual(actionEffect('UNFEATURE'), { status: 'PUBLISHED', featured: 0 })
    assert.equal(queueAfter('REJECT'), 'REJECTED')
    assert.equal(queueAfter('FEATURE'), 'APPROVED')
  })
  it('says why a comment is in the queue', () => {
    const none = { marks: 0, addresses: 0 }
    assert.equal(
      whyText({ rule: 'SUSPECT_WORD', word: 'scam' }, none),
      'Held: uses “scam” from the suspect list',
    )
    assert.equal(whyText({ rule: 'SCORE', score: 4 }, none), 'Held: rule-based score 4 of 6')
    assert.equal(
      whyText({ rule: 'REPORTS' }, { marks: 3, addresses: 1 }),
      'Held after 3 reports from 1 address',
    )
    assert.equal(whyText(null, { marks: 1, addresses: 1 }), 'Reported: 1 report from 1 address')
    assert.equal(whyText(null, none), '')
  })
  it('reads shortcuts only without modifiers and outside fields', () => {
    assert.equal(shortcutOf({ ...keys, key: 'a' }), 'a')
    assert.equal(shortcutOf({ ...keys, key: '?' }), '?')
    assert.equal(shortcutOf({ ...keys, key: 'a', ctrlKey: true }), null)
    assert.equal(shortcutOf({ ...keys, key: 'a', inField: true }), null)
    assert.equal(shortcutOf({ ...keys, key: 'q' }), null)
  })
})
