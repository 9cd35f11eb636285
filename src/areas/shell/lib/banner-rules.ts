/** Which dashboard pages show the shell's banners (SHELL-21, SHELL-22). Pure. */

function path(route: string): string {
  return (route.split(/[?#]/)[0] ?? '').replace(/\/+$/, '')
}

function under(route: string, prefix: string): boolean {
  const p = path(route)
  return p === prefix || p.startsWith(prefix + '/')
}

/** Pages where neither banner shows: payment info, embed management, report detail. */
function excluded(route: string): boolean {
  return (
    under(route, '/dashboard/account/paymentinfo') ||
    under(route, '/dashboard/embeds/management') ||
    under(route, '/dashboard/reports/detail')
  )
}

/** SHELL-21: the reporting-delay banner's pages. */
export function showsReportingDelay(route: string): boolean {
  if (excluded(route)) return false
  return ['/dashboard/home', '/dashboard/analytics/detail', '/dashboard/reports'].some((p) =>
    under(route, p),
  )
}

/** SHELL-22: the missing-payment notice's pages (never in frames). */
export function showsMissingPayment(route: string, framed: boolean): boolean {
  if (framed || excluded(route)) return false
  return [
    '/dashboard/home',
    '/dashboard/analytics/detail',
    '/dashboard/embeds',
    '/dashboard/account',
    '/dashboard/reports',
  ].some((p) => under(route, p))
}

/** The localStorage key that remembers a closed banner, per message text. */
export function bannerKey(message: string): string {
  let hash = 0
  for (let i = 0; i < message.length; i++) hash = (hash * 31 + message.charCodeAt(i)) | 0
  return `pp.banner.closed.${(hash >>> 0).toString(36)}`
}
