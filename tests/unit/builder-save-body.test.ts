// The builder's cards as the server sees them: what card-rules' toPageBody sends for cards built
// with the editor's own operations passes the server's check of the save body (embed-body-rules),
// and an invalid card the editor would flag is refused by the server too.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { EmbedBody, PageBody } from '../../src/areas/embeds/lib/builder-rules'
import {
  addCardAt,
  isContentValid,
  newCard,
  setCorrectOption,
  toPageBody,
  type EditorCard,
} from '../../src/areas/embeds/lib/card-rules'
import { embedBodyErrors } from '../../src/areas/embeds/lib/embed-body-rules'
import { saveBody } from './fixtures'

const body = (pages: PageBody[]): EmbedBody => ({
  ...saveBody('Cross check', '1c2d3e4f-0000-4000-8000-000000000001'),
  contents: { pages },
})

/** A quiz, a poll and a story, filled in and added with the editor's operations. */
function editorCards(): EditorCard[] {
  let quiz = newCard('QUIZ')
  quiz.question!.title = 'Which planet is largest?'
  quiz.question!.options.forEach((o, i) => (o.text = ['Jupiter', 'Mars', 'Venus'][i]!))
  quiz = setCorrectOption(quiz, 0)
  const poll = newCard('POLL')
  poll.question!.title = 'Tea or coffee?'
  poll.question!.options.forEach((o, i) => (o.text = ['Tea', 'Coffee', 'Neither'][i]!))
  const story = newCard('STORY')
  story.story!.title = 'A story'
  story.story!.url = 'https://news.example.com/a-story'
  let cards: EditorCard[] = []
  for (const card of [quiz, poll, story]) cards = addCardAt(cards, card, cards.length + 1)
  return cards
}

describe('editor cards → save body → server check', () => {
  it('valid cards built by the editor pass the server check', () => {
    const cards = editorCards()
    assert.ok(cards.every(isContentValid))
    assert.deepEqual(embedBodyErrors(body(cards.map(toPageBody)), { create: true }), [])
  })

  it('a quiz the editor finds invalid (no correct answer) is refused by the server too', () => {
    const cards = editorCards()
    const quiz = cards[0]!
    quiz.question!.options.forEach((o) => (o.correctOption = false))
    assert.equal(isContentValid(quiz), false)
    const errors = embedBodyErrors(body(cards.map(toPageBody)), { create: true })
    assert.ok(
      errors.some((e) => e.field.startsWith('contents.pages[0]')),
      JSON.stringify(errors),
    )
  })
})
