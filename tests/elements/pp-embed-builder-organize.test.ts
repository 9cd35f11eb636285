// pp-embed-builder, the organize view (issue 9; opened by the customize step's `Organize`):
// live and not-live lists (BLD-39), keyboard moves that keep queue positions, the moved card's
// 3 s highlight, Randomize Content, the not-live search and type filter, pages of ten, and the
// moves reaching the saved body; the Create Labels modal (BLD-40, API-51).
import { expect } from '@esm-bundle/chai'
import { sendKeys } from '@web/test-runner-commands'
import {
  accessibilityProblems,
  build,
  button,
  field,
  fill,
  root,
  text,
  waitFor,
  type ApiReply,
  failed,
  refusedField,
} from './helpers'
import { ACCOUNT, builderSuite, mountBuilder, savedEmbed } from './builder-fixtures'

describe(`pp-embed-builder organize view (${build})`, () => {
  const suite = builderSuite()
  const dialog = (el: HTMLElement) =>
    waitFor(() => root(el).querySelector<HTMLDialogElement>('dialog[open]'))
  const rows = (d: HTMLElement, list: 'live' | 'notLive') =>
    Array.from(d.querySelectorAll<HTMLElement>(`ul[data-list="${list}"] > li`)).map(
      (li) => li.textContent ?? '',
    )
  const sent = suite.sent

  it('moves cards by keyboard between and within the lists; Randomize; the save carries it (BLD-39)', async () => {
    const el = mountBuilder('customize')
    ;(await button(el, 'Organize')).click()
    const d = await dialog(el)
    expect(d.textContent).to.include('Organize Content')
    await waitFor(() => rows(d, 'live').length === 2)
    expect(rows(d, 'live')[0]).to.match(/^1Quiz\s*Largest planet\?/)
    expect(rows(d, 'live')[1]).to.match(/^2Poll\s*Best season\?/)
    expect(rows(d, 'notLive')).to.have.length(1)
    expect(accessibilityProblems(root(el))).to.deep.equal([])

    ;(await button(d, 'Add to Embed: Read the match report')).click()
    await waitFor(() => rows(d, 'live').length === 3)
    expect(rows(d, 'live')[2]).to.include('Read the match report')
    const moved = d.querySelector<HTMLElement>('[data-moved]')!
    expect(moved.textContent).to.include('Read the match report')
    expect(moved.contains(root(el).activeElement)).to.equal(true)

    ;(await button(d, 'Move Read the match report up')).click()
    await waitFor(() => rows(d, 'live')[1]!.includes('Read the match report'))
    expect(root(el).activeElement!.getAttribute('aria-label')).to.equal(
      'Move Read the match report up',
    )
    ;(await button(d, 'Remove from Embed: Largest planet?')).click()
    await waitFor(() => rows(d, 'notLive').length === 1)
    expect(rows(d, 'notLive')[0]).to.include('Largest planet?')
    expect(rows(d, 'live')[0]).to.match(/^1Story/)

    const randomize = d.querySelector<HTMLInputElement>('input[type="checkbox"]')!
    expect(randomize.parentElement!.textContent).to.equal('Randomize Content')
    randomize.click()
    await waitFor(() => !rows(d, 'live')[0]!.startsWith('1'))

    ;(await button(d, 'Done')).click()
    await waitFor(() => !root(el).querySelector('dialog[open]'))
    ;(await button(el, 'Save')).click()
    await waitFor(() => suite.api.calls.some((c) => c.method === 'PUT'))
    const pages = sent().contents.pages.map((p) => [p.contentUUID, p.contentLive, p.queuePosition])
    expect(pages).to.deep.include.members([
      ['c-quiz', false, null],
      ['c-story', true, 0],
      ['c-poll', true, 1],
    ])
    expect(sent().embed.contentOrder).to.equal('RANDOM')
  })

  it('filters and pages the not-live list; the highlight ends after 3 s (BLD-39)', async () => {
    const loaded = savedEmbed()
    const story = loaded.contents.pages[2]!
    for (let i = 1; i <= 11; i++)
      loaded.contents.pages.push({
        ...story,
        contentUUID: `c-extra-${i}`,
        contentType: i % 2 ? 'STORY' : 'POLL',
        contentProperties:
          i % 2
            ? { ...story.contentProperties, title: `Extra story ${i}` }
            : {
                title: `Extra poll ${i}`,
                type: 'text2',
                backgroundColor: 'rgba(48,48,48,0.8)',
                options: [
                  { optionUUID: `x-${i}-1`, text: 'Yes', position: 0 },
                  { optionUUID: `x-${i}-2`, text: 'No', position: 1 },
                ],
              },
      } as (typeof loaded.contents.pages)[number])
    suite.state.loaded = loaded
    const el = mountBuilder('customize')
    ;(await button(el, 'Organize')).click()
    const d = await dialog(el)
    await waitFor(() => rows(d, 'notLive').length === 10)
    expect(d.textContent).to.include('1–10 of 12')
    ;(await button(d, 'Next')).click()
    await waitFor(() => rows(d, 'notLive').length === 2)

    await fill(await field(d, 'Search not-live cards'), 'poll 4')
    await waitFor(() => rows(d, 'notLive').length === 1)
    expect(rows(d, 'notLive')[0]).to.include('Extra poll 4')
    await fill(await field(d, 'Search not-live cards'), '')
    const type = d.querySelector<HTMLSelectElement>('select')!
    type.value = 'POLL'
    type.dispatchEvent(new Event('change', { bubbles: true }))
    await waitFor(() => rows(d, 'notLive').length === 5)
    expect(rows(d, 'notLive').every((r) => r.startsWith('Poll'))).to.equal(true)

    // A card taken off lands on the page that shows it, highlighted for 3 s; the filter that
    // would hide it is cleared.
    ;(await button(d, 'Remove from Embed: Largest planet?')).click()
    const start = performance.now()
    await waitFor(() => rows(d, 'notLive')[0]?.includes('Largest planet?'))
    expect(type.value).to.equal('')
    const row = d.querySelector<HTMLElement>('[data-moved]')!
    expect(row.textContent).to.include('Largest planet?')
    await waitFor(() => !d.querySelector('[data-moved]'), 5000)
    expect(performance.now() - start).to.be.greaterThan(2800)
  })

  it('Create Labels: Enter creates each name through API-51; refusals show; focus returns (BLD-40, EMB-23)', async () => {
    // API-51 answers in turn: created, taken (400 on labelName), then a server failure.
    const replies: ApiReply[] = [
      { status: 201, body: { labelUUID: 'lbl-new', labelName: 'Match Day' } },
      refusedField(400, 'invalid', 'labelName', 'A label with this name already exists'),
      failed(500),
    ]
    const posts: string[] = []
    const stubbed = window.fetch
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      if (
        request.method === 'POST' &&
        new URL(request.url).pathname === `/api/accounts/accounts/${ACCOUNT}/labels`
      ) {
        posts.push(await request.text())
        const reply = replies.shift()!
        return new Response(JSON.stringify(reply.body), {
          status: reply.status,
          headers: { 'content-type': 'application/json' },
        })
      }
      return stubbed(input, init)
    }
    try {
      const el = mountBuilder('customize')
      ;(await button(el, 'Organize')).click()
      const d = await dialog(el)
      const opener = await button(d, 'Create Labels')
      opener.focus()
      await sendKeys({ press: 'Enter' })
      const modal = await waitFor(() =>
        Array.from(root(el).querySelectorAll<HTMLDialogElement>('dialog[open]')).find((x) =>
          x.querySelector('h2')?.textContent?.includes('Create Labels'),
        ),
      )
      const name = await field(modal, 'Label name')
      expect(root(el).activeElement).to.equal(name)
      expect(accessibilityProblems(root(el))).to.deep.equal([])

      // EMB-22's rule first: nothing is sent.
      await sendKeys({ type: 'match-day' })
      await sendKeys({ press: 'Enter' })
      await waitFor(() => modal.textContent!.includes('Enter valid label name'))
      expect(posts).to.deep.equal([])

      await fill(name, '  Match Day ')
      await sendKeys({ press: 'Enter' })
      await waitFor(() => posts.length === 1)
      expect(JSON.parse(posts[0]!)).to.deep.equal({ labelName: 'Match Day' })
      await waitFor(() => text(el).includes('Label created'))
      await waitFor(() => name.value === '')
      expect(modal.querySelector('[aria-label="Created labels"]')!.textContent).to.equal(
        'Match Day',
      )

      await fill(name, 'Sports')
      ;(await button(modal, 'Create Label')).click()
      await waitFor(() => modal.textContent!.includes('A label with this name already exists'))
      expect(name.value).to.equal('Sports')

      await fill(name, 'Weekend')
      await sendKeys({ press: 'Enter' })
      await waitFor(() => text(el).includes('There was an issue creating your label'))
      expect(posts).to.have.length(3)

      // Escape closes only the Create Labels modal; the focus goes back to its opener.
      name.focus()
      await sendKeys({ press: 'Escape' })
      await waitFor(() => !modal.open)
      expect(d.open).to.equal(true)
      await waitFor(() => root(el).activeElement === opener)
    } finally {
      window.fetch = stubbed
    }
  })
})
