/**
 * One loaded embed in the builder: header, step indicator, the step, the step bar; the moves
 * between steps with the customize gate (BLD-12), the unsaved-change warnings (BLD-67) and the
 * local draft (no lost work).
 */
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react'
import { navigate } from '../../../core/router'
import { notify } from '../../../core/store'
import { LeaveDialog } from '../../../ui/leave-dialog'
import { useLeaveGuard } from '../../../ui/use-leave-guard'
import { REQUIRED_FIELDS_MESSAGE, STEP_TITLES, type Step } from '../lib/builder-rules'
import { docChanged } from '../lib/builder-doc-rules'
import { LIBRARY_PATH, nextPath, previousPath, stepPath } from '../lib/steps-rules'
import { BuilderHeader } from './builder-header'
import { changeDetected, useBuilder, useBuilderStore } from './builder-store'
import { clearDraft, writeDraft } from './drafts'
import { DraftOffer } from './draft-offer'
import {
  AddOnsStepLazy,
  AdsStepLazy,
  CodeStepLazy,
  CustomizeStepLazy,
  prefetchAfter,
} from './lazy-steps'
import { PlacementStep } from './placement/placement-step'
import { StepBar } from './step-bar'
import { StepIndicator } from './step-indicator'
import { useBuilderSave } from './use-builder-save'

/** Drafts are written this long after the last edit. */
const DRAFT_DELAY_MS = 400
export const NEW_EMBED_PATH = `${LIBRARY_PATH}?new=1`

export function BuilderScreen({
  host,
  step,
  siteName,
  draftKey,
  executorUUID,
}: Readonly<{
  host: HTMLElement
  step: Step
  siteName: string
  draftKey: string
  executorUUID: string | null
}>) {
  const store = useBuilderStore()
  const isNew = useBuilder((s) => s.isNew)
  const changes = useBuilder(changeDetected)
  const saving = useBuilder((s) => s.saving)
  const embedUUID = useBuilder((s) => s.doc.embed.embedUUID)
  const flow = { isNew, changesPending: changes }

  // BLD-67: the warning is on for a new embed until its code step, and for changes in an existing
  // one; moves between the builder's own steps and a processed save pass without it.
  const pass = useRef(false)
  const leaving = useLeaveGuard(() => !pass.current && (isNew ? step !== 'code' : changes))
  const allowLeave = useCallback(() => {
    pass.current = true
    queueMicrotask(() => {
      pass.current = false
    })
  }, [])

  // No lost work: the unsaved embed goes to a local draft while it differs from the saved one.
  // A layout effect: preact runs passive effects a frame late, after a quick first edit.
  useLayoutEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.doc === previous.doc && state.saved === previous.saved) return
      clearTimeout(timer)
      timer = setTimeout(() => {
        const { doc, saved } = store.getState()
        if (docChanged(doc, saved)) writeDraft(draftKey, doc)
        else clearDraft(draftKey)
      }, DRAFT_DELAY_MS)
    })
    return () => {
      clearTimeout(timer)
      unsubscribe()
    }
  }, [store, draftKey])

  const onSaved = useCallback(() => clearDraft(draftKey), [draftKey])
  const { save, discard, rename } = useBuilderSave({
    host,
    store,
    step,
    executorUUID,
    onSaved,
    allowLeave,
  })

  /** A move inside the builder; leaving customize needs valid content (BLD-12). */
  function go(path: string) {
    if (step === 'customize' && !store.getState().checkSelected()) {
      notify('error', REQUIRED_FIELDS_MESSAGE)
      return
    }
    if (path.startsWith(`${LIBRARY_PATH}/management/`)) allowLeave()
    navigate(host, path)
  }

  // BLD-67: on the code step of a new flow the browser's Back returns to the library.
  useEffect(() => {
    if (!(isNew && step === 'code')) return
    const back = () => navigate(host, LIBRARY_PATH, true)
    addEventListener('popstate', back)
    return () => removeEventListener('popstate', back)
  }, [isNew, step, host])

  // The next step's code arrives while the publisher works on this one.
  useEffect(() => prefetchAfter(step), [step])

  const advance = isNew ? () => go(nextPath('placement', embedUUID)) : null
  return (
    <div>
      <BuilderHeader enabled={!changes || isNew} siteName={siteName} rename={rename} />
      <DraftOffer draftKey={draftKey} />
      <StepIndicator
        current={step}
        flow={flow}
        onStep={(target) => go(stepPath(target, embedUUID))}
      />
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{STEP_TITLES[step]}</h2>
      {step === 'placement' ? (
        <PlacementStep onAdvance={advance} />
      ) : step === 'customize' ? (
        <CustomizeStepLazy />
      ) : step === 'ads' ? (
        <AdsStepLazy />
      ) : step === 'add_ons' ? (
        <AddOnsStepLazy />
      ) : (
        <CodeStepLazy onCreateAnother={() => navigate(host, NEW_EMBED_PATH)} />
      )}
      <StepBar
        step={step}
        flow={flow}
        saving={saving}
        onPrevious={() => go(previousPath(step, embedUUID))}
        onContinue={() => go(nextPath(step, embedUUID))}
        onSave={() => void save()}
        onDiscard={discard}
      />
      <LeaveDialog
        open={leaving.asking}
        onLeave={leaving.leave}
        onStay={leaving.stay}
        what="this embed"
      />
    </div>
  )
}
