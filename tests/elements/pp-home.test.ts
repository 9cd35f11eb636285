// pp-home (HOME-01..11): the permission rule of the Ad Metrics section, the toggle's revenueType,
// the filters' form fields, the date cutoff, totals and the previous-period change, the tables'
// paging and links, an error per section, empty states, the newer portal redirect, 404.
import { expect } from '@esm-bundle/chai'
import { MAX_RANGE_DAYS } from '../../src/areas/analytics/lib/metrics-rules'
import { defaultAdMetricRange, lastSelectableDay } from '../../src/core/date-cutoff'
import {
  ACCOUNT,
  analyticsApi,
  callsTo,
  field1,
  formOf,
  questionRows,
  revenueReply,
  type AnalyticsRoutes,
} from './analytics-fixtures'
import {
  accessibilityProblems,
  build,
  button,
  cleanBody,
  findLink,
  fixClock,
  loadElement,
  mount,
  ready,
  root,
  spyEvents,
  text,
  waitFor,
  waitForText,
} from './helpers'

const section = (el: HTMLElement, name: string) =>
  root(el).querySelector<HTMLElement>(`[data-section="${name}"]`)
const card = (el: HTMLElement, title: string) =>
  root(el).querySelector<HTMLElement>(`[data-metric-card="${title}"]`)
const totalOf = (el: HTMLElement, title: string) =>
  card(el, title)?.querySelector('[data-total]')?.textContent ?? ''
const panel = (el: HTMLElement) => root(el).querySelector<HTMLElement>('[role="dialog"]')
const dialog = (el: HTMLElement) => root(el).querySelector<HTMLDialogElement>('dialog[open]')

