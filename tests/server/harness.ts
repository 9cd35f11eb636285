/**
 * API test harness: a fresh database, migrated and seeded, behind the real Hono app.
 * `client()` keeps cookies like a browser and sends the app's own Origin on unsafe requests.
 *
 * The database is the engine PP_TEST_DB names (sqlite, pglite or postgres; test-databases.ts).
 */
import assert from 'node:assert/strict'
import { existsSync, mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before } from 'node:test'
import { sql, type Kysely, type Selectable } from 'kysely'
import { createApp } from '../../demo/server/app'
import { loadConfig, type ServerConfig } from '../../demo/server/platform/config'
import { type DB } from '../../demo/server/platform/db'
import type { Database } from '../../demo/server/platform/schema'
import { kindOf } from '../../demo/server/platform/dialect'
import { fileStoreFor, type FileStore } from '../../demo/server/platform/file-store'
import { EventBuffer } from '../../demo/server/player/event-buffer'
import { PublicCache } from '../../demo/server/platform/public-cache'
import { DEMO_PASSWORD, IDS } from '../../demo/server/seed'
import { seededDatabase } from './test-databases'

export { DEMO_PASSWORD, IDS }
export { freshDatabase, scratchDatabase, TEST_DB } from './test-databases'
export { gate, until, withClock } from './timing'
export const ORIGIN = 'http://portal.test'

/** A path under the accounts API (`/api/accounts…`), the prefix most tests call. */
export const api = (path: string) => `/api/accounts${path}`

export interface Harness {
  db: DB
  config: ServerConfig
  app: ReturnType<typeof createApp>
  /** The app's public-read cache: a test that writes the database directly clears it. */
  cache: PublicCache
  /** The app's player event buffer (written before each answer unless eventFlushMs is set). */
  events: EventBuffer
  close(): Promise<void>
}

export async function startHarness(
  overrides: Partial<ServerConfig> = {},
  /** The project root holding dist/ (default: the working directory). */
  root?: string,
): Promise<Harness> {
  // Uploads go to a private temp folder, never to ./data.
  const config = {
    // Links and absolute URLs take their origin from PUBLIC_URL, never from the request.
    ...loadConfig({ PUBLIC_URL: ORIGIN }),
    uploadsDir: mkdtempSync(join(tmpdir(), 'pp-uploads-')),
    // Player events are written before the answer, so a test reads them back at once.
    eventFlushMs: 0,
    ...overrides,
  }
  const { db, close } = await seededDatabase()
  const cache = new PublicCache()
  const events = new EventBuffer(db, config.eventFlushMs).start()
  const app = createApp({ db, config, root, cache, events })
  return { db, config, app, cache, events, close }
}

/**
 * The harness a test file shares: started before its first test (with `overrides`) and closed
 * after its last. The object answered is filled in when the harness starts, so a file declares
 * it once at the top (`const h = fileHarness()`) and its tests use it as a Harness.
 */
export function fileHarness(overrides: Partial<ServerConfig> = {}): Harness {
  const h = {} as Harness
  let started: Promise<void> | undefined
  const start = () =>
    (started ??= startHarness(overrides).then((opened) => void Object.assign(h, opened)))
  // A file's top-level before hooks run concurrently (node:test): each awaits the start.
  starts.set(h, start)
  before(start)
  after(() => h.close())
  return h
}

const starts = new WeakMap<Harness, () => Promise<void>>()

/** Runs `setup` before the file's tests, once the file's harness `h` has started. */
export function beforeAll(h: Harness, setup: () => Promise<unknown>): void {
  before(async () => {
    await starts.get(h)?.()
    await setup()
  })
}

export interface Reply {
  status: number
  headers: Headers
  body: any
}

/**
 * A publisher page's CORS preflight for a POST to `path` from `origin` (any page's), asking to
 * send the content type and `header` too: the reply is open to any origin, allows `header` and
 * no credentials.
 */
export async function openPreflight(
  h: Harness,
  path: string,
  { origin = 'https://elsewhere.example', header }: { origin?: string; header?: string } = {},
): Promise<Reply> {
  const asked = header ? `content-type,${header.toLowerCase()}` : 'content-type'
  const reply = await new Client(h).request('OPTIONS', path, {
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': asked,
    },
  })
  assert.ok(reply.status === 204 || reply.status === 200, String(reply.status))
  assert.equal(reply.headers.get('access-control-allow-origin'), '*')
  assert.equal(reply.headers.get('access-control-allow-credentials'), null)
  if (header)
    assert.match(reply.headers.get('access-control-allow-headers') ?? '', new RegExp(header, 'i'))
  return reply
}

