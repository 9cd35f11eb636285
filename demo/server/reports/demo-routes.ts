/**
 * Demo mode only (mounted with the other /demo routes, never in production): one scheduler tick
 * as of a chosen instant, the Playwright flows' "fake clock" for the scheduled reports (REP-12).
 * Support staff only: a tick runs and e-mails every account's due reports, as of any instant.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { readBody } from '../platform/body'
import { requireSupport, type Env } from '../platform/context'
import { runDueReports, type SchedulerDeps } from './scheduler'

/** POST /demo/reports/tick `{ now: ISO }` → `{ runs: TickResult[] }`. */
export function reportDemoRoutes(deps: SchedulerDeps): Hono<Env> {
  const routes = new Hono<Env>()
  routes.post('/demo/reports/tick', async (c) => {
    requireSupport(c)
    const { now } = await readBody(
      c,
      z.object({ now: z.iso.datetime({ offset: true, message: 'Send an ISO instant' }) }),
    )
    const runs = await runDueReports(c.get('services').db, new Date(now), deps)
    return c.json({ runs })
  })
  return routes
}
