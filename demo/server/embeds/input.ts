/** What the embeds' routes read from a request alike: path ids, id lists, label names, floods. */
import type { Ctx } from '../platform/context'
import { fail } from '../platform/http-errors'

/** Floods: embeds and labels an account may create in an hour (a person makes a few). */
export const CREATES_PER_HOUR = 200

export { MAX_LABELS, uuid, uuids, labelNames } from '../../../src/contracts/accounts/labels.schemas'

/** A path id that cannot be an id answers 404 like an unknown one. */
export function pathId(c: Ctx, name: string): string {
  const value = c.req.param(name) ?? ''
  if (!/^[0-9a-fA-F-]{36}$/.test(value)) throw fail.notFound()
  return value.toLowerCase()
}
