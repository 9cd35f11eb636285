/**
 * Stubs typed by the contracts (src/contracts): the route key of a call and its reply, so a stub
 * that names a path or answers a shape the contract does not have fails to compile.
 *
 *   stubApi({
 *     [routeOf(usersCalls.list, { accountUUID: ACCOUNT })]: replyOf<UsersList>({ items: USERS }),
 *   })
 */
import type { z } from 'zod'
import { pathWith, type Call, type PathParams } from '../../src/contracts/define'

/** The address a call reaches on the default bases: `/api/<service><path>`, parameters filled in. */
export function pathOf<C extends Call>(call: C, params?: PathParams<C['path']>): string {
  return `/api/${call.service}${pathWith(call.path, params)}`
}

/**
 * `GET /api/accounts/accounts/acc-1/users/permissions`: the stub key of `call`, each parameter
 * given, and `*` (any one segment) for each left out.
 */
export function routeOf<C extends Call>(call: C, params: Partial<PathParams<C['path']>> = {}) {
  const path = call.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = (params as Record<string, string | undefined>)[name]
    return value === undefined ? '*' : encodeURIComponent(value)
  })
  return `${call.method} /api/${call.service}${path}`
}

/** The answer a call's schemas say it sends (`typeof xSchemas.name`). */
export type AnswerTo<S> = S extends { answer: infer A extends z.ZodType } ? z.input<A> : never

/** A successful reply with a body the contract accepts. */
export function replyOf<S>(body: AnswerTo<S>, status?: number) {
  return { status, body }
}
