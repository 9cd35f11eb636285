/** Scripts publishers load on their own pages: served in every mode (demo and production). */
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { Hono } from 'hono'
import type { Env } from '../context'

/**
 * The unit scripts (the header codes' src): the commenting unit and the ratings unit, from
 * `root`/dist. Publisher pages on other origins load them, so they are open to every origin; they
 * are read per request so a rebuild shows at once.
 */
export function unitRoutes(root: string) {
  const routes = new Hono<Env>()
  for (const name of ['commenting', 'ratings'])
    routes.get(`/units/${name}.js`, (c) => {
      const file = resolve(root, `dist/units/${name}.js`)
      if (!existsSync(file)) return c.text('Run npm run build first.', 503)
      return c.body(readFileSync(file), 200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Access-Control-Allow-Origin': '*',
        'Cache-Control': 'no-cache',
      })
    })
  return routes
}
