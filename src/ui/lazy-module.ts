import { useEffect, useState } from 'react'

export interface LazyModule<M> {
  /** Imports the module once (again after a failure); the same promise for every caller. */
  load(): Promise<M>
  /**
   * The module once it has loaded, null before (and after a failed import); starts loading on
   * first use. No Suspense: React 19 holds a revealed fallback for 300 ms, and a placeholder
   * that works (e.g. a trigger remembering a click) is better than a spinner.
   */
  useModule(): M | null
}

/**
 * A kit piece's heavy half in its own chunk (Headless UI's menu, react-day-picker's grid), so
 * that an element page loads it after the element has started instead of before (scripts/
 * check-bundle.mjs counts only static imports). `preload` starts the import when this module is
 * evaluated: the chunk then arrives while the element fetches its data.
 */
export function lazyModule<M>(loader: () => Promise<M>, preload = false): LazyModule<M> {
  let loaded: M | null = null
  let loading: Promise<M> | null = null
  function load(): Promise<M> {
    loading ??= loader().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = null
        throw error
      },
    )
    return loading
  }
  if (preload && typeof window !== 'undefined') load().catch(() => undefined)
  return {
    load,
    useModule() {
      const [module, setModule] = useState<M | null>(loaded)
      useEffect(() => {
        if (module) return
        let live = true
        load().then(
          (m) => live && setModule(() => m),
          () => undefined,
        )
        return () => {
          live = false
        }
      }, [module])
      return module ?? loaded
    },
  }
}