/** A file part of a multipart form. */
export interface UploadFile {
  bytes: Buffer
  name: string
  type: string
}

export class Client {
  private cookies = new Map<string, string>()
  constructor(
    private readonly harness: Harness,
    /** Where the requests go and what their Origin says (production: its PUBLIC_URL). */
    private readonly origin = ORIGIN,
  ) {}

  async request(
    method: string,
    path: string,
    init: {
      json?: unknown
      form?: Record<string, string>
      headers?: Record<string, string>
      raw?: string | Uint8Array<ArrayBuffer>
      /** Send no Origin header at all (the default sends the app's own on unsafe methods). */
      noOrigin?: boolean
    } = {},
  ): Promise<Reply> {
    const headers: Record<string, string> = { ...init.headers }
    if (!['GET', 'HEAD'].includes(method) && !('origin' in headers) && !init.noOrigin)
      headers.origin = this.origin
    let body: string | Uint8Array<ArrayBuffer> | undefined
    if (init.json !== undefined) {
      headers['content-type'] ??= 'application/json'
      body = JSON.stringify(init.json)
    } else if (init.form) {
      headers['content-type'] ??= 'application/x-www-form-urlencoded'
      body = new URLSearchParams(init.form).toString()
    } else if (init.raw !== undefined) {
      body = init.raw
    }
    if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body))
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    const response = await this.harness.app.request(this.origin + path, { method, headers, body })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const [name, ...rest] = pair!.split('=')
      const value = rest.join('=')
      if (/max-age=0/i.test(line) || value === '') this.cookies.delete(name!)
      else this.cookies.set(name!, value)
    }
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed }
  }

  /** Sends `fields` and `files` as multipart form data, the way a browser does. */
  async multipart(
    method: 'POST' | 'PUT',
    path: string,
    fields: Record<string, string>,
    files: Record<string, UploadFile> = {},
  ): Promise<Reply> {
    const form = new FormData()
    for (const [key, value] of Object.entries(fields)) form.append(key, value)
    for (const [key, file] of Object.entries(files))
      form.append(key, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
    const encoded = new Request('http://x/', { method: 'POST', body: form })
    const raw = new Uint8Array(await encoded.arrayBuffer())
    return this.request(method, path, {
      raw,
      headers: { 'content-type': encoded.headers.get('content-type')! },
    })
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, { headers })
  post = (path: string, json?: unknown) => this.request('POST', path, { json })
  put = (path: string, json?: unknown) => this.request('PUT', path, { json })
  del = (path: string) => this.request('DELETE', path)

  /** Signs in with the demo password (or another); returns the login reply. */
  login(email: string, password = DEMO_PASSWORD) {
    return this.request('POST', '/api/accounts/login', { form: { username: email, password } })
  }

  /** API-27: changes the signed-in user's password from `current` (the demo one) to `next`. */
  changePassword(next: string, current = DEMO_PASSWORD) {
    return this.put('/api/accounts/auth/password/change', {
      currentpassword: current,
      newpassword: next,
    })
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name)
  }

  /** Sets (or, with undefined, drops) a cookie by hand, e.g. to replay an old session id. */
  setCookie(name: string, value: string | undefined): void {
    if (value === undefined) this.cookies.delete(name)
    else this.cookies.set(name, value)
  }
}

/** The one row of `table` whose columns hold the values of `where` (throws when there is none). */
export function rowOf<T extends keyof Database & string>(
  db: DB,
  table: T,
  where: Partial<Selectable<Database[T]>>,
): Promise<Selectable<Database[T]>> {
  let query = (db as unknown as Kysely<any>).selectFrom(table).selectAll()
  for (const [column, value] of Object.entries(where)) query = query.where(column, '=', value)
  return query.executeTakeFirstOrThrow() as Promise<Selectable<Database[T]>>
}

/** Signs `client` in as `email`; throws when the sign-in does not succeed. */
async function signIn(client: Client, email: string, password: string): Promise<Client> {
  const reply = await client.login(email, password)
  if (reply.status !== 200) throw new Error(`sign-in as ${email} gave ${reply.status}`)
  return client
}

/** A client signed in as `email` (fails the test when the sign-in does not succeed). */
export function signedIn(harness: Harness, email: string, password = DEMO_PASSWORD) {
  return signIn(new Client(harness), email, password)
}

