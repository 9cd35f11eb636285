/** Account-service calls of the Ads.txt tab (API-35, API-38, API-39). */
import { request } from '../../../core/http'
import type { Site } from '../../../core/session-types'
import type { AdsTxtCheck } from './lib/adstxt-rules'

/** What API-38/39 return for a site: the required values and the last check's findings. */
export interface AdsTxtInfo extends AdsTxtCheck {
  siteUUID: string
  /** The lines the account must publish, in order. */
  values: string[]
  /** When the site's file was last fetched (ISO). */
  checkedAt: string
  /** Where the file was looked for. */
  adsTxtUrl: string
}

export const adsTxtApi = {
  /** API-35: every site of the account, for the dropdown. */
  sites: (accountUUID: string, signal?: AbortSignal) =>
    request<{ items: Site[] }>('accounts', `/accounts/${encodeURIComponent(accountUUID)}/sites`, {
      query: { filterRonSites: false },
      signal,
    }),
  /** API-38: the site's stored check (the server checks now when there is none). */
  status: (siteUUID: string, accountUUID: string, signal?: AbortSignal) =>
    request<AdsTxtInfo>('accounts', `/sites/${encodeURIComponent(siteUUID)}/adstxt`, {
      query: { accountUUID },
      signal,
    }),
  /** API-39: fetch the site's ads.txt now and compare it. */
  verify: (siteUUID: string, signal?: AbortSignal) =>
    request<AdsTxtInfo>('accounts', `/sites/${encodeURIComponent(siteUUID)}/adstxt/verify`, {
      method: 'PUT',
      signal,
    }),
}
