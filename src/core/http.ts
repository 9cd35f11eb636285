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
  | 'player'

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

/** Wires the status rules to the session (done once by core/session.ts). */
export function setStatusHandlers(next: StatusHandlers): void {
  handlers = next
}

/** Base URLs by service, from an element's `services` attribute; a missing one is `/api/<name>`. */
export type ServiceMap = Partial<Record<ServiceName, string>>

// Where a call goes: to the bases of the element that makes it (its `services` attribute), so two
// elements on one page may use different bases. The call's element is found, first match wins:
// 1. `options.services`, when the caller names the bases itself;
// 2. its AbortSignal: the kit's loading hook binds each load's signal to its element, so every
//    call of a load goes there, also one made after an await;
// 3. the element the user last acted in: a call without a load's signal answers a user action
//    (a save, a delete), and the element factory notes every action;
// 4. else the bases all the page's elements gave, merged (with one element, its own).
const bySignal = new WeakMap<AbortSignal, ServiceMap>()
let actedIn: ServiceMap | null = null
let pageBases: ServiceMap = {}

/** Adds an element's bases to the page's (rule 4 above); null changes nothing. */
export function configureServices(map: ServiceMap | null | undefined): void {
  if (map) pageBases = { ...pageBases, ...map }
}

/** The calls made with `signal` (one load) belong to an element with these bases (rule 2). */
export function bindServices(signal: AbortSignal, map: ServiceMap): void {
  bySignal.set(signal, map)
}

/** The user acted in an element with these bases (rule 3); null forgets it. */
export function noteActionIn(map: ServiceMap | null): void {
  actedIn = map
}

// A test page (one that names its build in `__PP_BUILD__`, as store.ts's hook) gets a fresh
// page's bases back before every element test (tests/elements/fixtures.ts).
if ('__PP_BUILD__' in globalThis)
  Object.assign(globalThis, {
    __ppResetServices: () => {
      actedIn = null
      pageBases = {}
    },
  })

/** The bases for a call made with `options` (the rules above). */
function basesFor(options: Pick<RequestOptions, 'services' | 'signal'>): ServiceMap {
  const bound = options.signal && bySignal.get(options.signal)
  return options.services ?? bound ?? actedIn ?? pageBases
}

/** The base URL of `service` for a call made with `options`, without a trailing slash. */
export function serviceBase(
  service: ServiceName,
  options: Pick<RequestOptions, 'services' | 'signal'> = {},
): string {
  return (basesFor(options)[service] ?? `/api/${service}`).replace(/\/$/, '')
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
  /** The bases of the element making the call, when the caller knows them (see serviceBase). */
  services?: ServiceMap
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
    baseURL: serviceBase(service, options),
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
