/**
 * The detail pages' own calls beside metrics-api.ts: the export (API-75, ANA-14; kept here so
 * that only pp-analytics loads the download module) and the ad-unit sites (API-37, ANA-12).
 */
import { accountCalls } from '../../../contracts/accounts/account'
import type { accountSchemas } from '../../../contracts/accounts/account.schemas'
import { metricCalls } from '../../../contracts/metrics/metrics'
import type { metricSchemas } from '../../../contracts/metrics/metrics.schemas'
import { client } from '../../../core/contract-client'
import { downloads } from '../../../core/contract-download'
import { saveFile } from '../../../core/download'
import type { MetricFamily, MetricQuery, NameMap } from '../lib/metrics-rules'

const files = downloads<typeof metricSchemas>()(metricCalls)
const account = client<typeof accountSchemas>()(accountCalls)
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
  const { blob } = await files[`${family}Export`]({ body: metricForm(query) })
  saveFile(fileName, blob)
}

/** API-37: the account's ad-unit sites (`filterRonSites=true`), id → name, for the Ad Units view. */
export function adUnitSites(accountUUID: string, signal?: AbortSignal): Promise<NameMap> {
  return account
    .sites({ params: { accountUUID }, query: { filterRonSites: 'true' } }, { signal })
    .then(({ items }) => Object.fromEntries(items.map((site) => [site.siteUUID, site.name])))
}
