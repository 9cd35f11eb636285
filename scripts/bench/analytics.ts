/**
 * The analytics part (issue 10): about 5.2 M fact rows for Demo Publisher (loadBenchMetrics,
 * BENCH_ANALYTICS_DAYS days). The server time of each metric call the pages make for 7/30/90/365
 * days (in-process, the form bodies of metricForm) beside the bare time of the route's dominant
 * aggregate query from demo/server/metrics/facts.ts on the same db; pp-home's calls fired
 * together; the long chart in Chromium (analytics-chart.ts).
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { nyDayBefore } from '../../demo/server/platform/days'
import {
  adParts,
  countsExactly,
  engagementParts,
  topCards,
  type EngagementFamily,
} from '../../demo/server/metrics/facts'
import { addDays, parseQuery, type Query } from '../../demo/server/metrics/input'
import { IDS } from '../../demo/server/seed'
import {
  DETAIL_TOP_RANK,
  HOME_TOP_RANK,
  type MetricFamily,
  type MetricQuery,
  type ViewType,
} from '../../src/areas/analytics/lib/metrics-rules'
import { metricForm } from '../../src/areas/analytics/metrics-api'
import { benchAnalyticsChart } from './analytics-chart'
import {
  ANALYTICS_DAYS,
  ANALYTICS_RUNS,
  DIST,
  medianOf,
  ms,
  withAnalyticsData,
  verdict,
} from './shared'

/** Goals: one detail call, server time (median); the home page's calls together. */
const DETAIL_CALL_BUDGET_MS = 100
const HOME_CALLS_BUDGET_MS = 300
const ANALYTICS_RANGES = [7, 30, 90, 365]

interface AnalyticsCall {
  label: string
  family: MetricFamily
  path: string
  form: (range: { startDate: string; endDate: string }) => MetricQuery
  /** The route's dominant aggregate query(ies), run directly on the db (the slowest is shown). */
  bare: (query: MetricQuery & { parsed: Query }) => Array<[string, () => Promise<unknown>]>
}

