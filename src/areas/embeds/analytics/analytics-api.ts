/** Calls of the embed content analytics screen (API-49, API-78), from their contracts. */
import { embedMetricCalls } from '../../../contracts/accounts/embed-metrics'
import type { embedMetricSchemas } from '../../../contracts/accounts/embed-metrics.schemas'
import { embedCalls } from '../../../contracts/accounts/embeds'
import type { embedSchemas } from '../../../contracts/accounts/embeds.schemas'
import { client } from '../../../core/contract-client'
import type { AnalyticsQuery } from '../lib/embeds-rules'

const metrics = client<typeof embedMetricSchemas>()(embedMetricCalls)
const embeds = client<typeof embedSchemas>()(embedCalls)

export const analyticsApi = {
  /** API-49: one page of the embed's cards with their engagement in the range. */
  metrics: (embedUUID: string, query: AnalyticsQuery, signal?: AbortSignal) =>
    metrics.cards({ params: { embedUUID }, body: query }, { signal }),
  /** API-78: the account's embeds, uuid → name (the picker, and the header's name). */
  embeds: (accountUUID: string, signal?: AbortSignal) =>
    embeds.map({ params: { accountUUID } }, { signal }).then((reply) => reply.embeds),
}
