/**
 * REP-16, REP-17: the editor's actions — `Run`, `Save`, `Save and Run`, and `Discard` once
 * something changed — with the visible "Unsaved changes" state. Disabled while saving or running,
 * when already saved and when nothing changed (useReportActions().disabled), as REP-17 says; but
 * aria-disabled, not `disabled` (#14): they stay in the tab order, refuse a press and are
 * described by the reason, so a keyboard user learns why. The press under way shows its spinner.
 */
import { useId, useState } from 'react'
import { Button } from '../../../ui/button'
import { TEXT } from '../lib/report-texts'
import type { ReportActions } from '../use-report-actions'

export type EditorAction = 'run' | 'save' | 'saveAndRun'

const BUTTONS: ReadonlyArray<{ action: EditorAction; label: string; primary?: boolean }> = [
  { action: 'run', label: TEXT.run },
  { action: 'save', label: TEXT.save },
  { action: 'saveAndRun', label: TEXT.saveAndRun, primary: true },
]

/** Ours: why Run and Save are off (REP-17, CONF-10: a saved report without changes). */
export const SAVED_REASON = 'Saved; change something to run or save it here'
export const NEW_REASON = 'Nothing to run or save yet'

export function ActionBar({
  actions,
  onAction,
  onDiscard,
  saved,
}: Readonly<{
  actions: Pick<ReportActions, 'changed' | 'disabled' | 'saving' | 'running'>
  /** The report has been saved (a saved version exists). */
  saved: boolean
  /** Checks the fields, then acts; resolves when done. */
  onAction: (action: EditorAction) => Promise<unknown>
  onDiscard: () => void
}>) {
  const [pending, setPending] = useState<EditorAction | null>(null)
  const busy = actions.saving || actions.running
  // REP-17's reason, said to screen readers on the disabled buttons (UI.md: disabled with why).
  const whyId = useId()
  const why = busy || actions.changed ? null : saved ? SAVED_REASON : NEW_REASON
  const press = (action: EditorAction) => {
    setPending(action)
    void onAction(action).finally(() => setPending(null))
  }
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      <span role="status" className="text-sm">
        {actions.changed ? (
          <span
            data-unsaved=""
            className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-1 font-medium text-amber-800"
          >
            <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-500" />
            Unsaved changes
          </span>
        ) : why ? (
          <span data-why="" id={whyId} className="text-slate-600">
            {why}
          </span>
        ) : null}
      </span>
      {actions.changed ? (
        <Button variant="ghost" disabled={busy} onClick={onDiscard}>
          {TEXT.discard}
        </Button>
      ) : null}
      {BUTTONS.map(({ action, label, primary }) => (
        <Button
          key={action}
          variant={primary ? 'primary' : 'secondary'}
          disabled={actions.disabled}
          focusableWhenDisabled
          aria-describedby={why ? whyId : undefined}
          busy={busy && pending === action}
          busyLabel={actions.running ? 'Running…' : 'Saving…'}
          onClick={() => press(action)}
        >
          {label}
        </Button>
      ))}
    </div>
  )
}