export function benchAnalytics(): Promise<string[]> {
  // The bench set is for Demo Publisher (its seeded sites, embeds and cards).
  return withAnalyticsData(async ({ app, origin, now, cookie, db, engine, account, load }) => {
    const lastDay = nyDayBefore(now, 1)
    const post = async (path: string, query: MetricQuery) => {
      const response = await app.request(origin + path, {
        method: 'POST',
        headers: { cookie, origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: metricForm(query),
      })
      const text = await response.text()
      if (response.status !== 200)
        throw new Error(`${path}: HTTP ${response.status} ${text.slice(0, 200)}`)
      return text
    }
    const get = async (path: string) => {
      const response = await app.request(origin + path, { headers: { cookie } })
      const text = await response.text()
      if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`)
      return text
    }
    // As the detail pages build them (detailQuery, topQuery): the range, the view, topRank 15.
    const detail =
      (viewType: ViewType, extra: Partial<MetricQuery> = {}) =>
      (r: { startDate: string; endDate: string }) => ({
        accountUUID: account,
        ...r,
        viewType,
        topRank: DETAIL_TOP_RANK,
        ...extra,
      })
    const top = (r: { startDate: string; endDate: string }) => ({
      accountUUID: account,
      ...r,
      topRank: DETAIL_TOP_RANK,
    })
    // The route's two reads of the range: the series (daily site rollup) and the breakdown
    // (whole months from the monthly rollups, the days around them daily).
    const sums = (family: EngagementFamily) => (q: { parsed: Query }) =>
      (['day', q.parsed.viewType] as const).map(
        (by) =>
          [
            by === 'day' ? 'series by day' : 'breakdown by key',
            () => engagementParts(db, family, q.parsed, q.parsed.range, by),
          ] as [string, () => Promise<unknown>],
      )
    const calls: AnalyticsCall[] = [
      {
        label: 'questionAnswered/detailed (SITE)',
        family: 'questionAnswered',
        path: '/api/metrics/questionAnswered/detailed',
        form: detail('SITE'),
        bare: sums('questionAnswered'),
      },
      {
        label: 'questionAnswered/detailed (EMBED; a site, phones)',
        family: 'questionAnswered',
        path: '/api/metrics/questionAnswered/detailed',
        form: detail('EMBED', { sites: [IDS.sites[0]!], devices: ['MOBILE'] }),
        bare: sums('questionAnswered'),
      },
      {
        label: 'embedLoad/detailed (EMBED)',
        family: 'embedLoad',
        path: '/api/metrics/embedLoad/detailed',
        form: detail('EMBED'),
        bare: sums('embedLoad'),
      },
      {
        label: 'uniqueEngagedUsers/detailed (SITE)',
        family: 'uniqueEngagedUsers',
        path: '/api/metrics/uniqueEngagedUsers/detailed',
        form: detail('SITE'),
        // Five reads: the range's total, by day and by key are the big ones; each a distinct
        // count over the visitor rows, or merged sketches past EXACT_VISITOR_ROWS.
        bare: (q) =>
          (['total', 'day', q.parsed.viewType] as const).map((by) => [
            `uniques by ${by === 'total' ? 'total' : by === 'day' ? 'day' : 'key'}`,
            async () => {
              const { parsed } = q
              const exact = await countsExactly(db, parsed, parsed.range)
              return engagementParts(
                db,
                'uniqueEngagedUsers',
                parsed,
                parsed.range,
                by,
                false,
                exact,
              )
            },
          ]),
      },
      {
        label: 'storyClicked/detailed (STORY)',
        family: 'storyClicked',
        path: '/api/metrics/storyClicked/detailed',
        form: detail('STORY', { dataType: 'storyclicks' }),
        bare: sums('storyClicked'),
      },
      {
        label: 'questionAnswered/top-questions',
        family: 'questionAnswered',
        path: '/api/metrics/questionAnswered/top-questions',
        form: top,
        bare: (q) => [['top cards', () => topCards(db, 'questions', q.parsed)]],
      },
      {
        label: 'storyClicked/top-stories',
        family: 'storyClicked',
        path: '/api/metrics/storyClicked/top-stories',
        form: top,
        bare: (q) => [['top cards', () => topCards(db, 'stories', q.parsed)]],
      },
      {
        label: 'revenue/detail (AD_UNIT)',
        family: 'revenue',
        path: '/api/reporting/revenue/detail',
        form: detail('AD_UNIT'),
        bare: (q) => [
          ['series by day', () => adParts(db, q.parsed, q.parsed.range, 'day')],
          ['breakdown by key', () => adParts(db, q.parsed, q.parsed.range, 'AD_UNIT')],
        ],
      },
    ]
    const rows: string[] = [
      `Loaded ${load.rows.total.toLocaleString('en-US')} fact rows (engagement ${load.rows.engagement.toLocaleString('en-US')}, engaged visitors ${load.rows.visitors.toLocaleString('en-US')}, ads ${load.rows.ads.toLocaleString('en-US')}; ${ANALYTICS_DAYS} days to ${lastDay}) for Demo Publisher in ${(load.ms / 1000).toFixed(1)} s on ${engine}.`,
      '',
      `Server: \`app.request\` in-process, signed in as owner@demo.test, the form bodies of metricForm; bare SQL: the route's dominant aggregate query from demo/server/metrics/facts.ts run directly on the same db (named in brackets; for unique users, the slowest of its distinct counts). Medians of ${ANALYTICS_RUNS} after one warm-up.`,
      '',
      `| call | range | server median | bare SQL median | ≤ ${DETAIL_CALL_BUDGET_MS} ms |`,
      '|---|---|---:|---:|:---:|',
    ]
    for (const call of calls)
      for (const length of ANALYTICS_RANGES) {
        const range = { startDate: addDays(lastDay, -(length - 1)), endDate: lastDay }
        const query = call.form(range)
        const parsed = parseQuery(call.family, metricForm(query).toString(), now).query
        const server = await medianOf(() => post(call.path, query))
        let slowest = { name: '', ms: -1 }
        for (const [name, run] of call.bare({ ...query, parsed })) {
          const value = await medianOf(run)
          if (value > slowest.ms) slowest = { name, ms: value }
        }
        rows.push(
          `| ${call.label} [${slowest.name}] | ${length} days | ${ms(server)} | ${ms(slowest.ms)} | ${verdict(server, DETAIL_CALL_BUDGET_MS)} |`,
        )
      }

    // The home page's calls for its default range (7 days; here ending at the data's last day),
    // fired together as pp-home does: the revenue call, six engagement calls and the filter's
    // country list (the sites come with the session).
    const home = { accountUUID: account, startDate: addDays(lastDay, -6), endDate: lastDay }
    const homeCalls = () =>
      Promise.all([
        post('/api/reporting/revenue/detail', { ...home, viewType: 'SITE' }),
        post('/api/metrics/questionAnswered/detailed', { ...home, viewType: 'SITE' }),
        post('/api/metrics/questionAnswered/top-questions', { ...home, topRank: HOME_TOP_RANK }),
        post('/api/metrics/embedLoad/detailed', { ...home, viewType: 'SITE' }),
        post('/api/metrics/uniqueEngagedUsers/detailed', { ...home, viewType: 'SITE' }),
        post('/api/metrics/storyClicked/detailed', {
          ...home,
          viewType: 'STORY',
          dataType: 'storyclicks',
        }),
        post('/api/metrics/storyClicked/top-stories', { ...home, topRank: HOME_TOP_RANK }),
        get(
          `/api/accounts/accounts/${account}/countries?startDate=${home.startDate}&endDate=${home.endDate}`,
        ),
      ])
    const homeMs = await medianOf(homeCalls)
    rows.push(
      '',
      `Home page (pp-home), its 8 calls for ${home.startDate} – ${home.endDate} together (Promise.all: revenue/detail, 4 × detailed, top-questions, top-stories, countries), wall time median: ${ms(homeMs)} ${verdict(homeMs, HOME_CALLS_BUDGET_MS)} (goal ≤ ${HOME_CALLS_BUDGET_MS} ms).`,
    )
    if (existsSync(join(DIST, 'host/main.js')))
      try {
        rows.push(
          ...(await benchAnalyticsChart(app, {
            startDate: addDays(lastDay, -(ANALYTICS_DAYS - 1)),
            endDate: lastDay,
          })),
        )
      } catch (error) {
        rows.push(
          '',
          `${ANALYTICS_DAYS}-day chart failed: ${(error as Error).message.split('\n')[0]}`,
        )
      }
    else rows.push('', '400-day chart: dist/ is missing (run `npm run build`).')
    return rows
  })
}
