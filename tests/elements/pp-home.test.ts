// pp-home (HOME-01..08): the permission rule of the Ad Metrics section, the toggle's revenueType,
// the filters' form fields, totals and the previous-period change, the default range, the newer
// portal redirect and 404.
import { expect } from '@esm-bundle/chai'
import { defaultAdMetricRange } from '../../src/core/date-cutoff'
import { ACCOUNT, callsTo, field1, formOf } from './analytics-fixtures'
import { build, ready, root, text, waitFor } from './page'
import { accessibilityProblems, button, findLink } from './queries'
import { fixClock } from './page-fakes'
import { failed } from './fake-api'
import { applyChoice, card, homeSuite, panel, section, totalOf } from './home-fixtures'

describe(`pp-home (${build})`, () => {
  const { suite, open } = homeSuite()

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
    const revenue = callsTo(suite.api.calls, 'revenueDetail')[0]!
    expect(revenue.contentType).to.contain('application/x-www-form-urlencoded')
    expect(formOf(revenue)).to.deep.include({
      accountUUID: [ACCOUNT],
      startDate: [start],
      endDate: [end],
    })
    expect(field1(revenue, 'revenueType')).to.equal(undefined)
    expect(field1(callsTo(suite.api.calls, 'topQuestions')[0]!, 'topRank')).to.equal('5')
    expect(field1(callsTo(suite.api.calls, 'topStories')[0]!, 'topRank')).to.equal('5')
    expect(field1(callsTo(suite.api.calls, 'clicksDetailed')[0]!, 'dataType')).to.equal(
      'storyclicks',
    )
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('makes no revenue call and shows no Ad Metrics without home.adMetrics', async () => {
    const el = open({}, ['manageEmbeds'])
    await waitFor(() => totalOf(el, 'Question Responses'))
    await suite.api.answered()
    expect(section(el, 'Ad Metrics')).to.equal(null)
    expect(callsTo(suite.api.calls, 'revenueDetail')).to.have.length(0)
    expect(callsTo(suite.api.calls, 'revenueTotal')).to.have.length(0)
    expect(text(el)).to.not.contain('Revenue')
  })

  it('a mocked session passes without the permission', async () => {
    const el = open({}, [], { mocked: 'true' })
    await waitFor(() => totalOf(el, 'Revenue'))
    expect(callsTo(suite.api.calls, 'revenueDetail')).to.have.length(1)
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
    await waitFor(() => callsTo(suite.api.calls, 'revenueDetail').length === 2)
    expect(field1(callsTo(suite.api.calls, 'revenueDetail')[1]!, 'revenueType')).to.equal('VIDEO')
    radio('Display Ads').click()
    await waitFor(() => callsTo(suite.api.calls, 'revenueDetail').length === 3)
    expect(field1(callsTo(suite.api.calls, 'revenueDetail')[2]!, 'revenueType')).to.equal('DISPLAY')
    // Only the ad calls follow the toggle.
    expect(callsTo(suite.api.calls, 'questionsDetailed')).to.have.length(1)
    const link = await waitFor(() => findLink(card(el, 'CPM')!, 'View details: CPM'))
    expect(link.getAttribute('href')).to.equal(
      '/dashboard/analytics/detail/cpm?revenueType=DISPLAY',
    )
    link.click()
    expect(suite.spy.paths()).to.deep.equal(['/dashboard/analytics/detail/cpm?revenueType=DISPLAY'])
    radio('All Ads').click()
    await waitFor(() => callsTo(suite.api.calls, 'revenueDetail').length === 4)
    expect(field1(callsTo(suite.api.calls, 'revenueDetail')[3]!, 'revenueType')).to.equal(undefined)
    expect(
      findLink(card(el, 'Impressions')!, 'View details: Impressions')!.getAttribute('href'),
    ).to.equal('/dashboard/analytics/detail/impression')
  })

  it('a site filter applied reaches every metric call as repeated form fields', async () => {
    const el = open()
    await waitFor(() => totalOf(el, 'Revenue'))
    const before = suite.api.calls.length
    ;(await button(el, /^Sites /)).click()
    await waitFor(() => panel(el)?.querySelectorAll('input[type="checkbox"]').length === 2)
    // Sorted by name: Daily Planet, Gotham Gazette.
    panel(el)!.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')[1]!.click()
    ;(await button(panel(el)!, 'Apply')).click()
    await waitFor(() => callsTo(suite.api.calls.slice(before), 'topStories').length === 1)
    for (const route of [
      'revenueDetail',
      'questionsDetailed',
      'topQuestions',
      'inViewDetailed',
      'usersDetailed',
      'clicksDetailed',
      'topStories',
    ] as const) {
      const call = callsTo(suite.api.calls.slice(before), route)[0]
      expect(call, route).to.not.equal(undefined)
      expect(formOf(call!).sites, route).to.deep.equal(['site-2'])
    }
    ;(await button(el, /^Devices /)).click()
    await waitFor(() => panel(el))
    await applyChoice(el, 'Mobile')
    await waitFor(() =>
      callsTo(suite.api.calls, 'usersDetailed').some((c) => formOf(c).devices?.[0] === 'MOBILE'),
    )
    const last = callsTo(suite.api.calls, 'usersDetailed').at(-1)!
    expect(formOf(last)).to.deep.include({ sites: ['site-2'], devices: ['MOBILE'] })
  })

  it('the countries follow the range, and a country filter is sent', async () => {
    const el = open()
    await waitFor(() => callsTo(suite.api.calls, 'countries').length === 1)
    const { start, end } = defaultAdMetricRange(new Date())
    expect(callsTo(suite.api.calls, 'countries')[0]!.path).to.contain(
      `startDate=${start}&endDate=${end}`,
    )
    ;(await button(el, /^Countries /)).click()
    await waitFor(() => panel(el)?.querySelectorAll('input[type="checkbox"]').length === 3)
    await applyChoice(el, 'Canada')
    await waitFor(() =>
      callsTo(suite.api.calls, 'inViewDetailed').some((c) => formOf(c).countries?.[0] === 'CA'),
    )
  })

  it('a failing list names itself under the filters; Try again loads it', async () => {
    let fail = true
    const el = open({
      countries: () => (fail ? failed(500) : { body: { countries: { FR: 'France' } } }),
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

  it('leaves for the newer portal home when new-portal-url is set', async () => {
    const el = open({}, ['home.adMetrics'], { 'new-portal-url': '/demo/new-portal' })
    await waitFor(() => suite.spy.paths().length === 1)
    expect(suite.spy.paths()[0]).to.equal(`${location.origin}/demo/new-portal`)
    await ready(el)
    expect(callsTo(suite.api.calls, 'revenueDetail')).to.have.length(0)
  })

  it('any other path under /dashboard/home is /error/404', async () => {
    open()
    const el = document.querySelector('pp-home')!
    el.setAttribute('route', '/dashboard/home/nothing')
    await waitFor(() => suite.spy.paths().includes('/error/404'))
  })
})
