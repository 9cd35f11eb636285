// pp-embeds embed content analytics (EMB-25..31, EMB-34): the request and its filters, sort and
// paging, the cards (percentages, correct answer, story clicks, descriptions), the Edit rules,
// the edit-embed call to action, the picker without an embed, and the empty, error and 404 states.
import { expect } from '@esm-bundle/chai'
import { build, mount, root, text, waitFor, waitForText } from './page'
import {
  accessibilityProblems,
  button,
  field,
  fill,
  findButton,
  findLink,
  retryAfter,
} from './queries'
import { failed, stubApi, type StubCall } from './fake-api'
import { elementSuite } from './fixtures'
import { embedMetricCalls } from '../../src/contracts/accounts/embed-metrics'
import { embedCalls } from '../../src/contracts/accounts/embeds'
import { pathOf } from './contract-stubs'
import { expectDefaultRange, newYorkDay } from './embed-metrics-fixtures'

const ACCOUNT = 'acc-emb'
const EMBED = 'emb-1'
const METRICS = pathOf(embedMetricCalls.cards, { embedUUID: EMBED })
const NAMES = pathOf(embedCalls.map, { accountUUID: ACCOUNT })
const ROUTE = `/dashboard/embeds/analytics/embedcontent?embed=${EMBED}`
const LONG = `${'How many moons does each planet of the solar system have, counted '.repeat(4)}today?`

function option(id: string, text: string, chosen: number, correct = false) {
  return {
    optionUUID: id,
    text,
    emoji: null,
    imageURL: null,
    correctOption: correct,
    numOfTimesChosen: chosen,
  }
}

const QUIZ = {
  contentUUID: 'c-quiz',
  contentType: 'QUIZ',
  contentLive: true,
  queuePosition: 0,
  title: 'What is the capital of France?',
  storyURL: null,
  imageURL: null,
  created: '2026-10-01T10:00:00Z',
  engagement: 3,
  totalNumberAnswered: 3,
  clicks: 0,
  options: [option('o1', 'Paris', 2, true), option('o2', 'Lyon', 1), option('o3', 'Nice', 0)],
}
const POLL = {
  ...QUIZ,
  contentUUID: 'c-poll',
  contentType: 'POLL',
  contentLive: false,
  queuePosition: null,
  title: LONG,
  options: [option('p1', 'Yes', 1, true), option('p2', 'No', 2)],
}
const STORY = {
  ...QUIZ,
  contentUUID: 'c-story',
  contentType: 'STORY',
  queuePosition: 2,
  title: 'Ten things to do this weekend',
  storyURL: 'https://news.example/weekend',
  totalNumberAnswered: 0,
  clicks: 41,
  options: [],
}

