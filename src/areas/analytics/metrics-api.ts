/**
 * The metric calls of pp-home and pp-analytics (API-63..78; the contract is lib/metrics-rules.ts).
 * Every metric call is a form-encoded POST (HOME-08); the revenue family is on the reporting
 * service, the others on the metrics service, the account lists on the accounts service.
 */
import { request } from '../../core/http'
import type {
  MetricDetailed,
  MetricFamily,
  MetricQuery,
  MetricTotalReply,
  NameMap,
  RevenueDetail,
  RevenueTotalReply,
  TopQuestionRow,
  TopRowsReply,
  TopStoryRow,
} from './lib/metrics-rules'

/** The form body of a metric query: lists as repeated keys, absent and empty values left out. */
export function metricForm(query: MetricQuery): URLSearchParams {
  const form = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) for (const item of value) form.append(name, String(item))
    else form.append(name, String(value))
  }
  return form
}

type EngagementFamily = Exclude<MetricFamily, 'revenue'>

const post = <T>(
  service: 'metrics' | 'reporting',
  path: string,
  query: MetricQuery,
  signal?: AbortSignal,
) => request<T>(service, path, { method: 'POST', body: metricForm(query), signal })

const account = (accountUUID: string) => `/accounts/${encodeURIComponent(accountUUID)}`

export const metricsApi = {
  /** API-63, 66, 68, 70. */
  detailed: (family: EngagementFamily, query: MetricQuery, signal?: AbortSignal) =>
    post<MetricDetailed>('metrics', `/${family}/detailed`, query, signal),
  /** API-65, 67, 69, 72. */
  total: (family: EngagementFamily, query: MetricQuery, signal?: AbortSignal) =>
    post<MetricTotalReply>('metrics', `/${family}/total`, query, signal),
  /** API-64. */
  topQuestions: (query: MetricQuery, signal?: AbortSignal) =>
    post<TopRowsReply<TopQuestionRow>>('metrics', '/questionAnswered/top-questions', query, signal),
  /** API-71. */
  topStories: (query: MetricQuery, signal?: AbortSignal) =>
    post<TopRowsReply<TopStoryRow>>('metrics', '/storyClicked/top-stories', query, signal),
  /** API-73 (reporting service). */
  revenueDetail: (query: MetricQuery, signal?: AbortSignal) =>
    post<RevenueDetail>('reporting', '/revenue/detail', query, signal),
  /** API-74 (reporting service). */
  revenueTotal: (query: MetricQuery, signal?: AbortSignal) =>
    post<RevenueTotalReply>('reporting', '/revenue/total', query, signal),
  /** API-76: the account's stories, content UUID → title. */
  stories: (accountUUID: string, signal?: AbortSignal) =>
    request<{ stories: NameMap }>('accounts', `${account(accountUUID)}/stories`, { signal }).then(
      (reply) => reply.stories,
    ),
  /** API-77: the countries with data in the range, code → name. */
  countries: (accountUUID: string, startDate: string, endDate: string, signal?: AbortSignal) =>
    request<{ countries: NameMap }>('accounts', `${account(accountUUID)}/countries`, {
      query: { startDate, endDate },
      signal,
    }).then((reply) => reply.countries),
  /** API-78: the account's embeds, UUID → name. */
  embeds: (accountUUID: string, signal?: AbortSignal) =>
    request<{ embeds: NameMap }>('accounts', `${account(accountUUID)}/embeds`, { signal }).then(
      (reply) => reply.embeds,
    ),
}
