/**
 * Files: fetching one from a service (exports) and handing the browser a file to save, without
 * touching the host page's DOM. Kept apart from the fetch layer so that only the elements that
 * download load it.
 */
import { ofetch } from 'ofetch'
import { failWith, serviceBase, type RequestOptions, type ServiceName } from './http'

/** A file from `service` (exports): the body as a Blob and the server's file name, if it gave one. */
export async function requestFile(
  service: ServiceName,
  path: string,
  options: Omit<RequestOptions, 'body' | 'method'> = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  try {
    const response = await ofetch.raw<Blob, 'blob'>(path, {
      baseURL: serviceBase(service),
      query: options.query,
      signal: options.signal,
      credentials: 'include',
      retry: 0,
      responseType: 'blob',
    })
    const disposition = response.headers.get('content-disposition') ?? ''
    const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null
    return { blob: response._data as Blob, fileName }
  } catch (error) {
    failWith(error, options)
  }
}

/** Saves `content` as a file named `name`. */
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
  // The download has started from the object URL by the time the click returns a task later.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
