import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  banNotice,
  moderate,
  type ModerationInput,
} from '../../src/areas/commenting/lib/moderation-rules'
import {
  normalizeWords,
  WORDS_MAX,
  wordListProblems,
} from '../../src/areas/commenting/lib/word-list-rules'
import { wordMatcher } from '../../src/areas/commenting/lib/word-match-rules'

const lists = { banned: ['scam', 'idiot'], suspect: ['crypto deal', 'liar'] }
const match = wordMatcher(lists)

describe('word lists: matching', () => {
  const cases: [string, string | null][] = [
    ['this is a SCAM', 'scam'],
    ['s c a m', 'scam'],
    ['s.c.a.m!', 'scam'],
    ['this is a s c a m, friends', 'scam'],
    ['a c r y p t o d e a l', 'crypto deal'],
    ['i s a y s o', null],
    ['ѕсаm here', 'scam'], // Cyrillic look-alikes
    ['scaaam', 'scam'],
    ['IDI0T', 'idiot'],
    ['you idiot!!', 'idiot'],
    ['id!ot', 'idiot'],
    ['a crypto deal', 'crypto deal'],
    ['Liar!', 'liar'],
    ['scammer', null],
    ['escamotage', null],
    ['idiots', null],
    ['a fair point', null],
  ]
  for (const [text, word] of cases)
    it(`${JSON.stringify(text)} → ${word ?? 'no hit'}`, () => {
      assert.equal(match(text)?.word ?? null, word)
    })
  it('a banned word wins over a suspect one earlier in the text', () => {
    assert.deepEqual(match('liar, and a scam'), { list: 'banned', word: 'scam' })
  })
  it('empty lists match nothing', () => {
    assert.equal(wordMatcher({ banned: [], suspect: [] })('scam'), null)
  })
})

describe('word lists: what can be saved', () => {
  it('normalizes: trimmed, lower case, single spaces, no repeats', () => {
    assert.deepEqual(normalizeWords([' Scam ', 'scam', 'Crypto   Deal', '']), [
      'scam',
      'crypto deal',
    ])
  })
  it('answers a field error per list, nothing for good lists', () => {
    assert.deepEqual(wordListProblems(lists), [])
    assert.deepEqual(wordListProblems({ banned: ['a'], suspect: ['x|y'] }), [
      { field: 'banned', message: '“a”: use 2–40 letters or digits (a phrase may have spaces)' },
      { field: 'suspect', message: '“x|y”: use 2–40 letters or digits (a phrase may have spaces)' },
    ])
    assert.deepEqual(wordListProblems({ banned: ['scam'], suspect: ['Scam '] }), [
      { field: 'suspect', message: '“scam” is on the banned list already' },
    ])
    const many = Array.from({ length: WORDS_MAX + 1 }, (_, i) => `word${i}`)
    assert.deepEqual(wordListProblems({ banned: many, suspect: [] }), [
      { field: 'banned', message: `Use at most ${WORDS_MAX} words` },
    ])
  })
})

describe('moderate() with word lists and bans', () => {
  const settings: ModerationInput = {
    moderationType: 'POST_MODERATION',
    commentingUserType: 'EVERY_USER',
    isMediaContentEnabled: false,
    isImagesEnabled: false,
    isGifsEnabled: false,
    isVideosEnabled: false,
    blockCommentsWithLink: false,
  }
  const draft = { text: 'text', anonymous: true, isReply: false }
  const ctx = { repliesOff: false, authorBlocked: false }
  it('a banned word refuses without naming the word', () => {
    const v = moderate(settings, draft, { ...ctx, words: { list: 'banned', word: 'scam' } })
    assert.deepEqual(v, {
      outcome: 'REFUSED',
      reason: 'This comment uses a word this site does not allow.',
    })
  })
  it('a suspect word holds, naming the rule and the word for the publisher', () => {
    const v = moderate(settings, draft, { ...ctx, words: { list: 'suspect', word: 'liar' } })
    assert.equal(v.outcome, 'HELD')
    assert.equal(v.rule, 'SUSPECT_WORD')
    assert.equal(v.word, 'liar')
    assert.equal(v.reason, 'Held for review: it uses a word on the suspect list.')
  })
  it('a ban refuses first, with its end and reason', () => {
    const ban = { until: Date.UTC(2026, 11, 5, 14, 30), reason: 'Personal attacks' }
    const v = moderate(settings, draft, { ...ctx, ban })
    assert.equal(v.outcome, 'REFUSED')
    assert.equal(
      v.reason,
      'You are banned from commenting here until Dec 5, 2026, 2:30 PM UTC. Reason: Personal attacks',
    )
    assert.equal(
      banNotice({ until: null, reason: 'Spam' }),
      'You are banned from commenting here. Reason: Spam',
    )
  })
})
