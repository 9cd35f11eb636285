import { useEffect, useRef, useState } from 'react'
import { saveFile } from '../../../core/download'
import { ApiError } from '../../../core/http'
import { notifyFailure } from '../../../core/store'
import { Button } from '../../../ui/button'
import { Card } from '../../../ui/states'
import { Tooltip } from '../../../ui/tooltip'
import type { ExportFormat } from '../lib/ratings-rules'
import { TEXT } from '../lib/ratings-texts'
import type { TabProps } from '../manager/tab-props'
import { ratingsApi } from '../ratings-api'

const FORMATS = [
  { format: 'csv', label: TEXT.exportCsv, busy: TEXT.exportingCsv, tip: TEXT.exportCsvTip },
  { format: 'xml', label: TEXT.exportXml, busy: TEXT.exportingXml, tip: TEXT.exportXmlTip },
] as const

/**
 * RAT-22/23: the site's ratings per page as CSV or XML. API-118 gives the file's address, API-119
 * the file, saved under the server's name (else ratings-<site name>.<format>).
 */
export function AnalyticsTab({ site }: Readonly<TabProps>) {
  const [exporting, setExporting] = useState<ExportFormat | null>(null)
  const alive = useRef(true)
  useEffect(() => {
    alive.current = true
    return () => {
      alive.current = false
    }
  }, [])

  async function exportAs(format: ExportFormat) {
    if (exporting) return
    setExporting(format)
    try {
      let fileUrl: string
      try {
        fileUrl = (await ratingsApi.exportFile(site.siteUUID, format)).exportedFileUrl
      } catch (error) {
        const none = error instanceof ApiError && error.status === 404
        notifyFailure(error, none ? TEXT.exportNone : TEXT.exportFailed)
        return
      }
      try {
        const { blob, fileName } = await ratingsApi.download(fileUrl)
        // The file the user asked for is saved even if they have left the tab meanwhile.
        saveFile(fileName ?? `ratings-${site.name}.${format}`, blob)
      } catch (error) {
        notifyFailure(error, TEXT.downloadFailed)
      }
    } finally {
      if (alive.current) setExporting(null)
    }
  }

  return (
    <Card className="max-w-2xl">
      <h2 className="text-base font-semibold text-slate-900">{TEXT.exportTitle}</h2>
      <p className="mt-1 text-sm text-slate-600">
        The file has the total ratings recorded and the current average rating for all pages with
        the Ratings Unit.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        {FORMATS.map((f, i) => (
          <Tooltip key={f.format} text={f.tip}>
            {(describedBy) => (
              <Button
                variant={i === 0 ? 'primary' : 'secondary'}
                aria-describedby={describedBy}
                onClick={() => void exportAs(f.format)}
                busy={exporting === f.format}
                busyLabel={f.busy}
                disabled={exporting !== null && exporting !== f.format}
              >
                {f.label}
              </Button>
            )}
          </Tooltip>
        ))}
      </div>
    </Card>
  )
}
