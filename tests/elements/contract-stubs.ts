/**
 * Stub addresses from the contracts (src/contracts): a fixture that names a call's address through
 * its contract follows the call, and its bodies take their types from the call's schemas (through
 * the rule modules' types, or `AnswerIn` below), so a stub cannot drift from what the server serves.
 */
import type { z } from 'zod'
import { pathWith, type Call, type CallSchemas, type PathParams } from '../../src/contracts/define'
import type { StubCall } from './fake-api'

/** The address a call reaches on the default bases: `/api/<service><path>`, parameters filled in. */
export function pathOf<C extends Call>(call: C, params?: PathParams<C['path']>): string {
  return `/api/${call.service}${pathWith(call.path, params)}`
}

/**
 * The fake API's route key of a call (fake-api.ts: "METHOD /path"): its method and address, each
 * parameter not given standing for any one segment (`*`).
 */
export function routeOf<C extends Call>(
  call: C,
  params: Partial<PathParams<C['path']>> = {},
): string {
  const given = params as Record<string, string | undefined>
  const path = call.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
    given[name] === undefined ? '*' : encodeURIComponent(given[name]),
  )
  return `${call.method} /api/${call.service}${path}`
}

/** What a call's schemas let the server answer (the stub's body), as the server would write it. */
export type AnswerIn<S extends CallSchemas> = S extends { answer: z.ZodType }
  ? z.input<S['answer']>
  : never

/** The calls among `made` (the fake API's) to `call`, with these parameters (any where not given). */
export function callsTo<C extends Call>(
  made: readonly StubCall[],
  call: C,
  params: Partial<PathParams<C['path']>> = {},
): StubCall[] {
  const [method, path] = routeOf(call, params).split(' ') as [string, string]
  const pattern = new RegExp(
    `^${path
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+')}(\\?|$)`,
  )
  return made.filter((c) => c.method === method && pattern.test(c.path))
}
