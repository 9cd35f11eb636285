/**
 * The step bar (BLD-11, BLD-53): Previous Step and Continue, Save instead of Continue on the
 * add_ons step of a new embed, Discard and Save in the update flow (Save reads `Saved` while
 * nothing changed and is disabled then and while saving). None on the code step.
 */
import { Button } from '../../../ui/button'
import type { Step } from '../lib/builder-rules'
import { navEnabled, saveButton, stepButtons, type Flow } from '../lib/steps-rules'

export function StepBar({
  step,
  flow,
  saving,
  onPrevious,
  onContinue,
  onSave,
  onDiscard,
}: Readonly<{
  step: Step
  flow: Flow
  saving: boolean
  onPrevious: () => void
  onContinue: () => void
  onSave: () => void
  onDiscard: () => void
}>) {
  const buttons = stepButtons(step, flow)
  const nav = navEnabled(flow)
  // The new flow's add_ons Save creates the embed: it is always enabled (nothing saved yet).
  const save = flow.isNew
    ? { enabled: !saving, label: 'Save' as const }
    : saveButton({ changeDetected: flow.changesPending, saving })
  // The code step ends with its own buttons (BLD-66): no second row.
  if (!buttons.length) return null
  return (
    <div className="mt-8 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-5">
      {buttons.includes('Previous Step') ? (
        <Button variant="secondary" disabled={!nav} onClick={onPrevious}>
          Previous Step
        </Button>
      ) : null}
      <div className="ml-auto flex flex-wrap gap-3">
        {buttons.includes('Discard') ? (
          <Button variant="secondary" disabled={!flow.changesPending || saving} onClick={onDiscard}>
            Discard
          </Button>
        ) : null}
        {buttons.includes('Save') ? (
          <Button
            variant={flow.isNew ? 'primary' : 'secondary'}
            disabled={!save.enabled}
            busy={saving}
            onClick={onSave}
          >
            {save.label}
          </Button>
        ) : null}
        {buttons.includes('Continue') ? (
          <Button disabled={!nav} onClick={onContinue}>
            Continue
          </Button>
        ) : null}
      </div>
    </div>
  )
}
