// BLD-20..34, 50, 51, 64: the builder's card rules.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  EMOJI_QUIZ_MESSAGE,
  type QuestionProperties,
  type StoryProperties,
} from '../../src/areas/embeds/lib/builder-rules'
import {
  addCardAt,
  addOption,
  canAddOption,
  canRemoveOption,
  changeContentType,
  clampAddPosition,
  contentProblems,
  correctOptionSelected,
  counterTone,
  counterVisible,
  deleteCard,
  duplicateOptions,
  EMAIL_POSITIONS,
  emailProblems,
  focusValidity,
  isContentValid,
  isEmailValid,
  liveCards,
  moveCard,
  moveEnabled,
  moveOption,
  newCard,
  newEmailCard,
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
  toggleContentOrder,
  toggleLive,
  toPageBody,
  toUserDataCollectionBody,
  truncatePaste,
  type EditorCard,
  type QuestionEditor,
} from '../../src/areas/embeds/lib/card-rules'

const x = (n: number) => 'x'.repeat(n)

function quiz(texts: string[], type: QuestionEditor['type'] = 'text1', correct = 0): EditorCard {
  const card = newCard('QUIZ')
  const q = setQuestionType({ ...newQuestion(), title: 'Which?' }, type)
  q.options = texts.map((text, i) => ({
    ...q.options[0],
    text,
    position: i + 1,
    correctOption: i === correct,
    imageID: `img${i}`,
  }))
  return { ...card, question: q }
}

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

function deck(live: number, offline: number): EditorCard[] {
  const cards: EditorCard[] = []
  for (let i = 0; i < live; i++)
    cards.push({ ...newCard('POLL'), contentUUID: `L${i}`, queuePosition: i })
  for (let i = 0; i < offline; i++)
    cards.push({
      ...newCard('POLL'),
      contentUUID: `O${i}`,
      contentLive: false,
      queuePosition: null,
    })
  return cards
}
const order = (cards: EditorCard[]) => liveCards(cards).map((c) => c.contentUUID)
/** Live positions are always 0..n−1, each once; offline cards have none. */
function assertPositions(cards: EditorCard[]) {
  const live = cards
    .filter((c) => c.contentLive)
    .map((c) => c.queuePosition)
    .sort((a, b) => a! - b!)
  assert.deepEqual(
    live,
    live.map((_, i) => i),
  )
  for (const c of cards.filter((c) => !c.contentLive)) assert.equal(c.queuePosition, null)
}

describe('card list (BLD-20, 21, 23, 39)', () => {
  it('add position capped at contents + 1', () => {
    const cards = deck(2, 1)
    assert.equal(clampAddPosition(9, cards), 4)
    assert.equal(clampAddPosition(0, cards), 1)
    assert.equal(clampAddPosition(2, cards), 2)
  })
  it('adding shifts live positions at or after the insertion point', () => {
    const added = addCardAt(deck(3, 0), { ...newCard('QUIZ'), contentUUID: 'N' }, 2)
    assert.deepEqual(order(added), ['L0', 'N', 'L1', 'L2'])
    assertPositions(added)
    const end = addCardAt(deck(2, 2), { ...newCard('QUIZ'), contentUUID: 'N' }, 99)
    assert.deepEqual(order(end), ['L0', 'L1', 'N'])
    assertPositions(end)
  })
  it('deleting moves later positions down', () => {
    const cards = deleteCard(deck(3, 1), 0)
    assert.deepEqual(order(cards), ['L1', 'L2'])
    assertPositions(cards)
    assert.deepEqual(order(deleteCard(deck(3, 1), 3)), ['L0', 'L1', 'L2'])
  })
  it('toggle live: appended last; taken off closes the gap', () => {
    const on = toggleLive(deck(2, 1), 2)
    assert.deepEqual(order(on), ['L0', 'L1', 'O0'])
    assertPositions(on)
    const off = toggleLive(deck(3, 0), 1)
    assert.deepEqual(order(off), ['L0', 'L2'])
    assertPositions(off)
  })
  it('Move enabled only for two different positions within the live count', () => {
    assert.equal(moveEnabled(1, 3, 3), true)
    assert.equal(moveEnabled(0, 3, 3), false)
    assert.equal(moveEnabled(1, 4, 3), false)
    assert.equal(moveEnabled(2, 2, 3), false)
    assert.equal(moveEnabled(1.5, 2, 3), false)
  })
  it('moveCard moves and shifts the cards between', () => {
    assert.deepEqual(order(moveCard(deck(4, 1), 1, 3)), ['L1', 'L2', 'L0', 'L3'])
    assert.deepEqual(order(moveCard(deck(4, 1), 4, 2)), ['L0', 'L3', 'L1', 'L2'])
    assert.deepEqual(order(moveCard(deck(4, 1), 2, 2)), ['L0', 'L1', 'L2', 'L3'])
    for (let n = 1; n <= 4; n++)
      for (let m = 1; m <= 4; m++) assertPositions(moveCard(deck(4, 1), n, m))
  })
  it('Randomize toggles the content order', () => {
    assert.equal(toggleContentOrder('ordered'), 'random')
    assert.equal(toggleContentOrder('random'), 'ordered')
  })
})

