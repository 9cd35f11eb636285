/**
 * Contract calls whose body is multipart/form-data with upload progress (tax forms, images):
 * `uploads<typeof xSchemas>()(xCalls)`, like `client()` but through `upload()` (XMLHttpRequest).
 * Apart from contract-client.ts, so pages without uploads do not load the upload module.
 */
import { pathWith, type AnswerOf, type Call, type Calls, type InputOf } from '../contracts/define'
import type { CallOptions } from './contract-client'
import { upload, type UploadOptions } from './upload'

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
