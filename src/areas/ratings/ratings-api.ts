/**
 * Calls of the ratings area: the product-access service (API-105, API-106 with RATINGS), the unit
 * check (API-111) and the ratings service (API-112..119).
 */
import { ApiError, request, serviceBase } from '../../core/http'
import { requestFile } from '../../core/files'
import { onServiceOrigin } from './lib/export-origin'
import type { RequestStatus } from './lib/ratings-routes'
import type {
  ColorConfiguration,
  CounterConfiguration,
  ExportFormat,
  GeneralSave,
  RatingColors,
  RatingsConfiguration,
} from './lib/ratings-rules'

const e = encodeURIComponent

/** API-106: the account's ratings request. */
export interface AccessRequest {
  requestStatus: RequestStatus
  userEmail: string | null
  productType: 'RATINGS'
}

/** API-117 with RATING_UNIT. */
export interface UnitCode {
  headerCode: string
  ratingUnitCode: string
  enablePageId: boolean
}
/** API-117 with RATING_COUNTER: the add-ons data (spec 002 §3). */
export interface AddonsData {
  counterConfiguration: CounterConfiguration
  code: { headerCode: string; ratingCounterCode: string }
}
/** The counter's saved settings (API-115/116 body). */
export type CounterSave = Pick<CounterConfiguration, 'showHalfStars' | 'enabled'> & {
  uuid?: string
  counterConfigUUID?: string
}

const access = (accountUUID: string) => `/v1/accounts/${e(accountUUID)}/product-access-requests`

export const accessApi = {
  /** API-106 */
  request: (accountUUID: string, signal?: AbortSignal) =>
    request<AccessRequest>('access', access(accountUUID), {
      query: { productType: 'RATINGS' },
      signal,
    }),
  /** API-105 / API-110: `true` when approved at once, else the pending request. */
  ask: (accountUUID: string) =>
    request<true | AccessRequest>('access', access(accountUUID), {
      method: 'POST',
      body: { productType: 'RATINGS' },
    }),
  /** API-111: whether the account (or, with siteUUID, that site) has a ratings unit. */
  hasUnit: (accountUUID: string, siteUUID: string | null, signal?: AbortSignal) =>
    request<{ hasRatingsUnit: boolean }>(
      'ratings',
      `/v1/accounts/${e(accountUUID)}/rating-units/exists`,
      { query: siteUUID ? { siteUUID } : undefined, signal },
    ),
}

export const ratingsApi = {
  /** API-112 */
  configuration: (
    site: { siteUUID: string; url: string },
    accountUUID: string,
    signal?: AbortSignal,
  ) =>
    request<RatingsConfiguration>('ratings', '/v1/rating-units/configurations', {
      query: { accountUUID, siteUUID: site.siteUUID, siteUrl: site.url },
      signal,
    }),
  /** API-113 */
  saveColors: (uuid: string, colors: RatingColors) =>
    request<ColorConfiguration>('ratings', `/v1/rating-units/color-configurations/${e(uuid)}`, {
      method: 'PUT',
      body: { uuid, ...colors },
    }),
  /** API-114: answers the whole configuration (API-112's shape). */
  saveGeneral: (uuid: string, general: GeneralSave) =>
    request<RatingsConfiguration>('ratings', `/v1/rating-units/general-configurations/${e(uuid)}`, {
      method: 'PUT',
      body: { uuid, ...general },
    }),
  /**
   * API-116 (the toggle) and API-115 (Save of the add-on's settings): both go to the counter
   * configuration, the only add-on — API-115's `{path}` is `counter-configurations`.
   */
  saveCounter: (counterConfigUUID: string, counter: CounterSave) =>
    request<CounterConfiguration>(
      'ratings',
      `/v1/rating-units/counter-configurations/${e(counterConfigUUID)}`,
      { method: 'PUT', body: { ...counter, counterConfigUUID } },
    ),
  /** API-117 with RATING_UNIT */
  unitCode: (siteUUID: string, signal?: AbortSignal) =>
    request<UnitCode>('ratings', '/v1/rating-units/code', {
      query: { siteUUID, productType: 'RATING_UNIT' },
      signal,
    }),
  /** API-117 with RATING_COUNTER */
  addons: (siteUUID: string, signal?: AbortSignal) =>
    request<AddonsData>('ratings', '/v1/rating-units/code', {
      query: { siteUUID, productType: 'RATING_COUNTER' },
      signal,
    }),
  /** API-118: 404 when the site has no ratings yet. */
  exportFile: (siteUUID: string, format: ExportFormat) =>
    request<{ exportedFileUrl: string }>('ratings', '/v1/ratings/analytics/export', {
      query: { format, siteUUID },
    }),
  /**
   * API-119: the exported file (an address on the ratings service, with the session). An address
   * elsewhere is refused before any request, so the session's cookies never leave the service.
   */
  download: (exportedFileUrl: string) =>
    onServiceOrigin(exportedFileUrl, serviceBase('ratings'), location.href)
      ? requestFile('ratings', exportedFileUrl)
      : Promise.reject(
          new ApiError(0, 'foreign_file_url', 'The file is not on the ratings service'),
        ),
}
