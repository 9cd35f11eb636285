import { lazyModule } from '../../../../ui/lazy-module'

/**
 * The customize screen (its editor, colour picker and answer lists) comes in its own chunk, so
 * the builder starts without it; the first render of the step fetches it.
 */
const screen = lazyModule(() => import('./customize-screen'))

/** The customize step (spec 001 §2 "Customize step", BLD-14..38); reads the builder store. */
export function CustomizeStep() {
  const module = screen.useModule()
  if (!module)
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <div className="h-16 animate-pulse rounded-card bg-slate-100" />
        <div className="h-24 animate-pulse rounded-card bg-slate-100" />
        <div className="h-96 animate-pulse rounded-card bg-slate-100" />
      </div>
    )
  return <module.CustomizeScreen />
}
