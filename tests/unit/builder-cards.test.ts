// BLD-24..34: the builder's card rules (limits, fields, validity, options, type change).
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { EMOJI_QUIZ_MESSAGE } from '../../src/areas/embeds/lib/builder-rules'
import {
  addOption,
  canAddOption,
  canRemoveOption,
  changeContentType,
  contentProblems,
  correctOptionSelected,
  counterTone,
  counterVisible,
  duplicateOptions,
  focusValidity,
  isContentValid,
  moveOption,
  newCard,
  newQuestion,
  optionValid,
  questionTypesFor,
  removeOption,
  setCorrectOption,
  setQuestionType,
  storyUrlValid,
  textLimit,
  textValidity,
  titleAcceptsKey,
  titleValid,
  truncatePaste,
} from '../../src/areas/embeds/lib/card-rules'
import { quiz, x } from './fixtures'

describe('validity flags and limits (BLD-33, 34)', () => {
  it('focus resets only false to null', () => {
    assert.equal(focusValidity(false), null)
    assert.equal(focusValidity(true), true)
    assert.equal(focusValidity(null), null)
  })
  it('empty or over the limit is false, exact limit true', () => {
    assert.equal(textValidity('', 5), false)
    assert.equal(textValidity('   ', 5), false)
    assert.equal(textValidity(x(5), 5), true)
    assert.equal(textValidity(` ${x(5)} `, 5), true)
    assert.equal(textValidity(x(6), 5), false)
  })
  it('limits per field, 15 on image1 options', () => {
    assert.equal(textLimit('title'), 134)
    assert.equal(textLimit('option', 'text1'), 32)
    assert.equal(textLimit('option', 'image2'), 32)
    assert.equal(textLimit('option', 'image1'), 15)
    assert.equal(textLimit('storyTitle'), 150)
    assert.equal(textLimit('cta'), 25)
    assert.equal(textLimit('headline'), 40)
    assert.equal(textLimit('body'), 80)
  })
  it('counter: hidden for options, amber from 85 %, red at the limit', () => {
    assert.equal(counterVisible('option'), false)
    assert.equal(counterVisible('title'), true)
    // 0.85 × 40 = 34
    assert.equal(counterTone(33, 40), 'normal')
    assert.equal(counterTone(34, 40), 'warn')
    assert.equal(counterTone(39, 40), 'warn')
    assert.equal(counterTone(40, 40), 'limit')
    assert.equal(counterTone(41, 40), 'limit')
    // 0.85 × 134 = 113.9
    assert.equal(counterTone(113, 134), 'normal')
    assert.equal(counterTone(114, 134), 'warn')
  })
  it('paste is cut to the remaining allowance, over a selection, as one line', () => {
    assert.deepEqual(truncatePaste('abc', 'defgh', 5), { value: 'abcde', caret: 5 })
    assert.deepEqual(truncatePaste('abc', 'XYZ', 5, { start: 1, end: 2 }), {
      value: 'aXYZc',
      caret: 4,
    })
    assert.deepEqual(truncatePaste('abcde', 'XYZ', 5, { start: 0, end: 5 }), {
      value: 'XYZ',
      caret: 3,
    })
    assert.deepEqual(truncatePaste('abcde', 'XYZ', 5), { value: 'abcde', caret: 5 })
    assert.deepEqual(truncatePaste('ab', 'c\r\nd\te', 10), { value: 'abc d e', caret: 7 })
    assert.deepEqual(truncatePaste('abc', 'Z', 5, { start: 2, end: 0 }), { value: 'Zc', caret: 1 })
  })
})

describe('field rules (BLD-28..30)', () => {
  it('question title 1–134 after trim, no line breaks, Enter swallowed', () => {
    assert.equal(titleValid(x(134)), true)
    assert.equal(titleValid(`  ${x(134)}  `), true)
    assert.equal(titleValid(x(135)), false)
    assert.equal(titleValid('  '), false)
    assert.equal(titleValid('a\nb'), false)
    assert.equal(titleAcceptsKey('Enter'), false)
    assert.equal(titleAcceptsKey('a'), true)
  })
  it('options: required, limit by format, duplicates case-insensitive after trim', () => {
    const q = quiz(['Yes', ' yes ', 'No']).question!
    assert.deepEqual([...duplicateOptions(q)].sort(), [0, 1])
    assert.deepEqual(
      [0, 1, 2].map((i) => optionValid(q, i)),
      [false, false, true],
    )
    const image2 = { ...q, type: 'image2' as const }
    assert.equal(duplicateOptions(image2).size, 0)
    assert.equal(optionValid(image2, 0), true)
    assert.equal(
      optionValid({ ...image2, options: [{ ...q.options[0], imageID: null }] }, 0),
      false,
    )
    const round = quiz([x(15), x(16)], 'image1').question!
    assert.deepEqual([optionValid(round, 0), optionValid(round, 1)], [true, false])
    const text = quiz([x(32), x(33), ''], 'text2').question!
    assert.deepEqual(
      [0, 1, 2].map((i) => optionValid(text, i)),
      [true, false, false],
    )
    const emoji = {
      ...quiz(['', ''], 'emoji').question!,
      options: quiz(['', ''], 'emoji').question!.options.map((o) => ({ ...o, imageID: null })),
    }
    assert.deepEqual([optionValid(emoji, 0), optionValid(emoji, 1)], [true, true])
  })
  it('story URL pattern', () => {
    assert.equal(storyUrlValid('https://example.com/a?b=1'), true)
    assert.equal(storyUrlValid('http://news.example.co.uk'), true)
    assert.equal(storyUrlValid('ftp://example.com'), false)
    assert.equal(storyUrlValid('https://localhost'), false)
    assert.equal(storyUrlValid('example.com'), false)
  })
})

