/**
 * File uploads with progress (XMLHttpRequest): kept apart from the fetch layer so that only the
 * elements that upload (payment information) load it.
 */
import {
  applyStatusRules,
  serviceBase,
  toApiError,
  type ServiceMap,
  type ServiceName,
} from './http'

export interface UploadOptions {
  method?: 'POST' | 'PUT'
  body: FormData
  signal?: AbortSignal
  /** Called as the body goes out: bytes sent and the total (0 when unknown). */
  onProgress?: (sent: number, total: number) => void
  alwaysSignOutOn401?: boolean
  skipStatusRules?: boolean
  /** The bases of the element making the call, when the caller knows them (see serviceBase). */
  services?: ServiceMap
}

/**
 * Sends a form with files through XMLHttpRequest, which (unlike fetch) reports upload
 * progress. Resolves with the parsed JSON body; failures become the same ApiError as
 * request() gives, and the same 401/403 rules apply.
 */
export function upload<T>(service: ServiceName, path: string, options: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    const aborted = () => reject(new DOMException('The upload was aborted', 'AbortError'))
    if (options.signal?.aborted) return aborted()
    xhr.open(options.method ?? 'POST', serviceBase(service, options) + path)
    xhr.withCredentials = true
    xhr.setRequestHeader('accept', 'application/json')
    xhr.upload.onprogress = (event) =>
      options.onProgress?.(event.loaded, event.lengthComputable ? event.total : 0)
    const parse = (): unknown => {
      try {
        return xhr.responseText ? JSON.parse(xhr.responseText) : undefined
      } catch {
        return undefined
      }
    }
    const fail = (status: number) => {
      const headers = new Headers()
      const retry = status ? xhr.getResponseHeader('retry-after') : null
      if (retry) headers.set('retry-after', retry)
      const error = toApiError({ status, data: parse(), response: { headers } })
      applyStatusRules(error, options)
      reject(error)
    }
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(parse() as T)
      else fail(xhr.status)
    }
    xhr.onerror = () => fail(0)
    xhr.ontimeout = () => fail(0)
    xhr.onabort = aborted
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(options.body)
  })
}
