import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { bindServices, isAbort } from '../core/http'
import { useElementServices } from '../element-kit/element-context'

export interface RequestState<T> {
  /** The latest loaded data; kept while the next key loads (a pager keeps its page). */
  data: T | null
  /** The failure of the current load; null while loading or after success. */
  error: unknown
  /** True from the render in which the key changes (or reload is called) until its load settles. */
  loading: boolean
  /** Loads again (a retry button, or after a save); aborts a load still under way. */
  reload: () => void
  /** Replaces the loaded data (after a save answered with the new value) and clears the error. */
  setData: (next: T | null | ((current: T | null) => T | null)) => void
}

/** The outcome of one call: which call (round and key) it was, and its failure if any. */
interface Settled {
  call: string
  error: unknown
}

/**
 * One way to load data: `load` runs with its own AbortSignal whenever `key` changes (or on
 * reload); a newer load aborts the older, an unmounted screen aborts its load, and aborted loads
 * leave no trace. `load` null means "nothing to load yet" (e.g. no site chosen). Failures come
 * from the fetch layer with its status rules already applied (401 signs out, 403 reloads the
 * permissions); the hook only hands them on, as `error` and to `onError` (toasts, redirects).
 */
export function useRequest<T>(
  load: ((signal: AbortSignal) => Promise<T>) | null,
  key: string,
  onError?: (error: unknown) => void,
): RequestState<T> {
  const services = useElementServices()
  const [data, setLoaded] = useState<T | null>(null)
  const [settled, setSettled] = useState<Settled | null>(null)
  const [round, setRound] = useState(0)
  const enabled = load !== null
  const call = `${round}\u0000${key}`
  // The latest callbacks and call, for the load effect, a late failure and setData.
  const latest = useRef({ load, onError, call, services })
  useLayoutEffect(() => {
    latest.current = { load, onError, call, services }
  })

  useEffect(() => {
    const run = latest.current.load
    if (!run) return
    const controller = new AbortController()
    // Every call of this load goes to the bases of the element it renders in (core/http.ts).
    bindServices(controller.signal, latest.current.services)
    run(controller.signal).then(
      (value) => {
        if (controller.signal.aborted) return
        setLoaded(() => value)
        setSettled({ call, error: null })
      },
      (failure: unknown) => {
        if (controller.signal.aborted || isAbort(failure)) return
        setSettled({ call, error: failure ?? new Error('Request failed') })
        latest.current.onError?.(failure)
      },
    )
    return () => controller.abort()
  }, [call, enabled])

  const reload = useCallback(() => setRound((n) => n + 1), [])
  const setData = useCallback((next: T | null | ((current: T | null) => T | null)) => {
    setLoaded(next)
    setSettled({ call: latest.current.call, error: null })
  }, [])
  const current = settled?.call === call
  return {
    data,
    // With nothing to load, the last outcome stays (a closing dialog keeps its message).
    error: (enabled ? current : true) ? (settled?.error ?? null) : null,
    loading: enabled && !current,
    reload,
    setData,
  }
}

/**
 * A request as a pure route rule reads it: `failed`, `loading` (also while a new key or a retry
 * loads) or `loaded` with the data's fields.
 */
export type RequestView<T> = { state: 'loading' } | { state: 'failed' } | ({ state: 'loaded' } & T)

export function requestView<T extends object>(request: RequestState<T>): RequestView<T> {
  if (request.error) return { state: 'failed' }
  if (request.loading || !request.data) return { state: 'loading' }
  return { state: 'loaded', ...request.data }
}
