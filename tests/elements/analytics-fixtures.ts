/**
 * Shared fixtures of the analytics element tests (pp-home, pp-analytics): the metric calls'
 * routes, answers built from the call's own form fields (one value per day of its range), and
 * the account lists. `analyticsApi()` stubs every call of pp-home, `stubAnalytics()` those of
 * pp-analytics (breakdown tables named after the view); a test overrides single routes.
 */
import { mount, root } from './page'
import { stubApi, type StubCall } from './fake-api'
import { elementSuite } from './fixtures'
import { metricCalls } from '../../src/contracts/metrics/metrics'
import { accountCalls } from '../../src/contracts/accounts/account'
import { embedCalls } from '../../src/contracts/accounts/embeds'
import { routeOf } from './contract-stubs'

export const ACCOUNT = 'acc-ana'
export const SITES = { 'site-1': 'Daily Planet', 'site-2': 'Gotham Gazette' }
export const COUNTRIES = { US: 'United States', CA: 'Canada', DE: 'Germany' }
export const EMBEDS = { 'emb-1': 'Morning Trivia', 'emb-2': 'Sports Poll' }
export const STORIES = { 'story-1': 'Ten things to do', 'story-2': 'City council votes' }

export const ROUTES = {
  revenueDetail: routeOf(metricCalls.revenueDetail),
  revenueTotal: routeOf(metricCalls.revenueTotal),
  questionsDetailed: routeOf(metricCalls.questionAnsweredDetailed),
  topQuestions: routeOf(metricCalls.topQuestions),
  inViewDetailed: routeOf(metricCalls.embedLoadDetailed),
  usersDetailed: routeOf(metricCalls.uniqueEngagedUsersDetailed),
  clicksDetailed: routeOf(metricCalls.storyClickedDetailed),
  topStories: routeOf(metricCalls.topStories),
  sites: routeOf(accountCalls.sites, { accountUUID: ACCOUNT }),
  countries: routeOf(metricCalls.countries, { accountUUID: ACCOUNT }),
  embeds: routeOf(embedCalls.map, { accountUUID: ACCOUNT }),
  stories: routeOf(metricCalls.stories, { accountUUID: ACCOUNT }),
} as const

/** The path of one of ROUTES. */
export const pathOf = (route: keyof typeof ROUTES) => ROUTES[route].replace(/^[A-Z]+ /, '')
export const REVENUE = pathOf('revenueDetail')
export const DETAIL = '/dashboard/analytics/detail'
export const detailedPath = (family: string) => `/api/metrics/${family}/detailed`

/** The form fields of a metric POST (repeated keys as lists). */
export function formOf(call: StubCall): Record<string, string[]> {
  const form: Record<string, string[]> = {}
  for (const [key, value] of new URLSearchParams(call.body ?? '')) (form[key] ??= []).push(value)
  return form
}

/** The form fields of a call, a repeated key as a list, any other as its value. */
export function form(call: StubCall): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(formOf(call)).map(([name, values]) => [
      name,
      values.length === 1 ? values[0]! : values,
    ]),
  )
}

/** The one value of a form field (or undefined). */
export const field1 = (call: StubCall, name: string) => formOf(call)[name]?.[0]

const DAY = 86_400_000
/** The days of `from`..`to` (yyyy-MM-dd, both included). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = []
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY)
    days.push(new Date(t).toISOString().slice(0, 10))
  return days
}

function previousOf(from: string, to: string): [string, string] {
  const length = daysBetween(from, to).length
  const start = Date.parse(`${from}T00:00:00Z`)
  const iso = (t: number) => new Date(t).toISOString().slice(0, 10)
  return [iso(start - length * DAY), iso(start - DAY)]
}

/**
 * A `{family}/detailed` answer: `perDay` on each day of the call's range (the previous period
 * `previousPerDay`), total the sum (`rate`: the day's value, as the in-view percent), a two-row
 * table.
 */
