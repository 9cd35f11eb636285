/**
 * The reports area's working state, shared by its three screens inside one pp-reports element
 * (REP-02, REP-16, REP-24): the report being edited with the version last saved, and the preview
 * of the last run. It is the "loaded data" that /detail and /preview need; it is kept in the
 * tab's sessionStorage so a reload of those screens keeps the work (no lost edits).
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import type { Report, ReportPreview, SavedReport } from './lib/report-rules'

export interface ReportDraft {
  /** The edits (REP-24 entity). */
  report: Report
  /** As last saved; null for a report never saved (REP-17 "unsaved report"). */
  saved: SavedReport | null
}

export interface ReportsState {
  draft: ReportDraft | null
  preview: ReportPreview | null
  /** Opens a report for editing (a saved one, or a new one with `saved` null). */
  setDraft: (draft: ReportDraft | null) => void
  /** Replaces the edits (keeps `saved`). */
  edit: (report: Report) => void
  setPreview: (preview: ReportPreview | null) => void
  /** Forgets both (Exit, Back to all reports). */
  clear: () => void
}

const STORAGE_KEY = 'pp-reports:work'

interface Stored {
  account: string
  draft: ReportDraft | null
  preview: ReportPreview | null
}

function readStored(accountUUID: string): Omit<Stored, 'account'> {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY)
    const parsed = raw ? (JSON.parse(raw) as Stored) : null
    // Another account's work (a support user switching publishers) is never shown.
    if (parsed && parsed.account === accountUUID)
      return { draft: parsed.draft, preview: parsed.preview }
  } catch {
    // Storage off or unreadable: start without loaded data.
  }
  return { draft: null, preview: null }
}

function writeStored(value: Stored): void {
  try {
    if (!value.draft && !value.preview) sessionStorage.removeItem(STORAGE_KEY)
    else sessionStorage.setItem(STORAGE_KEY, JSON.stringify(value))
  } catch {
    // Quota or privacy mode: the work stays in memory only.
  }
}

const Context = createContext<ReportsState | null>(null)

/** Provides the state to the area's screens (reports-root). */
export function ReportsStateProvider({
  accountUUID,
  children,
}: Readonly<{ accountUUID: string; children: ReactNode }>) {
  const [work, setWork] = useState(() => readStored(accountUUID))
  const update = useCallback(
    (change: (w: Omit<Stored, 'account'>) => Omit<Stored, 'account'>) =>
      setWork((w) => {
        const next = change(w)
        writeStored({ account: accountUUID, ...next })
        return next
      }),
    [accountUUID],
  )
  const value = useMemo<ReportsState>(
    () => ({
      draft: work.draft,
      preview: work.preview,
      setDraft: (draft) => update((w) => ({ ...w, draft })),
      edit: (report) => update((w) => (w.draft ? { ...w, draft: { ...w.draft, report } } : w)),
      setPreview: (preview) => update((w) => ({ ...w, preview })),
      clear: () => update(() => ({ draft: null, preview: null })),
    }),
    [work, update],
  )
  return <Context.Provider value={value}>{children}</Context.Provider>
}

/** The area's state; only inside ReportsStateProvider. */
export function useReportsState(): ReportsState {
  const value = useContext(Context)
  if (!value) throw new Error('useReportsState outside ReportsStateProvider')
  return value
}
