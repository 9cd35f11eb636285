// pp-embed-builder, the customize step (issue 9): editing a quiz in the live preview (BLD-26..29),
// counters and paste (BLD-34), duplicates (BLD-29), the required-fields refusal (BLD-12, 22),
// the type change (BLD-24, 25), add / move / delete / live (BLD-19..23), and what Save sends.
import { expect } from '@esm-bundle/chai'
import {
  EMOJI_QUIZ_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  type EmbedBody,
  type QuestionProperties,
} from '../../src/areas/embeds/lib/builder-rules'
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
import { cardHeading, answerFields, builderSuite, mountBuilder } from './builder-fixtures'

const heading = cardHeading
const tiles = (el: HTMLElement) =>
  Array.from(root(el).querySelectorAll<HTMLElement>('[data-card-tile]'))
const tileButton = (el: HTMLElement, i: number) => tiles(el)[i]!.querySelector('button')!
const answers = answerFields
const typeRadio = (el: HTMLElement, name: string) =>
  Array.from(root(el).querySelectorAll<HTMLInputElement>('input[type="radio"]')).find(
    (r) => r.value === name,
  )!

async function paste(input: HTMLInputElement, value: string) {
  input.focus()
  input.setSelectionRange(input.value.length, input.value.length)
  const data = new DataTransfer()
  data.setData('text/plain', value)
  input.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
  )
  await new Promise((r) => setTimeout(r, 0))
}