export function detailedReply(
  call: StubCall,
  perDay: number,
  previousPerDay = perDay / 2,
  rate = false,
) {
  const from = field1(call, 'startDate')!
  const to = field1(call, 'endDate')!
  const days = daysBetween(from, to)
  const [pFrom, pTo] = previousOf(from, to)
  const previous = daysBetween(pFrom, pTo)
  return {
    body: {
      total: rate
        ? { aggregate: perDay, previous: previousPerDay }
        : { aggregate: perDay * days.length, previous: previousPerDay * previous.length },
      series: {
        by_date: Object.fromEntries(days.map((d) => [d, perDay])),
        previous_by_date: Object.fromEntries(previous.map((d) => [d, previousPerDay])),
      },
      table: [
        { key: 'site-1', name: 'Daily Planet', value: perDay * days.length * 0.75 },
        { key: 'site-2', name: 'Gotham Gazette', value: perDay * days.length * 0.25 },
      ],
    },
  }
}

/** A `revenue/detail` answer: `revenue` dollars and `impressions` a day (CPM from the sums). */
export function revenueReply(call: StubCall, revenue: number, impressions: number) {
  const from = field1(call, 'startDate')!
  const to = field1(call, 'endDate')!
  const days = daysBetween(from, to)
  const [pFrom, pTo] = previousOf(from, to)
  const previous = daysBetween(pFrom, pTo)
  const values = (r: number, i: number) => ({
    revenue: r,
    impressions: i,
    cpm: i ? (r / i) * 1000 : 0,
  })
  return {
    body: {
      total: {
        aggregate: values(revenue * days.length, impressions * days.length),
        previous: values((revenue / 2) * previous.length, impressions * previous.length),
      },
      series: {
        by_date: Object.fromEntries(days.map((d) => [d, values(revenue, impressions)])),
        previous_by_date: Object.fromEntries(
          previous.map((d) => [d, values(revenue / 2, impressions)]),
        ),
      },
      table: [],
    },
  }
}

/** `count` top-question rows, rank 1 first. */
export function questionRows(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    rank: i + 1,
    question: `Question number ${i + 1}?`,
    answers: 1000 - i * 10,
    embed_uuid: i % 2 ? 'emb-2' : 'emb-1',
    embed_name: i % 2 ? 'Sports Poll' : 'Morning Trivia',
  }))
}

/** `count` top-story rows, rank 1 first. */
export function storyRows(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    rank: i + 1,
    title: `Story number ${i + 1}`,
    clicks: 500 - i * 5,
    embed_uuid: 'emb-1',
    embed_name: 'Morning Trivia',
  }))
}

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> }
export type AnalyticsRoutes = Partial<
  Record<keyof typeof ROUTES, Reply | ((call: StubCall) => Reply)>
>

/** Stubs every analytics call with plausible answers; `overrides` replace single routes. */
export function analyticsApi(overrides: AnalyticsRoutes = {}) {
  const defaults: Required<AnalyticsRoutes> = {
    revenueDetail: (call) => revenueReply(call, 120.5, 40_000),
    revenueTotal: (call) => ({
      body: { total: (revenueReply(call, 120.5, 40_000).body as { total: unknown }).total },
    }),
    questionsDetailed: (call) => detailedReply(call, 300),
    topQuestions: { body: { rows: questionRows(5) } },
    inViewDetailed: (call) => detailedReply(call, 62.5, 50, true),
    usersDetailed: (call) => detailedReply(call, 80),
    clicksDetailed: (call) => detailedReply(call, 40),
    topStories: { body: { rows: storyRows(5) } },
    sites: {
      body: {
        items: Object.entries(SITES).map(([siteUUID, name]) => ({
          siteUUID,
          name,
          url: `https://${siteUUID}.example`,
        })),
      },
    },
    countries: { body: { countries: COUNTRIES } },
    embeds: { body: { embeds: EMBEDS } },
    stories: { body: { stories: STORIES } },
  }
  const merged = { ...defaults, ...overrides }
  return stubApi(
    Object.fromEntries(
      Object.entries(merged).map(([name, reply]) => [ROUTES[name as keyof typeof ROUTES], reply]),
    ),
  )
}

/** The calls to one route made so far. */
export const callsTo = (calls: readonly StubCall[], route: keyof typeof ROUTES) =>
  calls.filter((c) => `${c.method} ${c.path.split('?')[0]}` === ROUTES[route])

