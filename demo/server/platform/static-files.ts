/**
 * Files the server sends as they are: the scripts publishers paste on their pages and the builds
 * under /dist. Each file is read once and kept in memory with a brotli and a gzip copy and a
 * strong ETag per copy, so a request for a known file is a Map lookup and a header write. A
 * rebuild still shows at once: a file's size and mtime are looked at again at most once per
 * RECHECK_MS, and a changed file is read again.
 */
import { createHash } from 'node:crypto'
import { statSync, type Stats } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { extname, relative, resolve, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Env } from './context'
import type { FastAnswer } from './public-fast-lane'
import type { MiddlewareHandler } from 'hono'
import { getMimeType } from 'hono/utils/mime'

/** How long a file's size and mtime are trusted before the next statSync (ms). */
export const RECHECK_MS = 1000

/**
 * Cache-Control of the fixed URLs publishers paste (the unit scripts, the player's embed.js): a
 * rebuild reaches their readers within five minutes, and for a day a stale copy still runs while
 * the browser revalidates it with the ETag.
 */
export const PASTED_SCRIPT_CACHE = 'public, max-age=300, stale-while-revalidate=86400'

/** Cache-Control of files whose name carries their content hash: they never change. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable'

/** Cache-Control of the other files: kept, but revalidated with the ETag (a cheap 304) on use. */
export const REVALIDATE_CACHE = 'no-cache'

/**
 * The chunks rollup names `[name]-[hash].js` (chunkFileNames in rollup.config.mjs): chunks/ and
 * kit/chunks/ of both builds, relative to dist/. Entries (elements/*.js, host/main.js) keep
 * fixed names.
 */
const HASHED_CHUNK = /^(?:lite\/)?(?:kit\/)?chunks\/[^/]+-[\w-]{8}\.js$/

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.map', '.txt'])
/** Past this many cached files, those no longer on disk are dropped (old chunks of rebuilds). */
const MAX_FILES = 1000

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** How a file is sent: its Content-Type, Cache-Control and any further headers (CORS). */
export interface FilePolicy {
  contentType: string
  cacheControl: string
  headers?: Record<string, string>
}

type Coding = 'br' | 'gzip'

/** One representation of a file: its bytes and the headers of a 200 and of a 304. */
interface Variant {
  body: Uint8Array<ArrayBuffer>
  etag: string
  /** Content-Type and Content-Encoding (a 304 has neither). */
  bodyHeaders: Record<string, string>
  ok: Record<string, string>
  notModified: Record<string, string>
}

interface CachedFile {
  size: number
  mtimeMs: number
  checkedAt: number
  identity: Variant
  br?: Variant
  gzip?: Variant
}

/**
 * A cache of files sent as they are; `policyOf` gives each file's headers (asked once per read).
 */
export class FileCache {
  private readonly files = new Map<string, CachedFile>()
  private readonly reading = new Map<string, Promise<CachedFile>>()

  constructor(private readonly policyOf: (file: string) => FilePolicy) {}

  /**
   * The answer to a GET or HEAD of `file` (an absolute path): 200 in the best encoding the
   * request accepts, or 304 when If-None-Match names that representation; null when there is no
   * such file.
   */
  async serve(
    request: Request,
    file: string,
    /** Takes the answer for the fast lane (public-fast-lane.ts), valid while the file is unchanged. */
    offer?: (answer: FastAnswer) => void,
  ): Promise<Response | null> {
    const cached = this.files.get(file)
    const now = Date.now()
    // A clock set back (now before checkedAt) means a look at the file too.
    const fresh = cached && now >= cached.checkedAt && now - cached.checkedAt < RECHECK_MS
    const found = fresh ? cached : await this.refresh(file, now)
    if (!found) return null
    const variant = pick(found, request.headers.get('accept-encoding'))
    offer?.({
      etag: variant.etag,
      body: variant.body,
      bodyHeaders: variant.bodyHeaders,
      valid: () => this.current(file, found),
    })
    const ifNoneMatch = request.headers.get('if-none-match')
    if (ifNoneMatch !== null && matches(ifNoneMatch, variant.etag))
      return new Response(null, { status: 304, headers: variant.notModified })
    return new Response(variant.body, { status: 200, headers: variant.ok })
  }

  /** `cached` is still the file's entry and the file on disk is unchanged (looked at once a second). */
  private current(file: string, cached: CachedFile): boolean {
    if (this.files.get(file) !== cached) return false
    const now = Date.now()
    if (now >= cached.checkedAt && now - cached.checkedAt < RECHECK_MS) return true
    try {
      const stat = statSync(file)
      if (stat.mtimeMs !== cached.mtimeMs || stat.size !== cached.size) return false
    } catch {
      return false
    }
    cached.checkedAt = now
    return true
  }

  private async refresh(file: string, now: number): Promise<CachedFile | null> {
    let stat: Stats
    try {
      stat = statSync(file)
    } catch {
      this.files.delete(file)
      return null
    }
    if (!stat.isFile()) {
      this.files.delete(file)
      return null
    }
    const cached = this.files.get(file)
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) {
      cached.checkedAt = now
      return cached
    }
    // Requests that arrive while the file is read and compressed wait for that one read.
    let reading = this.reading.get(file)
    if (!reading) {
      reading = read(file, stat, now, this.policyOf(file)).finally(() => this.reading.delete(file))
      this.reading.set(file, reading)
    }
    let loaded: CachedFile
    try {
      loaded = await reading
    } catch {
      // Deleted between the stat and the read (a rebuild empties dist/ first).
      return null
    }
    this.files.set(file, loaded)
    if (this.files.size > MAX_FILES) this.prune()
    return loaded
  }

  private prune(): void {
    for (const file of this.files.keys()) {
      try {
        statSync(file)
      } catch {
        this.files.delete(file)
      }
    }
    for (const file of this.files.keys()) {
      if (this.files.size <= MAX_FILES) break
      this.files.delete(file)
    }
  }
}

