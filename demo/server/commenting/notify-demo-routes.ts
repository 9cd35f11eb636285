/**
 * Demo mode only (mounted with the other /demo routes, never in production): one notification
 * digest tick as of a chosen instant, the flows' "fake clock" for the digests (notify-digests.ts).
 * Support staff only, like the reports' tick.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { readBody } from '../platform/body'
import { requireSupport, type Env } from '../platform/context'
import { runNotifyTick, type NotifyDeps } from './notify-digests'

/** POST /demo/commenting/notify/tick `{ now: ISO }` → NotifyTickResult. */
export function notifyDemoRoutes(deps: NotifyDeps): Hono<Env> {
  const routes = new Hono<Env>()
  routes.post('/demo/commenting/notify/tick', async (c) => {
    requireSupport(c)
    const { now } = await readBody(
      c,
      z.object({ now: z.iso.datetime({ offset: true, message: 'Send an ISO instant' }) }),
    )
    return c.json(await runNotifyTick(c.get('services').db, new Date(now), deps))
  })
  return routes
}
