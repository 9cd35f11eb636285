/** Top-level route areas and the remembered-origin check (SHELL-06): no open redirect. */

export type TopLevel = 'root' | 'auth' | 'dashboard' | 'error' | 'unknown'

/** SHELL-06: which top-level area a path belongs to. */
export function topLevelOf(path: string): TopLevel {
  const clean = path.split(/[?#]/)[0] ?? '/'
  if (clean === '/' || clean === '') return 'root'
  const first = clean.split('/')[1]
  if (first === 'auth' || first === 'dashboard' || first === 'error') return first
  return 'unknown'
}

/**
 * A remembered origin is only followed when it is a same-site portal path: a single leading
 * slash, a dashboard or error route, no scheme, no backslash (no open redirect).
 */
export function safeOrigin(origin: string | null | undefined): string | null {
  if (!origin || typeof origin !== 'string') return null
  if (!origin.startsWith('/') || origin.startsWith('//') || origin.includes('\\')) return null
  // oxlint-disable-next-line no-control-regex -- control characters are what this rejects
  if (/[\u0000-\u001f]/.test(origin)) return null
  const top = topLevelOf(origin)
  return top === 'dashboard' || top === 'error' ? origin : null
}
