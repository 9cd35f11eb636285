/**
 * The fetch layer: one ofetch client per service, errors mapped once into ApiError, and the
 * status rules of spec 000 §7 (CORE-06..08). Screens and stores never call fetch directly.
 */
import { ofetch, type FetchOptions } from 'ofetch'
import type { FieldError } from './validation/rules'

export type ServiceName =
  | 'accounts'
  | 'metrics'
  | 'reporting'
  | 'commenting'
  | 'access'
  | 'ratings'
  | 'pub-portal'
  | 'images'

/** A failed call: the HTTP status (0 for network failures), a code and the server's field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: FieldError[] = [],
    readonly retryAfter: number | null = null,
  ) {
    super(message)
    this.name = 'ApiError'
  }

  /** The first error message the server gave for a field, if any. */
  fieldMessage(field: string): string | null {
    return this.fields.find((f) => f.field === field)?.message ?? null
  }
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}

/** The abort behind a failure: the error itself, or the AbortError ofetch wraps as its cause. */
function abortOf(error: unknown): Error | null {
  if (!(error instanceof Error)) return null
  if (isAbort(error) || error.name === 'AbortError') return error
  const cause = error.cause
  return cause instanceof Error && (isAbort(cause) || cause.name === 'AbortError') ? cause : null
}

interface StatusHandlers {
  /** 401: sign out (CORE-06). */
  unauthorized(): void
  /** 403: reload the user's permissions (CORE-07). */
  forbidden(): void
  /** The current address, checked for the substring "auth". */
  address(): string
}

let handlers: StatusHandlers | null = null
let bases: Partial<Record<ServiceName, string>> = {}

/** Wires the status rules to the store (done once by the store module). */
export function setStatusHandlers(next: StatusHandlers): void {
  handlers = next
}

/** Sets service base URLs from an element's `services` attribute; missing ones stay `/api/<name>`. */
export function configureServices(
  map: Partial<Record<ServiceName, string>> | null | undefined,
): void {
  if (map) bases = { ...bases, ...map }
}

export function serviceBase(service: ServiceName): string {
  return (bases[service] ?? `/api/${service}`).replace(/\/$/, '')
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  query?: Record<string, string | number | boolean | undefined>
  /** JSON body (objects) or a form body (URLSearchParams / FormData), sent as is. */
  body?: unknown
  signal?: AbortSignal
  /** A 401 here always signs out, even on an auth address (the permission fetch). */
  alwaysSignOutOn401?: boolean
  /** Skip the 401/403 rules (the session probe, sign-in itself). */
  skipStatusRules?: boolean
}

/** Maps any failure to an ApiError (also used by the upload module). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  const e = error as { status?: number; statusCode?: number; data?: unknown; response?: Response }
  const status = e.status ?? e.statusCode ?? 0
  const data = (e.data ?? {}) as {
    error?: { code?: string; message?: string; fields?: FieldError[] }
  }
  const retry = e.response?.headers.get('retry-after')
  return new ApiError(
    status,
    data.error?.code ?? (status === 0 ? 'network' : `http_${status}`),
    data.error?.message ?? (error instanceof Error ? error.message : 'Request failed'),
    Array.isArray(data.error?.fields) ? data.error.fields : [],
    retry ? Number(retry) : null,
  )
}

/** The 401/403 rules for a failed call. */
export function applyStatusRules(error: ApiError, options: RequestOptions): void {
  if (options.skipStatusRules || !handlers) return
  if (error.status === 401) {
    if (options.alwaysSignOutOn401 || !handlers.address().includes('auth')) handlers.unauthorized()
  } else if (error.status === 403) {
    handlers.forbidden()
  }
}

/** Calls `service` at `path`; resolves with the parsed body or rejects with an ApiError. */
export async function request<T>(
  service: ServiceName,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const fetchOptions: FetchOptions<'json'> = {
    baseURL: serviceBase(service),
    method: options.method ?? 'GET',
    query: options.query,
    body: options.body as FetchOptions['body'],
    signal: options.signal,
    credentials: 'include',
    retry: 0,
    headers: { accept: 'application/json' },
  }
  try {
    return await ofetch<T>(path, fetchOptions)
  } catch (error) {
    failWith(error, options)
  }
}

/** Rethrows a failed call: aborts as they are, anything else as an ApiError after the status rules. */
export function failWith(error: unknown, options: RequestOptions): never {
  // An abort stays an abort: no status rule, and callers can tell it from a failure.
  const abort = abortOf(error)
  if (abort) throw abort
  const apiError = toApiError(error)
  applyStatusRules(apiError, options)
  throw apiError
}

/** CORE-08: where a page-level load failure sends the user. */
export function errorRouteFor(error: unknown): string {
  const status = error instanceof ApiError ? error.status : 0
  if (status === 404) return '/error/404'
  if (status === 403) return '/error/403'
  return '/error/500'
}
