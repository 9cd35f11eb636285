/**
 * Which pp-analytics screen a route shows (ANA-01, ANA-04, ANA-05, ANA-09): the metric, the
 * gate, the revenue type from the query, the back link and a range handed over in the query.
 * Pure: no DOM, no store.
 */
import {
  BACK_TO_ALL_METRICS,
  BACK_TO_EMBED_METRICS,
  isDetailMetric,
  REVENUE_TYPES,
  type DetailMetric,
  type RevenueType,
} from './metrics-rules'

export const DETAIL_BASE = '/dashboard/analytics/detail'
export const HOME_PATH = '/dashboard/home'
export const EMBED_METRICS_PATH = '/dashboard/embeds/analytics/embedcontent'
/** ANA-09: the query the embed analytics' story link adds, so the back link can return there. */
export const FROM_EMBED_METRICS = 'embedcontent'

/** The pages needing `home.adMetrics` (ANA-04 OPEN default: or a mocked session). */
export const AD_METRICS: readonly DetailMetric[] = ['cpm', 'impression', 'revenue']
export type TopMetric = 'topquestionsanswered' | 'topstoryclicks'
export type ChartMetric = Exclude<DetailMetric, TopMetric>

export const isTopMetric = (metric: DetailMetric): metric is TopMetric =>
  metric === 'topquestionsanswered' || metric === 'topstoryclicks'

export interface BackLink {
  label: string
  to: string
}

export interface DayRange {
  from: string
  to: string
}

export type DetailView =
  | { kind: 'loading' }
  | { kind: 'redirect'; to: string }
  | {
      kind: 'chart'
      metric: ChartMetric
      revenueType: RevenueType | null
      back: BackLink
      range: DayRange | null
    }
  | { kind: 'top'; metric: TopMetric; back: BackLink; range: DayRange | null }

const queryOf = (route: string) => new URLSearchParams(route.split('?')[1]?.split('#')[0] ?? '')

/** ANA-05: `?revenueType=VIDEO|DISPLAY` (any other value: no revenue type). */
export function revenueTypeOf(route: string): RevenueType | null {
  const value = queryOf(route).get('revenueType')?.toUpperCase()
  return (REVENUE_TYPES as readonly string[]).includes(value ?? '') ? (value as RevenueType) : null
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** A range handed over in the query (`?from=&to=`, e.g. home's range); invalid ones are ignored. */
export function rangeOf(route: string): DayRange | null {
  const query = queryOf(route)
  const from = query.get('from')
  const to = query.get('to')
  if (!from || !to || !DAY.test(from) || !DAY.test(to) || from > to) return null
  if (Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to))) return null
  return { from, to }
}

/**
 * ANA-02 / ANA-09: `Back to all metrics` to home; story clicks opened from an embed's analytics
 * (`?from=embedcontent&embed=…`) returns to that embed's analytics.
 */
export function backLinkOf(metric: DetailMetric, route: string): BackLink {
  const query = queryOf(route)
  if (metric === 'storyclicks' && query.get('from') === FROM_EMBED_METRICS) {
    const embed = query.get('embed')
    const valid = embed && /^[A-Za-z0-9-]{1,64}$/.test(embed)
    return {
      label: BACK_TO_EMBED_METRICS,
      to: valid ? `${EMBED_METRICS_PATH}?embed=${encodeURIComponent(embed)}` : EMBED_METRICS_PATH,
    }
  }
  return { label: BACK_TO_ALL_METRICS, to: HOME_PATH }
}

/** ANA-01, ANA-04: the screen of `route` for the session. */
export function detailView(
  route: string,
  session: { permissionsReceived: boolean; canSeeAdMetrics: boolean },
): DetailView {
  const parts = (route.split(/[?#]/)[0] ?? '').split('/').filter(Boolean)
  const [dashboard, analytics, detail, metric, ...extra] = parts
  const known =
    dashboard === 'dashboard' &&
    analytics === 'analytics' &&
    detail === 'detail' &&
    metric !== undefined &&
    isDetailMetric(metric) &&
    extra.length === 0
  // ANA-01 (OPEN default): the bare detail path and any other metric are unknown.
  if (!known) return { kind: 'redirect', to: '/error/404' }
  if (!session.permissionsReceived) return { kind: 'loading' }
  if (AD_METRICS.includes(metric) && !session.canSeeAdMetrics)
    return { kind: 'redirect', to: '/error/403' }
  const back = backLinkOf(metric, route)
  const range = rangeOf(route)
  if (isTopMetric(metric)) return { kind: 'top', metric, back, range }
  const revenueType = AD_METRICS.includes(metric) ? revenueTypeOf(route) : null
  return { kind: 'chart', metric, revenueType, back, range }
}
