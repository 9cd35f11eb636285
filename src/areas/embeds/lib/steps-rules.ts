/**
 * The embed builder's steps (spec 001 §2 "Routes", "Step indicator and navigation", §4
 * "Creation flow"; BLD-02..05, 10, 11, 53): routes, titles, completion, which steps are
 * clickable, the buttons per step and flow, the route gate and the Save button. Pure: no DOM.
 */
import { STEP_TITLES, STEPS, type Step, type WorkflowStep } from './builder-rules'

/** The library route ('library'), where Back from the first step and Next after the last lead. */
export const LIBRARY_PATH = '/dashboard/embeds'
export const MANAGEMENT_PATH = `${LIBRARY_PATH}/management`
/** BLD-03: the creation start step. OPEN (inventory default): it redirects to /placement. */
export const GETSTARTED_PATH = `${MANAGEMENT_PATH}/getstarted`
export const NOT_FOUND_PATH = '/error/404'

/** The step's route, keeping the selected embed in the query as embeds-routes.ts does. */
export function stepPath(step: Step, embedUUID?: string | null): string {
  const path = `${MANAGEMENT_PATH}/${step}`
  return embedUUID ? `${path}?embed=${encodeURIComponent(embedUUID)}` : path
}

/** The step a route shows; 'getstarted'; or null for anything else (query and hash ignored). */
export function stepFromPath(route: string): Step | 'getstarted' | null {
  const path = route.split(/[?#]/)[0].replace(/\/+$/, '')
  if (!path.startsWith(`${MANAGEMENT_PATH}/`)) return null
  const rest = path.slice(MANAGEMENT_PATH.length + 1)
  if (rest === 'getstarted') return 'getstarted'
  return (STEPS as readonly string[]).includes(rest) ? (rest as Step) : null
}

export const stepIndex = (step: Step): number => STEPS.indexOf(step)
export const stepTitle = (step: Step): string => STEP_TITLES[step]

/** BLD-05: round(index ÷ (steps − 1)) as a percentage: 0, 25, 50, 75, 100. */
export function completionPercent(step: Step): number {
  return Math.round((stepIndex(step) / (STEPS.length - 1)) * 100)
}

/** The upper-case step name sent as embedWorkflowStep. */
export function workflowStep(step: Step): WorkflowStep {
  return step.toUpperCase() as WorkflowStep
}

export interface Flow {
  /** isNewEmbedFlow: creating an embed (not yet saved). */
  isNew: boolean
  /** embedChangeDetected (update flow: navigation is disabled while true). */
  changesPending: boolean
}

export interface StepItem {
  step: Step
  title: string
  /** 1-based. */
  number: number
  current: boolean
  /** New flow: arrow style with earlier steps complete. */
  arrow: boolean
  complete: boolean
  clickable: boolean
}

/**
 * BLD-10 / BLD-06: whether a step of the indicator can be clicked. New flow: none on the code
 * step; otherwise any other step except code. OPEN: the spec says only "each step is a clickable
 * item" and "on the code step of a new flow steps are not clickable"; the code step has no code
 * until the add_ons Save created the embed (which moves to it), so it is not clickable before.
 * Update flow: every other step, unless changes are pending. The current step is not a link.
 */
export function stepClickable(target: Step, current: Step, flow: Flow): boolean {
  if (target === current) return false
  if (flow.isNew) return current !== 'code' && target !== 'code'
  return !flow.changesPending
}

export function stepItems(current: Step, flow: Flow): StepItem[] {
  return STEPS.map((step, i) => ({
    step,
    title: STEP_TITLES[step],
    number: i + 1,
    current: step === current,
    arrow: flow.isNew,
    complete: flow.isNew && i < stepIndex(current),
    clickable: stepClickable(step, current, flow),
  }))
}

/** BLD-04: Previous Step from the first step and Continue after the last lead to the library. */
export function previousPath(step: Step, embedUUID?: string | null): string {
  const i = stepIndex(step)
  return i === 0 ? LIBRARY_PATH : stepPath(STEPS[i - 1], embedUUID)
}
export function nextPath(step: Step, embedUUID?: string | null): string {
  const i = stepIndex(step)
  return i === STEPS.length - 1 ? LIBRARY_PATH : stepPath(STEPS[i + 1], embedUUID)
}

export type StepButton = 'Previous Step' | 'Continue' | 'Discard' | 'Save'

/**
 * BLD-11: the buttons of a step's bar, in order. New flow: Previous Step and Continue, with
 * Save instead of Continue on add_ons (it creates the embed and moves to code).
 * Update flow: Previous Step, Continue, Discard and Save. OPEN: "In the update flow there are
 * Discard and Save buttons" — read as added to the navigation buttons, which are disabled while
 * changes are pending (navEnabled); on add_ons Continue stays (Save is already there).
 * The code step, the last one, has no bar in either flow: it ends with its own two buttons,
 * `Create Another Embed` and `Return to Library` (BLD-66); a Continue there would be a second
 * way to the library and nothing is edited on it (issue 27 #6).
 */
export function stepButtons(step: Step, flow: Flow): StepButton[] {
  if (step === 'code') return []
  if (flow.isNew) {
    if (step === 'add_ons') return ['Previous Step', 'Save']
    return ['Previous Step', 'Continue']
  }
  return ['Previous Step', 'Continue', 'Discard', 'Save']
}

/** BLD-06: in the update flow, the header and the step navigation wait for Save or Discard. */
export function navEnabled(flow: Flow): boolean {
  return flow.isNew || !flow.changesPending
}

export interface SaveButton {
  enabled: boolean
  label: 'Save' | 'Saved'
}

/** BLD-53: Save works only when a change is detected and no save runs; 'Saved' when nothing changed. */
export function saveButton(state: { changeDetected: boolean; saving: boolean }): SaveButton {
  return {
    enabled: state.changeDetected && !state.saving,
    label: state.changeDetected ? 'Save' : 'Saved',
  }
}

export type StepGate =
  { kind: 'step'; step: Step } | { kind: 'getstarted' } | { kind: 'redirect'; to: string }

/**
 * BLD-02: an unknown path under management → /error/404; the management steps only once
 * the embed data is loaded, or in a mockup-generator session with an embed; otherwise back to
 * the library. getstarted (the creation start) needs no embed data. OPEN: the spec says the
 * redirect goes to "/dashboard/embeds/"; we use the library path without the trailing slash
 * (the same route).
 */
export function stepGate(
  route: string,
  ctx: { embedLoaded: boolean; mockupGenerator: boolean; hasEmbed: boolean },
): StepGate {
  const step = stepFromPath(route)
  if (step === null) return { kind: 'redirect', to: NOT_FOUND_PATH }
  if (step === 'getstarted') return { kind: 'getstarted' }
  if (ctx.embedLoaded || (ctx.mockupGenerator && ctx.hasEmbed)) return { kind: 'step', step }
  return { kind: 'redirect', to: LIBRARY_PATH }
}
