/**
 * The shape of a contract: every call of a service declared once, in two halves linked by the
 * compiler. `<group>.ts` holds the calls (API id, service, method, path, status): plain data the
 * client bundles. `<group>.schemas.ts` holds their zod schemas under the same names (parameters,
 * query, body, answer): the server validates with them, tests and the OpenAPI document read them,
 * and the client imports them for types only, so zod never reaches a page. Nothing here imports
 * zod at run time.
 */
import type { z } from 'zod'
import type { ServiceName } from '../core/http'

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** One call: where it is and what it answers with on success. */
export interface Call {
  /** The spec's API id (API-03), or `OPEN-…` for a call the spec does not name. */
  readonly id: string
  readonly service: ServiceName
  readonly method: Method
  /** The path under the service's base, with `:name` parameters. */
  readonly path: string
  /** One line for the reference. */
  readonly summary: string
  /** The success status: 200 unless said; 204 answers nothing; 302 redirects (a link's target). */
  readonly status?: 200 | 201 | 202 | 204 | 302
}

export type Calls = Readonly<Record<string, Call>>

/** Declares a group's calls, keeping their literal types (paths type the parameters). */
export const calls = <const C extends Calls>(group: C): C => group

/**
 * One service's calls written a line each, `get(path, id, summary)`, for groups whose calls all
 * go to one service (the path stays literal, so it still types the parameters).
 */
export function callsOn<const S extends ServiceName>(service: S) {
  const of =
    <const M extends Method>(method: M) =>
    <const P extends string>(path: P, id: string, summary: string, status?: Call['status']) => ({
      id,
      service,
      method,
      path,
      summary,
      ...(status === undefined ? {} : { status }),
    })
  return { get: of('GET'), post: of('POST'), put: of('PUT'), del: of('DELETE') }
}

/** The schemas of one call. A call without `answer` answers 204, or a file (`file`). */
export interface CallSchemas {
  readonly params?: z.ZodType
  readonly query?: z.ZodType
  readonly body?: z.ZodType
  /**
   * How the body may come, when not only as JSON: `form` also as a form (fields as strings),
   * `urlencoded` only as a urlencoded form (lists as repeated keys), `form-only` as a form either
   * way (urlencoded or multipart), `upload` as multipart/form-data only (with files),
   * `json-or-text` as JSON also sent as text/plain (a simple cross-origin request, no preflight:
   * the player's keepalive batches); the route reads those itself.
   */
  readonly bodyAs?:
    'form' | 'urlencoded' | 'form-only' | 'upload' | 'json-or-upload' | 'json-or-text'
  readonly answer?: z.ZodType
  /** A download instead of JSON: its content type (`text/csv`, `application/pdf`). */
  readonly file?: string
}

/** Exactly one entry of schemas per call of the group: a missing or extra name does not compile. */
export type SchemasOf<C extends Calls> = { readonly [K in keyof C]: CallSchemas }

/** The names of a path's `:parameters`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

/** The parameters a path needs, as strings. */
export type PathParams<P extends string> = { [K in ParamNames<P>]: string }

type Out<S, K extends keyof CallSchemas> = S extends { [k in K]: infer T extends z.ZodType }
  ? z.output<T>
  : undefined
type In<S, K extends keyof CallSchemas> = S extends { [k in K]: infer T extends z.ZodType }
  ? z.input<T>
  : undefined

/** What a call answers with (the parsed answer). */
export type AnswerOf<S> = S extends { answer: z.ZodType } ? Out<S, 'answer'> : void
/** The body a client sends. */
export type BodyOf<S> = In<S, 'body'>
/** The query a client sends. */
export type QueryOf<S> = In<S, 'query'>

/** What a client passes to make a call: the path's parameters, and query and body where declared. */
export type InputOf<C extends Call, S> = (keyof PathParams<C['path']> extends never
  ? { params?: undefined }
  : { params: PathParams<C['path']> }) &
  (S extends { query: z.ZodType } ? { query: QueryOf<S> } : { query?: undefined }) &
  (S extends { body: z.ZodType }
    ? { body: BodyOf<S> | FormData | URLSearchParams }
    : { body?: undefined })

/** `/accounts/:id/users` with `{ id: 'a b' }` → `/accounts/a%20b/users`; a missing one throws. */
export function pathWith(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`${path}: no value for :${name}`)
    return encodeURIComponent(value)
  })
}
