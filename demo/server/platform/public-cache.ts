/**
 * The per-process cache of the public reads that publishers' pages make (the player's embed data,
 * the commenting unit's settings and comments, the ratings read): every reader of every article
 * calls them, hundreds of times more often than publishers use the portal, so a read is answered
 * from memory and costs no query while its entry lives.
 *
 * Entries carry tags. Every write that changes what a read answers invalidates a tag: a portal
 * write by a session invalidates its account's tag (app.ts, after the write succeeded, so no write
 * path can be forgotten), and the public writes (a comment, a mark, a vote) invalidate their page.
 * With several processes on PostgreSQL, an invalidation reaches the other processes through
 * `LISTEN`/`NOTIFY` (cache-bus.ts). Entries also expire after `ttlMs`, which bounds how long a
 * number no write invalidates (an embed's answer counts, a page's comment count) may lag.
 *
 * A fill that began before an invalidation of one of its tags is answered but not kept, so a read
 * racing a save never stores the old answer after the save's invalidation. Concurrent misses of
 * one key share one fill. Memory is bounded by the entries' bytes (oldest first out).
 */
import { createHash } from 'node:crypto'
import type { Context } from 'hono'
import type { Ctx } from './context'

/** How long a public read may be kept by browsers and a CDN: a saved setting shows within a minute. */
export const PUBLIC_READ_CACHE = 'public, max-age=20, stale-while-revalidate=40'
/** A read that carries a visitor's own part (their held comments, their stars): the browser only. */
export const PERSONAL_READ_CACHE = 'private, no-cache'

/** A cached answer: the value (for answers composed with a visitor's part) and its bytes. */
export interface CachedRead<T> {
  key: string
  value: T
  body: string
  etag: string
  bytes: number
  expires: number
  tags: readonly string[]
}