describe('content validity (BLD-32)', () => {
  it('a valid quiz, and each problem', () => {
    assert.deepEqual(contentProblems(quiz(['A', 'B'])), [])
    assert.ok(isContentValid(quiz(['A', 'B'])))
    assert.deepEqual(contentProblems(quiz(['A', 'B'], 'text1', -1)), ['correct'])
    assert.deepEqual(contentProblems(quiz(['A', 'a'])), ['options', 'duplicates'])
    assert.deepEqual(contentProblems(quiz(['A', ''])), ['options'])
    const untitled = quiz(['A', 'B'])
    untitled.question!.title = ' '
    assert.deepEqual(contentProblems(untitled), ['title'])
  })
  it('a poll needs no correct option', () => {
    assert.deepEqual(contentProblems({ ...quiz(['A', 'B'], 'text1', -1), contentType: 'POLL' }), [])
  })
  it('story: title, URL and CTA', () => {
    const story = newCard('STORY')
    assert.deepEqual(contentProblems(story), ['storyTitle', 'storyURL'])
    const ok = { ...story, story: { ...story.story!, title: 'T', url: 'https://a.com' } }
    assert.deepEqual(contentProblems(ok), [])
    assert.deepEqual(contentProblems({ ...ok, story: { ...ok.story, ctaText: x(26) } }), ['cta'])
    assert.deepEqual(contentProblems({ ...ok, story: { ...ok.story, title: x(151) } }), [
      'storyTitle',
    ])
    assert.deepEqual(contentProblems({ ...ok, story: { ...ok.story, title: x(150) } }), [])
  })
})

describe('options (BLD-26, 27)', () => {
  it('new question has three options; add up to 4, remove down to 2', () => {
    let q = newQuestion()
    assert.equal(q.options.length, 3)
    q = addOption(q)
    assert.equal(q.options.length, 4)
    assert.equal(canAddOption(q), false)
    assert.equal(addOption(q), q)
    q = removeOption(removeOption(q, 0), 0)
    assert.equal(q.options.length, 2)
    assert.equal(canRemoveOption(q), false)
    assert.equal(removeOption(q, 0), q)
    assert.deepEqual(
      q.options.map((o) => o.position),
      [1, 2],
    )
  })
  it('drag renumbers positions', () => {
    const q = quiz(['A', 'B', 'C', 'D']).question!
    const moved = moveOption(q, 0, 2)
    assert.deepEqual(
      moved.options.map((o) => [o.text, o.position]),
      [
        ['B', 1],
        ['C', 2],
        ['A', 3],
        ['D', 4],
      ],
    )
    assert.equal(moveOption(q, 1, 1), q)
    assert.equal(moveOption(q, 0, 4), q)
  })
  it('emoji options get the default emoji', () => {
    const q = addOption(newQuestion('emoji'))
    assert.deepEqual(
      q.options.map((o) => o.emoji),
      ['😍', '😂', '😮', '😡'],
    )
    assert.deepEqual(
      setQuestionType(newQuestion('text1'), 'emoji').options.map((o) => o.emoji),
      ['😍', '😂', '😮'],
    )
  })
  it('one correct answer, quiz only', () => {
    const card = setCorrectOption(quiz(['A', 'B', 'C']), 2)
    assert.deepEqual(
      card.question!.options.map((o) => o.correctOption),
      [false, false, true],
    )
    assert.equal(correctOptionSelected(card), true)
    const poll = { ...quiz(['A', 'B'], 'text1', -1), contentType: 'POLL' as const }
    assert.equal(setCorrectOption(poll, 0), poll)
    assert.equal(correctOptionSelected(poll), false)
    assert.ok(!questionTypesFor('QUIZ').includes('emoji'))
    assert.ok(questionTypesFor('POLL').includes('emoji'))
  })
})

describe('type change (BLD-24, 25)', () => {
  it('quiz → story → quiz restores the question', () => {
    const q = quiz(['A', 'B'])
    const story = changeContentType(q, 'STORY')
    assert.equal(story.message, null)
    assert.equal(story.card.contentType, 'STORY')
    assert.equal(story.card.question, q.question)
    const back = changeContentType(
      { ...story.card, story: { ...story.card.story!, title: 'S' } },
      'QUIZ',
    )
    assert.equal(back.card.question, q.question)
    assert.equal(back.card.story!.title, 'S')
  })
  it('to quiz refused while the format is emoji', () => {
    const poll = { ...quiz(['', ''], 'emoji', -1), contentType: 'POLL' as const }
    const got = changeContentType(poll, 'QUIZ')
    assert.equal(got.card, poll)
    assert.equal(got.message, EMOJI_QUIZ_MESSAGE)
    assert.equal(changeContentType(poll, 'STORY').message, null)
    assert.equal(
      changeContentType(changeContentType(poll, 'STORY').card, 'QUIZ').message,
      EMOJI_QUIZ_MESSAGE,
    )
  })
})
