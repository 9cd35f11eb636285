/** Calls of the embed content analytics screen (API-49, API-78). */
import { request } from '../../../core/http'
import type { AnalyticsPage, AnalyticsQuery } from '../lib/embeds-rules'

export const analyticsApi = {
  /** API-49: one page of the embed's cards with their engagement in the range. */
  metrics: (embedUUID: string, query: AnalyticsQuery, signal?: AbortSignal) =>
    request<AnalyticsPage>('accounts', `/embeds/${encodeURIComponent(embedUUID)}/metrics`, {
      method: 'POST',
      body: query,
      signal,
    }),
  /** API-78: the account's embeds, uuid → name (the picker, and the header's name). */
  embeds: (accountUUID: string, signal?: AbortSignal) =>
    request<{ embeds: Record<string, string> }>(
      'accounts',
      `/accounts/${encodeURIComponent(accountUUID)}/embeds`,
      { signal },
    ).then((reply) => reply.embeds),
}
