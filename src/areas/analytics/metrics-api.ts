/**
 * The metric calls of pp-home and pp-analytics (API-63..78; the contract is lib/metrics-rules.ts).
 * Every metric call is a form-encoded POST (HOME-08); the revenue family is on the reporting
 * service, the others on the metrics service, the account lists on the accounts service.
 */
import { metricCalls } from '../../contracts/metrics/metrics'
import type { metricSchemas } from '../../contracts/metrics/metrics.schemas'
import { client } from '../../core/contract-client'
import { embedCalls } from '../../contracts/accounts/embeds'
import type { embedSchemas } from '../../contracts/accounts/embeds.schemas'
import type { MetricFamily, MetricQuery } from './lib/metrics-rules'

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

const metrics = client<typeof metricSchemas>()(metricCalls)
const embeds = client<typeof embedSchemas>()(embedCalls)

export const metricsApi = {
  /** API-63, 66, 68, 70. */
  detailed: (family: EngagementFamily, query: MetricQuery, signal?: AbortSignal) =>
    metrics[`${family}Detailed`]({ body: metricForm(query) }, { signal }),
  /** API-65, 67, 69, 72. */
  total: (family: EngagementFamily, query: MetricQuery, signal?: AbortSignal) =>
    metrics[`${family}Total`]({ body: metricForm(query) }, { signal }),
  /** API-64. */
  topQuestions: (query: MetricQuery, signal?: AbortSignal) =>
    metrics.topQuestions({ body: metricForm(query) }, { signal }),
  /** API-71. */
  topStories: (query: MetricQuery, signal?: AbortSignal) =>
    metrics.topStories({ body: metricForm(query) }, { signal }),
  /** API-73 (reporting service). */
  revenueDetail: (query: MetricQuery, signal?: AbortSignal) =>
    metrics.revenueDetail({ body: metricForm(query) }, { signal }),
  /** API-74 (reporting service). */
  revenueTotal: (query: MetricQuery, signal?: AbortSignal) =>
    metrics.revenueTotal({ body: metricForm(query) }, { signal }),
  /** API-76: the account's stories, content UUID → title. */
  stories: (accountUUID: string, signal?: AbortSignal) =>
    metrics.stories({ params: { accountUUID } }, { signal }).then((reply) => reply.stories),
  /** API-77: the countries with data in the range, code → name. */
  countries: (accountUUID: string, startDate: string, endDate: string, signal?: AbortSignal) =>
    metrics
      .countries({ params: { accountUUID }, query: { startDate, endDate } }, { signal })
      .then((reply) => reply.countries),
  /** API-78: the account's embeds, UUID → name. */
  embeds: (accountUUID: string, signal?: AbortSignal) =>
    embeds.map({ params: { accountUUID } }, { signal }).then((reply) => reply.embeds),
}
