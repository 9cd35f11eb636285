/**
 * Typed calls from a contract (src/contracts): `client<typeof usersSchemas>()(usersCalls)` gives
 * one function per call, whose input (path parameters, query, body) and answer are the contract's
 * types, made through `request` (the status rules, ApiError). The schemas are types only here: no
 * zod on a page.
 */
import { pathWith, type AnswerOf, type Call, type Calls, type InputOf } from '../contracts/define'
import { request, type RequestOptions } from './http'

/** What a caller may add to a call: an abort signal, and the status-rule switches. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'alwaysSignOutOn401' | 'skipStatusRules'>

export type CallFn<C extends Call, S> = (
  input: InputOf<C, S>,
  options?: CallOptions,
) => Promise<AnswerOf<S>>

export type Client<C extends Calls, S> = {
  readonly [K in keyof C]: CallFn<C[K], K extends keyof S ? S[K] : never>
}

/** Makes one call of a contract. */
export function callOf<C extends Call, S>(call: C): CallFn<C, S> {
  return (input, options = {}) =>
    request<AnswerOf<S>>(call.service, pathWith(call.path, input.params ?? undefined), {
      ...options,
      method: call.method,
      query: input.query as RequestOptions['query'],
      body: input.body,
    })
}

/** The typed functions of a contract group; `S` is its schemas' type (`typeof xSchemas`). */
export function client<S>() {
  return <C extends Calls>(group: C): Client<C, S> =>
    Object.fromEntries(Object.entries(group).map(([name, call]) => [name, callOf(call)])) as Client<
      C,
      S
    >
}
