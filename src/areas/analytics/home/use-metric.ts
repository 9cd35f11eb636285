/**
 * One metric call of the home page: loads with the filters' form fields, a newer filter aborts
 * the older call (useRequest's signal), and its failure is named as HOME-11 says.
 */
import { useRequest } from '../../../ui/use-request'
import { fetchErrorMessage, type MetricQuery } from '../lib/metrics-rules'

export interface MetricLoad<T> {
  data: T | null
  loading: boolean
  error: string | null
  retry: () => void
}

export function useMetric<T>(
  /** The call, or null when it must not be made (no account, no permission). */
  call: ((query: MetricQuery, signal: AbortSignal) => Promise<T>) | null,
  query: MetricQuery | null,
  /** What the failure names: "There was an issue fetching your {what}". */
  what: string,
): MetricLoad<T> {
  const key = query ? JSON.stringify(query) : ''
  const state = useRequest(call && query ? (signal) => call(query, signal) : null, key)
  return {
    data: state.data,
    loading: state.loading,
    error: state.error ? fetchErrorMessage(what) : null,
    retry: state.reload,
  }
}
