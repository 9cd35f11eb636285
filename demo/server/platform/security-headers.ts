/**
 * The security headers of every response. The policy matters on documents (the portal host
 * page, the demo pages); on scripts, JSON and files it is inert, so the commenting unit script
 * and its public API stay usable from publisher pages on other origins (no
 * Cross-Origin-Resource-Policy, CORS as set by their routes).
 */
import type { MiddlewareHandler } from 'hono'
import type { ServerConfig } from './config'
import type { Env } from './context'

/**
 * Content-Security-Policy: scripts from this origin only (no inline script, no eval), no
 * plugins, no <base> rewriting, framing by this origin and the allowed partner origins.
 * Styles and images are not restricted: the elements set inline styles and users' images come
 * from anywhere.
 */
export function contentSecurityPolicy(config: Pick<ServerConfig, 'allowedOrigins'>): string {
  return [
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors 'self' ${config.allowedOrigins.join(' ')}`.trim(),
  ].join('; ')
}

/** Powerful features no portal page uses. */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ')

/** Sets the headers after the handler ran (on every response, errors included). */
export function securityHeaders(
  config: Pick<ServerConfig, 'allowedOrigins'>,
): MiddlewareHandler<Env> {
  const csp = contentSecurityPolicy(config)
  return async (c, next) => {
    await next()
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('Referrer-Policy', 'same-origin')
    c.header('Content-Security-Policy', csp)
    // A page this origin opens, or that opens it, from another origin gets no window handle.
    c.header('Cross-Origin-Opener-Policy', 'same-origin')
    c.header('Permissions-Policy', PERMISSIONS_POLICY)
  }
}
