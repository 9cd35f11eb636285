// pp-analytics table-only pages (ANA-10, ANA-11): the query, the columns, 15 ranked rows a page,
// rows opening the embed's analytics, the range, and the fetch error naming the list.
import { expect } from '@esm-bundle/chai'
import { build, root, waitFor, waitForText } from './page'
import { accessibilityProblems, button } from './queries'
import {
  analyticsSuite,
  DETAIL,
  markedRows,
  openAnalytics,
  stubAnalytics,
} from './analytics-fixtures'
import { metricCalls } from '../../src/contracts/metrics/metrics'
import { pathOf } from './contract-stubs'

const QUESTIONS = pathOf(metricCalls.topQuestions)
const STORIES = pathOf(metricCalls.topStories)

const questionRows = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    rank: i + 1,
    question: `Question number ${i + 1}?`,
    answers: 2000 - i * 10,
    embed_uuid: `emb-${(i % 3) + 1}`,
    embed_name: `Embed ${(i % 3) + 1}`,
  }))

describe(`pp-analytics top pages (${build})`, () => {
  const s = analyticsSuite()

  const calls = s.posted
  const bodyRows = (el: HTMLElement) => markedRows(el, 'data-rank')
  const headers = (el: HTMLElement) =>
    Array.from(root(el).querySelectorAll('thead th')).map((th) => th.textContent?.trim())

  it('ANA-11: Top Questions Answered — rank, question, answers, embed; 15 a page; rows open the embed', async () => {
    s.api = stubAnalytics({ [`POST ${QUESTIONS}`]: { body: { rows: questionRows(20) } } })
    const el = openAnalytics(`${DETAIL}/topquestionsanswered`, [])
    await waitFor(() => root(el).querySelector('h1')?.textContent === 'Top Questions Answered')
    await waitFor(() => bodyRows(el).length === 15)
    expect(headers(el)).to.deep.equal(['Rank', 'Top Answered Questions', 'Answers', 'Embed'])
    const query = calls(QUESTIONS)[0]!
    expect(query).to.include({ accountUUID: 'acc-ana', topRank: '15' })
    expect(query.startDate).to.match(/^\d{4}-\d{2}-\d{2}$/)
    expect(query).to.not.have.any.keys('viewType', 'sites', 'dataType')
    expect(bodyRows(el)[0]!.textContent).to.contain('Question number 1?').and.contain('2,000')
    // Only the date range filters these pages; no Export (the spec lists none for them).
    expect(root(el).querySelector('[role="tab"]')).to.equal(null)
    expect(
      Array.from(root(el).querySelectorAll('button')).some((b) =>
        /Export/.test(b.textContent ?? ''),
      ),
    ).to.equal(false)

    const link = bodyRows(el)[1]!.querySelector('a')!
    expect(link.textContent).to.equal('Embed 2')
    expect(link.getAttribute('href')).to.equal(
      '/dashboard/embeds/analytics/embedcontent?embed=emb-2',
    )
    ;(await button(el, 'Next')).click()
    await waitFor(() => bodyRows(el).length === 5)
    expect(bodyRows(el)[0]!.getAttribute('data-rank')).to.equal('16')
    bodyRows(el)[0]!.querySelector('a')!.click()
    await waitFor(() =>
      s.spy.paths().includes('/dashboard/embeds/analytics/embedcontent?embed=emb-1'),
    )
    // A click anywhere on a row opens its embed too (the whole row stands for it), once.
    const before = s.spy.paths().length
    bodyRows(el)[1]!.querySelector<HTMLElement>('td')!.click()
    await waitFor(() => s.spy.paths().length === before + 1)
    expect(s.spy.paths().at(-1)).to.equal('/dashboard/embeds/analytics/embedcontent?embed=emb-2')
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('ANA-10: Most Clicked Stories — rank, story, clicks, embed; a new range asks again', async () => {
    s.api = stubAnalytics({
      [`POST ${STORIES}`]: {
        body: {
          rows: [
            {
              rank: 1,
              title: 'Ten things to do',
              clicks: 1500,
              embed_uuid: 'emb-1',
              embed_name: 'Morning Trivia',
            },
          ],
        },
      },
    })
    const el = openAnalytics(`${DETAIL}/topstoryclicks`, [])
    await waitFor(() => bodyRows(el).length === 1)
    expect(root(el).querySelector('h1')?.textContent).to.equal('Most Clicked Stories')
    expect(headers(el)).to.deep.equal(['Rank', 'Story', 'Clicks', 'Embed'])
    expect(bodyRows(el)[0]!.textContent).to.contain('1,500')
    ;(await button(el, /^Date range /)).click()
    const dialog = await waitFor(() => root(el).querySelector<HTMLDialogElement>('dialog[open]'))
    ;(await button(dialog, 'Last 90 days')).click()
    ;(await button(dialog, 'Apply')).click()
    await waitFor(() => calls(STORIES).length === 2)
    expect(calls(STORIES)[1]!.startDate < calls(STORIES)[0]!.startDate).to.equal(true)
  })

  it('ANA-16: a failed list names it', async () => {
    s.api = stubAnalytics({
      [`POST ${STORIES}`]: {
        status: 500,
        body: { error: { code: 'x', message: 'x', fields: [] } },
      },
    })
    const el = openAnalytics(`${DETAIL}/topstoryclicks`, [])
    await waitForText(el, 'There was an issue fetching your stories')
  })
})
