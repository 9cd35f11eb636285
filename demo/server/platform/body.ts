/** Reading request bodies: JSON or form, parsed by a zod shape, then the shared content rules. */
import type { Context } from 'hono'
import type { z } from 'zod'
import { controlCharFields, validate, type Rule } from '../../../src/core/validation/rules'
import { fail, zodFields } from './http-errors'

/** How deep a body's arrays and objects may nest: the portal's bodies need 4; 32 is generous. */
export const MAX_BODY_DEPTH = 32

/**
 * Whether `value` nests arrays or objects deeper than `max`. Walked with a stack, not recursion:
 * a 60 KB body can nest 30,000 deep, which overflows any recursive check (and was answered 500).
 */
export function nestedTooDeep(value: unknown, max = MAX_BODY_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length) {
    const [item, depth] = stack.pop()!
    if (item === null || typeof item !== 'object') continue
    if (depth >= max) return true
    for (const child of Object.values(item)) stack.push([child, depth + 1])
  }
  return false
}

/** 400 for a body nested deeper than MAX_BODY_DEPTH, before anything walks it recursively. */
export function refuseDeepBody(value: unknown): void {
  if (nestedTooDeep(value))
    throw fail.badRequest(
      [{ field: '_body', message: `Nest at most ${MAX_BODY_DEPTH} levels deep` }],
      'The body is nested too deeply',
    )
}

/** The body's media type, lower case, without its parameters. */
const mediaType = (c: Context) =>
  (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase()

async function rawBody(c: Context): Promise<unknown> {
  const type = mediaType(c)
  if (type === 'application/json') {
    try {
      return await c.req.json()
    } catch {
      throw fail.badRequest(
        [{ field: '_body', message: 'The body is not valid JSON' }],
        'Invalid JSON',
      )
    }
  }
  if (type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data') {
    try {
      const form = await c.req.parseBody()
      return { ...form }
    } catch {
      // A malformed form (e.g. multipart without its boundary) is bad input, not a server error.
      throw fail.badRequest(
        [{ field: '_body', message: 'The body is not a valid form' }],
        'Invalid form',
      )
    }
  }
  throw fail.badRequest([{ field: '_body', message: 'Send JSON or a form' }], 'Unsupported body')
}

/**
 * Refuses control characters in any string of the body, parses it with `shape` (types) and then
 * checks `rules` (the spec's messages).
 */
export async function readBody<T extends z.ZodType>(
  c: Context,
  shape: T,
  rules?: Readonly<Record<string, readonly Rule[]>>,
): Promise<z.infer<T>> {
  const raw = await rawBody(c)
  refuseDeepBody(raw)
  // Names, addresses, free text, passwords: no string the server accepts holds control
  // characters or bidi overrides.
  const controls = controlCharFields(raw)
  if (controls.length) throw fail.badRequest(controls)
  const parsed = shape.safeParse(raw)
  if (!parsed.success) throw fail.badRequest(zodFields(parsed.error))
  if (rules) {
    const errors = validate(parsed.data as Record<string, unknown>, rules)
    if (errors.length) throw fail.badRequest(errors)
  }
  return parsed.data
}

/** An upload's fields and files: a multipart body, else 400 (the images' uploads). */
export async function readMultipart(c: Context): Promise<Record<string, string | File>> {
  if (mediaType(c) !== 'multipart/form-data')
    throw fail.badRequest([{ field: '_body', message: 'Send multipart/form-data' }])
  try {
    return { ...(await c.req.parseBody()) } as Record<string, string | File>
  } catch {
    throw fail.badRequest([{ field: '_body', message: 'The body is not a valid form' }])
  }
}
