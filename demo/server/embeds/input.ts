/** What the embeds' routes read from a request alike: path ids, id lists, label names, floods. */
import { z } from 'zod'
import type { Ctx } from '../platform/context'
import { fail } from '../platform/http-errors'

/** Floods: embeds and labels an account may create in an hour (a person makes a few). */
export const CREATES_PER_HOUR = 200

/** Label uuids a body may name at once. */
export const MAX_LABELS = 50

export const uuid = z
  .string('Send an id')
  .regex(/^[0-9a-fA-F-]{36}$/, 'Not a valid id')
  .transform((s) => s.toLowerCase())
export const uuids = (what: string) =>
  z.array(uuid, `Send a list of ${what}`).max(MAX_LABELS, `At most ${MAX_LABELS} ${what}`)
export const labelNames = z
  .array(z.string('Send a label name').max(200, 'Too long'), 'Send a list of label names')
  .max(MAX_LABELS, `At most ${MAX_LABELS} labels`)

/** A path id that cannot be an id answers 404 like an unknown one. */
export function pathId(c: Ctx, name: string): string {
  const value = c.req.param(name) ?? ''
  if (!/^[0-9a-fA-F-]{36}$/.test(value)) throw fail.notFound()
  return value.toLowerCase()
}
