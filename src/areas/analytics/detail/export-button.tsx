/** ANA-14: `Export` downloads the page's CSV (`{metric}-export.csv`) with the page's form fields. */
import { useState } from 'react'
import { ApiError } from '../../../core/http'
import { notify } from '../../../core/store'
import { Button } from '../../../ui/button'
import { EXPORT_NO_DATA, exportFailedMessage } from '../lib/detail-page-rules'
import type { MetricFamily, MetricQuery } from '../lib/metrics-rules'
import { exportMetric } from './detail-api'

export function ExportButton({
  family,
  query,
  fileName,
  name,
}: Readonly<{
  family: MetricFamily
  /** The page's form fields; null while there is nothing to ask for (no session yet). */
  query: MetricQuery | null
  fileName: string
  /** What the failure names (fetchName). */
  name: string
}>) {
  const [busy, setBusy] = useState(false)

  async function exportAll() {
    if (!query || busy) return
    setBusy(true)
    try {
      await exportMetric(family, query, fileName)
    } catch (error) {
      // A 401 signs out (the fetch layer's rule): nothing to tell here.
      if (error instanceof ApiError && error.status === 401) return
      notify(
        'error',
        error instanceof ApiError && error.status === 404
          ? EXPORT_NO_DATA
          : exportFailedMessage(name),
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <Button
      variant="secondary"
      onClick={exportAll}
      busy={busy}
      busyLabel="Exporting…"
      disabled={!query}
    >
      Export CSV
    </Button>
  )
}
