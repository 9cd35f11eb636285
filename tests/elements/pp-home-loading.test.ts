// pp-home (HOME-02..11): the date cutoff, newer filters aborting older calls, an error per
// section, empty states, and the tables' paging and links.
import { expect } from '@esm-bundle/chai'
import { MAX_RANGE_DAYS } from '../../src/areas/analytics/lib/metrics-rules'
import { lastSelectableDay } from '../../src/core/date-cutoff'
import { callsTo, formOf, questionRows, revenueReply } from './analytics-fixtures'
import { build, root, waitFor, waitForText } from './page'
import { button, findLink } from './queries'
import { failed } from './fake-api'
import { card, dialog, homeSuite, panel, section, totalOf } from './home-fixtures'

describe(`pp-home (${build})`, () => {
  const { suite, open } = homeSuite()

  it('the date picker stops at the 4 PM cutoff, and a preset changes every call', async () => {
    const el = open()
    await waitFor(() => totalOf(el, 'Revenue'))
    const last = lastSelectableDay(new Date())
    const trigger = await button(el, /^Date range /)
    trigger.click()
    await waitFor(() => dialog(el)?.querySelector('[role="grid"]'))
    const day = (iso: string) =>
      dialog(el)!.querySelector<HTMLButtonElement>(`[data-day="${iso}"] button`)
    const after = new Date(Date.parse(`${last}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
    expect(day(last)!.disabled).to.equal(false)
    // The day after the cutoff is disabled (or in a month not shown).
    if (day(after)) expect(day(after)!.disabled).to.equal(true)
    // The server answers at most MAX_RANGE_DAYS: the calendar stops that far back.
    const first = new Date(Date.parse(`${last}T00:00:00Z`) - (MAX_RANGE_DAYS - 1) * 86_400_000)
      .toISOString()
      .slice(0, 10)
    const before = new Date(Date.parse(`${first}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10)
    const previous = await button(dialog(el)!, /previous month/i)
    const stops = () => previous.disabled || previous.getAttribute('aria-disabled') === 'true'
    for (let i = 0; i < 30 && !stops(); i++) {
      const shown = dialog(el)!.querySelector('[data-day]')!.getAttribute('data-day')
      previous.click()
      await waitFor(
        () => dialog(el)!.querySelector('[data-day]')!.getAttribute('data-day') !== shown,
      )
    }
    expect(stops()).to.equal(true)
    expect(day(first)!.disabled).to.equal(false)
    if (day(before)) expect(day(before)!.disabled).to.equal(true)
    const next = await button(dialog(el)!, /next month/i)
    for (let i = 0; i < 30 && !day(last); i++) {
      const shown = dialog(el)!.querySelector('[data-day]')!.getAttribute('data-day')
      next.click()
      await waitFor(
        () => dialog(el)!.querySelector('[data-day]')!.getAttribute('data-day') !== shown,
      )
    }
    ;(await button(dialog(el)!, 'Last 30 days')).click()
    ;(await button(dialog(el)!, 'Apply')).click()
    await waitFor(() => !dialog(el))
    const from = new Date(Date.parse(`${last}T00:00:00Z`) - 29 * 86_400_000)
      .toISOString()
      .slice(0, 10)
    await waitFor(() => callsTo(suite.api.calls, 'revenueDetail').length === 2)
    for (const route of ['revenueDetail', 'questionsDetailed', 'topStories'] as const) {
      const call = callsTo(suite.api.calls, route).at(-1)!
      expect(formOf(call), route).to.deep.include({ startDate: [from], endDate: [last] })
    }
    await waitFor(() => totalOf(el, 'Impressions') === '1,200,000')
  })

  it('a newer filter aborts the older calls: the stale answer never shows', async () => {
    const el = open({
      questionsDetailed: {
        body: {
          total: { aggregate: 42, previous: null },
          series: { by_date: {}, previous_by_date: null },
          table: [],
        },
      },
    })
    // The first questions call hangs until released, and tells whether it was aborted.
    const stubbed = window.fetch
    let first: AbortSignal | null = null
    let release: (() => void) | null = null
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input)
      if (!first && url.includes('/questionAnswered/detailed')) {
        first = init?.signal ?? (input instanceof Request ? input.signal : null)
        return new Promise<Response>((resolve) => {
          release = () =>
            resolve(
              new Response(
                JSON.stringify({
                  total: { aggregate: 7777, previous: null },
                  series: { by_date: {}, previous_by_date: null },
                  table: [],
                }),
                { headers: { 'content-type': 'application/json' } },
              ),
            )
        })
      }
      return stubbed(input, init)
    }
    await waitFor(() => first)
    ;(await button(el, /^Devices /)).click()
    await waitFor(() => panel(el))
    panel(el)!.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click()
    ;(await button(panel(el)!, 'Apply')).click()
    await waitFor(() => totalOf(el, 'Question Responses') === '42')
    expect(first!.aborted).to.equal(true)
    release!()
    await suite.api.answered()
    expect(totalOf(el, 'Question Responses')).to.equal('42')
  })

  it('one failing call shows its error in its card; the others still show; Try again loads it', async () => {
    let fail = true
    const el = open({
      usersDetailed: () =>
        fail
          ? failed(500)
          : {
              body: {
                total: { aggregate: 9, previous: 3 },
                series: { by_date: {}, previous_by_date: null },
                table: [],
              },
            },
      topStories: failed(500),
    })
    await waitForText(el, 'There was an issue fetching your Unique Engaged Users')
    await waitForText(el, 'There was an issue fetching your stories')
    await waitFor(() => totalOf(el, 'Average In-View %') && totalOf(el, 'Revenue'))
    expect(totalOf(el, 'Unique Engaged Users')).to.equal('')
    fail = false
    ;(await button(card(el, 'Unique Engaged Users')!, 'Try again')).click()
    await waitFor(() => totalOf(el, 'Unique Engaged Users') === '9')
    expect(
      card(el, 'Unique Engaged Users')!.querySelector('[data-change]')!.textContent,
    ).to.contain('+200.00%')
  })

  it('the revenue failure names Ad Metrics once for its three charts; Try again loads them', async () => {
    let fail = true
    const el = open({
      revenueDetail: (call) => (fail ? failed(500) : revenueReply(call, 10, 1000)),
    })
    await waitFor(() => section(el, 'Ad Metrics')?.querySelector('[role="alert"]'))
    const ads = section(el, 'Ad Metrics')!
    expect(ads.querySelectorAll('[role="alert"]')).to.have.length(1)
    expect(ads.textContent).to.contain('There was an issue fetching your Ad Metrics')
    await waitFor(() => totalOf(el, 'Question Responses'))
    fail = false
    ;(await button(ads, 'Try again')).click()
    await waitFor(() => totalOf(el, 'CPM') === '$10.00')
  })

  it('empty answers show the empty chart and the empty tables', async () => {
    const empty = {
      body: {
        total: { aggregate: 0, previous: 0 },
        series: { by_date: {}, previous_by_date: {} },
        table: [],
      },
    }
    const el = open({
      questionsDetailed: empty,
      topQuestions: { body: { rows: [] } },
      topStories: { body: { rows: [] } },
    })
    await waitForText(el, 'No questions answered in this period.')
    await waitForText(el, 'No story clicks in this period.')
    expect(card(el, 'Question Responses')!.textContent).to.contain('No data for this period.')
    expect(totalOf(el, 'Question Responses')).to.equal('0')
  })

  it('the top tables page by 5 and link rows to the embed analytics', async () => {
    const el = open({ topQuestions: { body: { rows: questionRows(7) } } })
    const table = await waitFor(() =>
      root(el).querySelector<HTMLElement>('table[aria-label="Top Answered Questions"]'),
    )
    await waitFor(() => table.querySelectorAll('tbody tr[data-rank]').length === 5)
    const heads = Array.from(table.querySelectorAll('thead th')).map((th) => th.textContent)
    expect(heads).to.deep.equal(['Rank', 'Question', 'Answers', 'Embed'])
    const stories = root(el).querySelector('table[aria-label="Top Stories"]')!
    expect(
      Array.from(stories.querySelectorAll('thead th')).map((th) => th.textContent),
    ).to.deep.equal(['Rank', 'Story', 'Clicks', 'Embed'])
    const pager = root(el).querySelector<HTMLElement>(
      'nav[aria-label="Top Answered Questions pages"]',
    )!
    expect(pager.textContent).to.contain('1–5 of 7')
    ;(await button(pager, 'Next')).click()
    await waitFor(() => table.querySelectorAll('tbody tr[data-rank]').length === 2)
    expect(table.querySelector('tbody tr')!.getAttribute('data-rank')).to.equal('6')
    const link = findLink(table, 'Sports Poll')!
    expect(link.getAttribute('href')).to.equal(
      '/dashboard/embeds/analytics/embedcontent?embed=emb-2',
    )
    link.click()
    expect(suite.spy.paths()).to.deep.equal([
      '/dashboard/embeds/analytics/embedcontent?embed=emb-2',
    ])
    const details = findLink(el, 'View details: Top Answered Questions')
    expect(details?.getAttribute('href')).to.equal(
      '/dashboard/analytics/detail/topquestionsanswered',
    )
  })
})
