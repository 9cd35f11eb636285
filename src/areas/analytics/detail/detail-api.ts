/**
 * The detail pages' own calls beside metrics-api.ts: the export (API-75, ANA-14; kept here so
 * that only pp-analytics loads the download module) and the ad-unit sites (API-37, ANA-12).
 */
import { downloadFile } from '../../../core/download'
import { request } from '../../../core/http'
import type { Site } from '../../../core/session-types'
import type { MetricFamily, MetricQuery, NameMap } from '../lib/metrics-rules'
import { metricForm } from '../metrics-api'

/**
 * `{family}/export` (revenue on the reporting service) with the page's form fields, saved as
 * `fileName` (`{metric}-export.csv`) unless the server names the file.
 */
export function exportMetric(
  family: MetricFamily,
  query: Parameters<typeof metricForm>[0],
  fileName: string,
): Promise<string> {
  return downloadFile(
    family === 'revenue' ? 'reporting' : 'metrics',
    `/${family}/export`,
    fileName,
    {
      method: 'POST',
      body: metricForm(query satisfies MetricQuery),
    },
  )
}

/** API-37: the account's ad-unit sites (`filterRonSites=true`), id → name, for the Ad Units view. */
export function adUnitSites(accountUUID: string, signal?: AbortSignal): Promise<NameMap> {
  return request<{ items: Site[] }>(
    'accounts',
    `/accounts/${encodeURIComponent(accountUUID)}/sites`,
    {
      query: { filterRonSites: true },
      signal,
    },
  ).then(({ items }) => Object.fromEntries(items.map((site) => [site.siteUUID, site.name])))
}
