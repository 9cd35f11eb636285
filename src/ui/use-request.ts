import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { isAbort } from '../core/http'

export interface RequestState<T> {
  data: T | null
  /** The failure of the latest load; null while loading or after success. */
  error: unknown
  loading: boolean
  /** Loads again (a retry button, or after a save). */
  reload: () => void
  /** Replaces the loaded data (after a save answered with the new value). */
  setData: (next: T | null | ((current: T | null) => T | null)) => void
}

/**
 * One way to load data: `load` runs with an AbortSignal whenever `key` changes (or on reload);
 * a newer load aborts the older, an unmounted screen aborts its load, and aborted loads leave
 * no trace. `load` null means "nothing to load yet" (e.g. no site chosen).
 */
export function useRequest<T>(
  load: ((signal: AbortSignal) => Promise<T>) | null,
  key: string,
  onError?: (error: unknown) => void,
): RequestState<T> {
  const [data, setData] = useState<T | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [loading, setLoading] = useState(load !== null)
  const [round, setRound] = useState(0)
  // The latest callbacks, for the load effect and a late failure; set before any effect runs.
  const latest = useRef({ load, onError })
  useLayoutEffect(() => {
    latest.current = { load, onError }
  })
  const enabled = load !== null

  useEffect(() => {
    const run = latest.current.load
    if (!run) {
      setLoading(false)
      return
    }
    const controller = new AbortController()
    setLoading(true)
    setError(null)
    run(controller.signal)
      .then((value) => {
        if (controller.signal.aborted) return
        setData(value)
        setLoading(false)
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted || isAbort(failure)) return
        setError(failure)
        setLoading(false)
        latest.current.onError?.(failure)
      })
    return () => controller.abort()
  }, [key, round, enabled])

  const reload = useCallback(() => setRound((n) => n + 1), [])
  return { data, error, loading, reload, setData }
}
