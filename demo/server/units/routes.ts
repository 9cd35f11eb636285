/** Scripts publishers load on their own pages: served in every mode (demo and production). */
import { resolve } from 'node:path'
import { Hono } from 'hono'
import type { Env } from '../platform/context'
import { FileCache, PASTED_SCRIPT_CACHE } from '../platform/static-files'

/**
 * The unit scripts (the header codes' src): the commenting unit and the ratings unit, from
 * `root`/dist. Publisher pages on other origins load them, so they are open to every origin; their
 * URLs never change, so they are cached briefly and revalidated with their ETag, and a rebuild
 * reaches publisher pages within that time (static-files.ts).
 */
export function unitRoutes(root: string) {
  const routes = new Hono<Env>()
  const files = new FileCache(() => ({
    contentType: 'text/javascript; charset=utf-8',
    cacheControl: PASTED_SCRIPT_CACHE,
    headers: { 'Access-Control-Allow-Origin': '*' },
  }))
  for (const name of ['commenting', 'ratings']) {
    const file = resolve(root, `dist/units/${name}.js`)
    routes.get(
      `/units/${name}.js`,
      async (c) =>
        (await files.serve(c.req.raw, file, (answer) => c.set('fastAnswer', answer))) ??
        c.text('Run npm run build first.', 503),
    )
  }
  return routes
}
