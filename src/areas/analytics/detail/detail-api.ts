/**
 * The detail pages' own call beside metrics-api.ts: the export (API-75, ANA-14). Kept here so
 * that only pp-analytics loads the download module.
 */
import { downloadFile } from '../../../core/download'
import type { MetricFamily, MetricQuery } from '../lib/metrics-rules'
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
