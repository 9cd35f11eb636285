/**
 * Fetching a page or file at an address a user typed (the ads.txt check, the Open Graph reader)
 * through the guarded fetch (guarded-fetch.ts): limits from the environment unless the caller
 * gives its own (tests), the demo server's own endpoint the one internal destination allowed,
 * and one mapping of the failures to the API's errors.
 */
import { ApiFailure } from './http-errors'
import {
  guardedFetch,
  isOwnEndpoint,
  type GuardedResponse,
  type OwnEndpoint,
} from './guarded-fetch'

/** What a caller may set; limits left out come from `userUrlLimits`. */
export interface UserUrlOptions {
  own?: OwnEndpoint | null
  timeoutMs?: number
  maxBytes?: number
  maxRedirects?: number
  /** Host name → addresses (default: the system resolver). */
  resolve?: (host: string) => Promise<string[]>
}

/** 5 s for the whole fetch, `maxBytes`, 3 redirects; `<PREFIX>_TIMEOUT_MS` and `<PREFIX>_MAX_BYTES` override (tests). */
export function userUrlLimits(prefix: string, maxBytes: number) {
  const num = (name: string, fallback: number) => {
    const value = Number(process.env[name])
    return Number.isFinite(value) && value > 0 ? value : fallback
  }
  return {
    timeoutMs: num(`${prefix}_TIMEOUT_MS`, 5000),
    maxBytes: num(`${prefix}_MAX_BYTES`, maxBytes),
    maxRedirects: 3,
  }
}

/** Fetches `address` under the caller's limits, else `limits`, sending `headers`. */
export function fetchUserUrl(
  address: string,
  options: UserUrlOptions,
  limits: ReturnType<typeof userUrlLimits>,
  headers: Record<string, string>,
): Promise<GuardedResponse> {
  return guardedFetch(address, {
    timeoutMs: options.timeoutMs ?? limits.timeoutMs,
    maxBytes: options.maxBytes ?? limits.maxBytes,
    maxRedirects: options.maxRedirects ?? limits.maxRedirects,
    resolve: options.resolve,
    allow: (url, ip) => isOwnEndpoint(url, ip, options.own),
    headers,
  })
}

const STATUS: Record<string, 422 | 504> = { refused: 422, timeout: 504 }
const CODE: Record<string, string> = { too_many_redirects: 'redirects', bad_redirect: 'bad_status' }

/**
 * The API error of a fetch that gave no answer: 422 when the address was refused, 504 on the
 * time limit, else 502; the code is `<service>_<reason>` (`adstxt_timeout`).
 */
export const userUrlFailure = (service: string, error: { reason: string; message: string }) =>
  new ApiFailure(
    STATUS[error.reason] ?? 502,
    `${service}_${CODE[error.reason] ?? error.reason}`,
    error.message,
  )
