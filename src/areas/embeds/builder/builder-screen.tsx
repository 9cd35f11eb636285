/**
 * One loaded embed in the builder: header, step indicator, the step, the step bar; the moves
 * between steps with the customize gate (BLD-12), the unsaved-change warnings (BLD-67) and the
 * local draft (no lost work).
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import { navigate } from '../../../core/router'
import { notify } from '../../../core/store'
import { LeaveDialog } from '../../../ui/leave-dialog'
import { useLeaveGuard } from '../../../ui/use-leave-guard'
import { REQUIRED_FIELDS_MESSAGE, STEP_TITLES, type Step } from '../lib/builder-rules'
import { docChanged } from '../lib/builder-doc-rules'
import { LIBRARY_PATH, nextPath, previousPath, stepPath } from '../lib/steps-rules'
import { BuilderHeader } from './builder-header'
import { useBuilder, useBuilderStore } from './builder-store'
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
import { useBuilderForm } from './use-builder-form'

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
  const embedUUID = useBuilder((s) => s.doc.embed.embedUUID)

  // BLD-67: the warning is on for a new embed until its code step, and for changes in an existing
  // one; moves between the builder's own steps and a processed save pass without it.
  const pass = useRef(false)
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
  const { save, discard, rename, saving, changes } = useBuilderForm({
    host,
    step,
    executorUUID,
    onSaved,
    allowLeave,
  })
  const flow = { isNew, changesPending: changes }
  const leaving = useLeaveGuard(() => !pass.current && (isNew ? step !== 'code' : changes))

  /** A move inside the builder; leaving customize needs valid content (BLD-12). */
  const go = useCallback(
    (path: string) => {
      if (step === 'customize' && !store.getState().checkSelected()) {
        notify('error', REQUIRED_FIELDS_MESSAGE)
        return
      }
      if (path.startsWith(`${LIBRARY_PATH}/management/`)) allowLeave()
      navigate(host, path)
    },
    [step, store, allowLeave, host],
  )

  // BLD-67: on the code step of a new flow the browser's Back returns to the library.
  useEffect(() => {
    if (!(isNew && step === 'code')) return
    const back = () => navigate(host, LIBRARY_PATH, true)
    addEventListener('popstate', back)
    return () => removeEventListener('popstate', back)
  }, [isNew, step, host])

  // The next step's code arrives while the publisher works on this one.
  useEffect(() => prefetchAfter(step), [step])

  // The step renders again through its own selections only, not on each edit the form sees.
  const content = useMemo(() => {
    if (step === 'placement')
      return <PlacementStep onAdvance={isNew ? () => go(nextPath('placement', embedUUID)) : null} />
    if (step === 'customize') return <CustomizeStepLazy />
    if (step === 'ads') return <AdsStepLazy />
    if (step === 'add_ons') return <AddOnsStepLazy />
    return <CodeStepLazy onCreateAnother={() => navigate(host, NEW_EMBED_PATH)} />
  }, [step, isNew, go, embedUUID, host])
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
      {content}
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