/** `count` breakdown rows named after the view, values count…1 shuffled. */
function viewRows(viewType: string, count: number) {
  return Array.from({ length: count }, (_, i) => ({
    key: `${viewType.toLowerCase()}-${i + 1}`,
    name: `${viewType} ${i + 1}`,
    value: ((i * 5) % count) + 1,
  }))
}

/** An engagement /detailed answer of pp-analytics for the call's range and view. */
export function viewDetailed(call: StubCall, tableRows = 9) {
  const f = form(call)
  const range = daysBetween(String(f.startDate), String(f.endDate))
  const previous = daysBetween(...previousOf(String(f.startDate), String(f.endDate)))
  return {
    total: { aggregate: 1234.5, previous: 1000 },
    series: {
      by_date: Object.fromEntries(range.map((d, i) => [d, 100 + (i % 7) * 10])),
      previous_by_date: Object.fromEntries(previous.map((d) => [d, 90])),
    },
    table: viewRows(String(f.viewType), tableRows),
  }
}

/** A revenue/detail answer of pp-analytics for the call's range and view. */
function viewRevenueDetail(call: StubCall) {
  const f = form(call)
  const range = daysBetween(String(f.startDate), String(f.endDate))
  const values = (revenue: number, impressions: number) => ({
    revenue,
    impressions,
    cpm: (revenue / impressions) * 1000,
  })
  return {
    total: { aggregate: values(500, 200_000), previous: values(400, 180_000) },
    series: {
      by_date: Object.fromEntries(range.map((d, i) => [d, values(50 + i, 20_000)])),
      previous_by_date: null,
    },
    table: viewRows(String(f.viewType), 3).map((row, i) => ({
      key: row.key,
      name: row.name,
      ...values(100 * (i + 1), 10_000 * (3 - i)),
    })),
  }
}

/** The stubs every pp-analytics page needs; `extra` adds or overrides routes. */
export function stubAnalytics(
  extra: Record<string, Reply | ((call: StubCall) => Reply | undefined)> = {},
) {
  return stubApi({
    // API-37: with filterRonSites=true only the ad-unit sites.
    [ROUTES.sites]: (call) => ({
      body: {
        items: [
          { siteUUID: 'site-dp', name: 'Daily Planet' },
          ...(call.path.includes('filterRonSites=true')
            ? []
            : [{ siteUUID: 'site-gg', name: 'Gotham Gazette' }]),
        ],
      },
    }),
    [ROUTES.countries]: { body: { countries: { US: 'United States', DE: 'Germany' } } },
    [ROUTES.embeds]: { body: { embeds: { 'emb-1': 'Morning Trivia' } } },
    [ROUTES.stories]: { body: { stories: { 'st-1': 'Ten things to do' } } },
    [ROUTES.revenueDetail]: (call) => ({ body: viewRevenueDetail(call) }),
    'POST /api/metrics/*/detailed': (call) => ({ body: viewDetailed(call) }),
    ...extra,
  })
}

/** Mounts pp-analytics at `route` for a session with `permissions`. */
export function openAnalytics(
  route: string,
  permissions: string[] = ['home.adMetrics'],
  extra: Record<string, string> = {},
): HTMLElement {
  return mount('pp-analytics', {
    route,
    'account-uuid': ACCOUNT,
    'user-uuid': 'usr-ana',
    permissions: JSON.stringify(permissions),
    ...extra,
  })
}

/**
 * The usual before/after of a pp-analytics suite (each test installs its `api`), and `posted(path)`:
 * the forms POSTed to `path` so far, in order.
 */
export function analyticsSuite() {
  const suite = elementSuite<ReturnType<typeof stubAnalytics>>('pp-analytics')
  const posted = (path: string) =>
    suite.api.calls.filter((c) => c.method === 'POST' && c.path === path).map(form)
  return Object.assign(suite, { posted })
}

/** The rows of the tables' bodies marked with the data attribute `marker` (data-row, data-rank). */
export const markedRows = (el: HTMLElement, marker: string) =>
  Array.from(root(el).querySelectorAll<HTMLElement>(`tbody tr[${marker}]`))
