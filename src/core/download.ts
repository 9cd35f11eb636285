/**
 * File downloads: fetching a file from a service (exports, reports) with the fetch layer's error
 * handling, and handing the browser a Blob or text to save under a name, without touching the
 * host page's DOM. Kept apart from the fetch layer so that only the elements that download load
 * it.
 */
import { ofetch } from 'ofetch'
import { failWith, serviceBase, type RequestOptions, type ServiceName } from './http'

/** How long an object URL outlives the click that started its download. */
export const REVOKE_AFTER_MS = 1000

/** The file name in a Content-Disposition header (`filename*=UTF-8''…` first), if any. */
export function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1]
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim())
    } catch {
      // A malformed encoding falls back to the plain name below.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/.exec(disposition)?.[1]?.trim() || null
}

/** A GET, or a POST of a form (an export that takes the same form fields as its page's calls). */
export type FileRequestOptions = Omit<RequestOptions, 'body' | 'method'> & {
  method?: 'GET' | 'POST'
  body?: URLSearchParams
}

/**
 * A file from `service` at `path`: the body as a Blob and the server's file name, if it gave
 * one. Fails as `request()` does: an ApiError after the 401/403 rules, aborts as they are.
 */
export async function requestFile(
  service: ServiceName,
  path: string,
  options: FileRequestOptions = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  try {
    const response = await ofetch.raw<Blob, 'blob'>(path, {
      baseURL: serviceBase(service, options),
      method: options.method ?? 'GET',
      body: options.body,
      query: options.query,
      signal: options.signal,
      credentials: 'include',
      retry: 0,
      responseType: 'blob',
    })
    return {
      blob: response._data as Blob,
      fileName: fileNameFrom(response.headers.get('content-disposition')),
    }
  } catch (error) {
    // failWith keeps an abort an abort (it unwraps the one ofetch wraps).
    failWith(error, options)
  }
}

/**
 * Saves `content` (a Blob, or text typed `type`) as a file named `name`: an object URL clicked
 * through a detached anchor, revoked once the download has started.
 */
export function saveFile(
  name: string,
  content: Blob | string,
  type = 'text/plain;charset=utf-8',
): void {
  const blob = typeof content === 'string' ? new Blob([content], { type }) : content
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.rel = 'noopener'
  link.click()
  // The browser has taken the file from the URL by the time the click's task has run.
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS)
}

/**
 * Downloads a file from `service` at `path` and saves it under the server's file name, or
 * `fallbackName` when the server gives none. Resolves with the name saved; fails as
 * `requestFile` does (nothing is saved then).
 */
export async function downloadFile(
  service: ServiceName,
  path: string,
  fallbackName: string,
  options: FileRequestOptions = {},
): Promise<string> {
  const { blob, fileName } = await requestFile(service, path, options)
  const name = fileName ?? fallbackName
  saveFile(name, blob)
  return name
}