async function read(file: string, stat: Stats, now: number, policy: FilePolicy) {
  const raw = await readFile(file)
  const hash = createHash('sha256').update(raw).digest('base64url').slice(0, 22)
  const compressible = COMPRESSIBLE.has(extname(file).toLowerCase())
  const cached: CachedFile = {
    // A file read while it was being written: read it again at the next check.
    size: raw.length === stat.size ? stat.size : -1,
    mtimeMs: stat.mtimeMs,
    checkedAt: now,
    identity: variant(raw, `"${hash}"`, null, compressible, policy),
  }
  if (!compressible) return cached
  // On the thread pool: brotli at quality 11 takes a quarter second on the React runtime chunk.
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzipped(raw, { level: 9 }),
  ])
  // A copy no smaller than the file (a tiny file) is not worth a Content-Encoding.
  if (br.length < raw.length) cached.br = variant(br, `"${hash}-br"`, 'br', true, policy)
  if (gz.length < raw.length) cached.gzip = variant(gz, `"${hash}-gz"`, 'gzip', true, policy)
  return cached
}

function variant(
  bytes: Buffer,
  etag: string,
  coding: Coding | null,
  varies: boolean,
  policy: FilePolicy,
): Variant {
  const common: Record<string, string> = {
    ...policy.headers,
    'Cache-Control': policy.cacheControl,
    ETag: etag,
  }
  if (varies) common.Vary = 'Accept-Encoding'
  const ok: Record<string, string> = {
    ...common,
    'Content-Type': policy.contentType,
    'Content-Length': String(bytes.length),
  }
  if (coding) ok['Content-Encoding'] = coding
  const bodyHeaders: Record<string, string> = { 'Content-Type': policy.contentType }
  if (coding) bodyHeaders['Content-Encoding'] = coding
  return { body: new Uint8Array(bytes), etag, bodyHeaders, ok, notModified: common }
}

/** The variant to send: br or gzip as Accept-Encoding ranks them (q=0 refuses), else identity. */
function pick(file: CachedFile, acceptEncoding: string | null): Variant {
  if (!acceptEncoding || (!file.br && !file.gzip)) return file.identity
  for (const coding of acceptedCodings(acceptEncoding)) {
    const found = file[coding]
    if (found) return found
  }
  return file.identity
}

/** Parsed Accept-Encoding values: browsers send a handful of distinct ones. */
const accepted = new Map<string, Coding[]>()

/** The codings of ours an Accept-Encoding value accepts, best first (br before gzip on a tie). */
export function acceptedCodings(acceptEncoding: string): Coding[] {
  const known = accepted.get(acceptEncoding)
  if (known) return known
  const weights = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';')
    let weight = 1
    for (const param of params) {
      const q = /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(param)
      if (q) weight = Number(q[1])
    }
    const coding = name.trim().toLowerCase()
    if (coding) weights.set(coding === 'x-gzip' ? 'gzip' : coding, weight)
  }
  const weightOf = (coding: Coding) => weights.get(coding) ?? weights.get('*') ?? 0
  const codings = (['br', 'gzip'] as const)
    .filter((coding) => weightOf(coding) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a))
  if (accepted.size >= 256) accepted.clear()
  accepted.set(acceptEncoding, codings)
  return codings
}

/**
 * Whether If-None-Match names `etag`: `*`, or a listed tag equal to it by the weak comparison
 * (RFC 9110 13.1.2: a `W/` prefix is ignored).
 */
export function matches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true
  for (const tag of ifNoneMatch.match(/(?:W\/)?"[^"]*"/g) ?? [])
    if ((tag.startsWith('W/') ? tag.slice(2) : tag) === etag) return true
  return false
}

/**
 * The file under `dist` a request path `/dist/…` (still percent-encoded) names, or null for
 * anything that could leave it or name something else than a plain file path: dot segments,
 * empty segments, encoded slashes or backslashes, NUL, broken escapes.
 */
export function distFile(dist: string, pathname: string): string | null {
  if (!pathname.startsWith('/dist/')) return null
  const encoded = pathname.slice('/dist/'.length)
  if (/%(?:2f|5c|00)|[\\\0]/i.test(encoded)) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(encoded)
  } catch {
    return null
  }
  const segments = decoded.split('/')
  if (segments.some((s) => s === '' || s === '.' || s === '..' || /[\\\0]/.test(s))) return null
  const file = resolve(dist, ...segments)
  return file.startsWith(dist + sep) ? file : null
}

/**
 * GET /dist/*: the builds under `root`/dist. Hashed chunks are immutable, the entries with fixed
 * names revalidate. A path that is refused or names no file goes on to the next handler (the
 * 404).
 */
export function distFiles(root: string): MiddlewareHandler<Env> {
  const dist = resolve(root, 'dist')
  const files = new FileCache((file) => ({
    contentType: getMimeType(file) ?? 'application/octet-stream',
    cacheControl: HASHED_CHUNK.test(relative(dist, file).split(sep).join('/'))
      ? IMMUTABLE_CACHE
      : REVALIDATE_CACHE,
  }))
  return async (c, next) => {
    const file = distFile(dist, new URL(c.req.url).pathname)
    const reply = file
      ? await files.serve(c.req.raw, file, (answer) => c.set('fastAnswer', answer))
      : null
    if (reply) return reply
    await next()
  }
}
