// BLD-20, 21, 23, 39, 50, 51, 64: the builder's card list, the email card and the page body.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  type QuestionProperties,
  type StoryProperties,
} from '../../src/areas/embeds/lib/builder-rules'
import {
  addCardAt,
  changeContentType,
  clampAddPosition,
  deleteCard,
  EMAIL_POSITIONS,
  emailProblems,
  isEmailValid,
  liveCards,
  moveCard,
  moveEnabled,
  newCard,
  newEmailCard,
  toggleContentOrder,
  toggleLive,
  toPageBody,
  toUserDataCollectionBody,
  type EditorCard,
} from '../../src/areas/embeds/lib/card-rules'
import { quiz, x } from './fixtures'

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
