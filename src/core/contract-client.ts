/**
 * Typed calls from a contract (src/contracts): `client<typeof usersSchemas>()(usersCalls)` gives
 * one function per call, whose input (path parameters, query, body) and answer are the contract's
 * types, made through `request` (the status rules, ApiError). The schemas are types only here: no
 * zod on a page.
 */
import { pathWith, type AnswerOf, type Call, type Calls, type InputOf } from '../contracts/define'
import { request, type RequestOptions } from './http'
import { upload, type UploadOptions } from './upload'

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

export type UploadFn<C extends Call, S> = (
  input: Omit<InputOf<C, S>, 'body'> & { body: FormData },
  options?: CallOptions & Pick<UploadOptions, 'onProgress'>,
) => Promise<AnswerOf<S>>

/** Sends a call's body as multipart/form-data with upload progress (files: tax forms, images). */
export function uploadOf<C extends Call, S>(call: C): UploadFn<C, S> {
  return (input, options = {}) =>
    upload<AnswerOf<S>>(call.service, pathWith(call.path, input.params ?? undefined), {
      ...options,
      method: call.method === 'PUT' ? 'PUT' : 'POST',
      body: input.body,
    })
}

/** The upload functions of a contract group (`uploads<typeof xSchemas>()(xCalls)`). */
export function uploads<S>() {
  return <C extends Calls>(
    group: C,
  ): { readonly [K in keyof C]: UploadFn<C[K], K extends keyof S ? S[K] : never> } =>
    Object.fromEntries(Object.entries(group).map(([name, call]) => [name, uploadOf(call)])) as never
}
