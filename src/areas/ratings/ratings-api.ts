/**
 * Calls of the ratings area: the product-access service (API-105, API-106 with RATINGS), the unit
 * check (API-111) and the ratings service (API-112..119).
 */
import type { z } from 'zod'
import { accessCalls } from '../../contracts/access/access'
import type { accessSchemas } from '../../contracts/access/access.schemas'
import { ratingsCalls } from '../../contracts/ratings/ratings'
import type { addonsData, ratingsSchemas, unitCode } from '../../contracts/ratings/ratings.schemas'
import { client } from '../../core/contract-client'
import { ApiError, serviceBase } from '../../core/http'
import { downloads } from '../../core/contract-download'
import { onServiceOrigin } from './lib/export-origin'
import type {
  CounterConfiguration,
  ExportFormat,
  GeneralSave,
  RatingColors,
} from './lib/ratings-rules'

// API-117 answers by productType: the unit's code or the counter's add-on data.
export type UnitCode = z.output<typeof unitCode>
export type AddonsData = z.output<typeof addonsData>

/** The counter's saved settings (API-115/116 body). */
export type CounterSave = Pick<CounterConfiguration, 'showHalfStars' | 'enabled'> & {
  uuid?: string
  counterConfigUUID?: string
}

const access = client<typeof accessSchemas>()(accessCalls)
const ratings = client<typeof ratingsSchemas>()(ratingsCalls)
const files = downloads<typeof ratingsSchemas>()(ratingsCalls)

/** The file named by an export link (`…/analytics/files/<file>`, API-119). */
const fileNameOf = (url: string) =>
  decodeURIComponent(new URL(url, location.href).pathname.split('/').pop() ?? '')

export const accessApi = {
  /** API-106 */
  current: (accountUUID: string, signal?: AbortSignal) =>
    access.current({ params: { accountUUID }, query: { productType: 'RATINGS' } }, { signal }),
  /** API-105 / API-110: `true` when approved at once, else the pending request. */
  ask: (accountUUID: string) =>
    access.ask({ params: { accountUUID }, body: { productType: 'RATINGS' } }),
  /** API-111: whether the account (or, with siteUUID, that site) has a ratings unit. */
  hasUnit: (accountUUID: string, siteUUID: string | null, signal?: AbortSignal) =>
    ratings.hasUnit({ params: { accountUUID }, query: siteUUID ? { siteUUID } : {} }, { signal }),
}

export const ratingsApi = {
  /** API-112 */
  configuration: (
    site: { siteUUID: string; url: string },
    accountUUID: string,
    signal?: AbortSignal,
  ) =>
    ratings.configuration(
      { query: { accountUUID, siteUUID: site.siteUUID, siteUrl: site.url } },
      { signal },
    ),
  /** API-113 */
  saveColors: (uuid: string, colors: RatingColors) =>
    ratings.saveColors({ params: { uuid }, body: { uuid, ...colors } }),
  /** API-114: answers the whole configuration (API-112's shape). */
  saveGeneral: (uuid: string, general: GeneralSave) =>
    ratings.saveGeneral({ params: { uuid }, body: { uuid, ...general } }),
  /**
   * API-116 (the toggle) and API-115 (Save of the add-on's settings): both go to the counter
   * configuration, the only add-on — API-115's `{path}` is `counter-configurations`.
   */
  saveCounter: (counterConfigUUID: string, counter: CounterSave) =>
    ratings.saveCounter({
      params: { uuid: counterConfigUUID },
      body: { ...counter, counterConfigUUID },
    }),
  /** API-117 with RATING_UNIT */
  unitCode: (siteUUID: string, signal?: AbortSignal) =>
    ratings
      .code({ query: { siteUUID, productType: 'RATING_UNIT' } }, { signal })
      .then((code) => code as UnitCode),
  /** API-117 with RATING_COUNTER */
  addons: (siteUUID: string, signal?: AbortSignal) =>
    ratings
      .code({ query: { siteUUID, productType: 'RATING_COUNTER' } }, { signal })
      .then((code) => code as AddonsData),
  /** API-118: 404 when the site has no ratings yet. */
  exportFile: (siteUUID: string, format: ExportFormat) =>
    ratings.exportFile({ query: { format, siteUUID } }),
  /**
   * API-119: the exported file (an address on the ratings service, with the session). An address
   * elsewhere is refused before any request, so the session's cookies never leave the service.
   */
  download: (exportedFileUrl: string) =>
    onServiceOrigin(exportedFileUrl, serviceBase('ratings'), location.href)
      ? files.file({ params: { file: fileNameOf(exportedFileUrl) } })
      : Promise.reject(
          new ApiError(0, 'foreign_file_url', 'The file is not on the ratings service'),
        ),
}
