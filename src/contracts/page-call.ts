/**
 * The addresses of publisher pages' calls (the embed player, the commenting and ratings units):
 * a contract's call below the API origin the page's script came from. The pages ship without the
 * portal's fetch layer (src/core/http.ts) and call fetch themselves, with the call's method and no
 * cookies (scripts/check-contracts.mjs holds them to addresses made here). They bundle their
 * group's calls (plain data) and take its schemas as types only.
 *
 * Pages pass a call's parts (`calls.read.service, calls.read.path`), never the call itself: read
 * by constant names only, the minifier folds the call into those strings and leaves out the rest
 * (the id and the summary), which the units' byte budgets cannot carry; for that the page groups
 * are declared `as const satisfies Calls`, not through `calls(…)`, which the minifier does not see
 * through.
 */
import type { ServiceName } from '../core/http'
import type { PathParams } from './define'

/** `(o, 'ratings', '/public/v1/units/:unitUUID', { unitUUID: 'u' })` → `o/api/ratings/public/v1/units/u`. */
export function pageUrl<P extends string>(
  origin: string,
  service: ServiceName,
  path: P,
  params: PathParams<P>,
): string {
  // pathWith's fill without its check: the compiler has checked the parameters (bytes count here).
  const filled = path.replace(/:(\w+)/g, (_, name: keyof PathParams<P>) =>
    encodeURIComponent(params[name]),
  )
  return `${origin}/api/${service}${filled}`
}

/**
 * The API origin of a page script: where the script itself was loaded from (a classic script
 * knows itself; a module, or a call after start, finds its tag by `script`, the address pattern),
 * else the page's own origin.
 */
export function scriptOrigin(script: RegExp): string {
  const current = document.currentScript as HTMLScriptElement | null
  const src =
    current?.src ||
    [...document.querySelectorAll<HTMLScriptElement>('script[src]')].find((s) => script.test(s.src))
      ?.src
  return src ? new URL(src, location.href).origin : location.origin
}
