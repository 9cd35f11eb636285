/**
 * The detail pages' own calls beside metrics-api.ts: the export (API-75, ANA-14; kept here so
 * that only pp-analytics loads the download module) and the ad-unit sites (API-37, ANA-12).
 */
import { requestFile, saveFile } from '../../../core/download'
import { request } from '../../../core/http'
import type { Site } from '../../../core/session-types'
import type { MetricFamily, MetricQuery, NameMap } from '../lib/metrics-rules'
import { metricForm } from '../metrics-api'

/**
 * `{family}/export` (revenue on the reporting service) with the page's form fields, saved as
 * `fileName` (`{metric}-export.csv`: the CPM and Impressions pages share the revenue export, so
 * the page names the file, not the server).
 */
export async function exportMetric(
  family: MetricFamily,
  query: MetricQuery,
  fileName: string,
): Promise<void> {
  const service = family === 'revenue' ? 'reporting' : 'metrics'
  const { blob } = await requestFile(service, `/${family}/export`, {
    method: 'POST',
    body: metricForm(query),
  })
  saveFile(fileName, blob)
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