/** A strong ETag of a body (SHA-1 is plenty: the ETag names a version, it protects nothing). */
export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`
}

/** If-None-Match lists the ETag (weak comparison, as RFC 9110 asks of If-None-Match). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  const bare = etag.replace(/^W\//, '')
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare)
}

/**
 * Answers `body` with its ETag and Cache-Control, or 304 without a body when the caller holds
 * that version already.
 */
export function answerRead(
  c: Context,
  body: string,
  etag: string,
  type: string,
  cacheControl: string,
): Response {
  const headers: Record<string, string> = { ETag: etag, 'Cache-Control': cacheControl }
  if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers)
  headers['Content-Type'] = type
  return c.body(body, 200, headers)
}

export const JSON_TYPE = 'application/json; charset=utf-8'

/**
 * Answers a cached read that is the same for everyone (`Cache-Control: public`), and offers it to
 * the fast lane (public-fast-lane.ts), valid while this cache holds the same entry.
 */
export function answerPublic(c: Ctx, read: CachedRead<unknown>, type: string): Response {
  const { cache } = c.get('services')
  c.set('fastAnswer', {
    etag: read.etag,
    body: read.body,
    bodyHeaders: { 'content-type': type },
    valid: () => cache.holds(read),
  })
  return answerRead(c, read.body, read.etag, type, PUBLIC_READ_CACHE)
}

export interface PublicCacheOptions {
  /** How long an entry lives without an invalidation. */
  ttlMs?: number
  /** The bytes of all bodies and keys together; past it the oldest entries go. */
  maxBytes?: number
  now?: () => number
}

export class PublicCache {
  private readonly entries = new Map<string, CachedRead<unknown>>()
  private readonly tagged = new Map<string, Set<string>>()
  /** Invalidations since the process started, and those made while fills were running. */
  private seq = 0
  private log: { seq: number; tags: readonly string[] }[] = []
  private running = 0
  private readonly pending = new Map<string, Promise<CachedRead<unknown> | null>>()
  private bytes = 0
  private readonly ttlMs: number
  private readonly maxBytes: number
  private readonly now: () => number
  /** Sends an invalidation to the other processes (cache-bus.ts); none on one process. */
  publish: (tags: string[]) => void = () => {}
  /** Reads answered from memory, and fills (for the bench and tests). */
  readonly stats = { hits: 0, fills: 0 }

  constructor(options: PublicCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 30_000
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024
    this.now = options.now ?? Date.now
  }

  /**
   * The cached answer of `key`, or a new one from `produce` (null: nothing to cache, e.g. an
   * unknown id, answered as null and never kept). `tagsOf` names what writes may change it.
   */
  async read<T>(
    key: string,
    produce: () => Promise<T | null>,
    tagsOf: (value: T) => readonly string[],
    serialize: (value: T) => string = JSON.stringify,
  ): Promise<CachedRead<T> | null> {
    const hit = this.entries.get(key)
    if (hit && hit.expires > this.now()) {
      this.stats.hits++
      return hit as CachedRead<T>
    }
    const running = this.pending.get(key)
    if (running) return running as Promise<CachedRead<T> | null>
    const fill = this.fill(key, produce, tagsOf, serialize)
    this.pending.set(key, fill)
    try {
      return await fill
    } finally {
      this.pending.delete(key)
    }
  }

  private async fill<T>(
    key: string,
    produce: () => Promise<T | null>,
    tagsOf: (value: T) => readonly string[],
    serialize: (value: T) => string,
  ): Promise<CachedRead<T> | null> {
    const started = this.seq
    this.running++
    this.stats.fills++
    let value: T | null
    let stale: boolean
    let tags: readonly string[] = []
    try {
      value = await produce()
      if (value !== null) tags = tagsOf(value)
      // Invalidated while it was read: answer it, but keep nothing that may predate the write.
      stale = this.log.some(
        (made) => made.seq > started && made.tags.some((t) => t === ALL || tags.includes(t)),
      )
    } finally {
      if (--this.running === 0) this.log = []
    }
    if (value === null) return null
    const body = serialize(value)
    const entry: CachedRead<T> = {
      key,
      value,
      body,
      etag: etagOf(body),
      // The key counts too: a comment-counts key names up to 50 pages (an attacker's choice).
      bytes: body.length + key.length,
      expires: this.now() + this.ttlMs,
      tags,
    }
    if (stale) return entry
    this.remove(key)
    this.entries.set(key, entry)
    this.bytes += entry.bytes
    for (const tag of tags) {
      let keys = this.tagged.get(tag)
      if (!keys) this.tagged.set(tag, (keys = new Set()))
      keys.add(key)
    }
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.remove(oldest)
    }
    return entry
  }

  private remove(key: string) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= entry.bytes
    for (const tag of entry.tags) {
      const keys = this.tagged.get(tag)
      keys?.delete(key)
      if (keys?.size === 0) this.tagged.delete(tag)
    }
  }

  /** Drops every entry carrying one of `tags`, here and (unless `local`) in the other processes. */
  invalidate(tags: readonly string[], local = false): void {
    if (!tags.length) return
    this.seq++
    if (this.running) this.log.push({ seq: this.seq, tags: [...tags] })
    for (const tag of tags) {
      for (const key of this.tagged.get(tag) ?? []) this.remove(key)
    }
    if (!local) this.publish([...tags])
  }

  /**
   * Drops everything, here and (unless `local`) in the other processes: a support session's write
   * may touch any account, and a lost connection to the other processes may have missed
   * invalidations.
   */
  clear(local = false): void {
    this.seq++
    if (this.running) this.log.push({ seq: this.seq, tags: [ALL] })
    this.entries.clear()
    this.tagged.clear()
    this.bytes = 0
    if (!local) this.publish([ALL])
  }

  /** `read` is still this cache's answer to its key (not dropped, replaced or expired). */
  holds(read: CachedRead<unknown>): boolean {
    return this.entries.get(read.key) === read && read.expires > this.now()
  }

  get size(): number {
    return this.entries.size
  }
}

/** The invalidation that clears every cache (only sent, never a tag of an entry). */
export const ALL = '*'

/** The tags of the public reads. */
export const cacheTags = {
  /** Everything the reads of one account's embeds and units answer (any portal write of it). */
  account: (accountUUID: string) => `account:${accountUUID}`,
  /** One page's comments of a commenting unit. */
  comments: (unitUUID: string, pageId: string) => `comments:${unitUUID}:${pageId}`,
  /** One page's ratings of a ratings unit. */
  ratings: (unitUUID: string, pageKey: string) => `ratings:${unitUUID}:${pageKey}`,
}
