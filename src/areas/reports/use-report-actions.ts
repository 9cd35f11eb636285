/**
 * Save and Run of the report being edited (REP-16..19), shared by the editor (which saves through
 * its form with send and keepSaved), the preview and the library's Run: the pending flags,
 * the change detection and the calls. The screens check the fields first (reportErrors) and
 * scroll to the first invalid section; these actions only talk to the server and move between
 * the screens.
 */
import { useCallback, useState } from 'react'
import { isAbort } from '../../core/http'
import { navigate } from '../../core/router'
import { notify, usePortal } from '../../core/store'
import { forSaving, newReport } from './lib/report-field-rules'
import { type Report, type SavedReport } from './lib/report-rules'
import { PREVIEW_PATH } from './lib/report-route-rules'
import { TEXT } from './lib/report-texts'
import { reportsApi } from './reports-api'
import { useReportsState, type ReportDraft } from './report-state'

/** The fields that make a report (what "changed" compares; not the saved report's extras). */
export function definitionOf(report: Report): Report {
  const r = forSaving(report)
  return {
    accountUUID: null,
    reportUUID: r.reportUUID,
    name: r.name,
    dateRange: r.dateRange,
    customDateRange: r.customDateRange,
    endDate: r.endDate,
    dimensions: r.dimensions,
    viewType: r.viewType,
    metrics: r.metrics,
    sites: r.sites,
    devices: r.devices,
    countries: r.countries,
    schedule: r.schedule,
    emails: r.emails,
  }
}

export const sameReport = (a: Report, b: Report) =>
  JSON.stringify(definitionOf(a)) === JSON.stringify(definitionOf(b))

/**
 * REP-16: whether the edits differ from the saved version (a new report: from a fresh one).
 * `emails` compare cleaned (REP-13), so an empty e-mail row is not a change.
 */
export function hasChanges(draft: ReportDraft | null): boolean {
  if (!draft) return false
  const base = draft.saved ?? newReport(draft.report.accountUUID ?? '')
  return !sameReport(draft.report, base)
}

/** REP-18: a failed save says so (an abandoned one says nothing). */
export function saveFailed(error: unknown): void {
  if (!isAbort(error)) notify('error', TEXT.saveFailed)
}

export interface ReportActions {
  saving: boolean
  running: boolean
  /** REP-16: edits not saved yet. */
  changed: boolean
  /** REP-17: Run, Save and Save and Run are disabled. */
  disabled: boolean
  /** REP-18: the saved report, or null after a failure (its message shown). */
  save: () => Promise<SavedReport | null>
  /**
   * REP-18: the save call alone (a report never saved is created, else its saved version
   * updated), `saving` while it runs; rejects on failure. The editor's form saves with it.
   */
  send: (report: Report) => Promise<SavedReport>
  /** REP-18: what a save's answer does: it is the report edited and its saved version. */
  keepSaved: (saved: SavedReport) => void
  /** REP-19: a JSON run; stores the preview and goes to the preview page. */
  run: (report?: Report) => Promise<boolean>
}

export function useReportActions(host: HTMLElement): ReportActions {
  const accountUUID = usePortal((s) => s.session.accountUUID) ?? ''
  const { draft, setDraft, setPreview } = useReportsState()
  const [saving, setSaving] = useState(false)
  const [running, setRunning] = useState(false)
  const changed = hasChanges(draft)
  // CONF-10: read literally, a saved report without changes cannot be run from the editor.
  const disabled = saving || running || !changed

  const keepSaved = useCallback(
    (saved: SavedReport) => {
      setDraft({ report: saved, saved })
      notify('success', TEXT.saved)
    },
    [setDraft],
  )

  const send = useCallback(
    async (report: Report): Promise<SavedReport> => {
      const body = { ...forSaving(report), accountUUID }
      setSaving(true)
      try {
        return draft?.saved
          ? await reportsApi.update(draft.saved.reportUUID, body)
          : await reportsApi.create({ ...body, reportUUID: null })
      } finally {
        setSaving(false)
      }
    },
    [draft, accountUUID],
  )

  const save = useCallback(async (): Promise<SavedReport | null> => {
    if (!draft) return null
    try {
      const saved = await send(draft.report)
      keepSaved(saved)
      return saved
    } catch (error) {
      saveFailed(error)
      return null
    }
  }, [draft, send, keepSaved])

  const run = useCallback(
    async (report?: Report): Promise<boolean> => {
      const target = report ?? draft?.report
      if (!target) return false
      setRunning(true)
      try {
        const preview = await reportsApi.run(forSaving(target), accountUUID)
        setPreview(preview)
        navigate(host, PREVIEW_PATH)
        return true
      } catch (error) {
        if (!isAbort(error)) notify('error', TEXT.runFailed)
        return false
      } finally {
        setRunning(false)
      }
    },
    [draft, accountUUID, setPreview, host],
  )

  return { saving, running, changed, disabled, send, save, keepSaved, run }
}
