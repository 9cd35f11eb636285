/**
 * RAT-23: the exported file's address must be on the ratings service itself (the download
 * carries the session's cookies). Pure.
 */

/**
 * True when `fileUrl` (absolute, or relative to the service) has the origin of the ratings
 * service `serviceBase` as the page at `pageHref` resolves it, over http(s).
 */
export function onServiceOrigin(fileUrl: string, serviceBase: string, pageHref: string): boolean {
  try {
    const service = new URL(serviceBase, pageHref)
    const file = new URL(fileUrl, service)
    if (file.protocol !== 'http:' && file.protocol !== 'https:') return false
    return file.origin === service.origin
  } catch {
    return false
  }
}
