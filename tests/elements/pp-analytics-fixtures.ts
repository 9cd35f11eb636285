/** Shared data and stubs of the pp-analytics element tests (stubbed API, both builds). */
import { cleanBody, loadElement, mount, spyEvents, stubApi, type StubCall } from './helpers'

export const ACCOUNT = 'acc-ana'
export const DETAIL = '/dashboard/analytics/detail'
export const SITES = `/api/accounts/accounts/${ACCOUNT}/sites`
export const COUNTRIES = `/api/accounts/accounts/${ACCOUNT}/countries`
export const EMBEDS = `/api/accounts/accounts/${ACCOUNT}/embeds`
export const STORIES = `/api/accounts/accounts/${ACCOUNT}/stories`
export const REVENUE = '/api/reporting/revenue/detail'
export const detailedPath = (family: string) => `/api/metrics/${family}/detailed`

export type Reply = { status?: number; body?: unknown; headers?: Record<string, string> }

/** The form fields of a call, lists as arrays. */
export function form(call: StubCall): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {}
  for (const [name, value] of new URLSearchParams(call.body ?? '')) {
    const was = fields[name]
    fields[name] = was === undefined ? value : [...(Array.isArray(was) ? was : [was]), value]
  }
  return fields
}

const DAY_MS = 86_400_000
/** Every day from `from` to `to` (`yyyy-MM-dd`). */
export function days(from: string, to: string): string[] {
  const out: string[] = []
  for (let t = Date.parse(from); t <= Date.parse(to); t += DAY_MS)
    out.push(new Date(t).toISOString().slice(0, 10))
  return out
}

/** `count` breakdown rows named after the view, values count…1 shuffled. */
export function rows(viewType: string, count: number) {
  return Array.from({ length: count }, (_, i) => ({
    key: `${viewType.toLowerCase()}-${i + 1}`,
    name: `${viewType} ${i + 1}`,
    value: ((i * 5) % count) + 1,
  }))
}

/** An engagement /detailed answer for the call's range and view. */
export function detailed(call: StubCall, tableRows = 9) {
  const f = form(call)
  const range = days(String(f.startDate), String(f.endDate))
  return {
    total: { aggregate: 1234.5, previous: 1000 },
    series: {
      by_date: Object.fromEntries(range.map((d, i) => [d, 100 + (i % 7) * 10])),
      previous_by_date: {},
    },
    table: rows(String(f.viewType), tableRows),
  }
}

/** A revenue/detail answer for the call's range and view. */
export function revenueDetail(call: StubCall) {
  const f = form(call)
  const range = days(String(f.startDate), String(f.endDate))
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
    table: rows(String(f.viewType), 3).map((row, i) => ({
      key: row.key,
      name: row.name,
      ...values(100 * (i + 1), 10_000 * (3 - i)),
    })),
  }
}

/** The stubs every page needs; `extra` adds or overrides routes. */
export function stubAnalytics(
  extra: Record<string, Reply | ((call: StubCall) => Reply | undefined)> = {},
) {
  return stubApi({
    // API-37: with filterRonSites=true only the ad-unit sites.
    [`GET ${SITES}`]: (call) => ({
      body: {
        items: [
          { siteUUID: 'site-dp', name: 'Daily Planet' },
          ...(call.path.includes('filterRonSites=true')
            ? []
            : [{ siteUUID: 'site-gg', name: 'Gotham Gazette' }]),
        ],
      },
    }),
    [`GET ${COUNTRIES}`]: { body: { countries: { US: 'United States', DE: 'Germany' } } },
    [`GET ${EMBEDS}`]: { body: { embeds: { 'emb-1': 'Morning Trivia' } } },
    [`GET ${STORIES}`]: { body: { stories: { 'st-1': 'Ten things to do' } } },
    [`POST ${REVENUE}`]: (call) => ({ body: revenueDetail(call) }),
    'POST /api/metrics/*/detailed': (call) => ({ body: detailed(call) }),
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

/** The usual before/after of a pp-analytics suite. */
export function analyticsSuite() {
  const state = {
    api: null as unknown as ReturnType<typeof stubAnalytics>,
    spy: null as unknown as ReturnType<typeof spyEvents>,
  }
  before(() => loadElement('pp-analytics'))
  beforeEach(() => {
    state.spy = spyEvents()
  })
  afterEach(() => {
    state.api?.restore()
    state.spy.stop()
    cleanBody()
  })
  return state
}