/**
 * A client of the file's harness `h` signed in as `email` before the file's tests; fails them
 * when the sign-in does not succeed.
 */
export function signedInBefore(h: Harness, email: string, password = DEMO_PASSWORD): Client {
  const client = new Client(h)
  beforeAll(h, () => signIn(client, email, password))
  return client
}

/**
 * A support client that opened a support-made session (mocked or mockup) on `accountUUID`
 * (fails the test unless it was opened).
 */
export async function supportSession(
  harness: Harness,
  kind: 'mocked' | 'mockup' = 'mocked',
  accountUUID: string = IDS.demoAccount,
  extra: Record<string, unknown> = {},
): Promise<Client> {
  const c = await signedIn(harness, 'support@demo.test')
  const reply = await c.post(api('/support/sessions'), { kind, accountUUID, ...extra })
  if (reply.status !== 201)
    throw new Error(`support session (${kind}) gave ${reply.status}: ${JSON.stringify(reply.body)}`)
  return c
}

/** The field names of an error reply (`error.fields[].field`). */
export function fieldsOf(reply: Reply): string[] {
  return ((reply.body?.error?.fields ?? []) as { field: string }[]).map((f) => f.field)
}

/** Runs `body` against a harness of its own (with `overrides`), closed afterwards. */
export async function withHarness(
  ...args:
    | [body: (h: Harness) => Promise<void>]
    | [overrides: Partial<ServerConfig>, body: (h: Harness) => Promise<void>]
): Promise<void> {
  const [overrides, body] = args.length === 1 ? [{}, args[0]] : args
  const h = await startHarness(overrides)
  try {
    await body(h)
  } finally {
    await h.close()
  }
}

/** The newest outbox e-mails to `to`, newest first. */
export function mailsTo(db: DB, to: string) {
  return db
    .selectFrom('outbox')
    .selectAll()
    .where('to_email', '=', to)
    .orderBy('id', 'desc')
    .execute()
}

/**
 * A snapshot of every row of the named tables, to prove a refused call changed nothing. The
 * write budget's counters (`writes:<user>` in rate_limits, context.ts) are left out: every write
 * is counted, refused or not, and that counting is the budget's purpose.
 */
export async function snapshot(db: DB, tables: string[]): Promise<string> {
  const parts: unknown[] = []
  for (const table of tables) {
    let rows = db.selectFrom(table as 'rate_limits').selectAll()
    if (table === 'rate_limits') rows = rows.where('key', 'not like', 'writes:%')
    parts.push(await rows.execute())
  }
  return JSON.stringify(parts)
}

/**
 * Sends a call that must be refused and checks its status, that each of `fields` is among its
 * field errors, and that `tables` are unchanged; answers the reply.
 */
export async function expectRefused(
  db: DB,
  tables: string[],
  send: () => Promise<Reply>,
  status: number,
  fields: string[] = [],
): Promise<Reply> {
  const before = await snapshot(db, tables)
  const reply = await send()
  assert.equal(reply.status, status, JSON.stringify(reply.body))
  for (const field of fields)
    assert.ok(fieldsOf(reply).includes(field), `${field}: ${JSON.stringify(reply.body)}`)
  assert.equal(await snapshot(db, tables), before)
  return reply
}

/** The parsed settings of `unit`'s row of `kind` in a settings table (its `data` column). */
export async function storedSettings(
  h: Harness,
  table: 'commenting_sections' | 'rating_configurations',
  unit: string,
  kind: string,
) {
  const row = await h.db
    .selectFrom(table as 'commenting_sections')
    .select('data')
    .where('unit_uuid', '=', unit)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow()
  return JSON.parse(row.data)
}

/** The app's file store (its uploads folder on SQLite, the database on PostgreSQL). */
export function fileStoreOf(h: Harness): FileStore {
  return fileStoreFor(h.db, h.config.uploadsDir)
}

/** The names of the files the app has stored, sorted (wherever its store keeps them). */
export async function storedFileNames(h: Harness): Promise<string[]> {
  if (kindOf(h.db) === 'sqlite')
    return existsSync(h.config.uploadsDir) ? readdirSync(h.config.uploadsDir).sort() : []
  const { rows } = await sql<{ name: string }>`select name from stored_files order by name`.execute(
    h.db,
  )
  return rows.map((row) => row.name)
}
