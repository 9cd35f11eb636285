/**
 * The steps after placement load as chunks of their own (customize brings the card editor,
 * colour picker, drag and drop and the cropper): the builder starts with the frame and the
 * first step, fetches the step it shows, and prefetches the next one while the publisher works.
 */
import { lazyModule } from '../../../ui/lazy-module'
import { LoadingState } from '../../../ui/states'
import type { Step } from '../lib/builder-rules'
import { STEPS } from '../lib/builder-rules'

const customize = lazyModule(() => import('./customize/customize-step'))
const ads = lazyModule(() => import('./ads/ads-step'))
const addOns = lazyModule(() => import('./addons/addons-step'))
const code = lazyModule(() => import('./code/code-step'))

const MODULES = { customize, ads, add_ons: addOns, code } as const

/** Starts fetching the step after `step` (nothing after code). */
export function prefetchAfter(step: Step): void {
  const next = STEPS[STEPS.indexOf(step) + 1]
  if (next && next !== 'placement') MODULES[next].load().catch(() => undefined)
}

export function CustomizeStepLazy() {
  const m = customize.useModule()
  return m ? <m.CustomizeStep /> : <LoadingState />
}
export function AdsStepLazy() {
  const m = ads.useModule()
  return m ? <m.AdsStep /> : <LoadingState />
}
export function AddOnsStepLazy() {
  const m = addOns.useModule()
  return m ? <m.AddOnsStep /> : <LoadingState />
}
export function CodeStepLazy({ onCreateAnother }: Readonly<{ onCreateAnother: () => void }>) {
  const m = code.useModule()
  return m ? <m.CodeStep onCreateAnother={onCreateAnother} /> : <LoadingState />
}
