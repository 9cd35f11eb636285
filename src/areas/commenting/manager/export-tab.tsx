import { useEffect, useRef, useState } from 'react'
import { saveFile } from '../../../core/download'
import { ApiError } from '../../../core/http'
import { notify } from '../../../core/store'
import { Button } from '../../../ui/button'
import { Card } from '../../../ui/states'
import { commentingApi } from '../commenting-api'
import type { ExportFormat } from '../lib/commenting-rules'
import { EXPORT_ERROR_DELAY_MS, TEXT } from '../lib/commenting-texts'
import { type TabProps } from './tab-props'

const EXPORTS = [
  { format: 'CSV', label: TEXT.exportCsv, busyLabel: 'Exporting CSV…', variant: 'primary' },
  { format: 'XML', label: TEXT.exportXml, busyLabel: 'Exporting XML…', variant: 'secondary' },
] as const

/**
 * COM-39/40: commenter profiles and activity as CSV or XML, saved as user-profiles.{csv|xml};
 * a failure is told after 1.5 s.
 */
export function ExportTab({ config }: Readonly<TabProps>) {
  const [exporting, setExporting] = useState<ExportFormat | null>(null)
  // A failure told after the delay is not told once the user has left the tab.
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(() => () => clearTimeout(pending.current ?? undefined), [])

  async function exportAs(format: ExportFormat) {
    if (exporting) return
    setExporting(format)
    try {
      const { blob } = await commentingApi.exportProfiles(config.commentingUnitUUID, format)
      saveFile(`user-profiles.${format.toLowerCase()}`, blob)
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return
      const text =
        error instanceof ApiError && error.status === 404 ? TEXT.exportNoData : TEXT.exportFailed
      pending.current = setTimeout(() => notify('error', text), EXPORT_ERROR_DELAY_MS)
    } finally {
      setExporting(null)
    }
  }

  return (
    <Card className="max-w-2xl">
      <h2 className="text-base font-semibold text-slate-900">{TEXT.exportIntro}</h2>
      <p className="mt-1 text-sm text-slate-600">
        The file lists each commenter’s profile (name, e-mail, location) and activity (sign-up date,
        last login, number of comments).
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        {EXPORTS.map(({ format, label, busyLabel, variant }) => (
          <Button
            key={format}
            variant={variant}
            onClick={() => exportAs(format)}
            busy={exporting === format}
            busyLabel={busyLabel}
            disabled={exporting !== null && exporting !== format}
          >
            {label}
          </Button>
        ))}
      </div>
    </Card>
  )
}
