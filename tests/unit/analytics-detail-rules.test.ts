// The pure rules of the metric detail pages: routes and gates (ANA-01, 04, 05, 09), titles and
// names (ANA-03..11, ANA-16), the form fields (ANA-13), the table rows and the initial range.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { defaultFilterState } from '../../src/areas/analytics/lib/analytics-filters-rules'
import {
  adRows,
  detailQuery,
  engagementRows,
  fetchName,
  initialFilters,
  metricFormat,
  pageOf,
  pageTitle,
  topQuery,
} from '../../src/areas/analytics/lib/detail-page-rules'
import {
  backLinkOf,
  detailView,
  rangeOf,
  revenueTypeOf,
} from '../../src/areas/analytics/lib/detail-route-rules'
import { storyClicksPath } from '../../src/areas/embeds/lib/analytics-rules'

const SESSION = { permissionsReceived: true, canSeeAdMetrics: true }
const BASE = '/dashboard/analytics/detail'

describe('detail routes (ANA-01, ANA-04, ANA-05, ANA-09)', () => {
  it('sends unknown metrics, extra segments and the bare path to /error/404', () => {
    for (const route of [
      BASE,
      `${BASE}/`,
      `${BASE}/ctr`,
      `${BASE}/CPM`,
      `${BASE}/cpm/extra`,
      '/dashboard/analytics',
    ])
      assert.deepEqual(detailView(route, SESSION), { kind: 'redirect', to: '/error/404' }, route)
  })

  it('waits for the permissions, then gates the ad pages on home.adMetrics or a mock', () => {
    const waiting = { permissionsReceived: false, canSeeAdMetrics: false }
    assert.equal(detailView(`${BASE}/cpm`, waiting).kind, 'loading')
    const without = { permissionsReceived: true, canSeeAdMetrics: false }
    for (const metric of ['cpm', 'revenue', 'impression'])
      assert.deepEqual(detailView(`${BASE}/${metric}`, without), {
        kind: 'redirect',
        to: '/error/403',
      })
    // The engagement and top pages need no permission.
    assert.equal(detailView(`${BASE}/averageinview`, without).kind, 'chart')
    assert.equal(detailView(`${BASE}/topstoryclicks`, without).kind, 'top')
  })

  it('reads the revenue type only on the ad pages and only VIDEO or DISPLAY', () => {
    assert.equal(revenueTypeOf(`${BASE}/cpm?revenueType=VIDEO`), 'VIDEO')
    assert.equal(revenueTypeOf(`${BASE}/cpm?revenueType=display`), 'DISPLAY')
    assert.equal(revenueTypeOf(`${BASE}/cpm?revenueType=NATIVE`), null)
    const cpm = detailView(`${BASE}/cpm?revenueType=DISPLAY`, SESSION)
    assert.equal(cpm.kind === 'chart' && cpm.revenueType, 'DISPLAY')
    const inView = detailView(`${BASE}/averageinview?revenueType=DISPLAY`, SESSION)
    assert.equal(inView.kind === 'chart' && inView.revenueType, null)
  })

  it('links back to all metrics, or from an embed’s analytics back to that embed', () => {
    assert.deepEqual(backLinkOf('cpm', `${BASE}/cpm`), {
      label: 'Back to all metrics',
      to: '/dashboard/home',
    })
    // The link the embed analytics puts on a story card (EMB-29) comes back to that embed.
    assert.deepEqual(backLinkOf('storyclicks', storyClicksPath('emb-7')), {
      label: 'Back to embed metrics',
      to: '/dashboard/embeds/analytics/embedcontent?embed=emb-7',
    })
    assert.deepEqual(backLinkOf('storyclicks', `${BASE}/storyclicks?from=embedcontent`), {
      label: 'Back to embed metrics',
      to: '/dashboard/embeds/analytics/embedcontent',
    })
    // A crafted embed value is not carried into the link; other pages ignore the origin.
    assert.equal(
      backLinkOf('storyclicks', `${BASE}/storyclicks?from=embedcontent&embed=a/../b`).to,
      '/dashboard/embeds/analytics/embedcontent',
    )
    assert.equal(
      backLinkOf('averageinview', `${BASE}/averageinview?from=embedcontent`).label,
      'Back to all metrics',
    )
  })

  it('takes a handed-over range only when both days are valid and in order', () => {
    assert.deepEqual(rangeOf(`${BASE}/cpm?from=2026-01-01&to=2026-02-04`), {
      from: '2026-01-01',
      to: '2026-02-04',
    })
    assert.equal(rangeOf(`${BASE}/cpm?from=2026-02-04&to=2026-01-01`), null)
    assert.equal(rangeOf(`${BASE}/cpm?from=2026-1-1&to=2026-02-04`), null)
    assert.equal(rangeOf(`${BASE}/cpm?from=2026-01-01`), null)
  })
})

