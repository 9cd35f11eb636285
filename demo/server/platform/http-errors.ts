/** The demo server's error responses: `{error: {code, message, fields}}` with a 4xx/5xx status. */
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { z } from 'zod'
import type { FieldError } from '../../../src/core/validation/rules'
import { log, requestIdOf } from './log'

export class ApiFailure extends HTTPException {
  constructor(
    readonly statusCode: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields: FieldError[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(statusCode, { message })
  }
}

export const fail = {
  badRequest: (fields: FieldError[], message = 'Some fields are not valid') =>
    new ApiFailure(400, 'invalid_input', message, fields),
  unauthorized: () => new ApiFailure(401, 'unauthorized', 'Please sign in'),
  badCredentials: () => new ApiFailure(401, 'bad_credentials', 'Email or password is incorrect'),
  forbidden: (message = 'You do not have access to this') =>
    new ApiFailure(403, 'forbidden', message),
  notFound: (message = 'Not found') => new ApiFailure(404, 'not_found', message),
  conflict: (fields: FieldError[], message: string) =>
    new ApiFailure(409, 'conflict', message, fields),
  tooMany: (retryAfterSeconds: number) =>
    new ApiFailure(429, 'rate_limited', 'Too many attempts, try again later', [], {
      'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    }),
  /** The server cannot take this now (a full buffer); nothing was saved. */
  busy: (retryAfterSeconds = 1) =>
    new ApiFailure(503, 'busy', 'The server is busy, try again shortly', [], {
      'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    }),
}

export function errorResponse(c: Context, error: unknown) {
  if (error instanceof ApiFailure) {
    for (const [key, value] of Object.entries(error.headers)) c.header(key, value)
    return c.json(
      { error: { code: error.code, message: error.message, fields: error.fields } },
      error.statusCode,
    )
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode
    const code = status === 413 ? 'too_large' : `http_${status}`
    return c.json(
      { error: { code, message: error.message || 'Request failed', fields: [] } },
      status,
    )
  }
  log.error({ err: error, requestId: requestIdOf(c) }, 'request failed')
  return c.json(
    { error: { code: 'server_error', message: 'Something went wrong', fields: [] } },
    500,
  )
}

/** Maps zod issues to field errors (first issue per field). */
export function zodFields(error: z.ZodError): FieldError[] {
  const seen = new Set<string>()
  const fields: FieldError[] = []
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_body'
    if (seen.has(field)) continue
    seen.add(field)
    fields.push({ field, message: issue.message })
  }
  return fields
}
