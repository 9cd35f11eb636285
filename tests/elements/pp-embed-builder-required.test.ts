// pp-embed-builder, the required fields of a card (issue 27 #5; BLD-12, 28..30, 33): a refused
// Add Card or Continue keeps the spec's toast and also marks each invalid field where it is —
// aria-invalid, a message under it linked by aria-describedby, the focus on the first one — and
// the message stays until the field is fixed. An empty story URL says it is missing.
import { expect } from '@esm-bundle/chai'
import { REQUIRED_FIELDS_MESSAGE } from '../../src/areas/embeds/lib/builder-rules'
import {
  accessibilityProblems,
  build,
  button,
  dismissToasts,
  field,
  fill,
  root,
  text,
  waitFor,
  waitForText,
} from './helpers'
import {
  cardHeading,
  answerFields,
  builderSuite,
  mountBuilder,
  savedEmbed,
} from './builder-fixtures'

const heading = cardHeading
const answers = answerFields
const correct = (el: HTMLElement) =>
  Array.from(root(el).querySelectorAll<HTMLInputElement>('[data-option] input[type="radio"]'))
/** The texts the field's aria-describedby points at (its message, its counter). */
const described = (input: Element) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => (input.getRootNode() as ShadowRoot).getElementById(id)?.textContent ?? `#${id}?`)

async function addCard(el: HTMLElement, type: 'QUIZ' | 'POLL' | 'STORY') {
  const select = root(el).querySelector<HTMLSelectElement>('#add-type')!
  select.value = type
  select.dispatchEvent(new Event('change', { bubbles: true }))
  ;(await button(el, 'Add Card')).click()
}

describe(`pp-embed-builder required fields (${build})`, () => {
  const suite = builderSuite()

  /** A new embed (its Continue stays enabled while it changes). */
  async function open() {
    suite.state.loaded = savedEmbed({ creationCompleted: false })
    const el = mountBuilder('customize')
    await waitFor(() => heading(el) === 'Card 1 / 2')
    return el
  }

  it('a new quiz: Add Card refused marks the question, the three answers and the correct choice, focuses the question; the messages stay until fixed (issue 27 #5, BLD-12)', async () => {
    const el = await open()
    await addCard(el, 'QUIZ')
    await waitFor(() => heading(el) === 'Card 3 / 3')
    const title = await field(el, 'Question')
    expect(title.getAttribute('aria-invalid')).to.equal(null)

    await addCard(el, 'QUIZ')
    await waitForText(el, REQUIRED_FIELDS_MESSAGE)
    await waitFor(() => root(el).activeElement === title)
    expect(title.getAttribute('aria-invalid')).to.equal('true')
    expect(described(title)).to.include('Enter a question')
    expect(answers(el)).to.have.length(3)
    for (const answer of answers(el)) {
      expect(answer.getAttribute('aria-invalid')).to.equal('true')
      expect(described(answer)).to.deep.equal(['Enter an answer'])
    }
    for (const radio of correct(el)) {
      expect(radio.getAttribute('aria-invalid')).to.equal('true')
      expect(described(radio)).to.deep.equal(['Choose the correct answer'])
    }
    expect(accessibilityProblems(root(el))).to.deep.equal([])

    // The toast goes; the marks stay, on the focused field too.
    dismissToasts(el)
    await waitFor(() => !text(el).includes(REQUIRED_FIELDS_MESSAGE))
    expect(title.getAttribute('aria-invalid')).to.equal('true')
    expect(text(el)).to.include('Enter a question')

    // Fixed fields lose their mark; Continue is refused and focuses the first field still wrong.
    await fill(title, 'Which moon is largest?')
    await waitFor(() => title.getAttribute('aria-invalid') === null)
    await fill(answers(el)[0]!, 'Ganymede')
    await waitFor(() => answers(el)[0]!.getAttribute('aria-invalid') === null)
    ;(await button(el, 'Continue')).click()
    await waitForText(el, REQUIRED_FIELDS_MESSAGE)
    await waitFor(() => root(el).activeElement === answers(el)[1])
    expect(heading(el)).to.equal('Card 3 / 3')
    await fill(answers(el)[1]!, 'Titan')
    await fill(answers(el)[2]!, 'Io')
    ;(await button(el, 'Continue')).click()
    await waitFor(() => root(el).activeElement === correct(el)[0])
    correct(el)[0]!.click()
    await waitFor(() => correct(el)[0]!.getAttribute('aria-invalid') === null)
    expect(text(el)).to.not.include('Enter an answer')
    expect(text(el)).to.not.include('Choose the correct answer')
  })

  it('a new story: an empty URL says it is missing, a wrong one shows the format (issue 27 #5, BLD-30)', async () => {
    const el = await open()
    await addCard(el, 'STORY')
    await waitFor(() => heading(el) === 'Card 3 / 3')
    ;(await button(el, 'Continue')).click()
    await waitForText(el, REQUIRED_FIELDS_MESSAGE)
    const title = await field(el, 'Story title')
    await waitFor(() => root(el).activeElement === title)
    expect(described(title)).to.include('Enter a title')
    const url = await field(el, 'Story URL')
    expect(url.getAttribute('aria-invalid')).to.equal('true')
    expect(described(url)).to.deep.equal(['Enter the story URL'])
    expect(text(el)).to.not.include('Format should be')

    await fill(title, 'Match report')
    await fill(url, 'dailyplanet')
    await waitFor(() => described(url)[0] === 'Format should be https://dailyplanet.example/')
    ;(await button(el, 'Continue')).click()
    await waitFor(() => root(el).activeElement === url)
    await fill(url, 'https://dailyplanet.example/report')
    await waitFor(() => url.getAttribute('aria-invalid') === null)
    expect(text(el)).to.not.include('Format should be')
  })
})
