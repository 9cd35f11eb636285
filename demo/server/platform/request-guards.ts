/**
 * The app's request guards (app.ts mounts them): the CSRF check of unsafe requests, and the
 * production host gate against DNS rebinding.
 */
import type { MiddlewareHandler } from 'hono'
import type { ServerConfig } from './config'
import type { Env } from './context'
import { ApiFailure } from './http-errors'

/** The methods that change something. */
export const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const BODY_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data']

/**
 * CSRF defence: unsafe requests must come from an allowed origin and carry JSON or a form.
 * `publicPrefixes`: the public unit routes, which carry no cookies and no session (nothing to
 * forge).
 */
export function csrf(
  config: ServerConfig,
  publicPrefixes: readonly string[],
): MiddlewareHandler<Env> {
  return async (c, next) => {
    if (!UNSAFE.has(c.req.method)) return next()
    if (publicPrefixes.some((prefix) => c.req.path.startsWith(prefix))) return next()
    // The portal's own origin is PUBLIC_URL (behind a TLS proxy the request's URL is the internal
    // address); in demo mode also the address the request reached. Production never takes "self"
    // from the request: a rebinding page sends its own Host and Origin (hostGate refuses it too).
    const self = config.mode === 'production' ? config.publicUrl : new URL(c.req.url).origin
    const origin = c.req.header('origin')
    const allowed = (o: string) =>
      o === config.publicUrl || o === self || config.allowedOrigins.includes(o)
    if (origin !== undefined && !allowed(origin))
      throw new ApiFailure(403, 'bad_origin', 'Cross-site request refused')
    if (origin === undefined && c.req.header('sec-fetch-site') === 'cross-site') {
      throw new ApiFailure(403, 'bad_origin', 'Cross-site request refused')
    }
    const length = Number(c.req.header('content-length') ?? '0')
    const hasBody = length > 0 || c.req.header('transfer-encoding') !== undefined
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
    if (hasBody && !BODY_TYPES.includes(type)) {
      throw new ApiFailure(415, 'unsupported_media_type', 'Send JSON or a form')
    }
    return next()
  }
}

/** The health checks answer whatever name the prober uses (a pod's address, localhost). */
const ANY_HOST = new Set(['/healthz', '/readyz'])

/**
 * Production answers only requests for PUBLIC_URL's host (421 otherwise): a DNS-rebinding page
 * reaches the server under a name of its own, and nothing the portal serves is meant for any
 * name but its own. A TLS proxy in front must pass the Host header through.
 */
export function hostGate(config: ServerConfig): MiddlewareHandler<Env> {
  const own = new URL(config.publicUrl).host.toLowerCase()
  return async (c, next) => {
    if (ANY_HOST.has(c.req.path)) return next()
    const host = (c.req.header('host') ?? new URL(c.req.url).host).toLowerCase()
    if (host === own) return next()
    throw new ApiFailure(421, 'wrong_host', `This server answers only for ${own}`)
  }
}
