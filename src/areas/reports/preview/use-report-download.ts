/**
 * REP-22: Download Excel and Download CSV of the previewed report (API-85 with returnType XLSX
 * or CSV): data not final yet → the delayed message; else the file from its path, saved under
 * the server's name, and a toast saying how it went.
 */
import { useState } from 'react'
import { saveFile } from '../../../core/download'
import { notify, notifyFailure, usePortal } from '../../../core/store'
import { forSaving } from '../lib/report-field-rules'
import {
  DOWNLOAD_TYPE_LABELS,
  reportFileName,
  type DayRange,
  type Report,
} from '../lib/report-rules'
import { downloadedText, downloadFailedText } from '../lib/report-texts'
import { reportsApi } from '../reports-api'

export type DownloadType = 'XLSX' | 'CSV'

export interface ReportDownloads {
  /** The download under way. */
  busy: DownloadType | null
  /** The last download answered `reportAvailable: false`. */
  delayed: boolean
  download: (type: DownloadType) => Promise<void>
}

export function useReportDownload(report: Report, range: DayRange): ReportDownloads {
  const accountUUID = usePortal((s) => s.session.accountUUID) ?? ''
  const [busy, setBusy] = useState<DownloadType | null>(null)
  const [delayed, setDelayed] = useState(false)

  async function download(type: DownloadType) {
    if (busy) return
    const label = DOWNLOAD_TYPE_LABELS[type]
    setBusy(type)
    setDelayed(false)
    try {
      const reply = await reportsApi.download(forSaving(report), accountUUID, type)
      if (!reply.reportAvailable) {
        setDelayed(true)
        return
      }
      if (!reply.path) throw new Error('The download names no file')
      const file = await reportsApi.file(reply.path)
      saveFile(
        reply.fileName ?? file.fileName ?? reportFileName(report.name, range, type),
        file.blob,
      )
      notify('success', downloadedText(label))
    } catch (error) {
      notifyFailure(error, downloadFailedText(label))
    } finally {
      setBusy(null)
    }
  }

  return { busy, delayed, download }
}
