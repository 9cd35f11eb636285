/**
 * Routes from contracts (src/contracts): `serve(app, usersCalls, usersSchemas).handle('list', …)`
 * registers the call's method and path on a service's Hono app, reads its parameters, and its query
 * and body when the handler first reads them, through their schemas (400 with field errors), and
 * answers with what the handler returns, typed by the answer schema. In demo mode every answer is
 * also checked against its schema, so a handler that drifts from its contract fails its tests
 * instead of the client.
 */
import { Hono } from 'hono'
import type { z } from 'zod'
import type { Call, CallSchemas, Calls, PathParams, SchemasOf } from '../../../src/contracts/define'
import type { Rule } from '../../../src/core/validation/rules'
import { readBody } from './body'
import type { Ctx, Env } from './context'
import { fail, zodFields } from './http-errors'
import { log } from './log'

type Parsed<S, K extends keyof CallSchemas> = S extends { [k in K]: infer T extends z.ZodType }
  ? z.output<T>
  : undefined

/**
 * What a handler receives: the checked parameters, the query (parsed when the handler first reads
 * `input.query`) and `read` for the body. A handler reads both after its access checks, so a
 * caller without access learns nothing about their rules (a handler that destructures `query` in
 * its parameter list parses it at once, before any check).
 */
export interface Input<C extends Call, S> {
  params: S extends { params: z.ZodType } ? Parsed<S, 'params'> : PathParams<C['path']>
  /** Parsed on first read (a bad query is 400 then), and the same value after. */
  query: Parsed<S, 'query'>
  /** Reads the body through its schema, then `rules` (the spec's messages), if given. */
  read: (rules?: Readonly<Record<string, readonly Rule[]>>) => Promise<Parsed<S, 'body'>>
}

/** What a handler returns: the answer as sent (the schema's input), or a Response of its own. */
export type Reply<S> = S extends { answer: infer A extends z.ZodType }
  ? z.input<A> | Response
  : Response | void

export type Handler<C extends Call, S> = (c: Ctx, input: Input<C, S>) => Promise<Reply<S>>

/** Every call each app serves, for the contract check (tests/server/contracts.test.ts). */
export const served = new WeakMap<Hono<Env>, Call[]>()

export function serve<C extends Calls, S extends SchemasOf<C>>(
  app: Hono<Env>,
  group: C,
  schemas: S,
) {
  return {
    handle<K extends keyof C & string>(name: K, handler: Handler<C[K], S[K]>): void {
      const call = group[name]!
      const schema: CallSchemas = schemas[name]
      served.set(app, [...(served.get(app) ?? []), call])
      app.on(call.method, call.path, async (c) => {
        let query: { value: unknown } | undefined
        const input = {
          params: parse(schema.params, c.req.param(), 'params'),
          get query() {
            query ??= { value: parse(schema.query, c.req.query(), 'query') }
            return query.value
          },
          read: async (rules?: Readonly<Record<string, readonly Rule[]>>) =>
            schema.body ? readBody(c, schema.body, rules) : undefined,
        } as Input<C[K], S[K]>
        const reply = await handler(c, input)
        if (reply instanceof Response) return reply
        if (call.status === 204 || !schema.answer) return c.body(null, call.status ?? 204)
        if (c.get('services').config.mode === 'demo') checkAnswer(call, schema.answer, reply)
        return c.json(reply as object, call.status ?? 200)
      })
    },
  }
}

/**
 * A service's new Hono app with `group` served on it, for the one-line opening of a routes file:
 * `export const [userRoutes, users] = contractRoutes(usersCalls, usersSchemas)` (app.ts mounts
 * the app; only app.ts imports a routes file, so the handle stays the file's own).
 */
export function contractRoutes<C extends Calls, S extends SchemasOf<C>>(group: C, schemas: S) {
  const app = new Hono<Env>()
  return [app, serve(app, group, schemas)] as const
}

/** Path parameters and the query: the raw strings when the contract has no schema for them. */
function parse(schema: z.ZodType | undefined, raw: unknown, part: string): unknown {
  if (!schema) return part === 'params' ? raw : undefined
  const parsed = schema.safeParse(raw)
  if (!parsed.success) throw fail.badRequest(zodFields(parsed.error))
  return parsed.data
}

/** A demo-mode answer that breaks its contract is a server error (logged with the issues). */
function checkAnswer(call: Call, schema: z.ZodType, answer: unknown): void {
  const checked = schema.safeParse(answer)
  if (checked.success) return
  log.error(
    { call: call.id, path: call.path, issues: checked.error.issues.slice(0, 5) },
    'answer breaks its contract',
  )
  throw new Error(`${call.id} ${call.method} ${call.path}: the answer breaks its contract`)
}
