/**
 * Links built from data (site addresses, ads.txt addresses, media links): a URL becomes an href
 * only when it resolves to an http: or https: URL. Anything else (javascript:, data:, vbscript:,
 * blob:, malformed text) is shown as text, never as a link. One helper for both builds: React
 * blocks javascript: URLs itself, preact (the lite build) does not.
 */

/** The page's own address, which relative URLs (the demo's own sites) resolve against. */
function pageBase(): string | undefined {
  const location = (globalThis as { location?: { href?: string } }).location
  return typeof location?.href === 'string' ? location.href : undefined
}

/**
 * `url` as an href when it is http: or https: (a relative URL counts when it resolves so
 * against `base`, by default the page's address), else null.
 */
export function safeHref(url: string | null | undefined, base = pageBase()): string | null {
  if (typeof url !== 'string') return null
  const text = url.trim()
  if (!text) return null
  let parsed: URL
  try {
    parsed = base === undefined ? new URL(text) : new URL(text, base)
  } catch {
    return null
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? text : null
}
