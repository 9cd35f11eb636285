import { useEffect, useState } from 'react'

export interface LazyModule<M> {
  /** Imports the module once (again after a failure); the same promise for every caller. */
  load(): Promise<M>
  /**
   * The module once it has loaded, null before (and after a failed import). With `start` (the
   * default) the first use starts the import; without, the caller starts it (on intent: a hover
   * or focus) and this re-renders when it lands. No Suspense: React 19 holds a revealed fallback
   * for 300 ms, and a placeholder that works (a trigger remembering a click) beats a spinner.
   */
  useModule(start?: boolean): M | null
  /** The module if it has loaded, else null (no import started). */
  current(): M | null
}

/**
 * A kit piece's heavy half in its own chunk (Headless UI's menu, react-day-picker's grid), so an
 * element page starts without it and fetches it when it is wanted (scripts/check-bundle.mjs
 * counts only static imports; `npm run bench` shows both).
 */
export function lazyModule<M>(loader: () => Promise<M>): LazyModule<M> {
  let loaded: M | null = null
  let loading: Promise<M> | null = null
  const listeners = new Set<(module: M) => void>()
  function load(): Promise<M> {
    loading ??= loader().then(
      (module) => {
        loaded = module
        for (const listener of listeners) listener(module)
        return module
      },
      (error: unknown) => {
        loading = null
        throw error
      },
    )
    return loading
  }
  return {
    load,
    current: () => loaded,
    useModule(start = true) {
      const [module, setModule] = useState<M | null>(loaded)
      useEffect(() => {
        if (module) return
        if (loaded) {
          setModule(() => loaded)
          return
        }
        const listener = (m: M) => setModule(() => m)
        listeners.add(listener)
        if (start) load().catch(() => undefined)
        return () => {
          listeners.delete(listener)
        }
      }, [module, start])
      return module ?? loaded
    },
  }
}