describe(`pp-embeds analytics (${build})`, () => {
  let reply: (call: StubCall) => { status?: number; body?: unknown }
  let total: number

  const suite = elementSuite('pp-embeds', () => {
    total = 3
    reply = (call) => {
      const body = JSON.parse(call.body!) as { page: number }
      return {
        body: {
          contents: [QUIZ, POLL, STORY],
          currentPage: body.page,
          totalRows: total,
          totalPages: Math.ceil(total / 20),
          lastUpdatedAt: '2026-11-26T14:00:00Z',
        },
      }
    }
    return stubApi({
      [`POST ${METRICS}`]: (call) => reply(call),
      [`GET ${NAMES}`]: { body: { embeds: { [EMBED]: 'Morning Trivia', 'emb-2': 'Sports Poll' } } },
    })
  })

  function open(permissions: string[] = ['manageEmbeds'], extra: Record<string, string> = {}) {
    return mount('pp-embeds', {
      route: ROUTE,
      'account-uuid': ACCOUNT,
      'user-uuid': 'usr-1',
      permissions: JSON.stringify(permissions),
      ...extra,
    })
  }
  const bodies = () =>
    suite.api.calls
      .filter((c) => c.method === 'POST' && c.path === METRICS)
      .map((c) => JSON.parse(c.body!) as Record<string, unknown>)
  const lastBody = () => bodies().at(-1)!
  const cards = (el: HTMLElement) =>
    Array.from(root(el).querySelectorAll<HTMLElement>('[data-card]'))
  const card = (el: HTMLElement, id: string) =>
    root(el).querySelector<HTMLElement>(`[data-card="${id}"]`)!

  it('asks for the last 7 days (today − 6 through today, New York) in embed order, page 1', async () => {
    const el = open()
    await waitFor(() => bodies().length === 1)
    expect(lastBody()).to.deep.equal({
      keyword: null,
      orderBy: 'QUEUE_POSITION',
      orderDirection: 'ASC',
      startDate: newYorkDay(6),
      endDate: newYorkDay(0),
      contentTypes: [],
      contentLive: null,
      page: 1,
    })
    await waitFor(() => cards(el).length === 3)
  })

  it('#7 EMB-27: the default range is the last 7 days to today (hourly data), and says so', async () => {
    await expectDefaultRange(open)
  })

  it('shows the header with the embed name, Total Cards, the EST time and the cards', async () => {
    const el = open()
    await waitFor(() => cards(el).length === 3)
    // EMB-34: the page names itself; the header and the embed's name are its breadcrumb, whose
    // Trivia & Polls leads back to the library.
    expect(root(el).querySelector('h1')!.textContent).to.equal('Embed Analytics')
    const trail = root(el).querySelector('nav[aria-label="Breadcrumb"]')!
    await waitFor(() => trail.textContent === 'Trivia & Polls > Configuration > Morning Trivia')
    const back = trail.querySelector('a')!
    expect(back.textContent).to.equal('Trivia & Polls')
    back.click()
    await waitFor(() => suite.spy.paths().at(-1) === '/dashboard/embeds')
    expect(text(el)).to.contain('Total Cards (3)')
    expect(text(el)).to.contain('Last updated: Nov 26, 2026, 9:00 AM EST')
    // Quiz: whole-number percentages of chosen over total, the correct answer marked.
    const quiz = card(el, 'c-quiz')
    expect(quiz.textContent).to.contain('Quiz')
    expect(quiz.textContent).to.contain('Live')
    expect(quiz.textContent).to.contain('Position 1')
    const options = Array.from(quiz.querySelectorAll('[data-option]')).map((o) => o.textContent)
    expect(options[0]).to.contain('Paris').and.contain('Correct answer').and.contain('67%')
    expect(options[1]).to.contain('Lyon').and.contain('33%').and.not.contain('Correct answer')
    expect(options[2]).to.contain('0%')
    // A poll has no correct answer, even if the option says so.
    expect(card(el, 'c-poll').textContent).to.not.contain('Correct answer')
    expect(card(el, 'c-poll').textContent).to.contain('Not live')
    // Story: clicks and the story-clicks report.
    const story = card(el, 'c-story')
    expect(story.textContent).to.contain('41 clicks')
    const link = findLink(story, 'View story clicks')!
    const storyClicks = `/dashboard/analytics/detail/storyclicks?from=embedcontent&embed=${EMBED}`
    expect(link.getAttribute('href')).to.equal(storyClicks)
    link.click()
    await waitFor(() => suite.spy.paths().includes(storyClicks))
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('expands a description over 200 characters and collapses it again', async () => {
    const el = open()
    await waitFor(() => cards(el).length === 3)
    const poll = card(el, 'c-poll')
    const heading = poll.querySelector('h3')!
    expect(heading.textContent!.length).to.be.at.most(201)
    expect(heading.textContent).to.match(/…$/)
    const more = findButton(poll, 'Show more')!
    expect(more.getAttribute('aria-expanded')).to.equal('false')
    more.click()
    await waitFor(() => heading.textContent === LONG)
    expect(findButton(poll, 'Show less')!.getAttribute('aria-expanded')).to.equal('true')
    findButton(poll, 'Show less')!.click()
    await waitFor(() => heading.textContent !== LONG)
    // A short one has no toggle.
    expect(findButton(card(el, 'c-quiz'), 'Show more')).to.equal(null)
  })

  it('sends the sort, the keyword (after typing stops) and one state as contentLive, from page 1', async () => {
    total = 45
    const el = open()
    await waitFor(() => cards(el).length === 3)
    ;(await button(el, 'Next')).click()
    await waitFor(() => lastBody().page === 2)

    const sort = root(el).querySelector('select')!
    sort.value = 'Engagement'
    sort.dispatchEvent(new Event('change', { bubbles: true }))
    await waitFor(() => lastBody().orderBy === 'ENGAGEMENT')
    expect(lastBody()).to.include({ orderDirection: 'DESC', page: 1 })

    await fill(await field(el, 'Search cards'), 'capital')
    await waitFor(() => lastBody().keyword === 'capital')
    expect(lastBody()).to.include({ orderBy: 'ENGAGEMENT', page: 1 })

    ;(await button(el, /^State /)).click()
    const panel = await waitFor(() => root(el).querySelector<HTMLElement>('[role="dialog"]'))
    const online = Array.from(panel.querySelectorAll('label')).find(
      (l) => l.textContent === 'Online',
    )!
    online.querySelector('input')!.click()
    ;(await button(panel, 'Apply')).click()
    await waitFor(() => lastBody().contentLive === true)
    expect(lastBody()).to.include({ keyword: 'capital', page: 1 })
  })

  it('Anytime sends no dates', async () => {
    const el = open()
    await waitFor(() => cards(el).length === 3)
    ;(await button(el, /^Date range /)).click()
    const dialog = await waitFor(() => root(el).querySelector<HTMLDialogElement>('dialog[open]'))
    // The calendar's chunk loads when the picker is wanted ('Loading the calendar…' until then).
    await waitFor(() => dialog.querySelector('[role="grid"]'))
    const presets = Array.from(dialog.querySelectorAll('ul[aria-label="Presets"] button')).map(
      (b) => b.textContent,
    )
    expect(presets).to.deep.equal([
      'Anytime',
      'Today',
      'Yesterday',
      'Last 7 days',
      'Last 30 days',
      'Last 90 days',
    ])
    // Today (New York) can be chosen, no later day.
    const day = (iso: string) =>
      dialog.querySelector<HTMLButtonElement>(`[data-day="${iso}"] button`)
    expect(day(newYorkDay(0))!.disabled).to.equal(false)
    expect(day(newYorkDay(-1))?.disabled ?? true).to.equal(true)
    ;(await button(dialog, 'Anytime')).click()
    ;(await button(dialog, 'Apply')).click()
    await waitFor(() => lastBody().startDate === null)
    expect(lastBody().endDate).to.equal(null)
    await waitFor(() => (findButton(el, /^Date range /)?.textContent ?? '').includes('Anytime'))
  })

  it('Edit: present with manageEmbeds, enabled only for live queued cards, opens the card in the builder; Edit Embed opens the embed', async () => {
    const el = open()
    await waitFor(() => cards(el).length === 3)
    const quizEdit = findButton(card(el, 'c-quiz'), /^Edit/)!
    const pollEdit = findButton(card(el, 'c-poll'), /^Edit/)!
    expect(quizEdit.disabled).to.equal(false)
    expect(pollEdit.disabled).to.equal(true)
    quizEdit.click()
    await waitFor(() =>
      suite.spy
        .paths()
        .includes(`/dashboard/embeds/management/customize?embed=${EMBED}&card=c-quiz`),
    )
    ;(await button(el, 'Edit Embed')).click()
    await waitFor(() =>
      suite.spy.paths().includes(`/dashboard/embeds/management/placement?embed=${EMBED}`),
    )
  })

  it('without manageEmbeds there is no Edit and no Edit Embed; a mocked session has both', async () => {
    const el = open([])
    await waitFor(() => cards(el).length === 3)
    expect(findButton(el, /^Edit/)).to.equal(null)
    el.remove()
    const mocked = open([], { mocked: '' })
    await waitFor(() => cards(mocked).length === 3)
    expect(findButton(mocked, 'Edit Embed')).to.not.equal(null)
    expect(findButton(card(mocked, 'c-quiz'), /^Edit/)).to.not.equal(null)
  })

  it('shows the empty state when no card matches', async () => {
    reply = () => ({
      body: {
        contents: [],
        currentPage: 1,
        totalRows: 0,
        totalPages: 0,
        lastUpdatedAt: '2026-11-26T14:00:00Z',
      },
    })
    const el = open()
    await waitForText(el, 'No cards match these filters.')
    expect(text(el)).to.contain('Total Cards (0)')
  })

  it('offers Try again after a failure, and loads on retry', async () => {
    let fail = true
    const ok = reply
    reply = (call) => (fail ? failed(500) : ok(call))
    const el = open()
    await retryAfter(el, 'There was an issue fetching your embed analytics', () => (fail = false))
    await waitFor(() => cards(el).length === 3)
  })

  it('another account’s embed (404) goes to the 404 page', async () => {
    reply = () => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } })
    open()
    await waitFor(() => suite.spy.paths().includes('/error/404'))
  })

  it('without an embed in the route offers the account’s embeds and opens the chosen one', async () => {
    const el = mount('pp-embeds', {
      route: '/dashboard/embeds/analytics',
      'account-uuid': ACCOUNT,
      'user-uuid': 'usr-1',
      permissions: '[]',
    })
    const select = await waitFor(() => root(el).querySelector('select'))
    const labels = Array.from(select.options).map((o) => o.textContent)
    expect(labels).to.deep.equal(['Choose an embed', 'Morning Trivia', 'Sports Poll'])
    expect(bodies()).to.have.length(0)
    select.value = 'emb-2'
    select.dispatchEvent(new Event('change', { bubbles: true }))
    await waitFor(() =>
      suite.spy.paths().includes('/dashboard/embeds/analytics/embedcontent?embed=emb-2'),
    )
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })
})