describe(`pp-home (${build})`, () => {
  let api: ReturnType<typeof analyticsApi>
  let spy: ReturnType<typeof spyEvents>

  before(() => loadElement('pp-home'))
  beforeEach(() => {
    spy = spyEvents()
  })
  afterEach(() => {
    for (const el of Array.from(document.querySelectorAll('pp-home')))
      dialog(el as HTMLElement)?.close()
    api?.restore()
    spy.stop()
    cleanBody()
  })

  function open(
    routes: AnalyticsRoutes = {},
    permissions: string[] = ['home.adMetrics'],
    extra: Record<string, string> = {},
  ) {
    api = analyticsApi(routes)
    return mount('pp-home', {
      route: '/dashboard/home',
      'account-uuid': ACCOUNT,
      'user-uuid': 'usr-home',
      permissions: JSON.stringify(permissions),
      ...extra,
    })
  }

  it('shows every section with totals, the previous-period change and the data note', async () => {
    const el = open()
    await waitFor(() => totalOf(el, 'Revenue') && totalOf(el, 'Story Clicks'))
    const { start, end } = defaultAdMetricRange(new Date())
    // Seven days of the fixtures' daily values (CORE-12 formats).
    expect(totalOf(el, 'Revenue')).to.equal('$843.50')
    expect(totalOf(el, 'CPM')).to.equal('$3.01')
    expect(totalOf(el, 'Impressions')).to.equal('280,000')
    expect(totalOf(el, 'Question Responses')).to.equal('2,100')
    expect(totalOf(el, 'Average In-View %')).to.equal('62.50%')
    expect(totalOf(el, 'Unique Engaged Users')).to.equal('560')
    // Revenue doubled against the previous period: +100%.
    expect(card(el, 'Revenue')!.querySelector('[data-change]')!.textContent).to.contain('+100.00%')
    for (const name of ['Ad Metrics', 'Content Engagement', 'Embed Engagement', 'Story Engagement'])
      expect(section(el, name), name).to.not.equal(null)
    expect(text(el)).to.contain(
      'Data updates daily at approximately 4 PM EST. All data is in EST. Data is final for billing after the 7th day of the following month.',
    )
    // HOME-08: form-encoded POSTs with the account, the CORE-15 range, viewType and topRank 5.
    const revenue = callsTo(api.calls, 'revenueDetail')[0]!
    expect(revenue.contentType).to.contain('application/x-www-form-urlencoded')
    expect(formOf(revenue)).to.deep.include({
      accountUUID: [ACCOUNT],
      startDate: [start],
      endDate: [end],
    })
    expect(field1(revenue, 'revenueType')).to.equal(undefined)
    expect(field1(callsTo(api.calls, 'topQuestions')[0]!, 'topRank')).to.equal('5')
    expect(field1(callsTo(api.calls, 'topStories')[0]!, 'topRank')).to.equal('5')
    expect(field1(callsTo(api.calls, 'clicksDetailed')[0]!, 'dataType')).to.equal('storyclicks')
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('makes no revenue call and shows no Ad Metrics without home.adMetrics', async () => {
    const el = open({}, ['manageEmbeds'])
    await waitFor(() => totalOf(el, 'Question Responses'))
    await api.answered()
    expect(section(el, 'Ad Metrics')).to.equal(null)
    expect(callsTo(api.calls, 'revenueDetail')).to.have.length(0)
    expect(callsTo(api.calls, 'revenueTotal')).to.have.length(0)
    expect(text(el)).to.not.contain('Revenue')
  })

  it('a mocked session passes without the permission', async () => {
    const el = open({}, [], { mocked: 'true' })
    await waitFor(() => totalOf(el, 'Revenue'))
    expect(callsTo(api.calls, 'revenueDetail')).to.have.length(1)
  })

  it('the toggle sends revenueType and the View details links carry it', async () => {
    const el = open()
    await waitFor(() => totalOf(el, 'Revenue'))
    const radio = (label: string) =>
      Array.from(section(el, 'Ad Metrics')!.querySelectorAll<HTMLInputElement>('input')).find(
        (input) => input.closest('label')?.textContent === label,
      )!
    expect(radio('All Ads').checked).to.equal(true)
    radio('Video Ads').click()
    await waitFor(() => callsTo(api.calls, 'revenueDetail').length === 2)
    expect(field1(callsTo(api.calls, 'revenueDetail')[1]!, 'revenueType')).to.equal('VIDEO')
    radio('Display Ads').click()
    await waitFor(() => callsTo(api.calls, 'revenueDetail').length === 3)
    expect(field1(callsTo(api.calls, 'revenueDetail')[2]!, 'revenueType')).to.equal('DISPLAY')
    // Only the ad calls follow the toggle.
    expect(callsTo(api.calls, 'questionsDetailed')).to.have.length(1)
    const link = await waitFor(() => findLink(card(el, 'CPM')!, 'View details: CPM'))
    expect(link.getAttribute('href')).to.equal(
      '/dashboard/analytics/detail/cpm?revenueType=DISPLAY',
    )
    link.click()
    expect(spy.paths()).to.deep.equal(['/dashboard/analytics/detail/cpm?revenueType=DISPLAY'])
    radio('All Ads').click()
    await waitFor(() => callsTo(api.calls, 'revenueDetail').length === 4)
    expect(field1(callsTo(api.calls, 'revenueDetail')[3]!, 'revenueType')).to.equal(undefined)
    expect(
      findLink(card(el, 'Impressions')!, 'View details: Impressions')!.getAttribute('href'),
    ).to.equal('/dashboard/analytics/detail/impression')
  })

  it('a site filter applied reaches every metric call as repeated form fields', async () => {
    const el = open()
    await waitFor(() => totalOf(el, 'Revenue'))
    const before = api.calls.length
    ;(await button(el, /^Sites /)).click()
    await waitFor(() => panel(el)?.querySelectorAll('input[type="checkbox"]').length === 2)
    // Sorted by name: Daily Planet, Gotham Gazette.
    panel(el)!.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')[1]!.click()
    ;(await button(panel(el)!, 'Apply')).click()
    await waitFor(() => callsTo(api.calls.slice(before), 'topStories').length === 1)
    for (const route of [
      'revenueDetail',
      'questionsDetailed',
      'topQuestions',
      'inViewDetailed',
      'usersDetailed',
      'clicksDetailed',
      'topStories',
    ] as const) {
      const call = callsTo(api.calls.slice(before), route)[0]
      expect(call, route).to.not.equal(undefined)
      expect(formOf(call!).sites, route).to.deep.equal(['site-2'])
    }
    ;(await button(el, /^Devices /)).click()
    await waitFor(() => panel(el))
    const mobile = Array.from(
      panel(el)!.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'),
    ).find((b) => b.closest('label')?.textContent === 'Mobile')!
    mobile.click()
    ;(await button(panel(el)!, 'Apply')).click()
    await waitFor(() =>
      callsTo(api.calls, 'usersDetailed').some((c) => formOf(c).devices?.[0] === 'MOBILE'),
    )
    const last = callsTo(api.calls, 'usersDetailed').at(-1)!
    expect(formOf(last)).to.deep.include({ sites: ['site-2'], devices: ['MOBILE'] })
  })

  it('the countries follow the range, and a country filter is sent', async () => {
    const el = open()
    await waitFor(() => callsTo(api.calls, 'countries').length === 1)
    const { start, end } = defaultAdMetricRange(new Date())
    expect(callsTo(api.calls, 'countries')[0]!.path).to.contain(`startDate=${start}&endDate=${end}`)
    ;(await button(el, /^Countries /)).click()
    await waitFor(() => panel(el)?.querySelectorAll('input[type="checkbox"]').length === 3)
    const canada = Array.from(
      panel(el)!.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'),
    ).find((b) => b.closest('label')?.textContent === 'Canada')!
    canada.click()
    ;(await button(panel(el)!, 'Apply')).click()
    await waitFor(() =>
      callsTo(api.calls, 'inViewDetailed').some((c) => formOf(c).countries?.[0] === 'CA'),
    )
  })

  it('a failing list names itself under the filters; Try again loads it', async () => {
    let fail = true
    const el = open({
      countries: () =>
        fail
          ? { status: 500, body: { error: { code: 'x', message: 'x', fields: [] } } }
          : { body: { countries: { FR: 'France' } } },
    })
    const filters = await waitFor(() =>
      root(el).querySelector<HTMLElement>('[data-analytics-filters]'),
    )
    await waitFor(() => filters.textContent!.includes('There was an issue fetching your countries'))
    // The metrics still load.
    await waitFor(() => totalOf(el, 'Question Responses'))
    fail = false
    ;(await button(filters, 'Try again')).click()
    await waitFor(() => !filters.textContent!.includes('There was an issue fetching'))
    ;(await button(el, /^Countries /)).click()
    await waitFor(() => panel(el)?.textContent?.includes('France'))
  })

  it('#7: the default range is the last 7 days to the last day with data, and says so', async () => {
    const undo = fixClock('2026-11-27T22:00:00Z') // 5 PM EST: data through yesterday
    try {
      const el = open()
      await waitFor(() => totalOf(el, 'Revenue'))
      expect((await button(el, /^Date range /)).textContent).to.equal('Nov 20 – 26, 2026')
      expect(text(el)).to.contain('Data through Nov 26, 2026.')
    } finally {
      undo()
    }
  })

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
    await waitFor(() => callsTo(api.calls, 'revenueDetail').length === 2)
    for (const route of ['revenueDetail', 'questionsDetailed', 'topStories'] as const) {
      const call = callsTo(api.calls, route).at(-1)!
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
    await api.answered()
    expect(totalOf(el, 'Question Responses')).to.equal('42')
  })

  it('one failing call shows its error in its card; the others still show; Try again loads it', async () => {
    let fail = true
    const el = open({
      usersDetailed: () =>
        fail
          ? { status: 500, body: { error: { code: 'x', message: 'x', fields: [] } } }
          : {
              body: {
                total: { aggregate: 9, previous: 3 },
                series: { by_date: {}, previous_by_date: null },
                table: [],
              },
            },
      topStories: { status: 500, body: { error: { code: 'x', message: 'x', fields: [] } } },
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
      revenueDetail: (call) =>
        fail
          ? { status: 500, body: { error: { code: 'x', message: 'x', fields: [] } } }
          : revenueReply(call, 10, 1000),
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
    expect(spy.paths()).to.deep.equal(['/dashboard/embeds/analytics/embedcontent?embed=emb-2'])
    const details = findLink(el, 'View details: Top Answered Questions')
    expect(details?.getAttribute('href')).to.equal(
      '/dashboard/analytics/detail/topquestionsanswered',
    )
  })

  it('leaves for the newer portal home when new-portal-url is set', async () => {
    const el = open({}, ['home.adMetrics'], { 'new-portal-url': '/demo/new-portal' })
    await waitFor(() => spy.paths().length === 1)
    expect(spy.paths()[0]).to.equal(`${location.origin}/demo/new-portal`)
    await ready(el)
    expect(callsTo(api.calls, 'revenueDetail')).to.have.length(0)
  })

  it('any other path under /dashboard/home is /error/404', async () => {
    open()
    const el = document.querySelector('pp-home')!
    el.setAttribute('route', '/dashboard/home/nothing')
    await waitFor(() => spy.paths().includes('/error/404'))
  })
})
