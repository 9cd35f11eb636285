/**
 * The library's row actions (REP-04, REP-05, REP-19, REP-23, Send now beyond the spec): each
 * marks its row busy while its call runs, says how it went in a toast and reloads the list
 * after a change.
 */
import { useState } from 'react'
import { navigate } from '../../../core/router'
import { notify, notifyFailure } from '../../../core/store'
import { DETAIL_PATH } from '../lib/report-route-rules'
import type { SavedReport } from '../lib/report-rules'
import { TEXT } from '../lib/report-texts'
import { reportsApi } from '../reports-api'
import { useReportsState } from '../report-state'
import { useReportActions } from '../use-report-actions'

export type RowAction = 'run' | 'edit' | 'schedule' | 'send' | 'delete'

/** Which row's action is under way. */
export interface RowBusy {
  reportUUID: string
  action: RowAction
}

export interface LibraryActions {
  busy: RowBusy | null
  /** REP-19: runs the saved report and shows its preview. */
  run: (report: SavedReport) => Promise<void>
  /** REP-05: opens the report in the editor (`schedule`: at its Schedule section). */
  open: (report: SavedReport, action: 'edit' | 'schedule') => Promise<void>
  /** Beyond the spec: a scheduled report's run, sent to its recipients now. */
  send: (report: SavedReport) => Promise<void>
  /** REP-23: deletes (after the screen's confirmation); true when it is gone. */
  remove: (report: SavedReport) => Promise<boolean>
}

export function useLibraryActions(host: HTMLElement, reload: () => void): LibraryActions {
  const { setDraft } = useReportsState()
  const reportActions = useReportActions(host)
  const [busy, setBusy] = useState<RowBusy | null>(null)

  async function under<T>(report: SavedReport, action: RowAction, work: () => Promise<T>) {
    setBusy({ reportUUID: report.reportUUID, action })
    try {
      return await work()
    } finally {
      setBusy(null)
    }
  }

  return {
    busy,
    run: (report) =>
      under(report, 'run', async () => {
        setDraft({ report, saved: report })
        await reportActions.run(report)
      }),
    open: (report, action) =>
      under(report, action, async () => {
        try {
          const loaded = await reportsApi.get(report.reportUUID)
          setDraft({ report: loaded, saved: loaded })
          navigate(host, action === 'schedule' ? `${DETAIL_PATH}?section=schedule` : DETAIL_PATH)
        } catch (error) {
          notifyFailure(error, TEXT.fetchReportFailed)
        }
      }),
    send: (report) =>
      under(report, 'send', async () => {
        try {
          await reportsApi.sendNow(report.reportUUID)
          notify('success', TEXT.sent)
        } catch (error) {
          notifyFailure(error, TEXT.sendFailed)
        }
        reload()
      }),
    remove: (report) =>
      under(report, 'delete', async () => {
        try {
          await reportsApi.remove(report.reportUUID)
          notify('success', TEXT.deleted)
          return true
        } catch (error) {
          notifyFailure(error, TEXT.deleteFailed)
          return false
        } finally {
          reload()
        }
      }),
  }
}
