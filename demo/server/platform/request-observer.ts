/**
 * Every request, observed once when its answer is known: its id (a proxy's `X-Request-Id` kept,
 * else one made; the answer names it), its access line in the log (log.ts) and its count and
 * time in the metrics (ops-metrics.ts), both by the route pattern of the handler that answered.
 */
import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import type { Env } from './context'
import { log } from './log'
import { countRequest } from './ops-metrics'

const REQUEST_ID = /^[\w.:-]{1,128}$/

export const observeRequests: MiddlewareHandler<Env> = async (c, next) => {
  const given = c.req.header('x-request-id')
  const requestId = given && REQUEST_ID.test(given) ? given : randomUUID()
  c.set('requestId', requestId)
  c.header('X-Request-Id', requestId)
  const started = performance.now()
  try {
    await next()
  } finally {
    const ms = performance.now() - started
    // The pattern of the handler that answered (the last one the chain reached).
    let route = '(unmatched)'
    try {
      route = routePath(c) || route
    } catch {
      // no route matched
    }
    countRequest(route, c.req.method, c.res.status, ms / 1000)
    if (log.isLevelEnabled('info'))
      log.info(
        {
          requestId,
          method: c.req.method,
          route,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round(ms * 10) / 10,
        },
        'request',
      )
  }
}