describe('email card (BLD-50, 51)', () => {
  const ok = {
    ...newEmailCard('Pub'),
    headline: 'H',
    body: 'B',
    publisherPrivacyPolicyURL: 'https://pub.com/privacy',
  }
  it('positions 1–10, default 7', () => {
    assert.deepEqual(EMAIL_POSITIONS, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    assert.equal(newEmailCard().queuePosition, 7)
  })
  it('valid only with headline ≤ 40, body ≤ 80, publisher and privacy URL', () => {
    assert.ok(isEmailValid(ok))
    assert.ok(isEmailValid({ ...ok, headline: x(40), body: x(80) }))
    assert.deepEqual(emailProblems({ ...ok, headline: x(41), body: x(81) }), ['headline', 'body'])
    assert.deepEqual(
      emailProblems({ ...ok, publisherName: ' ', publisherPrivacyPolicyURL: 'pub.com' }),
      ['publisherName', 'privacyURL'],
    )
    assert.deepEqual(emailProblems({ ...ok, queuePosition: 11 }), ['position'])
    assert.deepEqual(emailProblems(newEmailCard()), [
      'headline',
      'body',
      'publisherName',
      'privacyURL',
    ])
  })
  it('body trimmed', () => {
    assert.deepEqual(
      toUserDataCollectionBody({ ...ok, headline: ' H ', backgroundImageURL: ' ' }).headline,
      'H',
    )
    assert.equal(
      toUserDataCollectionBody({ ...ok, backgroundImageURL: ' ' }).backgroundImageURL,
      null,
    )
  })
})

describe('toPageBody (BLD-64, §5 payload rules)', () => {
  const props = (card: EditorCard) => toPageBody(card).contentProperties as QuestionProperties
  it('text formats: text, no image or emoji; correctOption only for quizzes', () => {
    const body = props(quiz([' A ', 'B'], 'text1'))
    // 0-based on the wire (the editor counts from 1).
    assert.deepEqual(body.options[0], {
      optionUUID: null,
      position: 0,
      text: 'A',
      correctOption: true,
    })
    const poll = props({ ...quiz(['A', 'B'], 'text2'), contentType: 'POLL' })
    assert.deepEqual(Object.keys(poll.options[0]).sort(), ['optionUUID', 'position', 'text'])
  })
  it('image1: text and image; image2: image only; stock providers send no imageURL', () => {
    const card = quiz(['A', 'B'], 'image1')
    card.question!.options[0] = {
      ...card.question!.options[0],
      imageProvider: 'UNSPLASH',
      imageURL: 'https://u.com/a.jpg',
    }
    card.question!.options[1] = {
      ...card.question!.options[1],
      imageProvider: 'CLIENT_UPLOADED',
      imageURL: 'https://c.com/b.jpg',
    }
    const body = props(card)
    assert.equal('imageURL' in body.options[0], false)
    assert.equal(body.options[0].imageProvider, 'UNSPLASH')
    assert.equal(body.options[0].text, 'A')
    assert.equal(body.options[1].imageURL, 'https://c.com/b.jpg')
    const large = props({ ...card, question: { ...card.question!, type: 'image2' } })
    assert.equal('text' in large.options[0], false)
    assert.equal('emoji' in large.options[0], false)
    assert.equal(large.options[0].imageID, 'img0')
  })
  it('emoji: emoji only', () => {
    const poll = { ...quiz(['x', 'y'], 'emoji', -1), contentType: 'POLL' as const }
    const body = props(poll)
    assert.deepEqual(Object.keys(body.options[0]).sort(), ['emoji', 'optionUUID', 'position'])
    assert.equal(body.type, 'emoji')
  })
  it('queue position null when not live; trimmed title', () => {
    const card = { ...quiz(['A', 'B']), contentLive: false, queuePosition: 3 }
    card.question!.title = '  Q  '
    const body = toPageBody(card)
    assert.equal(body.queuePosition, null)
    assert.equal((body.contentProperties as QuestionProperties).title, 'Q')
    assert.equal(toPageBody({ ...card, contentLive: true, queuePosition: 2 }).queuePosition, 2)
  })
  it('story: title, ctaText, storyURL; the offline question is not sent', () => {
    const card = changeContentType(quiz(['A', 'B']), 'STORY').card
    card.story = { ...card.story!, title: ' T ', url: ' https://a.com ', backgroundImageURL: '' }
    const body = toPageBody(card)
    const p = body.contentProperties as StoryProperties
    assert.equal(body.contentType, 'STORY')
    assert.deepEqual(
      [p.title, p.ctaText, p.storyURL, p.backgroundImageURL],
      ['T', 'Read More', 'https://a.com', null],
    )
    assert.equal('options' in p, false)
  })
})
