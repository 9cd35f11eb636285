/**
 * The embed player's files (issue 9), served in every mode like the commenting unit's script:
 * `/player/v4/embed.js` (the header code's src; publisher pages on any origin load it, cached
 * briefly like the unit scripts) and `/player/v4/preview.html` (the builder's preview frame, same
 * origin only, revalidated on each use). From `root`/dist/player/v4 through static-files.ts, so a
 * rebuild shows at once.
 */
import { resolve } from 'node:path'
import { Hono } from 'hono'
import type { Env } from '../platform/context'
import {
  FileCache,
  PASTED_SCRIPT_CACHE,
  REVALIDATE_CACHE,
  type FilePolicy,
} from '../platform/static-files'

const EMBED: FilePolicy = {
  contentType: 'text/javascript; charset=utf-8',
  cacheControl: PASTED_SCRIPT_CACHE,
  headers: { 'Access-Control-Allow-Origin': '*' },
}
const PREVIEW: FilePolicy = {
  contentType: 'text/html; charset=utf-8',
  cacheControl: REVALIDATE_CACHE,
}

export function playerScriptRoutes(root: string) {
  const routes = new Hono<Env>()
  const embed = resolve(root, 'dist/player/v4/embed.js')
  const preview = resolve(root, 'dist/player/v4/preview.html')
  const files = new FileCache((file) => (file === embed ? EMBED : PREVIEW))
  for (const [path, file] of [
    ['/player/v4/embed.js', embed],
    ['/player/v4/preview.html', preview],
  ] as const)
    routes.get(
      path,
      async (c) =>
        (await files.serve(c.req.raw, file, (answer) => c.set('fastAnswer', answer))) ??
        c.text('Run npm run build first.', 503),
    )
  return routes
}
