/**
 * Contract calls that answer a file (exports, report files): `downloads<typeof xSchemas>()(xCalls)`,
 * like `client()` but through `requestFile()`, answering the Blob and the server's file name.
 * Apart from contract-client.ts, so pages without downloads do not load the download module.
 */
import { pathWith, type Call, type Calls, type InputOf } from '../contracts/define'
import type { CallOptions } from './contract-client'
import { requestFile } from './download'

export type DownloadFn<C extends Call, S> = (
  input: Omit<InputOf<C, S>, 'body'> & { body?: URLSearchParams },
  options?: CallOptions,
) => Promise<{ blob: Blob; fileName: string | null }>

/** Fetches one call's file. */
export function downloadOf<C extends Call, S>(call: C): DownloadFn<C, S> {
  return (input, options = {}) =>
    requestFile(call.service, pathWith(call.path, input.params ?? undefined), {
      ...options,
      method: call.method === 'POST' ? 'POST' : 'GET',
      query: input.query as Record<string, string> | undefined,
      body: input.body,
    })
}

/** The download functions of a contract group. */
export function downloads<S>() {
  return <C extends Calls>(
    group: C,
  ): { readonly [K in keyof C]: DownloadFn<C[K], K extends keyof S ? S[K] : never> } =>
    Object.fromEntries(
      Object.entries(group).map(([name, call]) => [name, downloadOf(call)]),
    ) as never
}