describe(`pp-embed-builder customize (${build})`, () => {
  const suite = builderSuite()
  const saves = suite.saves

  async function open() {
    const el = mountBuilder('customize')
    await waitFor(() => heading(el) === 'Card 1 / 2')
    return el
  }

  it('edits the quiz title and answers in the preview; the counter turns amber, then red; Save sends it (BLD-15, 26, 27, 28, 34)', async () => {
    const el = await open()
    expect(text(el)).to.include('Quiz Formatting')
    expect(text(el)).to.include('Branding applies across all screens of your embed.')
    const title = await field(el, 'Question')
    const counter = () => root(el).querySelector('[data-tone]')!
    expect(counter().textContent).to.equal('15/134')
    expect(counter().getAttribute('data-tone')).to.equal('normal')
    await fill(title, 'x'.repeat(114))
    await waitFor(() => counter().getAttribute('data-tone') === 'warn')
    await fill(title, 'x'.repeat(134))
    await waitFor(() => counter().getAttribute('data-tone') === 'limit')
    await fill(title, 'Which planet is the largest?')
    await fill(answers(el)[1]!, 'Saturn')
    ;(await button(el, 'Add Answer')).click()
    await waitFor(() => answers(el).length === 4)
    expect(root(el).querySelector('button[aria-label="Add Answer"]')).to.equal(null)
    await waitFor(
      () =>
        !Array.from(root(el).querySelectorAll('button')).some(
          (b) => b.textContent === 'Add Answer',
        ),
    )
    await fill(answers(el)[3]!, 'Neptune')
    // The keyboard way to reorder: Neptune moves up one.
    ;(await button(el, 'Move answer 4 up')).click()
    await waitFor(() => answers(el)[2]!.value === 'Neptune')
    // The correct answer moves to Saturn.
    ;(await button(el, 'Delete answer 3')).click()
    await waitFor(() => answers(el).length === 3)
    const correct = root(el).querySelector<HTMLInputElement>(
      'input[aria-label="Answer 2 is correct"]',
    )!
    correct.click()
    expect(accessibilityProblems(root(el))).to.deep.equal([])

    ;(await button(el, 'Save')).click()
    await waitFor(() => saves().length === 1)
    const body = JSON.parse(saves()[0]!.body!) as EmbedBody
    const quiz = body.contents.pages[0]!.contentProperties as QuestionProperties
    expect(quiz.title).to.equal('Which planet is the largest?')
    expect(quiz.options.map((o) => [o.text, o.position, o.correctOption])).to.deep.equal([
      ['Jupiter', 0, false],
      ['Saturn', 1, true],
      ['Venus', 2, false],
    ])
  })

  it('a paste is cut to the remaining allowance as plain text; Enter is refused in the title (BLD-28, 34)', async () => {
    const el = await open()
    const title = await field(el, 'Question')
    await paste(title, `line one\nline two ${'y'.repeat(300)}`)
    await waitFor(() => title.value.length === 134)
    expect(title.value.startsWith('Largest planet?line one line two')).to.equal(true)
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })
    title.dispatchEvent(enter)
    expect(enter.defaultPrevented).to.equal(true)
  })

  it('duplicate answers are both marked; selecting another card is refused with the message and the invalid fields show (BLD-12, 22, 29)', async () => {
    const el = await open()
    await fill(answers(el)[1]!, ' jupiter ')
    await waitFor(() => answers(el)[0]!.getAttribute('aria-invalid') === 'true')
    expect(answers(el)[1]!.getAttribute('aria-invalid')).to.equal('true')
    expect(answers(el)[2]!.getAttribute('aria-invalid')).to.equal(null)
    await fill(answers(el)[1]!, 'Mars')
    await waitFor(() => answers(el)[0]!.getAttribute('aria-invalid') === null)

    const title = await field(el, 'Question')
    await fill(title, '   ')
    tileButton(el, 1).click()
    await waitForText(el, REQUIRED_FIELDS_MESSAGE)
    expect(heading(el)).to.equal('Card 1 / 2')
    await waitFor(() => title.getAttribute('aria-invalid') === 'true')
    dismissToasts(el)
    await fill(title, 'Largest planet?')
    tileButton(el, 1).click()
    await waitFor(() => heading(el) === 'Card 2 / 2')
    expect(text(el)).to.include('Poll Formatting')
  })

  it('quiz → story keeps the question as the offline copy; back to quiz restores it (BLD-24)', async () => {
    const el = await open()
    typeRadio(el, 'STORY').click()
    await waitForText(el, 'Story Formatting')
    const storyTitle = await field(el, 'Story title')
    expect(storyTitle.value).to.equal('')
    await fill(storyTitle, 'A story')
    typeRadio(el, 'QUIZ').click()
    await waitForText(el, 'Quiz Formatting')
    expect((await field(el, 'Question')).value).to.equal('Largest planet?')
    expect(answers(el).map((a) => a.value)).to.deep.equal(['Jupiter', 'Mars', 'Venus'])
  })

  it('the question styles have distinct visible labels; a poll in the Emoji style cannot become a quiz (BLD-18, 25; issue 27 #15)', async () => {
    const el = await open()
    tileButton(el, 1).click()
    await waitFor(() => heading(el) === 'Card 2 / 2')
    // Each style's visible label is its name; the two Text styles read differently (issue 27 #15).
    const styles = Array.from(
      root(el).querySelectorAll<HTMLInputElement>('input[name^="style-"]'),
    ).map((r) => r.closest('label')!.lastElementChild!.textContent)
    expect(styles).to.deep.equal(['Round', 'Large', 'Text (stacked)', 'Text (grid)', 'Emoji'])
    for (const r of root(el).querySelectorAll('input[name^="style-"]'))
      expect(r.hasAttribute('aria-label')).to.equal(false)
    typeRadio(el, 'emoji').click()
    await waitFor(() => root(el).querySelectorAll('[data-option] select').length === 2)
    typeRadio(el, 'QUIZ').click()
    await waitForText(el, EMOJI_QUIZ_MESSAGE)
    expect(typeRadio(el, 'POLL').checked).to.equal(true)
    expect(text(el)).to.include('Poll Formatting')
  })

  it('adds a card at a position, moves a card, takes one live and deletes one (BLD-19, 20, 21, 23)', async () => {
    const el = await open()
    const position = await field(el, 'Add card to position:')
    expect(position.value).to.equal('4')
    expect(position.max).to.equal('4')
    await fill(position, '1')
    const type = root(el).querySelector<HTMLSelectElement>('#add-type')!
    type.value = 'POLL'
    type.dispatchEvent(new Event('change', { bubbles: true }))
    ;(await button(el, 'Add Card')).click()
    await waitFor(() => tiles(el).length === 4)
    expect(heading(el)).to.equal('Card 1 / 3')
    expect(tiles(el)[0]!.textContent).to.include('Poll')
    // The new card is empty: adding another one is refused.
    ;(await button(el, 'Add Card')).click()
    await waitForText(el, REQUIRED_FIELDS_MESSAGE)
    expect(tiles(el)).to.have.length(4)
    dismissToasts(el)
    await fill(await field(el, 'Question'), 'New poll')
    await fill(answers(el)[0]!, 'A')
    await fill(answers(el)[1]!, 'B')
    await fill(answers(el)[2]!, 'C')

    // Move card 1 to position 3: the quiz (was 2) becomes 1.
    await fill(await field(el, 'Move card:'), '1')
    await fill(await field(el, 'to position:'), '3')
    ;(await button(el, 'Move')).click()
    await waitFor(() => tiles(el)[0]!.textContent!.startsWith('3'))
    expect(tiles(el)[1]!.textContent!.startsWith('1')).to.equal(true)

    // The story (not live) joins the embed at the end.
    const story = tiles(el)[3]!
    expect(story.textContent).to.include('Not live')
    story.querySelector<HTMLButtonElement>('button[aria-label="Add to Embed"]')!.click()
    await waitFor(() => tiles(el)[3]!.textContent!.startsWith('4'))
    expect(heading(el)).to.equal('Card 3 / 4')
    tiles(el)[3]!
      .querySelector<HTMLButtonElement>('button[aria-label="Remove from Embed"]')!
      .click()
    await waitFor(() => tiles(el)[3]!.textContent!.includes('Not live'))

    // Delete the poll of the fixture (third tile), after the confirmation.
    tiles(el)[2]!.querySelector<HTMLButtonElement>('button[aria-label^="Delete card"]')!.click()
    const dialog = await waitFor(() => root(el).querySelector('dialog[open]'))
    expect(dialog.textContent).to.include('Best season?')
    ;(await button(dialog, 'Delete')).click()
    await waitFor(() => tiles(el).length === 3)
    expect(tiles(el).map((t) => t.textContent)).to.not.include.members(['Best season?'])
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('the selector shows 10 cards a page; the page follows the selected card (BLD-14)', async () => {
    const pages = suite.state.loaded.contents.pages
    const quiz = pages[0]!
    for (let n = 0; n < 9; n++)
      pages.push({
        ...quiz,
        contentUUID: `c-extra-${n}`,
        queuePosition: 2 + n,
        contentProperties: { ...quiz.contentProperties, title: `Extra ${n + 1}` },
      })
    const el = mountBuilder('customize')
    await waitFor(() => heading(el) === 'Card 1 / 11')
    expect(tiles(el)).to.have.length(10)
    expect((await button(el, 'Previous')).disabled).to.equal(true)
    ;(await button(el, 'Next')).click()
    await waitForText(el, 'Page 2 of 2')
    expect(tiles(el)).to.have.length(2)
    expect(tiles(el)[1]!.textContent).to.include('Extra 9')
    tileButton(el, 1).click()
    await waitFor(() => heading(el) === 'Card 11 / 11')
    expect(tiles(el)[1]!.querySelector('[aria-current="true"]')).to.not.equal(null)
  })
})