describe('detail pages (ANA-03..16)', () => {
  it('titles each page, the revenue pages by revenue type (ANA-05)', () => {
    assert.equal(pageTitle('cpm', null), 'CPM')
    assert.equal(pageTitle('cpm', 'VIDEO'), 'Video Ad CPM')
    assert.equal(pageTitle('revenue', 'DISPLAY'), 'Display Ad Revenue')
    assert.equal(pageTitle('impression', 'VIDEO'), 'Video Ad Impressions')
    assert.equal(pageTitle('averageinview', null), 'Average In-View %')
    assert.equal(pageTitle('topquestionsanswered', null), 'Top Questions Answered')
    assert.equal(pageTitle('topstoryclicks', null), 'Most Clicked Stories')
  })

  it('names the metric in fetch errors (HOME-11 names) and formats per CORE-12', () => {
    assert.equal(fetchName('revenue'), 'Revenue Metrics')
    assert.equal(fetchName('averageinview'), 'Average In View')
    assert.equal(fetchName('questionsanswered'), 'Questions Answered')
    assert.equal(fetchName('topquestionsanswered'), 'Top Questions Answered')
    assert.equal(fetchName('uniqueengagedusers'), 'Unique Engaged Users')
    assert.equal(fetchName('storyclicks'), 'stories')
    assert.equal(metricFormat('cpm'), 'currency')
    assert.equal(metricFormat('averageinview'), 'percent')
    assert.equal(metricFormat('impression'), 'number')
  })

  it('sends the page’s lists only, topRank 15, dataType and revenueType (ANA-13)', () => {
    const filters = {
      ...defaultFilterState(new Date('2026-07-15T20:00:00Z')),
      sites: ['s1', 's2'],
      stories: ['st1'],
      devices: ['MOBILE' as const],
    }
    assert.deepEqual(detailQuery('acc', 'cpm', filters, 'AD_UNIT', 'VIDEO'), {
      accountUUID: 'acc',
      startDate: '2026-07-08',
      endDate: '2026-07-14',
      viewType: 'AD_UNIT',
      topRank: 15,
      sites: ['s1', 's2'],
      devices: ['MOBILE'],
      revenueType: 'VIDEO',
    })
    const stories = detailQuery('acc', 'storyclicks', filters, 'STORY', 'VIDEO')
    assert.deepEqual(stories.stories, ['st1'])
    assert.equal(stories.dataType, 'storyclicks')
    assert.equal(stories.revenueType, undefined)
    assert.deepEqual(topQuery('acc', filters), {
      accountUUID: 'acc',
      startDate: '2026-07-08',
      endDate: '2026-07-14',
      topRank: 15,
    })
  })

  it('orders the table largest first and pages it by 7', () => {
    const rows = engagementRows([
      { key: 'a', name: 'Alpha', value: 2 },
      { key: 'b', name: '', value: 9 },
      { key: 'c', name: 'Charlie', value: 2 },
    ])
    assert.deepEqual(
      rows.map((r) => [r.key, r.name]),
      [
        ['b', 'b'],
        ['a', 'Alpha'],
        ['c', 'Charlie'],
      ],
    )
    const ads = adRows(
      [
        { key: 'x', name: 'X', revenue: 10, impressions: 1000, cpm: 10 },
        { key: 'y', name: 'Y', revenue: 5, impressions: 100, cpm: 50 },
      ],
      'cpm',
    )
    assert.deepEqual(
      ads.map((r) => [r.key, r.value]),
      [
        ['y', 50],
        ['x', 10],
      ],
    )
    const many = Array.from({ length: 16 }, (_, i) => i)
    assert.deepEqual(pageOf(many, 3, 7), [14, 15])
  })

  it('starts on the default range, or a handed-over one ending by the cutoff', () => {
    const now = new Date('2026-07-15T20:00:00Z') // after 4 PM: last day 2026-07-14
    assert.deepEqual(initialFilters(now, null).range, { from: '2026-07-08', to: '2026-07-14' })
    assert.deepEqual(initialFilters(now, { from: '2026-06-01', to: '2026-07-15' }).range, {
      from: '2026-06-01',
      to: '2026-07-14',
    })
    assert.deepEqual(initialFilters(now, { from: '2026-07-15', to: '2026-07-20' }).range, {
      from: '2026-07-08',
      to: '2026-07-14',
    })
  })
})
