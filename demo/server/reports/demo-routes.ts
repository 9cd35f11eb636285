/**
 * Demo mode only (mounted with the other /demo routes, never in production): one scheduler tick
 * as of a chosen instant, the Playwright flows' "fake clock" for the scheduled reports (REP-12).
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { readBody } from '../body'
import type { Env } from '../context'
import { runDueReports, type SchedulerDeps } from './scheduler'

/** POST /demo/reports/tick `{ now: ISO }` → `{ runs: TickResult[] }`. */
export function reportDemoRoutes(deps: SchedulerDeps): Hono<Env> {
  const routes = new Hono<Env>()
  routes.post('/demo/reports/tick', async (c) => {
    const { now } = await readBody(
      c,
      z.object({ now: z.iso.datetime({ offset: true, message: 'Send an ISO instant' }) }),
    )
    const runs = await runDueReports(c.get('services').db, new Date(now), deps)
    return c.json({ runs })
  })
  return routes
}
