// pp-analytics routes and pages (ANA-01..09, ANA-12, ANA-16): the 404 and 403 gates, titles,
// back links, the tabs and the viewType each sends, Sites clearing the site choice, the story
// clicks page, fetch errors naming the metric, and accessibility.
import { expect } from '@esm-bundle/chai'
import { build, root, text, waitFor, waitForText } from './page'
import { accessibilityProblems, button, findLink } from './queries'
import { fixClock } from './page-fakes'
import {
  analyticsSuite,
  detailedPath,
  DETAIL,
  openAnalytics,
  REVENUE,
  stubAnalytics,
} from './analytics-fixtures'

describe(`pp-analytics pages (${build})`, () => {
  const s = analyticsSuite()

  const tabs = (el: HTMLElement) =>
    Array.from(root(el).querySelectorAll<HTMLButtonElement>('[role="tab"]'))
  const tabNames = (el: HTMLElement) => tabs(el).map((t) => t.textContent)
  const selected = (el: HTMLElement) =>
    tabs(el).find((t) => t.getAttribute('aria-selected') === 'true')?.textContent
  const calls = s.posted
  const heading = (el: HTMLElement) => root(el).querySelector('h1')?.textContent

  it('ANA-01: an unknown metric and the bare detail path go to /error/404', async () => {
    s.api = stubAnalytics()
    for (const route of [`${DETAIL}/ctr`, DETAIL, `${DETAIL}/cpm/more`]) {
      s.spy.clear()
      const el = openAnalytics(route)
      await waitFor(() => s.spy.of('pp-navigate').length)
      expect(s.spy.of('pp-navigate')[0]).to.include({ path: '/error/404', replace: true })
      el.remove()
    }
    expect(s.api.calls.filter((c) => c.method === 'POST')).to.have.length(0)
  })

  it('ANA-04: the ad pages need home.adMetrics (else /error/403); a mocked session passes', async () => {
    s.api = stubAnalytics()
    const el = openAnalytics(`${DETAIL}/revenue`, ['manageEmbeds'])
    await waitFor(() => s.spy.paths().includes('/error/403'))
    expect(calls(REVENUE)).to.have.length(0)
    el.remove()
    const mocked = openAnalytics(`${DETAIL}/revenue`, ['manageEmbeds'], { mocked: 'true' })
    await waitFor(() => heading(mocked) === 'Revenue')
    await waitFor(() => calls(REVENUE).length === 1)
    expect(s.spy.paths()).to.deep.equal(['/error/403'])
  })

  it('ANA-03, ANA-12: Average In-View % — its tabs, SITE first, each tab refetches with its viewType', async () => {
    s.api = stubAnalytics()
    const el = openAnalytics(`${DETAIL}/averageinview`, [])
    await waitFor(() => heading(el) === 'Average In-View %')
    expect(tabNames(el)).to.deep.equal(['Sites', 'Devices', 'Geo', 'Embeds'])
    const path = detailedPath('embedLoad')
    await waitFor(() => calls(path).length === 1)
    const first = calls(path)[0]
    expect(first).to.include({ accountUUID: 'acc-ana', viewType: 'SITE', topRank: '15' })
    expect(first.startDate).to.match(/^\d{4}-\d{2}-\d{2}$/)
    expect(first).to.not.have.any.keys('sites', 'devices', 'dataType', 'revenueType')
    // The filters of the page's row of the spec table.
    for (const label of ['Sites', 'Devices', 'Countries', 'Embeds'])
      await button(el, new RegExp(`^${label} `))
    expect(root(el).textContent).to.not.contain('All stories')

    tabs(el)[2].click()
    await waitFor(() => calls(path).at(-1)?.viewType === 'GEO')
    expect(selected(el)).to.equal('Geo')
    await waitForText(el, 'Average In-View % by Geo')
    // Keyboard: arrows move and choose, End goes to the last tab.
    tabs(el)[2].focus()
    tabs(el)[2].dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }))
    await waitFor(() => calls(path).at(-1)?.viewType === 'EMBED')
    expect(root(el).activeElement?.textContent).to.equal('Embeds')
    tabs(el)[3].dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true }))
    await waitFor(() => calls(path).at(-1)?.viewType === 'SITE')
    expect(accessibilityProblems(root(el))).to.deep.equal([])
  })

  it('ANA-12: choosing Sites clears the site selection', async () => {
    s.api = stubAnalytics()
    const el = openAnalytics(`${DETAIL}/questionsanswered`, [])
    const path = detailedPath('questionAnswered')
    await waitFor(() => calls(path).length === 1)
    tabs(el)[1].click()
    await waitFor(() => calls(path).at(-1)?.viewType === 'DEVICE')
    ;(await button(el, /^Sites /)).click()
    const panel = await waitFor(() => root(el).querySelector<HTMLElement>('[role="dialog"]'))
    await waitFor(() => panel.querySelectorAll('label input').length === 2)
    ;(panel.querySelector('label input') as HTMLInputElement).click()
    ;(await button(panel, 'Apply')).click()
    await waitFor(() => calls(path).at(-1)?.sites === 'site-dp')
    expect(calls(path).at(-1)?.viewType).to.equal('DEVICE')
    tabs(el)[0].click()
    await waitFor(() => calls(path).at(-1)?.viewType === 'SITE')
    expect(calls(path).at(-1)).to.not.have.property('sites')
    await waitFor(() => (findLabelled(el, /^Sites /) ?? '').includes('All sites'))
  })

  it('ANA-04, ANA-05: CPM without a revenue type has Ad Type; with one the title names it and Ad Type is gone', async () => {
    s.api = stubAnalytics()
    const el = openAnalytics(`${DETAIL}/cpm`)
    await waitFor(() => heading(el) === 'CPM')
    expect(tabNames(el)).to.deep.equal(['Sites', 'Devices', 'Geo', 'Ad Units', 'Ad Type'])
    await waitFor(() => calls(REVENUE).length === 1)
    expect(calls(REVENUE)[0]).to.not.have.property('revenueType')
    tabs(el)[4].click()
    await waitFor(() => calls(REVENUE).at(-1)?.viewType === 'AD_TYPE')
    tabs(el)[3].click()
    await waitFor(() => calls(REVENUE).at(-1)?.viewType === 'AD_UNIT')
    // ANA-12: Ad Units loads the ad-unit sites, which the site filter then offers.
    await waitFor(() => s.api.calls.some((c) => c.path.includes('/sites?filterRonSites=true')))
    ;(await button(el, /^Sites /)).click()
    const panel = await waitFor(() => root(el).querySelector<HTMLElement>('[role="dialog"]'))
    await waitFor(() => panel.textContent?.includes('Daily Planet'))
    expect(panel.textContent).to.not.contain('Gotham Gazette')
    ;(await button(panel, 'Cancel')).click()
    el.remove()

    for (const [route, title] of [
      [`${DETAIL}/cpm?revenueType=VIDEO`, 'Video Ad CPM'],
      [`${DETAIL}/revenue?revenueType=DISPLAY`, 'Display Ad Revenue'],
      [`${DETAIL}/impression?revenueType=VIDEO`, 'Video Ad Impressions'],
      [`${DETAIL}/impression`, 'Impressions'],
    ]) {
      const before = calls(REVENUE).length
      const page = openAnalytics(route)
      await waitFor(() => heading(page) === title)
      await waitFor(() => calls(REVENUE).length === before + 1)
      const type = route.split('revenueType=')[1]
      expect(calls(REVENUE).at(-1)?.revenueType).to.equal(type)
      expect(tabNames(page).includes('Ad Type')).to.equal(!type)
      page.remove()
    }
  })

  it("#7 ANA-02: a detail page starts on home's range: the last 7 days to the last day with data", async () => {
    const undo = fixClock('2026-11-27T22:00:00Z')
    try {
      s.api = stubAnalytics()
      const el = openAnalytics(`${DETAIL}/cpm`)
      expect((await button(el, /^Date range /)).textContent).to.equal('Nov 20 – 26, 2026')
      expect(text(el)).to.contain('Data through Nov 26, 2026.')
    } finally {
      undo()
    }
  })

  it('ANA-02: the back link goes to all metrics (home)', async () => {
    s.api = stubAnalytics()
    const el = openAnalytics(`${DETAIL}/uniqueengagedusers`, [])
    await waitFor(() => heading(el) === 'Unique Engaged Users')
    const back = findLink(el, 'Back to all metrics')
    expect(back, 'back link').to.not.equal(null)
    expect(back!.getAttribute('href')).to.equal('/dashboard/home')
    back!.click()
    await waitFor(() => s.spy.paths().includes('/dashboard/home'))
  })

  it('ANA-08, ANA-09: Story Clicks — Stories first, dataType and stories sent, back to the embed it came from', async () => {
    s.api = stubAnalytics()
    const el = openAnalytics(`${DETAIL}/storyclicks?from=embedcontent&embed=emb-1`, [])
    await waitFor(() => heading(el) === 'Story Clicks')
    expect(tabNames(el)).to.deep.equal(['Stories', 'Sites', 'Devices', 'Geo', 'Embeds'])
    const path = detailedPath('storyClicked')
    await waitFor(() => calls(path).length === 1)
    expect(calls(path)[0]).to.include({ viewType: 'STORY', dataType: 'storyclicks' })
    ;(await button(el, /^Stories /)).click()
    const panel = await waitFor(() => root(el).querySelector<HTMLElement>('[role="dialog"]'))
    await waitFor(() => panel.querySelector('label input'))
    ;(panel.querySelector('label input') as HTMLInputElement).click()
    ;(await button(panel, 'Apply')).click()
    await waitFor(() => calls(path).at(-1)?.stories === 'st-1')

    const back = Array.from(root(el).querySelectorAll('a')).find((a) =>
      a.textContent?.includes('Back to embed metrics'),
    )!
    expect(back.getAttribute('href')).to.equal(
      '/dashboard/embeds/analytics/embedcontent?embed=emb-1',
    )
    el.remove()
    // Opened any other way, it goes back to all metrics.
    const plain = openAnalytics(`${DETAIL}/storyclicks`, [])
    await waitForText(plain, 'Back to all metrics')
    expect(text(plain)).to.not.contain('Back to embed metrics')
  })

  it('ANA-16: a failed load names the metric; Try again loads again', async () => {
    let fail = true
    s.api = stubAnalytics({
      'POST /api/metrics/*/detailed': () =>
        fail
          ? { status: 500, body: { error: { code: 'x', message: 'x', fields: [] } } }
          : {
              body: {
                total: { aggregate: 0, previous: 0 },
                series: { by_date: {}, previous_by_date: {} },
                table: [],
              },
            },
    })
    const el = openAnalytics(`${DETAIL}/uniqueengagedusers`, [])
    await waitForText(el, 'There was an issue fetching your Unique Engaged Users')
    fail = false
    ;(await button(el, 'Try again')).click()
    await waitForText(el, 'No data for this period.')
    expect(text(el)).to.not.contain('There was an issue fetching')
  })
})

/** The accessible name of the control whose name starts with `name` (multi-select buttons). */
function findLabelled(el: HTMLElement, name: RegExp): string | null {
  for (const b of Array.from(root(el).querySelectorAll('button'))) {
    const ids = b.getAttribute('aria-labelledby')
    if (!ids) continue
    const label = ids
      .split(/\s+/)
      .map((id) => root(el).getElementById(id)?.textContent ?? '')
      .join(' ')
    if (name.test(label)) return label
  }
  return null
}
