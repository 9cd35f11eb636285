/**
 * The server's log (issue 28): JSON lines on standard output (pino), one access line per request
 * and every error with its stack, each carrying the request's id (an incoming `X-Request-Id` of
 * a proxy is kept, else one is made; the answer names it too). Never a password, token, cookie
 * or full e-mail address: requests are logged by route pattern and path without the query, and
 * addresses only masked (`r***@example.com`). LOG_LEVEL (default `info`; `warn` in demo mode,
 * where a person reads the terminal) chooses how much.
 */
import type { Context } from 'hono'
import pino, { type DestinationStream, type Logger } from 'pino'

const LEVEL = process.env.LOG_LEVEL ?? (process.env.PORTAL_MODE === 'production' ? 'info' : 'warn')

function create(destination?: DestinationStream): Logger {
  return pino(
    {
      level: LEVEL,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      // Belt and braces: these names never reach a line, whoever logs them.
      redact: {
        paths: [
          'password',
          '*.password',
          'token',
          '*.token',
          'cookie',
          '*.cookie',
          'authorization',
          '*.authorization',
          'headers.cookie',
          'headers.authorization',
        ],
        censor: '[hidden]',
      },
    },
    destination,
  )
}

/** The process's logger (replaced in tests to read what it writes). */
export let log: Logger = create()

/** Tests: send the log to `destination` at `level`; answers a function that puts it back. */
export function logTo(destination: DestinationStream, level = 'info'): () => void {
  const before = log
  log = create(destination)
  log.level = level
  return () => {
    log = before
  }
}

/** `reader@example.com` → `r***@example.com`: enough to tell mails apart, not to read them. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@')
  return at > 0 ? `${address[0]}***${address.slice(at)}` : '***'
}

/** The id of the request `c` is answering (for an error's line). */
export function requestIdOf(c: Context): string | undefined {
  const id: unknown = c.get('requestId')
  return typeof id === 'string' ? id : undefined
}
