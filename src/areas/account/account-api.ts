/** Account-service calls of the General and Sites tabs (API-01, API-02, API-36). */
import { request } from '../../core/http'
import type { Site } from '../../core/session-types'

export interface GeneralInfo {
  accountName: string | null
  streetAddress: string | null
  city: string | null
  zipCode: string | null
  region: string | null
  country: string | null
}

export interface SitesPage {
  items: Site[]
  currentPage: number
  totalRows: number
  totalPages: number
}

export const accountApi = {
  general: (accountUUID: string, signal?: AbortSignal) =>
    request<GeneralInfo>('accounts', `/accounts/${encodeURIComponent(accountUUID)}`, { signal }),
  saveGeneral: (accountUUID: string, body: GeneralInfo) =>
    request<GeneralInfo>('accounts', `/accounts/${encodeURIComponent(accountUUID)}`, {
      method: 'PUT',
      body,
    }),
  sitesPage: (accountUUID: string, page: number, size: number, signal?: AbortSignal) =>
    request<SitesPage>('accounts', `/accounts/${encodeURIComponent(accountUUID)}/sites`, {
      query: { page, size },
      signal,
    }),
}
