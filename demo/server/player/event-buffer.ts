/**
 * The player's engagement events on their way to the database. Every reader of every article sends
 * them, so an accepted batch is not written in its own request: it is merged into a bounded
 * in-memory buffer (counters of one card, option, day and segment add up), and the buffer is
 * written in one transaction per interval (`eventFlushMs`, 250 ms by default).
 *
 * What a crash can lose: the batches accepted since the last write, at most one interval's worth
 * (plus a write that failed and waits to be retried). A stop by SIGTERM or SIGINT writes the
 * buffer before the process ends (main.ts). When the buffer is full (the database is down or
 * slower than the traffic), new batches are refused with 503 and `Retry-After`, never dropped
 * silently.
 */
import type { DB } from '../platform/db'
import { nyDay } from '../platform/days'
import type { Segment } from '../metrics/segment'
import { inTransaction } from '../platform/transaction'
import { writeBatch, type BatchEffect } from './queries'
import { log } from '../platform/log'

/** The events the buffer holds at most; past it, batches are refused until a write makes room. */
export const BUFFER_MAX_EVENTS = 100_000
/**
 * Engaged visitors and e-mails one statement writes at most: a buffer's worth would pass
 * PostgreSQL's 65,535 parameters of one statement (7 columns a row).
 */
export const ROWS_PER_STATEMENT = 1_000

const MEASURES = ['loads', 'inviewLoads', 'answers', 'clicks', 'inviewMs'] as const

interface Group {
  effect: BatchEffect
  segment: Segment
  at: number
}

/** An effect holding nothing. */
const emptyEffect = (): BatchEffect => ({ rows: new Map(), emails: [], visitors: new Map() })

/** `effect` in pieces of at most ROWS_PER_STATEMENT visitors and e-mails (the counters go first). */
export function piecesOf(effect: BatchEffect): BatchEffect[] {
  const visitors = [...effect.visitors]
  const count = Math.max(
    1,
    Math.ceil(Math.max(visitors.length, effect.emails.length) / ROWS_PER_STATEMENT),
  )
  return Array.from({ length: count }, (_, i) => {
    const range = [i * ROWS_PER_STATEMENT, (i + 1) * ROWS_PER_STATEMENT] as const
    return {
      rows: i === 0 ? effect.rows : new Map(),
      visitors: new Map(visitors.slice(...range)),
      emails: effect.emails.slice(...range),
    }
  })
}

/** Adds `from` to `into`: counters of one row add up, visitors join, e-mails append. */
export function mergeEffect(into: BatchEffect, from: BatchEffect): void {
  for (const [key, row] of from.rows) {
    const held = into.rows.get(key)
    if (!held) into.rows.set(key, { ...row })
    else for (const measure of MEASURES) held[measure] += row[measure]
  }
  for (const [key, visitor] of from.visitors) into.visitors.set(key, visitor)
  into.emails.push(...from.emails)
}

export class EventBuffer {
  private groups = new Map<string, Group>()
  private events = 0
  private writing: Promise<void> | null = null
  private timer: ReturnType<typeof setInterval> | null = null
  /** Transactions written and events in them (the bench and tests). */
  readonly stats = { writes: 0, written: 0, failures: 0 }

  constructor(
    private readonly db: DB,
    private readonly flushMs: number,
    private readonly maxEvents = BUFFER_MAX_EVENTS,
  ) {}

  /** Writes the buffer every `flushMs` (none when 0: each batch is written as it is accepted). */
  start(): this {
    if (this.flushMs > 0 && !this.timer) {
      // A failed write keeps its events for the next one; it is said once per failure.
      this.timer = setInterval(
        () =>
          void this.flush().catch((error: unknown) =>
            log.error({ err: error, kept: this.pending }, 'player events not written yet'),
          ),
        this.flushMs,
      )
      this.timer.unref()
    }
    return this
  }

  /**
   * Takes a checked batch of `count` events accepted at `at`; false when the buffer is full. With
   * no interval the batch is written before this resolves.
   */
  async add(effect: BatchEffect, segment: Segment, at: number, count: number): Promise<boolean> {
    if (this.events + count > this.maxEvents) return false
    const key = `${nyDay(at)}|${segment.device}|${segment.country}`
    let group = this.groups.get(key)
    if (!group) this.groups.set(key, (group = { effect: emptyEffect(), segment, at }))
    mergeEffect(group.effect, effect)
    this.events += count
    if (this.flushMs === 0) await this.flush()
    return true
  }

  /** Events waiting to be written. */
  get pending(): number {
    return this.events
  }

  /**
   * Writes everything buffered now in one transaction (one write at a time; a call during a write
   * waits for it and then writes what came meanwhile). A failed write keeps its events for the
   * next one and rejects.
   */
  async flush(): Promise<void> {
    while (this.writing) await this.writing.catch(() => undefined)
    if (!this.groups.size) return
    const groups = this.groups
    const events = this.events
    this.groups = new Map()
    this.events = 0
    this.writing = inTransaction(this.db, async (trx) => {
      for (const { effect, segment, at } of groups.values())
        for (const piece of piecesOf(effect)) await writeBatch(trx, piece, at, segment)
    })
    try {
      await this.writing
      this.stats.writes++
      this.stats.written += events
    } catch (error) {
      this.stats.failures++
      // Back in front of what came meanwhile, for the next write.
      for (const [key, group] of groups) {
        const newer = this.groups.get(key)
        if (newer) mergeEffect(group.effect, newer.effect)
        this.groups.set(key, group)
      }
      this.events += events
      throw error
    } finally {
      this.writing = null
    }
  }

  /** Stops the interval and writes what is left (SIGTERM), retrying a failed write a few times. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.flush()
      } catch (error) {
        if (attempt >= 3) throw error
        await new Promise((done) => setTimeout(done, 200 * attempt))
      }
    }
  }
}
