/**
 * The editor's form (useForm, controlled: the area's draft is its value, so a reload keeps the
 * work; the saved version, or a fresh report, is its baseline): the change detection (REP-16),
 * Save and Save and Run through the form, Discard, the leave question, and which field errors
 * show (REP-07, REP-12, REP-17): a field's message appears once the field was left or changed
 * (name on blur and change, e-mails and end date on blur), every message after a refused Run or
 * Save; section-wide rules (no dimension, no metric, the custom range, a custom range scheduled)
 * show at once. A refused press scrolls to the first invalid section and focuses its first
 * invalid field.
 */
import { useEffect, useRef, useState, type RefObject } from 'react'
import { usePortal } from '../../../core/store'
import { messagesOf, useForm, type FormValues } from '../../../ui/use-form'
import {
  firstInvalidSection,
  newReport,
  reportErrors,
  type Section,
} from '../lib/report-field-rules'
import { type Report, type SavedReport } from '../lib/report-rules'
import { useReportsState } from '../report-state'
import { sameReport, saveFailed, type ReportActions } from '../use-report-actions'
import type { EditorAction } from './action-bar'
import { goToSection } from './section-nav'

const ALWAYS = ['dimensions', 'metrics', 'customDateRange', 'customDateRange.to', 'schedule']

type ReportValues = Report & FormValues

export function useEditorForm(
  actions: ReportActions,
  now: Date,
  scope: RefObject<HTMLElement | null>,
) {
  const { draft, edit } = useReportsState()
  const accountUUID = usePortal((s) => s.session.accountUUID) ?? ''
  const saved = draft?.saved ?? null
  const report = (draft?.report ?? newReport(accountUUID)) as ReportValues
  const base = (saved ?? newReport(accountUUID)) as ReportValues
  // What follows a save: nothing, or the run of the saved report (Save and Run).
  const after = useRef<EditorAction>('save')
  const form = useForm<ReportValues, SavedReport>({
    controlled: { value: report, saved: base, onChange: edit },
    same: sameReport,
    validate: (values) => messagesOf(reportErrors(values, now)),
    // Saving or running (Save and Run, Run go on to the preview, the edits kept): no question.
    guard: !actions.running && !actions.saving,
    save: actions.send,
    onSaved: async (answer) => {
      actions.keepSaved(answer)
      if (after.current === 'saveAndRun') await actions.run(answer)
    },
    onError: saveFailed,
  })
  const [focusOn, setFocusOn] = useState<{ section: Section } | null>(null)
  const errors = reportErrors(report, now).filter(
    (e) => ALWAYS.includes(e.field) || form.error(e.field) !== null,
  )
  const invalid: ReadonlySet<Section> = new Set(errors.map((e) => e.section))

  /** Run, Save or Save and Run when the report may be; else every error shows and the first gets the focus. */
  function act(action: EditorAction): Promise<unknown> {
    let done: Promise<unknown> | null = null
    form.submit(undefined, () => {
      after.current = action
      done = action === 'run' ? actions.run() : form.send()
    })
    if (done) return done
    const section = firstInvalidSection(reportErrors(report, now))
    if (section) setFocusOn({ section })
    return Promise.resolve()
  }

  // After the render that shows the messages: scroll there and focus the first invalid field.
  useEffect(() => {
    if (!focusOn) return
    const card = scope.current?.querySelector<HTMLElement>(`[data-section="${focusOn.section}"]`)
    const field =
      card?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      card?.querySelector<HTMLElement>('input:not([disabled]), select, button:not([disabled])')
    goToSection(scope.current, focusOn.section, field)
    setFocusOn(null)
  }, [focusOn, scope])

  return {
    report,
    saved,
    errors,
    invalid,
    /** The state of the action bar (REP-16, REP-17). */
    state: {
      saving: form.submitting,
      running: actions.running,
      changed: form.dirty,
      disabled: form.submitting || actions.running || !form.dirty,
    },
    /** A section's change (the whole report, as the sections hand it on). */
    edit: (next: Report) => form.patch(next as ReportValues),
    /** A field was left or changed: its message shows from now on. */
    touch: (field: string) => form.touch([field]),
    act,
    /** REP-16: back to the saved version (or a fresh report), untouched. */
    discard: () => form.reset(),
    leaving: form.leaving,
  }
}
