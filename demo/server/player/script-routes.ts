/**
 * The embed player's files (issue 9), served in every mode like the commenting unit's script:
 * `/player/v4/embed.js` (the header code's src; publisher pages on any origin load it) and
 * `/player/v4/preview.html` (the builder's preview frame, same origin only). Read per request from
 * `root`/dist/player/v4, so a rebuild shows at once.
 */
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { Hono } from 'hono'
import type { Env } from '../context'

export function playerScriptRoutes(root: string) {
  const routes = new Hono<Env>()
  routes.get('/player/v4/embed.js', (c) => {
    const file = resolve(root, 'dist/player/v4/embed.js')
    if (!existsSync(file)) return c.text('Run npm run build first.', 503)
    return c.body(readFileSync(file), 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': 'no-cache',
    })
  })
  routes.get('/player/v4/preview.html', (c) => {
    const file = resolve(root, 'dist/player/v4/preview.html')
    if (!existsSync(file)) return c.text('Run npm run build first.', 503)
    return c.body(readFileSync(file), 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
    })
  })
  return routes
}
